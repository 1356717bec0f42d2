"""Deal Me In levels against each other in parts that add up: bench/levels.py's
``strength`` (duplicate deals, seats swapped), with each pair of games kept in a file, so
that runs of a few minutes each (on other seeds) make one measurement. Run with
``nice -n 10``:

    python bench/dealmein_levels.py run hard normal --games 100 --seed 1 --out hard.jsonl
    python bench/dealmein_levels.py run hard normal --games 100 --seed 101 --out hard.jsonl
    python bench/dealmein_levels.py report hard.jsonl

``run`` appends one line per deal (its seed, A's share of the two games, A's lead in each);
``report`` prints A's win rate over every deal in the files with its 95% confidence
interval (over the pairs, as bench/levels.py does) and A's average lead. ``--set NAME=VALUE``
sets a constant of engine/dealmein/lookahead.py for the run (for tuning the hard player;
it is written into each line, and ``report`` keeps runs of different settings apart).
``--cpu-clock`` counts the hard player's time budget in the CPU time of its thread rather
than wall time: on a shared machine, the strength it has on an unloaded one.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from levels import Timings, interval, new_game, play, policy, share

from engine.dealmein import lookahead


def _settings(pairs: list[str]) -> dict[str, float]:
    settings = {}
    for pair in pairs:
        name, _, value = pair.partition("=")
        if not hasattr(lookahead, name):
            raise SystemExit(f"engine/dealmein/lookahead.py has no constant {name}")
        settings[name] = float(value)
        setattr(lookahead, name, type(getattr(lookahead, name))(settings[name]))
    return settings


def run(a: str, b: str, games: int, seed: int, out: Path, settings: dict[str, float]) -> None:
    policies = {"A": policy("dealmein", a), "B": policy("dealmein", b)}
    with out.open("a") as file:
        for deal_seed in range(seed, seed + games):
            rates, leads = [], []
            for a_seat in (0, 1):
                order = ["A", "B"] if a_seat == 0 else ["B", "A"]
                timings: Timings = defaultdict(list)
                game = new_game("dealmein", deal_seed)
                scores = play(game, [policies[k] for k in order], deal_seed, timings)
                rates.append(share(scores, a_seat, higher_wins=True))
                leads.append(scores[a_seat] - scores[1 - a_seat])
            line = {"a": a, "b": b, "seed": deal_seed, "settings": settings}
            line.update(share=statistics.fmean(rates), leads=leads)
            file.write(json.dumps(line) + "\n")
            file.flush()


def report(paths: list[Path]) -> str:
    groups: dict[str, dict[int, dict[str, object]]] = defaultdict(dict)
    for path in paths:
        for text in path.read_text().splitlines():
            line = json.loads(text)
            name = f"{line['a']} against {line['b']}"
            if line["settings"]:
                name += " " + " ".join(f"{k}={v:g}" for k, v in sorted(line["settings"].items()))
            groups[name][line["seed"]] = line  # a deal measured twice counts once
    lines = []
    for name, deals in groups.items():
        rate, half = interval([float(d["share"]) for d in deals.values()])  # type: ignore[arg-type]
        lead, lead_half = interval([x for d in deals.values() for x in d["leads"]])  # type: ignore[attr-defined]
        seeds = sorted(deals)
        lines += [
            f"dealmein: {name}, {len(deals)} deals x 2 (seats swapped), seeds "
            f"{seeds[0]}..{seeds[-1]}",
            f"  wins {rate:6.1%}  (95% CI {max(0.0, rate - half):.1%} .. "
            f"{min(1.0, rate + half):.1%})",
            f"  average lead per game {lead:+.1f} (95% CI +/- {lead_half:.1f})",
        ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    running = commands.add_parser("run", help="play deals, append them to a file")
    running.add_argument("a")
    running.add_argument("b")
    running.add_argument("--games", type=int, default=100, help="deals (each played twice)")
    running.add_argument("--seed", type=int, default=1)
    running.add_argument("--out", type=Path, required=True)
    running.add_argument("--set", nargs="*", default=[], metavar="NAME=VALUE")
    running.add_argument(
        "--cpu-clock",
        action="store_true",
        help="count the hard player's budget in the thread's CPU time (a shared machine)",
    )
    reporting = commands.add_parser("report", help="win rate over the deals in the files")
    reporting.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args()
    if args.command == "run":
        random.seed(0)
        settings = _settings(args.set)
        if args.cpu_clock:
            lookahead.CLOCK = time.thread_time
            settings["cpu_clock"] = 1
        run(args.a, args.b, args.games, args.seed, args.out, settings)
    else:
        print(report(args.files))


if __name__ == "__main__":
    main()
