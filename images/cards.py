"""The project's own card set, drawn with Pillow: 52 faces, the joker, a played joker with
its nomination, and a card back.

Design for legibility at small sizes: a large condensed rank and suit in the corner, a big
suit in the middle, pure red against near-black, and court cards marked by a framed
letter rather than fine artwork. Every sprite is drawn once at three times its size and
scaled down (smooth edges), then cached; callers get a copy they may change freely.

Two shapes share one API: a portrait card (height 1.4 x width, for hands and tables) and,
when ``height`` is close to ``width``, a compact tile (for the Deal Me In board) whose rank
and suit fill the square.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from engine.cards import SUIT_SYMBOLS, Card, PlayedJoker, parse_card, parse_played
from images import theme
from images.fonts import Weight, font
from images.probe import CardDrawn, note

BACK = "back"
#: Supersampling factor: sprites are drawn this much larger, then reduced.
_SCALE = 3
#: Below this height/width ratio a card is drawn as a compact tile.
_TILE_RATIO = 1.2


#: What a sprite shows: a card, a nominated joker, or a token of either (or ``"back"``).
Face = Card | PlayedJoker | str


def card_image(token: Face, width: int, height: int | None = None) -> Image.Image:
    """The sprite of ``token`` (a card, or ``"AS"``, ``"10H"``, ``"JK"``, ``"JK=7H"``,
    ``"back"``),
    ``width`` pixels wide and ``height`` high (default ``1.4 * width``), RGBA with
    transparent rounded corners. Raises :class:`engine.cards.CardError` for a bad token."""
    height = height or round(width * theme.CARD_RATIO)
    note(CardDrawn(normalise(token), width, height))
    return _cached(normalise(token), width, height).copy()


def cached_card_image(token: Face, width: int, height: int | None = None) -> Image.Image:
    """Like :func:`card_image` but the shared cached sprite itself, for pasting only: it must
    never be drawn on (renderers use it to avoid a copy per card)."""
    height = height or round(width * theme.CARD_RATIO)
    note(CardDrawn(normalise(token), width, height))
    return _cached(normalise(token), width, height)


#: How much of a card's height shows when only its top, with the corner index, is needed
#: (the cards of a meld or a spread pile, which overlap).
TOP_SHARE = 0.50


def cached_card_top(token: Face, width: int) -> Image.Image:
    """The top :data:`TOP_SHARE` of a card's sprite (its corner index and a little face),
    for pasting only, like :func:`cached_card_image`."""
    sprite = cached_card_image(token, width)
    return _top(normalise(token), width, sprite.height)


@lru_cache(maxsize=1024)
def _top(token: str, width: int, height: int) -> Image.Image:
    return _cached(token, width, height).crop((0, 0, width, round(height * TOP_SHARE)))


def normalise(token: Face) -> str:
    """The canonical notation of a card or card token (``"10h"`` -> ``"10H"``, ``"jk=7h"``
    -> ``"JK=7H"``), or ``"back"``."""
    if not isinstance(token, str):
        return token.text
    text = token.strip()
    if text.lower() == BACK:
        return BACK
    if "=" in text:
        return str(parse_played(text))
    return str(parse_card(text))


def suit_colour(card: Card | PlayedJoker) -> theme.Colour:
    """Red for hearts and diamonds, near-black for spades and clubs."""
    return theme.SUIT_RED if card.suit in ("H", "D") else theme.SUIT_BLACK


@lru_cache(maxsize=2048)
def _cached(token: str, width: int, height: int) -> Image.Image:
    if width < 8 or height < 8:
        raise ValueError(f"a card sprite is at least 8 x 8 pixels, not {width} x {height}")
    big = Image.new("RGBA", (width * _SCALE, height * _SCALE), (0, 0, 0, 0))
    compact = height / width < _TILE_RATIO
    if token == BACK:
        _draw_back(big)
    elif token.startswith("JK"):
        played = parse_played(token) if "=" in token else None
        _draw_joker(big, played if isinstance(played, PlayedJoker) else None, compact)
    else:
        _draw_face(big, parse_card(token), compact)
    return big.resize((width, height), Image.Resampling.LANCZOS)


# ----------------------------------------------------------------- drawing helpers


def _outline(image: Image.Image, fill: theme.Colour, edge: theme.Colour) -> ImageDraw.ImageDraw:
    """Fill the card's rounded rectangle; return a draw object on ``image``."""
    draw = ImageDraw.Draw(image)
    w, h = image.size
    radius = round(min(w, h) * 0.09)
    border = max(_SCALE, round(min(w, h) * 0.012))
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=edge)
    draw.rounded_rectangle((border, border, w - 1 - border, h - 1 - border), radius, fill=fill)
    return draw


def _text_centred(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    fill: theme.Colour,
) -> None:
    """Draw ``text`` with the centre of its ink (not of its line box) at ``centre``."""
    left, top, right, bottom = draw.textbbox((0, 0), text, font=face)
    x = centre[0] - (left + right) / 2
    y = centre[1] - (top + bottom) / 2
    draw.text((x, y), text, font=face, fill=fill)


