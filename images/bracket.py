"""A single elimination's bracket: its rounds as columns of tables, who went through.

The bot sums the bracket up as a :class:`Bracket` (the words it already has, in the
reader's language: the game's title, each round's name, the players' names, each seat's
place once played) and :func:`render_bracket` draws the latest :data:`COLUMNS` rounds side
by side, each table a box of its players in the order they finished. A player who went
through is marked three ways, so that no meaning rides on colour: a filled bar beside the
name, the name in bold and an arrow after it; a player out is written muted. A round of
more than :data:`MOST_TABLES` tables shows its first ones and says how many more; the alt
text says every table of the rounds shown.

Made for a phone: 900 px wide (about 350 on the screen, names drawn 24 px tall, read at
about 9), and never taller than 4:3.
"""

from __future__ import annotations

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
MARGIN = 28
#: Rounds drawn side by side at most (the latest ones).
COLUMNS = 3
#: Tables drawn in a column at most.
MOST_TABLES = 8
SEAT_H = 40
TABLE_GAP = 16
HEADER_H = 128
ROUND_H = 44
#: The tallest the picture grows: 4:3 at most.
MOST_HEIGHT = WIDTH * 4 // 3


@dataclass(frozen=True, slots=True)
class BracketSeat:
    """A player at a table: their ``place`` there once played (``None`` before), and
    whether they went ``through`` to the next round."""

    name: str
    place: int | None = None
    through: bool = False


@dataclass(frozen=True, slots=True)
class BracketRound:
    """A round: its name (``label``), its tables and the players it gave a bye."""

    label: str
    tables: tuple[tuple[BracketSeat, ...], ...]
    byes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Bracket:
    """What the picture says: the ``title`` and ``subtitle`` lines, the rounds (the
    first first) and the winner once there is one."""

    title: str
    subtitle: str
    rounds: tuple[BracketRound, ...]
    winner: str | None = None


def render_bracket(bracket: Bracket, *, locale: str = "en") -> Rendered:
    """The bracket's latest rounds, in ``locale``."""
    shown = _shown(bracket.rounds)
    with words.drawing(locale):
        image = _image(bracket, shown)
    with words.speaking(locale):
        alt = _alt(bracket, shown)
    return rendered(image, alt, "bracket.png")


def _shown(rounds: tuple[BracketRound, ...]) -> tuple[BracketRound, ...]:
    """The latest :data:`COLUMNS` rounds, fewer while the tallest would not fit."""
    shown = rounds[-COLUMNS:]
    while len(shown) > 1 and _column_height(shown[0]) > MOST_HEIGHT - HEADER_H - MARGIN:
        shown = shown[1:]
    return shown


def _drawn_tables(played: BracketRound) -> tuple[tuple[BracketSeat, ...], ...]:
    return played.tables[:MOST_TABLES]


def _column_height(played: BracketRound) -> int:
    tables = _drawn_tables(played)
    height = ROUND_H + sum(len(table) * SEAT_H + TABLE_GAP for table in tables)
    if len(played.tables) > len(tables) or played.byes:
        height += SEAT_H
    return height


def _alt(bracket: Bracket, shown: tuple[BracketRound, ...]) -> str:
    essentials = [say("bracket.alt", title=bracket.title, subtitle=bracket.subtitle)]
    if bracket.winner is not None:
        essentials.append(say("bracket.alt_winner", name=bracket.winner))
    details = []
    for played in shown:
        for number, table in enumerate(played.tables, start=1):
            seats = ", ".join(_alt_seat(seat) for seat in table)
            details.append(say("bracket.alt_table", round=played.label, table=number, seats=seats))
        if played.byes:
            details.append(
                say("bracket.alt_byes", round=played.label, names=", ".join(played.byes))
            )
    return alt_text(essentials, details)


def _alt_seat(seat: BracketSeat) -> str:
    if seat.place is None:
        return seat.name
    key = "bracket.alt_through" if seat.through else "bracket.alt_out"
    return say(key, name=seat.name, place=seat.place)


