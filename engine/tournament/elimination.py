"""Single elimination: tables of ``seats``, the top ``advance`` players of each going
through to the next round, until one table (the final) is left.

Each round is seeded afresh from the players' seeds (their order): the tables of a round
are filled in a snake (1, 2, 3, 4, 4, 3, 2, 1...), so the best seeds meet the weakest.
The number of tables is the one that makes the field a full bracket after this round
(for tables of two, a power of two), so the byes (tables of no more players than go
through, whose players go through without playing) all fall in the first round; at
tables of two they go to the best seeds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.tournament.swiss import Pairing


def elimination_round(seeded: Sequence[str], seats: int, advance: int) -> Pairing:
    """The tables of an elimination round of ``seeded`` (best seed first); a table of
    ``advance`` players or fewer is listed as byes."""
    if seats < 2 or not 1 <= advance < seats:
        raise ValueError(f"{advance} of {seats} seats cannot go through")
    if len(set(seeded)) != len(seeded):
        raise ValueError("a player is listed twice")
    count = len(seeded)
    if count <= seats:
        return Pairing((tuple(seeded),), ()) if count > advance else Pairing((), tuple(seeded))
    tables = _tables(count, seats, advance)
    seating: list[list[str]] = [[] for _ in range(tables)]
    for index, player in enumerate(seeded):
        lap, place = divmod(index, tables)
        seating[place if lap % 2 == 0 else tables - 1 - place].append(player)
    rank = {player: index for index, player in enumerate(seeded)}
    played = tuple(tuple(table) for table in seating if len(table) > advance)
    byes = sorted(
        (p for table in seating if len(table) <= advance for p in table), key=rank.__getitem__
    )
    return Pairing(played, tuple(byes))


def _tables(count: int, seats: int, advance: int) -> int:
    """Tables for ``count`` players: the smallest full bracket holding them, where a full
    bracket of ``seats * (seats // advance) ** j`` players shrinks to ``seats`` at the
    final; when ``advance`` does not divide ``seats``, just enough tables."""
    if seats % advance:
        return math.ceil(count / seats)
    shrink = seats // advance
    size = seats
    while size < count:
        size *= shrink
    return size // seats
