"""The hand solver of 21-card Indian rummy.

Given a hand and the Joker's rank it finds:

- :func:`find_declaration`: whether 22 cards (a hand and the card just drawn) can be laid
  down as a valid declaration, 21 cards in groups with at least three pure sequences and one
  card discarded, and how;
- :func:`best_arrangement`: the grouping of a hand with the lowest count (what the player
  pays when someone else declares): only cards outside groups count, and a hand with no
  pure sequence counts all its cards;
- :func:`best_discard`: for 22 cards, the discard that leaves the lowest count.

The search is exact. It takes the lowest remaining natural card (by rank, the ace highest,
then suit) and tries every role it can play: unmatched, the discard, in a set of its rank,
or in a sequence of its suit in which it is the lowest card that is not a wild card or an
ace. Wild cards are not placed one by one but kept as a budget: how many remain, and how
many of each suit remain able to stand for themselves in a pure sequence. Sequences end on
natural cards; wild cards left at the end join any set or sequence with a substitute (or
form a set of their own), so they are not enumerated as padding. Positions are memoised,
in one memo per Joker rank shared by every call (the hands a player meets one after the
other differ by a card or two and share most positions), and a counting search values a
position for every number of pure sequences still wanted at once (0 to 3), so that "the
lowest count with three pure sequences", "with one" and "with any" cost one search.

Hands are encoded per suit as an integer with two bits per rank (three packs: at most three
copies of a card), which makes states cheap to hash.

It is one module, over 600 lines, because the three questions are one search: they share
its encoding, its memo per Joker rank and the plan an arrangement is read from, none of
which is anyone else's to use.
"""

from __future__ import annotations

import threading
from collections import Counter, OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.cards import SUITS, Card, card
from engine.rummy21.rules import PURE_SEQUENCES_NEEDED, card_points, hand_points

ACE = 14
ACE_LOW = 1
#: The longest sequence: thirteen positions (A-K or 2-A, never both aces).
MAX_SEQUENCE = 13
_INFEASIBLE = 1 << 30


