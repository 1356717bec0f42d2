"""The computer player of 21-card Indian rummy, built on the solver.

It measures a hand by the lowest count it can reach *with three pure sequences* (what
stands between it and a declaration, high cards weighing most), falling back to the count
with one pure sequence, then to the whole hand, each with a penalty, when the hand does not
hold that many pure sequences yet. With that measure it:

- sets honour cards aside as soon as it holds them (they are paid even if it drops later);
- drops before its first draw when the hand is hopeless (no pure sequence in reach and a
  count far above the first drop);
- takes the open card when it improves the hand clearly, otherwise draws from the stock;
- declares whenever the solver finds a declaration, otherwise discards the card whose loss
  leaves the best measure.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card, format_cards
from engine.rummy21.rules import PURE_SEQUENCES_NEEDED, hand_points
from engine.rummy21.solver import best_discard, find_declaration, lowest_count_with

#: Added to the measure of a hand short of three pure sequences (one in reach).
SHORT_OF_PURE = 60
#: Added to the measure of a hand with no pure sequence at all.
NO_PURE = 150
#: A hand that measures this much or more at its first turn is dropped (first drop).
HOPELESS = NO_PURE + 90
#: The open card is taken when it improves the measure by more than this: swapping a high
#: loose card for a slightly lower one is not worth showing the table what one collects.
OPEN_MARGIN = 4


def measure(cards: Sequence[Card], joker_rank: int, free_discard: bool) -> tuple[int, Card | None]:
    """How far ``cards`` are from a declaration (lower is better) and, with a free
    discard, which card to let go."""
    for needed, penalty in ((PURE_SEQUENCES_NEEDED, 0), (1, SHORT_OF_PURE)):
        found = lowest_count_with(cards, joker_rank, needed, free_discard)
        if found is not None:
            return found.count + penalty, found.discard
    # No pure sequence in reach: every card counts.
    if free_discard:
        fallback = best_discard(cards, joker_rank)
        return fallback.count + NO_PURE, fallback.discard
    return hand_points(cards, joker_rank) + NO_PURE, None


def least_useful_card(hand: Sequence[Card], joker_rank: int) -> Card:
    """The card of a 22-card hand whose discard leaves the best hand."""
    _, discard = measure(hand, joker_rank, free_discard=True)
    assert discard is not None
    return discard


def choose_action(
    *,
    hand: Sequence[Card],
    joker: Card,
    drawn: bool,
    first_turn: bool,
    open_top: Card | None,
    claimable: Sequence[Card],
) -> str:
    """The computer player's action (see the module documentation)."""
    if claimable:
        return f"honours {format_cards(claimable)}"
    if drawn:
        declaration = find_declaration(hand, joker.rank)
        if declaration is not None:
            return f"declare {declaration.notation()} discard {declaration.discard}"
        return f"discard {least_useful_card(hand, joker.rank)}"
    now, _ = measure(hand, joker.rank, free_discard=False)
    if first_turn and now >= HOPELESS:
        return "drop"
    if open_top is not None:
        with_open = [*hand, open_top]
        if find_declaration(with_open, joker.rank) is not None:
            return "draw open"
        after, discard = measure(with_open, joker.rank, free_discard=True)
        if discard is not open_top and after < now - OPEN_MARGIN:
            return "draw open"
    return "draw stock"
