"""Rummy 500's table: numbered melds whose cards are credited to the seats that laid them,
card values, and the checks the must-use rule needs (RULES.md §3).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards import Card, parse_cards
from engine.melds import (
    ACE_HIGH,
    ACE_LOW,
    RUMMY500_RULES,
    Meld,
    MeldKind,
    analyse_meld,
    lay_off,
    layoff_ends,
    natural_melds,
    rank_points,
)


def card_points(item: Card) -> int:
    """A card's value in hand or in a set: A 15, K Q J 10 each 10, others face value."""
    return rank_points(item.rank)


def hand_points(cards: Iterable[Card]) -> int:
    """The value of cards held (what a player loses for them at the end of a hand)."""
    return sum(rank_points(c.rank) for c in cards)


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld on the table: its number (the order in which melds were laid, over the whole
    table, from 1), the meld, and for each of its cards the seat credited with it."""

    number: int
    meld: Meld
    owners: tuple[int, ...]

    def points(self) -> list[tuple[int, int]]:
        """``(seat, points)`` of each card, at its position (a low ace in a run counts 1)."""
        return [
            (o, rank_points(p)) for o, p in zip(self.owners, self.meld.positions(), strict=True)
        ]

    def extended(self, item: Card, seat: int) -> TableMeld:
        """This meld with ``item`` laid off by ``seat`` (:class:`MeldError` if it fits not)."""
        grown = lay_off(self.meld, item, RUMMY500_RULES)
        if grown.kind is MeldKind.SET:
            owners = _set_owners(self, item, seat)
        elif grown.low < self.meld.low:
            owners = (seat, *self.owners)
        else:
            owners = (*self.owners, seat)
        return TableMeld(self.number, grown, owners)

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "kind": str(self.meld.kind),
            "cards": [str(c) for c in self.meld.cards],
            "owners": list(self.owners),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableMeld:
        """Read :meth:`to_dict`'s form: Rummy 500 has no wild cards, so the cards in their
        order rebuild the meld exactly. Only a run of all thirteen cards of a suit reads two
        ways (the ace high or low); the saved order says which: an ace first is low."""
        cards = tuple(parse_cards(data["cards"]))
        meld = analyse_meld(cards, RUMMY500_RULES, MeldKind(data["kind"]))
        if meld.cards != cards and meld.kind is MeldKind.RUN and cards[0].rank == ACE_HIGH:
            meld = Meld(MeldKind.RUN, cards, cards, ACE_LOW)
        return cls(int(data["number"]), meld, tuple(int(o) for o in data["owners"]))


def _set_owners(old: TableMeld, item: Card, seat: int) -> tuple[int, ...]:
    """Owners of a set grown by ``item`` (credited to ``seat``). A set keeps its cards sorted
    by suit, so the owners are sorted along with their cards."""
    pairs = [*zip(old.meld.cards, old.owners, strict=True), (item, seat)]
    return tuple(owner for _, owner in sorted(pairs, key=lambda pair: pair[0].sort_key()))


def table_points(melds: Sequence[TableMeld], seats: int) -> list[int]:
    """What each seat's cards on the table are worth this hand."""
    totals = [0] * seats
    for table_meld in melds:
        for seat, points in table_meld.points():
            totals[seat] += points
    return totals


def melds_with(target: Card, cards: Sequence[Card]) -> list[Meld]:
    """The melds ``cards`` (which hold ``target``) can make that include ``target``."""
    related = [c for c in cards if c.rank == target.rank or c.suit == target.suit]
    return [m for m in natural_melds(related) if target in m.cards]


def layoff_targets(item: Card, melds: Sequence[TableMeld]) -> list[int]:
    """The numbers of the table melds on which ``item`` can be laid off."""
    return [m.number for m in melds if layoff_ends(m.meld, item, RUMMY500_RULES)]


def can_use(item: Card, hand: Sequence[Card], melds: Sequence[TableMeld]) -> bool:
    """Whether ``item`` (held in ``hand``) can go to the table now: laid off on a table meld
    or melded with cards of ``hand``."""
    return bool(layoff_targets(item, melds)) or bool(melds_with(item, hand))
