"""Play again: a finished game's lobby, with the same game, options and seats.

The finished table comes from memory while it is recent, otherwise from the store's
record and results (so Play again survives a restart). Its lobby is an ordinary one of
the :mod:`~bot.tables.lobby` room, whose humans confirm their seats.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.tables.desk import Desk
from bot.tables.lobby import Lobby
from bot.tables.ports import Player, TableError
from bot.tables.start import Start
from bot.tables.table import Phase, Seat, Table
from engine.core import DEFAULT_LEVEL, LEVELS


class Rematch:
    """Opens the lobby of a finished game played again (see :meth:`rematch`)."""

    def __init__(self, desk: Desk, lobby: Lobby, start: Start) -> None:
        self._desk = desk
        self._lobby = lobby
        self._start = start

    async def rematch(
        self,
        guild_id: int,
        channel_id: int,
        by: Player,
        table_id: str,
        levels: Sequence[str] = (),
    ) -> Table:
        """Play the channel's finished game ``table_id`` again (see
        :meth:`bot.tables.TableService.rematch`)."""
        self._desk.check_running()
        open_table = self._desk.tables.get(channel_id)
        if open_table is not None and open_table.rematch_of == table_id:
            if by.user_id in open_table.awaiting:
                return await self._lobby.confirm(channel_id, by)
            if open_table.seat_of(by.user_id) is not None:
                raise TableError.of("already_seated")
            raise TableError.of("rematch_players_only")
        if open_table is not None:
            raise TableError.of("has_table")
        finished = await self._finished_table(channel_id, guild_id, table_id, levels)
        if finished is None:
            raise TableError.of("rematch_gone")
        if all(seat.owner_id != by.user_id for seat in finished.seats):
            raise TableError.of("rematch_players_only")
        seats = [
            Seat(seat.owner_id, seat.name if seat.owner_id != by.user_id else by.name, False)
            if seat.owner_id is not None
            else Seat(None, seat.name, is_bot=True, level=seat.level)
            for seat in finished.seats
        ]
        table = await self._lobby.create(
            guild_id, channel_id, by, finished.game_id, finished.options
        )
        others = {seat.user_id for seat in seats if seat.user_id is not None}
        awaiting = others - {by.user_id}
        await self._lobby.seat_rematch(channel_id, seats, table_id, awaiting)
        if not table.awaiting:  # no other human: off at once
            await self._start.start_game(channel_id, by)
        return table

    async def _finished_table(
        self, channel_id: int, guild_id: int, table_id: str, levels: Sequence[str]
    ) -> Table | None:
        """The finished table ``table_id`` of the channel: the one kept in memory, or one
        made again from the store's record and results (computer players at ``levels``)."""
        kept = self._desk.finished.get(channel_id)
        if kept is not None and kept.table_id == table_id:
            return kept
        found = await self._desk.store.finished_seats(table_id, guild_id)
        if found is None or found.channel_id != channel_id:
            return None
        seats = [
            Seat(user_id, name, is_bot=user_id is None, level=_level_at(levels, index))
            for index, (user_id, name) in enumerate(found.seats)
        ]
        return Table(
            table_id=table_id,
            guild_id=guild_id,
            channel_id=channel_id,
            game_id=found.game_id,
            options=found.options,
            host_id=0,
            phase=Phase.FINISHED,
            seats=seats,
            game=None,
            created_at=found.finished_at,
        )


def _level_at(levels: Sequence[str], seat: int) -> str:
    """The computer player's level at ``seat`` as given, else the default."""
    if seat < len(levels) and levels[seat] in LEVELS:
        return levels[seat]
    return DEFAULT_LEVEL
