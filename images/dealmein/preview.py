"""Deal Me In's placement preview: the board around a placement the player has picked in
their panel, before they press **Place**.

A small picture made for a phone (about 500 px wide, shown at 350): the squares around the
placement and the lines it scores, cut from the table picture with their column letters and
row numbers, the placement's cards "ghosted" in (faded on plain felt, in a dashed frame: a
shape, not a colour alone), and under them the combination named and
the score, then how the score is made (``royal flush 200 + 5-card bonus 50 = 250``).

Drawing only: what to draw comes as plain data (:class:`PlacementPreview`, made from the
player's view and the engine's placement), so that it may be drawn in another process.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image

from engine import i18n
from engine.cards import parse_played
from engine.dealmein.board import COLUMNS, SIZE, square_index, square_name
from engine.dealmein.placement import Placement
from engine.dealmein.view import DealMeInView
from images import theme, words
from images.cards import cached_card_image
from images.dealmein import render
from images.dealmein.wording import combination_name
from images.draw import wrap
from images.fonts import Weight, font
from images.rendered import Rendered, alt_text, rendered
from images.text import Draw
from images.words import say

#: The window of squares shown (at least): columns, rows.
ALONG, ACROSS = 7, 5
#: Margins, the labels' band, the caption's lines.
PAD = 14
LABEL = 26
TITLE_SIZE = 26
DETAIL_SIZE = 20
LINE_GAP = 8
#: How much of a ghosted card shows through (0 to 255).
GHOST_ALPHA = 185
GHOST_FRAME = theme.ACCENT
FILENAME = "dealmein-preview.png"


@dataclass(frozen=True, slots=True)
class PlacementPreview:
    """What the preview draws, as plain data: the board as the player sees it, the
    placement picked (``spot``: ``"F6 across"``; ``squares`` in fill order with the
    ``cards`` that go on them, jokers as ``JK=7H``), the lines it scores (each a
    :meth:`~engine.dealmein.placement.LineScore.to_dict`, the main line first), its score
    and the catalogue's phrase of how the score is made."""

    view: DealMeInView
    spot: str
    direction: str
    squares: tuple[str, ...]
    cards: tuple[str, ...]
    lines: tuple[dict[str, Any], ...]
    score: int
    score_words: Any

    @classmethod
    def of(cls, view: DealMeInView, placement: Placement) -> PlacementPreview:
        """The preview of the engine's checked ``placement`` on ``view``'s board."""
        squares = tuple(square_name(s) for s in placement.squares)
        return cls(
            view=view,
            spot=f"{squares[0]} {placement.direction}",
            direction=placement.direction,
            squares=squares,
            cards=tuple(str(card) for card in placement.cards),
            lines=tuple(line.to_dict() for line in placement.lines),
            score=placement.score,
            score_words=placement.score_phrase(),
        )


