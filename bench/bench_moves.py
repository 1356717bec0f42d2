"""A whole game per game through the engine's public API: the cost of moves as values.

    .venv/bin/python bench/bench_moves.py [--games 5] [--seed 1]

Two kinds of whole game, each game of the registry with four players:

- **random**: every move chosen at random among ``legal_actions`` and applied (what the
  contract test and random playouts do: listing, building and applying moves);
- **computer**: every move chosen by the easy computer player (:func:`engine.simulate.play_one`),
  the path of a table of computer players.

Deal Me In's random game lists every placement of every hand (thousands with jokers), so
its random games are few and long. Prints the median seconds of a whole game and the
median microseconds per move.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.registry import game_class, game_ids
from engine.simulate import play_one

PLAYERS = 4
#: Actions after which a random game is cut short (a random Rummy 500 can run long).
MAX_ACTIONS = 3000


def random_game(game_id: str, seed: int) -> tuple[float, int]:
    """Seconds and moves of one game of random legal moves."""
    game = game_class(game_id).create([f"p{i}" for i in range(PLAYERS)], seed=seed)
    rng = random.Random(seed)
    moves = 0
    start = time.perf_counter()
    while not game.over and moves < MAX_ACTIONS:
        seat = game.to_move()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        moves += 1
    return time.perf_counter() - start, moves


def computer_game(game_id: str, seed: int) -> tuple[float, int]:
    """Seconds and moves of one game of easy computer players."""
    game = game_class(game_id).create([f"p{i}" for i in range(PLAYERS)], seed=seed)
    start = time.perf_counter()
    stats = play_one(game, random.Random(seed), ("easy",))
    return time.perf_counter() - start, stats.actions


def report(name: str, runs: list[tuple[float, int]]) -> None:
    seconds = statistics.median(s for s, _ in runs)
    per_move = statistics.median(s / max(m, 1) * 1e6 for s, m in runs)
    moves = statistics.median(m for _, m in runs)
    print(f"{name:<22} game {seconds:8.3f} s   {per_move:8.1f} µs/move   ({moves:.0f} moves)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for game_id in game_ids():
        count = 1 if game_id == "dealmein" else args.games
        seeds = range(args.seed, args.seed + count)
        report(f"{game_id} random", [random_game(game_id, s) for s in seeds])
        report(f"{game_id} computer", [computer_game(game_id, s) for s in seeds])


if __name__ == "__main__":
    main()
