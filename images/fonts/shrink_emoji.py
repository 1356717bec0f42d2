"""Make the shipped emoji font and the CJK subset's character list (run by hand; needs
fontTools, see README.md beside this file).

``python images/fonts/shrink_emoji.py SRC DST PPEM`` scales every colour bitmap of Noto
Color Emoji (drawn at 109 pixels an em) to ``PPEM`` and stores it with a palette: the names
in the pictures are at most 36 pixels high, and the file shrinks from 11 to 4.5 MB.
``python images/fonts/shrink_emoji.py --cjk-text FILE`` writes the CJK characters kept.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from fontTools.ttLib import TTFont
from PIL import Image

#: (codec, lead byte range, trail byte range) of the character sets kept in the CJK subset.
CJK_SETS = (
    ("gb2312", (0xB0, 0xF7), (0xA1, 0xFE)),
    ("euc_jp", (0xB0, 0xF4), (0xA1, 0xFE)),
    ("euc_kr", (0xB0, 0xC8), (0xA1, 0xFE)),
    ("big5", (0xA4, 0xC6), (0x40, 0xFE)),
)
_METRICS = ("BearingX", "BearingY", "Advance")
_LINE_METRICS: tuple[str, ...] = ("ascender", "descender", "widthMax", "caretOffset")
_LINE_METRICS += ("minOriginSB", "minAdvanceSB", "maxBeforeBL", "minAfterBL")


def cjk_characters() -> str:
    kept: set[str] = set()
    for codec, (lead_lo, lead_hi), (trail_lo, trail_hi) in CJK_SETS:
        for lead in range(lead_lo, lead_hi + 1):
            for trail in range(trail_lo, trail_hi + 1):
                try:
                    kept.update(bytes([lead, trail]).decode(codec))
                except UnicodeDecodeError:
                    continue
    return "".join(sorted(kept))


def shrink(source: Path, target: Path, ppem: int) -> None:
    font = TTFont(source)
    strike = font["CBLC"].strikes[0]
    scale = ppem / strike.bitmapSizeTable.ppemY
    for glyph in font["CBDT"].strikeData[0].values():
        picture = Image.open(io.BytesIO(glyph.imageData)).convert("RGBA")
        size = (max(1, round(picture.width * scale)), max(1, round(picture.height * scale)))
        picture = picture.resize(size, Image.Resampling.LANCZOS)
        picture = picture.quantize(96, Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        encoded = io.BytesIO()
        picture.save(encoded, "PNG", optimize=True)
        glyph.imageData = encoded.getvalue()
        glyph.metrics.width, glyph.metrics.height = size
        for name in _METRICS:
            setattr(glyph.metrics, name, round(getattr(glyph.metrics, name) * scale))
    sizes = strike.bitmapSizeTable
    sizes.ppemX = sizes.ppemY = ppem
    for line in (sizes.hori, sizes.vert):
        for name in _LINE_METRICS:
            setattr(line, name, round(getattr(line, name) * scale))
    font.save(target)


def main(argv: list[str]) -> int:
    if argv[:1] == ["--cjk-text"] and len(argv) == 2:
        Path(argv[1]).write_text(cjk_characters(), "utf-8")
        return 0
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    shrink(Path(argv[0]), Path(argv[1]), int(argv[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
