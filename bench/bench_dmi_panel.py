"""What Deal Me In's hand panel and ``/dmi place`` autocomplete ask the engine. Run:

    python bench/bench_dmi_panel.py [--positions N]

Prints median and p95 (CPU time, wall p95 beside it) on mid-game boards from self-play,
for 7-card hands with 0, 1 and 2 jokers, of:
- ``start_spots`` with no card typed: every start square of the hand, the square
  autocomplete's answer (Discord waits 3 s for it; it runs in a worker thread);
- ``start_spots`` with the hint's cards typed in order (checked square by square);
- ``best_at_each_start`` for a choice of 1 to 3 cards: the panel's placements menu;
and how many placements (start square and direction) such a choice offers.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_dealmein import Clock, midgame_boards, random_hand, summary
from engine.cards import parse_played
from engine.dealmein.greedy import best_move
from engine.dealmein.movegen import best_at_each_start, start_spots


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    args = parser.parse_args()
    rng = random.Random(2026)
    boards = midgame_boards(args.positions, seed=1)
    for jokers in (0, 1, 2):
        spots, typed, menu = Clock(), Clock(), Clock()
        offered: list[int] = []
        for board in boards:
            hand = random_hand(board, jokers, rng)
            with spots:
                start_spots(board, hand)
            move = best_move(board, hand, (), rng)
            if move is not None:
                cards = [parse_played(str(card)) for card in move.cards]
                with typed:
                    start_spots(board, hand, cards)
            chosen = rng.sample(hand, rng.randrange(1, 4))
            with menu:
                found = best_at_each_start(board, chosen)
            offered.append(len(found))
        print(summary(f"square autocomplete, {jokers} jokers", spots))
        print(summary(f"square autocomplete, cards typed, {jokers} jokers", typed))
        print(
            summary(f"panel placements of 1-3 cards, {jokers} jokers", menu)
            + f"; placements offered: median {statistics.median(offered):g}, max {max(offered)}"
        )


if __name__ == "__main__":
    main()
