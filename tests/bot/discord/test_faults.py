"""Faults on both sides of the bot, injected for real: Discord answering 500s, 404 Unknown
Channel, 403 Missing Access; a channel deleted, the bot removed from the server; the
database refusing writes; a saved table that cannot be read."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy.pool import Pool

from bot.config import Settings
from bot.discord.client import create_bot
from bot.storage import shard_of
from bot.tables.service import NotSaved
from tests.bot.discord.conftest import IDLE_WAITS, World, make_bot, virtual_clock
from tests.bot.storage.files import can_make_immutable, immutable


def channel_requests(world: World, channel_id: int) -> int:
    return sum(1 for entry in world.env.http_requests if f"/channels/{channel_id}/" in entry.path)


def table_row(world: World, table_id: str) -> str | None:
    path = Path(sa.make_url(world.database_url).database or "")
    with sqlite3.connect(path) as conn:
        row = conn.execute("SELECT state FROM tables WHERE table_id = ?", (table_id,)).fetchone()
    conn.close()
    return None if row is None else str(row[0])


async def test_a_move_whose_table_message_failed_is_answered_saved_and_repaired_in_30_s(
    world: World,
) -> None:
    await world.open_two_player_table()
    table = world.table()
    message_id = table.message_id
    # Discord fails every edit of the table message for 12 s after the move.
    edits = f"/channels/{world.channel.id}/messages/{message_id}"
    world.env.inject_error("PATCH", edits, status=500, times=None)
    seat = world.to_move()
    assert table.game is not None
    card = next(c for c in table.game.hand(seat) if not c.is_joker)
    turn = table.turn
    done = await world.member(seat).slash(world.channel, "dmi swap", cards=str(card))
    assert done.ephemeral and "swap" in done.response.content.lower(), "answered at once"
    assert not done.deferred, "one request: the reply never waited on the table"
    assert table.turn == turn + 1 and table.message_stale, "saved; its picture is not up yet"
    assert json.loads(table_row(world, table.table_id) or "{}")["turn"] == table.turn
    await world.env.advance_time(12)
    assert table.message_stale
    world.env.backend.faults.clear()
    await world.env.advance_time(18)  # 30 s after the move
    assert not table.message_stale
    assert not json.loads(table_row(world, table.table_id) or "{}")["message_stale"]
    assert table.message_id == message_id, "edited in place, not posted again"
    to_move = world.table().seats[world.to_move()].user_id
    assert f"To move: <@{to_move}>" in (world.table_message().embeds[0].description or "")


async def test_a_channel_that_is_gone_closes_its_table_and_nothing_more_is_sent(
    world: World,
) -> None:
    await world.open_two_player_table(level="expert")
    table = world.table()
    world.env.inject_error(
        "*", f"/channels/{world.channel.id}/*", status=404, code=10003, times=None
    )
    await world.swap_one()  # saved; its picture finds the channel out of reach
    assert world.bot.service.table(world.channel.id) is None
    assert table_row(world, table.table_id) is None
    sent = channel_requests(world, world.channel.id)
    await world.env.advance_time(600)  # the move timer would have run out many times
    assert channel_requests(world, world.channel.id) == sent


@pytest.mark.parametrize("code", [50001, 50013], ids=["access", "perm"])
async def test_a_channel_refused_for_a_permission_keeps_its_table_waiting(
    world: World, code: int
) -> None:
    """Missing Access or Missing Permissions: the table waits for the permission (its
    message is repaired once it is back), and the host is told once by DM
    (``test_config.py`` has the channel's side)."""
    await world.open_two_player_table(level="expert")
    table = world.table()
    world.env.inject_error("*", f"/channels/{world.channel.id}/*", status=403, code=code, times=20)
    await world.swap_one()
    assert world.bot.service.table(world.channel.id) is table and table.message_stale
    await world.env.advance_time(3600)
    assert not table.message_stale  # the faults ran out: the permission is back
    told = [m for m in world.ann.user.dm_channel.history() if "no longer show" in m.content]
    assert len(told) == 1
    world.errors.take()


async def test_a_deleted_channel_closes_its_table(world: World) -> None:
    await world.open_two_player_table(level="expert")
    table = world.table()
    world.env.backend.delete_channel(world.channel.id)
    await world.env.advance_time(1)
    assert world.bot.service.table(world.channel.id) is None
    assert table_row(world, table.table_id) is None
    sent = len(world.env.http_requests)
    await world.env.advance_time(600)
    assert len(world.env.http_requests) == sent


async def test_a_server_the_bot_left_closes_its_tables(world: World) -> None:
    await world.open_two_player_table(level="expert")
    table = world.table()
    world.env.backend.remove_guild(world.guild.id)
    await world.env.advance_time(1)
    assert world.bot.service.tables() == []
    assert table_row(world, table.table_id) is None
    sent = len(world.env.http_requests)
    await world.env.advance_time(600)
    assert len(world.env.http_requests) == sent


@pytest.fixture
def read_only_database() -> Iterator[dict[str, bool]]:
    """While ``state["on"]``, every pooled connection is SQLite's read-only mode."""
    state = {"on": False}

    def on_checkout(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA query_only={1 if state['on'] else 0}")
        cursor.close()

    sa.event.listen(Pool, "checkout", on_checkout)
    try:
        yield state
    finally:
        sa.event.remove(Pool, "checkout", on_checkout)


async def test_a_move_the_database_refuses_is_answered_and_changes_nothing(
    world: World, read_only_database: dict[str, bool]
) -> None:
    await world.open_two_player_table()
    table = world.table()
    before = table.to_dict()
    messages = len(world.channel.history())
    seat = world.to_move()
    assert table.game is not None
    card = next(c for c in table.game.hand(seat) if not c.is_joker)
    read_only_database["on"] = True
    refused = await world.member(seat).slash(world.channel, "dmi swap", cards=str(card))
    assert refused.ephemeral and refused.response.content == str(NotSaved("not_saved"))
    assert table.to_dict() == before and len(world.channel.history()) == messages
    # The store logs the refused write for the admin; it is the fault injected here.
    logged = world.errors.take()
    assert logged and all("readonly database" in text for text in logged)
    read_only_database["on"] = False
    done = await world.member(seat).slash(world.channel, "dmi swap", cards=str(card))
    assert done.ephemeral and table.turn == before["turn"] + 1


async def test_a_database_file_unwritable_mid_game_refuses_moves_until_it_is_writable(
    world: World,
) -> None:
    """The database file (and its WAL) turns unwritable for real mid-game: a move is
    refused as not saved and the table shows nothing of it; leaderboards read meanwhile
    open connections that SQLite can only make read-only. Once the file is writable
    again the same move is accepted and saved by the same bot, with no restart."""
    await world.open_two_player_table()
    table = world.table()
    path = Path(sa.make_url(world.database_url).database or "")
    can_make_immutable(path)
    before = table.to_dict()
    shown = world.table_message().embeds[0].description
    messages = len(world.channel.history())
    seat = world.to_move()
    assert table.game is not None
    card = next(c for c in table.game.hand(seat) if not c.is_joker)
    with immutable(path, path.with_name(f"{path.name}-wal")):
        refused = await world.member(seat).slash(world.channel, "dmi swap", cards=str(card))
        assert refused.ephemeral and refused.response.content == str(NotSaved("not_saved"))
        store = world.bot.store
        await asyncio.gather(*(store.leaderboard(world.guild.id, None, "all", 1) for _ in range(6)))
    assert table.to_dict() == before and len(world.channel.history()) == messages
    assert world.table_message().embeds[0].description == shown
    assert json.loads(table_row(world, table.table_id) or "{}")["turn"] == before["turn"]
    # The store logs each refused write for the admin; they are the fault injected here.
    assert all("nothing was written" in text for text in world.errors.take())
    done = await world.member(seat).slash(world.channel, "dmi swap", cards=str(card))
    assert done.ephemeral and table.turn == before["turn"] + 1
    assert json.loads(table_row(world, table.table_id) or "{}")["turn"] == table.turn


async def test_a_table_that_cannot_be_read_is_reported_once_and_cleared_by_abort(
    world: World,
) -> None:
    await world.open_two_player_table()
    table = world.table()
    path = Path(sa.make_url(world.database_url).database or "")
    old = world.bot
    await old.service.stop()
    await old.store.close()
    with sqlite3.connect(path) as conn:
        data = json.loads(table_row(world, table.table_id) or "{}")
        data["game_id"] = "retired"
        conn.execute(
            "UPDATE tables SET state = ?, game_id = 'retired' WHERE table_id = ?",
            (json.dumps(data), table.table_id),
        )
    conn.close()
    await world.env.restart_bot(make_bot(world.database_url))
    assert world.errors.take() == [
        f"table {table.table_id} could not be loaded; left in the database"
    ]
    reports = [m for m in world.channel.history() if "could not be loaded" in m.content]
    assert len(reports) == 1 and "/game abort" in reports[0].content

    status = await world.bob.slash(world.channel, "game status")
    assert status.ephemeral and "could not be loaded" in status.response.content
    opened = await world.bob.slash(world.channel, "game new", game="dealmein")
    assert opened.ephemeral and "could not be loaded" in opened.response.content
    assert world.bot.service.table(world.channel.id) is None

    cleared = await world.bob.slash(world.channel, "game abort")
    assert cleared.ephemeral and table_row(world, table.table_id) is None
    opened = await world.bob.slash(world.channel, "game new", game="dealmein")
    assert opened.ephemeral and "table is open" in opened.response.content


async def test_a_sharded_process_loads_only_its_shards_tables(world: World) -> None:
    await world.open_two_player_table()
    table = world.table()
    mine = shard_of(world.guild.id, 2)
    for shard, loaded in ((1 - mine, False), (mine, True)):
        old = world.bot
        await old.service.stop()
        await old.store.close()
        settings = Settings(
            token="simcord", database_url=world.database_url, shard_count=2, shard_ids=(shard,)
        )
        bot = create_bot(
            settings,
            service_options={"clock": virtual_clock, "bot_delay": 0.0, "idle_wait": IDLE_WAITS},
        )
        await world.env.restart_bot(bot)
        assert (world.bot.service.table(world.channel.id) is not None) is loaded
    assert world.table().table_id == table.table_id
