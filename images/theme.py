"""Colours and sizes shared by every image, tuned for Discord's dark theme.

Colours are RGB tuples. The palette keeps red and black suits far apart (a saturated red
against a near-black), and a game's own marks (the Deal Me In board's squares, in its
renderer) each get a colour of their own that stays distinct when the image is scaled down
to a phone's inline preview.

No meaning rides on hue alone: every mark also has a shape, a word or a number (seat chips
carry the seat's number, the board's squares their letter, the trick's marks their word),
and the colours that tell marks apart stay apart for deuteranopes, protanopes and
tritanopes too (:data:`DISTINCT`, checked by ``tests/images/test_colour_blind.py``).
"""

from __future__ import annotations

Colour = tuple[int, int, int]

# ----------------------------------------------------------------- surfaces
#: Outside background of every image: a shade darker than Discord's chat (#313338), so the
#: image reads as a framed object.
BACKGROUND: Colour = (30, 31, 34)
#: Raised panels (player list, legend, standings).
PANEL: Colour = (43, 45, 49)
PANEL_BORDER: Colour = (63, 65, 71)
#: The highlighted row of the player to move.
PANEL_ACTIVE: Colour = (56, 66, 90)

# ----------------------------------------------------------------- text
TEXT: Colour = (242, 243, 245)
TEXT_MUTED: Colour = (168, 172, 181)
TEXT_FAINT: Colour = (120, 124, 133)
ACCENT: Colour = (255, 196, 64)
POSITIVE: Colour = (87, 242, 135)
NEGATIVE: Colour = (255, 107, 107)

# ----------------------------------------------------------------- seats
#: One colour per seat, for the seat's chip and the marks of what it did on the table: the
#: Okabe-Ito palette (sky blue, orange, bluish green, yellow, vermilion, reddish purple),
#: chosen to stay apart under every common colour-vision deficiency. The chip also shows
#: the seat's number.
SEAT_COLOURS: tuple[Colour, ...] = (
    (86, 180, 233),
    (230, 159, 0),
    (0, 158, 115),
    (240, 228, 66),
    (213, 94, 0),
    (204, 121, 167),
)

# ----------------------------------------------------------------- cards
CARD_FACE: Colour = (252, 252, 250)
CARD_EDGE: Colour = (176, 180, 188)
SUIT_RED: Colour = (214, 31, 43)
SUIT_BLACK: Colour = (24, 26, 31)
JOKER_INK: Colour = (123, 54, 196)
JOKER_TINT: Colour = (243, 236, 255)
BACK_BASE: Colour = (34, 74, 140)
BACK_PATTERN: Colour = (58, 108, 186)
BACK_BORDER: Colour = (240, 244, 250)
#: Card height divided by width (poker cards are 88 x 63 mm).
CARD_RATIO = 1.4

# ----------------------------------------------------------------- felt
#: The felt of every table (the Deal Me In board, the Hearts and rummy tables); the colours
#: of the board's squares and marks are the Deal Me In renderer's (``images/dealmein.py``).
FELT: Colour = (22, 82, 58)
FELT_CELL: Colour = (29, 99, 71)
FELT_LINE: Colour = (18, 66, 47)

# ----------------------------------------------------------------- marks
#: The tag of the card that led a Hearts trick (the winning card's is :data:`ACCENT`): dark
#: against the gold, so the two differ in lightness as well as in their words.
MARK_LED: Colour = (44, 48, 60)


#: PNG encoding speed against size: on these flat-coloured pictures zlib level 3 is about as
#: fast as level 1 and twice as fast as the default 6, for files a little larger
#: (measured by ``bench/bench_images.py --levels``).
PNG_COMPRESS_LEVEL = 3


def seat_colour(seat: int) -> Colour:
    """The colour of ``seat`` (they repeat after six seats)."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def flat_colours() -> list[Colour]:
    """Every single colour defined here (not the :data:`SEAT_COLOURS`), for palettes that
    must keep them exact."""
    return [value for name, value in globals().items() if name.isupper() and _is_colour(value)]


def _is_colour(value: object) -> bool:
    return isinstance(value, tuple) and len(value) == 3 and all(isinstance(v, int) for v in value)


#: Pairs of colours that mean different things side by side in one picture, by name: each
#: pair stays apart when simulated for colour-blind eyes (``test_colour_blind.py``).
DISTINCT: tuple[tuple[str, str], ...] = (
    ("ACCENT", "MARK_LED"),
    ("POSITIVE", "NEGATIVE"),
)
