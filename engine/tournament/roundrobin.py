"""A round robin's schedule: every player meets every other.

At tables of two it is the circle method: with an odd number of players a phantom seat
is added, whoever faces it has a bye that round; player 0 stays put and the others turn
around the circle one place a round, and every pair meets exactly once.

At tables of more seats (Hearts, Rummy 500 at three to six) no such exact schedule exists
for most fields, so the rounds are built one by one to spread the meetings as evenly as
they can: each round's byes go to those who have had the fewest (the remainder beyond
whole tables); the tables are filled with the players who met each table least, and
players swapped between tables while a swap spreads the meetings better (a meeting costs
the square of the times the pair met before; of a few seatings the cheapest is kept).
Rounds are added until every pair has met (a few more than the least possible: twelve
players at tables of four take seven rounds, sixteen take five). Both are pure
functions of the players' order.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from functools import lru_cache

from engine.tournament.swiss import Pairing

#: Swap passes over a round's tables at most (each pass tries every pair of seats).
SWAP_PASSES = 6
#: Seatings tried for each round (the filled one, then shuffles of a fixed seed).
STARTS = 3


def round_robin_schedule(players: Sequence[str], seats: int = 2) -> list[Pairing]:
    """The rounds of a round robin of ``players`` at tables of ``seats``. At tables of two:
    ``n - 1`` rounds for an even ``n``, ``n`` for an odd one (each player has one bye)."""
    if len(set(players)) != len(players):
        raise ValueError("a player is listed twice")
    if seats < 2:
        raise ValueError(f"a table needs at least 2 seats, not {seats}")
    if len(players) < 2:
        return []
    if seats == 2:
        return _circle(list(players))
    return list(_tables_of(tuple(players), seats))


def _circle(players: list[str]) -> list[Pairing]:
    circle: list[str | None] = list(players)
    if len(circle) % 2:
        circle.append(None)
    half = len(circle) // 2
    rounds = []
    for _ in range(len(circle) - 1):
        tables: list[tuple[str, ...]] = []
        byes: list[str] = []
        for a, b in zip(circle[:half], reversed(circle[half:]), strict=True):
            if a is None or b is None:
                byes.append(a if b is None else b)  # type: ignore[arg-type]
            else:
                tables.append((a, b))
        rounds.append(Pairing(tuple(tables), tuple(byes)))
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return rounds


@lru_cache(maxsize=32)
def _tables_of(players: tuple[str, ...], seats: int) -> tuple[Pairing, ...]:
    """The multi-seat schedule (cached: the tournament asks for it at every round)."""
    count = len(players)
    if count <= seats:
        return (Pairing((players,), ()),)
    met = [[0] * count for _ in range(count)]
    byes = [0] * count
    unmet = count * (count - 1) // 2
    per_round = (count // seats) * seats * (seats - 1) // 2
    most = 3 * -(-unmet // per_round) + 2
    spare = count % seats
    rounds: list[Pairing] = []
    while unmet and len(rounds) < most:
        number = len(rounds)
        # Fewest byes first; among equals, a turn that moves with the rounds.
        resting = sorted(range(count), key=lambda p: (byes[p], (p - number * spare) % count))[
            :spare
        ]
        for player in resting:
            byes[player] += 1
        playing = [p for p in range(count) if p not in set(resting)]
        rng = random.Random(number)
        starts = [_filled(playing, met, seats)] + [
            _split(rng.sample(playing, len(playing)), seats) for _ in range(STARTS - 1)
        ]
        tables = min(
            (_improved(start, met) for start in starts),
            key=lambda tables: sum(_table_cost(table, met) for table in tables),
        )
        for table in tables:
            for a, b in itertools.combinations(table, 2):
                if met[a][b] == 0:
                    unmet -= 1
                met[a][b] += 1
                met[b][a] += 1
        rounds.append(
            Pairing(
                tuple(tuple(players[p] for p in sorted(table)) for table in tables),
                tuple(players[p] for p in sorted(resting)),
            )
        )
    return tuple(rounds)


def _split(order: list[int], seats: int) -> list[list[int]]:
    return [list(order[start : start + seats]) for start in range(0, len(order), seats)]


def _filled(playing: list[int], met: list[list[int]], seats: int) -> list[list[int]]:
    """Tables filled one by one: the free player with the fewest meetings first, then each
    time the free player who met the table least (the earliest among equals)."""
    free = list(playing)
    tables = []
    while free:
        first = min(free, key=lambda p: (sum(met[p][q] for q in free), p))
        free.remove(first)
        table = [first]
        while len(table) < seats:
            best = min(free, key=lambda p: (sum(met[p][q] for q in table), p))
            free.remove(best)
            table.append(best)
        tables.append(table)
    return tables


def _pair_cost(times: int) -> int:
    """What seating two players together costs when they met ``times`` already: nothing
    for a first meeting, more for each repeat than the one before (so repeats spread)."""
    return times * times


def _table_cost(table: list[int], met: list[list[int]]) -> int:
    return sum(_pair_cost(met[a][b]) for a, b in itertools.combinations(table, 2))


def _cost(player: int, table: list[int], met: list[list[int]], skip: int) -> int:
    """What seating ``player`` at ``table`` in place of its seat ``skip`` costs."""
    return sum(_pair_cost(met[player][q]) for i, q in enumerate(table) if i != skip)


def _improved(tables: list[list[int]], met: list[list[int]]) -> list[list[int]]:
    """Swap two players of different tables while that lowers the cost."""
    for _ in range(SWAP_PASSES):
        better = False
        for one, other in itertools.combinations(range(len(tables)), 2):
            a_table, b_table = tables[one], tables[other]
            for i, j in itertools.product(range(len(a_table)), range(len(b_table))):
                a, b = a_table[i], b_table[j]
                before = _cost(a, a_table, met, i) + _cost(b, b_table, met, j)
                after = _cost(b, a_table, met, i) + _cost(a, b_table, met, j)
                if after < before:
                    a_table[i], b_table[j] = b, a
                    better = True
        if not better:
            break
    return tables
