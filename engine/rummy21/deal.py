"""The club's deal (seed 001, RULES.md §4 "The deal"): packs, cuts, dealing, the check.

Pure helpers on lists of cards; :mod:`engine.rummy21.game` runs them as the ceremony
players follow. A pack is a list with index 0 on top.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine import i18n
from engine.cards import Card, format_cards, new_deck, sorted_cards
from engine.rummy21.rules import HAND_SIZE, PACKS

PACK_SIZE = 52 * PACKS
#: A cut leaves at least this many cards above it and below it.
CUT_MARGIN = 7
MIN_CUT = CUT_MARGIN
MAX_CUT = PACK_SIZE - CUT_MARGIN


def three_packs() -> list[Card]:
    """The 156 cards of the game, unshuffled."""
    return new_deck(PACKS)


def cut(pack: Sequence[Card], above: int) -> list[Card]:
    """The pack after lifting ``above`` cards and putting them underneath."""
    return [*pack[above:], *pack[:above]]


def cut_card(pack: Sequence[Card], above: int) -> Card:
    """The card a cut shows: the bottom card of the packet lifted."""
    return pack[above - 1]


def cut_rank(item: Card) -> int:
    """A cut card's rank for choosing the dealer: the ace is low (1)."""
    return 1 if item.rank == 14 else item.rank


def deal(pack: Sequence[Card], players: int) -> tuple[list[list[Card]], Card, list[Card]]:
    """Deal 21 cards to each player, in blocks in seat order (seat 0 takes the first 21),
    then turn up the open card: (hands, open card, rest of the pack)."""
    hands = [list(pack[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(players)]
    dealt = players * HAND_SIZE
    return hands, pack[dealt], list(pack[dealt + 1 :])


def integrity_problem(
    hands: Sequence[Sequence[Card]],
    open_cards: Sequence[Card],
    stock: Sequence[Card],
    names: Sequence[str] | None = None,
) -> dict[str, Any] | None:
    """What is wrong with a deal, or ``None``: every player holds exactly 21 cards and the
    hands, open pile and stock (the Joker's card lies under it) are exactly the three packs.
    ``names`` are the players' names, for the sentence (seat numbers otherwise). The problem
    is a phrase of the catalogue (:func:`engine.i18n.phrase`; :func:`engine.i18n.worded`
    writes it out)."""
    for seat, hand in enumerate(hands):
        if len(hand) != HAND_SIZE:
            who = names[seat] if names else i18n.phrase("rummy21.deal.seat", seat=seat)
            return i18n.phrase("rummy21.deal.hand_size", who=who, count=len(hand), size=HAND_SIZE)
    found = Counter([c for h in hands for c in h] + [*open_cards, *stock])
    expected = Counter(three_packs())
    if found != expected:
        extra = found - expected
        missing = expected - found
        parts = []
        if extra:
            cards = format_cards(sorted_cards(extra.elements()), symbols=True)
            parts.append(i18n.phrase("rummy21.deal.too_many", cards=cards))
        if missing:
            cards = format_cards(sorted_cards(missing.elements()), symbols=True)
            parts.append(i18n.phrase("rummy21.deal.missing", cards=cards))
        return i18n.phrase("rummy21.deal.not_three_packs", parts=i18n.series(parts, "; "))
    return None
