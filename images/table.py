"""What the card tables have in common, so that their look changes in one place: the
header, a seat's panel and its marks (chip, dealer button, name and score, cards held), the
felt, and the panel that sums up a hand or deal with a line per seat."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PIL import Image, ImageFont

from engine.views import GameView
from images import theme, words
from images.cards import cached_card_image
from images.draw import around, clip, pill
from images.fonts import Weight, font
from images.probe import Role
from images.rendered import Rendered, rendered
from images.text import Draw, width
from images.words import counted

#: The drop shadow of a raised panel, and the dark rim round a felt. They are not in
#: :mod:`images.theme`, whose colours all enter the Deal Me In table's palette.
PANEL_SHADE: theme.Colour = (24, 25, 28)
FELT_RIM: theme.Colour = (14, 56, 40)

V = TypeVar("V", bound=GameView)
#: Height of a seat's line in a summary panel's table (:func:`summary_row`).
SUMMARY_ROW_H = 36

# ----------------------------------------------------------------- the rummy tables' frame
# Sized for chat (``tests/images/test_chat_size.py``): at 900 px wide, shown 400 px wide,
# every text of 18 px and more reads at 8 px or more.
WIDTH = 900
#: The smallest text on a table (8 px at 400 px wide).
SMALL = 18
PAD = 16
HEADER_H = 72
#: The top of what follows the header.
TOP = PAD + HEADER_H
SEAT_GAP = 10
#: The felt's left edge and width, and how far its contents sit in from its edges.
FELT_X = PAD + 6
FELT_W = WIDTH - 2 * FELT_X
INSET = 14


def header(
    draw: Draw, pad: int, span: int, title: str, subtitle: str, turn: tuple[str, str, str]
) -> None:
    """The top of a table ``span`` pixels wide: the game's title with a line under it on
    the left, and whose turn it is on the right, ``pad`` pixels in from the edges. ``turn``
    is the words before a name, the name and the words after: only the name is shortened
    to leave the title room."""
    draw.text((pad, pad - 4), title.upper(), theme.ACCENT, font(26, Weight.BOLD))
    draw.text((pad, pad + 30), subtitle, theme.TEXT_MUTED, font(18))
    turn_font = font(18, Weight.BOLD)
    room = span - 2 * pad - 60 - width(title.upper(), font(26, Weight.BOLD))
    text = around(*turn, turn_font, room)
    pill(draw, (span - pad, pad), text, turn_font, theme.ACCENT, align_right=True, role=Role.TURN)


def cards_held(
    image: Image.Image,
    draw: Draw,
    xy: tuple[int, int],
    count: int,
    back_width: int,
    face: ImageFont.FreeTypeFont,
) -> None:
    """How many cards a seat holds: a card back ``back_width`` wide from ``x`` and
    ``N cards`` beside it, both centred on the line ``y``."""
    x, middle = xy
    back = cached_card_image("back", back_width)
    image.paste(back, (x, middle - back.height // 2), back)
    draw.text(
        (x + back_width + 8, middle), counted("count.card", count), theme.TEXT_MUTED, face, "lm"
    )


def chip(
    draw: Draw,
    xy: tuple[float, float],
    text: str,
    colour: theme.Colour,
    size: int,
    width: float | None = None,
    text_size: int | None = None,
) -> None:
    """A rounded chip ``size`` pixels high (and ``width`` wide, default square) in a seat's
    colour, with a letter (``text_size`` pixels, default 3/5 of the chip): the seat's mark
    (see :func:`images.theme.seat_colour`)."""
    x, y = xy
    w = width or size
    draw.rounded_rectangle((x, y, x + w, y + size), size // 3, fill=colour)
    face = font(text_size or size * 3 // 5, Weight.BOLD)
    frame = (x, y, x + w, y + size)
    draw.text((x + w / 2, y + size / 2), text, theme.BACKGROUND, face, "mm", frame=frame)


def dealer_button(draw: Draw, centre: tuple[float, float], text_size: int = 18) -> None:
    """The dealer's mark: a white disc with a D (``text_size`` pixels)."""
    x, y = centre
    radius = text_size * 3 // 4
    box = (x - radius, y - radius, x + radius, y + radius)
    draw.ellipse(box, fill=theme.TEXT, outline=theme.BACKGROUND, width=2)
    face = font(text_size, Weight.BOLD)
    draw.text((x, y + 1), "D", theme.BACKGROUND, face, "mm", frame=box)


