"""The tournaments' store: one row per tournament, its whole state as JSON (table in
:mod:`bot.storage.schema`, migration 0007), and the results of its games read back from
the games' own results (a tournament's results are never typed in, nor kept twice).

Every write names the version it read (:meth:`TournamentStore.save`): a write over a
version another process already replaced writes nothing and says so, so two processes
never both pair a round or record a result.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.storage.database import run_read, run_write
from bot.storage.schema import games, results, tournaments
from bot.storage.store import Store

#: Phases of a tournament that are not over.
ACTIVE_PHASES = ("signup", "running")


@dataclass(slots=True)
class StoredTournament:
    """A tournament's row: its state (JSON-able) and the version it was read at."""

    tournament_id: str
    guild_id: int
    channel_id: int
    game_id: str
    phase: str
    state: dict[str, Any]
    version: int


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat of a finished tournament game."""

    seat: int
    rank: int
    score: int


class TournamentStore:
    """The tournaments' rows, in the database of ``store``."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        self._engine = store.engine
        self._clock = clock

    async def create(self, stored: StoredTournament) -> None:
        now = self._clock()

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(
                tournaments.insert().values(
                    tournament_id=stored.tournament_id,
                    guild_id=stored.guild_id,
                    channel_id=stored.channel_id,
                    game_id=stored.game_id,
                    phase=stored.phase,
                    state=json.dumps(stored.state, separators=(",", ":")),
                    version=stored.version,
                    created_at=now,
                    updated_at=now,
                )
            )

        await run_write(self._engine, "creating a tournament", work)

    async def save(self, stored: StoredTournament) -> bool:
        """Write ``stored`` over the version it was read at; ``True`` and the version
        raised by one when written, ``False`` (nothing written) when another write came
        first: read it again."""
        t = tournaments.c

        async def work(conn: AsyncConnection) -> int:
            done = await conn.execute(
                tournaments.update()
                .where(t.tournament_id == stored.tournament_id, t.version == stored.version)
                .values(
                    phase=stored.phase,
                    state=json.dumps(stored.state, separators=(",", ":")),
                    version=stored.version + 1,
                    updated_at=self._clock(),
                )
            )
            return done.rowcount

        if not await run_write(self._engine, f"saving tournament {stored.tournament_id}", work):
            return False
        stored.version += 1
        return True

    async def load(self, tournament_id: str) -> StoredTournament | None:
        query = sa.select(tournaments).where(tournaments.c.tournament_id == tournament_id)

        async def work(conn: AsyncConnection) -> Any:
            return (await conn.execute(query)).first()

        row = await run_read(self._engine, "reading a tournament", work)
        return None if row is None else _stored(row)

    async def active(self) -> list[StoredTournament]:
        """Every tournament not over, oldest first."""
        query = (
            sa.select(tournaments)
            .where(tournaments.c.phase.in_(ACTIVE_PHASES))
            .order_by(tournaments.c.created_at)
        )

        async def work(conn: AsyncConnection) -> Sequence[Any]:
            return (await conn.execute(query)).all()

        return [_stored(row) for row in await run_read(self._engine, "reading tournaments", work)]

    async def in_guild(self, guild_id: int, limit: int = 25) -> list[StoredTournament]:
        """The server's tournaments, the latest first."""
        query = (
            sa.select(tournaments)
            .where(tournaments.c.guild_id == guild_id)
            .order_by(tournaments.c.created_at.desc())
            .limit(limit)
        )

        async def work(conn: AsyncConnection) -> Sequence[Any]:
            return (await conn.execute(query)).all()

        return [_stored(row) for row in await run_read(self._engine, "reading tournaments", work)]

    async def results_of(self, table_ids: Sequence[str]) -> dict[str, list[SeatResult]]:
        """The recorded results of those of ``table_ids`` that finished, by table."""
        if not table_ids:
            return {}
        r = results.c
        query = (
            sa.select(r.table_id, r.seat, r.rank, r.score)
            .where(r.table_id.in_(list(table_ids)))
            .order_by(r.table_id, r.seat)
        )

        async def work(conn: AsyncConnection) -> Sequence[Any]:
            return (await conn.execute(query)).all()

        found: dict[str, list[SeatResult]] = {}
        for table_id, seat, rank, score in await run_read(
            self._engine, "reading a tournament's results", work
        ):
            found.setdefault(table_id, []).append(SeatResult(seat, rank, score))
        return found

    async def records_of(self, table_ids: Sequence[str]) -> dict[str, dict[str, Any]]:
        """The game records of those of ``table_ids`` that finished, by table."""
        if not table_ids:
            return {}
        query = sa.select(games.c.table_id, games.c.record).where(
            games.c.table_id.in_(list(table_ids))
        )

        async def work(conn: AsyncConnection) -> Sequence[Any]:
            return (await conn.execute(query)).all()

        rows = await run_read(self._engine, "reading a tournament's game records", work)
        return {table_id: json.loads(record) for table_id, record in rows}


def _stored(row: Any) -> StoredTournament:
    return StoredTournament(
        row.tournament_id,
        row.guild_id,
        row.channel_id,
        row.game_id,
        row.phase,
        json.loads(row.state),
        row.version,
    )
