"""Reading a test database directly (beside the store), the same on both backends."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import create_async_engine


async def rows(db_url: str, sql: str, **params: Any) -> list[tuple[Any, ...]]:
    """The rows of one query, through a connection of its own."""
    engine = create_async_engine(db_url)
    try:
        async with engine.connect() as conn:
            return [tuple(row) for row in await conn.execute(sa.text(sql), params)]
    finally:
        await engine.dispose()


async def count(db_url: str, table: str) -> int:
    [(found,)] = await rows(db_url, f"SELECT count(*) FROM {table}")
    return int(found)


async def execute(db_url: str, sql: str, **params: Any) -> None:
    """Run one statement in a transaction of its own."""
    engine = create_async_engine(db_url)
    try:
        async with engine.begin() as conn:
            await conn.execute(sa.text(sql), params)
    finally:
        await engine.dispose()
