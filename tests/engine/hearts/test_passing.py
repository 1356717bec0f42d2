"""Simultaneous passing and the left, right, across, keeper rotation."""

from __future__ import annotations

import pytest

from engine.cards import STANDARD_52, parse_cards
from engine.core import IllegalAction
from engine.hearts.game import Hearts
from engine.hearts.rules import PassDirection
from engine.records import replay, start_game

DECK = [str(c) for suit in "CDSH" for c in STANDARD_52 if c.suit == suit]
PLAYERS = ["ann", "bob", "cat", "dan"]


def new_game(**options: int) -> Hearts:
    return Hearts.create(PLAYERS, options=options, seed=11, deck=DECK)


def test_the_deck_is_dealt_in_blocks_of_thirteen() -> None:
    game = new_game()
    assert [str(c) for c in game.hand(1)] == DECK[13:26]
    assert game.to_move() == [0, 1, 2, 3]
    assert game.view().to_dict()["phase"] == "passing"


def test_everyone_passes_at_once_and_sees_received_cards_only_at_the_end() -> None:
    game = new_game()
    game.apply(2, "pass 2S 3S 4S")
    assert game.to_move() == [0, 1, 3]
    assert game.view(2).to_dict()["selected_pass"] == ["2S", "3S", "4S"]
    assert game.view(2).to_dict()["cards_left"] == [13, 13, 10, 13]
    game.apply(0, "pass AC KC QC")
    game.apply(1, "pass AD KD QD")
    assert game.view(3).to_dict()["received"] is None
    assert "2S" not in game.view(3).to_dict()["hand"]
    events = game.apply(3, "pass AH KH QH")
    assert [e.kind for e in events] == ["passed", "pass_done"]
    assert game.view(3).to_dict()["received"] == ["2S", "3S", "4S"]
    assert game.view(0).to_dict()["received"] == ["QH", "KH", "AH"]
    assert set(parse_cards("2S 3S 4S")) <= set(game.hand(3))
    assert game.to_move() == [0]  # ann kept 2♣ and leads


def test_a_pass_is_three_different_held_cards() -> None:
    game = new_game()
    with pytest.raises(IllegalAction, match=r"Pass exactly three cards.*you named 2"):
        game.apply(0, "pass 2C 3C")
    with pytest.raises(IllegalAction, match="You named 2♣ twice"):
        game.apply(0, "pass 2C 2C 3C")
    with pytest.raises(IllegalAction, match="You don't hold A♥"):
        game.apply(0, "pass 2C 3C AH")
    assert game.to_move() == [0, 1, 2, 3]
    assert len(game.hand(0)) == 13


def test_a_seat_passes_once_and_nobody_plays_before_the_pass() -> None:
    game = new_game()
    with pytest.raises(IllegalAction, match="Pass three cards left first"):
        game.apply(0, "play 2C")
    game.apply(0, "pass 2C 3C 4C")
    with pytest.raises(IllegalAction, match="You have passed already: waiting for bob, cat, dan"):
        game.apply(0, "pass 5C 6C 7C")


def test_the_passing_timeout_passes_the_three_lowest_cards() -> None:
    game = new_game()
    events = game.apply_timeout(3)
    assert events[0].kind == "timed_out"
    assert game.view(3).to_dict()["selected_pass"] == ["2H", "3H", "4H"]


def directions_and_receipts(game: Hearts) -> tuple[str, bool]:
    """Play one hand by timeouts; its direction, and whether each seat received the cards
    its source seat passed."""
    direction = game.pass_direction
    while game.phase == "passing":
        game.apply_timeout(game.to_move()[0])
    passes = [list(p) if p is not None else [] for p in game.passes]
    received_right = all(game.received[seat] == passes[direction.source(seat)] for seat in range(4))
    number = game.hand_number
    while not game.over and game.hand_number == number:
        game.apply_timeout(game.to_move()[0])
    return direction.value, received_right


def test_the_pass_rotates_left_right_across_keeper_and_again() -> None:
    game = Hearts.create(PLAYERS, options={"point_limit": 1000}, seed=3)
    seen = [directions_and_receipts(game) for _ in range(5)]
    assert seen == [
        ("left", True),
        ("right", True),
        ("across", True),
        ("keeper", True),
        ("left", True),
    ]
    assert game.hand_number == 6


def test_pass_directions_send_cards_to_the_right_seats() -> None:
    assert [PassDirection.LEFT.target(s) for s in range(4)] == [1, 2, 3, 0]
    assert [PassDirection.RIGHT.target(s) for s in range(4)] == [3, 0, 1, 2]
    assert [PassDirection.ACROSS.target(s) for s in range(4)] == [2, 3, 0, 1]


def test_a_keeper_hand_has_no_pass() -> None:
    game = Hearts.create(PLAYERS, seed=1, deck=[DECK, DECK, DECK, DECK])
    while game.hand_number < 4:
        game.apply_timeout(game.to_move()[0])
    assert game.view().to_dict()["pass_direction"] == "keeper"
    assert game.to_move() == [0]  # ann was dealt the clubs, 2♣ among them
    with pytest.raises(IllegalAction, match="This is a keeper hand: there is no pass"):
        game.apply(0, "pass 2C 3C 4C")
    assert game.view(0).to_dict()["received"] is None


def test_passing_in_a_record() -> None:
    record = {
        "game": "hearts",
        "players": PLAYERS,
        "deck": DECK,
        "actions": [
            {"player": 0, "action": "pass AC KC QC"},
            {"player": 1, "action": "pass AD KD QD"},
        ],
    }
    out = replay(record)
    assert out["to_move"] == [2, 3]
    assert out["legal"] == [
        "pass 3 of 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
        "pass 3 of 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
    ]
    assert [str(a) for a in start_game(record).legal_actions(0)[:2]] == [
        "pass 2C 3C 4C",
        "pass 2C 3C 5C",
    ]
    assert len(start_game(record).legal_actions(0)) == 286
