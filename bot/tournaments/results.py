"""A round's results, read from its tables' own recorded results (never typed in).

Apart from the rounds because it is the one place that reads the games: the seats'
ranks and scores from the store's results, and, for a tournament that forfeits a member
whose time ran out, who ran out of time in the game's record. The engine takes a table's
result once, so reading the same results again changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.storage.tournaments import TournamentStore
from bot.tournaments.running import FORFEIT, Running
from engine.tournament import Tournament


async def record(
    store: TournamentStore, running: Running, engine: Tournament, most_timeouts: int
) -> bool:
    """Take the current round's recorded results into the engine; whether any was new.
    A member whose time ran out ``most_timeouts`` moves in a row forfeits their table when
    the tournament says so."""
    current = engine.current
    if current is None:
        return False
    number = len(engine.rounds)
    ids = [running.table_id(number, index) for index in range(len(current.tables))]
    found = await store.results_of(ids)
    new = [i for i in range(len(current.tables)) if ids[i] in found and not current.results[i]]
    records = {}
    if new and running.absence == FORFEIT:
        records = await store.records_of([ids[i] for i in new])
    changed = False
    for index in new:
        table = current.tables[index]
        mine = sorted(found[ids[index]], key=lambda s: s.seat)[: len(table)]
        ranks = [1 + sum(other.rank < seat.rank for other in mine) for seat in mine]
        forfeits = timed_out(records.get(ids[index]), table, most_timeouts)
        changed |= engine.record(
            number, index, ranks, [seat.score for seat in mine], forfeits=forfeits
        )
    return changed


def timed_out(record: dict[str, Any] | None, table: Sequence[str], most: int) -> set[str]:
    """The players of ``table`` whose time ran out at least ``most`` moves in a row in the
    game's ``record`` (the moves of a game record say which ran out of time)."""
    if record is None:
        return set()
    runs = [0] * len(table)
    longest = [0] * len(table)
    for item in record.get("actions", ()):
        seat = item.get("player")
        if not isinstance(seat, int) or not 0 <= seat < len(table):
            continue
        runs[seat] = runs[seat] + 1 if item.get("timeout") else 0
        longest[seat] = max(longest[seat], runs[seat])
    return {player for seat, player in enumerate(table) if longest[seat] >= most}
