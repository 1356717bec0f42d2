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
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations, permutations
from typing import NamedTuple

from engine.cards import JOKER, STANDARD_52, Card, PlayedJoker
from engine.core import IllegalAction
from engine.dealmein.board import BONUS, KIND_BY_INDEX, SIZE, square_name
from engine.dealmein.combos import (
    RANK_OF_CODE,
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

    def action(self) -> str:
        tokens = " ".join(str(c) for c in self.cards)
        return f"place {square_name(self.squares[0])} {self.direction} {tokens}"


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

    __slots__ = ("cards", "chosen", "completing", "jokers", "points", "window")

    def __init__(
        self,
        window: _Window,
        chosen: tuple[int, ...],
        points: int,
        completing: Nominations = (),
        cards: frozenset[int] = frozenset(),
    ) -> None:
        self.window = window
        #: The real cards placed, and how many jokers go with them.
        self.chosen = chosen
        self.jokers = len(window.squares) - len(chosen)
        #: The main line's points (without jokers).
        self.points = points
        #: With jokers: the sets of cards that complete the main line, with its points,
        #: and all the cards of those sets.
        self.completing = completing
        self.cards = cards

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
        """The highest-scoring placement of the group (the first found on ties).

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
        assert best is not None, "a group holds at least one placement"
        _, layout, order, nomination = best
        return self._move(layout, order, nomination)

    def ceiling(self) -> int:
        """A score no placement of the group exceeds (cheap: for pruning a search)."""
        cross, factor = self.window.ceilings
        points = max((p for _, p in self.completing), default=self.points)
        return cross + points * factor

    def __bool__(self) -> bool:
        return any(next(orders, None) is not None for _, _, orders in self._shares())


class _Position:
    """The board as codes, with the cross lines of empty squares worked out on demand."""

    def __init__(self, board: Mapping[int, BoardCard]) -> None:
        self.cells: list[int] = [-1] * (SIZE * SIZE)
        for square, card in board.items():
            self.cells[square] = code_of(card)
        self.empty_board = not board
        self._cross: dict[tuple[int, int], CrossTable] = {}

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
        key = (square, step)
        if key not in self._cross:
            codes = self.run_codes(square, step)
            table: CrossTable = None
            if codes:
                table = {}
                for (code,), combination in completion_combinations(codes, 1).items():
                    table[code] = combination.points
            self._cross[key] = table
        return self._cross[key]

    def touches(self, square: int) -> bool:
        cells = self.cells
        row, col = divmod(square, SIZE)
        return (
            (row > 0 and cells[square - SIZE] >= 0)
            or (row < SIZE - 1 and cells[square + SIZE] >= 0)
            or (col > 0 and cells[square - 1] >= 0)
            or (col < SIZE - 1 and cells[square + 1] >= 0)
        )


def placement_groups(
    board: Mapping[int, BoardCard], hand: Sequence[Card]
) -> Iterator[PlacementGroup]:
    """Every legal placement of ``hand`` on ``board``, as groups (lazily: stop early for a
    yes/no)."""
    if not hand:
        return
    position = _Position(board)
    reals = sorted({code_of(c) for c in hand if c is not JOKER})
    jokers = sum(1 for c in hand if c is JOKER)
    if not position.empty_board:
        yield from _singles(position, reals, jokers)
    limit = min(MAX_CARDS, len(hand))
    lines: dict[tuple[tuple[int, ...], int], list[_Candidate]] = {}
    for step in (1, SIZE):
        for window, empties in _windows(position, step, limit):
            fixed = [position.cells[s] for s in window if position.cells[s] >= 0]
            key = (tuple(sorted(fixed)), len(window))
            if key not in lines:
                lines[key] = _candidates(fixed, len(window), reals, jokers)
            if lines[key]:
                yield from _fill(position, step, empties, lines[key])


def legal_placements(board: Mapping[int, BoardCard], hand: Sequence[Card]) -> list[Move]:
    """Every legal placement of ``hand`` on ``board``, one by one (with jokers in the hand,
    thousands: prefer :func:`placement_groups`)."""
    return [move for group in placement_groups(board, hand) for move in group.moves()]


def can_place(board: Mapping[int, BoardCard], hand: Sequence[Card]) -> bool:
    """Whether ``hand`` has any legal placement on ``board``."""
    return next(placement_groups(board, hand), None) is not None


def _singles(
    position: _Position, reals: list[int], jokers: int, only: Collection[int] | None = None
) -> Iterator[PlacementGroup]:
    """One card on an empty square next to the board: its row and column must both hold.
    The window is the square alone, its table the points of both lines. ``only``: on those
    squares alone."""
    cells = position.cells
    for square in range(SIZE * SIZE) if only is None else sorted(only):
        if cells[square] >= 0 or not position.touches(square):
            continue
        lines = [position.cross(square, 1), position.cross(square, SIZE)]
        tables = [t for t in lines if t is not None]
        points = {
            code: sum(t[code] for t in tables)
            for code in tables[0]
            if all(code in t for t in tables)
        }
        if not points:
            continue
        window = _Window((square,), (points,), 0)
        for code in reals:
            if code in points:
                yield PlacementGroup(window, (code,), 0)
        if jokers:
            completing = tuple(((code,), 0) for code in sorted(points))
            yield PlacementGroup(window, (), 0, completing, frozenset(points))


def _windows(
    position: _Position, step: int, limit: int, lanes: Collection[int] | None = None
) -> Iterator[tuple[list[int], list[int]]]:
    """Windows (all squares, empty squares) of 2 to 5 squares along ``step`` whose outside
    neighbours are empty, with 2 to ``limit`` empty squares, touching the board. ``lanes``:
    only in those rows (``step`` 1) or columns."""
    cells = position.cells
    other = SIZE if step == 1 else 1
    for lane in range(SIZE) if lanes is None else sorted(lanes):
        lane_squares = [lane * other + i * step for i in range(SIZE)]
        for first in range(SIZE):
            if first > 0 and cells[lane_squares[first - 1]] >= 0:
                continue
            for last in range(first + 1, min(first + MAX_CARDS, SIZE)):
                if last < SIZE - 1 and cells[lane_squares[last + 1]] >= 0:
                    continue
                window = lane_squares[first : last + 1]
                empties = [s for s in window if cells[s] < 0]
                if not 2 <= len(empties) <= limit:
                    continue
                if position.empty_board:
                    if CENTRE_INDEX in window:
                        yield window, empties
                elif len(empties) < len(window) or any(position.touches(s) for s in empties):
                    yield window, empties


_FEASIBLE: dict[tuple[tuple[int, ...], int], bool] = {}


def _feasible(codes: list[int], length: int) -> bool:
    """:func:`engine.dealmein.combos.feasible`, cached (the search asks again and again)."""
    key = (tuple(sorted(codes)), length)
    answer = _FEASIBLE.get(key)
    if answer is None:
        if len(_FEASIBLE) > 200_000:
            _FEASIBLE.clear()
        answer = _FEASIBLE[key] = feasible(codes, length)
    return answer


def _card_sets(
    fixed: list[int], cards: list[int], smallest: int, largest: int, length: int
) -> Iterator[tuple[int, ...]]:
    """Sets of ``smallest`` to ``largest`` of ``cards`` that, with ``fixed``, may still become
    a combination of ``length`` cards (a partial set that cannot is not extended)."""

    def extend(start: int, chosen: list[int]) -> Iterator[tuple[int, ...]]:
        if len(chosen) >= smallest:
            yield tuple(chosen)
        if len(chosen) == largest:
            return
        # leave enough cards to reach ``smallest``
        for index in range(start, len(cards) - max(0, smallest - len(chosen) - 1)):
            chosen.append(cards[index])
            if _feasible(fixed + chosen, length):
                yield from extend(index + 1, chosen)
            chosen.pop()

    yield from extend(0, [])


#: Cards of the hand that make a line with the cards already in it: the real cards, the
#: main line's points without jokers, with jokers their nominations and all their cards.
_Candidate = tuple[tuple[int, ...], int, Nominations, frozenset[int]]


def _candidates(fixed: list[int], length: int, reals: list[int], jokers: int) -> list[_Candidate]:
    """Every set of hand cards (real ones, and jokers) that makes ``fixed`` a combination of
    ``length`` cards. It depends only on the line's cards, so windows share it."""
    count = length - len(fixed)
    cards = [code for code in reals if _feasible([*fixed, code], length)]
    found: list[_Candidate] = []
    for chosen in _card_sets(fixed, cards, count - min(jokers, count), count, length):
        if len(chosen) < count:
            base = tuple(sorted(fixed + list(chosen)))
            completing, nominated = _nominations(base, count - len(chosen))
            if completing:
                found.append((chosen, 0, completing, nominated))
        elif (combination := evaluate(fixed + list(chosen))) is not None:
            found.append((chosen, combination.points, (), frozenset()))
    return found


def _fill(
    position: _Position, step: int, empties: list[int], candidates: list[_Candidate]
) -> Iterator[PlacementGroup]:
    """Every group of placements filling ``empties`` with a candidate set of cards so that
    every cross line holds too."""
    other = SIZE if step == 1 else 1
    tables = tuple(position.cross(s, other) for s in empties)
    if any(t is not None and not t for t in tables):
        return
    free = any(t is None for t in tables)
    # Five cards all placed in one line: only when the window was empty.
    five_bonus = FIVE_CARD_BONUS if len(empties) == MAX_CARDS else 0
    context = _Window(tuple(empties), tables, five_bonus)
    for chosen, points, completing, nominated in candidates:
        if free or all(any(c in t for t in tables if t) for c in chosen):
            group = PlacementGroup(context, chosen, points, completing, nominated)
            if group:
                yield group


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
    board: Mapping[int, BoardCard], hand: Sequence[Card], squares: Collection[int]
) -> Iterator[PlacementGroup]:
    """The legal placements of ``hand`` on ``board`` that share a line with a card on one of
    ``squares`` (their main line or a cross line): after a move, the placements it opened
    to the next player. The same groups as :func:`placement_groups`, only those."""
    if not hand or not board:
        return
    # The squares themselves, and the empty squares that end the lines through them.
    near = set(squares)
    for square in squares:
        for direction in (-1, 1, -SIZE, SIZE):
            current = step_from(square, direction)
            while current is not None and current in board:
                current = step_from(current, direction)
            if current is not None:
                near.add(current)
    position = _Position(board)
    reals = sorted({code_of(c) for c in hand if c is not JOKER})
    jokers = sum(1 for c in hand if c is JOKER)
    yield from _singles(position, reals, jokers, near)
    limit = min(MAX_CARDS, len(hand))
    lines: dict[tuple[tuple[int, ...], int], list[_Candidate]] = {}
    for step in (1, SIZE):
        lanes = {square // SIZE if step == 1 else square % SIZE for square in near}
        for window, empties in _windows(position, step, limit, lanes):
            if near.isdisjoint(window):
                continue
            fixed = [position.cells[s] for s in window if position.cells[s] >= 0]
            key = (tuple(sorted(fixed)), len(window))
            if key not in lines:
                lines[key] = _candidates(fixed, len(window), reals, jokers)
            if lines[key]:
                yield from _fill(position, step, empties, lines[key])
