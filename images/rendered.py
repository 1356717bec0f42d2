"""What every renderer returns, and the PNG encoding all of them share."""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image

from images import theme

#: Discord's limit for an attachment's description is 1024 characters.
ALT_MAX = 1000


@dataclass(frozen=True, slots=True)
class Rendered:
    """A finished image: PNG bytes, its alt text and a file name for the attachment."""

    png: bytes
    alt: str
    filename: str


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes of ``image``; the same pixels always give the same bytes."""
    buffer = io.BytesIO()
    image.save(buffer, "PNG", compress_level=theme.PNG_COMPRESS_LEVEL)
    return buffer.getvalue()


def clip_alt(text: str) -> str:
    """``text`` cut at a sentence or word boundary to fit :data:`ALT_MAX` characters."""
    if len(text) <= ALT_MAX:
        return text
    cut = text[: ALT_MAX - 1]
    end = max(cut.rfind(". "), cut.rfind("; "))
    if end > ALT_MAX // 2:
        return cut[: end + 1]
    return cut[: cut.rfind(" ")] + "…"


def rendered(image: Image.Image, alt: str, filename: str) -> Rendered:
    """Encode ``image`` and bundle it with its clipped alt text."""
    return Rendered(encode_png(image), clip_alt(alt), filename)
