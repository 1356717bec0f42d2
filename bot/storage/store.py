"""The store: open tables, finished games, results, ratings and leaderboards.

SQLAlchemy 2 async Core (no ORM), the same code on SQLite through aiosqlite (the default)
and on PostgreSQL through asyncpg. The schema comes from the Alembic migrations, applied
by :meth:`Store.open` under a lock (see :mod:`bot.storage.database`).

What it guarantees, on both databases and with any number of processes:

- **Every write is whole or nothing.** A write the database refuses or fails (locked,
  read-only, disk full, connection lost) raises :class:`StoreUnavailable` after its
  transaction was rolled back; the caller keeps its state as it was.
- **A result is recorded exactly once.** :meth:`Store.record_result` writes the game, its
  per-seat results, the ratings and the leaderboard aggregates in one transaction. Only a
  clash on the game's own key means "already recorded"; ratings and aggregates are
  locked or added to in one fixed order (no deadlock, no lost update), and a transaction
  that still loses a deadlock or serialization race is run again.
- **One owner per table.** Every open table carries its owner (a process's
  :attr:`Store.owner`) and a lease; a save, result, abandon or delete for a table that
  another owner holds with a live lease raises :class:`TableOwnedElsewhere`, and
  :meth:`Store.load_tables` claims only the free tables of this process's shards.

The store is one object for its callers, in three parts: the open tables and their leases
(:mod:`bot.storage.open_tables`), a finished game's results and ratings
(:mod:`bot.storage.results`), and here the reads of the games and the leaderboards (their
aggregates: :mod:`bot.storage.boards`).
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import Callable, Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.storage import boards, history
from bot.storage.database import create_engine, migrate, run_read
from bot.storage.errors import StoreUnavailable
from bot.storage.liveness import Liveness
from bot.storage.open_tables import OpenTables
from bot.storage.results import Results
from bot.storage.schema import games
from bot.storage.settings import SettingsStore
from bot.storage.stats import GameStats, LeaderboardPage, Period
from bot.tables.ports import BrokenTable, FinishedSeats, LoadedTables
from bot.tables.table import Table

#: The store, its lock timeout, and the port's types that :mod:`bot.storage` re-exports.
__all__ = ["LOCK_TIMEOUT", "BrokenTable", "LoadedTables", "Store"]

log = logging.getLogger(__name__)

#: How long a blocked write waits for a lock before it fails (seconds).
LOCK_TIMEOUT = 5.0


class Store:
    """Persistence for the table service and the leaderboards. Create with :meth:`open`.

    The table service's port (:class:`bot.tables.ports.Store`) is kept here whole, for its
    callers; its work is done by :class:`~bot.storage.open_tables.OpenTables` and
    :class:`~bot.storage.results.Results`."""

    def __init__(
        self,
        engine: AsyncEngine,
        clock: Callable[[], float] = time.time,
        *,
        owner: str | None = None,
        lease_seconds: float = 60.0,
    ) -> None:
        self._engine = engine
        self._clock = clock
        owner = owner or uuid.uuid4().hex
        self._liveness = Liveness(engine, owner)
        self._open = OpenTables(
            engine, clock, self._liveness, owner=owner, lease_seconds=lease_seconds
        )
        self._results = Results(engine, clock, self._open)

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        clock: Callable[[], float] = time.time,
        owner: str | None = None,
        lease_seconds: float = 60.0,
        lock_timeout: float = LOCK_TIMEOUT,
    ) -> Store:
        """Connect to ``url`` (e.g. ``sqlite+aiosqlite:///data/cardtable.db`` or
        ``postgresql+asyncpg://...``) and bring the schema up to date.

        For a SQLite file the folder is created, and every connection uses WAL mode.
        ``clock`` stamps finished games, anchors the week/month leaderboards and times
        the leases. ``owner`` names this process in the tables' owner marks (random by
        default); a table's lease lasts ``lease_seconds`` after its last save, claim or
        :meth:`heartbeat`. A write blocked by another one's lock fails after
        ``lock_timeout`` seconds.
        """
        parsed = sa.make_url(url)
        await migrate(parsed)
        engine = create_engine(parsed, lock_timeout=lock_timeout)
        store = cls(engine, clock, owner=owner, lease_seconds=lease_seconds)
        await store._liveness.hold()
        return store

    async def close(self) -> None:
        """Release this owner's leases (a clean stop, see :meth:`release`), then
        disconnect. A database that fails now only delays the next claim of the tables
        until their leases lapse, so that failure is logged, not raised."""
        try:
            await self.release()
        except StoreUnavailable:
            log.warning("the table leases could not be released: they lapse by themselves")
        await self._liveness.release()
        await self._engine.dispose()

    @property
    def owner(self) -> str:
        """This process's id in the tables' owner marks."""
        return self._open.owner

    @owner.setter
    def owner(self, owner: str) -> None:
        self._open.owner = owner

    @property
    def lease_seconds(self) -> float:
        """How long a table's lease lasts after its last save, claim or heartbeat."""
        return self._open.lease_seconds

    @lease_seconds.setter
    def lease_seconds(self, seconds: float) -> None:
        self._open.lease_seconds = seconds

    @property
    def settings(self) -> SettingsStore:
        """The players' preferences (``/settings``)."""
        return SettingsStore(self._engine, self._clock)

    @property
    def engine(self) -> AsyncEngine:
        """The database engine (other stores of the same database share it: the daily
        challenge's, :class:`bot.storage.daily.DailyStore`)."""
        return self._engine

    # ------------------------------------------------------------------ open tables

    async def save_table(self, table: Table, state: str | None = None) -> None:
        """Write the table's whole state (insert or replace) and renew its lease. ``state``
        is the table's ``to_dict()`` as JSON when the caller has made it already (the table
        service makes it off the event loop).

        Raises :class:`TableOwnedElsewhere` when another owner holds the table's lease or
        the game is already closed (recorded or abandoned: this copy is stale), and
        :class:`StoreUnavailable` when the database fails; either way nothing changed.
        """
        await self._open.save(table, state)

    async def delete_table(self, table_id: str) -> None:
        """Forget an open table (aborted or expired: no result), or a broken row.
        Raises :class:`TableOwnedElsewhere` when another owner holds its lease."""
        await self._open.delete(table_id)

    async def load_tables(
        self, shard_count: int = 1, shard_ids: Sequence[int] | None = None
    ) -> LoadedTables:
        """Claim and load the open tables of servers on ``shard_ids`` (default: all
        ``shard_count`` shards), oldest first. A table whose lease another live owner
        holds is left to it (and logged); the tables of an owner whose process is gone
        (see :mod:`bot.storage.liveness`) are taken over at once, also before their
        lease lapses. Calling this again returns every table this owner holds. A row that cannot be
        read comes back in :attr:`LoadedTables.broken` and stays in the database. Rows
        of games already closed (left by older versions) are removed."""
        return await self._open.load(shard_count, shard_ids)

    async def heartbeat(self) -> None:
        """Renew the lease of every table this owner holds (call it well within
        ``lease_seconds``: the table service does, every third of it)."""
        await self._open.heartbeat()

    async def release(self) -> None:
        """Give up this owner's leases (a clean stop): a process that starts next claims
        the tables at once instead of waiting for the leases to lapse."""
        await self._open.release()

    # ------------------------------------------------------------------ results

    async def record_result(self, table: Table) -> bool:
        """Write a finished game, its per-seat results, the players' new ratings and the
        leaderboard aggregates, and remove the table from the open tables, all in one
        transaction.

        ``True``: recorded now; ``False``: the game was already recorded (nothing is
        written, and a leftover open row of it is removed). Raises
        :class:`TableOwnedElsewhere` when another owner holds the table's lease and
        :class:`StoreUnavailable` when the database fails (nothing written).

        A seat's result belongs to the human who sat there, also when a computer player
        finished the game for them (they left or timed out); a seat played by a computer
        from the start has no user. Computer players get no rating, but their seats
        count in the ranking (rated as a default newcomer). A table that is not
        :attr:`~bot.tables.table.Table.ranked` writes no user on any seat.
        """
        return await self._results.record(table)

    async def abandon_table(self, table: Table, reason: str) -> None:
        """Close a table as abandoned (its channel is gone, the bot left the server): the
        game, if one was dealt, is kept in the games history with ``reason`` and no result
        or rating; the open row is removed. Nothing happens to a game already closed."""
        await self._results.abandon(table, reason)

    # ------------------------------------------------------------------ games

    async def game_record(self, table_id: str) -> dict[str, Any] | None:
        """The game record of a closed game, or ``None``."""

        async def work(conn: AsyncConnection) -> str | None:
            return await conn.scalar(sa.select(games.c.record).where(games.c.table_id == table_id))

        text = await run_read(self._engine, "reading a game record", work)
        return json.loads(text) if text is not None else None

    async def last_game_record(self, channel_id: int) -> dict[str, Any] | None:
        """The game record of the channel's most recently closed game, or ``None``."""
        query = (
            sa.select(games.c.record)
            .where(games.c.channel_id == channel_id)
            .order_by(games.c.finished_at.desc())
            .limit(1)
        )

        async def work(conn: AsyncConnection) -> str | None:
            return await conn.scalar(query)

        text = await run_read(self._engine, "reading a game record", work)
        return json.loads(text) if text is not None else None

    # ------------------------------------------------------------------ leaderboards

    async def finished_seats(self, table_id: str, guild_id: int) -> FinishedSeats | None:
        """The game, options and seats of the server's finished game ``table_id``
        (``None`` when it is unknown here, or closed without a result)."""
        return await history.finished_seats(self, table_id, guild_id)

    async def leaderboard(
        self,
        guild_id: int,
        game_id: str | None,
        period: str | Period,
        page: int,
        per_page: int = 10,
    ) -> LeaderboardPage:
        """A page of the server's leaderboard (humans only), for one game or all
        (``game_id=None``), over ``period`` ("all", "month" = 30 days, "week" = 7 days).

        Ordered by wins, then win rate, then games, then best score (the lowest for a
        game where the lowest score wins, like Hearts; none on the board over every game,
        where scores of different games do not compare). ``page`` is clamped into
        ``1..total_pages``. Read from the aggregates (see :mod:`bot.storage.boards`).
        """
        chosen = Period(period)
        now = self._clock()

        async def work(conn: AsyncConnection) -> LeaderboardPage:
            return await boards.leaderboard_page(
                conn, guild_id, game_id, chosen, page, per_page, now
            )

        return await run_read(self._engine, "reading a leaderboard", work)

    async def player_stats(self, guild_id: int, user_id: int) -> list[GameStats]:
        """A player's record per game on this server, most played first."""

        async def work(conn: AsyncConnection) -> list[GameStats]:
            return await boards.player_stats(conn, guild_id, user_id)

        return await run_read(self._engine, "reading a player's statistics", work)
