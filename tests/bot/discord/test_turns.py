"""Turns that find their player, once each: the turn's DM of their hand (a DM notifies), or
for a player who gets no DM, a short mention in the channel that names them and no one
else (the table message is edited in place, and a mention in an edit notifies nobody);
one DM at the start of each turn (plus the deal's), and no DM tried again after one
failed until the player asks for their hand."""

from __future__ import annotations

import random

from bot.tables.ports import Player
from engine.dealmein.game import DealMeIn
from engine.registry import computer_action
from tests.bot.discord.conftest import World
from tests.bot.discord.test_hands_and_timers import close_dms

YOUR_TURN = ": your turn."


async def play_the_hint(world: World) -> None:
    """The player to move plays the computer's move for them (through the service), and
    the bot sends what follows (the table's edit, the DMs: off the table's lock)."""
    table = world.table()
    game = table.game
    assert isinstance(game, DealMeIn)
    seat = world.to_move()
    action = computer_action(game, seat, random.Random(table.turn))
    held = table.seats[seat]
    assert held.user_id is not None
    await world.bot.service.act(world.channel.id, Player(held.user_id, held.name), action)
    await world.bot.frontend.flushed()


def pings(world: World) -> list[tuple[str, list[int]]]:
    """The turn pings in the channel: their text and whom they notify."""
    return [
        (message.content, [user.id for user in message.mentions])
        for message in world.channel.history()
        if message.content.endswith(YOUR_TURN)
    ]


async def test_the_turn_is_told_once_by_dm_or_by_a_ping_naming_only_the_mover(
    world: World,
) -> None:
    await world.bob.slash(world.channel, "settings", turn_dms=False)  # Bob: pings only
    await world.ann.slash(world.channel, "game new", game="dealmein", level="unlimited")
    await world.bob.slash(world.channel, "game join")
    await world.cat.slash(world.channel, "game join")
    await world.ann.slash(world.channel, "game start")
    message = world.table_message()
    for _ in range(6):
        pinged = pings(world)
        await play_the_hint(world)
        mover = world.member(world.to_move())
        if mover is world.bob:
            ping = (f"<@{world.bob.id}>{YOUR_TURN}", [world.bob.id])  # notifies Bob alone
            assert pings(world)[len(pinged) :] == [ping]
        else:
            assert pings(world) == pinged, "a player who gets the turn's DM is not pinged too"
            assert "your turn" in mover.user.dm_channel.history()[-1].content
    # The table message is the one posted at the start, edited in place, and pings nobody.
    assert world.table_message().id == message.id
    assert message.content == "" and world.table_message().mentions == []
    assert world.bob.user.dm_channel.history() == []


async def test_lobby_changes_ping_nobody(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein")
    await world.bob.slash(world.channel, "game join")
    message = world.table_message()
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
    assert world.table().dm_failed == {world.bob.id}, "and not again after it failed"
