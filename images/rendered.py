"""What every renderer returns, and the PNG encoding all of them share."""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Iterable, Sequence
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


def encode_png(image: Image.Image, palette: Image.Image | None = None) -> bytes:
    """PNG bytes of ``image``; the same pixels always give the same bytes.

    With ``palette`` (a "P" image, see :func:`fixed_palette`) the pixels are first mapped
    to its nearest colours: one byte a pixel instead of three makes encoding several times
    faster and the file less than half the size, which is what keeps a large picture like
    the Deal Me In table within its time budget.
    """
    if palette is not None:
        image = image.quantize(palette=palette, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    image.save(buffer, "PNG", compress_level=theme.PNG_COMPRESS_LEVEL)
    return buffer.getvalue()


def fixed_palette(samples: Sequence[Image.Image], exact: Iterable[theme.Colour]) -> Image.Image:
    """A 256-colour palette for a renderer's pictures: the ``exact`` colours (flat fills,
    which must stay exact), then the colours most frequent in ``samples`` (renders showing
    every element, so the anti-aliased edges that recur are kept too)."""
    chosen = list(dict.fromkeys(exact))
    # Pillow maps colours through a cache of 64 levels a channel: one entry per cache cell
    # spends the 256 entries on colours that can actually be told apart.
    cells = {_cell(colour) for colour in chosen}
    counts: Counter[tuple[int, int, int]] = Counter()
    for sample in samples:
        rgb = sample.convert("RGB")
        # With room for every pixel's colour, getcolors never gives up (returns None).
        colours = rgb.getcolors(rgb.width * rgb.height) or []
        counts.update({_rgb(colour): n for n, colour in colours})
    for colour, _ in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        if len(chosen) >= 256:
            break
        if _cell(colour) not in cells:
            cells.add(_cell(colour))
            chosen.append(colour)
    palette = Image.new("P", (1, 1))
    palette.putpalette([value for colour in chosen for value in colour])
    palette.load()
    return palette


def alt_text(essentials: Sequence[str], details: Sequence[str]) -> str:
    """Alt text that leads with ``essentials`` (whose turn it is, every score), kept whole,
    then as many of the ``details`` sentences as fit in :data:`ALT_MAX` characters; the
    first one that does not fit is cut at a word, and the rest dropped."""
    text = " ".join(essentials)
    for sentence in details:
        if len(text) + 1 + len(sentence) <= ALT_MAX:
            text = f"{text} {sentence}"
            continue
        room = ALT_MAX - len(text) - 2
        if room > 40:
            cut = sentence[:room]
            text = f"{text} {cut[: cut.rfind(' ')].rstrip(',;:')}…"
        break
    return text


def clip_alt(text: str) -> str:
    """``text`` cut at a sentence or word boundary to fit :data:`ALT_MAX` characters."""
    if len(text) <= ALT_MAX:
        return text
    cut = text[: ALT_MAX - 1]
    end = max(cut.rfind(". "), cut.rfind("; "))
    if end > ALT_MAX // 2:
        return cut[: end + 1]
    return cut[: cut.rfind(" ")] + "…"


def _rgb(colour: tuple[int, ...] | float) -> tuple[int, int, int]:
    """An RGB image's ``getcolors`` entry as the triple it is."""
    assert isinstance(colour, tuple)
    red, green, blue = colour
    return (red, green, blue)


def _cell(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    return (colour[0] >> 2, colour[1] >> 2, colour[2] >> 2)


def rendered(
    image: Image.Image, alt: str, filename: str, palette: Image.Image | None = None
) -> Rendered:
    """Encode ``image`` (see :func:`encode_png`) and bundle it with its clipped alt text."""
    return Rendered(encode_png(image, palette), clip_alt(alt), filename)
