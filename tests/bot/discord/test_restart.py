"""A restart in the middle of a game: a new bot and service on the same database pick up
the table, its message and buttons, and its timer."""

from __future__ import annotations

from tests.bot.discord.conftest import World


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
