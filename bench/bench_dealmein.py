"""Deal Me In engine benchmarks (DESIGN.md performance budget). Run:

    python bench/bench_dealmein.py [--positions N] [--games G]

Prints median and p95 of:
- validating and scoring one placement (parsing the action included), budget < 0.2 ms;
- finding every legal placement of a 7-card hand on a mid-game board taken from self-play,
  with 0, 1 and 2 jokers in the hand, budget < 50 ms. The generator's complete answer is a
  list of placement groups (placements that differ only in card order and joker
  nominations, see engine/dealmein/movegen.py); listing every single placement of those
  groups is timed too, for information: with jokers they number in the thousands;
- the computer player's choice on the same positions;
and the number of self-play games (two computer players) per second.
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
from engine.dealmein.ai import best_move
from engine.dealmein.board import JOKER_SQUARES, square_index
from engine.dealmein.game import DealMeIn
from engine.dealmein.movegen import legal_placements, placement_groups
from engine.dealmein.placement import BoardCard, check_placement
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
            game.apply(seat, game.bot_action(seat, rng))
        if len(game.board) >= 10:
            boards.append(dict(game.board))
    return boards


JOKER_SQUARE_INDEXES = [square_index(s) for s in JOKER_SQUARES]


def random_hand(board: dict[int, BoardCard], jokers: int, rng: random.Random) -> list[Card]:
    used = {c.stands_for if isinstance(c, PlayedJoker) else c for c in board.values()}
    spare = [c for c in STANDARD_52 if c not in used]
    return rng.sample(spare, 7 - jokers) + [JOKER] * jokers


def summary(name: str, seconds: list[float], budget_ms: float) -> str:
    ordered = sorted(seconds)
    median = statistics.median(ordered) * 1000
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))] * 1000
    verdict = "ok" if p95 < budget_ms else "OVER BUDGET"
    return (
        f"{name:<44} median {median:8.3f} ms   p95 {p95:8.3f} ms   "
        f"(budget {budget_ms:g} ms, {verdict}, n={len(seconds)})"
    )


def bench_validate(boards: list[dict[int, BoardCard]], rng: random.Random) -> list[float]:
    """Time parsing, checking and scoring legal placements, as a player's action would be."""
    times = []
    for board in boards:
        hand = random_hand(board, rng.randrange(3), rng)
        moves = legal_placements(board, hand)
        for move in rng.sample(moves, min(20, len(moves))):
            action = move.action()
            start = time.perf_counter()
            words = action.split()
            cards = [parse_played(w) for w in words[3:]]
            check_placement(board, hand, square_index(words[1]), words[2], cards)
            times.append(time.perf_counter() - start)
    return times


def bench_movegen(
    boards: list[dict[int, BoardCard]], jokers: int, rng: random.Random
) -> dict[str, list[float]]:
    """Per position: time to list every placement group, to expand them into single
    placements, and the computer player's choice; and the counts."""
    found: dict[str, list[float]] = {"groups": [], "expand": [], "ai": [], "n_groups": [], "n": []}
    for board in boards:
        hand = random_hand(board, jokers, rng)
        start = time.perf_counter()
        groups = list(placement_groups(board, hand))
        found["groups"].append(time.perf_counter() - start)
        start = time.perf_counter()
        moves = [move for group in groups for move in group.moves()]
        found["expand"].append(time.perf_counter() - start)
        start = time.perf_counter()
        best_move(board, hand, JOKER_SQUARE_INDEXES, rng)
        found["ai"].append(time.perf_counter() - start)
        found["n_groups"].append(len(groups))
        found["n"].append(len(moves))
    return found


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
        found = bench_movegen(boards, jokers, rng)
        print(summary(f"every placement, 7 cards, {jokers} joker(s)", found["groups"], 50))
        print(
            f"    groups: median {statistics.median(found['n_groups']):g}, "
            f"max {max(found['n_groups']):g}; single placements: median "
            f"{statistics.median(found['n']):g}, max {max(found['n']):g}"
        )
        print(summary("    expanding the groups (information)", found["expand"], 50))
        print(summary("    computer player's best placement", found["ai"], 50))
    start = time.perf_counter()
    for number in range(args.games):
        play_one(DealMeIn.create(["a", "b"], seed=number), random.Random(number))
    elapsed = time.perf_counter() - start
    print(f"self-play, 2 computer players: {args.games / elapsed:.2f} games per second")


if __name__ == "__main__":
    main()
