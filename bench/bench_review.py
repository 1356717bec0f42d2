"""The explained hint and the after-game review: what they cost. Run:

    python bench/bench_review.py [--games G] [--seed S]

For each game, G games are played by normal computer players (the reviewed seat at easy,
so that it makes mistakes to find), and it prints:
- the explained hint (:func:`engine.review.judge`, the hard player's decision and its
  reason, what a panel's Hint runs), by wall clock, median and p95 over every decision of
  seat 0 in those games;
- the review of seat 0 of each finished game (:func:`engine.review.review`: the record
  replayed and every decision of the seat judged, within ``REVIEW_BUDGET`` seconds of CPU),
  in CPU seconds per game (median and the most), with the decisions judged per game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.registry import computer_action, game_class
from engine.review import REVIEW_BUDGET, judge, review

PLAYERS = {"dealmein": 2, "hearts": 4, "rummy500": 2, "rummy21": 2}


def played_game(game_id: str, seed: int) -> tuple[dict[str, Any], list[float]]:
    """A finished game (seat 0 easy, the others normal) and the explained hints' times of
    seat 0's decisions in it."""
    players = [f"p{i}" for i in range(PLAYERS[game_id])]
    game = game_class(game_id).create(players, seed=seed)
    rng = random.Random(seed)
    hints: list[float] = []
    moves = 0
    while not game.over and moves < 2000:
        seat = game.to_move()[0]
        if seat == 0:
            started = time.perf_counter()
            judge(game, seat, random.Random(moves))
            hints.append(time.perf_counter() - started)
        game.apply(seat, computer_action(game, seat, rng, "easy" if seat == 0 else "normal"))
        moves += 1
    return game.record(), hints


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"review budget {REVIEW_BUDGET:.0f} s of CPU per game; {args.games} games per game type")
    for game_id in PLAYERS:
        hints: list[float] = []
        costs: list[float] = []
        judged: list[int] = []
        for number in range(args.games):
            record, times = played_game(game_id, args.seed + number)
            hints += times
            done = review(record, 0)
            costs.append(done.seconds)
            judged.append(done.judged)
        print(
            f"{game_id:<9} hint median {statistics.median(hints) * 1000:6.1f} ms"
            f"  p95 {p95(hints) * 1000:6.1f} ms ({len(hints)} decisions)"
            f" | review median {statistics.median(costs):5.2f} s CPU, most {max(costs):5.2f} s"
            f" ({statistics.median(judged):.0f} decisions judged)"
        )


if __name__ == "__main__":
    main()
