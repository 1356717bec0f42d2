"""Swiss pairing: tables of the game's size, players seated with those of a like score, no
two players who already shared a table seated together again while that can be avoided,
and the remainder (players beyond a whole number of tables) given byes.

The search is exact on small fields and cheap on large ones: players are taken best first
and each is seated with the nearest-ranked players they have not met, backtracking when a
later player can no longer be seated. Every choice of byes is tried (players who have had
no bye first, the lowest-ranked first) before any repeat is accepted, so a round without
repeat pairings is found whenever one exists, unless the search outgrows its ``budget``
of steps; then (or when none exists) the players are seated greedily with as few repeats
as the greedy choice finds.
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass

#: Search steps allowed before the greedy seating is used instead.
BUDGET = 50_000


@dataclass(frozen=True, slots=True)
class Pairing:
    """One round's seating: the tables (each best-ranked first) and the players with a bye."""

    tables: tuple[tuple[str, ...], ...]
    byes: tuple[str, ...]

    def seated(self) -> list[str]:
        """Every player of the round, at a table or with a bye."""
        return [player for table in self.tables for player in table] + list(self.byes)


class _OutOfBudget(Exception):
    pass


def swiss_pairing(
    order: Sequence[str],
    met: Mapping[str, Collection[str]],
    had_bye: Collection[str],
    seats: int,
    *,
    budget: int = BUDGET,
) -> Pairing:
    """Seat ``order`` (the active players, best first) at tables of ``seats``.

    ``met[p]`` is whom ``p`` already shared a table with; ``had_bye`` who already had a
    bye. ``len(order) % seats`` players get a bye (none when it is zero).
    """
    if seats < 2:
        raise ValueError(f"a table needs at least 2 seats, not {seats}")
    if len(set(order)) != len(order):
        raise ValueError("a player is listed twice")
    spare = len(order) % seats
    steps = [budget]
    for byes in _bye_choices(order, had_bye, spare):
        rest = [player for player in order if player not in byes]
        try:
            tables = _seat(rest, met, seats, steps)
        except _OutOfBudget:
            break
        if tables is not None:
            return Pairing(tuple(tables), byes)
    byes = next(_bye_choices(order, had_bye, spare))
    rest = [player for player in order if player not in byes]
    return Pairing(tuple(_greedy(rest, met, seats)), byes)


def _bye_choices(
    order: Sequence[str], had_bye: Collection[str], spare: int
) -> Iterator[tuple[str, ...]]:
    """Every set of ``spare`` players, the preferred first: those with no bye yet, the
    lowest-ranked first (each set listed best-ranked first)."""
    rank = {player: index for index, player in enumerate(order)}
    preferred = sorted(order, key=lambda p: (p in had_bye, -rank[p]))
    for chosen in itertools.combinations(preferred, spare):
        yield tuple(sorted(chosen, key=rank.__getitem__))


def _seat(
    order: list[str], met: Mapping[str, Collection[str]], seats: int, steps: list[int]
) -> list[tuple[str, ...]] | None:
    """Tables for ``order`` (a multiple of ``seats``) with no repeat, or ``None``: the
    best unseated player each time, with the nearest-ranked players they may sit with."""
    free = [True] * len(order)
    tables: list[tuple[str, ...]] = []

    def seat_from(start: int) -> bool:
        while start < len(order) and not free[start]:
            start += 1
        if start == len(order):
            return True
        first = order[start]
        free[start] = False
        for companions in _companions(first, order, free, start + 1, met, seats - 1, steps):
            for index in companions:
                free[index] = False
            tables.append((first, *(order[i] for i in companions)))
            if seat_from(start + 1):
                return True
            tables.pop()
            for index in companions:
                free[index] = True
        free[start] = True
        return False

    return tables if seat_from(0) else None


def _companions(
    first: str,
    order: Sequence[str],
    free: list[bool],
    start: int,
    met: Mapping[str, Collection[str]],
    wanted: int,
    steps: list[int],
) -> Iterator[tuple[int, ...]]:
    """The sets of ``wanted`` free players after ``start`` (as indexes of ``order``) who
    met neither ``first`` nor each other, nearest-ranked first."""

    def grow(chosen: tuple[int, ...], begin: int) -> Iterator[tuple[int, ...]]:
        if len(chosen) == wanted:
            yield chosen
            return
        for index in range(begin, len(order)):
            if not free[index]:
                continue
            steps[0] -= 1
            if steps[0] < 0:
                raise _OutOfBudget
            seen = met.get(order[index], ())
            if first in seen or any(order[other] in seen for other in chosen):
                continue
            yield from grow((*chosen, index), index + 1)

    yield from grow((), start)


def _greedy(
    unseated: list[str], met: Mapping[str, Collection[str]], seats: int
) -> list[tuple[str, ...]]:
    """Tables seated best first, each with the players who met its table least (the
    nearest-ranked among equals): repeats are allowed, and kept few."""
    left = list(unseated)
    tables = []
    while left:
        table = [left.pop(0)]
        while len(table) < seats:
            index = min(
                range(len(left)),
                key=lambda i: (sum(p in met.get(left[i], ()) for p in table), i),
            )
            table.append(left.pop(index))
        tables.append(tuple(table))
    return tables
