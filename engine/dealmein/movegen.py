"""Every legal placement of a hand on a board, fast (DESIGN.md budget: < 50 ms).

The search, as in Scrabble move generators:

1. Every line on the board holds at most five cards, so a placement's main line is a
   *window* of 2 to 5 squares of one row or column whose two outside neighbours stay empty.
   The generator walks every window, keeps those that touch the board (or cover F6 on the
   first move), and fills its empty squares.
2. A square next to cards in the other direction belongs to a *cross line*; the cards it may
   take are computed once per square (:func:`engine.dealmein.combos.completions`), with
   the points the cross line would score.
3. Cards are tried square by square; a partial line that no combination of the window's
   length can contain is dropped at once (:func:`engine.dealmein.combos.feasible`).
4. Jokers are placed as wildcards during that walk and nominated only at the end, from the
   cards that complete the line (never 52 blind tries per joker), each nomination also
   checked against the joker's cross line.

One-card placements (whose direction is meaningless) are generated separately, once, and
written ``across``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from itertools import permutations
from typing import NamedTuple

from engine.cards import JOKER, STANDARD_52, Card, PlayedJoker
from engine.dealmein.board import BONUS, KIND_BY_INDEX, SIZE, square_name
from engine.dealmein.combos import (
    RANK_OF_CODE,
    code_of,
    completions,
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
    Placement,
    check_placement,
    step_from,
)

#: Played jokers, one per nomination, so the generator does not build new ones.
_PLAYED: tuple[PlayedJoker, ...] = tuple(PlayedJoker(c) for c in STANDARD_52)
#: Bonus square at each square index: (rank needed, factor), or None.
_BONUS_AT: tuple[tuple[int, int] | None, ...] = tuple(BONUS.get(k) for k in KIND_BY_INDEX)
#: Cross-line points by placed card (None: no cross line at that square).
CrossTable = dict[int, int] | None


class Move(NamedTuple):
    """A legal placement as the generator finds it: the squares covered in fill order, the
    cards on them and the score. :meth:`placement` gives the full breakdown."""

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

    def placement(
        self, board: Mapping[int, BoardCard], hand: Sequence[Card], jokers_left: Collection[int]
    ) -> Placement:
        """The checked placement with its lines (the same rules as a player's move)."""
        return check_placement(
            board, hand, self.squares[0], self.direction, self.cards, jokers_left
        )


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
        """For an empty square, the line across ``step`` it would join: each card allowed
        there and the points that line would make (before bonus squares); ``None`` when
        there are no cards next to it in that direction."""
        key = (square, step)
        if key not in self._cross:
            codes = self.run_codes(square, step)
            table: CrossTable = None
            if codes:
                table = {}
                for (code,) in completions(codes, 1):
                    combination = evaluate([*codes, code])
                    if combination is not None:
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


def _factor(square: int, code: int) -> int:
    bonus = _BONUS_AT[square]
    return bonus[1] if bonus is not None and bonus[0] == RANK_OF_CODE[code] else 1


def _token(code: int, joker: bool) -> BoardCard:
    return _PLAYED[code] if joker else STANDARD_52[code]


def generate(board: Mapping[int, BoardCard], hand: Sequence[Card]) -> Iterator[Move]:
    """Every legal placement of ``hand`` on ``board`` (lazily: stop early for a yes/no)."""
    if not hand:
        return
    position = _Position(board)
    reals = sorted({code_of(c) for c in hand if c is not JOKER})
    jokers = sum(1 for c in hand if c is JOKER)
    if not position.empty_board:
        yield from _singles(position, reals, jokers)
    limit = min(MAX_CARDS, len(hand))
    for step in (1, SIZE):
        for window, empties in _windows(position, step, limit):
            yield from _fill(position, step, window, empties, reals, jokers)


def legal_placements(board: Mapping[int, BoardCard], hand: Sequence[Card]) -> list[Move]:
    """Every legal placement of ``hand`` on ``board``."""
    return list(generate(board, hand))


def can_place(board: Mapping[int, BoardCard], hand: Sequence[Card]) -> bool:
    """Whether ``hand`` has any legal placement on ``board``."""
    return next(generate(board, hand), None) is not None


def _singles(position: _Position, reals: list[int], jokers: int) -> Iterator[Move]:
    """One card on an empty square next to the board: both its lines must hold."""
    cells = position.cells
    for square in range(SIZE * SIZE):
        if cells[square] >= 0 or not position.touches(square):
            continue
        lines = (position.cross(square, 1), position.cross(square, SIZE))
        tables = [t for t in lines if t is not None]
        if not all(tables):
            continue  # a line next to this square takes no card at all
        allowed = set(tables[0])
        for table in tables[1:]:
            allowed &= table.keys()
        for code in sorted(allowed):
            score = sum(t[code] for t in tables) * _factor(square, code)
            if code in reals:
                yield Move((square,), (STANDARD_52[code],), score)
            if jokers:
                yield Move((square,), (_PLAYED[code],), score)


def _windows(position: _Position, step: int, limit: int) -> Iterator[tuple[list[int], list[int]]]:
    """Windows (all squares, empty squares) of 2 to 5 squares along ``step`` whose outside
    neighbours are empty, with 2 to ``limit`` empty squares, touching the board."""
    cells = position.cells
    other = SIZE if step == 1 else 1
    for lane in range(SIZE):
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


def _fill(
    position: _Position,
    step: int,
    window: list[int],
    empties: list[int],
    reals: list[int],
    jokers: int,
) -> Iterator[Move]:
    """Every way to fill ``empties`` so that the window and every cross line hold."""
    cells = position.cells
    fixed = [cells[s] for s in window if cells[s] >= 0]
    length = len(window)
    if not feasible(fixed, length):
        return
    other = SIZE if step == 1 else 1
    tables = [position.cross(s, other) for s in empties]
    if any(t is not None and not t for t in tables):
        return
    five_bonus = FIVE_CARD_BONUS if not fixed and length == MAX_CARDS else 0
    count = len(empties)
    chosen: list[int] = []
    wild: list[int] = []  # indexes into empties holding a joker

    def leaf() -> Iterator[Move]:
        line = fixed + chosen
        if not wild:
            combination = evaluate(line)
            if combination is not None:
                yield _move(empties, chosen, (), combination.points)
            return
        for extra in completions(line, len(wild)):
            combination = evaluate(line + list(extra))
            if combination is None:
                continue
            for order in permutations(extra):
                if all(
                    tables[i] is None or code in tables[i]
                    for i, code in zip(wild, order, strict=True)
                ):
                    yield _move(
                        empties, chosen, tuple(zip(wild, order, strict=True)), combination.points
                    )

    def _move(
        squares: list[int],
        reals_chosen: list[int],
        wild_codes: tuple[tuple[int, int], ...],
        points: int,
    ) -> Move:
        codes = list(reals_chosen)
        is_joker = [False] * count
        for index, code in wild_codes:
            codes.insert(index, code)
            is_joker[index] = True
        multiplier = 1
        score = 0
        for index, square in enumerate(squares):
            factor = _factor(square, codes[index])
            multiplier *= factor
            table = tables[index]
            if table is not None:
                score += table[codes[index]] * factor
        score += points * multiplier + five_bonus
        cards = tuple(_token(c, j) for c, j in zip(codes, is_joker, strict=True))
        return Move(tuple(squares), cards, score)

    def walk(index: int, jokers_left: int) -> Iterator[Move]:
        if index == count:
            yield from leaf()
            return
        table = tables[index]
        for code in reals:
            if code in chosen or (table is not None and code not in table):
                continue
            chosen.append(code)
            if feasible(fixed + chosen, length):
                yield from walk(index + 1, jokers_left)
            chosen.pop()
        if jokers_left:
            wild.append(index)
            yield from walk(index + 1, jokers_left - 1)
            wild.pop()

    yield from walk(0, jokers)
