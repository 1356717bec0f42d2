"""Hearts levels against each other on duplicate deals, and their decision times.

    .venv/bin/python bench/hearts_strength.py [--level hard] [--against normal]
        [--sets 50] [--minutes 10] [--seed 1] [--budget 0.2]
    .venv/bin/python bench/hearts_strength.py --times [--decisions 300]

Strength: a *set* is four deals played as one game of four hands (passing left, right,
across, then a keeper hand). The set is played once with four ``--against`` players (the
baseline), then four more times with one ``--level`` player in seat 0, 1, 2 and 3 and
``--against`` players in the other seats. For every set and seat, the difference between the
points the ``--level`` player took and those the baseline player took in the same seat on
the same cards is one sample (per hand); printed: the mean difference with a 95% confidence
interval (negative: the ``--level`` player takes fewer points), after every set and at the
end, and the same for the seat's standing (its points less the others' average, what the hard
player's search minimizes; it differs from the points only in moon hands). Stops after
``--sets`` sets or ``--minutes`` minutes. ``--level hard-pass`` (``hard-play``) is the hard
player's pass (play) with the normal player's play (pass), to measure each half alone.

Times (``--times``): decision time per level (p50, p95, max) on positions from games of four
normal players, passing and playing apart, and the plays from the largest positions (12 or
13 cards in hand) alone.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.cards import new_deck, shuffled
from engine.hearts import ai, search
from engine.hearts.game import Hearts

PLAYERS = ["ann", "bob", "cat", "dan"]
HANDS_PER_SET = 4
#: Cards in hand from which a play is one of the largest positions (most unseen cards).
LARGEST = 12


#: Bench-only players that take one half of the hard player: its pass or its play.
HALVES = ("hard-pass", "hard-play")


def decide(game: Hearts, seat: int, rng: random.Random, level: str) -> str:
    if level in HALVES:
        passing = game.phase == "passing"
        level = "hard" if passing == (level == "hard-pass") else "normal"
    return ai.choose_action(game, seat, rng, level)


def play_set(decks: list[list[str]], levels: list[str], seed: int) -> list[list[int]]:
    """Points per hand per seat of the set played with ``levels`` in seats 0..3."""
    game = Hearts.create(PLAYERS, options={"point_limit": 10_000}, seed=seed, deck=decks)
    rng = random.Random(seed)
    while game.hand_number <= HANDS_PER_SET:
        seat = game.to_move()[0]
        game.apply(seat, decide(game, seat, rng, levels[seat]))
    return [hand["points"] for hand in game.hand_log[:HANDS_PER_SET]]


def interval(samples: list[float]) -> tuple[float, float]:
    """Mean and half-width of its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))


def strength(level: str, against: str, sets: int, minutes: float, seed: int) -> None:
    start = time.perf_counter()
    samples: list[float] = []
    standings: list[float] = []
    moons = 0
    for number in range(sets):
        if time.perf_counter() - start > minutes * 60:
            break
        deal_rng = random.Random(seed * 100_003 + number)
        decks = [[str(c) for c in shuffled(new_deck(), deal_rng)] for _ in range(HANDS_PER_SET)]
        baseline = play_set(decks, [against] * 4, seed + number)
        for seat in range(4):
            levels = [against] * 4
            levels[seat] = level
            points = play_set(decks, levels, seed + number)
            moons += sum(1 for hand in points if hand[seat] <= -26)
            diff = sum(p[seat] for p in points) - sum(b[seat] for b in baseline)
            samples.append(diff / HANDS_PER_SET)
            lead = sum(
                search.standing(p, seat) - search.standing(b, seat)
                for p, b in zip(points, baseline, strict=True)
            )
            standings.append(lead / HANDS_PER_SET)
        mean, half = interval(samples)
        print(
            f"set {number + 1}: {len(samples) * HANDS_PER_SET} seat-hands, {level} - {against}"
            f" = {mean:+.2f} ± {half:.2f} points per hand"
            f"   ({time.perf_counter() - start:.0f} s)",
            flush=True,
        )
    mean, half = interval(samples)
    lead, lead_half = interval(standings)
    print(f"\nstanding (own points less the others' average): {lead:+.2f} ± {lead_half:.2f}")
    print(
        f"{level} against {against}: {len(samples) // 4} sets, "
        f"{len(samples) * HANDS_PER_SET} duplicate seat-hands: "
        f"{mean:+.2f} points per hand, 95% CI [{mean - half:+.2f}, {mean + half:+.2f}]; "
        f"moons shot by {level}: {moons}"
    )


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def times(decisions: int, seed: int) -> None:
    """Decision times per level on the positions of games of four normal players."""
    rows: dict[tuple[str, str], list[float]] = {}
    for level in ai.LEVELS:
        rng = random.Random(seed)
        count = 0
        number = 0
        while count < decisions:
            game = Hearts.create(PLAYERS, options={"point_limit": 10_000}, seed=seed + number)
            number += 1
            while game.hand_number <= 2 and count < decisions:
                seat = game.to_move()[0]
                phase = "pass" if game.phase == "passing" else "play"
                started = time.perf_counter()
                ai.choose_action(game, seat, rng, level)
                spent = (time.perf_counter() - started) * 1000
                rows.setdefault((level, phase), []).append(spent)
                if phase == "play" and len(game.hands[seat]) >= LARGEST:
                    rows.setdefault((level, "play, 12+ cards"), []).append(spent)
                count += 1
                game.apply(seat, ai.choose_action(game, seat, rng, "normal"))
    print(f"decision time per level (ms; hard's budget {search.BUDGET * 1000:.0f} ms):")
    print(f"  {'level':<8}{'phase':<17}{'p50':>9}{'p95':>9}{'max':>9}{'n':>7}")
    for (level, phase), samples in rows.items():
        print(
            f"  {level:<8}{phase:<17}{statistics.median(samples):9.2f}"
            f"{percentile(samples, 0.95):9.2f}{max(samples):9.2f}{len(samples):7d}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--level", default="hard", choices=ai.LEVELS + HALVES)
    parser.add_argument("--against", default="normal", choices=ai.LEVELS)
    parser.add_argument("--sets", type=int, default=500)
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=search.BUDGET, help="hard's seconds")
    parser.add_argument("--times", action="store_true", help="decision times, not strength")
    parser.add_argument("--decisions", type=int, default=300, help="decisions per level")
    args = parser.parse_args()
    search.BUDGET = args.budget
    if args.times:
        times(args.decisions, args.seed)
    else:
        strength(args.level, args.against, args.sets, args.minutes, args.seed)


if __name__ == "__main__":
    main()
