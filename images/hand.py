"""The hand image, for any game: the cards a player holds in a row (several rows for big
hands), each with its notation printed under it, so that typing a move is copying text.

Works from any seat's view (its :class:`~engine.views.Hand`: card strings, already sorted
by the engine) and marks what the player's next decision needs, from the hand's own fields
whatever the game: ``jokers_waiting`` marks jokers that cannot be played yet (Deal Me In's
jokers won this turn); ``playable`` outlines the cards the player may play and dims the
others (Hearts, on their turn); ``wild`` tags every card of the wild rank WILD (21-card
rummy's Joker). A game whose renderer module has ``card_targets(view)`` gets the squares
each card could go to under it (Deal Me In). Each mark is a word or a difference in
lightness, never a hue alone.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PIL import Image

from engine.cards import JOKER, Card
from engine.views import GameView, Hand
from images import table, theme, words
from images.cards import cached_card_image
from images.draw import star_points, symbols, wrap
from images.fonts import Weight, font
from images.plugins import manifest
from images.rendered import Rendered
from images.text import Draw, width
from images.words import counted, say

CARD_W = 112
CARD_H = round(CARD_W * theme.CARD_RATIO)
GAP = 14
CAPTION_H = 40
#: The extra line under a Deal Me In card: the squares it could go to now.
TARGETS_H = 26
MARGIN = 24
#: The smallest text: 8 px when the widest hand (916 px) is shown 400 px wide.
SMALL = 21
HEADER_H = 68
#: Seven a row keeps the picture narrow enough that, shown 400 px wide, every card's
#: corner and caption reads (``tests/images/test_chat_size.py``).
PER_ROW = 7
MIN_WIDTH = 520
#: Caption colours on the dark background: black ink would vanish, so black suits are
#: written white and red suits a light red.
CAPTION_RED: theme.Colour = (255, 122, 122)


def game_title(view: GameView) -> str:
    """The display name of the view's game in the pictures' language (the engine's title
    where the catalogue has none)."""
    key = f"{view.game}.title"
    return say(key) if words.has(key) else view.title


def held(view: GameView) -> Hand:
    """The hand of a seat's view; :class:`ValueError` for the public view, which has none."""
    if view.hand is None:
        raise ValueError("this is a public view: it holds no hand to draw")
    return view.hand


def unplayable_jokers(view: GameView) -> int:
    """How many of the hand's jokers cannot be played yet (won during this turn)."""
    return held(view).jokers_waiting


def playable(view: GameView) -> set[Card] | None:
    """The cards the player may play now, or None when nothing is to be marked (their
    game marks none, it is not their turn, or every card may go)."""
    marked = held(view).playable
    return None if marked is None else set(marked)


def wild(view: GameView) -> int | None:
    """The wild rank of the hand (21-card rummy's Joker's rank), if there is one."""
    joker = held(view).wild
    return joker.rank if joker is not None else None


@lru_cache(maxsize=1)
def wild_badge() -> Image.Image:
    """The mark of a wild card: a star on a purple disc, like the jokers (read-only). It
    fits a fanned card's narrow strip, and a word for it would not (``COMODÍN`` at a
    size that reads is wider than a card): the picture says in words which rank is
    wild."""
    size = 30
    badge = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = Draw(badge)
    draw.ellipse((0, 0, size - 1, size - 1), fill=theme.JOKER_INK, outline=theme.TEXT, width=2)
    draw.polygon(star_points((size / 2, size / 2 + 1), size * 0.36), fill=theme.TEXT)
    return badge


def _rows(count: int) -> list[int]:
    """Cards per row: at most :data:`PER_ROW`, rows as even as possible."""
    if count == 0:
        return []
    rows = math.ceil(count / PER_ROW)
    per_row = math.ceil(count / rows)
    return [min(per_row, count - i * per_row) for i in range(rows)]


def slot_box(index: int, count: int, caption_h: int = CAPTION_H) -> tuple[int, int, int, int]:
    """The pixel box of card ``index`` of a hand of ``count`` cards (``caption_h`` pixels
    under each card for its captions)."""
    rows = _rows(count)
    per_row = rows[0]
    row, col = divmod(index, per_row)
    x = MARGIN + col * (CARD_W + GAP)
    y = MARGIN + HEADER_H + row * (CARD_H + caption_h + GAP)
    return x, y, x + CARD_W, y + CARD_H


