"""Command line: ``python -m engine replay RECORD.json [--trace]`` and
``python -m engine simulate GAME --players N --games G [--seed S] [--records DIR]
[--levels L ...]``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from engine.records import RecordError, load_record, replay, replay_steps


def _replay(args: argparse.Namespace) -> int:
    try:
        text = sys.stdin.read() if args.record == "-" else Path(args.record).read_text("utf-8")
    except OSError as error:
        print(f"cannot read {args.record}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        record = load_record(text)
        if args.trace:
            for step in replay_steps(record):
                print(json.dumps(step, ensure_ascii=False))
        else:
            print(json.dumps(replay(record), ensure_ascii=False, indent=2))
    except RecordError as error:
        print(f"bad record: {error}", file=sys.stderr)
        return 2
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from engine.simulate import run_simulation

    try:
        report = run_simulation(
            args.game, args.players, args.games, args.seed, args.records, args.levels
        )
    except (KeyError, ValueError) as error:
        print(str(error.args[0] if error.args else error), file=sys.stderr)
        return 2
    print(report)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    rep = sub.add_parser("replay", help="play a game record and print the resulting state")
    rep.add_argument("record", help="the record's JSON file ('-' reads standard input)")
    rep.add_argument("--trace", action="store_true", help="one JSON line after each action")
    rep.set_defaults(run=_replay)
    sim = sub.add_parser("simulate", help="computer players against each other")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--records", type=Path, help="write each game's record into this folder")
    sim.add_argument(
        "--levels",
        nargs="+",
        default=["normal"],
        help="computer levels by seat, repeated round the table (easy, normal, hard)",
    )
    sim.set_defaults(run=_simulate)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
