"""The end-of-game picture shared by every game: final standings and how they came about.

A game's renderer sums its result up as :class:`FinalStandings`: a sentence on why the game
ended, a :class:`StandingRow` per player (with whatever columns explain its scoring) and a
few sentences of notes. :func:`render_standings` draws that (:func:`standings_image`) and
describes it in the alt text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from PIL import Image

from engine.i18n import joined
from engine.views import FinalResult, GameView
from images import theme, words
from images.draw import clip, signed, wrap
from images.fonts import Weight, font
from images.probe import Role
from images.rendered import Rendered, alt_text, rendered
from images.text import Draw, width
from images.words import parts, say

#: The view of one game (its renderer's ``describe`` reads that game's fields).
V = TypeVar("V", bound=GameView)
#: The result of one game (its own record, extending the shared one).
R = TypeVar("R", bound=FinalResult)

WIDTH = 900
MARGIN = 32
ROW_H = 64
NOTE_H = 28
#: Medal colours of ranks 1-3.
MEDALS: dict[int, theme.Colour] = {1: (236, 184, 48), 2: (176, 184, 196), 3: (196, 128, 74)}
COLUMN_W = 128
SCORE_W = 120
#: Space kept between a player's name and the first figure of the row.
CELL_GAP = 12
#: Space kept between two columns' headings.
HEADING_GAP = 20
#: The smallest text (8 px when the picture is shown 400 px wide).
SMALL = 18
#: A cell with nothing to count.
DASH = "—"


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One player's line: ``cells`` fill the game's extra columns (before the score)."""

    rank: int
    name: str
    cells: tuple[str, ...]
    score: int
    winner: bool


def standing_rows(view: GameView, cells: Sequence[tuple[str, ...]]) -> list[StandingRow]:
    """Every player's row, best first: rank, final score and winners from ``view.result``,
    and ``cells[seat]`` in the game's own columns."""
    result = final_result(view.result)
    rows = [
        StandingRow(
            rank=result.ranks[seat],
            name=str(name),
            cells=cells[seat],
            score=result.scores[seat],
            winner=seat in result.winners,
        )
        for seat, name in enumerate(view.players)
    ]
    return sorted(rows, key=lambda row: row.rank)


def won_best_last(won: int, nets: Sequence[int]) -> tuple[str, str, str]:
    """The cells of a game played in hands (or deals): how many the player won, their best
    net score of one and that of the last; a dash for none."""
    return (
        str(won) if won else DASH,
        signed(max(nets)) if nets else DASH,
        signed(nets[-1]) if nets else DASH,
    )


def final_result(result: R | None) -> R:
    """A finished game's result, a view's ``result`` (typed as the game's own);
    :class:`ValueError` while the game is in play (``None``)."""
    if result is None:
        raise ValueError("the game is not over: its view has no result to draw")
    return result


def winners(view: GameView) -> list[int]:
    """The winning seats of a finished game's view (none while it is in play)."""
    return list(view.winners)


def game_over_text(view: GameView) -> str:
    """``Game over: ann wins`` (or ``ann and bob win``): a table's turn line at the end."""
    return "".join(game_over_parts(view))


def game_over_parts(view: GameView) -> tuple[str, str, str]:
    """:func:`game_over_text` as the words before the names, the names and the words after
    (a picture shortens the names only)."""
    seats = winners(view)
    key = "result.game_over" if len(seats) == 1 else "result.game_over_shared"
    before, after = parts(key, "names")
    return before, _names(view, seats), after


def shared_win_notes(view: GameView) -> list[str]:
    """The note that several winners finished level, if they did (no note otherwise)."""
    seats = winners(view)
    if len(seats) < 2:
        return []
    return [say("result.shared_win", names=_names(view, seats))]


def _names(view: GameView, seats: Sequence[int]) -> str:
    return joined([str(view.players[seat]) for seat in seats])


@dataclass(frozen=True, slots=True)
class FinalStandings:
    """What a game's end-of-game picture says: the game's ``title``, why it ended
    (``reason``), the standings in the game's ``columns`` and the ``notes`` under them."""

    title: str
    reason: str
    columns: Sequence[str]
    rows: Sequence[StandingRow]
    notes: Sequence[str]

    def image(self) -> Image.Image:
        title = say("result.title", game=self.title)
        return standings_image(title, self.reason, self.columns, self.rows, self.notes)

    def alt(self) -> str:
        standings = "; ".join(
            say(
                "result.alt_winner" if row.winner else "result.alt_row",
                rank=row.rank,
                name=row.name,
                score=row.score,
            )
            for row in self.rows
        )
        essentials = [say("result.alt", game=self.title, standings=standings)]
        return alt_text(essentials, [s for s in (self.reason, *self.notes) if s])


