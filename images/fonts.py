"""The fonts shipped in ``images/fonts/``, loaded once.

DejaVu (see LICENSE-DejaVu.txt) draws everything it covers: Latin, Cyrillic, Greek, the
card suits and the symbols of the pictures. Players' names may use any script, so Noto
fonts fill in (LICENSE-Noto*.txt, all under the SIL Open Font License; the emoji images
under Apache 2.0): Arabic, Hebrew, Devanagari, CJK (a subset: the kana, the 2,350 common
Hangul syllables and the Han characters of GB 2312, JIS X 0208 and Big5 level 1) and colour
emoji (bitmaps scaled to 36 pixels an em). ``images/fonts/README.md`` says how the subsets
were made. :mod:`images.text` chooses among them character by character.

System fonts are never used, so that every machine draws the same pixels. A FreeType face
keeps per-glyph scratch state, so each thread gets its own font objects (renders may run in
worker threads); the font files themselves are read from disk only once per process.
"""

from __future__ import annotations

import io
import threading
from enum import StrEnum
from functools import cache
from pathlib import Path

from fontTools.ttLib import TTFont
from PIL import ImageFont

FONT_DIR = Path(__file__).with_name("fonts")


class Weight(StrEnum):
    REGULAR = "DejaVuSans.ttf"
    BOLD = "DejaVuSans-Bold.ttf"
    #: Narrow bold, for card ranks ("10") and dense labels.
    CONDENSED = "DejaVuSansCondensed-Bold.ttf"


class Script(StrEnum):
    """A fallback font, by the script it is for."""

    ARABIC = "NotoSansArabic"
    HEBREW = "NotoSansHebrew"
    DEVANAGARI = "NotoSansDevanagari"
    CJK = "NotoSansCJKjp"
    EMOJI = "NotoColorEmoji"


#: The scripts written right to left.
RIGHT_TO_LEFT = frozenset({Script.ARABIC, Script.HEBREW})
#: The emoji font's only bitmap size (its pixels an em); :mod:`images.text` scales it.
EMOJI_PPEM = 36


def fallback_file(script: Script, weight: Weight) -> str:
    """The file of a fallback font in a weight (the CJK subset has bold only, emoji none)."""
    if script is Script.CJK:
        return "NotoSansCJKjp-Bold-subset.otf"
    if script is Script.EMOJI:
        return f"NotoColorEmoji-{EMOJI_PPEM}.ttf"
    return f"{script.value}-{'Regular' if weight is Weight.REGULAR else 'Bold'}.ttf"


@cache
def _font_bytes(name: str) -> bytes:
    return (FONT_DIR / name).read_bytes()


@cache
def coverage(name: str) -> frozenset[int]:
    """The code points the font file ``name`` has a glyph for (read once, shared)."""
    with TTFont(io.BytesIO(_font_bytes(name)), lazy=True) as parsed:
        return frozenset(parsed.getBestCmap())


class _ThreadFonts(threading.local):
    def __init__(self) -> None:
        self.fonts: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}


_local = _ThreadFonts()


def _load(name: str, size: int) -> ImageFont.FreeTypeFont:
    key = (name, size)
    loaded = _local.fonts.get(key)
    if loaded is None:
        loaded = ImageFont.truetype(io.BytesIO(_font_bytes(name)), size)
        _local.fonts[key] = loaded
    return loaded


def font(size: int, weight: Weight = Weight.REGULAR) -> ImageFont.FreeTypeFont:
    """DejaVu at ``size`` pixels, cached per thread."""
    return _load(weight.value, size)


def weight_of(face: ImageFont.FreeTypeFont) -> Weight:
    """Which DejaVu weight ``face`` is (regular for any other font)."""
    family, style = (part or "" for part in face.getname())
    if "Bold" not in style:
        return Weight.REGULAR
    return Weight.CONDENSED if "Condensed" in family + style else Weight.BOLD


def fallback(script: Script, size: int, weight: Weight) -> ImageFont.FreeTypeFont:
    """The fallback font of ``script`` at ``size`` pixels (emoji: at its bitmap size)."""
    return _load(fallback_file(script, weight), EMOJI_PPEM if script is Script.EMOJI else size)


def prepare() -> None:
    """Read every font file and its coverage now (the bot does this at start-up, in a
    worker thread, so that the first picture costs what later ones cost)."""
    for weight in Weight:
        coverage(weight.value)
        font(20, weight)
    for script in Script:
        for weight in (Weight.REGULAR, Weight.BOLD):
            coverage(fallback_file(script, weight))
            fallback(script, 20, weight)
