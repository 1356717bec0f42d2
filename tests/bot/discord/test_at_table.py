"""A player at the table is not DMed at every turn (``bot.discord.turn_dms``'s
``AT_TABLE_SECONDS``): a move typed in the table's channel is answered with the player's
hand, the table message shows whose turn it is, and a DM follows only a turn that comes
back after the player has been away. ``/play`` answers in one request."""

from __future__ import annotations

import random

import discord
import simcord

from bot.discord.turn_dms import AT_TABLE_SECONDS
from engine.registry import computer_action
from tests.bot.discord.conftest import World
from tests.bot.discord.test_request_budget import dealmein_command


def dms(member: simcord.MemberActor) -> list[discord.Message]:
    channel = member.user.dm_channel
    return [] if channel is None else list(channel.history())


async def test_a_player_typing_in_the_channel_is_told_their_hand_not_dmed(world: World) -> None:
    await world.open_two_player_table()
    first = world.to_move()
    dealt = {seat: len(dms(world.member(seat))) for seat in (0, 1)}
    assert dealt == {0: 1, 1: 1}, "each hand is DMed once when dealt"
    rng = random.Random(3)
    for _ in range(4):  # two turns each, typed in the channel at once
        seat = world.to_move()
        table = world.table()
        assert table.game is not None
        command, options = dealmein_command(str(computer_action(table.game, seat, rng)))
        reply = await world.member(seat).slash(world.channel, command, **options)
        hand = " ".join(c.symbol for c in table.game.hand(seat))
        assert reply.ephemeral and f"Your hand: {hand}" in reply.response.content
    # The second player's first turn was DMed (they had not typed yet); no turn since.
    told = {seat: len(dms(world.member(seat))) for seat in (0, 1)}
    assert told == {first: 1, 1 - first: 2}


async def test_a_turn_that_comes_back_after_a_while_is_dmed(world: World) -> None:
    await world.open_two_player_table()
    first = world.member(world.to_move())
    await world.swap_one()  # the first player, at the table
    before = len(dms(first))
    await world.env.advance_time(AT_TABLE_SECONDS + 1)  # the other thinks it over
    await world.swap_one()  # the first player's turn again, but they may have gone
    after = dms(first)
    assert len(after) == before + 1
    assert "your turn" in (after[-1].content or "").lower()


async def test_quick_play_answers_in_one_request(world: World) -> None:
    before = len(world.env.http_requests)
    result = await world.ann.slash(world.channel, "play", game="hearts", computers=3)
    assert result.ephemeral and not result.deferred, "the answer is the command's one request"
    answers = [r for r in world.env.http_requests[before:] if r.path.startswith("/interactions/")]
    assert len(answers) == 1
