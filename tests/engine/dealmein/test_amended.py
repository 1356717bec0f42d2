"""The clauses of RULES.md §1 marked [amended]: a hand of jokers only that cannot be placed
passes although the deck has cards (jokers cannot be swapped); such a pass, and its timeout
(a pass with no penalty), is a turn without a placement for end condition 3."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.cards import JOKER
from engine.core import IllegalAction
from engine.dealmein.game import REASON_BLOCKED, DealMeIn

Position = Callable[..., DealMeIn]


def test_jokers_only_that_cannot_be_placed_pass_with_cards_in_the_deck(
    position: Position,
) -> None:
    game = position({}, ["JK", "2C 3D"], deck="5H 6H")  # a first move needs two cards
    assert "pass" in [str(a) for a in game.legal_actions(0)]
    events = game.apply(0, "pass")
    assert events[0].kind == "passed"
    assert game.to_move() == [1] and game.points == [150, 150] and len(game.deck) == 2


def test_jokers_only_that_can_be_placed_may_not_pass(position: Position) -> None:
    game = position({"F6": "7H"}, ["JK", "2C"], deck="5H")
    before = game.to_dict()
    with pytest.raises(IllegalAction, match="only jokers, which cannot be swapped"):
        game.apply(0, "pass")
    assert game.to_dict() == before


def test_a_hand_with_a_real_card_may_not_pass_while_the_deck_has_cards(
    position: Position,
) -> None:
    game = position({}, ["JK 2C", "3D"], deck="5H")
    before = game.to_dict()
    with pytest.raises(IllegalAction, match="pass only when the deck is empty"):
        game.apply(0, "pass")
    assert game.to_dict() == before


def test_the_timeout_of_a_jokers_only_hand_is_a_pass_with_no_penalty(position: Position) -> None:
    game = position({}, ["JK", "2C 3D"], deck="5H 6H")
    events = game.apply_timeout(0)
    assert events[0].kind == "timeout" and events[0].data["score"] == 0
    assert game.hands[0] == [JOKER] and game.points == [150, 150] and len(game.deck) == 2
    assert game.to_move() == [1]


def test_jokers_only_passes_and_timeouts_count_toward_the_blocked_board(
    position: Position,
) -> None:
    game = position({}, ["JK", "JK"], jokers_left=("F3", "C6", "I6"), deck="5H 6H")
    game.apply(0, "pass")
    game.apply_timeout(1)
    game.apply(0, "pass")
    assert not game.over  # three turns without a placement: not yet two full rounds
    events = game.apply(1, "pass")
    assert game.over and events[-1].data["reason"] == REASON_BLOCKED


def test_a_placement_resets_the_count_of_the_blocked_board(position: Position) -> None:
    game = position({}, ["JK", "7D 7C"], deck="5H 6H 8H 9H", options={"blocked_rounds": 1})
    game.apply(0, "pass")
    assert game.idle_turns == 1
    game.apply(1, "place F6 across 7D 7C")
    assert game.idle_turns == 0
    game.apply_timeout(0)
    assert game.idle_turns == 1 and not game.over  # one idle turn since the placement
