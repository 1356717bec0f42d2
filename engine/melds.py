"""Melds of the rummy games: sets and runs, wild cards, lay-offs and values.

Shared by Rummy 500 (RULES.md §3) and 21-card Indian rummy (§4). Everything here is a pure
function on lists of interned :class:`~engine.cards.Card` s.

Vocabulary:

- a **set** is ``set_min``-``set_max`` cards of one rank (suits may repeat when several packs
  are in play, unless :attr:`MeldRules.distinct_suits`);
- a **run** is ``run_min`` or more consecutive cards of one suit. The ace is high (Q-K-A) or
  low (A-2-3) but never both in one run, so runs never go round the corner (K-A-2 is no run);
- a card's **position** in a meld is the rank it stands for, with the ace as 1 when low and
  14 when high;
- a **wild card** (every card of :attr:`MeldRules.wild_rank`, and a printed joker) may stand
  for any card. A wild card standing for itself (its own rank and suit, in a run of its suit)
  is a natural card; a meld is **pure** when no wild card stands for another card.

A meld is described by :class:`Meld`: its kind, its cards in order (runs low to high, sets by
suit) and what each card stands for.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations
from typing import Any

from engine import i18n
from engine.cards import SUITS, Card, card, format_cards, parse_card

ACE_LOW = 1
ACE_HIGH = 14
#: The longest run: thirteen cards, A-K with the ace low or 2-A with the ace high.
MAX_RUN = 13


class MeldError(i18n.WordedError):
    """Cards that do not form a meld, or a card that cannot be laid off; the message is a
    sentence a player can act on, the catalogue's ``"melds." + code``
    (:meth:`~engine.i18n.WordedError.words` gives it in any language)."""

    prefix = "melds."


#: Why cards are no meld: a phrase of the catalogue (:func:`engine.i18n.phrase`).
Reason = dict[str, Any]


def _reason(code: str, /, **params: Any) -> Reason:
    return i18n.phrase("melds.reason." + code, **params)


class MeldKind(StrEnum):
    SET = "set"
    RUN = "run"


class End(StrEnum):
    """Where a laid-off card goes: either end of a run, or onto a set."""

    LOW = "low"
    HIGH = "high"
    SET = "set"


@dataclass(frozen=True, slots=True)
class MeldRules:
    """The meld rules of one game (and, with wild cards, of one deal).

    Rummy 500 uses the defaults (:data:`RUMMY500_RULES`). Indian rummy allows sets of any
    size with repeated suits from its three packs, and names a wild rank per deal:
    ``MeldRules(set_max=None, wild_rank=joker.rank)``.
    """

    set_min: int = 3
    #: The largest set, or ``None`` for no limit.
    set_max: int | None = 4
    run_min: int = 3
    #: Whether a set must have cards of different suits.
    distinct_suits: bool = False
    #: Every card of this rank (2..14) is wild; ``None``: no wild rank.
    wild_rank: int | None = None

    def is_wild(self, item: Card) -> bool:
        """Whether ``item`` is a wild card (a printed joker always is)."""
        return item.is_joker or item.rank == self.wild_rank


RUMMY500_RULES = MeldRules()


@dataclass(frozen=True, slots=True)
class Meld:
    """A valid meld: ``cards`` in order and the card each one stands for.

    Runs are ordered low to high and ``low`` is the position of the first card (1 for an
    ace-low run); sets are ordered by suit and ``low`` is their rank. For a natural card
    ``stands_for[i] is cards[i]``.
    """

    kind: MeldKind
    cards: tuple[Card, ...]
    stands_for: tuple[Card, ...]
    low: int

    @property
    def pure(self) -> bool:
        """True when no wild card stands for another card."""
        return all(c is s for c, s in zip(self.cards, self.stands_for, strict=True))

    @property
    def high(self) -> int:
        """The position of the last card of a run (the rank of a set)."""
        return self.low + len(self.cards) - 1 if self.kind is MeldKind.RUN else self.low

    @property
    def suit(self) -> str:
        """The suit of a run ('' for a set)."""
        return self.stands_for[0].suit if self.kind is MeldKind.RUN else ""

    def positions(self) -> list[int]:
        """The position each card stands at (1 is a low ace, 14 a high ace)."""
        if self.kind is MeldKind.RUN:
            return list(range(self.low, self.low + len(self.cards)))
        return [self.low] * len(self.cards)

    def describe(self, symbols: bool = False) -> str:
        """``run 5H 6H 7H``, ``set 7S 7H 7D``; a wild substitute shows as ``5S=6H``."""
        parts = [
            (c.symbol if symbols else str(c))
            if c is s
            else f"{c.symbol if symbols else c}={s.symbol if symbols else s}"
            for c, s in zip(self.cards, self.stands_for, strict=True)
        ]
        return f"{self.kind} {' '.join(parts)}"

    def describe_phrase(self, symbols: bool = False) -> dict[str, Any]:
        """:meth:`describe` as a phrase of the catalogue (:func:`engine.i18n.phrase`), so
        that "run" and "set" read in the player's language."""
        cards = self.describe(symbols).partition(" ")[2]
        return i18n.phrase(f"melds.kind.{self.kind}", cards=cards)

    def __str__(self) -> str:
        return self.describe()

    def to_dict(self) -> dict[str, Any]:
        """JSON-able form; ``stands_for`` is written only when a wild card substitutes."""
        out: dict[str, Any] = {
            "kind": str(self.kind),
            "cards": [str(c) for c in self.cards],
            "low": self.low,
        }
        if not self.pure:
            out["stands_for"] = [str(s) for s in self.stands_for]
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Meld:
        cards = tuple(parse_card(t) for t in data["cards"])
        stands = data.get("stands_for")
        stands_for = tuple(parse_card(t) for t in stands) if stands else cards
        return cls(MeldKind(data["kind"]), cards, stands_for, int(data["low"]))


