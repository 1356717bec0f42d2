"""A replay of a long game: seconds and bytes, animated WebP (the bot's format) against GIF.

    .venv/bin/python bench/bench_replay.py [--runs 3] [--game hearts] [--seed 3]

The game is played to its end by computer players with the default options (Hearts to
100 points: over a thousand moves, so the replay is summarized in runs of moves; Rummy 500
to 500; Deal Me In and 21-card rummy are shorter). Prints the moves, frames, moves per
frame, then per format the median and p95 seconds of a whole render (replaying the record,
drawing the frames, encoding) and the file's size against Discord's 10 MB limit.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.registry import game_class
from engine.simulate import play_one
from images.replay import render_replay

PLAYERS = {"dealmein": 4, "hearts": 4, "rummy500": 4, "rummy21": 4}


def quantile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--game", default="hearts", choices=sorted(PLAYERS))
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    names = [f"p{i}" for i in range(PLAYERS[args.game])]
    game = game_class(args.game).create(names, {}, seed=args.seed)
    play_one(game, random.Random(args.seed))
    record = game.record()
    print(f"{args.game}: {len(record['actions'])} moves")
    for fmt in ("webp", "gif"):
        seconds: list[float] = []
        for _ in range(args.runs):
            start = time.perf_counter()
            replay = render_replay(record, fmt)
            seconds.append(time.perf_counter() - start)
        per_frame = replay.moves_per_frame
        print(
            f"{fmt:<5} {replay.frames} frames ({per_frame} move{'s' * (per_frame != 1)} a frame)   "
            f"median {statistics.median(seconds):.2f} s   p95 {quantile(seconds, 0.95):.2f} s   "
            f"{len(replay.data):,} bytes ({len(replay.data) / 10_000_000:.0%} of 10 MB)"
        )


if __name__ == "__main__":
    main()
