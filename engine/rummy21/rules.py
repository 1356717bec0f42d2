"""The card rules of 21-card Indian rummy that do not depend on the state of a deal.

- **Wild cards**: every card of the Joker's rank (all suits, all three packs).
- **Honour cards**: the Joker's exact card and the cards one rank below and above it in its
  suit, going round the corner (K+1 is A, A-1 is K).
- **Count**: an unmatched card counts A K Q J 10 = 10, others their face value, a wild card 0.
- **Declaration**: 21 cards in groups (sets or sequences) with at least three pure sequences
  (RULES.md: "obligatory, seed's club rules"), plus one card discarded.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from engine import i18n
from engine.cards import Card, card, format_cards
from engine.melds import Meld, MeldError, MeldKind, MeldRules, analyse_meld, rank_points

HAND_SIZE = 21
PACKS = 3
#: Pure sequences a declaration needs.
PURE_SEQUENCES_NEEDED = 3

ACE = 14
KING = 13


def sequence_places(rank: int) -> tuple[int, ...]:
    """The places of a rank in a sequence: the ace low (1) or high."""
    return (1, ACE) if rank == ACE else (rank,)


def meld_rules(joker: Card) -> MeldRules:
    """The meld rules of a deal whose Joker is ``joker``: sets of any size (three packs may
    repeat a suit) and every card of the Joker's rank wild."""
    return MeldRules(set_max=None, wild_rank=joker.rank)


def card_points(item: Card, joker_rank: int) -> int:
    """What ``item`` counts when unmatched: A K Q J 10 = 10, others face value, wild 0."""
    if item.rank == joker_rank:
        return 0
    return rank_points(item.rank, ace_high=10)


def hand_points(cards: Iterable[Card], joker_rank: int) -> int:
    """The count of all ``cards`` (what a player with no pure sequence pays)."""
    return sum(card_points(c, joker_rank) for c in cards)


def honour_cards(joker: Card) -> tuple[Card, Card, Card]:
    """The honour cards of a deal: one below the Joker, the Joker's card, one above (same
    suit, K+1 = A and A-1 = K)."""
    below = ACE if joker.rank == 2 else joker.rank - 1
    above = 2 if joker.rank == ACE else joker.rank + 1
    return (card(below, joker.suit), joker, card(above, joker.suit))


def honour_value(cards: Iterable[Card], joker: Card, honour: int, marriage: int) -> int:
    """What ``cards`` (a player's honour cards) earn from each other player: ``honour`` a
    card, or ``marriage`` for each complete set of the three honour cards."""
    held = Counter(cards)
    below, middle, above = honour_cards(joker)
    marriages = min(held[below], held[middle], held[above])
    singles = held[below] + held[middle] + held[above] - 3 * marriages
    return marriages * marriage + singles * honour


@dataclass(frozen=True, slots=True)
class DeclarationCheck:
    """The verdict on a declaration: the melds read from its groups and, when it is wrong,
    the reason (a sentence for the table)."""

    melds: tuple[Meld, ...]
    reason: str | None
    #: The reason as a phrase of the catalogue (:func:`engine.i18n.phrase`), for the
    #: sentence in the reader's language; ``None`` when the declaration is valid.
    reason_phrase: dict[str, Any] | str | None = None

    @property
    def valid(self) -> bool:
        return self.reason is None

    @property
    def pure_sequences(self) -> int:
        return sum(1 for m in self.melds if is_pure_sequence(m))


def is_pure_sequence(meld: Meld) -> bool:
    """A sequence in which no wild card stands for another card."""
    return meld.kind is MeldKind.RUN and meld.pure


def check_declaration(groups: Sequence[Sequence[Card]], joker: Card) -> DeclarationCheck:
    """Whether ``groups`` (the 21 cards as declared) make a valid declaration.

    Each group is read as a pure sequence when it can be one, otherwise as a set or a
    sequence with wild cards; a group that is neither makes the declaration wrong, and so do
    fewer than three pure sequences.
    """
    rules = meld_rules(joker)
    melds: list[Meld] = []
    for group in groups:
        try:
            melds.append(analyse_meld(group, rules))
        except MeldError as error:
            return DeclarationCheck(tuple(melds), str(error), error.as_phrase())
    pure = sum(1 for m in melds if is_pure_sequence(m))
    if pure < PURE_SEQUENCES_NEEDED:
        reason = i18n.phrase(
            "rummy21.declaration.pure_sequences", count=pure, needed=PURE_SEQUENCES_NEEDED
        )
        return DeclarationCheck(tuple(melds), i18n.worded(reason), reason)
    return DeclarationCheck(tuple(melds), None)


def describe_groups(groups: Iterable[Iterable[Card]]) -> str:
    """Groups with suit symbols (``3♥ 4♥ 5♥ | 7♠ 7♦ 7♣``), separated by ``|``."""
    return " | ".join(format_cards(g, symbols=True) for g in groups)
