"""Rummy 500 in Discord: a whole game against a computer player through ``/rummy`` commands,
onto the leaderboard; autocomplete and the hand panel from a set position; refusals that are
private and change nothing."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
import simcord

from bot.discord.games.rummy500.panel import STALE_PANEL
from bot.discord.hints import explained
from bot.discord.wording import suggested_move
from engine.cards import STANDARD_52, parse_cards
from engine.core import Action
from engine.records import replay
from engine.rummy500.ai import choose_action
from engine.rummy500.game import Rummy500
from tests.bot.discord.conftest import World, in_place

ANN = parse_cards("5H 6H 7H 9C 9D 9S KH AH 2H 3S 4D 8C JD")
BOB = parse_cards("2C 3C 4C 10S JS QS 5D 6D 7D 8S 9H 10H JH")
#: The first card of the discard pile, then the stock in draw order (Ann's, then Bob's).
PILE_START, ANN_DRAW, BOB_DRAW = parse_cards("8H QC KC")
#: Ann melds a run (meld 1) and discards 4♦; Bob melds a run (meld 2) and discards 8♠.
MOVES = [
    (0, "draw stock"),
    (0, "meld 5H 6H 7H"),
    (0, "discard 4D"),
    (1, "draw stock"),
    (1, "meld 2C 3C 4C"),
    (1, "discard 8S"),
]


def set_position(world: World) -> Rummy500:
    """Ann to draw; the pile is 8♥ 4♦ 8♠ (bottom first); meld 1 is Ann's 5♥ 6♥ 7♥ and meld 2
    Bob's 2♣ 3♣ 4♣. Ann holds 9♣ 9♦ 9♠ K♥ A♥ 2♥ 3♠ 8♣ J♦ Q♣."""
    table = world.table()
    first = [*ANN, *BOB, PILE_START, ANN_DRAW, BOB_DRAW]
    deck = [str(card) for card in first + [c for c in STANDARD_52 if c not in first]]
    game = Rummy500.create(["ann", "bob"], dict(table.options), 1, deck, first_player=0)
    for seat, action in MOVES:
        game.apply(seat, action)
    table.game = game  # the table now plays from the set position
    return game


async def open_table(world: World, *, against_computer: bool) -> None:
    """Ann opens a Rummy 500 table to 50 points; a computer player or Bob joins; she starts."""
    opened = await world.ann.slash(world.channel, "game new", game="rummy500", options="target=50")
    assert opened.ephemeral
    if against_computer:
        await world.ann.slash(world.channel, "game addbot")
    else:
        await world.bob.slash(world.channel, "game join")
    started = await world.ann.slash(world.channel, "game start")
    assert started.ephemeral


def command_of(action: Action | str) -> tuple[str, dict[str, Any]]:
    """The ``/rummy`` command and its options that play ``action`` (typed as its notation)."""
    verb, *words = str(action).split()
    if verb == "draw":
        return "rummy draw", {"source": " ".join(words)}
    if verb == "meld":
        return "rummy meld", {"cards": " ".join(words)}
    if verb == "layoff":
        return "rummy layoff", {"card": words[0], "meld": int(words[1])}
    if verb == "discard":
        return "rummy discard", {"card": words[0]}
    return "rummy pass", {}


def values(choices: list[dict[str, Any]]) -> list[Any]:
    return [choice["value"] for choice in choices]


def names(choices: list[dict[str, Any]]) -> list[str]:
    return [choice["name"] for choice in choices]


async def test_a_game_against_a_computer_player_to_the_leaderboard(world: World) -> None:
    await open_table(world, against_computer=True)
    table = world.table()
    assert table.options["target"] == 50 and table.seats[1].is_bot
    rng = random.Random(5)
    # Ann plays what the computer player would play in her seat, through /rummy commands;
    # the computer moves at once, so whenever a command returns it is her turn again.
    while world.bot.service.table(world.channel.id) is not None:
        game = table.game
        assert isinstance(game, Rummy500) and game.to_move() == [0]
        action = choose_action(game, 0, rng)
        command, options = command_of(action)
        turn = table.turn
        result = await world.ann.slash(world.channel, command, **options)
        assert result.ephemeral
        assert table.turn > turn, result.response.content
        if action == "draw stock":
            assert "You drew " in result.response.content

    closing = world.channel.last_message
    assert closing is not None and closing.embeds[0].title == "Rummy 500: game over"
    final = table.game.scores()
    assert max(final) >= 50
    assert "win" in (closing.embeds[0].description or "")  # "wins", or "share the win"

    board = await world.cat.slash(world.channel, "leaderboard", game="rummy500")
    assert "Rummy 500" in (board.response.embeds[0].title or "")
    lines = board.response.embeds[0].description or ""
    # The highest total wins: Ann has a win exactly when no total is above hers.
    wins = "1 win" if final[0] == max(final) else "0 wins"
    assert f"<@{world.ann.id}>: {wins} in 1 game" in lines
    assert f"best {final[0]}" in lines
    stats = await world.ann.slash(world.channel, "stats")
    assert "in 1 game " in stats.response.embeds[0].fields[0].value

    exported = await world.ann.slash(world.channel, "game export")
    record = json.loads(await exported.response.attachments[0].read())
    replayed = replay(record)
    assert "rejected" not in replayed and replayed["scores"] == final


