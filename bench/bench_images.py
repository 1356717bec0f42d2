"""Rendering speed: the Deal Me In table to PNG bytes (budget 40 ms warm, DESIGN.md) and a
hand, on a board from a real game; then every picture the bot sends (images.samples: each
game, 2 to 6 players, start, middle and end) with its median, p95, bytes and pixel size.

    .venv/bin/python bench/bench_images.py [--runs 60] [--each 10] [--levels] [--cold]

Prints the cold time (first render: sprites, the empty board and the palette made), then
warm median and p95, split into drawing and encoding (palette mapping and PNG), and the PNG
size. ``--levels`` also compares zlib levels, with the palette and without (RGB), to
justify ``theme.PNG_COMPRESS_LEVEL`` and the table's palette. ``--cold`` measures, each in
a fresh process, the first render after start-up without and with ``images.prepare()``
(the bot's warm start) and what the warm start costs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import io
import subprocess

from PIL import Image

from engine.registry import computer_action, game_class
from images import render_hand, render_table, theme
from images.dealmein.render import table_image, table_palette
from images.rendered import encode_png
from images.samples import samples


def mid_game(moves: int = 16, seed: int = 11) -> Any:
    """A four-player game after ``moves`` moves of the computer players (about 40 cards)."""
    game = game_class("dealmein").create(["ann", "bob", "carol", "dmitri"], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.over:
            break
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    return game


def timings(action: Callable[[], object], runs: int) -> list[float]:
    result = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        result.append((time.perf_counter() - start) * 1000)
    return result


def report(name: str, samples: list[float]) -> None:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    print(f"{name:<28} median {statistics.median(ordered):6.2f} ms   p95 {p95:6.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--each", type=int, default=10, help="runs of every sample picture")
    parser.add_argument("--levels", action="store_true", help="compare PNG compression levels")
    parser.add_argument("--cold", action="store_true", help="first render, with a warm start")
    parser.add_argument("--first", choices=("plain", "prepared"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.first:
        first_render(args.first == "prepared")
        return
    if args.cold:
        for mode in ("plain", "prepared"):
            here = Path(__file__).resolve()
            run = [sys.executable, str(here), "--first", mode]
            print(subprocess.run(run, check=True, capture_output=True, text=True).stdout, end="")
        return
    game = mid_game()
    view, hand_view = game.view(None), game.view(game.to_move()[0] if game.to_move() else 0)
    print(f"board: {len(view.board)} cards, {len(view.lines)} lines")

    start = time.perf_counter()
    table = render_table(view)
    print(f"{'table, cold (first call)':<28} {(time.perf_counter() - start) * 1000:6.2f} ms")
    report("table, warm", timings(lambda: render_table(view), args.runs))
    report("  drawing only", timings(lambda: table_image(view), args.runs))
    image = table_image(view)
    palette = table_palette()
    report("  palette + PNG encoding", timings(lambda: encode_png(image, palette), args.runs))
    print(f"table PNG: {image.width} x {image.height}, {len(table.png) / 1024:.0f} KB")
    hand = render_hand(hand_view)
    report("hand, warm", timings(lambda: render_hand(hand_view), args.runs))
    assert hand_view.hand is not None
    print(f"hand PNG: {len(hand_view.hand.cards)} cards, {len(hand.png) / 1024:.0f} KB")

    every_picture(args.each)

    if args.levels:
        for level in (1, 3, 6, 9):
            theme.PNG_COMPRESS_LEVEL = level
            for name, used in (("palette", palette), ("RGB", None)):
                size = len(encode_png(image, used)) / 1024
                report(
                    f"{name} level {level} ({size:.0f} KB)",
                    timings(lambda used=used: encode_png(image, used), 10),
                )


def every_picture(runs: int) -> None:
    """Median, p95, PNG bytes and pixel size of every sample picture."""
    print(f"\n{'picture':<34} {'median':>8} {'p95':>8} {'KB':>6}  size")
    for sample in samples():
        picture = sample.draw()
        size = Image.open(io.BytesIO(picture.png)).size
        ordered = sorted(timings(sample.draw, runs))
        p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
        print(
            f"{sample.name:<34} {statistics.median(ordered):6.1f}ms {p95:6.1f}ms "
            f"{len(picture.png) / 1024:6.0f}  {size[0]}x{size[1]}"
        )


def first_render(prepared: bool) -> None:
    """In a fresh process: the first table render (after ``images.prepare()`` if
    ``prepared``), and the second."""
    from images import prepare

    game = mid_game()
    view = game.view(None)
    label = "prepared" if prepared else "cold"
    if prepared:
        print(f"warm start (images.prepare): {prepare() * 1000:7.1f} ms")
    for attempt in ("first", "second"):
        start = time.perf_counter()
        render_table(view)
        print(f"{label}, {attempt} table render:  {(time.perf_counter() - start) * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
