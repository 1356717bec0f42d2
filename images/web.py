"""The web page's colours from the pictures' theme: ``python -m images web-theme OUT.css``
writes :data:`images.theme`'s colours and the Deal Me In board's square colours
(:mod:`images.dealmein.render`) as CSS custom properties, so that the page (``web/``) and
the pictures in the channel show one palette. The page draws its cards and board with
these variables; the file is committed (``web/theme.css``) and written again whenever the
theme changes (``tests/web/test_theme.py`` checks that it is up to date).
"""

from __future__ import annotations

from images import theme
from images.dealmein import render as dealmein

#: The board's square kinds and their colour in the Deal Me In renderer.
SQUARE_COLOURS: dict[str, theme.Colour] = {
    "centre": dealmein.CENTRE,
    "ace": dealmein.ACE_SQUARE,
    "king": dealmein.KING_SQUARE,
    "queen": dealmein.QUEEN_SQUARE,
    "jack": dealmein.JACK_SQUARE,
    "joker": dealmein.JOKER_SQUARE,
    "used": dealmein.USED_SQUARE,
    "last": dealmein.LAST_MOVE,
}

#: The theme's colours the page uses, by CSS name.
THEME_COLOURS: dict[str, theme.Colour] = {
    "background": theme.BACKGROUND,
    "panel": theme.PANEL,
    "panel-border": theme.PANEL_BORDER,
    "panel-active": theme.PANEL_ACTIVE,
    "text": theme.TEXT,
    "text-muted": theme.TEXT_MUTED,
    "accent": theme.ACCENT,
    "positive": theme.POSITIVE,
    "negative": theme.NEGATIVE,
    "card-face": theme.CARD_FACE,
    "card-edge": theme.CARD_EDGE,
    "suit-red": theme.SUIT_RED,
    "suit-black": theme.SUIT_BLACK,
    "joker-ink": theme.JOKER_INK,
    "joker-tint": theme.JOKER_TINT,
    "back-base": theme.BACK_BASE,
    "back-pattern": theme.BACK_PATTERN,
    "felt": theme.FELT,
    "felt-cell": theme.FELT_CELL,
    "felt-line": theme.FELT_LINE,
}


def _hex(colour: theme.Colour) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def theme_css() -> str:
    """The stylesheet of custom properties (``--felt``, ``--square-ace``, ``--seat-0``...)."""
    lines = [
        "/* Written by `python -m images web-theme web/theme.css` from images/theme.py:",
        "   do not edit by hand. */",
        ":root {",
    ]
    lines += [f"  --{name}: {_hex(colour)};" for name, colour in THEME_COLOURS.items()]
    lines += [f"  --square-{name}: {_hex(colour)};" for name, colour in SQUARE_COLOURS.items()]
    lines += [f"  --seat-{i}: {_hex(colour)};" for i, colour in enumerate(theme.SEAT_COLOURS)]
    lines.append(f"  --card-ratio: {theme.CARD_RATIO};")
    lines.append("}")
    return "\n".join(lines) + "\n"
