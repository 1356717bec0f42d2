"""Alembic environment of the bot's database.

The bot runs the migrations on its own connection (``config.attributes["connection"]``,
set by :func:`bot.storage.database.migrate`); from the command line the URL comes
from ``DATABASE_URL`` (default: the SQLite file under ``data/``), with an async engine.
"""

from __future__ import annotations

import asyncio
import os

from alembic import context
from sqlalchemy import pool
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine

from bot.storage.schema import metadata

DEFAULT_URL = "sqlite+aiosqlite:///data/cardtable.db"


def run_on(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=metadata,
        render_as_batch=connection.dialect.name == "sqlite",
    )
    with context.begin_transaction():
        context.run_migrations()


async def run_from_url(url: str) -> None:
    engine = create_async_engine(url, poolclass=pool.NullPool)
    async with engine.connect() as connection:
        await connection.run_sync(run_on)
    await engine.dispose()


def main() -> None:
    connection = context.config.attributes.get("connection")
    if connection is not None:
        run_on(connection)
    elif context.is_offline_mode():
        context.configure(
            url=os.environ.get("DATABASE_URL", DEFAULT_URL),
            target_metadata=metadata,
            literal_binds=True,
        )
        with context.begin_transaction():
            context.run_migrations()
    else:
        asyncio.run(run_from_url(os.environ.get("DATABASE_URL", DEFAULT_URL)))


main()