# --------------------------------------------------------------------- values


def rank_points(position: int, *, ace_high: int = 15, ace_low: int = 1, face: int = 10) -> int:
    """Points of a card at ``position`` (its rank; 1 is a low ace, 14 a high ace).

    Defaults are Rummy 500's: A 15 (1 when low in a run), 10 J Q K 10, others face value.
    Indian rummy's count is ``rank_points(rank, ace_high=10)``.
    """
    if position == ACE_HIGH:
        return ace_high
    if position == ACE_LOW:
        return ace_low
    return face if position >= 10 else position


def meld_points(meld: Meld, *, ace_high: int = 15, ace_low: int = 1, face: int = 10) -> int:
    """The value of a meld's cards at their positions (a wild card counts as what it stands
    for), with the values of :func:`rank_points`."""
    return sum(
        rank_points(p, ace_high=ace_high, ace_low=ace_low, face=face) for p in meld.positions()
    )


# --------------------------------------------------------------------- validation


def analyse_meld(
    cards: Sequence[Card], rules: MeldRules = RUMMY500_RULES, kind: MeldKind | None = None
) -> Meld:
    """The meld ``cards`` form (in any order); :class:`MeldError` saying why not otherwise.

    Without ``kind``, cards that could form either (only possible with wild cards) are read
    as a pure run first, then a set, then a run with substitutes.
    """
    if len(cards) < min(rules.set_min, rules.run_min):
        raise MeldError.of("too_few", cards=_show(cards), count=min(rules.set_min, rules.run_min))
    run = _as_run(cards, rules) if kind is not MeldKind.SET else None
    if isinstance(run, Meld) and run.pure:
        return run
    meld_set = _as_set(cards, rules) if kind is not MeldKind.RUN else None
    if isinstance(meld_set, Meld):
        return meld_set
    if isinstance(run, Meld):
        return run
    fixed = [c for c in cards if not rules.is_wild(c)]
    if kind is MeldKind.SET or (kind is None and len({c.rank for c in fixed}) <= 1):
        reason = meld_set
    elif kind is MeldKind.RUN or len({c.suit for c in fixed}) <= 1:
        reason = run
    else:
        reason = _reason("set_or_run")
    raise MeldError.of("not_a_meld", cards=_show(cards), reason=reason)


