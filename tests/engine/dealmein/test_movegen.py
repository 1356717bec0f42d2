"""The move generator finds exactly the placements the rules accept, with their scores."""

from __future__ import annotations

import random
from itertools import permutations, product

import pytest

from engine.cards import JOKER, STANDARD_52, Card, PlayedJoker, parse_card, parse_played
from engine.core import IllegalAction
from engine.dealmein.board import SIZE, square_index
from engine.dealmein.game import DealMeIn
from engine.dealmein.movegen import can_place, legal_placements, placement_groups
from engine.dealmein.placement import (
    ACROSS,
    CENTRE_INDEX,
    DOWN,
    BoardCard,
    check_placement,
    fill_squares,
    neighbours,
)
from engine.registry import computer_action

Found = set[tuple[tuple[int, ...], tuple[str, ...], int]]


def brute_force(board: dict[int, BoardCard], hand: list[Card]) -> Found:
    """Every placement the rules accept, by trying every start square, direction, order of
    cards and joker nomination (skipping squares where no placement of that size fits)."""
    found: Found = set()
    options: dict[Card, list[BoardCard]] = {c: [c] for c in hand}
    options[JOKER] = [PlayedJoker(c) for c in STANDARD_52]
    for count in range(1, min(5, len(hand)) + 1):
        orders = set(permutations(hand, count))
        for start, direction in product(range(SIZE * SIZE), (ACROSS, DOWN)):
            if not _fits(board, start, direction, count):
                continue
            for order in orders:
                for cards in product(*(options[c] for c in order)):
                    try:
                        p = check_placement(board, hand, start, direction, cards)
                    except IllegalAction:
                        continue
                    found.add((p.squares, tuple(str(c) for c in p.cards), p.score))
    return found


def _fits(board: dict[int, BoardCard], start: int, direction: str, count: int) -> bool:
    """Whether ``count`` cards from ``start`` stay on the board and touch it (or cover F6)."""
    try:
        squares = fill_squares(board, start, direction, count)
    except IllegalAction:
        return False
    if not board:
        return CENTRE_INDEX in squares
    return any(n in board for s in squares for n in neighbours(s))


def generated(board: dict[int, BoardCard], hand: list[Card]) -> Found:
    moves = legal_placements(board, hand)
    found = {(m.squares, tuple(str(c) for c in m.cards), m.score) for m in moves}
    assert len(found) == len(moves), "the generator repeats a placement"
    return found


def midgame_board(seed: int, moves: int) -> dict[int, BoardCard]:
    """The board after ``moves`` actions of a self-play game."""
    game = DealMeIn.create(["ann", "bob"], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.over:
            break
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    return dict(game.board)


def board_of(cards: dict[str, str]) -> dict[int, BoardCard]:
    return {square_index(s): parse_played(c) for s, c in cards.items()}


def hand_of(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_generator_matches_brute_force_without_jokers(seed: int) -> None:
    board = midgame_board(seed, 8)
    rng = random.Random(seed)
    on_board = {c.stands_for if isinstance(c, PlayedJoker) else c for c in board.values()}
    hand = rng.sample([c for c in STANDARD_52 if c not in on_board], 4)
    assert generated(board, hand) == brute_force(board, hand)


def test_generator_matches_brute_force_on_the_first_move() -> None:
    hand = hand_of("7H 7D 7C 8S")
    found = generated({}, hand)
    assert found == brute_force({}, hand)
    assert all(square_index("F6") in squares for squares, _, _ in found)


def test_generator_matches_brute_force_with_a_joker() -> None:
    board = board_of({"F6": "9S", "G6": "9H", "F7": "KD", "F5": "JK=KS", "H5": "2C"})
    hand = [JOKER, parse_card("9D"), parse_card("KH")]
    assert generated(board, hand) == brute_force(board, hand)


def test_two_jokers_are_nominated_only_as_cards_that_make_lines() -> None:
    board = board_of({"A1": "9S", "B1": "9H"})
    hand = [JOKER, JOKER]
    found = generated(board, hand)
    assert found == brute_force(board, hand)
    assert ((square_index("C1"),), ("JK=9D",), 30) in found
    assert ((square_index("A2"), square_index("A3")), ("JK=9D", "JK=9C"), 30) in found


@pytest.mark.parametrize("jokers", [0, 1, 2])
def test_the_best_of_a_group_is_its_highest_scoring_placement(jokers: int) -> None:
    board = midgame_board(4, 10)
    rng = random.Random(jokers)
    on_board = {c.stands_for if isinstance(c, PlayedJoker) else c for c in board.values()}
    hand = rng.sample([c for c in STANDARD_52 if c not in on_board], 7 - jokers)
    groups = list(placement_groups(board, hand + [JOKER] * jokers))
    assert groups
    for group in groups:
        best = max(move.score for move in group.moves())
        assert group.best().score == best
        assert group.ceiling() >= best


def test_can_place() -> None:
    board = board_of({"F6": "9S", "G6": "9H"})
    assert can_place(board, hand_of("9D 2C"))
    assert not can_place(board, hand_of("2C 5D"))
    assert can_place({}, hand_of("2C 2D"))
    assert not can_place({}, hand_of("2C 3D 9H"))