def _text_centred_narrowed(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    text: str,
    size: int,
    max_width: float,
    fill: theme.Colour,
) -> None:
    """Condensed bold ``text`` centred like :func:`_text_centred`, narrowed (not made
    smaller) to ``max_width`` if it is wider: a "10" as tall as a "Q"."""
    face = font(size, Weight.CONDENSED)
    left, top, right, bottom = draw.textbbox((0, 0), text, font=face)
    if right - left <= max_width:
        _text_centred(draw, centre, text, face, fill)
        return
    word = Image.new("RGBA", (round(right - left), round(bottom - top)), (0, 0, 0, 0))
    ImageDraw.Draw(word).text((-left, -top), text, font=face, fill=fill)
    word = word.resize((round(max_width), word.height), Image.Resampling.LANCZOS)
    image.alpha_composite(
        word, (round(centre[0] - word.width / 2), round(centre[1] - word.height / 2))
    )


def _fit_size(text: str, weight: Weight, max_width: float, max_height: float) -> int:
    """The largest font size at which ``text`` fits in the box (ink measured)."""
    size = max(4, int(max_height * 1.4))
    while size > 4:
        left, top, right, bottom = font(size, weight).getbbox(text)
        if right - left <= max_width and bottom - top <= max_height:
            return size
        size = int(size * 0.93)
    return size


def _rank_text(card: Card | PlayedJoker) -> str:
    return str(card)[:-1] if isinstance(card, Card) else str(card.stands_for)[:-1]


# ----------------------------------------------------------------- faces


def _draw_face(image: Image.Image, card: Card, compact: bool) -> None:
    tint = theme.CARD_FACE
    if card.rank in (11, 12, 13) and not compact:
        # Court cards: a tinted face, so they stand out in a fan (the corner says which).
        tint = (253, 236, 236) if card.is_red else (232, 236, 246)
    draw = _outline(image, tint, theme.CARD_EDGE)
    colour = suit_colour(card)
    if compact:
        rank, suit = _rank_text(card), SUIT_SYMBOLS[card.suit]
        _draw_compact_index(image, draw, rank, suit, colour)
        return
    _draw_corner_indices(image, _rank_text(card), SUIT_SYMBOLS[card.suit], colour)


def _draw_compact_index(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    rank: str,
    suit: str,
    colour: theme.Colour,
) -> None:
    """A square tile: the rank over the suit, each filling almost half the height."""
    w, h = image.size
    rank_size = _fit_size("Q", Weight.CONDENSED, w * 0.86, h * _TILE_RANK)
    _text_centred_narrowed(image, draw, (w / 2, h * 0.27), rank, rank_size, w * 0.86, colour)
    suit_size = _fit_size("♥", Weight.REGULAR, w * 0.8, h * _TILE_SUIT)
    _text_centred(draw, (w / 2, h * 0.745), suit, font(suit_size), colour)


#: The corner index of a portrait card, as fractions of its width and height: the box
#: top-left, the rank's ink filling :data:`_RANK_SHARE` of the box's height and the suit's
#: :data:`_SUIT_SHARE`. It is large (a "jumbo index") because in a fan, and at chat size,
#: the corner is all that shows; the same index turned round fills the bottom-right.
_INDEX_X, _INDEX_Y, _INDEX_W, _INDEX_H = 0.05, 0.03, 0.40, 0.46
_RANK_SHARE, _SUIT_SHARE = 0.50, 0.40
#: A tile's rank and suit ink, as shares of its height.
_TILE_RANK, _TILE_SUIT = 0.44, 0.45


def _index_sizes(w: int, h: int) -> tuple[int, int]:
    """Font sizes of the rank and the suit in the corner of a card ``w`` x ``h``."""
    box_w, box_h = w * _INDEX_W, h * _INDEX_H
    rank = _fit_size("Q", Weight.CONDENSED, box_w, box_h * _RANK_SHARE)
    suit = _fit_size("♥", Weight.REGULAR, box_w * 0.9, box_h * _SUIT_SHARE)
    return rank, suit


def index_heights(width: int, height: int | None = None) -> tuple[float, float]:
    """How tall (ink, in pixels) the corner's rank and suit are on a card sprite of this
    size: what the chat-size standard checks. A tile (the board's square cards) is
    measured the same way."""
    height = height or round(width * theme.CARD_RATIO)
    w, h = width * _SCALE, height * _SCALE
    if height / width < _TILE_RATIO:
        rank_size = _fit_size("Q", Weight.CONDENSED, w * 0.86, h * _TILE_RANK)
        suit_size = _fit_size("♥", Weight.REGULAR, w * 0.8, h * _TILE_SUIT)
    else:
        rank_size, suit_size = _index_sizes(w, h)
    rank = font(rank_size, Weight.CONDENSED).getbbox("Q")
    suit = font(suit_size).getbbox("♥")
    return (rank[3] - rank[1]) / _SCALE, (suit[3] - suit[1]) / _SCALE


