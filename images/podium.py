"""A podium and a top ten: the picture of a season's final standings and of a
tournament's standings.

The bot sums a board up as a :class:`Board` (the words it already has, in the reader's
language: the game's title, the season's or round's name; and each line's cells: games,
wins and rating, or points and tiebreaks) and :func:`render_board` draws the first three
on a podium, the first ten in rows under it, and says the same in the alt text. A place
is always written as a number beside its medal, so no meaning rides on colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from images import theme, words
from images.draw import clip
from images.fonts import Weight, font
from images.probe import Role
from images.rendered import Rendered, alt_text, rendered
from images.result import MEDALS
from images.text import Draw
from images.words import say

WIDTH = 900
MARGIN = 32
#: Heights of the podium's steps for places 1, 2 and 3.
STEPS = {1: 150, 2: 110, 3: 80}
STEP_W = 250
ROW_H = 56
COLUMN_W = 130
#: Lines drawn under the podium.
TOP = 10


@dataclass(frozen=True, slots=True)
class BoardLine:
    """A player's line: their place, name and the board's cells (one per column)."""

    place: int
    name: str
    cells: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Board:
    """What the picture says: a heading (``kind``: "season" or "tournament"), the
    ``title`` and ``subtitle`` lines, the column names and the lines best first."""

    kind: str
    title: str
    subtitle: str
    columns: tuple[str, ...]
    lines: tuple[BoardLine, ...]


def render_board(board: Board, *, locale: str = "en") -> Rendered:
    """The podium and top ten of ``board``, in ``locale``."""
    with words.drawing(locale):
        image = _image(board)
    with words.speaking(locale):
        alt = _alt(board)
    return rendered(image, alt, f"{board.kind}.png")


def _alt(board: Board) -> str:
    lines = "; ".join(
        say(
            "podium.alt_line",
            place=line.place,
            name=line.name,
            cells=", ".join(
                f"{column} {cell}" for column, cell in zip(board.columns, line.cells, strict=True)
            ),
        )
        for line in board.lines[:TOP]
    )
    essentials = [say("podium.alt", title=board.title, subtitle=board.subtitle)]
    return alt_text(essentials, [lines or say("podium.empty")])


def _image(board: Board) -> Image.Image:
    top = board.lines[:TOP]
    podium_y = MARGIN + 120
    table_y = podium_y + max(STEPS.values()) + 80
    height = table_y + 40 + ROW_H * max(1, len(top)) + MARGIN
    image = Image.new("RGB", (WIDTH, height), theme.BACKGROUND)
    draw = Draw(image)
    draw.text(
        (MARGIN, MARGIN), say(f"podium.heading.{board.kind}"), theme.ACCENT, font(16, Weight.BOLD)
    )
    draw.text(
        (MARGIN, MARGIN + 24),
        clip(board.title, font(34, Weight.BOLD), WIDTH - 2 * MARGIN),
        theme.TEXT,
        font(34, Weight.BOLD),
    )
    draw.text(
        (MARGIN, MARGIN + 74),
        clip(board.subtitle, font(20), WIDTH - 2 * MARGIN),
        theme.TEXT_MUTED,
        font(20),
    )
    _podium(draw, podium_y, top)
    _rows(draw, table_y, board.columns, top)
    return image


def _podium(draw: Draw, y: int, lines: Sequence[BoardLine]) -> None:
    """The first three lines on steps of the heights of places 2, 1 and 3, left to right
    (a line's own place is written on its step: a tie for second stands on the third
    step with a 2)."""
    base = y + max(STEPS.values()) + 50
    centre = WIDTH // 2
    slots = {2: centre - STEP_W, 1: centre, 3: centre + STEP_W}
    standing: dict[int, BoardLine] = {}
    for index, first in enumerate(lines[:3]):
        standing.setdefault(index + 1, first)
    for slot, x in slots.items():
        line = standing.get(slot)
        step = STEPS[slot]
        left, right = x - STEP_W // 2 + 8, x + STEP_W // 2 - 8
        draw.rounded_rectangle((left, base - step, right, base), 10, fill=theme.PANEL)
        medal = (
            MEDALS[line.place] if line is not None and line.place in MEDALS else theme.PANEL_BORDER
        )
        draw.ellipse((x - 24, base - step + 14, x + 24, base - step + 62), fill=medal)
        place = str(line.place) if line is not None else str(slot)
        draw.text((x, base - step + 38), place, theme.BACKGROUND, font(26, Weight.BOLD), "mm")
        if line is not None:
            name = clip(line.name, font(26, Weight.BOLD), STEP_W - 20)
            draw.text(
                (x, base - step - 22), name, theme.TEXT, font(26, Weight.BOLD), "mm", role=Role.NAME
            )


def _rows(draw: Draw, y: int, columns: Sequence[str], lines: Sequence[BoardLine]) -> None:
    right = WIDTH - MARGIN
    column_x = [right - 16 - COLUMN_W * (len(columns) - 1 - i) for i in range(len(columns))]
    header = font(15, Weight.BOLD)
    draw.text((MARGIN + 70, y + 8), say("podium.player"), theme.TEXT_FAINT, header)
    for x, name in zip(column_x, columns, strict=True):
        draw.text((x, y + 8), name.upper(), theme.TEXT_FAINT, header, "ra")
    y += 40
    if not lines:
        draw.text((MARGIN, y + 16), say("podium.empty"), theme.TEXT_MUTED, font(22))
        return
    name_room = (column_x[0] - COLUMN_W + 40 if columns else right) - (MARGIN + 70)
    for line in lines:
        draw.rounded_rectangle((MARGIN, y, right, y + ROW_H - 8), 10, fill=theme.PANEL)
        middle = y + (ROW_H - 8) / 2
        medal = MEDALS.get(line.place)
        draw.ellipse(
            (MARGIN + 14, middle - 17, MARGIN + 48, middle + 17),
            fill=medal or theme.PANEL_BORDER,
        )
        ink = theme.BACKGROUND if medal else theme.TEXT
        draw.text((MARGIN + 31, middle), str(line.place), ink, font(18, Weight.BOLD), "mm")
        name = clip(line.name, font(24, Weight.BOLD), name_room)
        draw.text(
            (MARGIN + 70, middle), name, theme.TEXT, font(24, Weight.BOLD), "lm", role=Role.NAME
        )
        for x, cell in zip(column_x, line.cells, strict=True):
            draw.text((x, middle), cell, theme.TEXT, font(24), "rm")
        y += ROW_H
