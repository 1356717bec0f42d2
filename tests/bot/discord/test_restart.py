"""A restart in the middle of a game: a new bot and service on the same database pick up
the table, its message and buttons, and its timer; after a kill -9, exactly one table
message is left in play."""

from __future__ import annotations

import json

from bot.discord.frontend import REPOST_AFTER, has_table_buttons
from bot.discord.views import TableView
from tests.bot.discord.conftest import World, make_bot
from tests.bot.discord.test_faults import table_row


async def test_the_table_and_its_buttons_survive_a_restart(world: World) -> None:
    await world.open_two_player_table(level="expert")
    await world.swap_one()
    old_bot = world.bot
    before = world.table()
    message = world.table_message()
    state = before.to_dict()

    await world.env.advance_time(10)
    await world.restart()

    assert world.bot is not old_bot
    after = world.table()
    assert after is not before and after.to_dict() == state
    # The message sent before the restart still answers its buttons.
    shown = await world.ann.click(message, label="My hand")
    assert shown.ephemeral and shown.response.attachments

    # The move timer kept the time it had left (30 s, 10 used before the restart).
    turn = after.turn
    await world.env.advance_time(19)
    assert after.turn == turn
    await world.env.advance_time(2)
    assert after.turn == turn + 1
    # And play goes on with slash commands.
    await world.swap_one()


async def test_a_lobby_survives_a_restart(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein")
    lobby = world.table_message()
    await world.restart()
    joined = await world.bob.click(lobby, label="Join")
    assert joined.ephemeral and "seated" in joined.response.content
    started = await world.ann.click(lobby, label="Start")
    assert started.ephemeral
    assert world.table().game is not None


def live_table_messages(world: World) -> list[int]:
    """The ids of the channel's messages that still carry a table's buttons."""
    return [message.id for message in world.channel.history() if has_table_buttons(message)]


async def kill(world: World) -> None:
    """Drop the bot as ``kill -9`` would (nothing stopped, saved or closed; the kernel
    frees its file locks, so the new process may claim its tables at once), and start a
    new one on the same database."""
    old = world.bot
    old.store._liveness._file.close()  # type: ignore[union-attr]  # what the kernel does
    await world.env.restart_bot(make_bot(world.database_url))
    await old.store.engine.dispose()


async def test_a_kill_right_after_a_repost_leaves_exactly_one_live_table_message(
    world: World,
) -> None:
    await world.open_two_player_table()
    table = world.table()
    first = table.message_id
    for number in range(REPOST_AFTER):  # the table message scrolls out of view
        await world.cat.send(world.channel, f"chat {number}")
    # The old message is not deleted, as when the process dies right after the re-post.
    old = f"/channels/{world.channel.id}/messages/{first}"
    world.env.inject_error("DELETE", old, status=500, times=None)
    await world.swap_one()
    reposted = table.message_id
    assert reposted != first and world.channel.history()[-1].id == reposted
    assert live_table_messages(world) == [first, reposted]
    # Its id was saved as soon as it was known, before any other move.
    assert json.loads(table_row(world, table.table_id) or "{}")["message_id"] == reposted

    world.env.backend.faults.clear()
    await kill(world)
    await world.env.settle()
    assert live_table_messages(world) == [reposted], "the dead one is removed at start-up"
    assert world.table().message_id == reposted
    await world.swap_one()
    assert live_table_messages(world) == [world.table().message_id] == [reposted]


async def test_a_table_message_whose_id_never_reached_the_store_is_removed_at_start_up(
    world: World,
) -> None:
    await world.open_two_player_table()
    table = world.table()
    saved = table.message_id
    # A table message of this table that the store never heard of (as from a process
    # killed between its post and the save before this fix).
    stray = await world.bot.frontend.channel(table).send("stray", view=TableView.for_table(table))
    assert live_table_messages(world) == [saved, stray.id]
    await kill(world)
    await world.env.settle()
    assert live_table_messages(world) == [saved]
