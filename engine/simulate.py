"""Computer players against each other: ``python -m engine simulate``.

Prints per-game averages (score, moves, decision time) and optionally writes each game's
record, which ``python -m engine replay`` plays back.
"""

from __future__ import annotations

import json
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from engine.core import DEFAULT_LEVEL, Game, check_level
from engine.registry import computer_action, game_class

#: A game that has not ended after this many actions is stopped and reported.
MAX_ACTIONS = 5000


@dataclass
class GameStats:
    scores: list[int]
    winners: list[int]
    actions: int
    decision_seconds: list[float] = field(default_factory=list)


def play_one(game: Game, rng: random.Random, levels: Sequence[str] = (DEFAULT_LEVEL,)) -> GameStats:
    """Play ``game`` to the end with every seat a computer player, seat ``i`` at level
    ``levels[i % len(levels)]``."""
    decisions: list[float] = []
    actions = 0
    while not game.over:
        if actions >= MAX_ACTIONS:
            raise RuntimeError(f"game with seed {game.seed} did not end in {MAX_ACTIONS} actions")
        for seat in game.to_move():
            start = time.perf_counter()
            action = computer_action(game, seat, rng, levels[seat % len(levels)])
            decisions.append(time.perf_counter() - start)
            game.apply(seat, action)
            actions += 1
            if game.over:
                break
    result = game.result()
    return GameStats(result.scores, result.winners, actions, decisions)


def run_simulation(
    game_id: str,
    players: int,
    games: int,
    seed: int = 1,
    records: Path | None = None,
    levels: Sequence[str] = (DEFAULT_LEVEL,),
) -> str:
    """Play ``games`` games of ``players`` computer players (seat ``i`` at level
    ``levels[i % len(levels)]``); a printable report."""
    cls = game_class(game_id)
    for level in levels:
        check_level(level)
    names = [f"bot{i + 1}-{levels[i % len(levels)]}" for i in range(players)]
    if records:
        records.mkdir(parents=True, exist_ok=True)
    all_stats: list[GameStats] = []
    wins = [0.0] * players
    started = time.perf_counter()
    for number in range(games):
        game = cls.create(names, seed=seed + number)
        stats = play_one(game, random.Random(seed + number), levels)
        all_stats.append(stats)
        for w in stats.winners:
            wins[w] += 1 / len(stats.winners)
        if records:
            path = records / f"{game_id}-{seed + number}.json"
            path.write_text(json.dumps(game.record(), indent=1), "utf-8")
    elapsed = time.perf_counter() - started
    decisions = [d for s in all_stats for d in s.decision_seconds]
    lines = [
        f"{games} games of {cls.title}, {players} computer players, "
        f"seeds {seed}..{seed + games - 1}",
        "  average score per seat: "
        + ", ".join(
            f"{names[i]} {statistics.fmean(s.scores[i] for s in all_stats):.1f}"
            for i in range(players)
        ),
        "  wins per seat: " + ", ".join(f"{names[i]} {wins[i]:g}" for i in range(players)),
        f"  actions per game: {statistics.fmean(s.actions for s in all_stats):.1f}",
        f"  decision time: median {statistics.median(decisions) * 1000:.2f} ms, "
        f"max {max(decisions) * 1000:.2f} ms",
        f"  games per second: {games / elapsed:.2f}",
    ]
    return "\n".join(lines)
