"""One owner per table: shards, leases, stale copies and broken rows, on both backends."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bot.storage import Store, TableOwnedElsewhere, shard_of
from bot.storage.shards import SHARD_SHIFT
from tests.bot.service.helpers import FakeClock
from tests.bot.storage.games import human, table_of
from tests.bot.storage.sql import count, execute, rows

ROOT = Path(__file__).resolve().parents[3]
ANN, BOB = human(1, "Ann"), human(2, "Bob")
LEASE = 60.0


def guild_on(shard: int, shard_count: int = 4, serial: int = 0) -> int:
    """A server id on ``shard`` (of ``shard_count``)."""
    return ((shard + shard_count * serial) << SHARD_SHIFT) | 12345


def test_shard_of_follows_discords_rule() -> None:
    assert shard_of(81384788765712384, 1) == 0
    assert shard_of(81384788765712384, 2) == (81384788765712384 >> 22) % 2
    assert [shard_of(guild_on(s), 4) for s in range(4)] == [0, 1, 2, 3]
    with pytest.raises(ValueError):
        shard_of(1, 0)


async def test_a_process_loads_only_its_shards_tables(db_url: str) -> None:
    store = await Store.open(db_url)
    try:
        for shard in range(4):
            for serial in range(2):
                guild = guild_on(shard, serial=serial)
                await store.save_table(
                    table_of(f"s{shard}-{serial}", [ANN, BOB], guild_id=guild, moves=1)
                )
        await store.release()
        loaded = await store.load_tables(4, [1, 3])
        assert sorted(t.table_id for t in loaded.tables) == ["s1-0", "s1-1", "s3-0", "s3-1"]
        assert all(shard_of(t.guild_id, 4) in (1, 3) for t in loaded.tables)
        everything = await store.load_tables()
        assert len(everything.tables) == 8
        with pytest.raises(ValueError):
            await store.load_tables(4, [4])
    finally:
        await store.close()


async def test_a_table_is_driven_by_one_owner_until_its_lease_lapses(db_url: str) -> None:
    clock = FakeClock()
    first = await Store.open(db_url, clock=clock, owner="first", lease_seconds=LEASE)
    second = await Store.open(db_url, clock=clock, owner="second", lease_seconds=LEASE)
    try:
        table = table_of("t", [ANN, BOB], moves=2)
        await first.save_table(table)
        # the misconfigured second process (all shards) gets nothing, and may not write
        assert (await second.load_tables()).tables == []
        moved = table_of("t", [ANN, BOB], moves=3)
        with pytest.raises(TableOwnedElsewhere):
            await second.save_table(moved)
        with pytest.raises(TableOwnedElsewhere):
            await second.record_result(table_of("t", [ANN, BOB]))
        with pytest.raises(TableOwnedElsewhere):
            await second.delete_table("t")
        with pytest.raises(TableOwnedElsewhere):
            await second.abandon_table(moved, "gone")
        assert await count(db_url, "games") == 0
        [saved] = (await first.load_tables()).tables
        assert saved.to_dict() == table.to_dict()

        clock.now += LEASE * 0.9
        await first.heartbeat()  # renewed: still first's after the first lease's end
        clock.now += LEASE * 0.9
        assert (await second.load_tables()).tables == []

        clock.now += LEASE * 1.1  # first is gone (no heartbeat): second takes over
        [taken] = (await second.load_tables()).tables
        assert taken.table_id == "t"
        await second.save_table(moved)
        with pytest.raises(TableOwnedElsewhere):
            await first.save_table(table)  # the old owner, back, may not overwrite it
        assert await second.record_result(table_of("t", [ANN, BOB])) is True
        assert await count(db_url, "tables") == 0
    finally:
        await first.close()
        await second.close()


async def test_a_released_table_is_claimed_at_once(db_url: str) -> None:
    clock = FakeClock()
    first = await Store.open(db_url, clock=clock, owner="first")
    second = await Store.open(db_url, clock=clock, owner="second")
    try:
        await first.save_table(table_of("t", [ANN, BOB], moves=2))
        await first.release()
        assert [t.table_id for t in (await second.load_tables()).tables] == ["t"]
        assert await rows(db_url, "SELECT owner FROM tables") == [("second",)]
    finally:
        await first.close()
        await second.close()


async def test_a_stale_copy_never_puts_a_recorded_game_back(db_url: str) -> None:
    """The issue's restart bug: a second driver's stale copy saved after the result put
    the row back as "playing" forever."""
    clock = FakeClock()
    first = await Store.open(db_url, clock=clock, owner="first", lease_seconds=LEASE)
    second = await Store.open(db_url, clock=clock, owner="second", lease_seconds=LEASE)
    try:
        stale = table_of("t", [ANN, BOB], moves=5)
        await first.save_table(stale)
        assert await first.record_result(table_of("t", [ANN, BOB])) is True
        for store in (first, second):
            with pytest.raises(TableOwnedElsewhere, match="already closed"):
                await store.save_table(stale)
        assert await count(db_url, "tables") == 0
        assert await second.record_result(table_of("t", [ANN, BOB])) is False
        assert await count(db_url, "results") == 2
    finally:
        await first.close()
        await second.close()


async def test_rows_of_closed_games_left_by_older_versions_are_cleared(db_url: str) -> None:
    store = await Store.open(db_url)
    try:
        await store.record_result(table_of("t", [ANN, BOB]))
        # as an older version's stale copy left it
        await execute(
            db_url,
            "INSERT INTO tables (table_id, guild_id, channel_id, game_id, phase, state, "
            "updated_at) VALUES ('t', 100, 1, 'counting', 'playing', '{}', 0)",
        )
        assert (await store.load_tables()).tables == []
        assert await count(db_url, "tables") == 0
    finally:
        await store.close()


async def test_a_row_that_cannot_be_read_is_reported_and_can_be_cleared(db_url: str) -> None:
    store = await Store.open(db_url)
    try:
        good = table_of("good", [ANN, BOB], moves=1, guild_id=7, channel_id=70)
        await store.save_table(good)
        bad = table_of("bad", [ANN, BOB], moves=1, guild_id=7, channel_id=71)
        bad.game_id = "uninstalled"
        bad.game.game_id = "uninstalled"  # type: ignore[union-attr,misc]
        await store.save_table(bad)
        loaded = await store.load_tables()
        assert [t.table_id for t in loaded.tables] == ["good"]
        [broken] = loaded.broken
        assert (broken.table_id, broken.guild_id, broken.channel_id, broken.game_id) == (
            "bad",
            7,
            71,
            "uninstalled",
        )
        assert "uninstalled" in broken.error
        await store.delete_table("bad")
        assert (await store.load_tables()).broken == []
    finally:
        await store.close()


#: A process that saves one table on a store, says so, and waits to be killed.
HOLDER = textwrap.dedent(
    """
    import asyncio, sys, time
    from bot.storage import Store
    from engine import registry
    from tests.bot.service.helpers import counting_manifest
    registry._LOADED["counting"] = counting_manifest()
    from tests.bot.storage.games import human, table_of

    async def main(url):
        store = await Store.open(url, lease_seconds=600)
        await store.save_table(table_of("held", [human(1), human(2)], moves=2))
        print("saved", flush=True)
        await asyncio.sleep(600)

    asyncio.run(main(sys.argv[1]))
    """
)


async def test_a_killed_processs_tables_are_taken_over_at_once_a_live_ones_never(
    db_url: str,
) -> None:
    """The lease (ten minutes here) keeps a live process's tables its own; a process
    killed with SIGKILL frees them at once (its owner lock dies with it), so a process
    restarted right after a crash gets its tables back without waiting for the lease."""
    store = await Store.open(db_url)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, db_url],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        line = await asyncio.to_thread(holder.stdout.readline)
        assert line.strip() == "saved", holder.stderr.read() if holder.stderr else ""
        assert (await store.load_tables()).tables == []  # alive: its table stays its own
        holder.send_signal(signal.SIGKILL)
        holder.wait(timeout=30)
        [taken] = (await store.load_tables()).tables
        assert taken.table_id == "held"
        assert await rows(db_url, "SELECT owner FROM tables") == [(store.owner,)]
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()
        await store.close()
