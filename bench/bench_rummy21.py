"""21-card Indian rummy benchmarks. Run:

    python bench/bench_rummy21.py [--hands N] [--games G] [--strength S]
    python bench/bench_rummy21.py --deals 600 [--level normal] [--against count] [--jobs 2]

Prints median and p95 of:
- the solver on random 22-card hands from three packs (a hand and the card drawn) and on
  22-card hands met in self-play, where players have built their hands: deciding whether
  there is a declaration (budget < 50 ms), the best discard (lowest count of the 21 kept)
  and the lowest count of 21 cards (what settles a deal);
- the computer player's decision (every action it takes in self-play games);
- the table image (PNG bytes, for information);
and, with ``--strength S``, the computer player against random legal play: S games of one
computer player and one random player (seats alternating), its win rate and average net.

With ``--deals N`` (or ``--seeds N/2``) it plays only the match that measures a level's
strength (``bench/levels.py strength``): ``--level`` (default normal) against ``--against``
(default the ``count`` baseline of bench/baselines.py, the one issue 28 names), one-deal
games, every deal seed played twice with the seats swapped; it prints the sample size, the
win rate with its 95% Wilson interval and each side's decision time (median and p95, by the
wall clock and in CPU time).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import levels  # type: ignore[import-not-found]

from engine.cards import Card, new_deck
from engine.registry import computer_action
from engine.rummy21.game import IndianRummy
from engine.rummy21.solver import best_arrangement, best_discard, find_declaration
from images.rummy21.render import render_table


def summary(label: str, seconds: Sequence[float]) -> str:
    ordered = sorted(seconds)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return (
        f"  {label:<38} median {statistics.median(ordered) * 1000:7.2f} ms   "
        f"p95 {p95 * 1000:7.2f} ms   max {ordered[-1] * 1000:7.2f} ms   (n={len(ordered)})"
    )


def timed(function: Callable[..., object], *args: object) -> float:
    start = time.perf_counter()
    function(*args)
    return time.perf_counter() - start


def random_hands(count: int, rng: random.Random) -> list[tuple[list[Card], int]]:
    deck = new_deck(3)
    return [(rng.sample(deck, 22), rng.randrange(2, 15)) for _ in range(count)]


def self_play(games: int, seed: int) -> tuple[list[tuple[list[Card], int]], list[float]]:
    """22-card hands met by computer players after drawing, and every decision's time."""
    hands: list[tuple[list[Card], int]] = []
    decisions: list[float] = []
    rng = random.Random(seed)
    for number in range(games):
        players = [f"bot{i}" for i in range(2 + number % 4)]
        game = IndianRummy.create(players, seed=seed + number, options={"deals": 1})
        while not game.over:
            seat = game.to_move()[0]
            if game.phase == "play" and game.drawn and game.joker is not None:
                hands.append((list(game.hands[seat]), game.joker.rank))
            start = time.perf_counter()
            action = computer_action(game, seat, rng)
            decisions.append(time.perf_counter() - start)
            game.apply(seat, action)
    return hands, decisions


def solver_report(label: str, hands: list[tuple[list[Card], int]]) -> list[str]:
    declarations = sum(1 for h, j in hands if find_declaration(h, j) is not None)
    return [
        f"{label} ({len(hands)} hands, {declarations} with a declaration):",
        summary("find_declaration (22 cards)", [timed(find_declaration, h, j) for h, j in hands]),
        summary("best_discard (22 cards)", [timed(best_discard, h, j) for h, j in hands]),
        summary(
            "best_arrangement (21 cards)",
            [timed(best_arrangement, h[:21], j) for h, j in hands],
        ),
    ]


def random_action(game: IndianRummy, seat: int, rng: random.Random) -> str:
    """Random legal play: any legal action, uniformly."""
    return rng.choice(game.legal_actions(seat))


def strength(games: int, seed: int) -> list[str]:
    """The computer player (one seat) against random legal play (the other)."""
    wins = 0.0
    nets: list[int] = []
    rng = random.Random(seed)
    for number in range(games):
        bot_seat = number % 2
        game = IndianRummy.create(["a", "b"], seed=seed + number, options={"deals": 3})
        while not game.over:
            seat = game.to_move()[0]
            if seat == bot_seat:
                action = computer_action(game, seat, rng)
            else:
                action = random_action(game, seat, rng)
            game.apply(seat, action)
        result = game.result()
        if bot_seat in result.winners:
            wins += 1 / len(result.winners)
        nets.append(result.scores[bot_seat])
    return [
        f"computer player against random legal play, {games} games of 3 deals (2 players):",
        f"  win rate {wins / games:.0%}, average net {statistics.fmean(nets):+.1f} points a game",
    ]


def render_report(games: int, seed: int) -> list[str]:
    views = []
    rng = random.Random(seed)
    for number in range(games):
        game = IndianRummy.create(["ann", "bob", "cy", "dee"], seed=seed + number)
        for _ in range(rng.randrange(10, 60)):
            seat = game.to_move()[0]
            game.apply(seat, computer_action(game, seat, rng))
        views.append(game.view())
    render_table(views[0])  # sprites and fonts are loaded once
    return [summary("table image (PNG)", [timed(render_table, v) for v in views])]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300, help="random hands for the solver")
    parser.add_argument("--games", type=int, default=8, help="self-play games")
    parser.add_argument("--strength", type=int, default=0, help="games against random play")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=int, help="play LEVEL against AGAINST: games in all")
    parser.add_argument("--seeds", type=int, help="the same in deal seeds (each played twice)")
    parser.add_argument("--level", default="normal", help="the level measured")
    parser.add_argument("--against", default="count", help="a level or a baseline")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the deals")
    args = parser.parse_args()
    if args.deals or args.seeds:
        seeds = args.seeds or (args.deals + 1) // 2
        print(levels.strength("rummy21", args.level, args.against, seeds, args.seed, args.jobs))
        return
    lines = solver_report(
        "solver, random hands", random_hands(args.hands, random.Random(args.seed))
    )
    played, decisions = self_play(args.games, args.seed)
    lines += solver_report("solver, self-play hands", played)
    lines.append("computer player:")
    lines.append(summary("decision (any action)", decisions))
    lines += render_report(5, args.seed)
    if args.strength:
        lines += strength(args.strength, args.seed)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
