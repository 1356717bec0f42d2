"""The Hearts Deluxe images: the table (four seats round the felt) and the end of the game.

The viewer sits at the bottom: a player's own view puts their seat there, the public view
seat 0. Play goes to the left, so round the table the seats follow clockwise: bottom, left,
top, right. Each card of the trick lies in front of the seat that played it. The corners
hold the title and hand number, the pass direction and whether hearts are broken, the last
trick, and the turn. While a new hand has not seen its first card, the felt shows the
scores of the hand just finished.

The empty table never changes, so it is drawn once (:func:`_base`); a render copies it and
pastes cached card sprites and a few lines of text. Cached pictures are only read, so
renders may run in several threads at once.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from PIL import Image

from engine.hearts.game import Hearts
from engine.hearts.phases import Phase
from engine.hearts.view import HeartsView
from engine.i18n import joined
from engine.registry import computer_action
from images import table, theme, words
from images.cards import cached_card_image
from images.draw import around, clip, number, pill, signed, time_limit
from images.fonts import Weight, font
from images.probe import Role, unmeasured
from images.rendered import Rendered, alt_text, fixed_palette
from images.result import (
    DASH,
    FinalStandings,
    StandingRow,
    final_result,
    render_standings,
    standing_rows,
    winners,
)
from images.text import Draw, width
from images.words import counted, parts, say

SEATS = 4

# ----------------------------------------------------------------- geometry
# Sized for chat: Discord shows the picture about 400 px wide, so at 900 px every name and
# score (20 px and more) reads at 8 px or more, and every card (84 px and more) shows its
# corner 9 px tall or more (``tests/images/test_chat_size.py``).
WIDTH = 900
#: The smallest text: 8 px once the picture is shown 400 px wide.
SMALL = 18
HEIGHT = 680
PAD = 16
FELT_BOX = (176, 100, 724, 556)
CENTRE = ((FELT_BOX[0] + FELT_BOX[2]) // 2, (FELT_BOX[1] + FELT_BOX[3]) // 2)
SEAT_W = 272
SEAT_H = 86
#: Centre of each position's seat panel: bottom, left, top, right (clockwise, as play goes).
SEAT_CENTRES = (
    (CENTRE[0], HEIGHT - PAD - SEAT_H // 2),
    (PAD + SEAT_W // 2, CENTRE[1] - 40),
    (CENTRE[0], PAD + SEAT_H // 2),
    (WIDTH - PAD - SEAT_W // 2, CENTRE[1] - 40),
)
TRICK_W = 92
TRICK_H = round(TRICK_W * theme.CARD_RATIO)
#: Offset from the felt's centre of the card each position plays to the trick.
TRICK_OFFSETS = ((0, 92), (-112, 0), (0, -92), (112, 0))
LAST_W = 84
LAST_STEP = 40
#: Box of the "last trick" panel (bottom left corner).
LAST_BOX = (PAD, HEIGHT - PAD - 186, PAD + 24 + LAST_W + 3 * LAST_STEP, HEIGHT - PAD)
#: The two badges of the top right corner: pass direction (while passing) and hearts.
BADGE_RIGHT = WIDTH - PAD
PASS_BADGE_Y = PAD + 40
BROKEN_BADGE_Y = PAD
#: The legend of the trick's marks (bottom right corner, above the time limit).
LEGEND_XY = (WIDTH - PAD - 250, HEIGHT - PAD - 134)
#: The end-of-hand panel in the middle of the felt.
SUMMARY_BOX = (CENTRE[0] - 156, CENTRE[1] - 120, CENTRE[0] + 156, CENTRE[1] + 150)

HEART_RED: theme.Colour = (235, 64, 80)
HEART_OFF: theme.Colour = (88, 92, 100)
#: The LED tag on the card that led the trick: light on dark, the winning tag dark on
#: gold, so the two differ in lightness and word, not only in hue.
LED_FILL: theme.Colour = theme.MARK_LED

#: Arrow and label of each pass direction, seen from the bottom seat.
PASS_ARROWS = {"left": "←", "right": "→", "across": "↑", "keeper": "•"}


def position(view: HeartsView, seat: int) -> int:
    """Where ``seat`` sits in the image: 0 bottom, 1 left, 2 top, 3 right."""
    return (seat - int(view.viewer or 0)) % SEATS


def seat_box(pos: int) -> tuple[int, int, int, int]:
    """The pixel box of the seat panel at position ``pos``."""
    x, y = SEAT_CENTRES[pos]
    return x - SEAT_W // 2, y - SEAT_H // 2, x + SEAT_W // 2, y + SEAT_H // 2


def trick_box(pos: int) -> tuple[int, int, int, int]:
    """The pixel box of the trick card played from position ``pos``."""
    dx, dy = TRICK_OFFSETS[pos]
    x, y = CENTRE[0] + dx - TRICK_W // 2, CENTRE[1] + dy - TRICK_H // 2
    return x, y, x + TRICK_W, y + TRICK_H


def last_trick_box(index: int) -> tuple[int, int, int, int]:
    """The pixel box of the ``index``-th card (in play order) of the last trick panel (the
    cards overlap: the corner of each shows)."""
    x = LAST_BOX[0] + 12 + index * LAST_STEP
    y = LAST_BOX[1] + 30
    return x, y, x + LAST_W, y + round(LAST_W * theme.CARD_RATIO)


# ----------------------------------------------------------------- the fixed picture


def _base() -> Image.Image:
    """The empty table: background, felt and the title in the pictures' language
    (read-only)."""
    return _base_in(words.locale())


@lru_cache(maxsize=4)
def _base_in(locale: str) -> Image.Image:
    """:func:`_base` drawn in ``locale`` (which is the language now: the key of the cache)."""
    image = Image.new("RGB", (WIDTH, HEIGHT), theme.BACKGROUND)
    draw = Draw(image)
    left, top, right, bottom = FELT_BOX
    draw.rounded_rectangle((left - 8, top - 8, right + 8, bottom + 8), 150, fill=table.FELT_RIM)
    draw.rounded_rectangle(FELT_BOX, 144, fill=theme.FELT)
    draw.rounded_rectangle(
        (left + 20, top + 20, right - 20, bottom - 20), 124, outline=theme.FELT_CELL, width=3
    )
    draw.text((PAD, PAD - 4), say("hearts.title").upper(), theme.ACCENT, font(26, Weight.BOLD))
    _draw_legend(draw)
    return image


def _draw_legend(draw: Draw) -> None:
    """What the marks on the trick mean: each is a word on the card, not only a colour."""
    x, y = LEGEND_XY
    face = font(SMALL, Weight.BOLD)
    draw.text((x, y), say("hearts.legend.heading"), theme.TEXT_FAINT, font(SMALL, Weight.BOLD))
    # Each tag's words start after the wider of the two tags, in every language.
    led = _mark(draw, (x, y + 26), say("hearts.led"), LED_FILL, face)
    wins = _mark(draw, (x, y + 62), say("hearts.wins"), theme.ACCENT, face)
    words_x = x + max(led, wins) + 10
    draw.text((words_x, y + 42), say("hearts.legend.led"), theme.TEXT_MUTED, font(SMALL), "lm")
    draw.text((words_x, y + 78), say("hearts.legend.wins"), theme.TEXT_MUTED, font(SMALL), "lm")


def _mark(draw: Draw, xy: tuple[float, float], text: str, fill: theme.Colour, face: Any) -> float:
    ink = theme.BACKGROUND if fill == theme.ACCENT else theme.TEXT
    return pill(draw, xy, text, face, fill, ink)


# ----------------------------------------------------------------- the table


def table_image(view: HeartsView) -> Image.Image:
    """The table for a Hearts view (public or a player's)."""
    image = _base().copy()
    draw = Draw(image)
    _draw_header(draw, view)
    for seat in range(SEATS):
        _draw_seat(image, draw, view, seat)
    if show_summary(view):
        _draw_summary(draw, view)
    elif view.trick:
        _draw_trick(image, draw, view)
    else:
        _draw_felt_message(draw, felt_message(view))
    if view.last_trick:
        _draw_last_trick(image, draw, view)
    _draw_turn(draw, view)
    return image


def _draw_trick(image: Image.Image, draw: Draw, view: HeartsView) -> None:
    """The cards in play, each in front of its player: the one led tagged LED on its top
    edge, the one winning so far outlined and tagged WINS on its bottom edge."""
    for played in view.trick:
        left, top, _, _ = trick_box(position(view, played.seat))
        sprite = cached_card_image(played.card, TRICK_W)
        image.paste(sprite, (left, top), sprite)
    left, top, right, bottom = trick_box(position(view, winning_seat(view)))
    draw.rounded_rectangle(
        (left - 4, top - 4, right + 3, bottom + 3), 13, outline=theme.ACCENT, width=4
    )
    face = font(SMALL, Weight.BOLD)
    wins_word = say("hearts.wins")
    wins = width(wins_word, face) + 2 * round(face.size * 0.55)
    _mark(draw, ((left + right - wins) / 2, bottom + 3), wins_word, theme.ACCENT, face)
    left, top, right, _ = trick_box(position(view, view.trick[0].seat))
    led_word = say("hearts.led")
    led = width(led_word, face) + 2 * round(face.size * 0.55)
    _mark(draw, ((left + right - led) / 2, top - 28), led_word, LED_FILL, face)


def winning_seat(view: HeartsView) -> int:
    """The seat winning the trick on the table (there must be one)."""
    assert view.winning is not None, "a trick is on the table"
    return view.winning


def show_summary(view: HeartsView) -> bool:
    """Whether the felt shows the end-of-hand panel: after the last hand of the game, or
    when a hand has been scored and the next has not seen its first card yet."""
    if view.over:
        return view.last_hand is not None
    return bool(view.last_hand) and view.tricks_played == 0 and not view.trick


def felt_message(view: HeartsView) -> tuple[str, str, str]:
    """The line on the empty felt, as (words before a name, the name, words after): who
    passes, or who leads."""
    if view.phase is Phase.PASSING:
        waiting = SEATS - len(view.passed)
        return say("hearts.still_to_pass", waiting=waiting, seats=SEATS), "", ""
    if view.phase is Phase.PLAYING and view.leader is not None:
        before, after = parts("hearts.leads")
        return before, str(view.players[view.leader]), after
    return "", "", ""


def _draw_header(draw: Draw, view: HeartsView) -> None:
    limit = view.point_limit
    sub = say("hearts.hand", number=view.hand_number)
    if limit:
        sub += say("hearts.game_to", limit=limit)
    draw.text((PAD, PAD + 30), sub, theme.TEXT_MUTED, font(18))
    badge = font(18, Weight.BOLD)
    if view.phase is Phase.PASSING:
        pill(
            draw,
            (BADGE_RIGHT, PASS_BADGE_Y),
            pass_label(view.pass_direction),
            badge,
            theme.ACCENT,
            align_right=True,
        )
    broken = view.hearts_broken
    pill(
        draw,
        (BADGE_RIGHT, BROKEN_BADGE_Y),
        "♥  " + say("hearts.broken" if broken else "hearts.not_broken"),
        badge,
        HEART_RED if broken else HEART_OFF,
        ink=theme.TEXT,
        align_right=True,
    )


def pass_label(direction: str) -> str:
    """The pass badge: the direction's arrow and words (``←  Pass left``)."""
    return f"{PASS_ARROWS[direction]}  {say(f'hearts.pass.{direction}')}"


def seat_status(view: HeartsView, seat: int) -> tuple[str, theme.Colour] | None:
    """The tag of a seat panel (its key: ``winner``, ``passed``, ``passing``, ``to_play``)
    and its colour, or ``None``."""
    if view.over:
        return ("winner", theme.ACCENT) if seat in winners(view) else None
    if view.phase is Phase.PASSING:
        if seat in view.passed:
            return "passed", theme.POSITIVE
        return "passing", theme.ACCENT
    if seat in view.to_move:
        return "to_play", theme.ACCENT
    return None


def _draw_seat(image: Image.Image, draw: Draw, view: HeartsView, seat: int) -> None:
    left, top, right, bottom = seat_box(position(view, seat))
    status = seat_status(view, seat)
    active = status is not None and status[0] in ("to_play", "passing")
    table.seat_panel(draw, (left, top, right, bottom), active)
    if active or (status and status[0] == "winner"):
        draw.rounded_rectangle((left, top, left + 6, bottom), 3, fill=theme.ACCENT)
    name = str(view.players[seat])
    if view.viewer == seat:
        name = say("hearts.you", name=name)
    score = number(view.scores[seat])
    score_xy = (right - 12, top + 8)
    table.name_and_score(draw, (left + 16, top + 11), name, 20, score_xy, score, 26, gap=12)
    middle = top + 62
    # The card back says what the number counts: room for the points and the status.
    back = cached_card_image("back", 16)
    image.paste(back, (left + 16, middle - back.height // 2), back)
    held = str(view.cards_held[seat])
    draw.text((left + 40, middle), held, theme.TEXT_MUTED, font(SMALL), "lm")
    points = view.hand_points[seat]
    if points:
        colour = HEART_RED if points > 0 else theme.POSITIVE
        x = left + 40 + width(held, font(SMALL)) + 14
        draw.text((x, middle), f"♥{signed(points)}", colour, font(SMALL, Weight.BOLD), "lm")
    if status:
        pill(
            draw,
            (right - 10, top + 47),
            say(f"hearts.status.{status[0]}"),
            font(18, Weight.BOLD),
            status[1],
            align_right=True,
            role=Role.TURN,
        )


def _draw_felt_message(draw: Draw, parts: tuple[str, str, str]) -> None:
    face = font(22, Weight.BOLD)
    text = around(*parts, face, FELT_BOX[2] - FELT_BOX[0] - 2 * TRICK_W - 40)
    if text:
        draw.text(CENTRE, text, theme.TEXT, face, "mm", role=Role.TURN)


def _draw_summary(draw: Draw, view: HeartsView) -> None:
    """The points of the hand just scored, per player, with the new totals."""
    hand = view.last_hand
    assert hand is not None, "a summary is shown only for a scored hand"
    left, top, right, bottom = SUMMARY_BOX
    draw.rounded_rectangle((left + 4, top + 6, right + 4, bottom + 6), 16, fill=table.FELT_RIM)
    draw.rounded_rectangle(SUMMARY_BOX, 16, fill=theme.PANEL, outline=theme.PANEL_BORDER, width=2)
    title = say("game_over") if view.over else say("hearts.scored", number=hand.hand_number)
    draw.text((left + 24, top + 20), title, theme.ACCENT, font(SMALL, Weight.BOLD))
    players = view.players
    if hand.moon is not None:
        moon = say("hearts.moon", name=players[hand.moon])
        draw.text(
            (right - 24, top + 20),
            clip(moon, font(SMALL, Weight.BOLD), 170),
            theme.POSITIVE,
            font(SMALL, Weight.BOLD),
            "ra",
        )
    header = font(SMALL, Weight.BOLD)
    y = top + 58
    draw.text((left + 24, y), say("result.player"), theme.TEXT_FAINT, header)
    draw.text((right - 104, y), say("hearts.column.hand"), theme.TEXT_FAINT, header, "ra")
    draw.text((right - 24, y), say("hearts.column.total"), theme.TEXT_FAINT, header, "ra")
    row_font = font(21, Weight.BOLD)
    won = set(winners(view))
    for seat, name in enumerate(players):
        y = top + 88 + seat * 48
        if seat % 2 == 0:
            draw.rounded_rectangle(
                (left + 12, y - 6, right - 12, y + 36), 8, fill=theme.PANEL_ACTIVE
            )
        points = hand.points[seat]
        scored = signed(points)
        label = str(name) + ("  ★" if seat in won else "")
        # The name ends a gap before the hand's points, however wide they are (+13, −26).
        room = min(right - left - 170, right - 104 - width(scored, row_font) - 12 - (left + 24))
        shown = clip(label, row_font, room)
        draw.text((left + 24, y + 15), shown, theme.TEXT, row_font, "lm", role=Role.NAME)
        colour = HEART_RED if points > 0 else theme.POSITIVE if points < 0 else theme.TEXT_MUTED
        draw.text((right - 104, y + 15), scored, colour, row_font, "rm", role=Role.SCORE)
        total = number(hand.totals[seat])
        draw.text((right - 24, y + 15), total, theme.TEXT, row_font, "rm", role=Role.SCORE)


def _draw_last_trick(image: Image.Image, draw: Draw, view: HeartsView) -> None:
    last = view.last_trick
    assert last is not None, "drawn only after a trick"
    draw.rounded_rectangle(LAST_BOX, 12, fill=theme.PANEL, outline=theme.PANEL_BORDER)
    draw.text(
        (LAST_BOX[0] + 12, LAST_BOX[1] + 8),
        say("hearts.last_trick"),
        theme.TEXT_FAINT,
        font(SMALL, Weight.BOLD),
    )
    for index, played in enumerate(last.cards):
        left, top, _, _ = last_trick_box(index)
        sprite = cached_card_image(played.card, LAST_W)
        image.paste(sprite, (left, top), sprite)
    winner = str(view.players[last.winner])
    points = last.points
    text_font = font(SMALL, Weight.BOLD)
    room = LAST_BOX[2] - LAST_BOX[0] - 24
    before, after = parts("hearts.won_by")
    after += f", {signed(points)}" if points else ""
    draw.text(
        (LAST_BOX[0] + 12, LAST_BOX[3] - 10),
        around(before, winner, after, text_font, room),
        theme.TEXT,
        text_font,
        "ld",
    )


def _draw_turn(draw: Draw, view: HeartsView) -> None:
    text = time_limit(view.turn_seconds, "move")
    draw.text((WIDTH - PAD, HEIGHT - PAD), text, theme.TEXT_FAINT, font(SMALL), "rd")


def table_alt(view: HeartsView) -> str:
    """A short description of the table image, built from the same view."""
    players = view.players
    direction = view.pass_direction
    essentials = []
    if view.over:
        won = joined([str(players[s]) for s in winners(view)])
        essentials.append(say("alt.over_won", names=won) if won else say("alt.over"))
    elif view.phase is Phase.PASSING:
        waiting = ", ".join(players[s] for s in view.to_move)
        essentials.append(say(f"hearts.alt.waiting.{direction}", names=waiting))
    else:
        essentials.append(say("hearts.alt.to_play", name=players[view.to_move[0]]))
    seats = [
        say(
            "hearts.alt.seat",
            name=name,
            score=counted("count.point", view.scores[s]),
            hand=view.hand_points[s],
            cards=counted("count.card", view.cards_held[s]),
        )
        for s, name in enumerate(players)
    ]
    essentials.append(say("alt.players", seats="; ".join(seats)))
    parts = [
        say("hearts.alt.table", number=view.hand_number, passing=say(f"hearts.alt.{direction}"))
    ]
    parts.append(say("hearts.alt.broken" if view.hearts_broken else "hearts.alt.not_broken"))
    if view.trick:
        cards = ", ".join(f"{players[p.seat]} {p.card.symbol}" for p in view.trick)
        leader, winning = players[view.trick[0].seat], players[winning_seat(view)]
        parts.append(say("hearts.alt.trick", cards=cards, leader=leader, winning=winning))
    last = view.last_trick
    if last:
        cards = " ".join(p.card.symbol for p in last.cards)
        parts.append(say("hearts.alt.last_trick", cards=cards, name=players[last.winner]))
    hand = view.last_hand
    if show_summary(view) and hand is not None:
        scored = ", ".join(f"{n} {signed(hand.points[s])}" for s, n in enumerate(players))
        parts.append(say("hearts.alt.scored", number=hand.hand_number, points=scored))
    return alt_text(essentials, parts)


def render_table(view: HeartsView, *, locale: str = "en") -> Rendered:
    return table.render_frame(
        view, table_image, table_alt, "hearts-table.png", table_palette(), locale
    )


@lru_cache(maxsize=1)
def table_palette() -> Image.Image:
    """The table's 256 colours, taken from renders of a real game at moments that show
    every element (read-only once made): through a fixed palette the PNG encodes several
    times faster and the file is half the size, with no visible change."""
    # The same palette whichever language asks first; its samples are no part of a picture.
    with words.speaking("en"), unmeasured():
        samples = [table_image(view) for view in _sample_views()]
    return fixed_palette(samples, theme.flat_colours())


def _sample_views() -> list[HeartsView]:
    """A computer players' game, seen with a trick in play beside the last trick once
    hearts are broken, and as the next hand begins with the scores of the one finished."""
    game = Hearts.create(["Annabelle Longname", "bob", "carol", "dmitri"], seed=7)
    rng = random.Random(7)
    mid_trick: HeartsView | None = None
    while not game.over:
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
        view = game.view(None)
        if mid_trick is None and view.hearts_broken and len(view.trick) == 3:
            mid_trick = view
        if mid_trick is not None and view.hand_number == 2:
            return [mid_trick, view]
    raise AssertionError("the sample game ended before its second hand")


# ----------------------------------------------------------------- the end of the game

#: The result's columns (their words: ``images.hearts.column.<name>``).
RESULT_COLUMNS = ("queen", "jack", "moons")


def result_rows(view: HeartsView) -> list[StandingRow]:
    """Standings best (lowest) first, with how often each player took Q♠ and J♦ and shot
    the moon."""
    hands = final_result(view.result).hands
    cells = []
    for seat in range(len(view.players)):
        counts = (
            sum(1 for h in hands if h.queen == seat),
            sum(1 for h in hands if h.jack == seat),
            sum(1 for h in hands if h.moon == seat),
        )
        cells.append(tuple(str(n) if n else DASH for n in counts))
    return standing_rows(view, cells)


def result_reason(view: HeartsView) -> str:
    """Why the game ended: who passed the limit, after which hand."""
    result = final_result(view.result)
    limit = view.point_limit
    hands = result.hands
    over = [str(view.players[s]) for s, t in enumerate(result.scores) if limit and t > limit]
    if not (over and hands):
        return say("hearts.lowest_wins")
    return say("hearts.passed_limit", names=joined(over), limit=limit, number=len(hands))


def result_notes(view: HeartsView) -> list[str]:
    """A sentence per moon shot, and the last hand's points."""
    players = view.players
    hands = final_result(view.result).hands
    notes = [
        say("hearts.note.moon", name=players[h.moon], number=h.hand_number)
        for h in hands
        if h.moon is not None
    ]
    if hands:
        last = ", ".join(f"{n} {signed(hands[-1].points[s])}" for s, n in enumerate(players))
        notes.append(say("hearts.note.last_hand", points=last))
    return notes


def final_standings(view: HeartsView) -> FinalStandings:
    columns = tuple(say(f"hearts.column.{name}") for name in RESULT_COLUMNS)
    return FinalStandings(
        say("hearts.title"), result_reason(view), columns, result_rows(view), result_notes(view)
    )


def render_result(view: HeartsView, *, locale: str = "en") -> Rendered:
    """The end-of-game image; ``view.result`` must be set (the game is over)."""
    return render_standings(view, final_standings, "hearts-result.png", locale=locale)
