"""Text in any script: players' names may be Arabic, Hebrew, Devanagari, CJK or emoji.

A line is cut into runs, each drawn with one font: DejaVu where it has the glyph (and for
the spaces and punctuation between words), else the Noto font of the character's script,
else colour emoji; a character no font has becomes ``?`` (never a box). Every run is laid
out by Pillow's raqm engine where it is available (shaping Arabic and Devanagari, and
ordering each right-to-left run); the runs themselves follow the picture's left-to-right
line, with neighbouring right-to-left runs (and the spaces between them) in reverse order,
as the Unicode bidirectional algorithm orders them in a left-to-right paragraph.

Without raqm (Pillow built without it, or libfribidi missing at run time) the right-to-left
runs are reversed here, so Hebrew still reads right; Arabic letters are then unjoined and
Devanagari unshaped, but nothing is a box.

:class:`Draw` is Pillow's ``ImageDraw`` with its ``text`` going through these runs (and
noting each line's size and role for :mod:`images.probe`); :func:`width` measures the same
way, and :func:`shorten` cuts a name between whole characters (an emoji with its joiners,
a letter with its marks).
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont, features

from images import probe
from images.fonts import (
    EMOJI_PPEM,
    RIGHT_TO_LEFT,
    Script,
    Weight,
    coverage,
    fallback,
    fallback_file,
    weight_of,
)
from images.probe import Box, PanelDrawn, Role, TextDrawn, note

ELLIPSIS = "…"
#: Drawn for a character that no shipped font has.
REPLACEMENT = "?"
#: An emoji's height against the text's em (the bitmaps are a little taller than an em).
EMOJI_SCALE = 0.92

#: Whether runs are shaped and ordered by raqm (it needs libfribidi at run time).
RAQM = bool(features.check("raqm") and features.check("fribidi"))

_SCRIPT_RANGES: tuple[tuple[int, int, Script], ...] = (
    (0x0590, 0x05FF, Script.HEBREW),
    (0x0600, 0x06FF, Script.ARABIC),
    (0x0750, 0x077F, Script.ARABIC),
    (0x08A0, 0x08FF, Script.ARABIC),
    (0x0900, 0x097F, Script.DEVANAGARI),
    (0x1100, 0x11FF, Script.CJK),
    (0x2E80, 0x2FFF, Script.CJK),
    (0x3000, 0x30FF, Script.CJK),
    (0x3100, 0x31FF, Script.CJK),
    (0x3400, 0x4DBF, Script.CJK),
    (0x4E00, 0x9FFF, Script.CJK),
    (0xA8E0, 0xA8FF, Script.DEVANAGARI),
    (0xAC00, 0xD7AF, Script.CJK),
    (0xF900, 0xFAFF, Script.CJK),
    (0xFB1D, 0xFB4F, Script.HEBREW),
    (0xFB50, 0xFDFF, Script.ARABIC),
    (0xFE70, 0xFEFF, Script.ARABIC),
    (0xFF00, 0xFFEF, Script.CJK),
)
#: Characters that belong to the emoji before them: the zero-width joiner, variation
#: selectors, the keycap, skin tones and tag characters (subdivision flags).
_EMOJI_JOINERS = frozenset(
    [0x200D, 0xFE0E, 0xFE0F, 0x20E3, *range(0x1F3FB, 0x1F400), *range(0xE0020, 0xE0080)]
)
_REGIONAL = range(0x1F1E6, 0x1F200)


def script_of(char: str) -> Script | None:
    """The fallback script a character's code point belongs to, if any."""
    code = ord(char)
    for first, last, script in _SCRIPT_RANGES:
        if first <= code <= last:
            return script
    return None


def _is_mark(char: str) -> bool:
    return unicodedata.category(char) in ("Mn", "Mc", "Me") or ord(char) in (0x200C, 0x200D)


def _is_neutral(char: str) -> bool:
    """Spaces, punctuation, symbols and digits: they go with the run they stand in."""
    return unicodedata.category(char)[0] in "ZPSN"


@dataclass(frozen=True, slots=True)
class Run:
    """Characters drawn with one font: DejaVu (``script`` None) or a fallback."""

    text: str
    script: Script | None

    @property
    def rtl(self) -> bool:
        return self.script in RIGHT_TO_LEFT

    @property
    def neutral(self) -> bool:
        return all(_is_neutral(char) for char in self.text)


def _font_name(script: Script | None, weight: Weight) -> str:
    return weight.value if script is None else fallback_file(script, weight)


