"""A table: one game (or its lobby) in one channel, as plain data the store can save.

The :class:`~bot.tables.service.TableService` owns the live tables and is the only code
that changes them; front ends read them (seats, phase, deadline, the engine game).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.core import DEFAULT_LEVEL, Event, Game
from engine.registry import game_class


class Phase(StrEnum):
    """Where a table is in its life: lobby → playing → finished."""

    LOBBY = "lobby"
    PLAYING = "playing"
    FINISHED = "finished"


@dataclass(slots=True)
class Seat:
    """One seat at a table, held by a human (``user_id``) or a computer player.

    ``replaced_user_id`` is the human whose seat a computer player took over (after
    too many timeouts in a row, or leaving mid-game): they may take it back. ``level`` is
    the computer player's level (:data:`engine.core.LEVELS`); a human's seat keeps the
    default, which is also the level of a computer player that takes it over.
    """

    user_id: int | None
    name: str
    is_bot: bool
    replaced_user_id: int | None = None
    timeouts_in_row: int = 0
    level: str = DEFAULT_LEVEL

    def to_dict(self) -> dict[str, Any]:
        return {
            "user_id": self.user_id,
            "name": self.name,
            "is_bot": self.is_bot,
            "replaced_user_id": self.replaced_user_id,
            "timeouts_in_row": self.timeouts_in_row,
            "level": self.level,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Seat:
        return cls(
            user_id=data["user_id"],
            name=data["name"],
            is_bot=data["is_bot"],
            replaced_user_id=data.get("replaced_user_id"),
            timeouts_in_row=data.get("timeouts_in_row", 0),
            level=data.get("level", DEFAULT_LEVEL),  # tables saved before levels: normal
        )

    @property
    def owner_id(self) -> int | None:
        """The human this seat belongs to: the one sitting, or the one a computer replaced."""
        return self.user_id if self.user_id is not None else self.replaced_user_id


@dataclass(eq=False)
class Table:
    """A table in a channel (threads are channels).

    ``deadline`` is an absolute unix time: while playing, when the current move times out;
    in the lobby, when the lobby expires; ``None`` when nothing is timed. ``turn`` grows by
    one on every accepted action or timeout: buttons carry it, so a click meant for a move
    that is over is recognised and refused. ``message_stale`` is set when the table message
    could not be brought up to date (discord failed the post or edit): the table's driver
    repairs it, with backoff, until it succeeds. ``dm_failed`` are the players whose DM
    failed at this table and who have not asked for their hand since (no DM is tried for
    them); ``dm_told`` those told so in the channel (once per table, however often they
    ask for their hand). ``lost_told``: a permission the table needs was taken away and
    that is told (once, until the table's channel takes a message again; kept with the
    table, so a restart does not tell it again). The front end keeps these five (see
    :meth:`~bot.tables.service.TableService.message_shown`); a change never alters them.
    """

    table_id: str
    guild_id: int
    channel_id: int
    game_id: str
    options: dict[str, Any]
    host_id: int
    phase: Phase
    seats: list[Seat]
    game: Game | None
    created_at: float
    deadline: float | None = None
    turn: int = 0
    message_id: int | None = None
    message_stale: bool = False
    dm_failed: set[int] = field(default_factory=set)
    dm_told: set[int] = field(default_factory=set)
    lost_told: bool = False
    last_events: list[Event] = field(default_factory=list)
    #: In the lobby, when it starts by itself (``/game countdown``); ``None``: only the
    #: host starts it.
    autostart_at: float | None = None
    #: A rematch lobby: the finished table it plays again (``None`` for any other table).
    rematch_of: str | None = None
    #: In a rematch lobby, the humans whose seat waits for their confirmation (one tap on
    #: Play again or Join); those who have not confirmed when the lobby's time is up lose it.
    awaiting: set[int] = field(default_factory=set)
    #: Whether its result counts for the server's leaderboards, ratings and seasons (a
    #: tournament may say no: its games are then recorded with no member on any seat).
    ranked: bool = True
    #: Casual help (:mod:`bot.tables.casual`): take-back and the play checker, for a human
    #: playing computer players only; off unless they turn it on.
    casual: bool = False
    #: The moves taken back in this game, in the order taken back: where in the game's
    #: history (``index``) and the actions undone from there (``actions``). The record
    #: carries them beside its actions (:meth:`record`).
    taken_back: list[dict[str, Any]] = field(default_factory=list)

    def seat_of(self, user_id: int) -> int | None:
        """The seat ``user_id`` is playing at (not a seat a computer took over from them)."""
        for index, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return index
        return None

    def replaced_seat_of(self, user_id: int) -> int | None:
        """The seat a computer player took over from ``user_id``, if any."""
        for index, seat in enumerate(self.seats):
            if seat.is_bot and seat.replaced_user_id == user_id:
                return index
        return None

    def moves_of(self, seat: int) -> int:
        """How many moves (actions and timeouts) ``seat`` has made in the game so far: the
        seat's own turn token, which other seats' moves leave unchanged."""
        if self.game is None:
            return 0
        return sum(1 for entry in self.game.history if entry.get("player") == seat)

    def humans(self) -> list[int]:
        """The seats (indices) held by humans now, in seat order."""
        return [index for index, seat in enumerate(self.seats) if not seat.is_bot]

    def record(self) -> dict[str, Any]:
        """The game's record (:meth:`engine.core.Game.record`: its actions are the moves that
        stand), with the moves taken back beside them, under ``taken_back``, when there are
        any (the replay tool reads no such field: a record plays the same either way)."""
        assert self.game is not None
        record = self.game.record()
        if self.taken_back:
            record["taken_back"] = [dict(entry) for entry in self.taken_back]
        return record

    @property
    def title(self) -> str:
        """The game's display name, e.g. ``"Deal Me In"``."""
        return game_class(self.game_id).title

    @property
    def max_players(self) -> int:
        return game_class(self.game_id).max_players

    @property
    def min_players(self) -> int:
        return game_class(self.game_id).min_players

    def to_dict(self) -> dict[str, Any]:
        """The whole table as JSON-able data (the engine game through its ``to_dict``)."""
        return {
            "table_id": self.table_id,
            "guild_id": self.guild_id,
            "channel_id": self.channel_id,
            "game_id": self.game_id,
            "options": dict(self.options),
            "host_id": self.host_id,
            "phase": self.phase.value,
            "seats": [seat.to_dict() for seat in self.seats],
            "game": self.game.to_dict() if self.game is not None else None,
            "created_at": self.created_at,
            "deadline": self.deadline,
            "turn": self.turn,
            "message_id": self.message_id,
            "message_stale": self.message_stale,
            "dm_failed": sorted(self.dm_failed),
            "dm_told": sorted(self.dm_told),
            "lost_told": self.lost_told,
            "last_events": [_event_to_dict(event) for event in self.last_events],
            "autostart_at": self.autostart_at,
            "rematch_of": self.rematch_of,
            "awaiting": sorted(self.awaiting),
            "ranked": self.ranked,
            "casual": self.casual,
            "taken_back": [dict(entry) for entry in self.taken_back],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Table:
        game_data = data.get("game")
        game = game_class(data["game_id"]).from_dict(game_data) if game_data else None
        return cls(
            table_id=data["table_id"],
            guild_id=data["guild_id"],
            channel_id=data["channel_id"],
            game_id=data["game_id"],
            options=dict(data["options"]),
            host_id=data["host_id"],
            phase=Phase(data["phase"]),
            seats=[Seat.from_dict(seat) for seat in data["seats"]],
            game=game,
            created_at=data["created_at"],
            deadline=data.get("deadline"),
            turn=data.get("turn", 0),
            message_id=data.get("message_id"),
            message_stale=data.get("message_stale", False),
            dm_failed=set(data.get("dm_failed", ())),
            # Tables saved before it: told once already if their DM failed.
            dm_told=set(data.get("dm_told", data.get("dm_failed", ()))),
            lost_told=data.get("lost_told", False),
            last_events=[_event_from_dict(event) for event in data.get("last_events", ())],
            autostart_at=data.get("autostart_at"),
            rematch_of=data.get("rematch_of"),
            awaiting=set(data.get("awaiting", ())),
            ranked=data.get("ranked", True),
            casual=data.get("casual", False),
            taken_back=[dict(entry) for entry in data.get("taken_back", ())],
        )


def _event_to_dict(event: Event) -> dict[str, Any]:
    # Not Event.to_dict: that one flattens ``data`` for records and cannot be read back.
    # The sentence's catalogue key and params are kept, so that after a restart the last
    # events still read in each server's language.
    out = {"kind": event.kind, "player": event.player, "data": event.data, "text": event.text}
    if event.key:
        out |= {"key": event.key, "params": event.params}
    return out


def _event_from_dict(data: dict[str, Any]) -> Event:
    return Event(
        data["kind"],
        data.get("player"),
        dict(data.get("data", {})),
        data.get("text", ""),
        data.get("key", ""),
        dict(data.get("params", {})),
    )
