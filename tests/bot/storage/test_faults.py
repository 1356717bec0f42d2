"""Faults injected for real: the store raises StoreUnavailable and writes nothing partial.

- a lock held by a second connection (SQLite ``BEGIN EXCLUSIVE``; PostgreSQL ``LOCK
  TABLE``), past the store's lock timeout;
- a read-only database file (the file made immutable: even root cannot write it), also
  one that turns read-only under a running store and is made writable again;
- a full disk (a 1 MB filesystem);
- the server ending the store's connection in the middle of a result, and every
  connection at once, as a restart does (PostgreSQL).
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import subprocess
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import asyncpg
import pytest
import sqlalchemy as sa

from bot.storage import Store, StoreUnavailable
from tests.bot.storage import postgres
from tests.bot.storage.files import CI, can_make_immutable, immutable, needs_root
from tests.bot.storage.games import human, table_of
from tests.bot.storage.sql import count, rows

ANN, BOB = human(1, "Ann"), human(2, "Bob")


async def state_of(db_url: str, table_id: str) -> list[tuple[object, ...]]:
    return await rows(db_url, "SELECT state FROM tables WHERE table_id = :id", id=table_id)


async def nothing_recorded(db_url: str) -> None:
    for table in ("games", "results", "ratings", "player_totals", "player_days"):
        assert await count(db_url, table) == 0, table


# ---------------------------------------------------------------------- a lock


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite'}"


async def test_sqlite_locked_by_another_connection(sqlite_url: str) -> None:
    store = await Store.open(sqlite_url, lock_timeout=0.2)
    try:
        before = table_of("t", [ANN, BOB], moves=6)
        await store.save_table(before)
        saved = await state_of(sqlite_url, "t")
        other = sqlite3.connect(sa.make_url(sqlite_url).database or "", isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        try:
            with pytest.raises(StoreUnavailable, match="locked"):
                await store.save_table(table_of("t", [ANN, BOB], moves=7))
            with pytest.raises(StoreUnavailable, match="locked"):
                await store.record_result(table_of("t", [ANN, BOB]))
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert await state_of(sqlite_url, "t") == saved
        await nothing_recorded(sqlite_url)
        assert await store.record_result(table_of("t", [ANN, BOB])) is True
    finally:
        await store.close()


@contextlib.asynccontextmanager
async def admin_of(db_url: str) -> AsyncIterator[asyncpg.Connection]:
    url = sa.make_url(db_url)
    conn = await asyncpg.connect(host=url.query["host"], user=url.username, database=url.database)
    try:
        yield conn
    finally:
        await conn.close()


async def test_postgresql_locked_by_another_connection() -> None:
    db_url = await postgres.shared_database()
    store = await Store.open(db_url, lock_timeout=0.3)
    try:
        await store.save_table(table_of("t", [ANN, BOB], moves=6))
        saved = await state_of(db_url, "t")
        async with admin_of(db_url) as other:
            locking = other.transaction()
            await locking.start()
            await other.execute("LOCK TABLE ratings IN ACCESS EXCLUSIVE MODE")
            try:
                with pytest.raises(StoreUnavailable, match="lock"):
                    await store.record_result(table_of("t", [ANN, BOB]))
            finally:
                await locking.rollback()
        assert await state_of(db_url, "t") == saved
        await nothing_recorded(db_url)
        assert await store.record_result(table_of("t", [ANN, BOB])) is True
    finally:
        await store.close()


async def test_postgresql_connection_killed_in_the_middle_of_a_result() -> None:
    """The store's connection is ended by the server while its result transaction waits
    (games and results already inserted): nothing of it stays, the next write works."""
    db_url = await postgres.shared_database()
    store = await Store.open(db_url, lock_timeout=30)
    try:
        await store.save_table(table_of("t", [ANN, BOB], moves=6))
        async with admin_of(db_url) as other:
            locking = other.transaction()
            await locking.start()
            await other.execute("LOCK TABLE ratings IN ACCESS EXCLUSIVE MODE")
            recording = asyncio.create_task(store.record_result(table_of("t", [ANN, BOB])))
            waiting: list[int] = []
            for _ in range(200):
                waiting = [
                    row["pid"]
                    for row in await other.fetch(
                        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
                        "AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()"
                    )
                ]
                if waiting:
                    break
                await asyncio.sleep(0.02)
            assert waiting, "the result never reached the locked table"
            [killed] = await other.fetch("SELECT pg_terminate_backend($1)", waiting[0])
            assert killed[0] is True
            with pytest.raises(StoreUnavailable):
                await recording
            await locking.rollback()
        await nothing_recorded(db_url)
        assert len(await state_of(db_url, "t")) == 1
        assert await store.record_result(table_of("t", [ANN, BOB])) is True
    finally:
        await store.close()


# ---------------------------------------------------------------------- the file


async def test_a_read_only_database_file(tmp_path: Path, sqlite_url: str) -> None:
    path = tmp_path / "db.sqlite"
    store = await Store.open(sqlite_url)
    await store.save_table(table_of("t", [ANN, BOB], moves=6))
    await store.close()
    saved = await state_of(sqlite_url, "t")
    can_make_immutable(path)
    with immutable(path):
        store = await Store.open(sqlite_url)  # the schema is up to date: no write needed
        try:
            with pytest.raises(StoreUnavailable, match="readonly"):
                await store.save_table(table_of("t", [ANN, BOB], moves=7))
            with pytest.raises(StoreUnavailable, match="readonly"):
                await store.record_result(table_of("t", [ANN, BOB]))
            assert (await store.leaderboard(100, None, "all", 1)).rows == []  # reads work
        finally:
            await store.close()
    assert await state_of(sqlite_url, "t") == saved
    await nothing_recorded(sqlite_url)


async def test_a_database_file_writable_again_is_written_without_a_restart(
    tmp_path: Path, sqlite_url: str
) -> None:
    """The file turns unwritable under a running store (its WAL too; not the shared-memory
    index, which SQLite maps into memory: a write there would kill the process with
    SIGBUS, as it would on a disk gone read-only). Saves fail while it is; the reads made
    meanwhile open connections that SQLite can only open read-only. Once the file is
    writable again, every save of every table works, from the same store."""
    store = await Store.open(sqlite_url)
    try:
        tables = [f"t{n}" for n in range(6)]
        for name in tables:
            await store.save_table(table_of(name, [ANN, BOB], moves=2))
        saved = {name: await state_of(sqlite_url, name) for name in tables}
        database = tmp_path / "db.sqlite"
        can_make_immutable(database)
        with immutable(database, tmp_path / "db.sqlite-wal"):
            failed = await asyncio.gather(
                *(store.save_table(table_of(name, [ANN, BOB], moves=3)) for name in tables),
                return_exceptions=True,
            )
            assert all(isinstance(error, StoreUnavailable) for error in failed), failed
            boards = await asyncio.gather(
                *(store.leaderboard(100, None, "all", 1) for _ in range(8))
            )
            assert all(board.rows == [] for board in boards)  # reads work meanwhile
        assert {name: await state_of(sqlite_url, name) for name in tables} == saved
        for moves in (3, 4, 5):
            await asyncio.gather(
                *(store.save_table(table_of(name, [ANN, BOB], moves=moves)) for name in tables)
            )
        after = {name: await state_of(sqlite_url, name) for name in tables}
        assert all(after[name] != saved[name] for name in tables)
        assert await store.record_result(table_of("t0", [ANN, BOB])) is True
    finally:
        await store.close()


async def test_postgresql_every_connection_ended_as_a_restart_does() -> None:
    """The server ends every connection of the store (a restart, a failover): the next
    writes and reads work on new connections, without a restart of the store."""
    db_url = await postgres.shared_database()
    store = await Store.open(db_url)
    try:
        await asyncio.gather(
            *(store.save_table(table_of(f"t{n}", [ANN, BOB], moves=2)) for n in range(4))
        )
        async with admin_of(db_url) as other:
            ended = await other.fetch(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        assert len(ended) >= 2  # the pooled connections and the owner lock's
        await asyncio.gather(
            *(store.save_table(table_of(f"t{n}", [ANN, BOB], moves=3)) for n in range(4))
        )
        await store.heartbeat()  # the owner lock is taken again on a new connection
        assert (await store.leaderboard(100, None, "all", 1)).rows == []
        assert await store.record_result(table_of("t0", [ANN, BOB])) is True
    finally:
        await store.close()


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    """A 1 MB filesystem."""
    needs_root("mounting a tiny filesystem")
    mount = tmp_path / "tiny"
    mount.mkdir()
    made = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount)],
        capture_output=True,
        check=False,
    )
    if made.returncode != 0:
        if CI:
            pytest.fail(f"cannot mount a tmpfs: {made.stderr!r}")
        pytest.skip(f"cannot mount a tmpfs here: {made.stderr!r}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


async def test_a_full_disk(tiny_disk: Path) -> None:
    url = f"sqlite+aiosqlite:///{tiny_disk / 'db.sqlite'}"
    store = await Store.open(url)
    try:
        await store.save_table(table_of("t", [ANN, BOB], moves=6))
        saved = await state_of(url, "t")
        huge = table_of("t", [human(1, "A" * 2_000_000), BOB], moves=7)
        with pytest.raises(StoreUnavailable, match="full"):
            await store.save_table(huge)
        huge_end = table_of("t", [human(1, "A" * 2_000_000), BOB])
        with pytest.raises(StoreUnavailable, match="full"):
            await store.record_result(huge_end)
        assert await state_of(url, "t") == saved
        await nothing_recorded(url)
        # space comes back: the same store goes on
        assert await store.record_result(table_of("t", [ANN, BOB])) is True
    finally:
        await store.close()
