"""How strong the Rummy 500 computer player is: simulated games against random legal play
and against a plain greedy player.

    .venv/bin/python bench/rummy500_strength.py [--games 100] [--players 2 3 4] [--seed 1]

In each game one seat is the computer player (engine/rummy500/ai.py) and the others play
the baseline; the computer player's seat moves round the table from game to game. Printed
per baseline and table size: its win rate (a shared win counts as a share) beside the
1/N of an equal player, and the average final score of the computer player and of the
baseline seats.

Baselines:
- **random**: a legal action chosen uniformly (draws, melds, lay-offs and discards alike);
- **greedy**: takes the pile's top card when it may (it can use it), else the stock; lays
  the first meld it finds, then any lay-off, and discards its highest card.
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

from engine.cards import parse_card
from engine.rummy500.ai import choose_action
from engine.rummy500.game import DRAW, Rummy500
from engine.rummy500.table import card_points

Policy = Callable[[Rummy500, int, random.Random], str]
#: A game still running after this many actions is a bug, not a long game.
MAX_ACTIONS = 20_000


def random_player(game: Rummy500, seat: int, rng: random.Random) -> str:
    return rng.choice(game.legal_actions(seat))


def greedy_player(game: Rummy500, seat: int, rng: random.Random) -> str:
    if game.phase == DRAW:
        top = f"draw {game.discard[-1]}" if game.discard else ""
        if top in game.legal_draws():
            return top
        return "draw stock" if game.stock else "pass"
    actions = game.legal_actions(seat)
    for verb in ("meld", "layoff"):
        chosen = next((a for a in actions if a.startswith(verb)), None)
        if chosen:
            return chosen
    discards = [a for a in actions if a.startswith("discard")]
    return max(discards, key=lambda a: card_points(parse_card(a.split()[1])))


BASELINES: dict[str, Policy] = {"random": random_player, "greedy": greedy_player}


def play_game(policies: list[Policy], seed: int) -> list[int]:
    """Final scores of one game with ``policies`` in seat order."""
    names = [f"seat{i}" for i in range(len(policies))]
    game = Rummy500.create(names, seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if game.over:
            return game.scores()
        seat = game.to_move()[0]
        game.apply(seat, policies[seat](game, seat, rng))
    raise RuntimeError(f"game with seed {seed} did not end in {MAX_ACTIONS} actions")


def measure(baseline: str, players: int, games: int, seed: int) -> str:
    wins = 0.0
    ai_scores: list[int] = []
    other_scores: list[int] = []
    started = time.perf_counter()
    for number in range(games):
        ai_seat = number % players
        policies = [BASELINES[baseline]] * players
        policies[ai_seat] = choose_action
        scores = play_game(policies, seed + number)
        best = max(scores)
        winners = [s for s, v in enumerate(scores) if v == best]
        if ai_seat in winners:
            wins += 1 / len(winners)
        ai_scores.append(scores[ai_seat])
        other_scores.extend(v for s, v in enumerate(scores) if s != ai_seat)
    elapsed = time.perf_counter() - started
    return (
        f"vs {baseline:<6} {players} players, {games} games: "
        f"win rate {wins / games:6.1%} (equal player {1 / players:.1%}), "
        f"average score {statistics.fmean(ai_scores):6.1f} against "
        f"{statistics.fmean(other_scores):6.1f}  [{elapsed:.1f} s]"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--baselines", nargs="+", default=list(BASELINES), choices=BASELINES)
    args = parser.parse_args()
    for baseline in args.baselines:
        for players in args.players:
            print(measure(baseline, players, args.games, args.seed), flush=True)


if __name__ == "__main__":
    main()
