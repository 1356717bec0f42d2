"""Finished games as a history to pick from (``/game replay``): a channel's latest games,
one game's record within its server, and what playing one again needs (its seats)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.storage.schema import games, results
from bot.tables.ports import FinishedSeats


class Store(Protocol):
    """What these read through: a store's database (:attr:`bot.storage.Store.engine`)."""

    @property
    def engine(self) -> AsyncEngine: ...


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A finished game as a history lists it."""

    table_id: str
    game_id: str
    finished_at: float
    names: tuple[str, ...]


async def recent_games(store: Store, channel_id: int, limit: int = 25) -> list[FinishedGame]:
    """The channel's latest finished games, newest first, with the players' names."""
    query = (
        sa.select(games.c.table_id, games.c.game_id, games.c.finished_at)
        .where(games.c.channel_id == channel_id)
        .order_by(games.c.finished_at.desc())
        .limit(limit)
    )
    async with store.engine.connect() as conn:
        rows = (await conn.execute(query)).all()
        ids = [row.table_id for row in rows]
        seats = await conn.execute(
            sa.select(results.c.table_id, results.c.name)
            .where(results.c.table_id.in_(ids))
            .order_by(results.c.table_id, results.c.seat)
        )
        names: dict[str, list[str]] = {}
        for table_id, name in seats:
            names.setdefault(table_id, []).append(name)
    return [
        FinishedGame(row.table_id, row.game_id, row.finished_at, tuple(names.get(row.table_id, ())))
        for row in rows
    ]


async def game_record_in(store: Store, table_id: str, guild_id: int) -> dict[str, Any] | None:
    """The record of a finished game of this server (``None`` for another server's)."""
    query = sa.select(games.c.record).where(
        games.c.table_id == table_id, games.c.guild_id == guild_id
    )
    async with store.engine.connect() as conn:
        text = await conn.scalar(query)
    return json.loads(text) if text is not None else None


async def finished_seats(store: Store, table_id: str, guild_id: int) -> FinishedSeats | None:
    """The game, options and seats of the finished game ``table_id`` of this server
    (``None`` when it is unknown here, or closed without a result)."""
    async with store.engine.connect() as conn:
        row = (
            await conn.execute(
                sa.select(
                    games.c.channel_id, games.c.game_id, games.c.finished_at, games.c.record
                ).where(
                    games.c.table_id == table_id,
                    games.c.guild_id == guild_id,
                    games.c.outcome == "finished",
                )
            )
        ).first()
        if row is None:
            return None
        seats = (
            await conn.execute(
                sa.select(results.c.user_id, results.c.name)
                .where(results.c.table_id == table_id)
                .order_by(results.c.seat)
            )
        ).all()
    record = json.loads(row.record)
    return FinishedSeats(
        row.channel_id,
        row.game_id,
        dict(record.get("options", {})),
        row.finished_at,
        tuple((user_id, name) for user_id, name in seats),
    )
