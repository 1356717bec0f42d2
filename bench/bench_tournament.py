"""Swiss pairing of a large field: time to pair one round (budget: < 100 ms at 512 players).

    .venv/bin/python bench/bench_tournament.py [--players 512] [--rounds 9] [--seats 2]

Plays a Swiss tournament of random results and times each round's pairing
(:meth:`engine.tournament.Tournament.next_round`: the standings, who met whom and the
seating), from the first round to the last, where the most pairings are already used.
Prints the median, the slowest and the repeat pairings made (0 expected).
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.tournament import Format, Tournament


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=512)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    seconds: list[float] = []
    repeats = 0
    for run in range(args.runs):
        rng = random.Random(run)
        players = [f"player{index}" for index in range(args.players)]
        tournament = Tournament(Format.SWISS, args.seats, players, rounds_planned=args.rounds)
        met: set[frozenset[str]] = set()
        for number in range(1, args.rounds + 1):
            start = time.perf_counter()
            played = tournament.next_round()
            seconds.append(time.perf_counter() - start)
            for index, table in enumerate(played.tables):
                pairs = {frozenset(pair) for pair in itertools.combinations(table, 2)}
                repeats += len(pairs & met)
                met |= pairs
                ranks = list(range(1, len(table) + 1))
                rng.shuffle(ranks)
                tournament.record(number, index, ranks, [rng.randrange(200) for _ in table])
    print(
        f"swiss pairing, {args.players} players, tables of {args.seats}, {args.rounds} rounds "
        f"x {args.runs} runs: median {statistics.median(seconds) * 1000:.1f} ms   "
        f"slowest {max(seconds) * 1000:.1f} ms   repeat pairings {repeats}"
    )


if __name__ == "__main__":
    main()
