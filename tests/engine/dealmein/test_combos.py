"""The nine combinations, and the completion tables the move generator relies on."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine.cards import parse_cards
from engine.dealmein.combos import (
    COMBINATIONS,
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    PAIR,
    ROYAL_FLUSH,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIR,
    code_of,
    completion_combinations,
    completions,
    evaluate,
    feasible,
)


def codes(text: str) -> list[int]:
    return [code_of(c) for c in parse_cards(text)]


@pytest.mark.parametrize(
    ("cards", "expected", "points"),
    [
        ("7H 7D", PAIR, 10),
        ("7H 7D KS KC", TWO_PAIR, 20),
        ("KS 7H KC 7D", TWO_PAIR, 20),
        ("9S 9H 9C", THREE_OF_A_KIND, 30),
        ("5C 3D 4H 2S AS", STRAIGHT, 40),
        ("10C JD QH KS AS", STRAIGHT, 40),
        ("2H 9H JH 4H KH", FLUSH, 60),
        ("8S 8H 3C 8D 3H", FULL_HOUSE, 80),
        ("QS QH QD QC", FOUR_OF_A_KIND, 100),
        ("5D 6D 7D 8D 9D", STRAIGHT_FLUSH, 150),
        ("AD 2D 3D 4D 5D", STRAIGHT_FLUSH, 150),
        ("KC AC QC JC 10C", ROYAL_FLUSH, 200),
    ],
)
def test_the_nine_combinations(cards: str, expected: object, points: int) -> None:
    combination = evaluate(codes(cards))
    assert combination is expected
    assert combination is not None and combination.points == points


@pytest.mark.parametrize(
    "cards",
    [
        "7H",  # one card is no line
        "7H 8H",  # two cards of different ranks
        "7H 7D 7C 8S",  # three of a kind and a kicker
        "7H 7D 8S 8C 9D",  # two pair and a kicker
        "7H 7D 7C 7S 9D",  # four of a kind and a kicker
        "QH KD AS 2C 3H",  # no wrap round the ace
        "2H 3D 4S 5C",  # a straight has five cards
        "2H 3H 4H 5H",  # so has a flush
        "2H 3H 4H 5H 7H 9H",  # six cards
        "7H 7H",  # the same card twice
        "8S 8H 3C 8S 3H",  # the same card twice in a full house
    ],
)
def test_no_combination(cards: str) -> None:
    assert evaluate(codes(cards)) is None


def test_complete_lines_are_five_cards_or_four_of_a_kind() -> None:
    complete = {c.name for c in COMBINATIONS if c.complete}
    assert complete == {
        "straight",
        "flush",
        "full house",
        "four of a kind",
        "straight flush",
        "royal flush",
    }


def _brute_completions(base: list[int], extra: int) -> set[tuple[int, ...]]:
    spare = [c for c in range(52) if c not in base]
    return {
        tuple(sorted(more))
        for more in combinations(spare, extra)
        if evaluate([*base, *more]) is not None
    }


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=0, max_size=4, unique=True), st.integers(1, 3))
def test_completions_match_a_brute_force_search(base: list[int], extra: int) -> None:
    assume(len(base) + extra <= 5)
    expected = _brute_completions(base, extra)
    assert completions(base, extra) == expected
    for more, combination in completion_combinations(base, extra).items():
        assert evaluate([*base, *more]) is combination
    assert feasible(base, len(base) + extra) == bool(expected)


@pytest.mark.parametrize(
    ("base", "extra", "expected"),
    [
        ("7H", 1, {"7S", "7D", "7C"}),
        ("7H 7D 7C", 1, {"7S"}),
        ("7H 7D KS", 1, {"KH", "KD", "KC"}),
        ("2H 3D 4S 5C", 1, {f"A{s}" for s in "SHDC"} | {f"6{s}" for s in "SHDC"}),
        ("QS QH QD QC", 1, set()),  # four of a kind is complete
    ],
)
def test_completions_of_a_line(base: str, extra: int, expected: set[str]) -> None:
    found = {tuple(sorted(code_of(c) for c in parse_cards(e))) for e in expected}
    assert completions(codes(base), extra) == found
