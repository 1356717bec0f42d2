"""The fonts shipped in ``images/fonts/`` (DejaVu, see LICENSE-DejaVu.txt), loaded once.

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

from PIL import ImageFont

FONT_DIR = Path(__file__).with_name("fonts")


class Weight(StrEnum):
    REGULAR = "DejaVuSans.ttf"
    BOLD = "DejaVuSans-Bold.ttf"
    #: Narrow bold, for card ranks ("10") and dense labels.
    CONDENSED = "DejaVuSansCondensed-Bold.ttf"


@cache
def _font_bytes(weight: Weight) -> bytes:
    return (FONT_DIR / weight.value).read_bytes()


class _ThreadFonts(threading.local):
    def __init__(self) -> None:
        self.fonts: dict[tuple[Weight, int], ImageFont.FreeTypeFont] = {}


_local = _ThreadFonts()


def font(size: int, weight: Weight = Weight.REGULAR) -> ImageFont.FreeTypeFont:
    """DejaVu at ``size`` pixels, cached per thread."""
    key = (weight, size)
    loaded = _local.fonts.get(key)
    if loaded is None:
        loaded = ImageFont.truetype(io.BytesIO(_font_bytes(weight)), size)
        _local.fonts[key] = loaded
    return loaded