def seat_panel(draw: Draw, box: tuple[int, int, int, int], active: bool) -> None:
    """A player's seat: a bordered panel with a drop shadow, lit while ``active``."""
    left, top, right, bottom = box
    draw.rounded_rectangle((left + 3, top + 4, right + 3, bottom + 4), 12, fill=PANEL_SHADE)
    fill = theme.PANEL_ACTIVE if active else theme.PANEL
    draw.rounded_rectangle(box, 12, fill=fill, outline=theme.PANEL_BORDER)


def summary_panel(draw: Draw, box: tuple[int, int, int, int]) -> None:
    """The larger panel, with a deeper shadow, that sums up a hand or deal just scored."""
    left, top, right, bottom = box
    draw.rounded_rectangle((left + 4, top + 6, right + 4, bottom + 6), 16, fill=PANEL_SHADE)
    draw.rounded_rectangle(box, 16, fill=theme.PANEL, outline=theme.PANEL_BORDER)


def felt(draw: Draw, box: tuple[int, int, int, int]) -> None:
    """A rectangle of green felt with a dark rim: where a table's cards lie."""
    left, top, right, bottom = box
    draw.rounded_rectangle((left - 6, top - 6, right + 6, bottom + 6), 22, fill=FELT_RIM)
    draw.rounded_rectangle(box, 18, fill=theme.FELT)


def name_and_score(
    draw: Draw,
    name_xy: tuple[int, int],
    name: str,
    name_size: int,
    score_xy: tuple[int, int],
    score: str,
    score_size: int,
    gap: int = 12,
) -> None:
    """A seat's top line in bold: ``score`` right-aligned at ``score_xy`` and ``name`` from
    ``name_xy``, clipped to stop ``gap`` pixels short of the score."""
    name_font, score_font = font(name_size, Weight.BOLD), font(score_size, Weight.BOLD)
    draw.text(score_xy, score, theme.TEXT, score_font, "ra", role=Role.SCORE)
    room = score_xy[0] - width(score, score_font) - gap - name_xy[0]
    draw.text(name_xy, clip(name, name_font, room), theme.TEXT, name_font, role=Role.NAME)


def summary_row(
    draw: Draw,
    span: tuple[int, int],
    y: int,
    seat: int,
    name: str,
    name_room: float,
) -> float:
    """The start of a seat's line in a summary panel's table, from ``span[0]`` to
    ``span[1]`` at ``y``: a band behind every other line, the seat's chip and its ``name``
    (clipped to ``name_room``). Returns the line's middle, where the caller writes the
    line's figures."""
    left, right = span
    middle = y + SUMMARY_ROW_H / 2 - 2
    if seat % 2 == 0:
        draw.rounded_rectangle(
            (left + 10, y, right - 10, y + SUMMARY_ROW_H - 4), 8, fill=theme.PANEL_ACTIVE
        )
    chip(draw, (left + 18, middle - 13), str(seat + 1), theme.seat_colour(seat), 26, text_size=18)
    face = font(20, Weight.BOLD)
    shown = clip(name, face, name_room)
    draw.text((left + 54, middle), shown, theme.TEXT, face, "lm", role=Role.NAME)
    return middle


def seat_columns(players: int) -> int:
    """Seats of a rummy table sit in a grid across the top: two or three a row."""
    return 2 if players in (2, 4) else 3


def seat_grid_box(
    seat: int, players: int, *, width: int, pad: int, top: int, seat_h: int, gap: int
) -> tuple[int, int, int, int]:
    """The box of ``seat`` in the grid of :func:`seat_columns` (a picture ``width`` wide,
    ``pad`` at the sides, the first row at ``top``, rows ``seat_h`` tall, ``gap`` apart)."""
    columns = seat_columns(players)
    box_width = (width - 2 * pad - (columns - 1) * gap) // columns
    row, column = divmod(seat, columns)
    left = pad + column * (box_width + gap)
    box_top = top + row * (seat_h + gap)
    return left, box_top, left + box_width, box_top + seat_h


def seat_grid_bottom(players: int, *, top: int, seat_h: int, gap: int) -> int:
    """Where the space under the seat grid starts."""
    rows = -(-players // seat_columns(players))
    return top + rows * (seat_h + gap) + 6


def render_frame(
    view: V,
    draw: Callable[[V], Image.Image],
    alt: Callable[[V], str],
    filename: str,
    palette: Image.Image | None,
    locale: str,
) -> Rendered:
    """A picture of ``view`` drawn by ``draw`` in ``locale``'s words (the drawn script's
    fallbacks: :func:`images.words.drawing`), its alt text by ``alt`` in the same language
    and encoded through ``palette``: the frame of every table's (and hand's) render."""
    with words.drawing(locale):
        image = draw(view)
    with words.speaking(locale):
        text = alt(view)
    return rendered(image, text, filename, palette)