def hand_image(view: GameView) -> Image.Image:
    hand = list(held(view).cards)
    rows = _rows(len(hand))
    per_row = rows[0] if rows else 0
    width = max(MIN_WIDTH, 2 * MARGIN + per_row * (CARD_W + GAP) - GAP)
    targets = card_targets(view) if hand else None
    caption_h = CAPTION_H + (TARGETS_H if targets is not None else 0)
    body = len(rows) * (CARD_H + caption_h + GAP) - GAP if rows else 60
    image = Image.new("RGB", (width, MARGIN + HEADER_H + body + MARGIN), theme.BACKGROUND)
    draw = Draw(image)
    wild_rank = wild(view)
    heading = say("hand.heading")
    if wild_rank is not None:
        heading += say("hand.wild_rank", rank=str(held(view).wild)[:-1])
    draw.text((MARGIN, MARGIN - 4), heading, theme.ACCENT, font(SMALL, Weight.BOLD))
    summary = f"{game_title(view)} · {counted('count.card', len(hand))}"
    can_play = playable(view)
    if can_play is not None:
        summary += say("hand.can_play", count=len(can_play))
    draw.text((MARGIN, MARGIN + 22), summary, theme.TEXT, font(24, Weight.BOLD))
    if not hand:
        empty = say("hand.no_cards")
        draw.text((MARGIN, MARGIN + HEADER_H + 10), empty, theme.TEXT_MUTED, font(20))
        return image
    jokers_ready = sum(1 for card in hand if card is JOKER) - unplayable_jokers(view)
    jokers_seen = 0
    for index, card in enumerate(hand):
        left, top, right, bottom = slot_box(index, len(hand), caption_h)
        jokers_seen += card is JOKER
        waiting = card is JOKER and jokers_seen > jokers_ready
        barred = can_play is not None and card not in can_play
        sprite = _dimmed(card) if waiting or barred else cached_card_image(card, CARD_W)
        image.paste(sprite, (left, top), sprite)
        if can_play is not None and not barred:
            draw.rounded_rectangle(
                (left - 5, top - 5, right + 4, bottom + 4), 14, outline=theme.ACCENT, width=4
            )
        if wild_rank is not None and card is not JOKER and card.rank == wild_rank:
            badge = wild_badge()
            image.paste(badge, (left + 6, bottom - badge.height - 6), badge)
        if waiting:
            _next_turn_tag(draw, (left, top, right, bottom))
        colour = CAPTION_RED if card.is_red else theme.TEXT
        if barred:
            colour = theme.TEXT_FAINT
        draw.text(((left + right) / 2, bottom + 8), card.text, colour, font(22, Weight.BOLD), "ma")
        if targets is not None:
            squares = targets.get(card, [])
            where = _squares_text(squares, font(SMALL), CARD_W) if squares else "—"
            ink = theme.ACCENT if squares else theme.TEXT_FAINT
            draw.text(((left + right) / 2, bottom + 38), where, ink, font(SMALL), "ma")
    return image


def _next_turn_tag(draw: Draw, card: tuple[int, int, int, int]) -> None:
    """The tag of a joker playable from the next turn, on the card's lower half and no
    wider than the card: its words on as many lines as they need."""
    left, _, right, bottom = card
    face = font(SMALL, Weight.BOLD)
    lines = wrap(say("hand.next_turn"), face, right - left - 16, 3)
    line_h = SMALL + 6
    box_top = bottom - 10 - len(lines) * line_h - 6
    draw.rounded_rectangle((left + 4, box_top, right - 4, bottom - 10), 10, fill=theme.ACCENT)
    for i, line in enumerate(lines):
        y = box_top + 3 + i * line_h
        frame = (left + 4, y, right - 4, y + line_h)
        draw.text(
            ((left + right) / 2, y + line_h / 2), line, theme.BACKGROUND, face, "mm", frame=frame
        )


def card_targets(view: GameView) -> dict[Card, list[str]] | None:
    """Where each card of the hand could go now, for a game whose hands say so (Deal Me
    In's squares, from its manifest's ``hand_targets``); None for the others."""
    targets = manifest(view.game).hand_targets
    return targets(view) if targets is not None else None


def _squares_said(squares: list[str]) -> str:
    """``F5, G6`` or ``F5, G6, H7, I8 and 12 more`` (alt text stays short)."""
    if len(squares) <= 4:
        return ", ".join(squares)
    return say("hand.alt.more_squares", squares=", ".join(squares[:4]), more=len(squares) - 4)


def _squares_text(squares: list[str], face: Any, room: float) -> str:
    """``→ F5 G6``, or as many squares as fit and ``+3`` for the rest."""
    for shown in range(len(squares), 0, -1):
        rest = len(squares) - shown
        text = "→ " + " ".join(squares[:shown]) + (f" +{rest}" if rest else "")
        if width(text, face) <= room:
            return text
    return "→ " + say("hand.squares", count=len(squares))


def _dimmed(card: Card) -> Image.Image:
    """The sprite darkened, for a card that cannot be played yet."""
    sprite = cached_card_image(card, CARD_W)
    shade = Image.new("RGBA", sprite.size, (*theme.BACKGROUND, 0))
    shade.putalpha(sprite.getchannel("A").point(lambda a: a * 140 // 255))
    return Image.alpha_composite(sprite, shade)


def hand_alt(view: GameView) -> str:
    hand = list(held(view).cards)
    game = game_title(view)
    if not hand:
        return say("hand.alt.empty", game=game)
    text = say(
        "hand.alt.hand", game=game, cards=counted("count.card", len(hand)), symbols=symbols(hand)
    )
    can_play = playable(view)
    if can_play is not None:
        ordered: list[Card] = sorted(can_play, key=hand.index)
        text += say("hand.alt.can_play", cards=symbols(ordered))
    wild_rank, joker = wild(view), held(view).wild
    if wild_rank is not None and joker is not None:
        wilds = [c for c in hand if c is not JOKER and c.rank == wild_rank]
        shown = symbols(wilds) if wilds else say("hand.alt.none")
        text += say("hand.alt.wild", cards=shown, rank=joker.text[:-1])
    targets = card_targets(view)
    if targets is not None:
        placed = [f"{c.symbol} {_squares_said(targets[c])}" for c in hand if targets.get(c)]
        text += (
            say("hand.alt.targets", targets="; ".join(placed))
            if placed
            else say("hand.alt.no_targets")
        )
    waiting = unplayable_jokers(view)
    if waiting:
        text += say("hand.alt.waiting", count=waiting)
    return text


def render_hand(view: GameView, *, locale: str = "en") -> Rendered:
    """The hand of the player whose view this is, in ``locale`` (a seat's view: a public
    one has no hand)."""
    held(view)
    return table.render_frame(view, hand_image, hand_alt, "hand.png", None, locale)
