"""The club's deal (seed 001; RULES.md §4 "The deal"): who cuts, who deals, who draws the
Joker, the cut's bounds, the rotation of the deal and the integrity check."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest

from engine.cards import Card, new_deck
from engine.core import IllegalAction
from engine.records import RecordError, replay
from engine.registry import computer_action
from engine.rummy21.game import IndianRummy
from tests.engine.rummy21.positions import HANDS, PLAYERS, deck, record


def cut_showing(game: IndianRummy, wanted: Callable[[Card], bool]) -> str:
    """A ``cut N`` action that shows a card for which ``wanted`` holds."""
    for above in range(7, 150):
        if wanted(game.pack[above - 1]):
            return f"cut {above}"
    raise AssertionError("no such card within the cut's bounds")


def rejected(out: dict) -> str:
    assert "rejected" in out, out
    return out["rejected"]["reason"]


def test_lowest_cut_deals_first_with_the_ace_low() -> None:
    game = IndianRummy.create(PLAYERS, seed=3)
    assert game.phase == "cut_for_deal" and game.to_move() == [0]
    game.apply(0, cut_showing(game, lambda c: c.rank == 2))
    game.apply(1, cut_showing(game, lambda c: c.rank == 13))
    events = game.apply(2, cut_showing(game, lambda c: c.rank == 14))
    assert [e.kind for e in events][:2] == ["cut_for_deal", "dealer"]
    assert game.dealer == 2
    assert game.phase == "cut" and game.to_move() == [1]  # the player on the dealer's right


def test_players_tied_for_lowest_cut_again() -> None:
    game = IndianRummy.create(PLAYERS, seed=4)
    game.apply(0, cut_showing(game, lambda c: c.rank == 3))
    game.apply(1, cut_showing(game, lambda c: c.rank == 9))
    events = game.apply(2, cut_showing(game, lambda c: c.rank == 3))
    assert events[-1].kind == "cut_tie" and events[-1].data == {"seats": [0, 2]}
    assert game.dealer is None and game.to_move() == [0]
    game.apply(0, cut_showing(game, lambda c: c.rank == 12))
    assert game.to_move() == [2]
    with pytest.raises(IllegalAction, match="not your turn"):
        game.apply(1, "cut 20")
    game.apply(2, cut_showing(game, lambda c: c.rank == 5))
    assert game.dealer == 2


def test_a_cut_leaves_seven_cards_above_and_below() -> None:
    game = IndianRummy.create(PLAYERS, seed=5, first_player=0)
    before = game.to_dict()
    for action in ("cut 6", "cut 150", "cut", "cut here"):
        with pytest.raises(IllegalAction, match=r"from 7 to 149|at least 7"):
            game.apply(2, action)
        assert game.to_dict() == before
    for above in (7, 149):
        game = IndianRummy.create(PLAYERS, seed=5, first_player=0)
        pack = list(game.pack)
        game.apply(2, f"cut {above}")
        assert game.hands[0] == [*pack[above:], *pack[:above]][:21]


def test_only_the_player_on_the_dealers_right_cuts() -> None:
    out = replay(record(ceremony=False, actions=[(1, "cut 40")]))
    assert "not your turn: waiting for cy" in rejected(out)
    out = replay(record(ceremony=False, dealer=1, actions=[(0, "cut 40")]))
    assert "rejected" not in out and out["to_move"] == 2  # then the dealer's left draws


def test_the_dealers_left_draws_the_joker_and_plays_first() -> None:
    out = replay(record(ceremony=False, actions=[(2, "cut 40"), (0, "joker")]))
    assert "not your turn: waiting for bob" in rejected(out)
    out = replay(record())
    assert out["joker"] == "7H" and out["events"][0]["kind"] == "joker"
    assert out["to_move"] == 1 and out["dealer"] == 0 and out["open"] == ["8C"]


def test_an_explicit_deck_is_dealt_in_blocks() -> None:
    game = IndianRummy.create(PLAYERS, seed=1, deck=deck(HANDS, "8C", "7H", "AD"), first_player=0)
    game.apply(2, "cut 99")
    for seat, hand in enumerate(HANDS):
        assert sorted(map(str, game.hands[seat])) == sorted(hand.split())
    game.apply(1, "joker")
    assert str(game.joker) == "7H" and str(game.stock[0]) == "AD"


def test_the_joker_never_changes_during_the_deal() -> None:
    out = replay(record([(1, "draw stock"), (1, "discard 9S"), (2, "joker")]))
    assert "no move of 21-card rummy" in rejected(out)
    assert out["joker"] == "7H"


def test_deals_pass_anticlockwise() -> None:
    game = IndianRummy.create(PLAYERS, seed=11, first_player=0, options={"deals": 3})
    dealers: list[int] = []
    cutters: list[int] = []
    drawers: list[int] = []
    rng = random.Random(11)
    while not game.over:
        if game.phase == "cut":
            dealers.append(game.dealer)
            cutters.append(game.to_move()[0])
        if game.phase == "joker":
            drawers.append(game.to_move()[0])
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    assert dealers == [0, 2, 1]
    assert cutters == [2, 1, 0]
    assert drawers == [1, 0, 2]


def test_a_deal_that_fails_the_check_is_a_wrong_deal_dealt_again() -> None:
    faulty = deck(HANDS, "8C", "7H", "AD")
    faulty[-1] = "AS"  # a fourth ace of spades in place of another card
    game = IndianRummy.create(PLAYERS, seed=2, deck=faulty, first_player=0)
    game.apply(2, "cut 40")
    events = game.apply(1, "joker")
    assert [e.kind for e in events] == ["joker", "wrong_deal"]
    assert "too many A♠" in events[-1].data["problem"]
    assert game.phase == "cut" and game.dealer == 0 and game.to_move() == [2]
    game.apply(2, "cut 77")
    game.apply(1, "joker")
    assert game.phase == "play"
    everything = [c for h in game.hands for c in h] + game.open_pile + game.stock
    assert Counter(everything) == Counter(new_deck(3))
    assert [len(h) for h in game.hands] == [21, 21, 21]


def test_a_deck_of_the_wrong_size_cannot_be_read() -> None:
    out_record = record()
    out_record["deck"] = [out_record["deck"][0][:155]]
    with pytest.raises(RecordError, match="155 cards, not 156"):
        replay(out_record)


def test_ceremony_timeouts_cut_at_random_and_draw_the_joker() -> None:
    game = IndianRummy.create(PLAYERS, seed=9)
    for _ in range(3):
        events = game.apply_timeout(game.to_move()[0])
        assert events[0].kind == "timeout"
        cut = next(e for e in events if e.kind == "cut_for_deal")
        assert 7 <= cut.data["above"] <= 149
    while game.phase != "joker":
        game.apply_timeout(game.to_move()[0])
    drawer = game.to_move()[0]
    events = game.apply_timeout(drawer)
    assert events[1].kind == "joker" and game.joker is not None
    assert drawer == (game.dealer + 1) % 3
