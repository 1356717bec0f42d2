"""A hand's measure by its count (RULES.md §4's timeout: "the bot discards the least useful
card"): the lowest count it can reach *with three pure sequences*, falling back to the count
with one pure sequence, then to the whole hand, each with a penalty, when the hand does not
hold that many pure sequences yet.

The rules' timeout discards by it (:func:`least_useful_card`), and the easy computer player
reads its hand by it (:mod:`engine.rummy21.ai`): it lives with the rules so that the rules
never import a computer player.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from engine.cards import Card
from engine.rummy21.rules import PURE_SEQUENCES_NEEDED, hand_points
from engine.rummy21.solver import Arrangement, best_discard, lowest_count_with

#: Added to the measure of a hand short of three pure sequences (one in reach).
SHORT_OF_PURE = 60
#: Added to the measure of a hand with no pure sequence at all.
NO_PURE = 150


def measure(cards: Sequence[Card], joker_rank: int, free_discard: bool) -> tuple[int, Card | None]:
    """How far ``cards`` are from a declaration (lower is better) and, with a free
    discard, which card to let go."""
    value, arrangement = reading(cards, joker_rank, free_discard)
    return value, arrangement.discard


def reading(cards: Sequence[Card], joker_rank: int, free_discard: bool) -> tuple[int, Arrangement]:
    """:func:`measure` with the arrangement it measured (its groups and loose cards)."""
    return _reading(tuple(sorted(cards, key=Card.sort_key)), joker_rank, free_discard)


@lru_cache(maxsize=4096)
def _reading(
    cards: tuple[Card, ...], joker_rank: int, free_discard: bool
) -> tuple[int, Arrangement]:
    """:func:`reading` of a sorted hand, remembered: a decision often measures the hand
    the previous one measured (the hand with the open card, then its discard)."""
    for needed, penalty in ((PURE_SEQUENCES_NEEDED, 0), (1, SHORT_OF_PURE)):
        found = lowest_count_with(cards, joker_rank, needed, free_discard)
        if found is not None:
            return found.count + penalty, found
    # No pure sequence in reach: every card counts (and is loose).
    if free_discard:
        fallback = best_discard(cards, joker_rank)
        return fallback.count + NO_PURE, fallback
    count = hand_points(cards, joker_rank)
    return count + NO_PURE, Arrangement((), tuple(cards), count)


def least_useful_card(hand: Sequence[Card], joker_rank: int) -> Card:
    """The card of a 22-card hand whose discard leaves the best hand."""
    _, discard = measure(hand, joker_rank, free_discard=True)
    assert discard is not None
    return discard