def as_meld(
    cards: Sequence[Card], rules: MeldRules = RUMMY500_RULES, kind: MeldKind | None = None
) -> Meld | None:
    """The meld ``cards`` form, or ``None``."""
    try:
        return analyse_meld(cards, rules, kind)
    except MeldError:
        return None


def is_meld(cards: Sequence[Card], rules: MeldRules = RUMMY500_RULES) -> bool:
    return as_meld(cards, rules) is not None


def _show(cards: Iterable[Card]) -> str | Reason:
    return format_cards(cards, symbols=True) or i18n.phrase("melds.no_cards")


def _as_set(cards: Sequence[Card], rules: MeldRules) -> Meld | Reason:
    """A set, or the reason the cards are no set."""
    fixed = [c for c in cards if not rules.is_wild(c)]
    ranks = {c.rank for c in fixed}
    if len(ranks) > 1:
        return _reason("set_one_rank")
    if ranks:
        rank = ranks.pop()
    elif rules.wild_rank is not None and any(not c.is_joker for c in cards):
        rank = rules.wild_rank
    else:
        return _reason("set_no_joker_only")
    if len(cards) < rules.set_min:
        return _reason("set_min", count=rules.set_min)
    if rules.set_max is not None and len(cards) > rules.set_max:
        return _reason("set_max", count=rules.set_max)
    naturals = sorted((c for c in cards if c.rank == rank), key=Card.sort_key)
    substitutes = [c for c in cards if c.rank != rank]
    if rules.distinct_suits and len({c.suit for c in naturals}) < len(naturals):
        return _reason("set_suits")
    if rules.distinct_suits and len(cards) > len(SUITS):
        return _reason("set_suits_max", count=len(SUITS))
    missing = [s for s in SUITS if s not in {c.suit for c in naturals}] or list(SUITS)
    stands_for = [*naturals] + [
        card(rank, missing[i % len(missing)]) for i in range(len(substitutes))
    ]
    return Meld(MeldKind.SET, (*naturals, *substitutes), tuple(stands_for), rank)


def _as_run(cards: Sequence[Card], rules: MeldRules) -> Meld | Reason:
    """A run, or the reason the cards are no run."""
    if len(cards) < rules.run_min:
        return _reason("run_min", count=rules.run_min)
    if len(cards) > MAX_RUN:
        return _reason("run_max", count=MAX_RUN)
    fixed = [c for c in cards if not rules.is_wild(c)]
    wilds = [c for c in cards if rules.is_wild(c)]
    suits = {c.suit for c in fixed}
    if len(suits) > 1:
        return _reason("run_one_suit")
    candidate_suits = sorted(suits or {c.suit for c in wilds if not c.is_joker}, key=SUITS.index)
    if not candidate_suits:
        return _reason("run_no_joker_only")
    reason = _reason("run_consecutive")
    for suit in candidate_suits:
        for natural_wild in _natural_wild_choices(fixed, wilds, suit):
            naturals = [*fixed, natural_wild] if natural_wild else fixed
            substitutes = list(wilds)
            if natural_wild:
                substitutes.remove(natural_wild)
            for ace_high in (True, False):
                placed = _place_run(naturals, substitutes, suit, ace_high)
                if isinstance(placed, Meld):
                    return placed
                reason = placed
                if not any(c.rank == ACE_HIGH for c in naturals):
                    break
    return reason


def _natural_wild_choices(fixed: list[Card], wilds: list[Card], suit: str) -> list[Card | None]:
    """Which wild card may stand for itself in a run of ``suit``: at most one (they share a
    rank), and only if no fixed card holds that rank. Tried first, so that a run keeps its
    purity when it can."""
    own = [c for c in wilds if not c.is_joker and c.suit == suit]
    if own and all(c.rank != own[0].rank for c in fixed):
        return [own[0], None]
    return [None]


