"""The daily challenge's position generator: time per position (made once per server and
day, in a worker thread, then kept in the store), and how the positions come out.

    .venv/bin/python bench/bench_daily.py [--days 40] [--guild 1]

Each run makes the position of a new date (no cache helps: every date is new). Prints the
median and p95 seconds, the slowest, how many positions met every criterion of
``engine.dealmein.daily`` and the median number of legal placements; then the time to
judge one move and to list the start squares for autocomplete.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.dealmein.daily import daily_position, is_interesting


def quantile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--days", type=int, default=40)
    parser.add_argument("--guild", type=int, default=1)
    args = parser.parse_args()
    first = date(2026, 1, 1)
    seconds: list[float] = []
    placements: list[int] = []
    interesting = 0
    positions = []
    for offset in range(args.days):
        day = first + timedelta(days=offset)
        start = time.perf_counter()
        position = daily_position(day, args.guild)
        seconds.append(time.perf_counter() - start)
        placements.append(position.placements)
        interesting += is_interesting(position)
        positions.append(position)
    print(
        f"position generator ({args.days} days)   median {statistics.median(seconds):.3f} s   "
        f"p95 {quantile(seconds, 0.95):.3f} s   slowest {max(seconds):.3f} s"
    )
    print(
        f"interesting: {interesting}/{args.days}   legal placements: median "
        f"{statistics.median(placements):.0f}, fewest {min(placements)}"
    )
    judge: list[float] = []
    squares: list[float] = []
    for position in positions:
        action = position.best.action()
        start = time.perf_counter()
        position.judge_action(action)
        judge.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        position.start_squares()
        squares.append((time.perf_counter() - start) * 1000)
    print(
        f"judge one move                median {statistics.median(judge):.3f} ms   "
        f"p95 {quantile(judge, 0.95):.3f} ms"
    )
    print(
        f"start squares (autocomplete)  median {statistics.median(squares):.2f} ms   "
        f"p95 {quantile(squares, 0.95):.2f} ms"
    )


if __name__ == "__main__":
    main()