async def test_autocomplete_offers_the_pile_the_hand_and_the_melds(world: World) -> None:
    await open_table(world, against_computer=False)
    game = set_position(world)

    sources = await world.ann.autocomplete(world.channel, "rummy draw", "source", "")
    assert values(sources) == ["stock", "8S 3", "4D 2", "8H 1"]  # the pile top first
    assert names(sources)[1:] == [
        "8♠ · position 3 · takes it alone · you could not use it",
        "4♦ · position 2 · takes 2 cards · you could not use it",
        "8♥ · position 1 · takes 3 cards",
    ]
    assert values(await world.ann.autocomplete(world.channel, "rummy draw", "source", "8")) == [
        "8S 3",
        "8H 1",
    ]

    game.apply(0, "draw 8H")  # she takes 8♥ 4♦ 8♠: 8♥ must be used this turn
    melds = await world.ann.autocomplete(world.channel, "rummy meld", "cards", "")
    assert values(melds)[:2] == ["8S 8H 8C", "9S 9D 9C"]
    assert "8H" in values(melds)  # then the single cards
    typed = await world.ann.autocomplete(world.channel, "rummy meld", "cards", "9s 9d ")
    assert values(typed)[0] == "9S 9D 9C"

    cards = await world.ann.autocomplete(world.channel, "rummy layoff", "card", "8", meld="")
    assert names(cards) == ["8♠", "8♥ · fits meld 1", "8♣"]
    numbers = await world.ann.autocomplete(world.channel, "rummy layoff", "meld", "", card="")
    assert names(numbers) == ["1: 5♥ 6♥ 7♥ (ann)", "2: 2♣ 3♣ 4♣ (bob)"]
    fitting = await world.ann.autocomplete(world.channel, "rummy layoff", "meld", "", card="8h")
    assert values(fitting) == [1]

    discards = await world.ann.autocomplete(world.channel, "rummy discard", "card", "k")
    assert values(discards) == ["KH"]
    assert await world.cat.autocomplete(world.channel, "rummy discard", "card", "") == []


def snapshot(world: World) -> tuple[str, int]:
    """The table's whole state and the number of messages everyone sees in the channel."""
    return json.dumps(world.table().to_dict(), sort_keys=True), len(world.channel.history())


@pytest.mark.parametrize(
    ("before", "who", "command", "options", "reason"),
    [
        (
            "draw 8H",
            "ann",
            "rummy discard",
            {"card": "4D"},
            "would leave 8♥, which you took from the discard pile, unused",
        ),
        (
            "draw stock",
            "ann",
            "rummy meld",
            {"cards": "KH AH 2H"},
            "a run cannot go round the corner",
        ),
        (
            "draw stock",
            "ann",
            "rummy layoff",
            {"card": "9C", "meld": 9},
            "There is no meld 9: the melds on the table are numbered 1 to 2.",
        ),
        ("draw stock", "bob", "rummy discard", {"card": "10S"}, "It is not your turn"),
        ("", "ann", "rummy draw", {"source": "8S"}, "You may take 8♠ from the discard pile only"),
        ("", "cat", "rummy pass", {}, "You are not seated at this table"),
        ("", "bob", "rummy hint", {}, "It is not your turn: waiting for ann."),
    ],
)
async def test_a_refused_move_is_private_and_changes_nothing(
    world: World, before: str, who: str, command: str, options: dict[str, Any], reason: str
) -> None:
    await open_table(world, against_computer=False)
    game = set_position(world)
    if before:
        game.apply(0, before)
    unchanged = snapshot(world)

    actor = {"ann": world.ann, "bob": world.bob, "cat": world.cat}[who]
    refused = await actor.slash(world.channel, command, **options)

    assert refused.ephemeral
    assert reason in refused.response.content
    assert snapshot(world) == unchanged


def controls(panel: simcord.ResponseMessage) -> dict[str, list[str]]:
    """A panel's controls: ``buttons`` (their labels), and each menu's option values by the
    kind of action it offers (``draw``, ``meld``, ``layoff``, ``discard``)."""
    found: dict[str, list[str]] = {"buttons": []}
    for row in panel.components:
        for item in row["components"]:
            if "options" in item:
                found[item["custom_id"].rpartition(":")[2]] = [o["value"] for o in item["options"]]
            else:
                found["buttons"].append(item["label"])
    return found


async def choose(
    member: simcord.MemberActor, panel: simcord.ResponseMessage, action: str
) -> simcord.InteractionResult:
    """``member`` picks ``action`` in the panel's menu of its kind; nothing is refused."""
    kind = action.split()[0]
    menu = next(
        item["custom_id"]
        for row in panel.components
        for item in row["components"]
        if item.get("custom_id", "").endswith(f":{kind}")
    )
    chosen = await member.select(panel, [action], custom_id=menu)
    assert in_place(chosen), chosen.response
    return chosen


