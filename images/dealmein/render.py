"""The Deal Me In table: the board and its side panel.

The empty board, its labels, the panel's title and the legend never change, so they are
drawn once (:func:`_base`) and every render starts from a copy of that picture: it pastes
the cached card tiles on their squares, draws the stop ends and the last move, and writes
the panel's few lines of text. Cached pictures are only ever read, never drawn on, so
renders may run in several threads at once.

The table's words are in :mod:`images.dealmein.wording`, the end of the game in
:mod:`images.dealmein.result` and the palette's sample tables in
:mod:`images.dealmein.samples`: each imports nothing from here, so this module imports them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from engine.cards import JOKER, STANDARD_52, Card
from engine.dealmein import movegen
from engine.dealmein.board import CENTRE as CENTRE_SQUARE
from engine.dealmein.board import (
    COLUMNS,
    KIND_BY_INDEX,
    SIZE,
    SquareKind,
    square_index,
    square_name,
)
from engine.dealmein.view import DealMeInView, LastMove
from images import table, theme, words
from images.cards import cached_card_image
from images.dealmein.result import short_reason
from images.dealmein.samples import sample_views
from images.dealmein.wording import daily_move_text, is_daily, last_move_text, level_text, table_alt
from images.draw import around, pill, star_points, tone, wrap
from images.fonts import Weight, font
from images.probe import Role, unmeasured
from images.rendered import Rendered, fixed_palette
from images.result import winners
from images.text import Draw, width
from images.words import counted, parts, say

# ----------------------------------------------------------------- the board's colours
# On the felt of :mod:`images.theme`: each special square has a colour of its own that stays
# distinct when the picture is scaled down to a phone's inline preview, and carries its
# letter or word as well.
CENTRE: theme.Colour = (224, 170, 40)
ACE_SQUARE: theme.Colour = (200, 48, 60)
KING_SQUARE: theme.Colour = (46, 110, 214)
QUEEN_SQUARE: theme.Colour = (226, 116, 32)
JACK_SQUARE: theme.Colour = (18, 150, 150)
#: Purple like the joker card, so a Joker square reads as "wins a joker".
JOKER_SQUARE: theme.Colour = (136, 78, 214)
USED_SQUARE: theme.Colour = (88, 96, 92)
#: The bars across both ends of a complete line (a shape of their own as well).
STOP_END: theme.Colour = (255, 72, 72)
#: The frame round the squares of the last move, with corner brackets: a pale sky blue
#: (the start square is gold, a stop end a red bar).
LAST_MOVE: theme.Colour = (200, 240, 255)
#: The board's colours, kept exact in the table's palette.
BOARD_COLOURS: tuple[theme.Colour, ...] = (
    CENTRE,
    ACE_SQUARE,
    KING_SQUARE,
    QUEEN_SQUARE,
    JACK_SQUARE,
    JOKER_SQUARE,
    USED_SQUARE,
    STOP_END,
    LAST_MOVE,
)
#: Pairs of colours (by name, here or in :mod:`images.theme`) that mean different things
#: side by side on the board: each pair stays apart for colour-blind eyes
#: (``tests/images/test_colour_blind.py``), like :data:`images.theme.DISTINCT`.
DISTINCT: tuple[tuple[str, str], ...] = (
    ("LAST_MOVE", "CENTRE"),
    ("LAST_MOVE", "STOP_END"),
    ("STOP_END", "CENTRE"),
    ("STOP_END", "FELT_CELL"),
    ("LAST_MOVE", "FELT_CELL"),
    ("JOKER_SQUARE", "USED_SQUARE"),
)

# ----------------------------------------------------------------- geometry
# Sized for chat (``tests/images/test_chat_size.py``): shown 400 px wide, the board's card
# tiles keep ranks and suits 9 px tall and every text (labels, legend, panel) 8 px.
CELL = 60
#: The smallest text on the table: 8 px once the picture is shown 400 px wide.
SMALL = 21
PAD = 16
LABEL = 28
GRID_X = PAD + LABEL
GRID_Y = PAD + LABEL
GRID = SIZE * CELL
#: Felt border around the grid (room for stop ends at the board's edge).
FRAME = 6
#: Space between a square's edge and the card on it: the square's colour shows as a frame.
TILE_INSET = 3
TILE = CELL - 2 * TILE_INSET
PANEL_X = GRID_X + GRID + FRAME + 18
PANEL_W = 272
WIDTH = PANEL_X + PANEL_W + PAD
#: The legend: a heading and three rows of four entries, under the board.
LEGEND_COLUMNS = 4
LEGEND_ROW = 34
HEIGHT = GRID_Y + GRID + FRAME + 14 + 30 + 3 * LEGEND_ROW + PAD
#: How a player's turn or winner tag is drawn: right-aligned, measured as a turn marker.
TURN_TAG: dict[str, Any] = {"align_right": True, "role": Role.TURN}
#: Height of a player's block in the panel.
PLAYER_H = 76
#: Top of the legend (under the board, across the picture).
LEGEND_Y = GRID_Y + GRID + FRAME + 14
#: The tick badge of a won Joker square: its centre's offset from the square's top-right
#: corner, and its radius.
BADGE_OFFSET = 11
BADGE_RADIUS = 10
#: Height of a line of the panel's small text.
LINE_H = 26

#: Each special square: its colour, big label, and the catalogue keys (under
#: ``images.dealmein.``) of its small label (the multiplier, if any) and legend text. The
#: start and the Joker squares carry a symbol alone (a star, a joker card): their words
#: would not fit a square at a size that reads.
SQUARE_STYLE: dict[SquareKind, tuple[theme.Colour, str, str | None, str]] = {
    SquareKind.CENTRE: (CENTRE, "★", None, "legend.start"),
    SquareKind.JOKER: (JOKER_SQUARE, "🃏", None, "legend.joker"),
    SquareKind.ACE: (ACE_SQUARE, "A", "square.times3", "legend.ace"),
    SquareKind.KING: (KING_SQUARE, "K", "square.times2", "legend.king"),
    SquareKind.QUEEN: (QUEEN_SQUARE, "Q", "square.times2", "legend.queen"),
    SquareKind.JACK: (JACK_SQUARE, "J", "square.times2", "legend.jack"),
}


def cell_box(name: str) -> tuple[int, int, int, int]:
    """The pixel box (left, top, right, bottom) of square ``name`` in the table image."""
    row, col = divmod(square_index(name), SIZE)
    x, y = GRID_X + col * CELL, GRID_Y + row * CELL
    return x, y, x + CELL, y + CELL


# ----------------------------------------------------------------- the fixed picture


def _base() -> Image.Image:
    """The empty board with its labels, the panel title and the legend in the pictures'
    language (read-only)."""
    return _base_in(words.locale())


@lru_cache(maxsize=4)
def _base_in(locale: str) -> Image.Image:
    """:func:`_base` drawn in ``locale`` (which is the language now: the key of the cache)."""
    image = Image.new("RGB", (WIDTH, HEIGHT), theme.BACKGROUND)
    draw = Draw(image)
    draw.rounded_rectangle(
        (GRID_X - FRAME, GRID_Y - FRAME, GRID_X + GRID + FRAME, GRID_Y + GRID + FRAME),
        14,
        fill=theme.FELT,
    )
    label_font = font(SMALL + 1, Weight.BOLD)
    for i in range(SIZE):
        centre = GRID_X + i * CELL + CELL / 2
        draw.text((centre, GRID_Y - FRAME - 6), COLUMNS[i], theme.TEXT_MUTED, label_font, "ms")
        middle = GRID_Y + i * CELL + CELL / 2
        draw.text((GRID_X - FRAME - 4, middle), str(i + 1), theme.TEXT_MUTED, label_font, "rm")
    for index, kind in enumerate(KIND_BY_INDEX):
        row, col = divmod(index, SIZE)
        _draw_square(draw, GRID_X + col * CELL, GRID_Y + row * CELL, kind)
    title = say("dealmein.title").upper()
    draw.text((PANEL_X, PAD - 4), title, theme.ACCENT, font(28, Weight.BOLD))
    _draw_legend(draw)
    return image


def _draw_square(draw: Draw, x: int, y: int, kind: SquareKind) -> None:
    box = (x + 2, y + 2, x + CELL - 2, y + CELL - 2)
    if kind is SquareKind.PLAIN:
        draw.rounded_rectangle(box, 7, fill=theme.FELT_CELL)
        return
    colour, big, small, _ = SQUARE_STYLE[kind]
    draw.rounded_rectangle(box, 7, fill=colour)
    if small is None:
        draw.text((x + CELL / 2, y + CELL / 2), big, theme.TEXT, font(32), "mm")
        return
    draw.text((x + CELL / 2, y + CELL * 0.33), big, theme.TEXT, font(26, Weight.CONDENSED), "mm")
    label = say(f"dealmein.{small}")
    draw.text((x + CELL / 2, y + CELL * 0.74), label, theme.TEXT, font(SMALL, Weight.BOLD), "mm")


def _draw_legend(draw: Draw) -> None:
    """Every square and every mark of the board, each with its words: two rows under the
    board, across the picture."""
    text_font = font(SMALL)
    step = (WIDTH - 2 * PAD) // LEGEND_COLUMNS
    heading = say("dealmein.legend.heading")
    draw.text((PAD, LEGEND_Y), heading, theme.TEXT_FAINT, font(SMALL, Weight.BOLD))
    y0 = LEGEND_Y + 30
    for i, (colour, big, _, text) in enumerate(SQUARE_STYLE.values()):
        x, y = PAD + (i % LEGEND_COLUMNS) * step, y0 + (i // LEGEND_COLUMNS) * LEGEND_ROW
        box = (x, y, x + 28, y + 28)
        draw.rounded_rectangle(box, 5, fill=colour)
        draw.text((x + 14, y + 14), big, theme.TEXT, font(SMALL, Weight.BOLD), "mm", frame=box)
        draw.text((x + 36, y + 14), say(f"dealmein.{text}"), theme.TEXT_MUTED, text_font, "lm")
    marks = (
        (_legend_start, "start_covered"),
        (_legend_last_move, "last_move"),
        (_legend_stop_end, "line_complete"),
        (_legend_used, "joker_won"),
    )
    for i, (swatch, text) in enumerate(marks, start=len(SQUARE_STYLE)):
        x, y = PAD + (i % LEGEND_COLUMNS) * step, y0 + (i // LEGEND_COLUMNS) * LEGEND_ROW
        swatch(draw, x, y)
        label = say(f"dealmein.legend.{text}")
        draw.text((x + 36, y + 14), label, theme.TEXT_MUTED, text_font, "lm")


def _legend_start(draw: Draw, x: int, y: int) -> None:
    draw.rounded_rectangle((x, y, x + 28, y + 28), 5, fill=theme.CARD_FACE)
    _start_badge(draw, (x + 9, y + 9))


def _legend_last_move(draw: Draw, x: int, y: int) -> None:
    draw.rounded_rectangle((x, y, x + 28, y + 28), 5, outline=LAST_MOVE, width=3)
    _last_move_corners(draw, (x, y, x + 28, y + 28))


def _legend_stop_end(draw: Draw, x: int, y: int) -> None:
    draw.rounded_rectangle((x + 10, y, x + 18, y + 28), 3, fill=STOP_END, outline=theme.TEXT)


def _legend_used(draw: Draw, x: int, y: int) -> None:
    _tick(draw, (x + 14, y + 14))


# ----------------------------------------------------------------- the table


def table_image(view: DealMeInView) -> Image.Image:
    """The board and panel for a Deal Me In view (public or a player's)."""
    image = _base().copy()
    draw = Draw(image)
    won = set(view.joker_squares_won)
    for name in sorted(won - set(view.board)):
        _draw_used_joker_square(draw, name, covered=False)
    for name, token in sorted(view.board.items()):
        left, top, _, _ = cell_box(name)
        if name in won:
            _draw_used_joker_square(draw, name, covered=True)
        tile = cached_card_image(token, TILE, TILE)
        image.paste(tile, (left + TILE_INSET, top + TILE_INSET), tile)
        if name in won:
            _draw_used_badge(draw, name)
    if CENTRE_SQUARE in view.board:
        left, _, _, bottom = cell_box(CENTRE_SQUARE)
        _start_badge(draw, (left + 9, bottom - 9))
    last = view.last_move
    if last:
        for name in last.squares:
            left, top, right, bottom = cell_box(name)
            draw.rounded_rectangle(
                (left, top, right - 1, bottom - 1), 8, outline=LAST_MOVE, width=3
            )
            _last_move_corners(draw, (left, top, right - 1, bottom - 1))
    for line in view.lines:
        if line.complete:
            _draw_stop_ends(draw, line.squares)
    _draw_panel(image, draw, view)
    return image


def _draw_used_joker_square(draw: Draw, name: str, covered: bool) -> None:
    """A Joker square whose joker has been won: greyed, saying so if nothing covers it."""
    left, top, right, bottom = cell_box(name)
    draw.rounded_rectangle((left + 2, top + 2, right - 2, bottom - 2), 7, fill=USED_SQUARE)
    if not covered:
        _tick(draw, (left + CELL // 2, top + CELL // 2))


def _draw_used_badge(draw: Draw, name: str) -> None:
    """A small purple tick on a covered Joker square: its joker has been taken."""
    _, top, right, _ = cell_box(name)
    _tick(draw, (right - BADGE_OFFSET, top + BADGE_OFFSET))


def _tick(draw: Draw, centre: tuple[int, int]) -> None:
    cx, cy, radius = centre[0], centre[1], BADGE_RADIUS
    draw.ellipse(
        (cx - radius, cy - radius, cx + radius, cy + radius),
        fill=JOKER_SQUARE,
        outline=theme.TEXT,
        width=2,
    )
    # The tick is drawn, not written: a shape that reads at any size.
    draw.line(
        [
            (cx - radius * 0.5, cy),
            (cx - radius * 0.1, cy + radius * 0.4),
            (cx + radius * 0.5, cy - radius * 0.4),
        ],
        fill=theme.TEXT,
        width=3,
        joint="curve",
    )


def _start_badge(draw: Draw, centre: tuple[int, int]) -> None:
    """The start square's mark once a card covers it: a gold disc with a dark star (the
    last move is a white frame, a stop end a red bar: three shapes)."""
    cx, cy, radius = centre[0], centre[1], 8
    draw.ellipse(
        (cx - radius, cy - radius, cx + radius, cy + radius),
        fill=CENTRE,
        outline=theme.BACKGROUND,
        width=1,
    )
    draw.polygon(star_points((cx, cy), radius * 0.8), fill=theme.BACKGROUND)


def _last_move_corners(draw: Draw, box: tuple[int, int, int, int]) -> None:
    """Notches at the corners of a last-move frame, so it reads as brackets, not a colour."""
    left, top, right, bottom = box
    arm = max(5, (right - left) // 4)
    for x, dx in ((left, 1), (right, -1)):
        for y, dy in ((top, 1), (bottom, -1)):
            draw.line((x, y, x + dx * arm, y), fill=LAST_MOVE, width=5)
            draw.line((x, y, x, y + dy * arm), fill=LAST_MOVE, width=5)


def _draw_stop_ends(draw: Draw, squares: Sequence[str]) -> None:
    """Red bars across both ends of a complete line."""
    first, last = cell_box(squares[0]), cell_box(squares[-1])
    across = first[1] == last[1]
    half, margin = 4, 10
    if across:
        for x in (min(first[0], last[0]), max(first[2], last[2])):
            box = (x - half, first[1] + margin, x + half, first[3] - margin)
            draw.rounded_rectangle(box, 4, fill=STOP_END, outline=theme.TEXT, width=2)
    else:
        for y in (min(first[1], last[1]), max(first[3], last[3])):
            box = (first[0] + margin, y - half, first[2] - margin, y + half)
            draw.rounded_rectangle(box, 4, fill=STOP_END, outline=theme.TEXT, width=2)


def _draw_panel(image: Image.Image, draw: Draw, view: DealMeInView) -> None:
    level = wrap(level_text(view), font(SMALL), PANEL_W, 2)
    for i, line in enumerate(level):
        draw.text((PANEL_X, PAD + 32 + i * LINE_H), line, theme.TEXT_MUTED, font(SMALL))
    y = _draw_status(draw, view, PAD + 36 + len(level) * LINE_H)
    if is_daily(view):
        # The challenge's position: the board and its one move, no seat and no deck.
        y = _draw_daily(draw, view, y)
    else:
        won = set(winners(view))
        for seat in range(len(view.players)):
            _draw_player(image, draw, view, seat, seat in won, y)
            y += PLAYER_H + 8
        back = cached_card_image("back", 24)
        image.paste(back, (PANEL_X, y + 4), back)
        deck = view.stock
        deck_text = (
            say("dealmein.deck", cards=counted("count.card", deck))
            if deck
            else say("dealmein.deck_empty")
        )
        draw.text((PANEL_X + 34, y + 21), deck_text, theme.TEXT, font(SMALL, Weight.BOLD), "lm")
        y += 52
    last = view.last_move
    if last:
        _draw_last_move(draw, last, view, y)


def _draw_daily(draw: Draw, view: DealMeInView, y: int) -> int:
    """The daily challenge's lines under the title; returns where the panel goes on."""
    lines = wrap(say("dealmein.daily"), font(SMALL), PANEL_W, 4)
    for line in lines:
        draw.text((PANEL_X, y), line, theme.TEXT, font(SMALL))
        y += LINE_H
    return y + 16


def _draw_status(draw: Draw, view: DealMeInView, y: int) -> int:
    """Whose turn it is, or that the game is over and why; returns where the panel goes
    on."""
    if view.over:
        face = font(SMALL, Weight.BOLD)
        over = say("game_over")
        pill(draw, (PANEL_X, y), over, face, theme.NEGATIVE, role=Role.TURN)
        y += 40
        for line in wrap(short_reason(view), font(SMALL), PANEL_W, 3):
            draw.text((PANEL_X, y), line, theme.TEXT_MUTED, font(SMALL))
            y += LINE_H
        return y + 8
    if is_daily(view):
        return y
    if view.turn is not None:
        name = view.players[view.turn]
        face = font(21, Weight.BOLD)
        before, after = parts("to_move")
        text = around(before, str(name), after, face, PANEL_W)
        draw.text((PANEL_X, y + 16), text, theme.ACCENT, face, "lm", role=Role.TURN)
    return y + 40


def _draw_player(
    image: Image.Image,
    draw: Draw,
    view: DealMeInView,
    seat: int,
    winner: bool,
    y: int,
) -> None:
    """One player's block: name, score, cards and jokers held, turn or winner tag."""
    to_move = view.turn == seat and not view.over
    box = (PANEL_X, y, PANEL_X + PANEL_W, y + PLAYER_H)
    draw.rounded_rectangle(box, 10, fill=theme.PANEL_ACTIVE if to_move else theme.PANEL)
    if to_move or winner:
        draw.rounded_rectangle((PANEL_X, y, PANEL_X + 6, y + PLAYER_H), 3, fill=theme.ACCENT)
    right = PANEL_X + PANEL_W - 10
    name, score = str(view.players[seat]), str(view.scores[seat])
    table.name_and_score(draw, (PANEL_X + 14, y + 9), name, 21, (right, y + 6), score, 24)
    back = cached_card_image("back", 16)
    image.paste(back, (PANEL_X + 14, y + 45), back)
    small = font(SMALL)
    middle = y + 56
    cards = counted("count.card", view.cards_held[seat])
    draw.text((PANEL_X + 36, middle), cards, theme.TEXT_MUTED, small, "lm")
    jokers = view.jokers_held[seat]
    if jokers:
        x = PANEL_X + 36 + round(width(cards + "  ", small))
        draw.text((x, middle), f"★{jokers}", JOKER_SQUARE, font(SMALL, Weight.BOLD), "lm")
    tag_font = font(SMALL, Weight.BOLD)
    if winner:
        pill(draw, (right, y + 40), say("winner"), tag_font, theme.ACCENT, **TURN_TAG)
    elif to_move:
        pill(draw, (right, y + 40), say("to_move_tag"), tag_font, theme.ACCENT, **TURN_TAG)


def _draw_last_move(draw: Draw, last: LastMove, view: DealMeInView, y: int) -> None:
    """The last move: a heading with its score, then its sentence on as many lines as the
    panel has left above the legend."""
    draw.text((PANEL_X, y), say("last_move"), theme.TEXT_FAINT, font(SMALL, Weight.BOLD))
    score = last.score
    if score:
        pill(
            draw,
            (PANEL_X + PANEL_W, y - 6),
            f"{score:+d}",
            font(SMALL, Weight.BOLD),
            tone(score),
            align_right=True,
            role=Role.SCORE,
        )
    top = y + 32
    room = max(1, (LEGEND_Y - 6 - top) // LINE_H)
    sentence = daily_move_text(last) if is_daily(view) else last_move_text(last, view.players)
    for i, text in enumerate(wrap(sentence, font(SMALL), PANEL_W, room)):
        draw.text((PANEL_X, top + i * LINE_H), text, theme.TEXT, font(SMALL))


def card_targets(view: DealMeInView) -> dict[Card, list[str]]:
    """For a player's view: each card of their hand and the squares, in board
    order, of the legal placements it can be part of now, asked of the engine's move
    generator (the rules stay in the engine). The jokers won this turn cannot be played
    yet and get none."""
    held = view.hand
    if held is None:
        raise ValueError("this is a public view: it holds no hand")
    hand = list(held.cards)
    reals = [c for c in hand if c is not JOKER]
    jokers = len(hand) - len(reals) - held.jokers_waiting
    board = {square_index(name): card for name, card in view.board.items()}
    found: dict[Card, set[int]] = {}
    for group in movegen.placement_groups(board, reals + [JOKER] * jokers):
        # A group's placements share their squares and real cards (its jokers take the
        # squares the real cards leave).
        for code in group.chosen:
            found.setdefault(STANDARD_52[code], set()).update(group.squares)
        if group.jokers:
            found.setdefault(JOKER, set()).update(group.squares)
    return {card: [square_name(i) for i in sorted(found[card])] for card in found}


def render_table(view: DealMeInView, *, locale: str = "en") -> Rendered:
    return table.render_frame(
        view, table_image, table_alt, "dealmein-table.png", table_palette(), locale
    )


@lru_cache(maxsize=1)
def table_palette() -> Image.Image:
    """The table's 256 colours, taken from renders of two sample tables that show every
    card and every mark (read-only once made)."""
    # The same palette whichever language asks first; its samples are no part of a picture.
    with words.speaking("en"), unmeasured():
        samples = [table_image(view) for view in sample_views()]
    return fixed_palette(samples, [*theme.flat_colours(), *BOARD_COLOURS])