def render_standings(
    view: V, describe: Callable[[V], FinalStandings], filename: str, *, locale: str = "en"
) -> Rendered:
    """The end-of-game image of ``view`` as ``describe`` sums it up (in ``locale``), saved
    as ``filename``; :class:`ValueError` if the game is not over."""
    final_result(view.result)
    with words.drawing(locale):
        image = describe(view).image()
    with words.speaking(locale):
        alt = describe(view).alt()
    return rendered(image, alt, filename)


def standings_image(
    title: str,
    subtitle: str,
    columns: Sequence[str],
    rows: Sequence[StandingRow],
    notes: Sequence[str],
) -> Image.Image:
    """Title, a subtitle (why the game ended), the table of ``rows`` best first, and
    ``notes`` (one sentence each) under a "how it was settled" heading."""
    subtitle_lines = wrap(subtitle, font(20), WIDTH - 2 * MARGIN, 4)
    note_lines = [wrap(note, font(18), WIDTH - 2 * MARGIN - 22, 4) for note in notes]
    table_y = MARGIN + 78 + 28 * len(subtitle_lines) + 16
    notes_y = table_y + 40 + ROW_H * len(rows) + 24
    height = notes_y + (40 + NOTE_H * sum(map(len, note_lines)) if notes else 0) + MARGIN
    image = Image.new("RGB", (WIDTH, height), theme.BACKGROUND)
    draw = Draw(image)
    draw.text((MARGIN, MARGIN - 2), say("game_over"), theme.ACCENT, font(SMALL, Weight.BOLD))
    draw.text((MARGIN, MARGIN + 24), title, theme.TEXT, font(34, Weight.BOLD))
    for i, line in enumerate(subtitle_lines):
        draw.text((MARGIN, MARGIN + 78 + 28 * i), line, theme.TEXT_MUTED, font(20))
    _draw_table(draw, table_y, columns, rows)
    if notes:
        heading = say("result.settled")
        draw.text((MARGIN, notes_y), heading, theme.TEXT_FAINT, font(SMALL, Weight.BOLD))
        y = notes_y + 32
        for lines in note_lines:
            draw.ellipse((MARGIN + 2, y + 8, MARGIN + 10, y + 16), fill=theme.ACCENT)
            for line in lines:
                draw.text((MARGIN + 22, y), line, theme.TEXT, font(18))
                y += NOTE_H
    return image


def _draw_table(draw: Draw, y: int, columns: Sequence[str], rows: Sequence[StandingRow]) -> None:
    right = WIDTH - MARGIN
    score_x = right - 16
    header = font(SMALL, Weight.BOLD)
    # Columns right to left from the score's, each as wide as its heading needs.
    column_x: list[float] = []
    x = score_x - max(SCORE_W, width(say("result.score"), header) + HEADING_GAP)
    for name in reversed(columns):
        column_x.insert(0, x)
        x -= max(COLUMN_W, width(name.upper(), header) + HEADING_GAP)
    draw.text((MARGIN + 70, y + 8), say("result.player"), theme.TEXT_FAINT, header)
    for x, name in zip(column_x, columns, strict=True):
        draw.text((x, y + 8), name.upper(), theme.TEXT_FAINT, header, "ra")
    draw.text((score_x, y + 8), say("result.score"), theme.TEXT_FAINT, header, "ra")
    y += 40
    cell_font = font(20)
    for row in rows:
        # The name has the row up to the first figure it shows (a gap before it).
        edges = [x - width(cell, cell_font) for x, cell in zip(column_x, row.cells, strict=True)]
        edges.append(score_x - width(str(row.score), font(28, Weight.BOLD)))
        name_room = min(edges) - CELL_GAP - (MARGIN + 70)
        fill = theme.PANEL_ACTIVE if row.winner else theme.PANEL
        draw.rounded_rectangle((MARGIN, y, right, y + ROW_H - 8), 10, fill=fill)
        middle = y + (ROW_H - 8) / 2
        medal = MEDALS.get(row.rank, theme.PANEL_BORDER)
        draw.ellipse((MARGIN + 14, middle - 19, MARGIN + 52, middle + 19), fill=medal)
        draw.text(
            (MARGIN + 33, middle), str(row.rank), theme.BACKGROUND, font(20, Weight.BOLD), "mm"
        )
        name = clip(row.name + ("  ★" if row.winner else ""), font(24, Weight.BOLD), name_room)
        draw.text(
            (MARGIN + 70, middle), name, theme.TEXT, font(24, Weight.BOLD), "lm", role=Role.NAME
        )
        for x, cell in zip(column_x, row.cells, strict=True):
            colour = theme.NEGATIVE if cell.startswith("−") else theme.TEXT_MUTED
            colour = theme.POSITIVE if cell.startswith("+") else colour
            draw.text((x, middle), cell, colour, cell_font, "rm")
        score_font = font(28, Weight.BOLD)
        draw.text((score_x, middle), str(row.score), theme.TEXT, score_font, "rm", role=Role.SCORE)
        y += ROW_H
