"""The computer player: greedy placements with sensible tie-breaks, reclaims, swaps, passes."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.cards import parse_cards
from engine.dealmein.game import DealMeIn
from engine.dealmein.greedy import swap_choice
from engine.registry import computer_action

Position = Callable[..., DealMeIn]


def choose(game: DealMeIn, seat: int = 0) -> str:
    action = computer_action(game, seat, random.Random(1))
    DealMeIn.from_dict(game.to_dict()).apply(seat, action)  # it is legal
    return str(action)


def test_it_plays_the_highest_score(position: Position) -> None:
    game = position({"F6": "7H", "G6": "7D"}, ["7C KS KH 2D", "3D"], deck="5H")
    action = choose(game)
    assert sorted(action.split()[3:]) == ["7C", "KH", "KS"]  # a full house, 80
    assert game.apply(0, action)[0].data["score"] == 80


def test_it_keeps_its_jokers_when_a_real_card_scores_as_much(position: Position) -> None:
    # E1 takes a seven or a king for a full house; the joker could do the same, but both
    # cannot be placed (E2 would make a line with 2S).
    board = {"A1": "7H", "B1": "7D", "C1": "KS", "D1": "KC", "E3": "2S"}
    game = position(board, ["7C JK", "3D"], deck="5H")
    assert choose(game) == "place E1 across 7C"


def test_it_prefers_winning_a_joker_square(position: Position) -> None:
    game = position({"H6": "7H"}, ["7D 2C", "3D"], deck="5H")
    assert choose(game) == "place I6 across 7D"


def test_it_reclaims_a_joker_when_that_scores_more(position: Position) -> None:
    game = position({"F6": "7H", "G6": "JK=7D"}, ["7D 2C 3S 9H", "3D"], deck="5H")
    action = choose(game)
    assert action.startswith("reclaim 7D; place ")
    events = game.apply(0, action)
    assert events[1].data["score"] == 30


def test_it_swaps_when_it_cannot_place(position: Position) -> None:
    game = position({"F6": "7H", "G6": "7D"}, ["2C 3D 9S KH 4C 5S", "3H"], deck="5H 6H 8C")
    assert not game.can_place(0)
    action = choose(game)
    assert action.startswith("swap ") and 2 <= len(action.split()) <= 4


def test_it_passes_when_it_cannot_place_and_the_deck_is_empty(position: Position) -> None:
    game = position({"F6": "7H", "G6": "7D"}, ["2C 3D", "3S"])
    assert choose(game) == "pass"


def test_swap_choice_keeps_pairs_and_respects_the_deck() -> None:
    hand = parse_cards("7H 7D 2C KS QS JS 9D")
    assert set(swap_choice(hand, 30)) <= set(parse_cards("2C KS QS JS 9D"))
    assert len(swap_choice(hand, 1)) == 1
    assert len(swap_choice(parse_cards("7H 7D"), 5)) == 1  # no loner: the least useful one