def _image(bracket: Bracket, shown: tuple[BracketRound, ...]) -> Image.Image:
    body = max((_column_height(played) for played in shown), default=ROUND_H)
    height = min(MOST_HEIGHT, HEADER_H + body + MARGIN)
    image = Image.new("RGB", (WIDTH, height), theme.BACKGROUND)
    draw = Draw(image)
    draw.text((MARGIN, MARGIN), say("bracket.heading"), theme.ACCENT, font(16, Weight.BOLD))
    draw.text(
        (MARGIN, MARGIN + 22),
        clip(bracket.title, font(32, Weight.BOLD), WIDTH - 2 * MARGIN),
        theme.TEXT,
        font(32, Weight.BOLD),
    )
    subtitle = bracket.subtitle
    if bracket.winner is not None:
        subtitle = say("bracket.winner", subtitle=subtitle, name=bracket.winner)
    draw.text(
        (MARGIN, MARGIN + 66),
        clip(subtitle, font(22), WIDTH - 2 * MARGIN),
        theme.TEXT_MUTED,
        font(22),
        role=Role.NAME,
    )
    if not shown:
        draw.text((MARGIN, HEADER_H + 8), say("bracket.empty"), theme.TEXT_MUTED, font(22))
        return image
    gap = 18
    column_w = (WIDTH - 2 * MARGIN - gap * (len(shown) - 1)) // len(shown)
    for index, played in enumerate(shown):
        _column(draw, MARGIN + index * (column_w + gap), HEADER_H, column_w, played)
    return image


def _column(draw: Draw, x: int, y: int, w: int, played: BracketRound) -> None:
    draw.text(
        (x + 4, y + 12),
        clip(played.label.upper(), font(17, Weight.BOLD), w - 8),
        theme.TEXT_FAINT,
        font(17, Weight.BOLD),
    )
    y += ROUND_H
    tables = _drawn_tables(played)
    for table in tables:
        box = len(table) * SEAT_H
        draw.rounded_rectangle((x, y, x + w, y + box), 10, fill=theme.PANEL)
        for number, seat in enumerate(table):
            _seat(draw, x, y + number * SEAT_H, w, seat)
            if number:
                line_y = y + number * SEAT_H
                draw.line((x + 10, line_y, x + w - 10, line_y), fill=theme.PANEL_BORDER)
        y += box + TABLE_GAP
    more = len(played.tables) - len(tables)
    note = ""
    if more:
        note = say("bracket.more", count=more)
    elif played.byes:
        note = say("bracket.byes", names=", ".join(played.byes))
    if note:
        draw.text(
            (x + 4, y + 4), clip(note, font(18), w - 8), theme.TEXT_MUTED, font(18), role=Role.NAME
        )


def _seat(draw: Draw, x: int, y: int, w: int, seat: BracketSeat) -> None:
    middle = y + SEAT_H / 2
    if seat.through:
        draw.rounded_rectangle((x + 4, y + 6, x + 10, y + SEAT_H - 6), 3, fill=theme.ACCENT)
    left = x + 18
    if seat.place is not None:
        medal = MEDALS.get(seat.place) if seat.through else None
        draw.ellipse((left, middle - 13, left + 26, middle + 13), fill=medal or theme.PANEL_BORDER)
        ink = theme.BACKGROUND if medal else theme.TEXT
        draw.text((left + 13, middle), str(seat.place), ink, font(16, Weight.BOLD), "mm")
        left += 36
    weight = Weight.BOLD if seat.through else Weight.REGULAR
    face = font(24, weight)
    arrow = " →" if seat.through else ""
    room = x + w - 10 - left
    name = clip(seat.name, face, room - (face.getlength(arrow) if arrow else 0))
    ink = theme.TEXT if seat.through or seat.place is None else theme.TEXT_MUTED
    draw.text((left, middle), name + arrow, ink, face, "lm", role=Role.NAME)