def window(preview: PlacementPreview) -> tuple[int, int, int, int]:
    """The squares shown (first column, first row, columns, rows): every square of the
    placement and of the lines it scores, with a square of board round them, at least
    :data:`ALONG` columns by :data:`ACROSS` rows, within the board."""
    named = set(preview.squares)
    for line in preview.lines:
        named.update(line["squares"])
    cells = [divmod(square_index(name), SIZE) for name in named]
    rows = [row for row, _ in cells]
    cols = [col for _, col in cells]
    wide, tall = ALONG, ACROSS  # a line down that needs more rows gets them

    def span(low: int, high: int, least: int) -> tuple[int, int]:
        low, high = low - 1, high + 1
        while high - low + 1 < least:
            low, high = low - 1, high + 1
        count = min(SIZE, high - low + 1)
        start = min(max(0, low + (high - low + 1 - count) // 2), SIZE - count)
        return start, count

    first_col, columns = span(min(cols), max(cols), wide)
    first_row, count_rows = span(min(rows), max(rows), tall)
    return first_col, first_row, columns, count_rows


@lru_cache(maxsize=64)
def ghost_tile(token: str) -> Image.Image:
    """A card's board tile, faded (made once; read-only)."""
    tile = cached_card_image(token, render.TILE, render.TILE).copy()
    tile.putalpha(tile.getchannel("A").point(lambda a: a * GHOST_ALPHA // 255))
    return tile


def _ghost(image: Image.Image, draw: Draw, name: str, token: str) -> None:
    """A card of the placement on its square: faded, in a dashed frame."""
    left, top, right, bottom = render.cell_box(name)
    # On plain felt, whatever the square: a special square's colour would show through.
    draw.rounded_rectangle((left + 2, top + 2, right - 2, bottom - 2), 7, fill=theme.FELT_CELL)
    tile = ghost_tile(token)
    image.paste(tile, (left + render.TILE_INSET, top + render.TILE_INSET), tile)
    dash = 8
    for x in range(left + 2, right - 2, dash * 2):
        draw.line((x, top + 1, min(x + dash, right - 2), top + 1), fill=GHOST_FRAME, width=3)
        draw.line((x, bottom - 2, min(x + dash, right - 2), bottom - 2), fill=GHOST_FRAME, width=3)
    for y in range(top + 2, bottom - 2, dash * 2):
        draw.line((left + 1, y, left + 1, min(y + dash, bottom - 2)), fill=GHOST_FRAME, width=3)
        draw.line((right - 2, y, right - 2, min(y + dash, bottom - 2)), fill=GHOST_FRAME, width=3)


def combination_words(preview: PlacementPreview) -> str:
    """The combinations the placement makes, by name in the pictures' language: the main
    line's first (``royal flush``, ``pair + pair``)."""
    names = [combination_name(str(line["combination"])) for line in preview.lines]
    return " + ".join(names)


def title_text(preview: PlacementPreview) -> str:
    """``Full house · 80 points``."""
    text = say(
        "dealmein.preview.title", combination=combination_words(preview), score=preview.score
    )
    return text[:1].upper() + text[1:]


def detail_texts(preview: PlacementPreview) -> list[str]:
    """Where the cards go (``A4 across: 8♠ 8♥ 3♦ 8♣``), and how the score is made when
    that says more than the title (several lines, a bonus, a square's multiplier)."""
    cards = " ".join(parse_played(token).symbol for token in preview.cards)
    texts = [f"{preview.spot}: {cards}"]
    plain = len(preview.lines) == 1 and not any(
        line["bonus"] or line["multiplier"] > 1 for line in preview.lines
    )
    if not plain:
        texts.append(str(i18n.worded(preview.score_words, words.locale())))
    return texts


def preview_image(preview: PlacementPreview) -> Image.Image:
    """The preview picture in the pictures' language (see the module)."""
    board = render.table_image(preview.view)
    draw = Draw(board)
    for name, token in zip(preview.squares, preview.cards, strict=True):
        _ghost(board, draw, name, token)
    first_col, first_row, columns, rows = window(preview)
    left = render.GRID_X + first_col * render.CELL
    top = render.GRID_Y + first_row * render.CELL
    crop = board.crop((left, top, left + columns * render.CELL, top + rows * render.CELL))

    title_font, detail_font = font(TITLE_SIZE, Weight.BOLD), font(DETAIL_SIZE)
    width = PAD + LABEL + crop.width + PAD
    room = width - 2 * PAD
    title_lines = wrap(title_text(preview), title_font, room, 2)
    detail_lines = [
        line for text in detail_texts(preview) for line in wrap(text, detail_font, room, 2)
    ]
    caption = len(title_lines) * (TITLE_SIZE + LINE_GAP) + len(detail_lines) * (
        DETAIL_SIZE + LINE_GAP
    )
    height = PAD + LABEL + crop.height + PAD + caption + PAD
    image = Image.new("RGB", (width, height), theme.BACKGROUND)
    image.paste(crop, (PAD + LABEL, PAD + LABEL))
    out = Draw(image)
    label_font = font(18, Weight.BOLD)
    for i in range(columns):
        x = PAD + LABEL + i * render.CELL + render.CELL / 2
        out.text((x, PAD + LABEL - 5), COLUMNS[first_col + i], theme.TEXT_MUTED, label_font, "ms")
    for i in range(rows):
        y = PAD + LABEL + i * render.CELL + render.CELL / 2
        out.text((PAD + LABEL - 5, y), str(first_row + i + 1), theme.TEXT_MUTED, label_font, "rm")
    y = PAD + LABEL + crop.height + PAD
    for line in title_lines:
        out.text((PAD, y), line, theme.ACCENT, title_font)
        y += TITLE_SIZE + LINE_GAP
    for line in detail_lines:
        out.text((PAD, y), line, theme.TEXT, detail_font)
        y += DETAIL_SIZE + LINE_GAP
    return image


def preview_alt(preview: PlacementPreview) -> str:
    """``F6 across: 10♠ J♠ Q♠ K♠ A♠ makes a royal flush, 250 points (…).``"""
    cards = " ".join(parse_played(token).symbol for token in preview.cards)
    essentials = [
        say(
            "dealmein.preview.alt",
            spot=preview.spot,
            cards=cards,
            combination=combination_words(preview),
            score=preview.score,
            detail=str(i18n.worded(preview.score_words, words.locale())),
        )
    ]
    return alt_text(essentials, [])


def render_preview(preview: PlacementPreview, *, locale: str = "en") -> Rendered:
    """The preview as a PNG with its alt text, in ``locale``."""
    with words.drawing(locale):
        image = preview_image(preview)
    with words.speaking(locale):
        alt = preview_alt(preview)
    return rendered(image, alt, FILENAME, render.table_palette())
