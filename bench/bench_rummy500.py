"""Rummy 500 speed: random playouts per second, and the computer player's decision time.

    .venv/bin/python bench/bench_rummy500.py [--games 20] [--players 2 4 6] [--seed 1]

- playouts: whole games (to 500) in which every seat plays a uniformly random legal action,
  so each step lists every legal action (the costliest query); games and actions per second;
- decisions: every move of the computer player in games between computer players, timed
  one by one; median, p95 and max, also for the draw decisions alone (they weigh every
  legal pile draw);
- legal actions: the time to list them at the same positions (median and p95);
- the table image: render to PNG bytes (images/rummy500/render.py) at positions of those games
  with the biggest pile and most melds, warm (median and p95; the first render, which
  draws the sprites and the palette, is printed apart).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.rummy500.ai import choose_action
from engine.rummy500.game import DRAW, Rummy500
from engine.rummy500.view import Rummy500View
from images.rummy500.render import render_table


def names(players: int) -> list[str]:
    return [f"seat{i}" for i in range(players)]


def playouts(players: int, games: int, seed: int) -> str:
    actions = 0
    started = time.perf_counter()
    for number in range(games):
        game = Rummy500.create(names(players), seed=seed + number)
        rng = random.Random(seed + number)
        while not game.over:
            seat = game.to_move()[0]
            game.apply(seat, rng.choice(game.legal_actions(seat)))
            actions += 1
    elapsed = time.perf_counter() - started
    return (
        f"random playouts, {players} players: {games / elapsed:6.2f} games/s, "
        f"{actions / elapsed:8.0f} actions/s ({actions / games:.0f} actions a game)"
    )


def summary(label: str, millis: list[float]) -> str:
    ordered = sorted(millis)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (
        f"  {label:<22} median {statistics.median(ordered):6.3f} ms, p95 {p95:6.3f} ms, "
        f"max {ordered[-1]:6.2f} ms over {len(ordered)}"
    )


def decisions(players: int, games: int, seed: int) -> str:
    every: list[float] = []
    draws: list[float] = []
    listing: list[float] = []
    for number in range(games):
        game = Rummy500.create(names(players), seed=seed + number)
        rng = random.Random(seed + number)
        while not game.over:
            seat = game.to_move()[0]
            start = time.perf_counter()
            game.legal_actions(seat)
            middle = time.perf_counter()
            action = choose_action(game, seat, rng)
            end = time.perf_counter()
            listing.append((middle - start) * 1000)
            every.append((end - middle) * 1000)
            if game.phase == DRAW:
                draws.append((end - middle) * 1000)
            game.apply(seat, action)
    return "\n".join(
        [
            f"computer player, {players} players, {games} games:",
            summary("decision", every),
            summary("draw decision", draws),
            summary("legal_actions", listing),
        ]
    )


def busiest_views(players: int, games: int, seed: int) -> list[Rummy500View]:
    """Per game, the public view with the most cards in the pile and on the table."""
    views = []
    for number in range(games):
        game = Rummy500.create(names(players), seed=seed + number)
        rng = random.Random(seed + number)
        best = game.view()
        while not game.over:
            seat = game.to_move()[0]
            game.apply(seat, choose_action(game, seat, rng))
            view = game.view()
            if _busy(view) > _busy(best):
                best = view
        views.append(best)
    return views


def _busy(view: Rummy500View) -> int:
    return len(view.discard) + sum(len(m["cards"]) for m in view.melds)


def renders(players: int, games: int, seed: int) -> str:
    views = busiest_views(players, games, seed)
    start = time.perf_counter()
    render_table(views[0])
    cold = (time.perf_counter() - start) * 1000
    warm = []
    for view in views:
        start = time.perf_counter()
        render_table(view)
        warm.append((time.perf_counter() - start) * 1000)
    return "\n".join(
        [
            f"table image, {players} players, busiest position of {games} games "
            f"(first render {cold:.0f} ms):",
            summary("render_table", warm),
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 6])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for players in args.players:
        print(playouts(players, args.games, args.seed), flush=True)
    for players in args.players:
        print(decisions(players, args.games, args.seed), flush=True)
    for players in args.players:
        print(renders(players, args.games, args.seed), flush=True)


if __name__ == "__main__":
    main()
