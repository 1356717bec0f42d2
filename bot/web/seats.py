"""What one reader of the page sees of a table, as JSON: the engine's seat view for a
player seated there, the public view for anyone else.

This is the only code that builds what the web front sends about a table, and it reads the
hand of one seat at most: the reader's own (:func:`table_json`). The moves offered for
tapping are the engine's legal actions of that seat (:func:`tap_moves`); Deal Me In's
placements, too many to list, are asked for by the cards dragged
(:func:`bot.web.dealmein.placements_json`), from the engine's move generator.
"""

from __future__ import annotations

from typing import Any

from bot.tables.table import Phase, Table
from bot.web import dealmein
from engine.core import Game
from engine.registry import game_class

#: A game whose legal actions are more than this many is offered no list to tap from.
MAX_TAP_MOVES = 400


def reader_seat(table: Table, user_id: int | None) -> int | None:
    """The seat ``user_id`` plays at in the table's running game, or ``None`` (a viewer)."""
    if user_id is None or table.game is None or table.phase is not Phase.PLAYING:
        return None
    return table.seat_of(user_id)


def table_json(table: Table, user_id: int | None) -> dict[str, Any]:
    """What ``user_id`` (``None``: nobody signed in) may see of ``table``: the seats, the
    phase, the turn token the page sends back with a move, and the game's view for their
    seat, or the public view when they play no seat there."""
    seat = reader_seat(table, user_id)
    game = table.game
    out: dict[str, Any] = {
        "type": "table",
        "channel": str(table.channel_id),
        "table": table.table_id,
        "game": table.game_id,
        "title": game_class(table.game_id).title,
        "phase": table.phase.value,
        "turn": table.turn,
        "deadline": table.deadline,
        "seats": [{"name": s.name, "bot": s.is_bot} for s in table.seats],
        "you": seat,
        "view": None,
        "moves": [],
    }
    if game is None:
        return out
    out["view"] = game.view(seat).to_dict()
    if seat is not None and seat in game.to_move() and not game.over:
        out["moves"] = tap_moves(game, seat)
    if isinstance(game, dealmein.DealMeIn):
        out["layout"] = dealmein.board_layout()
    return out


def tap_moves(game: Game, seat: int) -> list[str]:
    """The actions ``seat`` may tap now (the game's notation). Deal Me In lists its reclaims
    and the pass when allowed; its placements come by dragging and its swaps are built from
    the cards chosen (``swap`` alone says a swap is possible)."""
    if isinstance(game, dealmein.DealMeIn):
        return dealmein.tap_moves(game, seat)
    moves = game.legal_actions(seat)
    return moves if len(moves) <= MAX_TAP_MOVES else []