async def my_hand(world: World, member: simcord.MemberActor) -> simcord.ResponseMessage:
    shown = await member.click(world.table_message(), label="My hand")
    assert shown.ephemeral and shown.response is not None
    return shown.response


async def test_the_hand_panel_offers_the_legal_moves_and_plays_them(world: World) -> None:
    await open_table(world, against_computer=False)
    game = set_position(world)

    panel = await my_hand(world, world.ann)
    assert "Your turn: draw from the stock" in panel.content
    assert "Melds in your hand: 9♠ 9♦ 9♣" in panel.content
    assert panel.attachments[0].filename == "hand.png"
    # Only 8♥ of the pile can be taken: it lays off on meld 1. No meld or discard yet.
    assert controls(panel) == {
        "buttons": ["Draw from stock", "Hint", "Refresh"],
        "draw": ["draw 8H 1"],
    }

    panel = (await choose(world.ann, panel, "draw 8H 1")).response
    assert "ann takes 8♥ and the 2 cards above it from the discard pile." in panel.content
    assert "You took 8♥ from the pile: meld it or lay it off before you discard." in (panel.content)
    assert controls(panel) == {  # no discard before 8♥ is used
        "buttons": ["Hint", "Refresh"],
        "meld": ["meld 8S 8H 8C", "meld 9S 9D 9C"],
        "layoff": ["layoff 8H 1"],
    }

    panel = (await choose(world.ann, panel, "layoff 8H 1")).response
    assert "ann lays off 8♥ on meld 1." in panel.content
    offered = controls(panel)
    assert offered["meld"] == ["meld 9S 9D 9C"]
    assert offered["discard"] == [f"discard {card}" for card in game.hand(0)]

    panel = (await choose(world.ann, panel, "discard KH")).response
    assert "bob is to move." in panel.content
    assert controls(panel) == {"buttons": ["Refresh"]}
    assert [entry["action"] for entry in game.history[-3:]] == [
        "draw 8H 1",
        "layoff 8H 1",
        "discard KH",
    ]


async def test_a_panel_for_a_move_that_is_over_is_refused(world: World) -> None:
    await open_table(world, against_computer=False)
    set_position(world)
    older = await my_hand(world, world.ann)
    await world.ann.slash(world.channel, "rummy draw", source="stock")
    unchanged = snapshot(world)

    stale = await world.ann.click(older, label="Draw from stock")
    # The refusal is the click's answer (one request), a private message.
    assert stale.ephemeral and stale.response.content == STALE_PANEL and not stale.followups
    assert snapshot(world) == unchanged

    refreshed = await world.ann.click(older, label="Refresh")
    assert in_place(refreshed)
    assert "Your turn: meld and lay off what you like" in refreshed.response.content
    assert "discard" in controls(refreshed.response)


async def test_with_the_stock_empty_the_panel_offers_pass(world: World) -> None:
    await open_table(world, against_computer=False)
    game = set_position(world)
    game.stock.clear()  # the stock has run out
    panel = await my_hand(world, world.ann)
    assert controls(panel) == {"buttons": ["Pass", "Hint", "Refresh"], "draw": ["draw 8H 1"]}

    panel = (await world.ann.click(panel, label="Pass")).response
    assert "ann does not take from the pile: the hand ends." in panel.content
    assert game.hand_number == 2 and "hand 2" in panel.content


async def test_a_panel_survives_a_restart(world: World) -> None:
    await open_table(world, against_computer=False)
    mover = world.member(world.to_move())
    panel = await my_hand(world, mover)
    await world.restart()
    game = world.table().game  # the game as the new bot loaded it
    assert isinstance(game, Rummy500)

    drawn = await mover.click(panel, label="Draw from stock")
    assert in_place(drawn)
    assert game.history[-1]["action"] == "draw stock"
    assert "Your turn: meld and lay off what you like" in drawn.response.content


async def test_the_rules_in_short(world: World) -> None:
    shown = await world.cat.slash(world.channel, "rules", game="rummy500")
    assert shown.ephemeral
    assert shown.response.embeds[0].title == "Rummy 500: the rules in short"
    assert "K-A-2 is no run" in (shown.response.embeds[0].description or "")


async def test_a_hint_is_the_hard_players_move_and_why(world: World) -> None:
    # /rummy hint says what the panel's Hint says (the hard player's move and why), with
    # the command that makes it.
    await open_table(world, against_computer=False)
    game = set_position(world)
    expected = choose_action(game, 0, random.Random(), "hard")
    _action, why = explained(game, 0)
    hint = await world.ann.slash(world.channel, "rummy hint")
    assert hint.ephemeral
    assert hint.response.content == f"{suggested_move('rummy500', expected)} {why}"
    assert why
    assert game.history[-1]["action"] == MOVES[-1][1]  # a hint plays nothing
