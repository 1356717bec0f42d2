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
"""

from __future__ import annotations

import functools
import json
import logging
import time
import uuid
from collections.abc import Callable, Sequence
from typing import Any

import sqlalchemy as sa
from openskill.models import PlackettLuce
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.monitoring import metrics
from bot.storage import boards, history
from bot.storage.database import create_engine, insert, migrate, run_read, run_write
from bot.storage.errors import StoreUnavailable, TableOwnedElsewhere
from bot.storage.liveness import Liveness
from bot.storage.schema import games, ratings, results, tables
from bot.storage.settings import SettingsStore
from bot.storage.shards import SHARD_SHIFT
from bot.storage.stats import GameStats, LeaderboardPage, Period
from bot.tables.ports import BrokenTable, FinishedSeats, LoadedTables
from bot.tables.table import Phase, Table

log = logging.getLogger(__name__)

#: How long a blocked write waits for a lock before it fails (seconds).
LOCK_TIMEOUT = 5.0


#: The columns :meth:`Store.save_table` writes, each bound by its own name.
_SAVED = (
    "table_id",
    "guild_id",
    "channel_id",
    "game_id",
    "phase",
    "state",
    "updated_at",
    "owner",
    "lease_until",
)


@functools.cache
def _save_statement(dialect: str) -> Any:
    """The save of a table's row as one statement, built once per dialect: it is the
    hottest write (after every move). A statement built anew for each save, then a
    second query, held the event loop for about 2.4 ms of CPU a save; this one for about
    0.9 ms (``bench/bench_service.py``).

    The row is inserted only while the game is not closed (a stale copy of a finished
    table saves nothing), and replaced only while this owner may claim it (unowned, its
    own, or the lease lapsed): nothing written means one of the two."""
    bound = {name: sa.bindparam(name, type_=tables.c[name].type) for name in _SAVED}
    closed = sa.exists().where(games.c.table_id == bound["table_id"])
    row = sa.select(*bound.values()).where(~closed)
    statement = insert(dialect, tables).from_select(list(_SAVED), row)
    claimable = (
        tables.c.owner.is_(None)
        | (tables.c.owner == bound["owner"])
        | tables.c.lease_until.is_(None)
        | (tables.c.lease_until < bound["updated_at"])
    )
    replaced = {name: statement.excluded[name] for name in _SAVED if name != "table_id"}
    return statement.on_conflict_do_update(
        index_elements=[tables.c.table_id], set_=replaced, where=claimable
    )


class Store:
    """Persistence for the table service and the leaderboards. Create with :meth:`open`."""

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
        self._model = PlackettLuce()
        #: This process's id in the tables' owner marks.
        self.owner: str = owner or uuid.uuid4().hex
        self.lease_seconds = lease_seconds
        self._liveness = Liveness(engine, self.owner)

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
        if state is None:
            state = json.dumps(table.to_dict(), separators=(",", ":"))

        async def work(conn: AsyncConnection) -> None:
            now = self._clock()
            values = {
                "table_id": table.table_id,
                "guild_id": table.guild_id,
                "channel_id": table.channel_id,
                "game_id": table.game_id,
                "phase": table.phase.value,
                "state": state,
                "updated_at": now,
                "owner": self.owner,
                "lease_until": now + self.lease_seconds,
            }
            written = await conn.execute(_save_statement(conn.dialect.name), values)
            if written.rowcount == 0:
                closed = await self._closed(conn, table.table_id)
                raise self._owned_elsewhere(table.table_id, "save", closed=closed)
            # On PostgreSQL (READ COMMITTED) the statement saw the games as they were when
            # it began, maybe before a close committed while it waited for the row's lock;
            # a statement of its own sees it. (SQLite's writers take turns.)
            if conn.dialect.name == "postgresql" and await self._closed(conn, table.table_id):
                raise self._owned_elsewhere(table.table_id, "save", closed=True)

        saving = run_write(self._engine, f"saving table {table.table_id}", work)
        await metrics.timed(metrics.SAVE_SECONDS, saving)

    async def delete_table(self, table_id: str) -> None:
        """Forget an open table (aborted or expired: no result), or a broken row.
        Raises :class:`TableOwnedElsewhere` when another owner holds its lease."""

        async def work(conn: AsyncConnection) -> None:
            await self._check_owner(conn, table_id, "delete")
            await conn.execute(tables.delete().where(tables.c.table_id == table_id))

        await run_write(self._engine, f"deleting table {table_id}", work)

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
        mine = _shard_filter(shard_count, shard_ids)
        still_open = tables.c.phase != Phase.FINISHED.value
        closed = sa.exists().where(games.c.table_id == tables.c.table_id)

        async def work(conn: AsyncConnection) -> tuple[Sequence[Any], Sequence[Any]]:
            now = self._clock()
            await conn.execute(tables.delete().where(mine, closed))
            others = await conn.scalars(
                sa.select(tables.c.owner)
                .distinct()
                .where(mine, still_open, sa.not_(self._claimable(now)))
            )
            dead = [owner for owner in others.all() if await self._liveness.is_dead(conn, owner)]
            if dead:
                log.warning("taking over the tables of stopped processes %s", ", ".join(dead))
            await conn.execute(
                tables.update()
                .where(mine, still_open, self._claimable(now) | tables.c.owner.in_(dead))
                .values(owner=self.owner, lease_until=now + self.lease_seconds)
            )
            columns = (
                tables.c.table_id,
                tables.c.guild_id,
                tables.c.channel_id,
                tables.c.game_id,
                tables.c.state,
            )
            owned = await conn.execute(
                sa.select(*columns)
                .where(mine, still_open, tables.c.owner == self.owner)
                .order_by(tables.c.updated_at)
            )
            held = await conn.execute(
                sa.select(tables.c.table_id, tables.c.owner).where(
                    mine, still_open, tables.c.owner != self.owner
                )
            )
            return owned.all(), held.all()

        owned, held = await run_write(self._engine, "loading the open tables", work)
        for table_id, owner in held:
            log.warning(
                "table %s is driven by another live process (%s): left to it", table_id, owner
            )
        loaded: list[Table] = []
        broken: list[BrokenTable] = []
        for table_id, guild_id, channel_id, game_id, state in owned:
            try:
                loaded.append(Table.from_dict(json.loads(state)))
            except Exception as error:
                log.exception("table %s could not be loaded; left in the database", table_id)
                reason = f"{type(error).__name__}: {error}"
                broken.append(BrokenTable(table_id, guild_id, channel_id, game_id, reason))
        return LoadedTables(loaded, broken)

    async def heartbeat(self) -> None:
        """Renew the lease of every table this owner holds (call it well within
        ``lease_seconds``: the table service does, every third of it)."""

        async def work(conn: AsyncConnection) -> int:
            renewed = await conn.execute(
                tables.update()
                .where(tables.c.owner == self.owner)
                .values(lease_until=self._clock() + self.lease_seconds)
            )
            return renewed.rowcount

        await self._liveness.check()
        renewed = await run_write(self._engine, "renewing the table leases", work)
        log.debug("renewed the leases of %d tables", renewed)

    async def release(self) -> None:
        """Give up this owner's leases (a clean stop): a process that starts next claims
        the tables at once instead of waiting for the leases to lapse."""

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(
                tables.update()
                .where(tables.c.owner == self.owner)
                .values(owner=None, lease_until=None)
            )

        await run_write(self._engine, "releasing the table leases", work)

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
        game = table.game
        if game is None or not game.over:
            raise ValueError(f"table {table.table_id} has no finished game to record")
        result = game.result()
        # A game that does not count (a tournament's option) is kept with no member on any
        # seat: no rating, no leaderboard, no season, no stats see it.
        seat_users = [seat.owner_id if table.ranked else None for seat in table.seats]
        record = json.dumps(table.record(), separators=(",", ":"))

        async def work(conn: AsyncConnection) -> bool:
            now = self._clock()
            await self._check_owner(conn, table.table_id, "record the result of")
            if not await self._insert_game(conn, table, record, now, "finished", None):
                await conn.execute(tables.delete().where(tables.c.table_id == table.table_id))
                return False
            await conn.execute(
                results.insert(),
                [
                    {
                        "table_id": table.table_id,
                        "seat": seat,
                        "guild_id": table.guild_id,
                        "game_id": table.game_id,
                        "user_id": seat_users[seat],
                        "name": table.seats[seat].name,
                        "score": result.scores[seat],
                        "rank": result.ranks[seat],
                        "won": seat in result.winners,
                        "finished_at": now,
                    }
                    for seat in range(len(table.seats))
                ],
            )
            await self._rate(conn, table, seat_users, result.ranks, now)
            humans = [
                boards.SeatResult(user, table.seats[seat].name, result.scores[seat], won)
                for seat, user in enumerate(seat_users)
                if user is not None
                for won in [seat in result.winners]
            ]
            await boards.add_results(conn, table.guild_id, table.game_id, humans, now)
            await conn.execute(tables.delete().where(tables.c.table_id == table.table_id))
            return True

        recorded = await run_write(self._engine, f"recording the result of {table.table_id}", work)
        if not recorded:
            log.info("the result of table %s was already recorded", table.table_id)
        return recorded

    async def abandon_table(self, table: Table, reason: str) -> None:
        """Close a table as abandoned (its channel is gone, the bot left the server): the
        game, if one was dealt, is kept in the games history with ``reason`` and no result
        or rating; the open row is removed. Nothing happens to a game already closed."""
        game = table.game
        record = None if game is None else json.dumps(table.record(), separators=(",", ":"))

        async def work(conn: AsyncConnection) -> None:
            await self._check_owner(conn, table.table_id, "abandon")
            if record is not None:
                now = self._clock()
                await self._insert_game(conn, table, record, now, "abandoned", reason)
            await conn.execute(tables.delete().where(tables.c.table_id == table.table_id))

        await run_write(self._engine, f"abandoning table {table.table_id}", work)

    async def _insert_game(
        self,
        conn: AsyncConnection,
        table: Table,
        record: str,
        now: float,
        outcome: str,
        reason: str | None,
    ) -> bool:
        """Insert the games row; ``False`` when the game's key is already there."""
        statement = insert(conn, games).values(
            table_id=table.table_id,
            guild_id=table.guild_id,
            channel_id=table.channel_id,
            game_id=table.game_id,
            players=len(table.seats),
            finished_at=now,
            record=record,
            outcome=outcome,
            reason=reason,
        )
        inserted = await conn.execute(
            statement.on_conflict_do_nothing(index_elements=[games.c.table_id])
        )
        return bool(inserted.rowcount)

    async def _rate(
        self,
        conn: AsyncConnection,
        table: Table,
        seat_users: Sequence[int | None],
        ranks: Sequence[int],
        now: float,
    ) -> None:
        """Update the humans' ratings. Each rating row is first made to exist (a newcomer
        gets the default rating), then all are locked in user order and read, so two
        games of one server finishing together queue on the same rows instead of both
        reading the old rating (SQLite's single writer serializes the transactions)."""
        humans = sorted({user for user in seat_users if user is not None})
        if not humans:
            return
        key = (ratings.c.guild_id == table.guild_id) & (ratings.c.game_id == table.game_id)
        default = self._model.rating()
        await conn.execute(
            _new_ratings(conn.dialect.name),
            [
                {
                    "guild_id": table.guild_id,
                    "game_id": table.game_id,
                    "user_id": user,
                    "mu": default.mu,
                    "sigma": default.sigma,
                    "updated_at": now,
                }
                for user in humans
            ],
        )
        rows = await conn.execute(
            sa.select(ratings.c.user_id, ratings.c.mu, ratings.c.sigma)
            .where(key & ratings.c.user_id.in_(humans))
            .order_by(ratings.c.user_id)
            .with_for_update()
        )
        known = {user: (mu, sigma) for user, mu, sigma in rows}
        teams = []
        for user in seat_users:
            if user is not None:
                mu, sigma = known[user]
                teams.append([self._model.rating(mu=mu, sigma=sigma)])
            else:
                teams.append([self._model.rating()])
        rated = self._model.rate(teams, ranks=list(ranks))
        new = {
            user: team[0] for user, team in zip(seat_users, rated, strict=True) if user is not None
        }
        await conn.execute(
            ratings.update()
            .where(key & (ratings.c.user_id == sa.bindparam("user")))
            .values(mu=sa.bindparam("new_mu"), sigma=sa.bindparam("new_sigma"), updated_at=now),
            [{"user": u, "new_mu": new[u].mu, "new_sigma": new[u].sigma} for u in humans],
        )

    # ------------------------------------------------------------------ ownership

    def _claimable(self, now: float) -> Any:
        """A row this owner may take: unowned, its own, or with a lapsed lease."""
        return (
            tables.c.owner.is_(None)
            | (tables.c.owner == self.owner)
            | (tables.c.lease_until.is_(None))
            | (tables.c.lease_until < now)
        )

    async def _check_owner(self, conn: AsyncConnection, table_id: str, doing: str) -> None:
        """Lock the table's row (PostgreSQL) and refuse when another owner holds it."""
        row = (
            await conn.execute(
                sa.select(tables.c.owner, tables.c.lease_until)
                .where(tables.c.table_id == table_id)
                .with_for_update()
            )
        ).first()
        if row is None or row.owner is None or row.owner == self.owner:
            return
        if row.lease_until is not None and row.lease_until >= self._clock():
            raise self._owned_elsewhere(table_id, doing, holder=row.owner)

    async def _closed(self, conn: AsyncConnection, table_id: str) -> bool:
        found = await conn.scalar(sa.select(games.c.table_id).where(games.c.table_id == table_id))
        return found is not None

    def _owned_elsewhere(
        self, table_id: str, doing: str, *, holder: str | None = None, closed: bool = False
    ) -> TableOwnedElsewhere:
        if closed:
            text = f"table {table_id} is already closed: refusing to {doing} a stale copy"
        else:
            by = f" ({holder})" if holder else ""
            text = f"table {table_id} is driven by another live process{by}: refusing to {doing} it"
        log.warning("%s", text)
        return TableOwnedElsewhere(text)

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


@functools.cache
def _new_ratings(dialect: str) -> Any:
    """Insert a default rating unless the row exists (executed with rows in user order)."""
    return insert(dialect, ratings).on_conflict_do_nothing(
        index_elements=[ratings.c.guild_id, ratings.c.game_id, ratings.c.user_id]
    )


def _shard_filter(shard_count: int, shard_ids: Sequence[int] | None) -> Any:
    """The SQL condition "the table's server is on one of ``shard_ids``"."""
    if shard_count < 1:
        raise ValueError(f"shard_count must be at least 1, not {shard_count}")
    chosen = set(range(shard_count)) if shard_ids is None else set(shard_ids)
    if not chosen <= set(range(shard_count)):
        raise ValueError(f"shard ids {sorted(chosen)} are not all below {shard_count}")
    if chosen == set(range(shard_count)):
        return sa.true()
    shard = (tables.c.guild_id // (1 << SHARD_SHIFT)) % shard_count
    return shard.in_(sorted(chosen))
