"""Small text helpers used by every renderer: measuring, clipping and wrapping."""

from __future__ import annotations

from PIL import ImageDraw, ImageFont

from images import theme

ELLIPSIS = "…"


def text_width(text: str, face: ImageFont.FreeTypeFont) -> float:
    return face.getlength(text)


def clip(text: str, face: ImageFont.FreeTypeFont, max_width: float) -> str:
    """``text``, shortened with an ellipsis if it is wider than ``max_width``."""
    if face.getlength(text) <= max_width:
        return text
    while text and face.getlength(text + ELLIPSIS) > max_width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


def wrap(text: str, face: ImageFont.FreeTypeFont, max_width: float, max_lines: int) -> list[str]:
    """``text`` broken into at most ``max_lines`` lines at spaces; the last one clipped."""
    lines: list[str] = []
    words = text.split()
    while words and len(lines) < max_lines:
        line = words.pop(0)
        while words and face.getlength(f"{line} {words[0]}") <= max_width:
            line = f"{line} {words.pop(0)}"
        lines.append(line)
    if words:
        # The next word did not fit, so this clip always ends in an ellipsis.
        lines[-1] = clip(f"{lines[-1]} {' '.join(words)}", face, max_width)
    return [clip(line, face, max_width) for line in lines]


def pill(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    fill: theme.Colour,
    ink: theme.Colour = theme.BACKGROUND,
    align_right: bool = False,
) -> float:
    """A rounded label at ``xy`` (its top-left, or top-right with ``align_right``);
    returns its width."""
    pad_x, pad_y = round(face.size * 0.55), round(face.size * 0.3)
    width = face.getlength(text) + 2 * pad_x
    height = face.size + 2 * pad_y
    x, y = (xy[0] - width, xy[1]) if align_right else xy
    draw.rounded_rectangle((x, y, x + width, y + height), height // 2, fill=fill)
    draw.text((x + pad_x, y + height / 2), text, font=face, fill=ink, anchor="lm")
    return width