def _choose(char: str, following: str, weight: Weight) -> Script | str | None:
    """The font for ``char``: a script, None for DejaVu, or :data:`REPLACEMENT`."""
    code = ord(char)
    script = script_of(char)
    if script is not None and code in coverage(_font_name(script, weight)):
        return script
    if following == "\ufe0f" and code in coverage(_font_name(Script.EMOJI, weight)):
        return Script.EMOJI
    if code in coverage(weight.value):
        return None
    for other in (Script.EMOJI, *Script):
        if code in coverage(_font_name(other, weight)):
            return other
    return REPLACEMENT


@lru_cache(maxsize=4096)
def runs(text: str, weight: Weight) -> tuple[Run, ...]:
    """``text`` cut into runs of one font each, in logical (reading) order."""
    base = coverage(weight.value)
    if all(ord(char) < 0x0590 and ord(char) in base for char in text):
        # Latin, Greek and Cyrillic (most lines): DejaVu alone.
        return (Run(text, None),) if text else ()
    pieces: list[list[Any]] = []  # [script, characters]
    for index, char in enumerate(text):
        following = text[index + 1] if index + 1 < len(text) else ""
        current = pieces[-1] if pieces else None
        if current is not None:
            last = current[1][-1]
            joins = _is_mark(char) or (current[0] is Script.EMOJI and ord(char) in _EMOJI_JOINERS)
            after_zwj = current[0] is Script.EMOJI and last == "\u200d"
            flag_pair = (
                ord(char) in _REGIONAL
                and ord(last) in _REGIONAL
                and sum(ord(c) in _REGIONAL for c in current[1]) % 2 == 1
            )
            if joins or after_zwj or flag_pair:
                current[1].append(char)
                continue
            if (
                _is_neutral(char)
                and current[0] not in (None, Script.EMOJI)
                and ord(char) in coverage(_font_name(current[0], weight))
                and not (char.isspace() and current[0] in RIGHT_TO_LEFT)
            ):
                current[1].append(char)
                continue
        chosen = _choose(char, following, weight)
        if chosen == REPLACEMENT:
            char, chosen = REPLACEMENT, None
        if current is not None and current[0] is chosen:
            current[1].append(char)
        else:
            pieces.append([chosen, [char]])
    # Spaces never join a right-to-left run (see above), so such a run never starts or
    # ends with one and its ends stay where they are in the line.
    return tuple(Run("".join(chars), script) for script, chars in pieces)


def visual(line: tuple[Run, ...]) -> list[Run]:
    """The runs in drawing order, left to right: each group of right-to-left runs (with the
    neutral runs between them) reversed."""
    ordered: list[Run] = []
    index = 0
    while index < len(line):
        if not line[index].rtl:
            ordered.append(line[index])
            index += 1
            continue
        end = index
        probe = index + 1
        while probe < len(line) and (line[probe].rtl or line[probe].neutral):
            if line[probe].rtl:
                end = probe
            probe += 1
        ordered.extend(reversed(line[index : end + 1]))
        index = end + 1
    return ordered


def _shown(run: Run) -> str:
    """The characters as handed to Pillow: reversed for a right-to-left run without raqm."""
    return run.text[::-1] if run.rtl and not RAQM else run.text


def _emoji_scale(size: int) -> float:
    return size * EMOJI_SCALE / EMOJI_PPEM


def _run_width(run: Run, face: ImageFont.FreeTypeFont, weight: Weight) -> float:
    if run.script is None:
        return face.getlength(run.text)
    size = int(face.size)
    length = _fallback_length(_shown(run), run.script, size, weight)
    return length * _emoji_scale(size) if run.script is Script.EMOJI else length


@lru_cache(maxsize=4096)
def _fallback_length(shown: str, script: Script, size: int, weight: Weight) -> float:
    """The advance of ``shown`` in a fallback font: a raqm layout, kept because the same
    words (a Hindi picture's labels, a name) are measured at every render and a line is
    measured more than once (shortened, centred, drawn)."""
    return float(fallback(script, size, weight).getlength(shown))


def width(text: str, face: ImageFont.FreeTypeFont) -> float:
    """The width of ``text`` drawn with ``face`` (a DejaVu font) and its fallbacks."""
    weight = weight_of(face)
    return sum(_run_width(run, face, weight) for run in runs(text, weight))


def graphemes(text: str) -> list[str]:
    """``text`` as user-perceived characters (a letter with its marks, an emoji sequence)."""
    clusters: list[str] = []
    for run in runs(text, Weight.REGULAR):
        for char in run.text:
            previous = clusters[-1] if clusters else ""
            joined = previous and (
                _is_mark(char)
                or ord(char) in _EMOJI_JOINERS
                or previous.endswith("\u200d")
                or (ord(char) in _REGIONAL and len(previous) == 1 and ord(previous) in _REGIONAL)
            )
            if joined:
                clusters[-1] += char
            else:
                clusters.append(char)
    return clusters


