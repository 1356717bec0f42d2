"""The Deal Me In board: 11 x 11 squares and their kinds, as one data table (RULES.md §1).

Columns ``A``-``K`` left to right, rows ``1``-``11`` top to bottom; a square is named like
``F6``. Internally a square is an index ``row * SIZE + col`` (both from 0).
"""

from __future__ import annotations

from enum import StrEnum

SIZE = 11
COLUMNS = "ABCDEFGHIJK"


class SquareKind(StrEnum):
    PLAIN = "plain"
    CENTRE = "centre"
    ACE = "ace"
    KING = "king"
    QUEEN = "queen"
    JACK = "jack"
    JOKER = "joker"


#: The layout [house]: every special square and its kind. Everything else is plain.
LAYOUT: dict[str, SquareKind] = {
    "F6": SquareKind.CENTRE,
    **dict.fromkeys(("A1", "K1", "A11", "K11"), SquareKind.ACE),
    **dict.fromkeys(("C3", "I3", "C9", "I9"), SquareKind.KING),
    **dict.fromkeys(("F1", "A6", "K6", "F11"), SquareKind.QUEEN),
    **dict.fromkeys(("E5", "G5", "E7", "G7"), SquareKind.JACK),
    **dict.fromkeys(("F3", "C6", "I6", "F9"), SquareKind.JOKER),
}

#: Bonus squares: the rank a card must have to earn the bonus, and the multiplier.
BONUS: dict[SquareKind, tuple[int, int]] = {
    SquareKind.ACE: (14, 3),
    SquareKind.KING: (13, 2),
    SquareKind.QUEEN: (12, 2),
    SquareKind.JACK: (11, 2),
}

CENTRE = "F6"


def square_index(name: str) -> int:
    """``"F6"`` -> index; :class:`ValueError` with a readable message for a bad name."""
    text = name.strip().upper()
    if len(text) >= 2 and text[0] in COLUMNS and text[1:].isdigit():
        col, row = COLUMNS.index(text[0]), int(text[1:]) - 1
        if 0 <= row < SIZE:
            return row * SIZE + col
    raise ValueError(f"'{name}' is not a square: columns are A-K and rows 1-11 (for example F6)")


def square_name(index: int) -> str:
    row, col = divmod(index, SIZE)
    return f"{COLUMNS[col]}{row + 1}"


def kind_of(index: int) -> SquareKind:
    return KIND_BY_INDEX[index]


KIND_BY_INDEX: tuple[SquareKind, ...] = tuple(
    LAYOUT.get(square_name(i), SquareKind.PLAIN) for i in range(SIZE * SIZE)
)
JOKER_SQUARES: tuple[str, ...] = tuple(n for n, k in LAYOUT.items() if k is SquareKind.JOKER)