@dataclass(frozen=True, slots=True)
class Group:
    """One group of an arrangement: ``kind`` is ``"pure"`` (a pure sequence),
    ``"sequence"`` (with wild cards standing in) or ``"set"``; cards in display order."""

    kind: str
    cards: tuple[Card, ...]

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "cards": [str(c) for c in self.cards]}


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand laid out in groups.

    ``count`` is what the hand pays as it stands (the unmatched cards, or every card when
    there is no pure sequence); ``discard`` is the card set apart when the hand had 22.
    """

    groups: tuple[Group, ...]
    unmatched: tuple[Card, ...]
    count: int
    discard: Card | None = None
    pure_sequences: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "pure_sequences", sum(1 for g in self.groups if g.kind == "pure"))

    @property
    def declarable(self) -> bool:
        """Whether this is a valid declaration: no unmatched card and enough pure
        sequences."""
        return not self.unmatched and self.pure_sequences >= PURE_SEQUENCES_NEEDED

    def notation(self) -> str:
        """The groups as a ``declare`` action writes them (``3H 4H 5H | 7S 7D 7C``)."""
        return " | ".join(" ".join(str(c) for c in g.cards) for g in self.groups)

    def to_dict(self) -> dict[str, object]:
        return {
            "groups": [g.to_dict() for g in self.groups],
            "unmatched": [str(c) for c in self.unmatched],
            "count": self.count,
            "discard": str(self.discard) if self.discard else None,
            "pure_sequences": self.pure_sequences,
        }


# ------------------------------------------------------------------ public functions


def find_declaration(cards: Sequence[Card], joker_rank: int) -> Arrangement | None:
    """A valid declaration of ``cards`` (the hand and the card drawn: all but one card in
    groups, that one the discard), or ``None`` when there is none."""
    cost, plan = _search(joker_rank, strict=True).run(cards, True, PURE_SEQUENCES_NEEDED)
    if cost != 0:
        return None
    return plan.arrangement(cards, joker_rank, count_all=False, free_discard=True)


class _LimitReached(Exception):
    """A :class:`DiscardChoices` search would pass its limit of positions."""


class DiscardChoices:
    """Which natural cards of a hand can be let go in a declaration that lets ``discards``
    cards go: with 23 cards (a hand of 22 and a card it might draw next) and two discards,
    the cards whose discard now leaves a hand that the card drawn completes.

    One search explores every way to declare (a declaration found does not end it) and
    answers the union of the discards, as a bit mask of (suit, rank). Its memo is its own,
    kept for one decision's calls (the hands differ by one card and share most positions)
    and dropped with the object, and bounded (``limit`` positions: the work, and the time,
    of a decision); the shared search lends its sequence and set tables. Wild cards let go
    are not reported (no player wants to let one go).
    """

    def __init__(self, joker_rank: int, limit: int) -> None:
        search = _search(joker_rank, strict=True)
        assert isinstance(search, _Declaration)
        self.search = search
        self.memo: dict[_State, int] = {}
        #: The positions the memo may hold: a question that would need more is not answered.
        self.limit = limit

    def __call__(self, cards: Sequence[Card], discards: int) -> set[Card] | None:
        """The natural cards of ``cards`` let go in some declaration with ``discards``
        discards (empty: none), or ``None`` when the limit of positions has been reached."""
        mask = self._answer(cards, discards)
        if mask is None or mask < 0:
            return None if mask is None else set()
        return {
            card(rank, SUITS[s])
            for s in range(4)
            for rank in range(2, ACE + 1)
            if mask >> (16 * s + rank) & 1
        }

    def declares(self, cards: Sequence[Card], discards: int) -> bool | None:
        """Whether ``cards`` declare with ``discards`` discards (a wild card let go too), or
        ``None`` when the limit of positions has been reached."""
        mask = self._answer(cards, discards)
        return None if mask is None else mask >= 0

    def _answer(self, cards: Sequence[Card], discards: int) -> int | None:
        suits = [0, 0, 0, 0]
        own = [0, 0, 0, 0]
        wilds = 0
        for c in cards:
            s = SUITS.index(c.suit)
            if c.rank == self.search.joker_rank:
                wilds += 1
                own[s] += 1
            else:
                suits[s] += 1 << (2 * c.rank)
        state = self.search._state(suits, wilds, own, 0, discards, 0)
        try:
            with self.search.lock:
                return self._mask(state)
        except _LimitReached:
            return None

    def _mask(self, state: _State) -> int:
        """The discards of every declaration from ``state`` (-1: none)."""
        found = self.memo.get(state)
        if found is not None:
            return found
        if len(self.memo) >= self.limit:
            raise _LimitReached
        rank, suit = _lowest(state[0:4])
        if rank == 0:
            result = 0 if self.search._terminal(state) == 0 else -1
        else:
            result = -1
            for (kind, _, after), _ in self.search._moves(state, rank, suit):
                sub = self._mask(after)
                if sub < 0:
                    continue
                if kind == "discard":
                    sub |= 1 << (16 * suit + rank)
                result = sub if result < 0 else result | sub
        self.memo[state] = result
        return result


def best_arrangement(cards: Sequence[Card], joker_rank: int) -> Arrangement:
    """The grouping of ``cards`` with the lowest count."""
    return _lowest_count(cards, joker_rank, free_discard=False)


def best_discard(cards: Sequence[Card], joker_rank: int) -> Arrangement:
    """For 22 cards: the arrangement of the best 21 and the discard that leaves them."""
    return _lowest_count(cards, joker_rank, free_discard=True)


def lowest_count_with(
    cards: Sequence[Card], joker_rank: int, pure_needed: int, free_discard: bool
) -> Arrangement | None:
    """The lowest count of ``cards`` among arrangements with at least ``pure_needed`` pure
    sequences (the discard set apart when ``free_discard``), or ``None`` when the hand holds
    too few pure sequences. The computer player measures its progress with it."""

    cost, plan = _search(joker_rank, strict=False).run(cards, free_discard, pure_needed)
    if cost >= _INFEASIBLE:
        return None
    return plan.arrangement(cards, joker_rank, False, free_discard)


#: What a loose natural card costs in :func:`fewest_loose`: more than the points of every
#: card of a hand together, so that the cards are counted first and their points decide
#: between equal numbers.
LOOSE_CARD = 1000


def fewest_loose(
    cards: Sequence[Card], joker_rank: int, free_discard: bool
) -> list[Arrangement | None]:
    """For k = 0 to 3 pure sequences at least, the arrangement of ``cards`` with the fewest
    unmatched natural cards, the lowest count among those (``None`` when the hand cannot
    hold k pure sequences); the discard set apart when ``free_discard``. Each arrangement's
    ``count`` is the count of its unmatched cards. Where :func:`best_arrangement` weighs
    what a hand pays, this weighs how far it is from declaring: each draw can replace one
    loose card (a card that joins a group lets one go), so the number of loose cards is
    about the number of draws still needed. One search answers every k."""
    search = _search(joker_rank, strict=False, loose=True)
    found: list[Arrangement | None] = []
    for needed in range(_LEVELS):
        cost, plan = search.run(cards, free_discard, needed)
        found.append(
            None
            if cost >= _INFEASIBLE
            else plan.arrangement(cards, joker_rank, False, free_discard)
        )
    return found


def _lowest_count(cards: Sequence[Card], joker_rank: int, free_discard: bool) -> Arrangement:
    search = _search(joker_rank, strict=False)
    cost, plan = search.run(cards, free_discard, 1)
    if cost < _INFEASIBLE:
        return plan.arrangement(cards, joker_rank, False, free_discard)
    # No pure sequence is possible: every card counts; show the sets and impure sequences
    # the hand holds all the same.
    _, plan = search.run(cards, free_discard, 0)
    return plan.arrangement(cards, joker_rank, True, free_discard)


# ------------------------------------------------------------------ the search


@dataclass(slots=True)
class _Sequence:
    """A sequence chosen by the search: its suit, first position and, per position, what
    fills it: ``"n"`` a natural card, ``"w"`` a wild card standing for itself, ``"s"`` a
    wild card standing in (padding to three cards included)."""

    suit: int
    low: int
    fills: str

    @property
    def pure(self) -> bool:
        return "s" not in self.fills


@dataclass(slots=True)
class _Set:
    """A set chosen by the search: its rank, natural cards taken per suit, and wild cards
    standing in."""

    rank: int
    taken: tuple[int, int, int, int]
    substitutes: int


@dataclass(slots=True)
class _Plan:
    """The choices along the best path of the search."""

    groups: list[_Sequence | _Set] = field(default_factory=list)
    unmatched: list[tuple[int, int]] = field(default_factory=list)
    discard: tuple[int, int] | None = None

    def arrangement(
        self, cards: Sequence[Card], joker_rank: int, count_all: bool, free_discard: bool
    ) -> Arrangement:
        """Turn the choices into groups of the actual cards (which wild card goes where);
        ``count_all``: the hand has no pure sequence; ``free_discard``: one card is set
        apart as the discard."""
        wilds = [c for c in cards if c.rank == joker_rank]
        natural_wilds = Counter(
            SUITS[g.suit]
            for g in self.groups
            if isinstance(g, _Sequence)
            for f in g.fills
            if f == "w"
        )
        free: list[Card] = []
        own: dict[str, list[Card]] = {s: [] for s in SUITS}
        for w in wilds:
            if natural_wilds[w.suit] > 0:
                natural_wilds[w.suit] -= 1
                own[w.suit].append(w)
            else:
                free.append(w)
        groups: list[list[Card]] = []
        kinds: list[str] = []
        for g in self.groups:
            if isinstance(g, _Set):
                members = [card(g.rank, SUITS[s]) for s in range(4) for _ in range(g.taken[s])] + [
                    free.pop() for _ in range(g.substitutes)
                ]
                groups.append(members)
                kinds.append("set")
                continue
            members = []
            for offset, fill in enumerate(g.fills):
                position = g.low + offset
                if fill == "n":
                    members.append(card(ACE if position == ACE_LOW else position, SUITS[g.suit]))
                elif fill == "w":
                    members.append(own[SUITS[g.suit]].pop())
                else:
                    members.append(free.pop())
            groups.append(members)
            kinds.append("pure" if g.pure else "sequence")
        unmatched = [card(rank, SUITS[s]) for rank, s in self.unmatched]
        discard = card(self.discard[0], SUITS[self.discard[1]]) if self.discard else None
        if discard is None and free_discard:
            discard = free.pop()
        _place_leftover_wilds(groups, kinds, free, unmatched)
        ordered = sorted(range(len(groups)), key=lambda i: (_KIND_ORDER[kinds[i]], i))
        final = tuple(Group(kinds[i], tuple(groups[i])) for i in ordered)
        in_hand = [c for g in final for c in g.cards] + unmatched
        count = (
            hand_points(in_hand, joker_rank) if count_all else hand_points(unmatched, joker_rank)
        )
        return Arrangement(final, tuple(unmatched), count, discard)


_KIND_ORDER = {"pure": 0, "sequence": 1, "set": 2}


def _place_leftover_wilds(
    groups: list[list[Card]], kinds: list[str], free: list[Card], unmatched: list[Card]
) -> None:
    """Wild cards the search did not place: into a set, a sequence with a substitute that
    has room, a set of their own (three or more), a pure sequence beyond the three needed,
    or else unmatched."""
    if not free:
        return
    for i, kind in enumerate(kinds):
        if kind == "set" or (kind == "sequence" and len(groups[i]) < MAX_SEQUENCE):
            groups[i].extend(free)
            free.clear()
            return
    if len(free) >= 3:
        groups.append(list(free))
        kinds.append("set")
        free.clear()
        return
    pure = [i for i, kind in enumerate(kinds) if kind == "pure" and len(groups[i]) < MAX_SEQUENCE]
    if len(pure) > PURE_SEQUENCES_NEEDED:
        groups[pure[-1]].extend(free)
        kinds[pure[-1]] = "sequence"
        free.clear()
        return
    unmatched.extend(free)
    free.clear()


#: A state of the search: (suit masks 0-3, wild cards left, own wild cards left per suit 0-3,
#: pure sequences so far (capped one above what is needed; always 0 when counting, see
#: :class:`_Count`), discard still free, a group exists that can take leftover wild cards).
_State = tuple[int, ...]
#: A move: its kind ("unmatched", "discard", "group", or "pure" for a pure sequence), what it
#: places, the state after it.
_Move = tuple[str, object, _State]
#: Counting answers every number of pure sequences wanted from 0 to this many at once.
_LEVELS = PURE_SEQUENCES_NEEDED + 1
#: The remembered choices of a state where every card is placed.
_NO_CHOICE = (-1,) * _LEVELS
#: A shared search forgets what it worked out once it remembers this many states (a few
#: megabytes; one decision needs a few thousand).
MEMO_LIMIT = 10_000


def _lowest(suits: Sequence[int]) -> tuple[int, int]:
    """The lowest natural card left, as (rank, suit index); (0, -1) when none is left."""
    best_rank, best_suit = 0, -1
    for s, mask in enumerate(suits):
        if mask:
            rank = ((mask & -mask).bit_length() - 1) // 2
            if best_rank == 0 or rank < best_rank:
                best_rank, best_suit = rank, s
    return best_rank, best_suit


def _set_choices(rank: int, suit: int, available: tuple[int, ...]) -> list[tuple[_Set, int]]:
    """The sets of ``rank`` the lowest card (of ``suit``, already removed) can make with the
    natural cards ``available`` per suit: every number of copies of each suit, with wild
    cards standing in up to three cards. Returns (set, bits taken from the suits), the bits
    packed as the suit masks are (two per suit)."""
    choices: list[tuple[tuple[int, ...], int]] = [((), 0)]
    for s in range(4):
        choices = [
            ((*taken, t), bits | t << (2 * s))
            for taken, bits in choices
            for t in range(available[s] + 1)
        ]
    found = []
    for taken, bits in choices:
        counted = list(taken)
        counted[suit] += 1
        need = max(0, 3 - sum(counted))
        found.append((_Set(rank, (counted[0], counted[1], counted[2], counted[3]), need), bits))
    return found


_SEARCHES: OrderedDict[tuple[int, bool, bool], _Search] = OrderedDict()
#: The shared searches kept (the Joker ranks of the deals played lately, each with its three
#: searches), the one used longest ago forgotten first.
SEARCHES_KEPT = 6
_SEARCHES_LOCK = threading.Lock()


def _search(joker_rank: int, strict: bool, loose: bool = False) -> _Search:
    """The shared search of ``joker_rank``: a :class:`_Declaration` when ``strict``, else a
    :class:`_Count` (counting loose cards first when ``loose``)."""
    key = (joker_rank, strict, loose)
    with _SEARCHES_LOCK:
        found = _SEARCHES.pop(key, None)
        if found is None:
            if strict:
                found = _Declaration(joker_rank)
            else:
                found = _Count(joker_rank, LOOSE_CARD if loose else 0)
        _SEARCHES[key] = found
        while len(_SEARCHES) > SEARCHES_KEPT:
            _SEARCHES.popitem(last=False)
    return found


class _Search:
    """A memoised search, shared by every call with the same Joker rank (:func:`_search`).

    The outcome of a state depends on the state alone, so the hands met one after the other
    (a hand, the hand with the open card, the hand after its discard: they differ by a card
    or two) reuse the states the calls before them worked out. The memo is emptied when it
    grows past :data:`MEMO_LIMIT`; a lock keeps two threads from emptying it under each
    other.
    """

    strict = False

    def __init__(self, joker_rank: int) -> None:
        self.joker_rank = joker_rank
        # What an unmatched natural card of a rank costs (counting only).
        self.costs = [0] * (ACE + 1)
        self.pure_needed = PURE_SEQUENCES_NEEDED
        # State -> (cost, the index of the move chosen) or, counting, a tuple of each.
        self.memo: dict[_State, tuple[Any, Any]] = {}
        # The sequences of one suit depend on that suit alone: many states share them.
        self.sequence_cache: dict[tuple[int, ...], list[tuple[_Sequence, int, int, int]]] = {}
        self.set_cache: dict[tuple[int, ...], list[tuple[_Set, int]]] = {}
        # The positions a wild card holds when it stands for itself (an ace: either end).
        self.wild_positions = (ACE_LOW, ACE) if joker_rank == ACE else (joker_rank,)
        self.lock = threading.Lock()

    def run(self, cards: Iterable[Card], free_discard: int, needed: int) -> tuple[int, _Plan]:
        """The lowest cost of ``cards`` with ``needed`` pure sequences and the choices that
        reach it; ``free_discard`` cards are set apart (0 or 1, or more when only the cost
        is wanted: the plan records one discard)."""
        suits = [0, 0, 0, 0]
        own = [0, 0, 0, 0]
        wilds = 0
        for c in cards:
            s = SUITS.index(c.suit)
            if c.rank == self.joker_rank:
                wilds += 1
                own[s] += 1
            else:
                suits[s] += 1 << (2 * c.rank)
        state = self._state(suits, wilds, own, 0, int(free_discard), 0)
        with self.lock:
            if len(self.memo) > MEMO_LIMIT:
                self.memo.clear()
                self.sequence_cache.clear()
            cost = self._cost(state, needed)
            plan = _Plan()
            if cost < _INFEASIBLE:
                self._trace(state, needed, plan)
        return cost, plan

    def _state(
        self,
        suits: Sequence[int],
        wilds: int,
        own: Sequence[int],
        pure: int,
        discard: int,
        absorber: int,
    ) -> _State:
        raise NotImplementedError

    def _cost(self, state: _State, needed: int) -> int:
        raise NotImplementedError

    def _choice(self, state: _State, needed: int) -> int:
        raise NotImplementedError

    def _trace(self, state: _State, needed: int, plan: _Plan) -> None:
        """Follow the remembered choices (indices into :meth:`_moves`) from ``state``."""
        while (index := self._choice(state, needed)) >= 0:
            rank, suit = _lowest(state[0:4])
            kind, payload, state = self._moves(state, rank, suit)[index][0]
            if kind == "unmatched":
                plan.unmatched.append(payload)  # type: ignore[arg-type]
            elif kind == "discard":
                plan.discard = payload  # type: ignore[assignment]
            else:
                plan.groups.append(payload)  # type: ignore[arg-type]
                if kind == "pure":
                    needed = max(0, needed - 1)

    def _moves(self, state: _State, rank: int, suit: int) -> list[tuple[_Move, int]]:
        """Every role of the lowest natural card, with the cost it adds."""
        wilds, own = state[4], state[5:9]
        pure, discard, absorber = state[9], state[10], state[11]
        removed = list(state[0:4])
        removed[suit] -= 1 << (2 * rank)
        moves: list[tuple[_Move, int]] = []
        if not self.strict:
            rest = (*removed, *state[4:])
            moves.append((("unmatched", (rank, suit), rest), self.costs[rank]))
        if discard:
            nxt = self._state(removed, wilds, own, pure, discard - 1, absorber)
            moves.append((("discard", (rank, suit), nxt), 0))
        shift = 2 * rank
        available = tuple((m >> shift) & 3 for m in removed)
        if sum(available) + wilds >= 2:
            key = (rank, suit, *available)
            sets = self.set_cache.get(key)
            if sets is None:
                sets = self.set_cache[key] = _set_choices(rank, suit, available)
            for group, bits in sets:
                if group.substitutes <= wilds:
                    after = [m - (((bits >> (2 * s)) & 3) << shift) for s, m in enumerate(removed)]
                    nxt = self._state(after, wilds - group.substitutes, own, pure, discard, 1)
                    moves.append((("group", group, nxt), 0))
        key = (removed[suit], suit, rank, own[suit], wilds)
        sequences = self.sequence_cache.get(key)
        if sequences is None:
            sequences = self.sequence_cache[key] = list(self._sequences(*key))
        for sequence, mask, used_own, used_free in sequences:
            after_suits = list(removed)
            after_suits[suit] = mask
            new_own = list(own)
            new_own[suit] -= used_own
            is_pure = sequence.pure
            nxt = self._state(
                after_suits,
                wilds - used_own - used_free,
                new_own,
                pure + 1 if is_pure else pure,
                discard,
                int(absorber or (not is_pure and len(sequence.fills) < MAX_SEQUENCE)),
            )
            moves.append((("pure" if is_pure else "group", sequence, nxt), 0))
        return moves

    def _sequences(
        self, mask: int, suit: int, rank: int, own: int, wilds: int
    ) -> Iterable[tuple[_Sequence, int, int, int]]:
        """Sequences of ``suit`` holding the card of ``rank`` (already removed from
        ``mask``) as their lowest card that is neither a wild card nor a low ace.

        Both ends of a sequence are natural cards (a wild card standing for itself counts),
        unless it is padded to three cards with wild cards standing in. Yields (sequence,
        mask after, own wild cards used, wild cards standing in).
        """
        for position in (ACE, ACE_LOW) if rank == ACE else (rank,):
            lows = [position]
            if own:
                lows += [wp for wp in self.wild_positions if wp < position]
            if position != ACE_LOW and rank != ACE and (mask >> (2 * ACE)) & 3:
                lows.append(ACE_LOW)
            for low in sorted(set(lows)):
                top = MAX_SEQUENCE if low == ACE_LOW else ACE
                yield from self._walk(low, low, position, top, "", mask, suit, own, wilds, 0, 0)

    def _walk(
        self,
        low: int,
        x: int,
        position: int,
        top: int,
        fills: str,
        mask: int,
        suit: int,
        own: int,
        wilds: int,
        used_own: int,
        used_free: int,
    ) -> Iterable[tuple[_Sequence, int, int, int]]:
        """Fill position ``x`` in every possible way and go on upwards; yield the sequence
        whenever it ends on a natural card at or above ``position``."""
        if x > top:
            return
        if x == position:
            options = [("n", mask, 0, 0)]
        else:
            options = self._fills(x, mask, own - used_own, wilds - used_own - used_free)
            if x == low:
                options = [o for o in options if o[0] != "s"]
        for fill, new_mask, d_own, d_free in options:
            now = fills + fill
            o, f = used_own + d_own, used_free + d_free
            if x >= position and fill != "s":
                padded = self._padded(low, now, top, o + f, wilds)
                if padded is not None:
                    start, text, pad = padded
                    yield _Sequence(suit, start, text), new_mask, o, f + pad
            if len(now) < MAX_SEQUENCE and self._reachable(
                x, position, new_mask, own - o, wilds - o - f, top
            ):
                yield from self._walk(
                    low, x + 1, position, top, now, new_mask, suit, own, wilds, o, f
                )

    def _reachable(self, x: int, position: int, mask: int, own: int, budget: int, top: int) -> bool:
        """Whether a natural card above ``x`` (the lowest card at ``position``, another
        natural card, or an own wild card) can still be reached with ``budget`` wild cards
        bridging the gap."""
        if position > x:
            return position - x - 1 <= budget
        rest = mask >> (2 * (x + 1))
        nearest = x + 1 + ((rest & -rest).bit_length() - 1) // 2 if rest else ACE + 1
        if own > 0:
            nearest = min([nearest, *(wp for wp in self.wild_positions if wp > x)])
        return nearest <= top and nearest - x - 1 <= budget

    def _fills(self, x: int, mask: int, own: int, budget: int) -> list[tuple[str, int, int, int]]:
        """How position ``x`` can be filled: (fill, mask after, own used, standing in)."""
        options: list[tuple[str, int, int, int]] = []
        rank = ACE if x == ACE_LOW else x
        if rank != self.joker_rank and (mask >> (2 * rank)) & 3:
            options.append(("n", mask - (1 << (2 * rank)), 0, 0))
        if budget > 0:
            if own > 0 and x in self.wild_positions:
                options.append(("w", mask, 1, 0))
            options.append(("s", mask, 0, 1))
        return options

    @staticmethod
    def _padded(
        low: int, fills: str, top: int, used: int, wilds: int
    ) -> tuple[int, str, int] | None:
        """A sequence padded to three cards with wild cards standing in, above its high end
        when there is room and below otherwise: (first position, fills, padding), or
        ``None`` when too few wild cards are left."""
        pad = max(0, 3 - len(fills))
        if used + pad > wilds:
            return None
        if low + len(fills) - 1 + pad <= top:
            return low, fills + "s" * pad, pad
        return low - pad, "s" * pad + fills, pad


class _Declaration(_Search):
    """Whether every card can be grouped with three pure sequences (a declaration): an
    unmatched card, or a leftover wild card with no group to join, ends that line of
    search. A cost is 0 (found) or infeasible."""

    strict = True

    def _state(
        self,
        suits: Sequence[int],
        wilds: int,
        own: Sequence[int],
        pure: int,
        discard: int,
        absorber: int,
    ) -> _State:
        """A state with the details that cannot change its outcome erased, so that more
        positions share a memo entry: with no wild card left, which suits they were and
        whether a group could take one. Pure sequences beyond those needed are counted up
        to one (a spare pure sequence can take a leftover wild card)."""
        pure = min(pure, self.pure_needed + 1)
        if wilds == 0:
            return (*suits, 0, 0, 0, 0, 0, pure, discard, 0)
        return (*suits, wilds, *own, pure, discard, absorber)

    def _cost(self, state: _State, needed: int) -> int:
        found = self.memo.get(state)
        if found is not None:
            return found[0]
        rank, suit = _lowest(state[0:4])
        if rank == 0:
            cost = self._terminal(state)
            self.memo[state] = (cost, -1)
            return cost
        best, choice = _INFEASIBLE, -1
        for index, (move, step) in enumerate(self._moves(state, rank, suit)):
            if step >= best:
                continue
            total = step + self._cost(move[2], needed)
            if total < best:
                best, choice = total, index
                if best == 0:
                    break
        self.memo[state] = (best, choice)
        return best

    def _choice(self, state: _State, needed: int) -> int:
        return self.memo[state][1]

    def _terminal(self, state: _State) -> int:
        """The cost once every natural card is placed: a discard not chosen yet can only be
        a leftover wild card, and the other leftover wild cards must find a group."""
        wilds, pure, discard, absorber = state[4], state[9], state[10], state[11]
        if pure < self.pure_needed:
            return _INFEASIBLE
        if wilds < discard:
            return _INFEASIBLE
        wilds -= discard
        if wilds == 0 or absorber or wilds >= 3 or pure > self.pure_needed:
            return 0
        return _INFEASIBLE


class _Count(_Search):
    """The lowest count: an unmatched natural card costs its points (plus ``per_card``),
    unmatched wild cards nothing.

    A state does not hold the pure sequences made so far: its value is a vector, the lowest
    count of the cards left with at least k more pure sequences for k = 0 to 3, so that one
    search (and one memo) answers "with three pure sequences", "with one" and "with any",
    and a pure sequence shifts the vector by one.
    """

    def __init__(self, joker_rank: int, per_card: int = 0) -> None:
        super().__init__(joker_rank)
        points = [card_points(card(rank, "S"), joker_rank) for rank in range(2, ACE + 1)]
        self.costs = [
            0,
            0,
            *(
                p + per_card if rank != joker_rank else 0
                for rank, p in zip(range(2, ACE + 1), points, strict=True)
            ),
        ]

    def _state(
        self,
        suits: Sequence[int],
        wilds: int,
        own: Sequence[int],
        pure: int,
        discard: int,
        absorber: int,
    ) -> _State:
        """A state with what cannot change its outcome erased: the pure sequences made (the
        vector answers for every number), whether a group could take a wild card, and, with
        no wild card left, which suits they were."""
        if wilds == 0:
            return (*suits, 0, 0, 0, 0, 0, 0, discard, 0)
        return (*suits, wilds, *own, 0, discard, 0)

    def _cost(self, state: _State, needed: int) -> int:
        return self._counts(state)[needed]

    def _choice(self, state: _State, needed: int) -> int:
        return self.memo[state][1][needed]

    def _counts(self, state: _State) -> tuple[int, ...]:
        found = self.memo.get(state)
        if found is not None:
            return found[0]
        rank, suit = _lowest(state[0:4])
        if rank == 0:
            # A discard not chosen yet can only be a leftover wild card; no more pure
            # sequence can be made.
            feasible = state[4] >= state[10]
            costs = (0 if feasible else _INFEASIBLE,) + (_INFEASIBLE,) * (_LEVELS - 1)
            self.memo[state] = (costs, _NO_CHOICE)
            return costs
        best = [_INFEASIBLE] * _LEVELS
        choice = [-1] * _LEVELS
        for index, (move, step) in enumerate(self._moves(state, rank, suit)):
            if step >= best[-1]:  # the counts rise with the pure sequences wanted
                continue
            after = self._counts(move[2])
            if move[0] == "pure":  # one pure sequence fewer still wanted
                after = (after[0], *after[:-1])
            for k in range(_LEVELS):
                total = step + after[k]
                if total < best[k]:
                    best[k], choice[k] = total, index
            if best[-1] == 0:
                break
        costs = tuple(best)
        self.memo[state] = (costs, tuple(choice))
        return costs
