"""Deal Me In engine benchmarks (DESIGN.md performance budget). Run:

    python bench/bench_dealmein.py [--positions N] [--games G]

Prints median and p95 of:
- validating and scoring one placement (parsing the action included), budget < 0.2 ms;
- finding every legal placement of a 7-card hand on a mid-game board taken from self-play,
  with 0, 1 and 2 jokers in the hand, budget < 50 ms. The generator's complete answer is a
  list of placement groups (placements that differ only in card order and joker
  nominations, see engine/dealmein/movegen.py); listing every single placement of those
  groups is timed too, with no budget: with jokers they number in the thousands;
- the computer player's choice on the same positions (no budget in DESIGN.md);
and the number of self-play games (two computer players) per second.

Times are the process's CPU time (``time.process_time``), the cost of the code itself: the
development machine is shared, and wall-clock times there swing with other people's work.
The wall-clock p95 is printed beside it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.cards import JOKER, STANDARD_52, Card, PlayedJoker, parse_played
from engine.dealmein.board import JOKER_SQUARES, square_index
from engine.dealmein.game import DealMeIn
from engine.dealmein.greedy import best_move
from engine.dealmein.movegen import legal_placements, placement_groups
from engine.dealmein.placement import BoardCard, check_placement
from engine.registry import computer_action
from engine.simulate import play_one


def midgame_boards(count: int, seed: int) -> list[dict[int, BoardCard]]:
    """Boards of 10 to 30 cards from self-play games of 2 to 4 players."""
    boards = []
    rng = random.Random(seed)
    while len(boards) < count:
        players = ["a", "b", "c", "d"][: rng.randrange(2, 5)]
        game = DealMeIn.create(players, seed=rng.randrange(10**6))
        target = rng.randrange(10, 31)
        while not game.over and len(game.board) < target:
            seat = game.to_move()[0]
            game.apply(seat, computer_action(game, seat, rng))
        if len(game.board) >= 10:
            boards.append(dict(game.board))
    return boards


JOKER_SQUARE_INDEXES = [square_index(s) for s in JOKER_SQUARES]


def random_hand(board: dict[int, BoardCard], jokers: int, rng: random.Random) -> list[Card]:
    used = {c.stands_for if isinstance(c, PlayedJoker) else c for c in board.values()}
    spare = [c for c in STANDARD_52 if c not in used]
    return rng.sample(spare, 7 - jokers) + [JOKER] * jokers


class Clock:
    """Collects the CPU and wall-clock time of repeated measurements."""

    def __init__(self) -> None:
        self.cpu: list[float] = []
        self.wall: list[float] = []

    def __enter__(self) -> None:
        self._cpu, self._wall = time.process_time(), time.perf_counter()

    def __exit__(self, *_: object) -> None:
        self.cpu.append(time.process_time() - self._cpu)
        self.wall.append(time.perf_counter() - self._wall)


def _p95(seconds: list[float]) -> float:
    ordered = sorted(seconds)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))] * 1000


def summary(name: str, clock: Clock, budget_ms: float | None = None) -> str:
    """One line: CPU median and p95, against the budget when there is one."""
    median, p95 = statistics.median(clock.cpu) * 1000, _p95(clock.cpu)
    verdict = ""
    if budget_ms is not None:
        verdict = f" (budget {budget_ms:g} ms: {'ok' if p95 < budget_ms else 'OVER BUDGET'})"
    return (
        f"{name:<42} CPU median {median:8.3f} ms, p95 {p95:8.3f} ms{verdict}; "
        f"wall p95 {_p95(clock.wall):8.3f} ms, n={len(clock.cpu)}"
    )


def bench_validate(boards: list[dict[int, BoardCard]], rng: random.Random) -> Clock:
    """Time parsing, checking and scoring legal placements, as a player's action would be."""
    clock = Clock()
    for board in boards:
        hand = random_hand(board, rng.randrange(3), rng)
        moves = legal_placements(board, hand)
        for move in rng.sample(moves, min(20, len(moves))):
            action = move.action()
            with clock:
                words = action.split()
                cards = [parse_played(w) for w in words[3:]]
                check_placement(board, hand, square_index(words[1]), words[2], cards)
    return clock


def bench_movegen(
    boards: list[dict[int, BoardCard]], jokers: int, rng: random.Random
) -> tuple[dict[str, Clock], list[int], list[int]]:
    """Per position: time to list every placement group, to expand them into single
    placements, and the computer player's choice; and the numbers of groups and
    placements."""
    clocks = {"groups": Clock(), "expand": Clock(), "ai": Clock()}
    groups_found, placements_found = [], []
    for board in boards:
        hand = random_hand(board, jokers, rng)
        with clocks["groups"]:
            groups = list(placement_groups(board, hand))
        with clocks["expand"]:
            moves = [move for group in groups for move in group.moves()]
        with clocks["ai"]:
            best_move(board, hand, JOKER_SQUARE_INDEXES, rng)
        groups_found.append(len(groups))
        placements_found.append(len(moves))
    return clocks, groups_found, placements_found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    rng = random.Random(2026)
    boards = midgame_boards(args.positions, seed=1)
    average = sum(map(len, boards)) / len(boards)
    print(f"{len(boards)} mid-game boards from self-play, {average:.1f} cards on average")
    print(summary("validate and score one placement", bench_validate(boards, rng), 0.2))
    for jokers in (0, 1, 2):
        clocks, groups, placements = bench_movegen(boards, jokers, rng)
        print(summary(f"every placement, 7 cards, {jokers} joker(s)", clocks["groups"], 50))
        print(
            f"    groups: median {statistics.median(groups):g}, max {max(groups)}; "
            f"single placements: median {statistics.median(placements):g}, "
            f"max {max(placements)}"
        )
        print(summary("    expanding the groups into placements", clocks["expand"]))
        print(summary("    computer player's best placement", clocks["ai"]))
    clock = Clock()
    with clock:
        for number in range(args.games):
            play_one(DealMeIn.create(["a", "b"], seed=number), random.Random(number))
    print(
        f"self-play, 2 computer players: {args.games / clock.cpu[0]:.2f} games per CPU "
        f"second ({args.games / clock.wall[0]:.2f} per wall-clock second)"
    )


if __name__ == "__main__":
    main()
