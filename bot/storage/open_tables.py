"""The open tables' rows, and the leases that say which process drives each.

Every open table carries its owner (a process's :attr:`OpenTables.owner`) and a lease; a
save, result, abandon or delete for a table that another owner holds with a live lease
raises :class:`TableOwnedElsewhere` (:meth:`OpenTables.check_owner`), and
:meth:`OpenTables.load` claims only the free tables of this process's shards.

Apart from the rest of the store because it is the table service's own piece: the write
after every move, the claim at start-up and the leases' renewal. The results' transaction
asks it only whether a table is still this owner's; the leaderboards never touch it.
"""

from __future__ import annotations

import functools
import json
import logging
from collections.abc import Callable, Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.monitoring import metrics
from bot.storage.database import insert, run_write
from bot.storage.errors import TableOwnedElsewhere
from bot.storage.liveness import Liveness
from bot.storage.schema import games, tables
from bot.storage.shards import SHARD_SHIFT
from bot.tables.ports import BrokenTable, LoadedTables
from bot.tables.table import Phase, Table

#: The store logs as one: operators and tests filter on this name.
log = logging.getLogger("bot.storage.store")

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


class OpenTables:
    """The open tables of the :class:`~bot.storage.store.Store` (see the module docstring):
    this process's ``owner`` mark, the ``lease_seconds`` a save or claim gives, and
    ``liveness``, which tells a stopped owner's tables from a live one's."""

    def __init__(
        self,
        engine: AsyncEngine,
        clock: Callable[[], float],
        liveness: Liveness,
        *,
        owner: str,
        lease_seconds: float,
    ) -> None:
        self._engine = engine
        self._clock = clock
        self._liveness = liveness
        self.owner = owner
        self.lease_seconds = lease_seconds

    async def save(self, table: Table, state: str | None = None) -> None:
        """The save of :meth:`Store.save_table`."""
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

    async def delete(self, table_id: str) -> None:
        """The delete of :meth:`Store.delete_table`."""

        async def work(conn: AsyncConnection) -> None:
            await self.check_owner(conn, table_id, "delete")
            await conn.execute(tables.delete().where(tables.c.table_id == table_id))

        await run_write(self._engine, f"deleting table {table_id}", work)

    async def load(
        self, shard_count: int = 1, shard_ids: Sequence[int] | None = None
    ) -> LoadedTables:
        """The claim and load of :meth:`Store.load_tables`."""
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
        """The renewal of :meth:`Store.heartbeat`."""

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
        """The release of :meth:`Store.release`."""

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(
                tables.update()
                .where(tables.c.owner == self.owner)
                .values(owner=None, lease_until=None)
            )

        await run_write(self._engine, "releasing the table leases", work)

    # ------------------------------------------------------------------ ownership

    def _claimable(self, now: float) -> Any:
        """A row this owner may take: unowned, its own, or with a lapsed lease."""
        return (
            tables.c.owner.is_(None)
            | (tables.c.owner == self.owner)
            | (tables.c.lease_until.is_(None))
            | (tables.c.lease_until < now)
        )

    async def check_owner(self, conn: AsyncConnection, table_id: str, doing: str) -> None:
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
