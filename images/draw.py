"""Small helpers every renderer uses: clipping and wrapping text; how numbers, counts and
cards are written; the colour of a score change; and the rounded label (:func:`pill`)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageFont

from engine.cards import Card, CardError, PlayedJoker, parse_card, parse_played
from images import theme, words
from images.probe import Role
from images.text import ELLIPSIS as ELLIPSIS
from images.text import Draw, shorten, width

# ----------------------------------------------------------------- text


def clip(text: str, face: ImageFont.FreeTypeFont, max_width: float) -> str:
    """``text``, shortened with an ellipsis if it is wider than ``max_width`` (between
    whole characters: an emoji or a letter with its marks is never split)."""
    return shorten(text, face, max_width)


def around(
    before: str, name: str, after: str, face: ImageFont.FreeTypeFont, max_width: float
) -> str:
    """``before + name + after`` in ``max_width``: only the name is shortened, so the words
    round it (``▶ `` and `` to move``) always stay."""
    room = max_width - width(before + after, face)
    return before + shorten(name, face, room) + after


def wrap(text: str, face: ImageFont.FreeTypeFont, max_width: float, max_lines: int) -> list[str]:
    """``text`` broken into at most ``max_lines`` lines at spaces; the last one clipped."""
    lines: list[str] = []
    words = text.split()
    while words and len(lines) < max_lines:
        line = words.pop(0)
        while words and width(f"{line} {words[0]}", face) <= max_width:
            line = f"{line} {words.pop(0)}"
        lines.append(line)
    if words:
        # The next word did not fit, so this clip always ends in an ellipsis.
        lines[-1] = clip(f"{lines[-1]} {' '.join(words)}", face, max_width)
    return [clip(line, face, max_width) for line in lines]


def number(value: int) -> str:
    """``12`` or ``−36``, with a true minus sign."""
    return f"−{-value}" if value < 0 else str(value)


def signed(value: int) -> str:
    """``+5``, ``−10`` (a true minus sign) or ``0``."""
    return f"+{value}" if value > 0 else number(value)


def symbols(tokens: Sequence[Card | PlayedJoker | str]) -> str:
    """Cards (or card tokens) with suit symbols: ``5♥ 6♥``, a played joker ``JK=7♥``."""
    return " ".join(symbol(token) for token in tokens)


def symbol(token: Card | PlayedJoker | str) -> str:
    """One card (or card token) with its suit symbol (what a screen reader reads: ``5♠``)."""
    if not isinstance(token, str):
        return token.symbol
    return parse_played(token).symbol if "=" in token else parse_card(token).symbol


def with_symbols(text: str) -> str:
    """A move or a list of cards in words, its card tokens with suit symbols
    (``place F6 across 5♥ 6♥``); the other words stay as they are."""
    words = []
    for word in text.split():
        try:
            words.append(parse_played(word).symbol)
        except (CardError, ValueError):
            words.append(word)
    return " ".join(words)


def time_limit(seconds: int | None, per: str) -> str:
    """``90 s a move`` (``per`` names what is timed: ``move`` or ``turn``), or
    ``no time limit``."""
    return words.say(f"time.per_{per}", seconds=seconds) if seconds else words.say("time.none")


def tone(value: int) -> theme.Colour:
    """The colour of a score change: green for a gain, red for a loss, muted for none."""
    return theme.POSITIVE if value > 0 else theme.NEGATIVE if value < 0 else theme.TEXT_MUTED


def initial(name: str) -> str:
    """The letter on a player's chip."""
    stripped = name.strip()
    return stripped[0].upper() if stripped else "?"


def star_points(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """The points of a five-pointed star, for a drawn mark (a shape reads at any size)."""
    cx, cy = centre
    points = []
    for i in range(10):
        reach = radius if i % 2 == 0 else radius * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        points.append((cx + reach * math.cos(angle), cy - reach * math.sin(angle)))
    return points


# ----------------------------------------------------------------- labels


def pill(
    draw: Draw,
    xy: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    fill: theme.Colour,
    ink: theme.Colour = theme.BACKGROUND,
    align_right: bool = False,
    role: Role = Role.LABEL,
) -> float:
    """A rounded label at ``xy`` (its top-left, or top-right with ``align_right``);
    returns its width."""
    pad_x, pad_y = round(face.size * 0.55), round(face.size * 0.3)
    wide = width(text, face) + 2 * pad_x
    height = face.size + 2 * pad_y
    x, y = (xy[0] - wide, xy[1]) if align_right else xy
    draw.rounded_rectangle((x, y, x + wide, y + height), height // 2, fill=fill)
    frame = (x, y, x + wide, y + height)
    draw.text((x + pad_x, y + height / 2), text, ink, face, "lm", role=role, frame=frame)
    return wide
