"""Deal Me In engine benchmarks (DESIGN.md performance budget). Run:

    python bench/bench_dealmein.py [--positions N] [--games G]

Prints median and p95 of:
- validating and scoring one placement (parsing the action included), budget < 0.2 ms;
- finding every legal placement of a 7-card hand on a mid-game board taken from self-play,
  with 0, 1 and 2 jokers in the hand, budget < 50 ms;
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
from engine.dealmein.board import square_index
from engine.dealmein.game import DealMeIn
from engine.dealmein.movegen import legal_placements
from engine.dealmein.placement import BoardCard, check_placement
from engine.simulate import play_one


def midgame_boards(count: int, seed: int) -> list[dict[int, BoardCard]]:
    """Boards after 8 to 20 actions of self-play games."""
    boards = []
    rng = random.Random(seed)
    while len(boards) < count:
        game = DealMeIn.create(["a", "b", "c"], seed=rng.randrange(10**6))
        for _ in range(rng.randrange(8, 21)):
            if game.over:
                break
            seat = game.to_move()[0]
            game.apply(seat, game.bot_action(seat, rng))
        if len(game.board) >= 8:
            boards.append(dict(game.board))
    return boards


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
) -> tuple[list[float], list[int]]:
    times, counts = [], []
    for board in boards:
        hand = random_hand(board, jokers, rng)
        start = time.perf_counter()
        moves = legal_placements(board, hand)
        times.append(time.perf_counter() - start)
        counts.append(len(moves))
    return times, counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    rng = random.Random(2026)
    boards = midgame_boards(args.positions, seed=1)
    print(
        f"{len(boards)} mid-game boards from 3-player self-play, {sum(map(len, boards)) / len(boards):.1f} cards on average"
    )
    print(summary("validate and score one placement", bench_validate(boards, rng), 0.2))
    for jokers in (0, 1, 2):
        times, counts = bench_movegen(boards, jokers, rng)
        label = f"all placements, 7 cards, {jokers} joker(s)"
        print(
            summary(label, times, 50)
            + f"  placements: median {statistics.median(counts):g}, max {max(counts)}"
        )
    start = time.perf_counter()
    for number in range(args.games):
        play_one(DealMeIn.create(["a", "b"], seed=number), random.Random(number))
    elapsed = time.perf_counter() - start
    print(f"self-play, 2 computer players: {args.games / elapsed:.2f} games per second")


if __name__ == "__main__":
    main()
