"""Deal Me In's hand panel through Discord: a whole game played from it alone, its layout
on a phone (rows, options, pages), its choices from the engine, the DM'd panel at a turn's
start, and the refusals of a panel that is over."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import simcord

from bot.discord import panels
from engine.cards import JOKER, PlayedJoker
from engine.core import IllegalAction
from engine.dealmein.board import square_name
from engine.dealmein.game import DealMeIn
from engine.registry import computer_action
from tests.bot.discord.conftest import World, in_place

#: Discord's limits that the panel must keep.
MAX_ROWS = 5
MAX_OPTIONS = 25
MAX_PER_ROW = 5


def components(result: Any) -> list[dict[str, Any]]:
    """The rows of a panel (an interaction's response or a message)."""
    rows = result.response.components if hasattr(result, "response") else result.components
    return [row if isinstance(row, dict) else row.to_dict() for row in rows]


def controls(rows: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for row in rows:
        yield from row["components"]


def control(rows: list[dict[str, Any]], prefix: str) -> dict[str, Any]:
    """The control whose custom id starts with ``prefix`` (``dmi:place``)."""
    found = [c for c in controls(rows) if c.get("custom_id", "").startswith(prefix)]
    assert found, f"no {prefix} control in {[c.get('custom_id') for c in controls(rows)]}"
    return found[0]


def has(rows: list[dict[str, Any]], prefix: str) -> bool:
    return any(c.get("custom_id", "").startswith(prefix) for c in controls(rows))


def check_layout(rows: list[dict[str, Any]]) -> None:
    """What Discord accepts, and a phone shows: five rows, five buttons or one menu a row,
    25 options a menu, custom ids of 100 characters at most."""
    assert len(rows) <= MAX_ROWS
    for row in rows:
        items = row["components"]
        assert len(items) <= MAX_PER_ROW
        if any(item["type"] == 3 for item in items):
            assert len(items) == 1
            assert len(items[0]["options"]) <= MAX_OPTIONS
        for item in items:
            assert len(item["custom_id"]) <= 100


def refusal(result: simcord.InteractionResult) -> str:
    """The private refusal a click got (a reply, or a follow-up once deferred)."""
    if result.followups:
        return result.followups[0].content
    assert result.response is not None and result.response.ephemeral
    return result.response.content


def sketch(rows: list[dict[str, Any]]) -> list[str]:
    """The panel as a phone shows it, one line a row: ``[menu: 7 options]`` for a select,
    ``[Place] (Swap)`` for buttons, a disabled one in round brackets."""
    lines = []
    for row in rows:
        shown = []
        for item in row["components"]:
            if item["type"] == 3:
                shown.append(f"[menu: {len(item['options'])} options]")
            else:
                label = item.get("label", "")
                shown.append(f"({label})" if item.get("disabled") else f"[{label}]")
        lines.append(" ".join(shown))
    return lines


async def my_panel(world: World, member: simcord.MemberActor) -> simcord.InteractionResult:
    panel = await member.click(world.table_message(), label="My hand")
    assert panel.ephemeral
    return panel


async def press(
    member: simcord.MemberActor, panel: simcord.InteractionResult, prefix: str
) -> simcord.InteractionResult:
    """Click the panel's control whose custom id starts with ``prefix``."""
    custom_id = control(components(panel), prefix)["custom_id"]
    return await member.click(panel.response, custom_id=custom_id)


async def play_a_turn_from_the_panel(world: World) -> None:
    """The player to move opens their panel, asks for the hint and plays it with the
    panel's buttons (a reclaim first when the hint says so)."""
    seat = world.to_move()
    member = world.member(seat)
    moves = world.table().moves_of(seat)
    panel = await my_panel(world, member)
    check_layout(components(panel))
    for _ in range(4):  # reclaims keep the turn: the hint goes on after each
        hinted = await press(member, panel, "dmi:hint")
        content = hinted.response.content
        check_layout(components(hinted))
        if "**Reclaim**" in content:
            panel = await press(member, hinted, "dmi:reclaim")
            continue
        if "**Place**" in content:
            place = control(components(hinted), "dmi:place")
            assert not place.get("disabled")
            done = await member.click(hinted.response, custom_id=place["custom_id"])
        elif "**Swap**" in content:
            done = await press(member, hinted, "dmi:swap")
        else:
            assert "**Pass**" in content, content
            done = await press(member, hinted, "dmi:pass")
        assert in_place(done), done.response
        break
    assert world.bot.service.table(world.channel.id) is None or world.table().moves_of(seat) > moves


async def play_to_the_end_from_the_panel(world: World, *, human: int | None = None) -> None:
    """Play the channel's Deal Me In game to its end from the panel alone, and check that
    the table closed with its "game over" message. With ``human``, only that seat is ever
    to move between turns: the computer players have moved at once."""
    for _ in range(200):
        if world.bot.service.table(world.channel.id) is None:
            break
        if human is not None:
            assert world.to_move() == human  # the computer players have moved
        await play_a_turn_from_the_panel(world)
    assert world.bot.service.table(world.channel.id) is None, "the game did not end"
    closing = world.channel.history()[-1]
    assert closing.embeds and "game over" in (closing.embeds[0].title or "")


async def test_a_whole_game_is_played_from_the_panel_alone(world: World) -> None:
    await world.open_two_player_table()
    await play_to_the_end_from_the_panel(world)


def two_joker_position() -> DealMeIn:
    """Ann to move in the middle of a game (a dozen cards on the board), holding seven
    cards of which two are jokers."""
    game = DealMeIn.create(["ann", "bob"], {"level": "unlimited"}, 3)
    rng = random.Random(3)
    while len(game.board) < 10:
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    assert game.to_move() == [0]
    game.hands[0] = [JOKER, JOKER, *[card for card in game.hands[0] if not card.is_joker][:5]]
    return game


async def test_the_panel_fits_a_phone_with_seven_cards_and_two_jokers(world: World) -> None:
    await world.open_two_player_table()
    world.table().game = two_joker_position()
    panel = await my_panel(world, world.ann)
    rows = components(panel)
    check_layout(rows)
    assert sketch(rows) == ["[menu: 7 options]", "(Place) (Swap) [Hint] [Refresh]"]
    cards = control(rows, "dmi:cards")
    labels = [option["label"] for option in cards["options"]]
    assert len(labels) == 7 and labels.count("Joker") == 2
    assert cards["max_values"] == 7  # up to five are placed; all seven may be swapped
    # Nothing chosen yet: Place and Swap wait for a choice; no pass with a full deck.
    assert control(rows, "dmi:place")["disabled"] and control(rows, "dmi:swap")["disabled"]
    assert not has(rows, "dmi:pass") and has(rows, "dmi:hint")

    # Both jokers: every start square the engine allows, best first, paged.
    game = world.table().game
    assert isinstance(game, DealMeIn)
    hand = game.hand(0)
    jokers = [str(i) for i, card in enumerate(hand) if card.is_joker]
    chosen = await world.ann.select(panel.response, jokers, custom_id=cards["custom_id"])
    rows = components(chosen)
    check_layout(rows)
    expected = game.placement_choices(0, [JOKER, JOKER])
    assert len(expected) > MAX_OPTIONS  # more than a menu holds: pages
    assert sketch(rows) == [
        "[menu: 7 options]",
        "[menu: 25 options]",
        "[Page 2 ▶]",
        "(Place) (Swap 2 (−20)) [Hint] [Refresh]",
    ]
    spots = control(rows, "dmi:spot")
    shown = [option["value"] for option in spots["options"]]
    best = [f"{square_name(m.squares[0])} {m.direction}" for m in expected[:MAX_OPTIONS]]
    assert shown == best
    assert all("Joker as " in option["description"] for option in spots["options"])
    assert f"{len(expected)} places" in chosen.response.content
    assert "page 1 of" in chosen.response.content
    # Jokers cannot be swapped: the Swap button stays off.
    assert control(rows, "dmi:swap")["disabled"]

    later = await press(world.ann, chosen, "dmi:page")
    rows = components(later)
    check_layout(rows)
    second = [option["value"] for option in control(rows, "dmi:spot")["options"]]
    page_two = expected[MAX_OPTIONS : 2 * MAX_OPTIONS]
    assert second == [f"{square_name(m.squares[0])} {m.direction}" for m in page_two]

    # Pick the best, confirm it: the engine's move, scored as the menu said.
    back = await press(world.ann, later, "dmi:page")  # to page 1 again
    assert "page 1 of" in back.response.content
    spots = control(components(back), "dmi:spot")
    first = await world.ann.select(back.response, [best[0]], custom_id=spots["custom_id"])
    rows = components(first)
    place = control(rows, "dmi:place")
    assert not place["disabled"] and place["label"] == f"Place ({expected[0].score})"
    assert f"**{best[0]}**" in first.response.content
    before = game.points[0]
    done = await world.ann.click(first.response, custom_id=place["custom_id"])
    assert in_place(done)
    assert game.points[0] == before + expected[0].score
    assert world.to_move() == 1


async def test_a_swap_shows_its_cost_and_swaps_the_chosen_cards(world: World) -> None:
    await world.open_two_player_table()
    seat = world.to_move()
    member = world.member(seat)
    game = world.table().game
    assert isinstance(game, DealMeIn)
    panel = await my_panel(world, member)
    cards = control(components(panel), "dmi:cards")
    chosen = await member.select(panel.response, ["0", "1"], custom_id=cards["custom_id"])
    swap = control(components(chosen), "dmi:swap")
    assert swap["label"] == "Swap 2 (−20)" and not swap.get("disabled")
    kept = game.hand(seat)[2:]
    done = await member.click(chosen.response, custom_id=swap["custom_id"])
    assert in_place(done)
    assert game.points[seat] == 130
    assert all(card in game.hand(seat) for card in kept)
    assert "Waiting for" in done.response.content  # the panel redrew for the next move


async def test_a_panel_of_a_move_that_is_over_is_refused(world: World) -> None:
    await world.open_two_player_table()
    seat = world.to_move()
    member = world.member(seat)
    game = world.table().game
    assert isinstance(game, DealMeIn)
    panel = await my_panel(world, member)
    cards = control(components(panel), "dmi:cards")
    chosen = await member.select(panel.response, ["0"], custom_id=cards["custom_id"])
    await world.swap_one()  # the move is made elsewhere
    hand, points = game.hand(seat), list(game.points)
    refused = await press(member, chosen, "dmi:swap")
    assert refusal(refused) == panels.STALE_PANEL
    refused = await press(member, chosen, "dmi:hint")
    assert refusal(refused) == panels.STALE_PANEL
    refused = await member.select(chosen.response, ["1"], custom_id=cards["custom_id"])
    assert refusal(refused) == panels.STALE_PANEL
    assert game.hand(seat) == hand and game.points == points  # nothing changed


async def test_the_turn_dm_carries_a_panel_that_plays(world: World) -> None:
    await world.open_two_player_table()
    first = world.to_move()
    await world.swap_one()
    second = world.member(world.to_move())
    dm = second.user.dm_channel.last_message
    assert dm is not None and "your turn" in dm.content
    assert dm.components, "the turn DM has the panel's controls"
    hint_id = next(
        c["custom_id"] for c in controls(components(dm)) if c["custom_id"].startswith("dmi:hint")
    )
    hinted = await second.user.click(dm, custom_id=hint_id)
    assert "Hint:" in hinted.response.content
    # Whatever the hint says, a swap of one card is always there with a full deck.
    cards = control(components(hinted), "dmi:cards")
    chosen = await second.user.select(hinted.response.message, ["0"], custom_id=cards["custom_id"])
    done = await second.user.click(
        chosen.response.message, custom_id=control(components(chosen), "dmi:swap")["custom_id"]
    )
    assert in_place(done)
    assert world.to_move() == first


def mid_game() -> DealMeIn:
    """Ann to move, a dozen cards on the board."""
    game = DealMeIn.create(["ann", "bob"], {"level": "unlimited"}, 3)
    rng = random.Random(3)
    while len(game.board) < 10:
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    return game


async def test_the_autocomplete_offers_the_hints_square_mid_game(world: World) -> None:
    await world.open_two_player_table()
    world.table().game = mid_game()
    hint = await world.ann.slash(world.channel, "dmi hint")
    command = re.search(
        r"</dmi place:\d+> `square:(\S+) direction:(\S+) cards:([^`]+)`", hint.response.content
    )
    assert command is not None, hint.response.content
    square, direction, typed_cards = command.groups()
    cards = typed_cards.split()

    # Before any card is typed: every start square of the hand, the hint's among them.
    offered = await world.ann.autocomplete(world.channel, "dmi place", "square", "")
    assert square in [choice["value"] for choice in offered]
    # With the hint's cards typed: the hint's square, and only legal ones.
    typed = " ".join(cards)
    offered = await world.ann.autocomplete(world.channel, "dmi place", "square", "", cards=typed)
    values = [choice["value"] for choice in offered]
    assert square in values
    game = world.table().game
    assert isinstance(game, DealMeIn)
    for value in values:  # each is the start of a placement of these cards, as typed
        assert any(legal(game, f"place {value} {way} {typed}") for way in ("across", "down"))
    # The direction: only those that work from the hint's square.
    ways = await world.ann.autocomplete(
        world.channel, "dmi place", "direction", "", square=square, cards=typed
    )
    assert direction in [choice["value"] for choice in ways]
    assert all(legal(game, f"place {square} {c['value']} {typed}") for c in ways)
    # And playing the hint with the command is accepted.
    played = await world.ann.slash(
        world.channel, "dmi place", square=square, direction=direction, cards=typed
    )
    assert "ann placed" in played.response.content


def legal(game: DealMeIn, action: str) -> bool:
    """Whether the engine accepts ``action`` for Ann (on a copy of the game)."""
    try:
        DealMeIn.from_dict(game.to_dict()).apply(0, action)
    except IllegalAction:
        return False
    return True


def crowded_position() -> DealMeIn:
    """Ann to move on a board of twenty cards, one of them a joker standing for a card
    she holds, with two jokers in her hand: every control of the panel at once."""
    game = DealMeIn.create(["ann", "bob"], {"level": "unlimited"}, 26)
    rng = random.Random(26)
    while len(game.board) < 20:
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    assert game.to_move() == [0]
    square, card = next((s, c) for s, c in sorted(game.board.items()) if not c.is_joker)
    game.board[square] = PlayedJoker(card)  # the same card, as a joker: the lines hold
    others = [c for c in game.hands[0] if not c.is_joker][:4]
    game.hands[0] = [JOKER, JOKER, card, *others]
    return game


async def test_the_panel_fits_a_phone_with_many_placements(world: World) -> None:
    await world.open_two_player_table()
    world.table().game = crowded_position()
    game = world.table().game
    assert isinstance(game, DealMeIn)
    panel = await my_panel(world, world.ann)
    jokers = [str(i) for i, card in enumerate(game.hand(0)) if card.is_joker]
    cards = control(components(panel), "dmi:cards")
    chosen = await world.ann.select(panel.response, jokers, custom_id=cards["custom_id"])
    rows = components(chosen)
    check_layout(rows)
    expected = game.placement_choices(0, [JOKER, JOKER])
    assert len(expected) > MAX_OPTIONS
    # Five rows: cards, placements, pages, actions, reclaims.
    kinds = [[c["custom_id"].split(":")[1] for c in row["components"]] for row in rows]
    assert kinds == [
        ["cards"],
        ["spot"],
        ["page"],
        ["place", "swap", "hint", "refresh"],
        ["reclaim"],
    ]
    assert len(control(rows, "dmi:spot")["options"]) == MAX_OPTIONS
    (reclaim,) = [c for c in controls(rows) if c["custom_id"].startswith("dmi:reclaim")]
    (card,) = game.reclaimable(0)
    assert reclaim["label"] == f"Reclaim with {card.symbol}"
    assert sketch(rows) == [
        "[menu: 7 options]",
        "[menu: 25 options]",
        "[Page 2 ▶]",
        "(Place) (Swap 2 (−20)) [Hint] [Refresh]",
        f"[Reclaim with {card.symbol}]",
    ]
    # The reclaim keeps Ann's turn: the panel redraws with a third joker in her hand.
    done = await world.ann.click(chosen.response, custom_id=reclaim["custom_id"])
    assert in_place(done)
    assert game.hand(0).count(JOKER) == 3 and world.to_move() == 0
    assert not has(components(done), "dmi:reclaim")


async def test_a_dmed_panel_works_after_a_restart(world: World) -> None:
    await world.open_two_player_table()
    await world.swap_one()
    member = world.member(world.to_move())
    dm = member.user.dm_channel.last_message
    assert dm is not None and dm.components
    await world.restart()
    hint_id = next(
        c["custom_id"] for c in controls(components(dm)) if c["custom_id"].startswith("dmi:hint")
    )
    hinted = await member.user.click(dm, custom_id=hint_id)
    assert "Hint:" in hinted.response.content
