"""Rules of RULES.md §3 that no other Rummy 500 test showed: each with the case the rules
allow and the case they refuse (found by the rule-book audit)."""

from __future__ import annotations

import pytest

from engine.core import GameSetupError, IllegalAction
from engine.rummy500.game import Rummy500
from tests.engine.rummy500.positions import NAMES, game_after, position

#: Seat 0 melds 5H 6H 7H; seat 1 draws 8H from the stock and discards it; seat 2 takes it.
EIGHT_ON_THE_PILE = [
    (0, "draw stock"),
    (0, "meld 5H 6H 7H"),
    (0, "discard 3C"),
    (1, "draw stock"),
    (1, "discard 8H"),
]


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_two_to_six_players_are_seated(count: int) -> None:
    """Players [house]: 2 to 6."""
    assert len(Rummy500.create(NAMES[:count], seed=1).hands) == count


@pytest.mark.parametrize("count", [1, 7])
def test_fewer_than_two_or_more_than_six_players_are_refused(count: int) -> None:
    """Players [house]: 1 or 7 players are refused with the allowed range."""
    names = [f"p{i}" for i in range(count)]
    with pytest.raises(GameSetupError, match=f"played by 2 to 6 players, not {count}"):
        Rummy500.create(names, seed=1)


def test_a_card_taken_from_the_pile_may_be_used_in_a_lay_off() -> None:
    """Draw: the selected card must be used at once, in a meld *or a lay-off*."""
    game = game_after([*EIGHT_ON_THE_PILE, (2, "draw 8H")], stock="3C 8H")
    assert str(game.must_use) == "8H"
    before = game.to_dict()
    with pytest.raises(IllegalAction, match="8♥, which you took from the discard pile, unused"):
        game.apply(2, "discard 8H")
    assert game.to_dict() == before
    game.apply(2, "layoff 8H 1")
    assert game.must_use is None
    assert game.melds[0].owners == (0, 0, 0, 2)
    game.apply(2, "discard 2D")
    assert game.to_move() == [0]


def test_with_the_stock_empty_drawing_from_the_pile_goes_on_with_the_hand() -> None:
    """End [house]: an empty stock ends the hand only when the player does not take from
    the discard pile."""
    game = position(["5H 6H 2C 3C", "9S 9D 4C", "3S 8D"], discard="9H KD 7H")
    game.apply(0, "draw 7H")
    game.apply(0, "meld 5H 6H 7H")
    game.apply(0, "discard 2C")
    assert game.hand_number == 1 and not game.hand_log
    assert game.to_move() == [1] and [str(a) for a in game.legal_actions(1)] == ["draw 9H", "pass"]
    game.apply(1, "draw 9H")
    game.apply(1, "meld 9S 9D 9H")
    assert game.hand_number == 1 and [m.number for m in game.melds] == [1, 2]
    assert sorted(map(str, game.hands[1])) == ["2C", "4C", "KD"]  # the cards above 9H came too


def test_an_ace_laid_off_below_a_two_counts_one_and_an_ace_in_a_set_fifteen() -> None:
    """Card values [house]: A 15, but 1 when melded in an A-2-3 run (a lay-off included)."""
    hands = ("2H 3H 4H 9S 9H 9D 5C", "2S 4S 6S 8S 10S QS AS", "AD 4D 6D 8D 10D QD KD")
    actions = [
        (0, "draw stock"),
        (0, "meld 2H 3H 4H"),
        (0, "discard 5C"),
        (1, "draw stock"),
        (1, "layoff AH 1"),
    ]
    game = game_after(actions, hands=hands, stock="3C AH")
    assert [str(m.meld) for m in game.melds] == ["run AH 2H 3H 4H"]
    assert game.table_points()[:2] == [2 + 3 + 4, 1]
    aces = ("AH AC AS 9S 9H 9D 5C", "2S 4S 6S 8S 10S QS KS", "AD 4D 6D 8D 10D QD KD")
    game = game_after([(0, "draw stock"), (0, "meld AH AC AS")], hands=aces, stock="3C")
    assert game.table_points()[0] == 45
