"""Turns that find their player: the table message mentions the players to move and only
them, one DM at the start of each turn (plus the deal's), and no DM tried again after one
failed until the player asks for their hand."""

from __future__ import annotations

import random

import discord

from bot.tables.ports import Player
from engine.dealmein.game import DealMeIn
from engine.registry import computer_action
from tests.bot.discord.conftest import World
from tests.bot.discord.test_hands_and_timers import close_dms

YOUR_TURN = ": your turn."


def latest_table_message(world: World) -> discord.Message:
    return world.table_message()


async def play_the_hint(world: World) -> None:
    """The player to move plays the computer's move for them (through the service)."""
    table = world.table()
    game = table.game
    assert isinstance(game, DealMeIn)
    seat = world.to_move()
    action = computer_action(game, seat, random.Random(table.turn))
    held = table.seats[seat]
    assert held.user_id is not None
    await world.bot.service.act(world.channel.id, Player(held.user_id, held.name), action)


async def test_the_turn_mention_names_only_the_player_to_move(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein", level="unlimited")
    await world.bob.slash(world.channel, "game join")
    await world.cat.slash(world.channel, "game join")
    await world.ann.slash(world.channel, "game start")
    for _ in range(4):
        seat = world.to_move()
        mover = world.member(seat)
        message = latest_table_message(world)
        assert message.content == f"<@{mover.id}>{YOUR_TURN}"
        assert [user.id for user in message.mentions] == [mover.id]  # pinged: only them
        # The embed names everyone (scores), which pings nobody.
        others = [m for m in (world.ann, world.bob, world.cat) if m is not mover]
        assert all(f"<@{m.id}>" not in message.content for m in others)
        await play_the_hint(world)


async def test_lobby_changes_ping_nobody(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein")
    await world.bob.slash(world.channel, "game join")
    message = latest_table_message(world)
    assert message.content == "" and message.mentions == []


async def test_dms_per_player_are_no_more_than_their_turns_and_the_deal(world: World) -> None:
    await world.open_two_player_table()
    game = world.table().game
    assert isinstance(game, DealMeIn)
    turns = {0: 0, 1: 0}
    turns[world.to_move()] += 1
    while world.bot.service.table(world.channel.id) is not None:
        before = world.to_move()
        await play_the_hint(world)
        if not game.over and world.to_move() != before:
            turns[world.to_move()] += 1
    for seat, member in ((0, world.ann), (1, world.bob)):
        dms = member.user.dm_channel.history()
        assert len(dms) <= turns[seat] + 1, (seat, len(dms), turns[seat])
        assert sum("your turn" in dm.content for dm in dms) <= turns[seat]
    # Far fewer than one per change of a hand: every move changed a hand.
    assert len(world.ann.user.dm_channel.history()) < len(game.history)


async def test_a_failed_dm_is_not_tried_again_until_my_hand(world: World) -> None:
    close_dms(world, world.bob)
    await world.open_two_player_table()
    dm_id = world.bob.user.dm_channel.id

    def tries() -> int:
        return sum(
            1
            for entry in world.env.http_requests
            if entry.method == "POST" and entry.path == f"/channels/{dm_id}/messages"
        )

    assert tries() == 1  # the deal's, refused
    for _ in range(6):  # three of Bob's turns start: no DM is tried
        await play_the_hint(world)
    assert tries() == 1
    assert world.table().dm_failed == {world.bob.id}

    shown = await world.bob.click(world.table_message(), label="My hand")  # works as before
    assert shown.ephemeral and shown.response.attachments
    assert world.bob.id not in world.table().dm_failed
    for _ in range(2):  # one of Bob's turns starts
        await play_the_hint(world)
    assert tries() == 2  # asked for: the next turn's DM is tried again
