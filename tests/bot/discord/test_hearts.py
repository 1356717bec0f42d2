"""Hearts Deluxe in a channel: computer players fill the table, passing through the hand
panel's menu and ``/hearts pass``, tricks through the panel's buttons and ``/hearts play``,
the refusals, the end of the game and the leaderboard."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
import simcord

from bot.discord.games.hearts.panel import PANEL
from bot.discord.panels import NOT_YOUR_PANEL, STALE_PANEL
from bot.tables.ports import TableError
from engine.hearts.game import PASSING, Hearts
from tests.bot.discord.conftest import World, in_place


def hearts(world: World) -> Hearts:
    game = world.table().game
    assert isinstance(game, Hearts)
    return game


def open_panel_components(panel: simcord.InteractionResult) -> list[dict[str, Any]]:
    """The buttons and menus of a panel (the rows' children)."""
    assert panel.response is not None
    return [item for row in panel.response.components for item in row["components"]]


def hearts_total(standings: str, user_id: int) -> int:
    """The total of ``user_id`` in the closing message's standings (``1. <@id>: 7``)."""
    line = next(line for line in standings.splitlines() if f"<@{user_id}>:" in line)
    return int(line.rpartition(": ")[2])


def labels(panel: simcord.InteractionResult) -> list[str]:
    return [item.get("label", "") for item in open_panel_components(panel)]


async def open_table(world: World, *members: simcord.MemberActor, limit: int = 1) -> None:
    """Ann opens a Hearts table (point limit ``limit``), ``members`` join, Ann starts."""
    opened = await world.ann.slash(
        world.channel, "game new", game="hearts", options=f"point_limit={limit}"
    )
    assert opened.ephemeral
    lobby = world.table_message().embeds[0]
    assert "4 players; computer players fill the empty seats" in (lobby.description or "")
    for member in members:
        await member.click(world.table_message(), label="Join")
    started = await world.ann.click(world.table_message(), label="Start")
    assert started.ephemeral


async def my_hand(world: World, member: simcord.MemberActor) -> simcord.InteractionResult:
    panel = await member.click(world.table_message(), label="My hand")
    assert panel.ephemeral
    return panel


async def pass_with_the_menu(world: World, member: simcord.MemberActor) -> list[str]:
    """``member`` opens their panel and passes their first three cards with its menu."""
    panel = await my_hand(world, member)
    assert "Your move: pass three cards to the left" in panel.response.content
    seat = world.table().seat_of(member.id)
    assert seat is not None
    chosen = [str(card) for card in hearts(world).hand(seat)[:3]]
    turn = world.table().turn
    result = await member.select(panel.response, chosen)
    assert in_place(result), result.response  # no refusal
    assert world.table().turn > turn
    return chosen


async def play_first_legal_cards(world: World) -> None:
    """Ann plays her first legal card each turn, by the panel's buttons and /hearts play in
    turn, until the game is over; computer players play between her moves."""
    use_panel = True
    while world.bot.service.table(world.channel.id) is not None:
        game = hearts(world)
        assert game.to_move() == [0]
        if game.phase == PASSING:  # a moon kept every total under the limit: hand 2
            cards = " ".join(str(card) for card in game.hand(0)[:3])
            await world.ann.slash(world.channel, "hearts pass", cards=cards)
            continue
        card = game.legal_cards(0)[0]
        before = len(game.history)
        if use_panel:
            panel = await my_hand(world, world.ann)
            assert labels(panel)[:-2] == [c.symbol for c in game.legal_cards(0)]
            assert labels(panel)[-2:] == ["Hint", "Refresh"]
            clicked = await world.ann.click(panel.response, label=card.symbol)
            assert in_place(clicked)
        else:
            await world.ann.slash(world.channel, "hearts play", card=str(card))
        assert game.history[before] == {"player": 0, "action": f"play {card}"}
        use_panel = not use_panel


async def test_one_human_and_three_computer_players_to_the_leaderboard(world: World) -> None:
    await open_table(world)
    table = world.table()
    assert [seat.is_bot for seat in table.seats] == [False, True, True, True]
    assert world.ann.user.dm_channel.last_message is not None  # the hand, on the deal

    # The computer players pass at once; the table waits for Ann, with a deadline.
    embed = world.table_message().embeds[0]
    assert f"To move: <@{world.ann.id}>, time runs out <t:" in (embed.description or "")
    assert "Deck" not in [field.name for field in embed.fields]
    chosen = await pass_with_the_menu(world, world.ann)
    game = hearts(world)
    assert game.phase != PASSING
    assert [str(card) for card in game.received[1]] == chosen  # to the left: seat 1
    # The cards from the right (seat 3) in her panel; and by DM when her turn to play
    # starts, unless she leads at once (she has just acted: her panel says it).
    received = " ".join(card.symbol for card in game.received[0])
    hers = await my_hand(world, world.ann)
    assert f"You received {received} from {game.players[3]}." in hers.response.content
    if game.history[-1]["player"] != 0:
        dm = world.ann.user.dm_channel.last_message
        assert dm is not None and "your turn" in dm.content
        assert f"You received {received} from {game.players[3]}." in dm.content

    await play_first_legal_cards(world)

    closing = world.channel.last_message
    assert closing is not None and closing.embeds[0].title == "Hearts Deluxe: game over"
    board = await world.cat.slash(world.channel, "leaderboard", game="hearts")
    assert f"<@{world.ann.id}>" in (board.response.embeds[0].description or "")
    stats = await world.ann.slash(world.channel, "stats")
    (record,) = stats.response.embeds[0].fields
    assert record.name == "Hearts Deluxe" and "in 1 game " in record.value
    # Her one game: its total is her best score.
    assert f"best {hearts_total(closing.embeds[0].description or '', world.ann.id)}," in (
        record.value
    )


async def test_passing_is_simultaneous_and_a_panel_stays_good_meanwhile(world: World) -> None:
    await open_table(world, world.bob)
    message = world.table_message().embeds[0].description or ""
    assert f"Still to move (all at once): <@{world.ann.id}>, <@{world.bob.id}>" in message

    bobs_panel = await my_hand(world, world.bob)
    game = hearts(world)
    first_three = " ".join(str(card) for card in game.hand(0)[:3])
    passed = await world.ann.slash(world.channel, "hearts pass", cards=first_three)
    assert passed.ephemeral and "ann has passed three cards" in passed.response.content
    dm = world.ann.user.dm_channel.last_message  # still the deal's: no DM at every change
    assert dm is not None and "Your move: pass three cards" in dm.content
    given = game.passes[0]
    assert given is not None and [str(card) for card in given] == first_three.split()
    symbols = " ".join(card.symbol for card in given)
    hers = await my_hand(world, world.ann)  # her hand of ten, while Bob chooses
    assert f"You pass {symbols}: waiting for bob to pass." in hers.response.content
    still = world.table_message().embeds[0].description or ""
    assert f"Still to move (all at once): <@{world.bob.id}>" not in still
    assert f"To move: <@{world.bob.id}>" in still

    # Ann's pass does not make Bob's panel stale: his menu still passes.
    chosen = [str(card) for card in game.hand(1)[:3]]
    done = await world.bob.select(bobs_panel.response, chosen)
    assert in_place(done)
    assert game.phase != PASSING
    assert "Everyone has passed left" in (done.response.content or "")
    assert "You received" in (done.response.content or "")


async def test_refusals_are_private_and_change_nothing(world: World) -> None:
    await open_table(world, world.bob, limit=100)
    game = hearts(world)
    two = " ".join(str(card) for card in game.hand(0)[:2])
    refused = await world.ann.slash(world.channel, "hearts pass", cards=two)
    assert refused.ephemeral
    assert refused.response.content == (
        "Pass exactly three cards: you named 2. Pick three cards in your hand panel "
        f"(**My hand**), or use </hearts pass:{world.command_id('hearts')}>."
    )
    assert 0 in game.to_move() and len(game.hand(0)) == 13

    await pass_with_the_menu(world, world.ann)
    await pass_with_the_menu(world, world.bob)

    # Play on (the computer players and Ann's first legal cards) until Bob must follow suit
    # while holding another suit too; then try the other suit, and play out of turn.
    for _ in range(13 * 2):  # a hand holds 13 turns of each human
        (seat,) = game.to_move()
        hand, legal = game.hand(seat), game.legal_cards(seat)
        following = bool(game.trick) and legal[0].suit == game.led_suit
        if seat == 1 and following and len(legal) < len(hand):
            break
        await world.member(seat).slash(world.channel, "hearts play", card=str(legal[0]))
    else:
        pytest.fail("Bob never had to follow suit in the first hand")
    history, turn = list(game.history), world.table().turn
    other = next(card for card in hand if card not in legal)
    refused = await world.bob.slash(world.channel, "hearts play", card=str(other))
    assert refused.ephemeral and refused.response.content.startswith("You must follow ")
    early = await world.ann.slash(world.channel, "hearts play", card=str(game.hand(0)[0]))
    assert early.ephemeral
    assert early.response.content == "It is not your turn: waiting for bob."
    assert game.history == history and world.table().turn == turn

    # A panel drawn for this move is stale once the move is made (here by a command).
    panel = await my_hand(world, world.bob)
    await world.bob.slash(world.channel, "hearts play", card=str(legal[0]))
    history, turn = list(game.history), world.table().turn
    stale = await world.bob.click(panel.response, label=labels(panel)[0])
    # The refusal is the click's answer (one request), a private message.
    assert stale.ephemeral and stale.response.content == STALE_PANEL and not stale.followups
    assert game.history == history and world.table().turn == turn


async def test_autocomplete_offers_held_and_legal_cards(world: World) -> None:
    await open_table(world, limit=100)
    game = hearts(world)
    hand = [str(card) for card in game.hand(0)]
    offered = await world.ann.autocomplete(world.channel, "hearts pass", "cards", "")
    assert [choice["value"] for choice in offered] == hand
    await pass_with_the_menu(world, world.ann)
    offered = await world.ann.autocomplete(world.channel, "hearts play", "card", "")
    assert [choice["value"] for choice in offered] == [str(c) for c in game.legal_cards(0)]
    stranger = await world.cat.autocomplete(world.channel, "hearts play", "card", "")
    assert stranger == []


async def test_a_panel_survives_a_restart(world: World) -> None:
    await open_table(world, world.bob, limit=100)
    panel = await my_hand(world, world.ann)
    await world.restart()
    game = hearts(world)  # the game as the new bot loaded it
    chosen = [str(card) for card in game.hand(0)[:3]]
    passed = await world.ann.select(panel.response, chosen)
    assert in_place(passed)
    assert game.passes[0] is not None and [str(card) for card in game.passes[0]] == chosen


async def test_a_panel_answers_the_seat_it_was_drawn_for_only(world: World) -> None:
    await open_table(world, world.bob)
    bob = SimpleNamespace(
        client=world.bot,
        guild_id=world.guild.id,
        channel_id=world.channel.id,
        user=SimpleNamespace(id=world.bob.id),
    )
    PANEL.owned_seat(bob, 1)  # type: ignore[arg-type]  # Bob's own panel
    with pytest.raises(TableError, match=NOT_YOUR_PANEL):
        PANEL.owned_seat(bob, 0)  # type: ignore[arg-type]  # a panel of Ann's seat


async def test_the_rules_in_short(world: World) -> None:
    shown = await world.cat.slash(world.channel, "rules", game="hearts")
    assert shown.ephemeral
    assert shown.response.embeds[0].title == "Hearts Deluxe: the rules in short"
    assert "shoots the moon" in (shown.response.embeds[0].description or "")
