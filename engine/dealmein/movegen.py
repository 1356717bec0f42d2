"""Every legal placement of a hand on a board, fast (DESIGN.md budget: < 50 ms).

The search, as in Scrabble move generators:

1. Every line on the board holds at most five cards, so a placement's main line is a
   *window* of 2 to 5 squares of one row or column whose two outside neighbours stay empty.
   The generator walks every window, keeps those that touch the board (or cover F6 on the
   first move), and fills its empty squares.
2. A square next to cards in the other direction belongs to a *cross line*; the cards it may
   take, and the points that line would score, are worked out once per square
   (:func:`engine.dealmein.combos.completion_combinations`).
3. The order of a line's cards does not matter to its combination, so the generator first
   picks *sets* of hand cards, dropping at once a partial set that no combination of the
   window's length can contain (:func:`engine.dealmein.combos.feasible`); only a set that
   makes a combination is laid out in every order the cross lines allow.
4. Jokers are wildcards in that search and are nominated only from the cards that complete
   the line (never 52 blind tries per joker), each nomination checked against the joker's
   cross line.

Orders and jokers multiply placements: five cards of a straight go down in 120 orders, and
two jokers that may stand for any pair of a rank give dozens of placements that differ only
in the nominations (a hand with two jokers has tens of thousands of placements on a
mid-game board). So the generator's unit is a :class:`PlacementGroup`: the squares, the set
of real cards and the squares of the jokers, with every order of those cards and every
nomination of the jokers that is legal there. Groups are the complete answer in compact
form (:func:`placement_groups`, the budgeted search); :meth:`PlacementGroup.moves` lists
the single placements, :meth:`PlacementGroup.best` finds the highest-scoring one without
scoring them all.

One-card placements (whose direction means nothing) are generated once, written ``across``.

It is one module, over 600 lines, because the steps above are one search over private
structures they share (the board's prepared lines and cross lines, the windows and their
bitmasks, the groups): apart, each would read the others' private names.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import combinations, permutations
from typing import NamedTuple

from engine.cards import JOKER, STANDARD_52, Card, PlayedJoker
from engine.core import IllegalAction
from engine.dealmein.actions import Place
from engine.dealmein.board import BONUS, KIND_BY_INDEX, SIZE
from engine.dealmein.combos import (
    RANK_INDEX,
    RANK_OF_CODE,
    STRAIGHT_MASKS,
    SUIT_INDEX,
    best_completion_points,
    code_of,
    completion_combinations,
    evaluate,
    feasible,
)
from engine.dealmein.placement import (
    ACROSS,
    CENTRE_INDEX,
    DOWN,
    FIVE_CARD_BONUS,
    MAX_CARDS,
    BoardCard,
    check_cards_held,
    check_placement,
    step_from,
)

#: Played jokers, one per nomination, so the generator does not build new ones.
_PLAYED: tuple[PlayedJoker, ...] = tuple(PlayedJoker(c) for c in STANDARD_52)
#: Bonus square at each square index: (rank needed, factor), or None.
_BONUS_AT: tuple[tuple[int, int] | None, ...] = tuple(BONUS.get(k) for k in KIND_BY_INDEX)
#: Points of the other lines through a square, by the card placed there (``None``: no
#: other line there).
CrossTable = dict[int, int] | None
#: Cards for the joker squares (in order, or sorted for a set) and the main line's points.
Nomination = tuple[tuple[int, ...], int]
Nominations = tuple[Nomination, ...]


class Move(NamedTuple):
    """One legal placement: the squares covered in fill order, the cards on them, the score.
    :func:`engine.dealmein.placement.check_placement` of its :meth:`action` gives the
    breakdown by line."""

    squares: tuple[int, ...]
    cards: tuple[BoardCard, ...]
    score: int

    @property
    def direction(self) -> str:
        if len(self.squares) > 1 and self.squares[1] - self.squares[0] >= SIZE:
            return DOWN
        return ACROSS

    @property
    def jokers_used(self) -> int:
        return sum(isinstance(c, PlayedJoker) for c in self.cards)

    @property
    def place(self) -> Place:
        """The placement as the move that makes it."""
        return Place(self.squares[0], self.direction, self.cards)

    def action(self) -> str:
        """The placement in the action notation."""
        return str(self.place)


@dataclass(frozen=True)
class _Window:
    """The empty squares a group of placements fills, with their cross tables."""

    squares: tuple[int, ...]
    tables: tuple[CrossTable, ...]
    five_bonus: int

    @cached_property
    def ceilings(self) -> tuple[int, int]:
        """No placement here scores more than the first number plus the main line's points
        times the second: every cross line at its richest, every bonus square earned."""
        cross, factor = self.five_bonus, 1
        for square, table in zip(self.squares, self.tables, strict=True):
            bonus = _BONUS_AT[square]
            most = bonus[1] if bonus is not None else 1
            factor *= most
            if table:
                cross += max(table.values()) * most
        return cross, factor


class _Layout(NamedTuple):
    """Where a group's cards go: the squares of the real cards (indexes into the window)
    with every legal order of the cards on them, and the squares of the jokers."""

    places: tuple[int, ...]
    orders: tuple[tuple[int, ...], ...]
    wild: tuple[int, ...]


class PlacementGroup:
    """Legal placements sharing their squares and the set of real cards placed; they differ
    in which squares take the jokers, the order of the real cards (as the cross lines
    allow) and what the jokers stand for. Without jokers: the orders of one set of cards."""

    __slots__ = ("_completing", "base", "chosen", "jokers", "points", "window")

    def __init__(
        self,
        window: _Window,
        chosen: tuple[int, ...],
        points: int,
        completing: tuple[Nominations, frozenset[int]] | None = None,
        base: tuple[int, ...] = (),
    ) -> None:
        self.window = window
        #: The real cards placed, and how many jokers go with them.
        self.chosen = chosen
        self.jokers = len(window.squares) - len(chosen)
        #: The main line's points (without jokers).
        self.points = points
        #: With jokers: the main line's cards without them (sorted codes), whose
        #: completions are worked out only when a search reaches the group.
        self.base = base
        self._completing = completing

    @property
    def completing(self) -> Nominations:
        """With jokers: the sets of cards that complete the main line, with its points."""
        return self._nominated()[0]

    @property
    def cards(self) -> frozenset[int]:
        """With jokers: all the cards of :attr:`completing`."""
        return self._nominated()[1]

    def _nominated(self) -> tuple[Nominations, frozenset[int]]:
        if self._completing is None:
            self._completing = (
                _nominations(self.base, self.jokers) if self.jokers else ((), frozenset())
            )
        return self._completing

    @property
    def squares(self) -> tuple[int, ...]:
        return self.window.squares

    def _shares(
        self,
    ) -> Iterator[tuple[tuple[int, ...], tuple[int, ...], Iterator[tuple[int, ...]]]]:
        """For each way to share the squares between real cards and jokers that some
        nomination suits: the real cards' squares, the jokers' squares, and the legal
        orders of the real cards (lazily)."""
        tables = self.window.tables
        count = len(tables)
        for wild in combinations(range(count), self.jokers):
            if wild and not _exists(self.completing, self.cards, [tables[i] for i in wild]):
                continue
            places = tuple(i for i in range(count) if i not in wild)
            checks = [(k, t) for k, i in enumerate(places) if (t := tables[i]) is not None]
            orders: Iterator[tuple[int, ...]] = permutations(self.chosen)
            if checks:
                orders = (o for o in orders if all(o[k] in t for k, t in checks))
            yield places, wild, orders

    def layouts(self) -> Iterator[_Layout]:
        """Every way to share the squares between real cards and jokers that some order
        and nomination can fill legally."""
        for places, wild, orders in self._shares():
            found = tuple(orders)
            if found:
                yield _Layout(places, found, wild)

    def nominations(self, wild: tuple[int, ...]) -> Iterator[Nomination]:
        """Every legal nomination of jokers on the ``wild`` squares (the cards in order,
        with the main line's points); one empty nomination without jokers."""
        if not wild:
            return iter((((), self.points),))
        return _allowed(self.completing, [self.window.tables[i] for i in wild])

    def _part(self, indexes: Sequence[int], codes: Sequence[int]) -> tuple[int, int]:
        """For cards on some of the window's squares: the points of their cross lines
        and the product of their bonus factors."""
        squares, tables = self.window.squares, self.window.tables
        points, multiplier = 0, 1
        for index, code in zip(indexes, codes, strict=True):
            bonus = _BONUS_AT[squares[index]]
            factor = bonus[1] if bonus is not None and bonus[0] == RANK_OF_CODE[code] else 1
            multiplier *= factor
            table = tables[index]
            if table is not None:
                points += table[code] * factor
        return points, multiplier

    def _move(self, layout: _Layout, order: tuple[int, ...], nomination: Nomination) -> Move:
        nominated, points = nomination
        codes = [0] * len(self.window.squares)
        cards: list[BoardCard] = [JOKER] * len(codes)
        for index, code in zip(layout.places, order, strict=True):
            codes[index] = code
            cards[index] = STANDARD_52[code]
        for index, code in zip(layout.wild, nominated, strict=True):
            codes[index] = code
            cards[index] = _PLAYED[code]
        cross, multiplier = self._part(range(len(codes)), codes)
        score = cross + points * multiplier + self.window.five_bonus
        return Move(self.window.squares, tuple(cards), score)

    def moves(self) -> Iterator[Move]:
        """Every placement of the group."""
        for layout in self.layouts():
            nominations = list(self.nominations(layout.wild))
            for order in layout.orders:
                for nomination in nominations:
                    yield self._move(layout, order, nomination)

    def best(self) -> Move:
        """The highest-scoring placement of the group (the first found on ties)."""
        move = self.best_if_any()
        assert move is not None, "a group holds at least one placement"
        return move

    def best_if_any(self) -> Move | None:
        """:meth:`best`, or ``None`` for a group not yet known to hold a placement that
        holds none.

        A placement scores (cross lines of the real cards) + (cross lines of the jokers) +
        (main line points) x (bonus factors of the real cards) x (those of the jokers), so
        for each bonus factor of the real cards only the best order matters; and where no
        joker's square carries a bonus or a cross line, only the richest nomination."""
        best: tuple[int, _Layout, tuple[int, ...], Nomination] | None = None
        for layout in self.layouts():
            orders: dict[int, tuple[int, tuple[int, ...]]] = {}
            for order in layout.orders:
                points, multiplier = self._part(layout.places, order)
                if multiplier not in orders or points > orders[multiplier][0]:
                    orders[multiplier] = (points, order)
            plain = all(
                self.window.tables[i] is None and _BONUS_AT[self.window.squares[i]] is None
                for i in layout.wild
            )
            if plain and layout.wild:
                top = max(points for _, points in self.completing)
                nominations = [next(n for n in self.completing if n[1] == top)]
            else:
                nominations = list(self.nominations(layout.wild))
            for nomination in nominations:
                cross, factor = self._part(layout.wild, nomination[0])
                for multiplier, (points, order) in orders.items():
                    score = points + cross + nomination[1] * factor * multiplier
                    if best is None or score > best[0]:
                        best = (score, layout, order, nomination)
        if best is None:
            return None
        _, layout, order, nomination = best
        return self._move(layout, order, nomination)

    def ceiling(self) -> int:
        """A score no placement of the group exceeds (cheap: for pruning a search)."""
        cross, factor = self.window.ceilings
        if self.jokers and self._completing is None:
            return cross + best_completion_points(self.base, self.jokers) * factor
        points = max((p for _, p in self.completing), default=self.points)
        return cross + points * factor

    def __bool__(self) -> bool:
        return any(next(orders, None) is not None for _, _, orders in self._shares())


class _Line(NamedTuple):
    """A window of a prepared board: all its squares, its empty squares with their cross
    tables (the context of its groups), and the cards already in it."""

    squares: tuple[int, ...]
    context: _Window
    #: The codes of the cards already in the window, sorted, and the window's length.
    fixed: tuple[int, ...]
    length: int
    #: Whether some empty square has no cross line (any card may go there).
    free: bool


class _Span(NamedTuple):
    """A run of 2 to 5 squares of one row or column, as bit masks of square indexes: the
    squares, and the squares just outside its two ends (which a window keeps empty)."""

    squares: tuple[int, ...]
    mask: int
    outside: int


def _spans(step: int) -> tuple[_Span, ...]:
    """Every span along ``step`` (1: rows, SIZE: columns), lane by lane in reading order."""
    other = SIZE if step == 1 else 1
    found = []
    for lane in range(SIZE):
        lane_squares = [lane * other + i * step for i in range(SIZE)]
        for first in range(SIZE):
            for last in range(first + 1, min(first + MAX_CARDS, SIZE)):
                squares = tuple(lane_squares[first : last + 1])
                outside = 0
                if first > 0:
                    outside |= 1 << lane_squares[first - 1]
                if last < SIZE - 1:
                    outside |= 1 << lane_squares[last + 1]
                found.append(_Span(squares, sum(1 << s for s in squares), outside))
    return tuple(found)


_SPANS: tuple[tuple[int, tuple[_Span, ...]], ...] = ((1, _spans(1)), (SIZE, _spans(SIZE)))
_ALL = (1 << SIZE * SIZE) - 1
#: The squares of the first and of the last column, as bit masks.
_FIRST_COLUMN = sum(1 << (row * SIZE) for row in range(SIZE))
_LAST_COLUMN = _FIRST_COLUMN << (SIZE - 1)
_CENTRE_BIT = 1 << CENTRE_INDEX


def _next_to(occupied: int) -> int:
    """The squares orthogonally next to a square of ``occupied`` (bit masks)."""
    return (
        (occupied << SIZE)
        | (occupied >> SIZE)
        | ((occupied & ~_LAST_COLUMN) << 1)
        | ((occupied & ~_FIRST_COLUMN) >> 1)
    ) & _ALL


class PreparedBoard:
    """A board worked out once for every hand searched on it: its cards as codes, the cross
    lines of its empty squares, its windows with their cross tables (those with a square
    no card can take are dropped) and its squares for one card. A search that tries many
    hands on one board (the hard player's sampled hands) prepares it once; every function
    taking a board accepts one."""

    def __init__(self, board: Mapping[int, BoardCard]) -> None:
        self.board = board
        self.cells: list[int] = [-1] * (SIZE * SIZE)
        occupied = 0
        for square, card in board.items():
            self.cells[square] = code_of(card)
            occupied |= 1 << square
        self.occupied = occupied
        #: The empty squares next to a card.
        self.anchors = _next_to(occupied) & ~occupied
        self.empty_board = not board
        self._cross: dict[int, list[CrossTable | bool]] = {1: [False] * (SIZE * SIZE)}
        self._cross[SIZE] = [False] * (SIZE * SIZE)
        self._lines: list[_Line] | None = None
        self._singles: list[tuple[int, _Window]] | None = None

    def run_codes(self, square: int, step: int) -> list[int]:
        """Codes of the cards next to ``square`` along ``step`` (1 or SIZE), both sides."""
        cells = self.cells
        codes: list[int] = []
        for direction in (-step, step):
            current = step_from(square, direction)
            while current is not None and cells[current] >= 0:
                codes.append(cells[current])
                current = step_from(current, direction)
        return codes

    def cross(self, square: int, step: int) -> CrossTable:
        """For an empty square, the line along ``step`` it would join: each card allowed
        there and the points that line would make (before bonus squares); ``None`` when
        there are no cards next to it in that direction."""
        known = self._cross[step]
        table = known[square]
        if table is False:
            codes = self.run_codes(square, step)
            table = None
            if codes:
                table = {}
                for (code,), combination in completion_combinations(codes, 1).items():
                    table[code] = combination.points
            known[square] = table
        assert not isinstance(table, bool)
        return table

    def _dead(self, step: int) -> int:
        """The empty squares no card can take for their line along ``step`` (a bit mask)."""
        dead = 0
        anchors = self.anchors
        while anchors:
            low = anchors & -anchors
            square = low.bit_length() - 1
            anchors ^= low
            table = self.cross(square, step)
            if table is not None and not table:
                dead |= low
        return dead

    @property
    def lines(self) -> list[_Line]:
        """Every window of 2 to 5 empty squares a placement may fill (across first, then
        down, in reading order), whatever the hand: a span whose outside neighbours are
        empty, touching the board (on the empty board: covering the centre)."""
        if self._lines is None:
            self._lines = []
            occupied, anchors, cells = self.occupied, self.anchors, self.cells
            for step, spans in _SPANS:
                other = SIZE if step == 1 else 1
                dead = self._dead(other)
                for span in spans:
                    if span.outside & occupied:
                        continue
                    free_squares = span.mask & ~occupied
                    count = free_squares.bit_count()
                    if count < 2 or free_squares & dead:
                        continue
                    if self.empty_board:
                        if not span.mask & _CENTRE_BIT:
                            continue
                    elif count == len(span.squares) and not free_squares & anchors:
                        continue
                    empties = tuple(q for q in span.squares if cells[q] < 0)
                    tables = tuple(self.cross(q, other) for q in empties)
                    fixed = tuple(sorted(cells[q] for q in span.squares if cells[q] >= 0))
                    # Five cards all placed in one line: only when the window was empty.
                    five_bonus = FIVE_CARD_BONUS if count == MAX_CARDS else 0
                    context = _Window(empties, tables, five_bonus)
                    free = any(t is None for t in tables)
                    self._lines.append(_Line(span.squares, context, fixed, len(span.squares), free))
        return self._lines

    @property
    def singles(self) -> list[tuple[int, _Window]]:
        """The empty squares next to the board where one card may go (its row and column
        must both hold), with the points of both lines by card, in reading order."""
        if self._singles is None:
            self._singles = []
            anchors = self.anchors
            while anchors:
                low = anchors & -anchors
                square = low.bit_length() - 1
                anchors ^= low
                lines = [self.cross(square, 1), self.cross(square, SIZE)]
                tables = [t for t in lines if t is not None]
                points = {
                    code: sum(t[code] for t in tables)
                    for code in tables[0]
                    if all(code in t for t in tables)
                }
                if points:
                    self._singles.append((square, _Window((square,), (points,), 0)))
        return self._singles


def prepare(board: Mapping[int, BoardCard] | PreparedBoard) -> PreparedBoard:
    """``board`` worked out for searching (see :class:`PreparedBoard`)."""
    return board if isinstance(board, PreparedBoard) else PreparedBoard(board)


def placement_groups(
    board: Mapping[int, BoardCard] | PreparedBoard, hand: Sequence[Card]
) -> Iterator[PlacementGroup]:
    """Every legal placement of ``hand`` on ``board``, as groups (lazily: stop early for a
    yes/no)."""
    return (group for group in _groups(prepare(board), hand) if group)


def ranked_moves(
    board: Mapping[int, BoardCard] | PreparedBoard,
    hand: Sequence[Card],
    near: Collection[int] | None = None,
    above: int | None = None,
) -> Iterator[tuple[int, Move]]:
    """The best placement of each group (:meth:`PlacementGroup.best`) with the group's
    ceiling, richest ceiling first (ties in the order of :func:`placement_groups`): a
    search for the best placements stops once a ceiling is below what it has found, and
    the groups below are never worked out. ``near``: only the placements that
    :func:`placement_groups_touching` gives; ``above``: only the groups whose ceiling is
    above it (a search that wants only placements scoring more)."""
    prepared = prepare(board)
    if near is not None and prepared.empty_board:
        return
    squares = None if near is None else near_squares(prepared, near)
    found = _groups(prepared, hand, squares, above)
    if above is not None:  # the one-card groups too
        found = (group for group in found if group.ceiling() > above)
    groups = sorted(found, key=PlacementGroup.ceiling, reverse=True)
    for group in groups:
        move = group.best_if_any()
        if move is not None:
            yield group.ceiling(), move


def legal_placements(
    board: Mapping[int, BoardCard] | PreparedBoard, hand: Sequence[Card]
) -> list[Move]:
    """Every legal placement of ``hand`` on ``board``, one by one (with jokers in the hand,
    thousands: prefer :func:`placement_groups`)."""
    return [move for group in placement_groups(board, hand) for move in group.moves()]


def can_place(board: Mapping[int, BoardCard] | PreparedBoard, hand: Sequence[Card]) -> bool:
    """Whether ``hand`` has any legal placement on ``board``."""
    return next(placement_groups(board, hand), None) is not None


def _groups(
    prepared: PreparedBoard,
    hand: Sequence[Card],
    near: set[int] | None = None,
    above: int | None = None,
) -> Iterator[PlacementGroup]:
    """The groups of placements of ``hand``, some perhaps empty (no order of the cards or
    nomination of the jokers suits the cross lines): check them before use. One-card
    placements first, then the windows. ``near``: only the windows holding one of those
    squares, only those single squares; ``above``: only the windows' groups whose ceiling
    is above it."""
    if not hand:
        return
    reals = tuple(sorted({code_of(c) for c in hand if c is not JOKER}))
    jokers = sum(1 for c in hand if c is JOKER)
    for square, window in prepared.singles:
        if near is not None and square not in near:
            continue
        table = window.tables[0]
        assert table is not None
        for code in reals:
            if code in table:
                yield PlacementGroup(window, (code,), 0)
        if jokers:
            nominations = tuple(((code,), 0) for code in sorted(table))
            yield PlacementGroup(window, (), 0, (nominations, frozenset(table)))
    limit = min(MAX_CARDS, len(hand))
    for line in prepared.lines:
        context = line.context
        if len(context.squares) > limit or (near is not None and near.isdisjoint(line.squares)):
            continue
        found = _candidates(line.fixed, line.length, reals, min(jokers, len(context.squares)))
        tables = context.tables
        cross, factor = context.ceilings
        for chosen, points, base in found:
            if above is not None:  # the group's ceiling, before the group is built
                extra = len(context.squares) - len(chosen)
                most = best_completion_points(base, extra) if extra else points
                if cross + most * factor <= above:
                    continue
            if line.free or all(any(c in t for t in tables if t) for c in chosen):
                yield PlacementGroup(context, chosen, points, base=base)


#: The sets of ranks (bit masks of rank indexes) that some straight contains.
_IN_STRAIGHT = frozenset(
    sub for mask in STRAIGHT_MASKS for sub in range(1 << 13) if sub & mask == sub
)
#: Rank index and suit bit of each card code.
_SUIT_BIT: tuple[int, ...] = tuple(1 << SUIT_INDEX[code] for code in range(52))


def _card_sets(
    fixed: tuple[int, ...], cards: Sequence[int], smallest: int, largest: int, length: int
) -> Iterator[tuple[int, ...]]:
    """Sets of ``smallest`` to ``largest`` of ``cards`` (none of them in ``fixed``) that,
    with ``fixed``, may still become a combination of ``length`` cards: a partial set that
    cannot is not extended. The test is :func:`engine.dealmein.combos.feasible`, kept up
    card by card (ranks counted, the rank and suit masks) rather than asked afresh."""
    counts = [0] * 13
    rank_mask = suit_mask = most = 0
    for code in fixed:
        rank = RANK_INDEX[code]
        counts[rank] += 1
        most = max(most, counts[rank])
        rank_mask |= 1 << rank
        suit_mask |= _SUIT_BIT[code]
    chosen: list[int] = []

    def possible(n: int, ranks: int, suits: int, most: int) -> bool:
        distinct = ranks.bit_count()
        if n == length:
            return evaluate(fixed + tuple(chosen)) is not None
        if length <= 3:
            return distinct <= 1
        if length == 4:
            return distinct <= 1 or (distinct == 2 and most <= 2)
        return (
            (distinct <= 2 and most <= 3)  # a full house
            or (distinct == n and ranks in _IN_STRAIGHT)
            or suits & (suits - 1) == 0  # one suit: a flush
        )

    def extend(start: int, ranks: int, suits: int, most: int) -> Iterator[tuple[int, ...]]:
        if len(chosen) >= smallest:
            yield tuple(chosen)
        if len(chosen) == largest:
            return
        n = len(fixed) + len(chosen) + 1
        # leave enough cards to reach ``smallest``
        for index in range(start, len(cards) - max(0, smallest - len(chosen) - 1)):
            code = cards[index]
            rank = RANK_INDEX[code]
            counts[rank] += 1
            chosen.append(code)
            more = (ranks | 1 << rank, suits | _SUIT_BIT[code], max(most, counts[rank]))
            if possible(n, *more):
                yield from extend(index + 1, *more)
            chosen.pop()
            counts[rank] -= 1

    if len(set(fixed)) == len(fixed):  # a card twice in the line: nothing completes it
        yield from extend(0, rank_mask, suit_mask, most)


#: Cards of the hand that make a line with the cards already in it: the real cards, the
#: main line's points without jokers, with jokers the line's cards and those real ones.
_Candidate = tuple[tuple[int, ...], int, tuple[int, ...]]


def _candidates(
    fixed: tuple[int, ...], length: int, reals: tuple[int, ...], jokers: int
) -> tuple[_Candidate, ...]:
    """Every set of hand cards (real ones, and up to ``jokers`` jokers) that makes ``fixed``
    a combination of ``length`` cards. It depends only on the line's cards and on the hand
    cards that may join them, so windows, boards and searches share it (cached)."""
    count = length - len(fixed)
    ranks = {RANK_INDEX[c] for c in fixed}
    if length <= 3 or (length == 4 and len(ranks) == 2):
        # Cards of a rank already in the line (or any rank, the line empty) join it alone.
        reals = tuple(c for c in reals if RANK_INDEX[c] in ranks) if ranks else reals
    reals = tuple(c for c in reals if c not in fixed)
    return _card_candidates(fixed, length, reals, min(jokers, count))


@lru_cache(maxsize=32768)
def _card_candidates(
    fixed: tuple[int, ...], length: int, cards: tuple[int, ...], jokers: int
) -> tuple[_Candidate, ...]:
    count = length - len(fixed)
    found: list[_Candidate] = []
    for chosen in _card_sets(fixed, cards, count - jokers, count, length):
        if len(chosen) < count:
            # A set (but the empty one) is feasible: some nomination completes it.
            if chosen or feasible(fixed, length):
                found.append((chosen, 0, tuple(sorted(fixed + chosen))))
        elif (combination := evaluate(fixed + chosen)) is not None:
            found.append((chosen, combination.points, ()))
    return tuple(found)


def _allowed(completing: Nominations, tables: list[CrossTable]) -> Iterator[Nomination]:
    """The nominations of jokers on squares with these cross tables: every order of each
    completing set of cards that the cross lines accept."""
    for cards, points in completing:
        for order in permutations(cards) if len(cards) > 1 else (cards,):
            if all(t is None or c in t for c, t in zip(order, tables, strict=True)):
                yield order, points


def _exists(completing: Nominations, cards: frozenset[int], tables: list[CrossTable]) -> bool:
    """Whether any nomination of ``completing`` suits the joker squares' cross tables;
    ``cards`` are all the cards in ``completing``, for a quick answer."""
    constrained = [t for t in tables if t is not None]
    if not constrained:
        return True
    if any(t.keys().isdisjoint(cards) for t in constrained):
        return False
    if len(constrained) == 1:
        return True  # that square takes a card it accepts, the other squares the rest
    if len(tables) == 2:  # two jokers, both in cross lines: the common case, made quick
        first, second = constrained
        return any(
            (x in first and y in second) or (y in first and x in second) for (x, y), _ in completing
        )
    return next(_allowed(completing, tables), None) is not None


_NOMINATIONS: dict[tuple[tuple[int, ...], int], tuple[Nominations, frozenset[int]]] = {}


def _nominations(base: tuple[int, ...], extra: int) -> tuple[Nominations, frozenset[int]]:
    """The cards ``extra`` jokers may stand for to complete ``base``, with the points of the
    combination each choice makes, and the set of all those cards (cached)."""
    key = (base, extra)
    found = _NOMINATIONS.get(key)
    if found is None:
        table = completion_combinations(base, extra)
        choices = tuple((more, table[more].points) for more in sorted(table))
        found = (choices, frozenset(c for more, _ in choices for c in more))
        if len(_NOMINATIONS) > 50_000:
            _NOMINATIONS.clear()
        _NOMINATIONS[key] = found
    return found


# --------------------------------------------------------------------- choices for a front end


class Spot(NamedTuple):
    """Where a placement starts: its first square, its direction and the best score a
    placement there makes (what a front end offers for a start square)."""

    square: int
    direction: str
    score: int


def best_at_each_start(board: Mapping[int, BoardCard], cards: Sequence[Card]) -> list[Move]:
    """For a choice of ``cards`` placed all together: the best placement (order of the
    cards, nominations of the jokers) at each start square and direction, best score first
    (then in reading order, across before down). Every placement of exactly these cards
    starts at one of them."""
    found: dict[tuple[int, str], Move] = {}
    for group in placement_groups(board, cards):
        if len(group.squares) != len(cards):
            continue
        move = group.best()
        key = (move.squares[0], move.direction)
        if key not in found or move.score > found[key].score:
            found[key] = move
    return sorted(found.values(), key=lambda m: (-m.score, m.squares[0], m.direction))


def start_spots(
    board: Mapping[int, BoardCard],
    hand: Sequence[Card],
    cards: Sequence[BoardCard] = (),
    jokers_left: Collection[int] = (),
) -> list[Spot]:
    """The start squares and directions of the legal placements of ``hand``, best score
    first. With ``cards`` (in the order they would be written, jokers nominated), only the
    spots where exactly those cards, in that order, make a legal placement, with its score;
    without, every spot of any placement of the hand's cards, with the best score there.
    A one-card placement is offered in both directions (either is the same placement)."""
    if not cards:
        best: dict[tuple[int, str], int] = {}
        for group in placement_groups(board, hand):
            move = group.best()
            for direction in _directions(move):
                key = (move.squares[0], direction)
                best[key] = max(best.get(key, move.score), move.score)
        spots = [Spot(square, direction, score) for (square, direction), score in best.items()]
    else:
        held = [JOKER if isinstance(c, PlayedJoker) else c for c in cards]
        try:
            check_cards_held(hand, cards)
        except IllegalAction:
            return []
        starts = {
            (group.squares[0], direction)
            for group in placement_groups(board, held)
            if len(group.squares) == len(cards)
            for direction in _directions(group.best())
        }
        spots = []
        for square, direction in starts:
            try:
                placement = check_placement(board, held, square, direction, cards, jokers_left)
            except IllegalAction:
                continue
            spots.append(Spot(square, direction, placement.score))
    return sorted(spots, key=lambda s: (-s.score, s.square, s.direction))


def _directions(move: Move) -> tuple[str, ...]:
    return (ACROSS, DOWN) if len(move.squares) == 1 else (move.direction,)


def placement_groups_touching(
    board: Mapping[int, BoardCard] | PreparedBoard, hand: Sequence[Card], squares: Collection[int]
) -> Iterator[PlacementGroup]:
    """The legal placements of ``hand`` on ``board`` that share a line with a card on one of
    ``squares`` (their main line or a cross line): after a move, the placements it opened
    to the next player. The same groups as :func:`placement_groups`, only those."""
    prepared = prepare(board)
    if prepared.empty_board:
        return iter(())
    near = near_squares(prepared, squares)
    return (group for group in _groups(prepared, hand, near) if group)


def near_squares(prepared: PreparedBoard, squares: Collection[int]) -> set[int]:
    """``squares`` and the empty squares that end the lines through them: the placements
    sharing a line with them cover one of these, and those that cover none are the same
    with or without cards on ``squares``."""
    near = set(squares)
    cells = prepared.cells
    for square in squares:
        for direction in (-1, 1, -SIZE, SIZE):
            current = step_from(square, direction)
            while current is not None and cells[current] >= 0:
                current = step_from(current, direction)
            if current is not None:
                near.add(current)
    return near
