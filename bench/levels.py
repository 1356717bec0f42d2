"""The computer levels measured: strength (levels against each other and against the
baselines of bench/baselines.py) and decision time. Run with ``nice -n 10``:

    python bench/levels.py strength GAME A B [--seeds N | --deals 2N] [--seed S] [--jobs J]
    python bench/levels.py timing [--games N] [--seed S] [--only GAME ...]

``strength`` plays two-player games of GAME between policy A and policy B (a level:
``easy``, ``normal``, ``hard``, or a baseline of the game: ``greedy`` for Deal Me In and
Rummy 500, ``count`` for 21-card rummy). Every deal is played twice with the seats swapped
(duplicate: both policies get the same cards and the same first player), so luck of the
deal cancels. ``--seeds N`` (or ``--games N``) plays the deals of seeds S..S+N-1, ``--deals
2N`` the same. It prints the sample size, A's win rate (a shared win counts half) with its
95% Wilson score interval over the games and the interval computed over the pairs of games
(narrower: the two games of a pair share their cards), A's average score lead, and each
policy's decision time (median and p95, by the wall clock and in the deciding thread's CPU
time). ``--jobs J`` shares the seeds among J processes; the figures do not depend on it
(the times do, on a busy machine). For 21-card rummy a game is one deal (``deals=1``), so
the rate is of deals won; Rummy 500 games go to 500.

``timing`` plays two-player self-play games at each level (hard against hard, and so on)
and prints, per game and level, the median, p95 and largest decision time (wall clock,
``time.perf_counter``: a table waits wall time), the p95 of the CPU time the deciding thread
spent (what the code costs, whatever else the machine runs) and the budget of the level
(``engine.core.TIME_BUDGET``; DESIGN.md: p95 normal < 20 ms, hard < 300 ms). The hard
searches stop at their budget by the wall clock.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from baselines import BASELINES, Policy  # type: ignore[import-not-found]

from engine.core import LEVELS, TIME_BUDGET, Game
from engine.registry import computer_action, game_class
from engine.rummy21 import deal as dealing
from engine.rummy21.game import CUT, JOKER, IndianRummy

#: A game still running after this many actions is a bug, not a long game.
MAX_ACTIONS = 20_000
GAMES = ("dealmein", "rummy21", "rummy500", "hearts")


def level_policy(level: str) -> Policy:
    def play(game: Game, seat: int, rng: random.Random) -> str:
        return computer_action(game, seat, rng, level)

    return play


def policy(game_id: str, name: str) -> Policy:
    if name in LEVELS:
        return level_policy(name)
    try:
        return BASELINES[game_id][name]
    except KeyError:
        known = [*LEVELS, *BASELINES.get(game_id, {})]
        raise SystemExit(f"unknown policy {name!r} for {game_id} (one of {known})") from None


def new_game(game_id: str, seed: int, players: int = 2) -> Game:
    """The deal of ``seed``: the same cards and first player whoever sits where."""
    names = [f"seat{i}" for i in range(players)]
    if game_id == "rummy21":
        return IndianRummy.create(names, {"deals": 1}, seed=seed, first_player=seed % players)
    return game_class(game_id).create(names, seed=seed)


def ceremony(game: Game, seat: int, seed: int) -> str | None:
    """The 21-card deal ceremony, played the same way in both games of a pair (the cut
    decides the cards, so it must not depend on the policies)."""
    if isinstance(game, IndianRummy) and game.phase == CUT:
        return f"cut {random.Random(seed).randint(dealing.MIN_CUT, dealing.MAX_CUT)}"
    if isinstance(game, IndianRummy) and game.phase == JOKER:
        return "joker"
    return None


Timings = dict[int, list[float]]


def play(
    game: Game,
    policies: list[Policy],
    seed: int,
    timings: Timings,
    cpu_timings: Timings | None = None,
) -> list[int]:
    """Play ``game`` to its end; the final scores. Decision times (wall clock) go to
    ``timings``, and the thread's CPU time of each to ``cpu_timings``."""
    if cpu_timings is None:
        cpu_timings = defaultdict(list)
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if game.over:
            return game.scores()
        for seat in game.to_move():
            action = ceremony(game, seat, seed)
            if action is None:
                started, cpu = time.perf_counter(), time.thread_time()
                action = policies[seat](game, seat, rng)
                timings[seat].append(time.perf_counter() - started)
                cpu_timings[seat].append(time.thread_time() - cpu)
            game.apply(seat, action)
            if game.over:
                break
    raise RuntimeError(f"game with seed {seed} did not end in {MAX_ACTIONS} actions")