def shorten(text: str, face: ImageFont.FreeTypeFont, max_width: float) -> str:
    """``text``, or as many of its first characters as fit with an ellipsis."""
    if width(text, face) <= max_width:
        return text
    clusters = graphemes(text)
    # The longest start that fits, found by halving (a width is a layout: keep them few).
    low, high = 0, len(clusters)
    while low < high:
        middle = (low + high + 1) // 2
        if width("".join(clusters[:middle]) + ELLIPSIS, face) <= max_width:
            low = middle
        else:
            high = middle - 1
    shown = "".join(clusters[:low]).rstrip() + ELLIPSIS
    if probe.active():
        probe.note_cut(shown, width(text, face) - width(shown, face))
    return shown


@lru_cache(maxsize=512)
def _emoji_tile(text: str, size: int) -> Image.Image:
    """An emoji run drawn at the font's bitmap size, scaled to ``size`` (read-only)."""
    face = fallback(Script.EMOJI, size, Weight.REGULAR)
    ascent, descent = face.getmetrics()
    tile = Image.new("RGBA", (math.ceil(face.getlength(text)) + 2, ascent + descent), (0, 0, 0, 0))
    ImageDraw.Draw(tile).text((0, ascent), text, font=face, anchor="ls", embedded_color=True)
    scale = _emoji_scale(size)
    shrunk = (max(1, round(tile.width * scale)), max(1, round(tile.height * scale)))
    return tile.resize(shrunk, Image.Resampling.LANCZOS)


class Draw(ImageDraw.ImageDraw):
    """``ImageDraw`` whose :meth:`text` draws any script (see the module's notes) and
    notes each line for :mod:`images.probe`; ``role`` says what the line is for."""

    def __init__(self, image: Image.Image) -> None:
        super().__init__(image)
        self._target = image

    def rounded_rectangle(self, xy: Any, radius: float = 0, *args: Any, **kwargs: Any) -> None:
        """Pillow's ``rounded_rectangle``, noted as a panel for :mod:`images.probe`."""
        if probe.active():
            left, top, right, bottom = (float(v) for v in xy)
            note(PanelDrawn((left, top, right, bottom)))
        super().rounded_rectangle(xy, radius, *args, **kwargs)

    def text(  # type: ignore[override]
        self,
        xy: tuple[float, float],
        text: str,
        fill: Any = None,
        font: Any = None,
        anchor: str | None = None,
        *args: Any,
        role: Role = Role.LABEL,
        frame: Box | None = None,
        **kwargs: Any,
    ) -> None:
        """Pillow's ``text``, in any script; ``role`` and ``frame`` (the pill or chip the
        text is written on, if any) are for :mod:`images.probe`."""
        weight = weight_of(font)
        line = runs(text, weight)
        anchor = anchor or "la"
        if probe.active():
            _note(xy, text, font, anchor, role, frame)
        if len(line) == 1 and line[0].script is None:
            super().text(xy, line[0].text, fill, font, anchor, *args, **kwargs)
            return
        if not line:
            return
        total = sum(_run_width(run, font, weight) for run in line)
        x = xy[0] - {"l": 0.0, "m": total / 2, "r": total}[anchor[0]]
        baseline = _baseline(xy[1], font, anchor)
        for run in visual(line):
            if run.script is Script.EMOJI:
                tile = _emoji_tile(run.text, font.size)
                lift = fallback(Script.EMOJI, font.size, weight).getmetrics()[0]
                top = round(baseline - lift * _emoji_scale(font.size))
                self._target.paste(tile, (round(x), top), tile)
            else:
                used = font if run.script is None else fallback(run.script, font.size, weight)
                super().text((x, baseline), _shown(run), fill, used, "ls", **kwargs)
            x += _run_width(run, font, weight)


def _baseline(y: float, face: ImageFont.FreeTypeFont, anchor: str) -> float:
    """The baseline of a line whose ``anchor`` (Pillow's two letters) is at height ``y``."""
    ascent, descent = face.getmetrics()
    lift = {"a": ascent, "t": ascent, "m": (ascent - descent) / 2, "s": 0, "b": -descent}
    return y + lift.get(anchor[1], -descent)


def _note(
    xy: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    anchor: str,
    role: Role,
    frame: Box | None,
) -> None:
    """Note a line for :mod:`images.probe`: its box runs from the baseline up a capital's
    height (0.73 em in DejaVu) and down a descender's (0.24 em), across its advance."""
    total = width(text, face)
    left = xy[0] - {"l": 0.0, "m": total / 2, "r": total}[anchor[0]]
    baseline = _baseline(xy[1], face, anchor)
    size = face.size
    box = frame or (left, baseline - 0.73 * size, left + total, baseline + 0.24 * size)
    note(TextDrawn(role, int(size), text, box, probe.cut_in(text), anchor[0]))
