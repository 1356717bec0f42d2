"""Hearts Deluxe speed and strength.

    .venv/bin/python bench/bench_hearts.py [--hands 300] [--decisions 2000]
    .venv/bin/python bench/bench_hearts.py --measure [--games 1000] [--seed 1]

Speed (the default): random playouts of a full hand (deal, pass, thirteen tricks, scoring)
per second through the engine's public API and through the bitmask path the hard player
searches with (``engine/hearts/fast.py``; ``bench/hearts_playout.py`` sets it beside
OpenSpiel's), the normal computer player's decision time (median and p95, passing and
playing apart; every level: ``bench/hearts_strength.py --times``) and the table image's
render time.

Strength (``--measure``): whole games to the 100-point limit, with

- one computer player (engine/hearts/ai.py) against three random legal players, and
- three computer players against one random legal player;

the odd seat out moves round the table from game to game. Printed: the points per hand
each kind of player takes (a random seat among random seats takes 4 on average: 26 − 10
shared by four), and the share of games each kind wins (ties share).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.cards import format_cards
from engine.hearts import fast
from engine.hearts.game import Hearts
from engine.registry import computer_action
from images.hearts.render import render_table

PLAYERS = ["ann", "bob", "cat", "dan"]

Player = Callable[[Hearts, int, random.Random], str]


def random_player(game: Hearts, seat: int, rng: random.Random) -> str:
    """A legal action chosen uniformly: any three cards to pass, any legal card to play."""
    if game.phase == "passing":
        return "pass " + format_cards(rng.sample(game.hands[seat], 3))
    return f"play {rng.choice(game.legal_cards(seat))}"


def computer_player(game: Hearts, seat: int, rng: random.Random) -> str:
    return computer_action(game, seat, rng)


def play(game: Hearts, players: list[Player], rng: random.Random, until_hand: int) -> None:
    """Play until the game ends or hand ``until_hand`` begins."""
    while not game.over and game.hand_number < until_hand:
        seat = game.to_move()[0]
        game.apply(seat, players[seat](game, seat, rng))


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def report(name: str, samples_ms: list[float]) -> None:
    print(
        f"  {name:<30} median {statistics.median(samples_ms):7.3f} ms"
        f"   p95 {percentile(samples_ms, 0.95):7.3f} ms   ({len(samples_ms)} samples)"
    )


# ----------------------------------------------------------------- speed


def bench_playouts(hands: int, seed: int) -> None:
    rng = random.Random(seed)
    players: list[Player] = [random_player] * 4
    start = time.perf_counter()
    for number in range(hands):
        game = Hearts.create(PLAYERS, seed=seed + number)
        play(game, players, rng, until_hand=2)
    elapsed = time.perf_counter() - start
    print(f"random playouts: {hands / elapsed:,.0f} full hands per second ({hands} hands)")
    fast_hands = hands * 20
    start = time.perf_counter()
    for _ in range(fast_hands):
        fast.random_hand(rng)
    elapsed = time.perf_counter() - start
    print(
        f"random playouts, bitmask path: {fast_hands / elapsed:,.0f} full hands per second"
        f" ({fast_hands} hands)"
    )


def bench_decisions(decisions: int, seed: int) -> None:
    rng = random.Random(seed)
    passing: list[float] = []
    playing: list[float] = []
    number = 0
    while len(passing) + len(playing) < decisions:
        game = Hearts.create(PLAYERS, seed=seed + number)
        number += 1
        while not game.over and len(passing) + len(playing) < decisions:
            seat = game.to_move()[0]
            phase = game.phase
            start = time.perf_counter()
            action = computer_action(game, seat, rng)
            (passing if phase == "passing" else playing).append(
                (time.perf_counter() - start) * 1000
            )
            game.apply(seat, action)
    print("computer player's decision time:")
    report("choose a pass", passing)
    report("choose a card", playing)


def bench_render(runs: int, seed: int) -> None:
    game = Hearts.create(PLAYERS, seed=seed)
    rng = random.Random(seed)
    for _ in range(4 + 4 * 6 + 2):  # the pass, six tricks and two cards
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    view = game.view(0)
    start = time.perf_counter()
    render_table(view)
    cold = (time.perf_counter() - start) * 1000
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        render_table(view)
        samples.append((time.perf_counter() - start) * 1000)
    print(f"table image to PNG (first render {cold:.1f} ms, sprites drawn):")
    report("render_table", samples)


# ----------------------------------------------------------------- strength


def measure(games: int, seed: int, computer_seats: int) -> None:
    """Games where ``computer_seats`` seats (1 or 3) are computer players."""
    points = {"computer": [], "random": []}
    wins = {"computer": 0.0, "random": 0.0}
    hands = 0
    moons = 0
    start = time.perf_counter()
    for number in range(games):
        odd = number % 4
        kinds = [
            ("computer" if (seat == odd) == (computer_seats == 1) else "random")
            for seat in range(4)
        ]
        players: list[Player] = [
            computer_player if kind == "computer" else random_player for kind in kinds
        ]
        game = Hearts.create(PLAYERS, seed=seed + number)
        play(game, players, random.Random(seed + number), until_hand=10**9)
        for hand in game.hand_log:
            hands += 1
            moons += hand["moon"] is not None and kinds[hand["moon"]] == "computer"
            for seat, taken in enumerate(hand["points"]):
                points[kinds[seat]].append(taken)
        winners = game.result().winners
        for seat in winners:
            wins[kinds[seat]] += 1 / len(winners)
    elapsed = time.perf_counter() - start
    label = "1 computer player, 3 random" if computer_seats == 1 else "3 computer players, 1 random"
    print(f"{label}: {games} games, {hands} hands, {elapsed:.0f} s")
    for kind, seats in (("computer", computer_seats), ("random", 4 - computer_seats)):
        per_hand = statistics.fmean(points[kind])
        share = wins[kind] / games / seats
        print(
            f"  {kind:<8} points per hand {per_hand:6.2f}   "
            f"wins per seat {share:6.1%} (an equal player: 25.0%)"
        )
    print(f"  moons shot by computer players: {moons}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--measure", action="store_true", help="strength instead of speed")
    parser.add_argument("--games", type=int, default=1000, help="games per strength line-up")
    parser.add_argument("--hands", type=int, default=300, help="random playouts to time")
    parser.add_argument("--decisions", type=int, default=2000, help="decisions to time")
    parser.add_argument("--renders", type=int, default=30, help="table renders to time")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.measure:
        measure(args.games, args.seed, computer_seats=1)
        measure(args.games, args.seed, computer_seats=3)
        return
    bench_playouts(args.hands, args.seed)
    bench_decisions(args.decisions, args.seed)
    bench_render(args.renders, args.seed)


if __name__ == "__main__":
    main()