def share(scores: list[int], seat: int, higher_wins: bool) -> float:
    best = max(scores) if higher_wins else min(scores)
    winners = [s for s, v in enumerate(scores) if v == best]
    return 1 / len(winners) if seat in winners else 0.0


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and half-width of its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a rate of ``successes`` in ``trials``
    (a shared win counts half)."""
    if trials == 0:
        return 0.0, 1.0
    rate = successes / trials
    denominator = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Pairs:
    """What a run of duplicate deals measured: per deal seed, A's share of the two games
    and A's two score leads; every decision's time per policy (wall clock and the thread's
    CPU time)."""

    rates: list[float] = field(default_factory=list)
    leads: list[float] = field(default_factory=list)
    wall: dict[str, list[float]] = field(default_factory=lambda: {"A": [], "B": []})
    cpu: dict[str, list[float]] = field(default_factory=lambda: {"A": [], "B": []})

    def add(self, other: Pairs) -> None:
        self.rates += other.rates
        self.leads += other.leads
        for name in ("A", "B"):
            self.wall[name] += other.wall[name]
            self.cpu[name] += other.cpu[name]


def play_pairs(game_id: str, a: str, b: str, seeds: range) -> Pairs:
    """Play every deal of ``seeds`` twice, A in seat 0 then in seat 1."""
    policies = {"A": policy(game_id, a), "B": policy(game_id, b)}
    higher_wins = game_class(game_id).higher_wins
    found = Pairs()
    for deal_seed in seeds:
        rates = []
        for a_seat in (0, 1):
            order = ["A", "B"] if a_seat == 0 else ["B", "A"]
            timings: Timings = defaultdict(list)
            cpu_timings: Timings = defaultdict(list)
            scores = play(
                new_game(game_id, deal_seed),
                [policies[k] for k in order],
                deal_seed,
                timings,
                cpu_timings,
            )
            for seat, name in enumerate(order):
                found.wall[name].extend(timings[seat])
                found.cpu[name].extend(cpu_timings[seat])
            rates.append(share(scores, a_seat, higher_wins))
            margin = scores[a_seat] - scores[1 - a_seat]
            found.leads.append(margin if higher_wins else -margin)
        found.rates.append(statistics.fmean(rates))
    return found


def _play_part(job: tuple[str, str, str, int, int]) -> Pairs:
    game_id, a, b, start, stop = job
    return play_pairs(game_id, a, b, range(start, stop))


def strength(game_id: str, a: str, b: str, games: int, seed: int, jobs: int = 1) -> str:
    """A against B over ``games`` deal seeds from ``seed``, each played twice with the seats
    swapped, in ``jobs`` processes (the result does not depend on how many)."""
    policy(game_id, a), policy(game_id, b)  # unknown names fail before any work
    started = time.perf_counter()
    if jobs <= 1:
        found = play_pairs(game_id, a, b, range(seed, seed + games))
    else:
        size = math.ceil(games / jobs)
        parts = [
            (game_id, a, b, start, min(seed + games, start + size))
            for start in range(seed, seed + games, size)
        ]
        found = Pairs()
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for part in pool.map(_play_part, parts):  # in seed order
                found.add(part)
    elapsed = time.perf_counter() - started
    deals = 2 * len(found.rates)
    won = sum(found.rates) * 2
    low, high = wilson(won, deals)
    rate, half = interval(found.rates)
    lead, lead_half = interval(found.leads)
    return "\n".join(
        [
            f"{game_id}: {a} against {b}, {games} deal seeds x 2 (seats swapped) = {deals} "
            f"games, seeds {seed}..{seed + games - 1}  [{elapsed:.0f} s]",
            f"  {a} wins {won:g} of {deals} = {won / deals:.1%}  "
            f"(95% Wilson CI over games {low:.1%} .. {high:.1%}; over the {len(found.rates)} "
            f"pairs {max(0.0, rate - half):.1%} .. {min(1.0, rate + half):.1%})",
            f"  {a}'s average lead per game {lead:+.1f} (95% CI +/- {lead_half:.1f})",
            f"  {a}'s decisions: {_times(found.wall['A'], found.cpu['A'])}",
            f"  {b}'s decisions: {_times(found.wall['B'], found.cpu['B'])}",
        ]
    )


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _times(values: list[float], cpu: list[float]) -> str:
    if not values:
        return "-"
    return (
        f"{len(values)}, median {statistics.median(values) * 1000:.1f} ms, "
        f"p95 {_p95(values) * 1000:.1f} ms, max {max(values) * 1000:.1f} ms by the wall clock; "
        f"CPU median {statistics.median(cpu) * 1000:.1f} ms, p95 {_p95(cpu) * 1000:.1f} ms"
    )


def timing(games: int, seed: int, only: list[str]) -> str:
    lines = [
        f"{'game':<10} {'level':<7} {'decisions':>9} {'median ms':>10} {'p95 ms':>8} "
        f"{'max ms':>8} {'CPU p95 ms':>11} {'budget ms':>10}"
    ]
    print(lines[0], flush=True)
    for game_id in only:
        players = 4 if game_id == "hearts" else 2
        for index, level in enumerate(LEVELS):
            chosen: Callable[[Game, int, random.Random], str] = level_policy(level)
            timings: Timings = defaultdict(list)
            cpu_timings: Timings = defaultdict(list)
            for number in range(games):
                # Other deals per level: the 21-card players remember hand readings, and
                # the same deals would let a level reuse what the one before worked out.
                deal_seed = seed + 1000 * index + number
                game = new_game(game_id, deal_seed, players)
                play(game, [chosen] * players, deal_seed, timings, cpu_timings)
            values = [t for seat in timings.values() for t in seat]
            cpu = [t for seat in cpu_timings.values() for t in seat]
            lines.append(
                f"{game_id:<10} {level:<7} {len(values):>9} "
                f"{statistics.median(values) * 1000:>10.2f} {_p95(values) * 1000:>8.2f} "
                f"{max(values) * 1000:>8.2f} {_p95(cpu) * 1000:>11.2f} "
                f"{TIME_BUDGET[level] * 1000:>10.0f}"
            )
            print(lines[-1], flush=True)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    strong = commands.add_parser("strength", help="policy A against policy B")
    strong.add_argument("game", choices=[g for g in GAMES if g != "hearts"])
    strong.add_argument("a")
    strong.add_argument("b")
    strong.add_argument(
        "--games", "--seeds", type=int, default=100, help="deal seeds (each played twice)"
    )
    strong.add_argument("--deals", type=int, help="games in all (twice the seeds; even)")
    strong.add_argument("--seed", type=int, default=1, help="the first deal seed")
    strong.add_argument("--jobs", type=int, default=1, help="processes playing the deals")
    timed = commands.add_parser("timing", help="decision time per game and level")
    timed.add_argument("--games", type=int, default=4, help="self-play games per level")
    timed.add_argument("--seed", type=int, default=1)
    timed.add_argument("--only", nargs="+", choices=GAMES, default=list(GAMES))
    args = parser.parse_args()
    if args.command == "strength":
        seeds = (args.deals + 1) // 2 if args.deals else args.games
        print(strength(args.game, args.a, args.b, seeds, args.seed, args.jobs))
    else:
        print(f"two-player self-play (hearts: four), {args.games} games per level")
        timing(args.games, args.seed, args.only)  # prints each row as it is measured


if __name__ == "__main__":
    main()
