"""Random Hearts playouts: the engine's bitmask path against OpenSpiel's Hearts, side by side.

    .venv/bin/pip install -e '.[bench]'      # open_spiel, for the comparison
    .venv/bin/python bench/hearts_playout.py [--seconds 5] [--rounds 5]

A playout is one full hand with random legal players: the deal, a random pass of three
cards per seat, thirteen tricks and the score. Measured, in CPU seconds of this process
(``time.process_time``, so other work on the machine weighs less), in alternating rounds so
that both sides see the same machine:

- ``fast``: :func:`engine.hearts.fast.random_hand` (the search's playout path);
- ``engine``: :class:`engine.hearts.game.Hearts` through its public API (``apply``,
  ``legal_cards``), for reference;
- ``open_spiel``: ``pyspiel.load_game("hearts", {"jd_bonus": True})``, its chance nodes
  (the deal, the pass direction) and every pass and play drawn uniformly from
  ``legal_actions()``; skipped with a note when open_spiel is not installed.

Printed: hands per CPU second per side (the median of the rounds) and the ratio.
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
from engine.hearts.rules import PassDirection

PLAYERS = ["ann", "bob", "cat", "dan"]
DIRECTIONS = [PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS]


def fast_hands(rng: random.Random) -> Callable[[], None]:
    def one() -> None:
        fast.random_hand(rng, DIRECTIONS[int(rng.random() * 3)])

    return one


def engine_hands(rng: random.Random) -> Callable[[], None]:
    def one() -> None:
        game = Hearts.create(PLAYERS, seed=rng.getrandbits(31))
        for seat in range(4):
            game.apply(seat, "pass " + format_cards(rng.sample(game.hands[seat], 3)))
        while game.hand_number == 1:
            seat = game.to_move()[0]
            game.apply(seat, f"play {rng.choice(game.legal_cards(seat))}")

    return one


def open_spiel_hands(rng: random.Random) -> Callable[[], None] | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("hearts", {"jd_bonus": True})

    def one() -> None:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))

    return one


def rate(run: Callable[[], None], seconds: float) -> float:
    """Hands per CPU second over about ``seconds`` of CPU time."""
    count = 0
    start = time.process_time()
    while True:
        for _ in range(20):
            run()
        count += 20
        spent = time.process_time() - start
        if spent >= seconds:
            return count / spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5, help="CPU seconds per side a round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sides: dict[str, Callable[[], None]] = {
        "fast": fast_hands(rng),
        "engine": engine_hands(rng),
    }
    spiel = open_spiel_hands(rng)
    if spiel is None:
        print("open_spiel is not installed (pip install -e '.[bench]'): its side is skipped")
    else:
        sides["open_spiel"] = spiel
    rates: dict[str, list[float]] = {name: [] for name in sides}
    for _ in range(args.rounds):
        for name, run in sides.items():
            rates[name].append(rate(run, args.seconds))
    print(f"random full hands per CPU second (median of {args.rounds} rounds):")
    medians = {name: statistics.median(values) for name, values in rates.items()}
    for name, value in medians.items():
        spread = f"{min(rates[name]):,.0f}..{max(rates[name]):,.0f}"
        print(f"  {name:<11}{value:10,.0f}   (rounds {spread})")
    if "open_spiel" in medians:
        print(f"  fast / open_spiel = {medians['fast'] / medians['open_spiel']:.2f}")
        print(f"  engine / open_spiel = {medians['engine'] / medians['open_spiel']:.2f}")


if __name__ == "__main__":
    main()
