"""The views' and states' JSON codec: CPU microseconds to write and read one, per game.

    .venv/bin/python bench/bench_codec.py [--runs 7]

The positions are those of the view fixtures (``tests/engine/<game>/views.json``: a game
mid-play and one finished, public and every seat's view) and the saved states
(``tests/engine/saved_states.json``). Per game it prints the median microseconds of a
view's ``to_dict`` (built view to JSON-able data), a view read back from that data
(:func:`engine.registry.view_from_dict`), a state's ``to_dict`` and ``from_dict``, each
the median of ``--runs`` runs of the median per item.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.records import replay_game
from engine.registry import game_class, game_ids, view_from_dict
from engine.views import GameView

TESTS = Path(__file__).resolve().parents[1] / "tests" / "engine"
REPEAT = 50


def per_item(items: list[Any], work: Callable[[Any], object]) -> float:
    """The median microseconds of ``work`` over ``items`` (each timed ``REPEAT`` times)."""
    samples: list[float] = []
    for item in items:
        start = time.process_time()
        for _ in range(REPEAT):
            work(item)
        samples.append((time.process_time() - start) / REPEAT * 1e6)
    return statistics.median(samples)


def views_of(game_id: str) -> list[tuple[GameView, int | None]]:
    cases = json.loads((TESTS / game_id / "views.json").read_text("utf-8"))
    views: list[tuple[GameView, int | None]] = []
    for case in cases:
        game = replay_game(case["record"])
        for who in case["views"]:
            seat = None if who == "public" else int(who)
            views.append((game.view(seat), seat))
    return views


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    saved: dict[str, list[dict[str, Any]]] = json.loads(
        (TESTS / "saved_states.json").read_text("utf-8")
    )
    heads = (("view write", 11), ("view read", 10), ("state write", 12), ("state read", 11))
    print(f"{'game':10} " + " ".join(f"{head:>{width}}" for head, width in heads))
    for game_id in game_ids():
        rules = game_class(game_id)
        views = views_of(game_id)
        written = [(view.to_dict(), seat) for view, seat in views]
        states = saved[game_id]
        games = [rules.from_dict(state) for state in states]
        figures = [
            statistics.median(per_item(items, work) for _ in range(args.runs))
            for items, work in (
                (views, lambda pair: pair[0].to_dict()),
                (written, lambda pair: view_from_dict(pair[0], pair[1])),
                (games, lambda game: game.to_dict()),
                (states, rules.from_dict),
            )
        ]
        cells = " ".join(f"{f:>{w}.1f}" for f, w in zip(figures, (11, 10, 12, 11), strict=True))
        print(f"{game_id:10} {cells}   µs (median of {len(views)} views, {len(states)} states)")


if __name__ == "__main__":
    main()
