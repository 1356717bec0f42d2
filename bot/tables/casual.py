"""Casual help for a human playing computer players only: take-back and the play checker.

A table's :attr:`~bot.tables.table.Table.casual` option (off by default) allows it only
while every seat but the player's is a computer player (:func:`require_alone`): with
another human at the table, undoing a move or being warned before one would change their
game too, so both are refused.

**Take-back** undoes the player's last action and the computer players' replies since:
the game is rebuilt from its own record without those actions (:func:`rebuilt`: the
engine replays the record, so the state, the deck and every random draw are exactly as
they were before that action), and the actions undone are kept on the table
(:func:`taken_back_entry`). The record then holds, as ``actions``, the moves that stand
(the replay tool's contract is unchanged: the record replays to the game as it is) and,
as ``taken_back``, what was undone and where (:meth:`bot.tables.table.Table.record`).
"""

from __future__ import annotations

from typing import Any

from bot.tables.ports import TableError
from bot.tables.table import Table
from engine.core import Game
from engine.records import replay_game


def others_human(table: Table, seat: int) -> bool:
    """Whether a human sits at another seat than ``seat`` (or owns one a computer took)."""
    return any(
        not other.is_bot or other.replaced_user_id is not None
        for index, other in enumerate(table.seats)
        if index != seat
    )


def require_alone(table: Table, seat: int) -> None:
    """Refuse casual help at a table where another human plays."""
    if others_human(table, seat):
        raise TableError.of("casual_humans")


def last_own_move(game: Game, seat: int) -> int:
    """Where in ``game``'s history ``seat``'s last action is (a timeout is no move of
    theirs to take back); refused when there is none."""
    for index in range(len(game.history) - 1, -1, -1):
        entry = game.history[index]
        if entry.get("player") == seat and not entry.get("timeout"):
            return index
    raise TableError.of("takeback_nothing")


def rebuilt(game: Game, upto: int) -> Game:
    """``game`` as it was before action ``upto`` of its history: its record replayed
    without that action and the ones after it (in a worker thread: it replays)."""
    record = game.record()
    record["actions"] = record["actions"][:upto]
    again = replay_game(record)
    if len(again.history) != upto:  # the record did not replay: nothing is changed
        raise TableError.of("takeback_nothing")
    return again


def taken_back_entry(game: Game, upto: int) -> dict[str, Any]:
    """What a take-back from action ``upto`` undoes, as the record keeps it."""
    return {"index": upto, "actions": [dict(entry) for entry in game.history[upto:]]}