def _draw_corner_indices(image: Image.Image, rank: str, suit: str, colour: theme.Colour) -> None:
    """The rank and suit in the top-left corner, and the same turned round bottom-right.
    A two-letter rank ("10", "JK") is narrowed to the box rather than made smaller."""
    draw = ImageDraw.Draw(image)
    w, h = image.size
    box_w, box_h = w * _INDEX_W, h * _INDEX_H
    x0, y0 = w * _INDEX_X, h * _INDEX_Y
    rank_size, suit_size = _index_sizes(w, h)
    cx = x0 + box_w / 2
    _text_centred_narrowed(image, draw, (cx, y0 + box_h * 0.25), rank, rank_size, box_w, colour)
    _text_centred(draw, (cx, y0 + box_h * 0.76), suit, font(suit_size), colour)
    box = (round(x0), round(y0), round(x0 + box_w), round(y0 + box_h))
    corner = image.crop(box).rotate(180)
    image.paste(corner, (w - box[2], h - box[3]))


def _draw_joker(image: Image.Image, nominated: PlayedJoker | None, compact: bool) -> None:
    draw = _outline(image, theme.JOKER_TINT, theme.JOKER_INK)
    w, h = image.size
    ink = theme.JOKER_INK
    if compact:
        if nominated is None:
            star = _fit_size("★", Weight.REGULAR, w * 0.6, h * 0.48)
            _text_centred(draw, (w / 2, h * 0.36), "★", font(star), ink)
            label = _fit_size("JK", Weight.CONDENSED, w * 0.6, h * 0.24)
            _text_centred(draw, (w / 2, h * 0.78), "JK", font(label, Weight.CONDENSED), ink)
            return
        star = _fit_size("★", Weight.REGULAR, w * 0.26, h * 0.26)
        _text_centred(draw, (w * 0.2, h * 0.2), "★", font(star), ink)
        _draw_nomination(draw, (w * 0.14, h * 0.38, w * 0.86, h * 0.92), nominated)
        return
    _draw_corner_indices(image, "JK", "★", ink)
    if nominated is not None:
        _draw_nomination(draw, (w * 0.56, h * 0.03, w * 0.96, h * 0.24), nominated)


def _draw_nomination(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    nominated: PlayedJoker,
) -> None:
    """A white chip in ``box`` reading the card the joker stands for (``7♥``)."""
    x0, y0, x1, y1 = box
    stroke = max(_SCALE, round((x1 - x0) * 0.04))
    draw.rounded_rectangle(
        box, round((y1 - y0) * 0.2), fill=theme.CARD_FACE, outline=theme.JOKER_INK, width=stroke
    )
    text = _rank_text(nominated) + SUIT_SYMBOLS[nominated.suit]
    size = _fit_size(text, Weight.CONDENSED, (x1 - x0) * 0.82, (y1 - y0) * 0.66)
    _text_centred(
        draw,
        ((x0 + x1) / 2, (y0 + y1) / 2),
        text,
        font(size, Weight.CONDENSED),
        suit_colour(nominated),
    )


def _draw_back(image: Image.Image) -> None:
    draw = _outline(image, theme.BACK_BORDER, theme.CARD_EDGE)
    w, h = image.size
    inset = round(min(w, h) * 0.08)
    inner = (inset, inset, w - 1 - inset, h - 1 - inset)
    draw.rounded_rectangle(inner, round(min(w, h) * 0.05), fill=theme.BACK_BASE)
    pattern = Image.new("RGBA", image.size, (0, 0, 0, 0))
    lines = ImageDraw.Draw(pattern)
    step = max(4 * _SCALE, round(min(w, h) * 0.14))
    stroke = max(_SCALE, round(min(w, h) * 0.025))
    for offset in range(-h, w + h, step):
        lines.line((offset, 0, offset + h, h), fill=theme.BACK_PATTERN, width=stroke)
        lines.line((offset, h, offset + h, 0), fill=theme.BACK_PATTERN, width=stroke)
    mask = Image.new("L", image.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle(
        (inner[0] + stroke, inner[1] + stroke, inner[2] - stroke, inner[3] - stroke),
        round(min(w, h) * 0.04),
        fill=255,
    )
    image.paste(pattern, (0, 0), Image.composite(pattern, Image.new("RGBA", image.size), mask))
    emblem = _fit_size("★", Weight.REGULAR, w * 0.34, h * 0.34)
    badge = min(w, h) * 0.22
    draw.ellipse(
        (w / 2 - badge, h / 2 - badge, w / 2 + badge, h / 2 + badge),
        fill=theme.BACK_BASE,
        outline=theme.BACK_BORDER,
        width=stroke,
    )
    _text_centred(draw, (w / 2, h / 2), "★", font(emblem), theme.BACK_BORDER)
