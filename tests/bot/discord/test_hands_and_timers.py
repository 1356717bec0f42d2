"""Private hands with closed DMs, a move timer running out, and a computer player."""

from __future__ import annotations

import simcord

from tests.bot.discord.conftest import World
from tests.bot.discord.test_dmi_panel import play_a_turn_from_the_panel


def close_dms(world: World, member: simcord.MemberActor) -> None:
    """Every DM to ``member`` fails the way Discord refuses it (403, code 50007)."""
    dm = member.user.dm_channel
    world.env.inject_error(
        "POST",
        f"/channels/{dm.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )


def notices(world: World, user_id: int) -> list[str]:
    return [
        message.content
        for message in world.channel.history()
        if "can't send you direct messages" in message.content and str(user_id) in message.content
    ]


async def test_closed_dms_are_told_once_in_the_channel_and_the_game_goes_on(
    world: World,
) -> None:
    close_dms(world, world.bob)
    await world.open_two_player_table()

    assert len(notices(world, world.bob.id)) == 1
    assert notices(world, world.ann.id) == []
    assert world.ann.user.dm_channel.last_message is not None
    assert world.table().dm_failed == {world.bob.id}

    for _ in range(3):  # every swap changes a hand: Bob's DM fails again, silently
        await world.swap_one()
    assert len(notices(world, world.bob.id)) == 1

    shown = await world.bob.click(world.table_message(), label="My hand")
    assert shown.ephemeral and shown.response.attachments


async def test_a_move_timer_runs_out(world: World) -> None:
    await world.open_two_player_table(level="expert")
    table = world.table()
    assert table.game is not None and table.deadline is not None
    seat = table.game.to_move()[0]
    deadline = f"<t:{int(table.deadline)}:R>"
    assert deadline in (world.table_message().embeds[0].description or "")
    score, turn = table.game.scores()[seat], table.turn

    await world.env.advance_time(29)
    assert table.turn == turn

    await world.env.advance_time(2)
    assert table.turn > turn
    assert table.game.scores()[seat] == score - 10
    assert any("Time is up" in message.content for message in world.channel.history())
    assert world.table_message().embeds[0].description != deadline
    assert table.seats[seat].timeouts_in_row == 1


async def test_a_human_against_a_computer_player(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein")
    added = await world.ann.slash(world.channel, "game addbot")
    assert added.ephemeral and "sits down" in added.response.content
    await world.ann.slash(world.channel, "game start")
    table = world.table()
    assert table.game is not None and table.seats[1].is_bot

    hint = await world.ann.slash(world.channel, "dmi hint")
    assert hint.ephemeral and "The computer player would " in hint.response.content
    assert "</dmi " in hint.response.content
    # ...and why, as the panel's Hint says it (the first move: a placement that scores).
    assert " It scores a" in hint.response.content

    # The computer moves by itself, at once in these tests: whenever a command returns,
    # it is Ann's turn again (or the game is over).
    for _ in range(3):
        assert table.game.to_move() == [0]
        before = len(table.game.history)
        await world.swap_one()
        moved = [entry["player"] for entry in table.game.history[before:]]
        if table.game.over:  # no placement for two rounds: the board is blocked
            assert moved in ([0], [0, 1])
            assert world.bot.service.table(world.channel.id) is None
            return
        assert moved == [0, 1]
    assert "Bot Ada (computer)" in world.table_message().embeds[0].fields[0].value


async def test_closed_dms_are_told_once_in_a_20_turn_game_played_from_my_hand(
    world: World,
) -> None:
    close_dms(world, world.bob)
    turns, tables = 0, 0
    while turns < 20:
        # The hint played is the hard player's, on its time budget: a game can end before
        # 20 moves (the board blocked). Then a new table: Bob is told once at each.
        await world.open_two_player_table()
        table, tables = world.table(), tables + 1
        assert table.game is not None
        while world.bot.service.table(world.channel.id) is not None and turns < 20:
            # Every turn from My hand, which asks for DMs again: Bob's next turn DM is
            # tried, fails, and stops the DMs again, without a word more in the channel.
            await play_a_turn_from_the_panel(world)
            turns += 1
        assert len(notices(world, world.bob.id)) == tables
    assert tables <= 2 and notices(world, world.ann.id) == []
    assert world.bob.id in table.dm_told
