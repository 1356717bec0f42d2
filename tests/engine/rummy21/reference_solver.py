"""The hand solver of 21-card Indian rummy as it was before it was made faster (one plain
memoised search per call and per number of pure sequences wanted), kept as the reference
that tests/engine/rummy21/test_solver_fast.py compares the engine's solver with: the same
arrangements, counts and discards on many hands.

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
form a set of their own), so they are not enumerated as padding. Positions are memoised.

Hands are encoded per suit as an integer with two bits per rank (three packs: at most three
copies of a card), which makes states cheap to hash.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

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
    search = _Search(joker_rank, None, PURE_SEQUENCES_NEEDED)
    cost, plan = search.run(cards, free_discard=True)
    if cost != 0:
        return None
    return plan.arrangement(cards, joker_rank, count_all=False, free_discard=True)


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

    def points(rank: int) -> int:
        return card_points(card(rank, "S"), joker_rank)

    cost, plan = _Search(joker_rank, points, pure_needed).run(cards, free_discard)
    if cost >= _INFEASIBLE:
        return None
    return plan.arrangement(cards, joker_rank, False, free_discard)


def _lowest_count(cards: Sequence[Card], joker_rank: int, free_discard: bool) -> Arrangement:
    def points(rank: int) -> int:
        return card_points(card(rank, "S"), joker_rank)

    search = _Search(joker_rank, points, 1)
    cost, plan = search.run(cards, free_discard)
    if cost < _INFEASIBLE:
        return plan.arrangement(cards, joker_rank, False, free_discard)
    # No pure sequence is possible: every card counts; show the sets and impure sequences
    # the hand holds all the same.
    search = _Search(joker_rank, points, 0)
    _, plan = search.run(cards, free_discard)
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
#: pure sequences so far (capped one above what is needed), discard still free, a group exists
#: that can take leftover wild cards).
_State = tuple[int, ...]
#: A move: its kind ("unmatched", "discard", "group"), what it places, the state after it.
_Move = tuple[str, object, _State]


def _lowest(suits: Sequence[int]) -> tuple[int, int]:
    """The lowest natural card left, as (rank, suit index); (0, -1) when none is left."""
    best_rank, best_suit = 0, -1
    for s, mask in enumerate(suits):
        if mask:
            rank = ((mask & -mask).bit_length() - 1) // 2
            if best_rank == 0 or rank < best_rank:
                best_rank, best_suit = rank, s
    return best_rank, best_suit


def _set_choices(
    suits: Sequence[int], rank: int, suit: int
) -> Iterable[tuple[tuple[int, int, int, int], tuple[int, ...]]]:
    """The natural cards a set of ``rank`` can take besides the lowest card (of ``suit``,
    already removed): every number of copies of each suit. Yields (taken per suit, suits
    after)."""
    shift = 2 * rank
    available = [(m >> shift) & 3 for m in suits]
    choices: list[tuple[tuple[int, ...], list[int]]] = [((), [])]
    for s in range(4):
        options = range(available[s] + 1)
        choices = [
            ((*taken, t), [*after, suits[s] - (t << shift)])
            for taken, after in choices
            for t in options
        ]
    for taken, after in choices:
        counted = list(taken)
        counted[suit] += 1
        yield (counted[0], counted[1], counted[2], counted[3]), tuple(after)


class _Search:
    """One memoised search.

    With ``cost`` (what an unmatched natural card of a rank costs) it finds the lowest
    count, unmatched wild cards costing nothing. Without it, it decides whether every card
    can be grouped (a declaration): an unmatched card, or a leftover wild card with no group
    to join, ends that line of search. ``pure_needed`` pure sequences are required.
    """

    def __init__(
        self, joker_rank: int, cost: Callable[[int], int] | None, pure_needed: int
    ) -> None:
        self.joker_rank = joker_rank
        self.strict = cost is None
        self.costs = [cost(rank) if cost and rank >= 2 else 0 for rank in range(ACE + 1)]
        self.pure_needed = pure_needed
        # Counting pure sequences beyond those needed only helps a declaration: a spare
        # pure sequence can take a leftover wild card.
        self.pure_cap = pure_needed + 1 if self.strict else pure_needed
        self.memo: dict[_State, tuple[int, _Move | None]] = {}
        # The sequences of one suit depend on that suit alone: many states share them.
        self.sequence_cache: dict[tuple[int, ...], list[tuple[_Sequence, int, int, int]]] = {}
        # The positions a wild card holds when it stands for itself (an ace: either end).
        self.wild_positions = (ACE_LOW, ACE) if joker_rank == ACE else (joker_rank,)

    def run(self, cards: Iterable[Card], free_discard: bool) -> tuple[int, _Plan]:
        """The lowest cost of ``cards`` and the choices that reach it."""
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
        cost = self._best(state)
        plan = _Plan()
        if cost < _INFEASIBLE:
            self._trace(state, plan)
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
        """A state with the details that cannot change its outcome erased, so that more
        positions share a memo entry: with no wild card left, which suits they were and
        whether a group could take one; when counting, whether a group could take one."""
        if wilds == 0:
            return (*suits, 0, 0, 0, 0, 0, min(pure, self.pure_cap), discard, 0)
        if not self.strict:
            absorber = 0
        return (*suits, wilds, *own, min(pure, self.pure_cap), discard, absorber)

    def _best(self, state: _State) -> int:
        found = self.memo.get(state)
        if found is not None:
            return found[0]
        rank, suit = _lowest(state[0:4])
        if rank == 0:
            cost = self._terminal(state)
            self.memo[state] = (cost, None)
            return cost
        best = _INFEASIBLE
        choice: _Move | None = None
        for move, step in self._moves(state, rank, suit):
            if step >= best:
                continue
            total = step + self._best(move[2])
            if total < best:
                best, choice = total, move
                if best == 0:
                    break
        self.memo[state] = (best, choice)
        return best

    def _trace(self, state: _State, plan: _Plan) -> None:
        move = self.memo[state][1]
        while move is not None:
            kind, payload, state = move
            if kind == "unmatched":
                plan.unmatched.append(payload)  # type: ignore[arg-type]
            elif kind == "discard":
                plan.discard = payload  # type: ignore[assignment]
            else:
                plan.groups.append(payload)  # type: ignore[arg-type]
            move = self.memo[state][1]

    def _terminal(self, state: _State) -> int:
        """The cost once every natural card is placed. A discard not chosen yet can only be
        a leftover wild card; in a declaration the other leftover wild cards must find a
        group; when counting they count nothing."""
        wilds, pure, discard, absorber = state[4], state[9], state[10], state[11]
        if pure < self.pure_needed:
            return _INFEASIBLE
        if discard:
            if wilds == 0:
                return _INFEASIBLE
            wilds -= 1
        if not self.strict or wilds == 0:
            return 0
        if absorber or wilds >= 3 or pure > self.pure_needed:
            return 0
        return _INFEASIBLE

    def _moves(self, state: _State, rank: int, suit: int) -> Iterable[tuple[_Move, int]]:
        """Every role of the lowest natural card, with the cost it adds."""
        wilds, own = state[4], state[5:9]
        pure, discard, absorber = state[9], state[10], state[11]
        removed = list(state[0:4])
        removed[suit] -= 1 << (2 * rank)
        if not self.strict:
            rest = (*removed, *state[4:])
            yield ("unmatched", (rank, suit), rest), self.costs[rank]
        if discard:
            nxt = self._state(removed, wilds, own, pure, 0, absorber)
            yield ("discard", (rank, suit), nxt), 0
        shift = 2 * rank
        partners = sum((m >> shift) & 3 for m in removed)
        if partners + wilds >= 2:
            for taken, after in _set_choices(removed, rank, suit):
                need = max(0, 3 - sum(taken))
                if need <= wilds:
                    nxt = self._state(after, wilds - need, own, pure, discard, 1)
                    yield ("group", _Set(rank, taken, need), nxt), 0
        key = (removed[suit], suit, rank, own[suit], wilds)
        sequences = self.sequence_cache.get(key)
        if sequences is None:
            sequences = list(self._sequences(*key))
            self.sequence_cache[key] = sequences
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
            yield ("group", sequence, nxt), 0

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
