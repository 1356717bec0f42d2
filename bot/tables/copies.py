"""The tables' copies and what a change keeps: a draft is a copy of the live table made
through the engine's state (:func:`clone`), the store writes its JSON (:func:`state`), and
once saved the live table becomes it (:func:`adopt`), keeping what the front end set on it
meanwhile (:data:`FRONT_END_FIELDS`). These run in the desk's worker threads
(:mod:`bot.tables.drafts`), on a table whose lock is held. With them, small facts about a
table that every room reads (who hosts it, the name of its next computer player)."""

from __future__ import annotations

import dataclasses
import json

from bot.tables.ports import BrokenTable, Player
from bot.tables.table import Phase, Seat, Table
from engine.cards import Card
from engine.core import Game
from engine.registry import game_class

#: Names given to computer players, in order ("Bot Ada", "Bot Babbage", ...).
BOT_NAMES = (
    "Ada",
    "Babbage",
    "Turing",
    "Hopper",
    "Lovelace",
    "Knuth",
    "Dijkstra",
    "Hamilton",
    "Shannon",
    "Liskov",
)

#: What the front end keeps on a table (its message, the players whose DMs failed, a lost
#: permission told): a change never alters it, so the live table's wins over a draft's
#: copy made before it.
FRONT_END_FIELDS = ("message_id", "message_stale", "dm_failed", "dm_told", "lost_told")


def clone(table: Table) -> Table:
    """An independent copy of ``table`` (its game through the engine's ``to_dict``)."""
    return Table.from_dict(table.to_dict())


def state(table: Table) -> str:
    """The table's state as the store writes it (JSON)."""
    return json.dumps(table.to_dict(), separators=(",", ":"))


def game_state(game: Game) -> str:
    """A game's state as a computer player reads it (the JSON of its ``to_dict``)."""
    return json.dumps(game.to_dict(), separators=(",", ":"))


def keep_front_end_fields(live: Table, draft: Table) -> None:
    """Give ``draft`` the live table's front-end fields (:data:`FRONT_END_FIELDS`): the
    front end may have set them since the draft was copied (a message posted meanwhile)."""
    for name in FRONT_END_FIELDS:
        setattr(draft, name, getattr(live, name))


def adopt(live: Table, draft: Table) -> None:
    """Make the live table (the object every front end and driver holds) the saved
    ``draft``. The live game object keeps its identity and takes the draft's state, so code
    that read ``table.game`` before an action (to compare hands) sees the result."""
    game = live.game
    keep_front_end_fields(live, draft)
    for field in dataclasses.fields(Table):
        setattr(live, field.name, getattr(draft, field.name))
    if game is not None and draft.game is not None and type(game) is type(draft.game):
        vars(game).clear()
        vars(game).update(vars(draft.game))
        live.game = game


def broken_title(broken: BrokenTable) -> str:
    """The game's name of a saved table that cannot be read (its id if it is unknown)."""
    try:
        return game_class(broken.game_id).title
    except KeyError:
        return broken.game_id


def result_pending(table: Table) -> bool:
    """A finished game (saved) whose result is not recorded yet."""
    return table.phase is Phase.PLAYING and table.game is not None and table.game.over


def bot_name(table: Table) -> str:
    """The first computer player's name not taken at ``table``."""
    taken = {seat.name for seat in table.seats}
    for name in BOT_NAMES:
        if f"Bot {name}" not in taken:
            return f"Bot {name}"
    return f"Bot {len(table.seats) + 1}"


def host_of(table: Table) -> Player:
    """The host as a player (who starts a lobby that starts by itself)."""
    seat = table.seat_of(table.host_id)
    return Player(table.host_id, table.seats[seat].name if seat is not None else "host")


def replace_by_bot(table: Table, seat: int, *, may_return: bool) -> None:
    """A computer player takes ``seat`` over (its human may take it back if ``may_return``)."""
    old = table.seats[seat]
    table.seats[seat] = Seat(
        None, old.name, is_bot=True, replaced_user_id=old.user_id if may_return else None
    )


def hands(table: Table) -> dict[int, list[Card]]:
    """The hands of the humans at ``table``, by seat (to tell later which changed)."""
    game = table.game
    assert game is not None
    return {seat: game.hand(seat) for seat in table.humans()}
