"""Checking and scoring one placement (RULES.md §1, "A move": Place).

:func:`check_placement` takes the board, the cards the player may use and the placement as
the player wrote it (start square, direction, cards); it returns a :class:`Placement` with
the squares covered, every line scored and the joker squares won, or raises
:class:`~engine.core.IllegalAction` naming the squares, cards and reason. It never changes
the board: the game applies a checked placement.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine import i18n
from engine.cards import JOKER, Card, PlayedJoker
from engine.core import IllegalAction
from engine.dealmein.board import BONUS, CENTRE, KIND_BY_INDEX, SIZE, square_index, square_name
from engine.dealmein.combos import Combination, code_of, evaluate

#: A card on the board: a real card, or a joker with its nomination.
BoardCard = Card | PlayedJoker
Board = Mapping[int, BoardCard]

ACROSS = "across"
DOWN = "down"
#: Square index step of each direction.
STEP = {ACROSS: 1, DOWN: SIZE}
FIVE_CARD_BONUS = 50
MAX_CARDS = 5
CENTRE_INDEX = square_index(CENTRE)


def board_square(name: str) -> int:
    """The index of the square a player named; :class:`IllegalAction` for a bad name."""
    try:
        return square_index(name)
    except ValueError:
        raise IllegalAction.of("dealmein.square", square=name) from None


def symbols(cards: Sequence[BoardCard]) -> str:
    """Cards for a message: ``A♠ K♠ JK=7♥``."""
    return " ".join(c.symbol for c in cards)


def span_name(squares: Sequence[int]) -> str:
    """``F6–J6`` for a line or a run of squares, ``F6`` for one square."""
    first, last = square_name(squares[0]), square_name(squares[-1])
    return first if first == last else f"{first}–{last}"


def neighbours(square: int) -> Iterator[int]:
    """The squares orthogonally next to ``square``."""
    row, col = divmod(square, SIZE)
    if row > 0:
        yield square - SIZE
    if row < SIZE - 1:
        yield square + SIZE
    if col > 0:
        yield square - 1
    if col < SIZE - 1:
        yield square + 1


def step_from(square: int, step: int) -> int | None:
    """The next square from ``square`` in a direction (``step`` ±1 or ±SIZE), or ``None``
    at the edge of the board."""
    row, col = divmod(square, SIZE)
    if step in (1, -1):
        col += step
    else:
        row += step // SIZE
    if 0 <= row < SIZE and 0 <= col < SIZE:
        return row * SIZE + col
    return None


def run_through(occupied: Collection[int], square: int, step: int) -> list[int]:
    """The maximal run of occupied squares through ``square`` along ``step`` (1 or SIZE),
    in reading order; ``square`` itself counts as occupied."""
    start = square
    while (before := step_from(start, -step)) is not None and before in occupied:
        start = before
    squares = [start]
    while (after := step_from(squares[-1], step)) is not None and after in occupied:
        squares.append(after)
    return squares


@dataclass(frozen=True, slots=True)
class LineScore:
    """One line a placement created or changed, and what it scores."""

    squares: tuple[int, ...]
    cards: tuple[BoardCard, ...]
    combination: Combination
    multiplier: int
    bonus: int

    @property
    def score(self) -> int:
        return self.combination.points * self.multiplier + self.bonus

    def describe(self) -> str:
        """``royal flush 200 + 5-card bonus 50`` / ``pair 10 ×2``."""
        return str(i18n.worded(self.phrase()))

    def phrase(self) -> dict[str, Any]:
        """:meth:`describe` as a phrase of the catalogue (:func:`engine.i18n.phrase`)."""
        return i18n.phrase(
            "dealmein.line_score" + (".bonus" if self.bonus else ""),
            combination=self.combination.phrase,
            points=self.combination.points,
            times=f" ×{self.multiplier}" if self.multiplier > 1 else "",
            bonus=self.bonus,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "squares": [square_name(s) for s in self.squares],
            "cards": [str(c) for c in self.cards],
            "combination": self.combination.name,
            "points": self.combination.points,
            "multiplier": self.multiplier,
            "bonus": self.bonus,
            "score": self.score,
        }


@dataclass(frozen=True, slots=True)
class Placement:
    """A legal placement: squares covered (in fill order), the cards on them, the lines it
    scores and the joker squares it wins."""

    direction: str
    squares: tuple[int, ...]
    cards: tuple[BoardCard, ...]
    lines: tuple[LineScore, ...]
    jokers_won: tuple[int, ...]

    @property
    def score(self) -> int:
        return sum(line.score for line in self.lines)

    @property
    def jokers_used(self) -> int:
        return sum(isinstance(c, PlayedJoker) for c in self.cards)

    def action(self) -> str:
        """The placement in the action notation."""
        tokens = " ".join(str(c) for c in self.cards)
        return f"place {square_name(self.squares[0])} {self.direction} {tokens}"

    def describe(self) -> str:
        """``A♠ K♠ Q♠ J♠ 10♠ F6–J6 across`` or ``7♥ on G7``."""
        return str(i18n.worded(self.describe_phrase()))

    def describe_phrase(self) -> dict[str, Any]:
        """:meth:`describe` as a phrase of the catalogue (:func:`engine.i18n.phrase`)."""
        if len(self.squares) == 1:
            return i18n.phrase(
                "dealmein.placement.one",
                cards=symbols(self.cards),
                square=square_name(self.squares[0]),
            )
        return i18n.phrase(
            f"dealmein.placement.{self.direction}",
            cards=symbols(self.cards),
            squares=span_name(self.squares),
        )

    def score_text(self) -> str:
        """``royal flush 200 + 5-card bonus 50 = 250``."""
        return str(i18n.worded(self.score_phrase()))

    def score_phrase(self) -> dict[str, Any]:
        """:meth:`score_text` as a series of the catalogue's phrases
        (:func:`engine.i18n.series`), for the placed event's sentence in any language."""
        parts = i18n.series((line.phrase() for line in self.lines), " + ")
        if len(self.lines) == 1 and not self.lines[0].bonus and self.lines[0].multiplier == 1:
            return parts
        return i18n.series([parts, f"= {self.score}"], " ")


