"""``python -m images preview OUTDIR [--game GAME] [--locale hi]``: contact sheets of every
picture (:mod:`images.samples`) as Discord shows them, scaled to 400 px wide (a desktop's
inline image) and to 350 px (a phone's), one sheet per game and width, for a person to look
at; ``--locale`` draws them in another of the bot's languages (sheets named
``GAME-hi-350.png``)."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

from PIL import Image

from engine.i18n import DEFAULT_LOCALE, LOCALES
from engine.registry import game_ids
from images import theme
from images.fonts import font
from images.samples import samples
from images.text import Draw

WIDTHS = (400, 350)
COLUMNS = 4
GAP = 16
CAPTION_H = 22


def scaled(png: bytes, width: int) -> Image.Image:
    """The picture at ``width`` pixels, resampled the way a browser shrinks an image."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    height = round(image.height * width / image.width)
    return image.resize((width, height), Image.Resampling.LANCZOS)


def sheet(pictures: list[tuple[str, bytes]], width: int) -> Image.Image:
    """``pictures`` (name, PNG) at ``width`` pixels each, in rows of :data:`COLUMNS`."""
    shrunk = [(name, scaled(png, width)) for name, png in pictures]
    rows = [shrunk[i : i + COLUMNS] for i in range(0, len(shrunk), COLUMNS)]
    heights = [max(image.height for _, image in row) + CAPTION_H + GAP for row in rows]
    columns = min(COLUMNS, len(shrunk))
    out = Image.new("RGB", (GAP + columns * (width + GAP), GAP + sum(heights)), theme.PANEL_BORDER)
    draw = Draw(out)
    y = GAP
    for row, height in zip(rows, heights, strict=True):
        for column, (name, image) in enumerate(row):
            x = GAP + column * (width + GAP)
            draw.text((x, y), f"{name} · {image.width}×{image.height}", theme.TEXT, font(14))
            out.paste(image, (x, y + CAPTION_H))
        y += height
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m images preview", description=__doc__)
    parser.add_argument("outdir", type=Path, help="the folder to write the sheets to")
    parser.add_argument("--game", action="append", help="only this game (may repeat)")
    parser.add_argument(
        "--locale", choices=LOCALES, default=DEFAULT_LOCALE, help="the pictures' language"
    )
    args = parser.parse_args(argv)
    games = tuple(args.game or game_ids())
    args.outdir.mkdir(parents=True, exist_ok=True)
    for game in games:
        pictures = [(sample.name, sample.draw().png) for sample in samples((game,), args.locale)]
        language = "" if args.locale == DEFAULT_LOCALE else f"{args.locale}-"
        for width in WIDTHS:
            path = args.outdir / f"{game}-{language}{width}.png"
            sheet(pictures, width).save(path)
            print(path)
    return 0
