"""What a Rummy 500 discard gives away: the chance that another player can use it.

A discarded card lies on top of the pile, where the next player may take it if they can
meld it at once or lay it off. :func:`use_chance` estimates how likely that is from what
the discarding player can see:

- the card lays off on a meld on the table: certain (anyone may lay off on any meld);
- it makes a meld with two cards another player holds. The cards they took from the pile
  and kept are known to be in their hand; any other card nobody has seen (not in the
  player's hand, the pile or on the table) is in another player's hand with the chance
  ``hidden / unseen`` (their cards not known, over every card not seen), else in the
  stock. The chances of the pairs that would meld it are combined as if independent.

A card of which the player holds the neighbours is safe to let go: the others cannot hold
the cards that would take it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import SUITS, Card, card, new_deck
from engine.rummy500.table import TableMeld, layoff_targets

#: The chance that an unseen card is in another player's hand is multiplied by this when
#: it would meld with a card they discarded in this hand (players let go of cards with no
#: partner: they were unlikely to hold it then, though they may have drawn it since).
AVOIDED = 0.3


@dataclass(frozen=True, slots=True)
class Sight:
    """What one player knows of the cards they cannot see: the cards the others are known
    to hold, the cards nobody has seen, the chance that one of those is in another player's
    hand, and the cards made less likely there by their discards (:data:`AVOIDED`)."""

    known: Counter[Card]
    unseen: Counter[Card]
    held_chance: float
    avoided: frozenset[Card] = frozenset()

    def chance(self, item: Card) -> float:
        """The chance that another player holds ``item``."""
        if self.known[item] > 0:
            return 1.0
        chance = min(1.0, self.unseen[item] * self.held_chance)
        return chance * AVOIDED if item in self.avoided else chance


def sight(
    hand: Sequence[Card],
    discard: Sequence[Card],
    melds: Sequence[TableMeld],
    known: Counter[Card],
    hidden: int,
    packs: int = 1,
    shed: Sequence[Card] = (),
) -> Sight:
    """The :class:`Sight` of a player holding ``hand``; ``hidden``: how many cards the others
    hold that are not in ``known``; ``shed``: the cards they discarded in this hand."""
    unseen = Counter(new_deck(packs))
    unseen.subtract(hand)
    unseen.subtract(discard)
    unseen.subtract(c for m in melds for c in m.meld.cards)
    unseen.subtract(known)
    unseen = +unseen  # keep the positive counts
    total = sum(unseen.values())
    avoided = frozenset(c for item in shed for pair in meld_pairs(item) for c in pair)
    return Sight(Counter(known), unseen, hidden / total if total else 0.0, avoided)


def meld_pairs(item: Card) -> list[tuple[Card, Card]]:
    """Every pair of other cards that makes a meld with ``item``: two of its rank in other
    suits, or two cards of its suit that make a run of three with it (ace high or low)."""
    others = [card(item.rank, s) for s in SUITS if s != item.suit]
    pairs = [(a, b) for i, a in enumerate(others) for b in others[i + 1 :]]
    positions = (1, 14) if item.rank == 14 else (item.rank,)
    for position in positions:
        for start in range(position - 2, position + 1):
            if start < 1 or start + 2 > 14:
                continue
            window = [r for r in range(start, start + 3) if r != position]
            a, b = (card(14 if r == 1 else r, item.suit) for r in window)
            pairs.append((a, b))
    return pairs


def use_chance(item: Card, melds: Sequence[TableMeld], seen: Sight) -> float:
    """The chance that another player can use ``item`` once it is discarded."""
    if layoff_targets(item, melds):
        return 1.0
    missed = 1.0
    for a, b in meld_pairs(item):
        missed *= 1.0 - seen.chance(a) * seen.chance(b)
    return 1.0 - missed