def fill_squares(board: Board, start: int, direction: str, count: int) -> list[int]:
    """The empty squares ``count`` cards cover from ``start`` in ``direction``, skipping
    covered squares; :class:`IllegalAction` when they run off the board."""
    step = STEP[direction]
    squares: list[int] = []
    square: int | None = start
    while len(squares) < count:
        if square is None:
            raise IllegalAction.of(
                "dealmein.off_board",
                square=square_name(start),
                direction=direction,
                count=len(squares),
            )
        if square not in board:
            squares.append(square)
        square = step_from(square, step)
    return squares


def check_cards_held(hand: Sequence[Card], cards: Sequence[BoardCard]) -> None:
    """Refuse cards the player does not hold (jokers counted, a card placed twice)."""
    held = Counter(hand)
    wanted = Counter(JOKER if isinstance(c, PlayedJoker) else c for c in cards)
    for card, count in wanted.items():
        if held[card] >= count:
            continue
        if card is JOKER:
            if not held[JOKER]:
                raise IllegalAction.of("dealmein.no_joker_held")
            raise IllegalAction.of("dealmein.jokers_held", count=held[JOKER])
        if held[card]:
            raise IllegalAction.of("dealmein.held_once", card=card.symbol, count=count)
        raise IllegalAction.of("dealmein.not_held", card=card.symbol)


def check_placement(
    board: Board,
    hand: Sequence[Card],
    start: int,
    direction: str,
    cards: Sequence[BoardCard],
    jokers_left: Collection[int] = (),
) -> Placement:
    """Check a placement written as ``place START DIRECTION CARDS`` and score it.

    ``hand`` is the cards the player may use now (jokers as :data:`~engine.cards.JOKER`);
    ``jokers_left`` the joker squares not yet won.
    """
    if not 1 <= len(cards) <= MAX_CARDS:
        raise IllegalAction.of("dealmein.card_count", most=MAX_CARDS, count=len(cards))
    check_cards_held(hand, cards)
    squares = fill_squares(board, start, direction, len(cards))
    placed = dict(zip(squares, cards, strict=True))
    if not board:
        if CENTRE_INDEX not in placed:
            raise IllegalAction.of("dealmein.first.centre", square=CENTRE)
        if len(cards) < 2:
            raise IllegalAction.of("dealmein.first.two_cards")
    elif not any(n in board for s in squares for n in neighbours(s)):
        raise IllegalAction.of("dealmein.touch")
    occupied = board.keys() | placed.keys()
    step = STEP[direction]
    other = SIZE if step == 1 else 1
    lines = [(run_through(occupied, squares[0], step), True)]
    lines += [(run_through(occupied, s, other), False) for s in squares]
    scored = tuple(_score_line(board, placed, line, main) for line, main in lines if len(line) >= 2)
    won = tuple(s for s in squares if s in jokers_left)
    return Placement(direction, tuple(squares), tuple(cards), scored, won)


def _score_line(
    board: Board, placed: Mapping[int, BoardCard], squares: list[int], main: bool
) -> LineScore:
    cards = [placed[s] if s in placed else board[s] for s in squares]
    name = span_name(squares)
    _check_no_complete_line_extended(board, squares)
    if len(squares) > MAX_CARDS:
        raise IllegalAction.of(
            "dealmein.line.too_long", line=name, count=len(squares), most=MAX_CARDS
        )
    codes = [code_of(c) for c in cards]
    repeated = [c for c, n in Counter(codes).items() if n > 1]
    if repeated:
        card = cards[codes.index(repeated[0])]
        shown = card.stands_for if isinstance(card, PlayedJoker) else card
        raise IllegalAction.of(
            "dealmein.line.twice", line=name, card=shown.symbol, cards=symbols(cards)
        )
    combination = evaluate(codes)
    if combination is None:
        raise IllegalAction.of("dealmein.line.no_combination", line=name, cards=symbols(cards))
    multiplier = 1
    for square in squares:
        if square in placed and (bonus := BONUS.get(KIND_BY_INDEX[square])) is not None:
            rank, factor = bonus
            if placed[square].rank == rank:
                multiplier *= factor
    all_placed = main and len(squares) == MAX_CARDS and all(s in placed for s in squares)
    bonus_points = FIVE_CARD_BONUS if all_placed else 0
    return LineScore(tuple(squares), tuple(cards), combination, multiplier, bonus_points)


def _check_no_complete_line_extended(board: Board, squares: list[int]) -> None:
    """Refuse a line that adds cards to a complete line (its stop ends)."""
    segment: list[int] = []
    for square in [*squares, -1]:
        if square in board:
            segment.append(square)
            continue
        if len(segment) >= 2 and len(segment) < len(squares):
            combination = evaluate([code_of(board[s]) for s in segment])
            if combination is not None and combination.complete:
                raise IllegalAction.of(
                    "dealmein.line.complete",
                    line=span_name(segment),
                    combination=combination.phrase,
                )
        segment = []
