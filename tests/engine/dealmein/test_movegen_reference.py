"""The fast move generator (prepared boards, cached line candidates, bit masks, search by
ceiling) against the straightforward reference of test_movegen: every start square,
direction, order of cards and joker nomination tried through the rules, on many random
positions from self-play."""

from __future__ import annotations

import random

import pytest

from engine.cards import JOKER, STANDARD_52, Card, PlayedJoker
from engine.dealmein.combos import best_completion_points, completion_combinations
from engine.dealmein.movegen import (
    PreparedBoard,
    placement_groups,
    placement_groups_touching,
    ranked_moves,
)
from engine.dealmein.placement import BoardCard
from tests.engine.dealmein.test_movegen import brute_force, generated, midgame_board


def random_hand(
    board: dict[int, BoardCard], rng: random.Random, size: int, jokers: int
) -> list[Card]:
    """``size`` cards not on the board (now and then one a board joker stands for, which
    may be reclaimed), ``jokers`` of them jokers."""
    on_board = {c.stands_for if isinstance(c, PlayedJoker) else c for c in board.values()}
    nominated = [c.stands_for for c in board.values() if isinstance(c, PlayedJoker)]
    pool = [c for c in STANDARD_52 if c not in on_board]
    hand = rng.sample(pool, size - jokers)
    if nominated and rng.random() < 0.5:
        hand[0] = rng.choice(nominated)
    return hand + [JOKER] * jokers


def positions(count: int, seed: int) -> list[dict[int, BoardCard]]:
    rng = random.Random(seed)
    return [midgame_board(rng.randrange(1000), rng.randrange(0, 14)) for _ in range(count)]


@pytest.mark.parametrize("seed", range(4))
def test_every_placement_and_score_matches_the_reference(seed: int) -> None:
    rng = random.Random(seed)
    for board in positions(3, seed):
        jokers = int(seed == 3)  # the reference tries 52 nominations per joker: slow
        hand = random_hand(board, rng, 4 - 2 * jokers, jokers)
        assert generated(board, hand) == brute_force(board, hand)


@pytest.mark.parametrize("seed", range(3))
def test_the_search_by_ceiling_finds_the_best_placement_of_every_group(seed: int) -> None:
    rng = random.Random(100 + seed)
    for board in positions(4, 100 + seed):
        prepared = PreparedBoard(board)
        for jokers in (0, 1, 2):
            hand = random_hand(board, rng, 6 + jokers, jokers)
            groups = list(placement_groups(board, hand))
            ranked = list(ranked_moves(prepared, hand))  # the prepared board, shared
            by_ceiling = sorted(groups, key=lambda g: g.ceiling(), reverse=True)
            assert [m for _, m in ranked] == [g.best() for g in by_ceiling]
            assert [c for c, _ in ranked] == sorted((c for c, _ in ranked), reverse=True)
            if ranked:  # only the groups above a floor: the same, from the top
                floor = ranked[len(ranked) // 2][0]
                above = list(ranked_moves(prepared, hand, above=floor))
                assert above == [(c, m) for c, m in ranked if c > floor]
            if jokers < 2:  # with two, thousands of placements: their best is tested above
                best = max((m.score for g in groups for m in g.moves()), default=None)
                assert max((m.score for _, m in ranked), default=None) == best


@pytest.mark.parametrize("seed", range(3))
def test_the_placements_a_move_opens_are_the_touching_ones(seed: int) -> None:
    rng = random.Random(200 + seed)
    for board in positions(6, 200 + seed):
        if not board:
            continue
        squares = rng.sample(sorted(board), min(2, len(board)))
        hand = random_hand(board, rng, 7, rng.choice([0, 1]))
        touching = {g.best() for g in placement_groups_touching(board, hand, squares)}
        near = [m for _, m in ranked_moves(board, hand, near=squares)]
        assert len(near) == len(touching) and set(near) == touching


def test_the_best_completion_points_are_the_best_of_the_completions() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        size = rng.randrange(0, 5)
        if size and rng.random() < 0.4:  # one suit: flushes and straight flushes
            suit = rng.randrange(4)
            base = tuple(sorted({suit * 13 + rng.randrange(13) for _ in range(size)}))
        elif size and rng.random() < 0.4:  # one rank
            rank = rng.randrange(13)
            base = tuple(sorted(s * 13 + rank for s in rng.sample(range(4), min(size, 4))))
        else:
            base = tuple(sorted(rng.sample(range(52), size)))
        for extra in range(max(1, 2 - len(base)), 6 - len(base)):
            table = completion_combinations(base, extra)
            best = max((c.points for c in table.values()), default=0)
            assert best_completion_points(base, extra) == best, (base, extra)