def _place_run(
    naturals: list[Card], substitutes: list[Card], suit: str, ace_high: bool
) -> Meld | Reason:
    """Lay ``naturals`` at their positions and ``substitutes`` in the gaps, then beyond the
    high end, then beyond the low end."""
    by_position: dict[int, Card] = {}
    for c in naturals:
        position = ACE_LOW if c.rank == ACE_HIGH and not ace_high else c.rank
        if position in by_position:
            return _reason("run_same_rank")
        by_position[position] = c
    length = len(naturals) + len(substitutes)
    # Wild cards alone (no natural card) make a run from the 2 upwards.
    lowest, highest = (min(by_position), max(by_position)) if by_position else (2, 1)
    gaps = highest - lowest + 1 - len(by_position)
    if gaps > len(substitutes):
        ranks = {c.rank for c in naturals}
        if ACE_HIGH in ranks and 13 in ranks and 2 in ranks:
            return _reason("run_corner")
        if substitutes:
            return _reason("run_gaps")
        return _reason("run_consecutive")
    extra = len(substitutes) - gaps
    high = min(ACE_HIGH, highest + extra)
    low = high - length + 1
    if low < ACE_LOW:
        return _reason("run_max", count=MAX_RUN)
    subs = iter(substitutes)
    ordered = [by_position.get(p) or next(subs) for p in range(low, high + 1)]
    stands_for = [
        by_position.get(p) or card(ACE_HIGH if p == ACE_LOW else p, suit)
        for p in range(low, high + 1)
    ]
    return Meld(MeldKind.RUN, tuple(ordered), tuple(stands_for), low)


# --------------------------------------------------------------------- lay-offs


def layoff_ends(meld: Meld, item: Card, rules: MeldRules = RUMMY500_RULES) -> list[End]:
    """Where ``item`` can be laid off on ``meld``: ``[End.SET]`` on a set, ``End.LOW`` and/or
    ``End.HIGH`` on a run (a natural fit first; a wild card fits at any end with room)."""
    if meld.kind is MeldKind.SET:
        if rules.set_max is not None and len(meld.cards) >= rules.set_max:
            return []
        fits = item.rank == meld.low or rules.is_wild(item)
        if fits and rules.distinct_suits:
            taken = {s.suit for s in meld.stands_for}
            fits = len(taken) < len(SUITS) and (item.rank != meld.low or item.suit not in taken)
        return [End.SET] if fits else []
    ends: list[End] = []
    for end, position in ((End.LOW, meld.low - 1), (End.HIGH, meld.high + 1)):
        if not _run_has_room(meld, position):
            continue
        natural = item.suit == meld.suit and (
            item.rank == position or (position == ACE_LOW and item.rank == ACE_HIGH)
        )
        if natural or rules.is_wild(item):
            ends.append(end)
    return ends


def _run_has_room(meld: Meld, position: int) -> bool:
    """Whether a run can grow to ``position`` without passing an ace or holding both."""
    if not ACE_LOW <= position <= ACE_HIGH:
        return False
    low, high = min(meld.low, position), max(meld.high, position)
    return high - low + 1 <= MAX_RUN


def lay_off(
    meld: Meld, item: Card, rules: MeldRules = RUMMY500_RULES, end: End | None = None
) -> Meld:
    """``meld`` with ``item`` added (at ``end``, or the first end it fits);
    :class:`MeldError` saying why not otherwise."""
    ends = layoff_ends(meld, item, rules)
    if end is not None and end not in ends:
        ends = []
    if not ends:
        raise MeldError.of("no_fit", card=item.symbol, meld=meld.describe_phrase(symbols=True))
    chosen = ends[0]
    if chosen is End.SET:
        stands = item if item.rank == meld.low else _set_substitute(meld)
        return _rebuild_set(meld, item, stands)
    if chosen is End.LOW:
        position = meld.low - 1
        stands = _natural_or(item, meld.suit, position)
        return Meld(MeldKind.RUN, (item, *meld.cards), (stands, *meld.stands_for), position)
    stands = _natural_or(item, meld.suit, meld.high + 1)
    return Meld(MeldKind.RUN, (*meld.cards, item), (*meld.stands_for, stands), meld.low)


