"""One owner per table: a service loads and drives only its shards' tables, renews its
leases and gives them up at a stop, and lets a table go the moment the store says another
process owns it. A saved table that cannot be read is reported once in its channel, holds
the channel (no second table over it) and is cleared with abort."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest
import sqlalchemy as sa

from bot.storage import Store, TableOwnedElsewhere, shard_of
from bot.tables import Phase, Table, TableError, TableService
from bot.tables.service import TableMoved
from tests.bot.service.helpers import (
    ANN,
    BOB,
    CHANNEL,
    GUILD,
    RecordingFrontend,
    refusal,
    two_player_game,
)

#: Guild ids on shard 0 and shard 1 of 2 (Discord's rule: (id >> 22) % shards).
SHARD0_GUILD = 4 << 22
SHARD1_GUILD = 5 << 22


def test_shard_of_follows_discords_rule() -> None:
    assert shard_of(SHARD0_GUILD, 2) == 0 and shard_of(SHARD1_GUILD, 2) == 1
    assert shard_of(175928847299117063, 1) == 0
    assert shard_of(175928847299117063, 16) == (175928847299117063 >> 22) % 16


async def test_a_service_drives_only_its_own_shards_tables(
    store: Store, frontend: RecordingFrontend
) -> None:
    first = TableService(store, frontend, bot_delay=0.0, time_scale=60.0)
    await first.start()
    await first.create(SHARD0_GUILD, 1, ANN, "counting", {})
    await first.create(SHARD1_GUILD, 2, ANN, "counting", {})
    await first.stop()

    shard0 = TableService(store, frontend, shard_count=2, shard_ids=[0])
    shard1 = TableService(store, frontend, shard_count=2, shard_ids=[1])
    await shard0.start()
    await shard1.start()
    try:
        assert [table.guild_id for table in shard0.tables()] == [SHARD0_GUILD]
        assert [table.guild_id for table in shard1.tables()] == [SHARD1_GUILD]
        with pytest.raises(TableError, match=refusal("no_table")):
            await shard0.join(2, BOB)
    finally:
        await shard0.stop()
        await shard1.stop()


async def test_leases_are_renewed_while_running_and_released_at_stop(
    store: Store, frontend: RecordingFrontend, monkeypatch: pytest.MonkeyPatch
) -> None:
    beats: list[str] = []

    async def heartbeat() -> None:
        beats.append("beat")

    async def release() -> None:
        beats.append("release")

    monkeypatch.setattr(store, "heartbeat", heartbeat)
    monkeypatch.setattr(store, "release", release)
    service = TableService(store, frontend, lease_seconds=0.06)
    await service.start()
    await asyncio.sleep(0.2)
    await service.stop()
    assert beats.count("beat") >= 3 and beats[-1] == "release"
    await asyncio.sleep(0.1)
    assert beats[-1] == "release", "no heartbeat after the stop"


async def test_a_table_owned_elsewhere_is_let_go_silently(
    service: TableService,
    store: Store,
    frontend: RecordingFrontend,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = await two_player_game(service)
    calls = len(frontend.calls)

    async def owned_elsewhere(_table: Table, state: str | None = None) -> None:
        raise TableOwnedElsewhere(_table.table_id)

    monkeypatch.setattr(store, "save_table", owned_elsewhere)
    with pytest.raises(TableMoved):
        await service.act(CHANNEL, ANN, "add 1")
    assert service.table(CHANNEL) is None, "this process no longer drives it"
    assert table.table_id not in service._drivers
    assert table.game is not None and table.game.history == [], "nothing applied here"
    assert len(frontend.calls) == calls, "nothing said in the channel"


async def test_a_result_owned_elsewhere_is_not_announced(
    service: TableService,
    store: Store,
    frontend: RecordingFrontend,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    await two_player_game(service, {"target": 2})

    async def owned_elsewhere(_table: Table) -> bool:
        raise TableOwnedElsewhere(_table.table_id)

    monkeypatch.setattr(store, "record_result", owned_elsewhere)
    await service.act(CHANNEL, ANN, "add 2")
    assert service.table(CHANNEL) is None
    assert frontend.of("closed") == []


#: The broken-row tests edit the saved row with SQLite's own module.
SQLITE_ONLY = pytest.mark.parametrize("backend", ["sqlite"])


def break_row(db_url: str, table: Table) -> None:
    """Make the table's saved row unreadable: its game is no longer installed."""
    assert sa.make_url(db_url).get_backend_name() == "sqlite", "edited with SQLite's module"
    path = Path(sa.make_url(db_url).database or "")
    with sqlite3.connect(path) as conn:
        (state,) = conn.execute(
            "SELECT state FROM tables WHERE table_id = ?", (table.table_id,)
        ).fetchone()
        data = json.loads(state)
        data["game_id"] = "retired"
        conn.execute(
            "UPDATE tables SET state = ?, game_id = 'retired' WHERE table_id = ?",
            (json.dumps(data), table.table_id),
        )
    conn.close()


@SQLITE_ONLY
async def test_a_broken_table_is_reported_once_holds_its_channel_and_is_cleared_by_abort(
    store: Store, db_url: str
) -> None:
    first = TableService(store, RecordingFrontend(), time_scale=60.0)
    await first.start()
    table = await two_player_game(first)
    await first.stop()
    break_row(db_url, table)

    frontend = RecordingFrontend()
    service = TableService(store, frontend, time_scale=60.0)
    await service.start()
    try:
        [(channel, text)] = frontend.of("broken")
        assert channel == CHANNEL and "the abort command" in text
        with pytest.raises(TableError, match="could not be loaded"):
            await service.create(GUILD, CHANNEL, BOB, "counting", {})
        with pytest.raises(TableError, match="could not be loaded"):
            service.require_table(CHANNEL)
        with pytest.raises(TableError, match="could not be loaded"):
            await service.join(CHANNEL, BOB)
        assert len((await store.load_tables()).broken) == 1
        await service.abort(CHANNEL, BOB, moderator=False)
        loaded = await store.load_tables()
        assert loaded.broken == [] and loaded.tables == []
        with pytest.raises(TableError, match=refusal("no_table")):
            service.require_table(CHANNEL)
        reopened = await service.create(GUILD, CHANNEL, BOB, "counting", {})
        assert reopened.phase is Phase.LOBBY
        assert len(frontend.of("broken")) == 1
    finally:
        await service.stop()


@SQLITE_ONLY
async def test_a_broken_table_of_a_server_left_is_removed(store: Store, db_url: str) -> None:
    first = TableService(store, RecordingFrontend(), time_scale=60.0)
    await first.start()
    table = await two_player_game(first)
    await first.stop()
    break_row(db_url, table)
    service = TableService(store, RecordingFrontend(), time_scale=60.0)
    await service.start()
    try:
        await service.abandon_guild(GUILD, "the bot left the server")
        assert (await store.load_tables()).broken == []
        with pytest.raises(TableError, match=refusal("no_table")):
            service.require_table(CHANNEL)
    finally:
        await service.stop()