def _natural_or(item: Card, suit: str, position: int) -> Card:
    """What ``item`` stands for at ``position`` of a run of ``suit``: itself when it is that
    card, otherwise (a wild card) the card of that position."""
    wanted = card(ACE_HIGH if position == ACE_LOW else position, suit)
    return item if item is wanted else wanted


def _set_substitute(meld: Meld) -> Card:
    """What a wild card added to a set stands for: the set's rank in a suit it lacks."""
    taken = {s.suit for s in meld.stands_for}
    missing = [s for s in SUITS if s not in taken] or list(SUITS)
    return card(meld.low, missing[0])


def _rebuild_set(meld: Meld, item: Card, stands: Card) -> Meld:
    """A set with one more card, naturals first by suit, substitutes after."""
    pairs = [*zip(meld.cards, meld.stands_for, strict=True), (item, stands)]
    naturals = sorted((p for p in pairs if p[0] is p[1]), key=lambda p: p[0].sort_key())
    substitutes = [p for p in pairs if p[0] is not p[1]]
    ordered = naturals + substitutes
    return Meld(MeldKind.SET, tuple(p[0] for p in ordered), tuple(p[1] for p in ordered), meld.low)


# --------------------------------------------------------------------- finding melds


def natural_melds(cards: Iterable[Card], rules: MeldRules = RUMMY500_RULES) -> list[Meld]:
    """Every set and run that ``cards`` hold with each card standing for itself (no wild
    substitutes): the pure melds. Sets first by rank, then runs by suit and low position.

    Duplicates (several packs) give each distinct combination once.
    """
    hand = [c for c in cards if not c.is_joker]
    found: list[Meld] = []
    by_rank: dict[int, list[Card]] = defaultdict(list)
    for c in hand:
        by_rank[c.rank].append(c)
    for rank in sorted(by_rank):
        group = sorted(by_rank[rank], key=Card.sort_key)
        largest = len(group) if rules.set_max is None else min(len(group), rules.set_max)
        seen: set[tuple[Card, ...]] = set()
        for size in range(rules.set_min, largest + 1):
            for combo in combinations(group, size):
                if combo in seen:
                    continue
                seen.add(combo)
                if rules.distinct_suits and len({c.suit for c in combo}) < size:
                    continue
                found.append(Meld(MeldKind.SET, combo, combo, rank))
    by_suit: dict[str, set[int]] = defaultdict(set)
    for c in hand:
        by_suit[c.suit].add(c.rank)
        if c.rank == ACE_HIGH:
            by_suit[c.suit].add(ACE_LOW)
    for suit in SUITS:
        positions = by_suit.get(suit)
        if not positions:
            continue
        for start, stop in _segments(sorted(positions)):
            for low in range(start, stop + 1):
                for high in range(low + rules.run_min - 1, min(stop, low + MAX_RUN - 1) + 1):
                    run = tuple(
                        card(ACE_HIGH if p == ACE_LOW else p, suit) for p in range(low, high + 1)
                    )
                    found.append(Meld(MeldKind.RUN, run, run, low))
    return found


def _segments(positions: list[int]) -> list[tuple[int, int]]:
    """Maximal stretches of consecutive positions, as (first, last)."""
    segments: list[tuple[int, int]] = []
    start = previous = positions[0]
    for p in positions[1:]:
        if p != previous + 1:
            segments.append((start, previous))
            start = p
        previous = p
    segments.append((start, previous))
    return segments
