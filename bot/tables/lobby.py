"""The lobby room: who sits at a table, before its game and during it.

A lobby opens with its host seated (:meth:`Lobby.create`, or :meth:`Lobby.quick_play` with
computer players and an immediate deal), takes humans and computer players, and is handed
to the :mod:`~bot.tables.start` room once its seats are complete (a countdown's lobby that
is full, a rematch lobby whose last player confirmed). Seats change during play too: a
human who leaves or is kicked is replaced by a computer player, and may take the seat back
(:meth:`Lobby.take_seat`). Every change goes through the desk's draft and commit: saved,
then shown.
"""

from __future__ import annotations

import uuid
from typing import Any

from bot.tables.copies import bot_name, broken_title, host_of, replace_by_bot
from bot.tables.desk import Desk
from bot.tables.ports import Notice, Player, TableError
from bot.tables.start import Start, checked_options, save_and_show
from bot.tables.table import Phase, Seat, Table
from engine.core import DEFAULT_LEVEL, LEVELS
from engine.registry import game_class

#: The refusal of a lobby change once the game has started, by what was asked (a start
#: is refused by the start room).
STARTED = {
    "join": "started.join",
    "add_bot": "started.add_bot",
    "remove_bot": "started.remove_bot",
}


class Lobby:
    """The seats and options of every table (see the module docstring); ``start`` is the
    room that starts its game and keeps its deadline."""

    def __init__(self, desk: Desk, start: Start) -> None:
        self._desk = desk
        self._start = start

    # ------------------------------------------------------------------ opening

    async def create(
        self, guild_id: int, channel_id: int, host: Player, game_id: str, options: dict[str, Any]
    ) -> Table:
        """Open a lobby for ``game_id`` in ``channel_id`` with ``host`` seated."""
        desk = self._desk
        desk.check_running()
        if channel_id in desk.broken:
            raise TableError.of("broken", game=broken_title(desk.broken[channel_id]))
        if channel_id in desk.tables:
            raise TableError.of("has_table")
        try:
            cls = game_class(game_id)
        except KeyError as error:
            raise TableError.of("no_such_game", game=error.args[0]) from None
        checked = checked_options(cls.check_options, {**cls.table_defaults, **options})
        now = desk.clock()
        table = Table(
            table_id=uuid.uuid4().hex,
            guild_id=guild_id,
            channel_id=channel_id,
            game_id=game_id,
            options=checked,
            host_id=host.user_id,
            phase=Phase.LOBBY,
            seats=[Seat(host.user_id, host.name, is_bot=False)],
            game=None,
            created_at=now,
            deadline=self._start.expiry(now),
        )
        async with desk.opening(table):
            await desk.show(table, [])
        return table

    # ------------------------------------------------------------------ seats

    async def join(self, channel_id: int, player: Player) -> Table:
        """Sit down in the lobby; take back a seat a computer player took over; confirm a
        seat in a rematch lobby."""
        table = self._desk.require(channel_id)
        if table.phase is Phase.PLAYING and table.replaced_seat_of(player.user_id) is not None:
            return await self.take_seat(channel_id, player)
        if player.user_id in table.awaiting:
            return await self.confirm(channel_id, player)
        async with self._desk.locked(channel_id) as table:
            _require_lobby(table, "join")
            if table.seat_of(player.user_id) is not None:
                raise TableError.of("already_seated")
            _require_room(table)
            draft = await self._desk.drafts.copy(table)
            draft.seats.append(Seat(player.user_id, player.name, is_bot=False))
            await self._start.changed(table, draft)
        await self._start.if_full(table)
        return table

    async def leave(self, channel_id: int, player: Player) -> Table:
        """Leave the table: the lobby's seat goes, a game's seat goes to a computer player
        that the player may take back."""
        async with self._desk.locked(channel_id) as table:
            seat = table.seat_of(player.user_id)
            if seat is None:
                raise TableError.of("not_at_table")
            await self._unseat(table, seat, player.user_id, player.name, may_return=True)
        return table

    async def kick(
        self, channel_id: int, by: Player, target_user_id: int, moderator: bool
    ) -> Table:
        """Remove ``target_user_id`` (host or moderator only); during play a computer
        player takes the seat over for good."""
        async with self._desk.locked(channel_id) as table:
            if by.user_id != table.host_id and not moderator:
                raise TableError.of("kick_host_only")
            if target_user_id == by.user_id:
                raise TableError.of("kick_self")
            seat = table.seat_of(target_user_id)
            if seat is None:
                raise TableError.of("user_not_seated")
            name = table.seats[seat].name
            await self._unseat(table, seat, target_user_id, name, may_return=False)
        return table

    async def _unseat(
        self, table: Table, seat: int, user_id: int, name: str, *, may_return: bool
    ) -> None:
        """The human ``name`` at ``seat`` leaves (``may_return``) or is kicked (lock held). In the
        lobby the seat goes (a leaving host passes the host role to the next human; an empty
        lobby closes); during play a computer player takes it over, keeping its score."""
        desk = self._desk
        draft = await desk.drafts.copy(table)
        if table.phase is Phase.LOBBY:
            del draft.seats[seat]
            draft.awaiting.discard(user_id)
            if not draft.humans():
                code = "left_lobby_empty" if may_return else "kicked_lobby_empty"
                await desk.close(table, Notice(code, name=name))
                return
            _pass_host(draft, user_id)
            await self._start.changed(table, draft)
            return
        replace_by_bot(draft, seat, may_return=may_return)
        _pass_host(draft, user_id)
        await save_and_show(self._desk, table, draft)
        code = "left_replaced" if may_return else "kicked_replaced"
        await desk.notify(table, desk.frontend.announce(table, Notice(code, name=name)))

    async def add_bot(self, channel_id: int, by: Player, level: str = DEFAULT_LEVEL) -> Table:
        """Seat a computer player of ``level`` in the lobby (anyone seated may)."""
        if level not in LEVELS:
            raise TableError.of("bad_level", levels=", ".join(LEVELS))
        async with self._desk.locked(channel_id) as table:
            _require_lobby(table, "add_bot")
            if table.seat_of(by.user_id) is None:
                raise TableError.of("add_bot_seated_only")
            _require_room(table)
            draft = await self._desk.drafts.copy(table)
            draft.seats.append(Seat(None, bot_name(table), is_bot=True, level=level))
            await self._start.changed(table, draft)
        await self._start.if_full(table)
        return table

    async def remove_bot(self, channel_id: int, by: Player) -> Table:
        """Remove the last computer player from the lobby (host or anyone seated)."""
        async with self._desk.locked(channel_id) as table:
            _require_lobby(table, "remove_bot")
            if table.seat_of(by.user_id) is None:
                raise TableError.of("remove_bot_seated_only")
            bots = [index for index, seat in enumerate(table.seats) if seat.is_bot]
            if not bots:
                raise TableError.of("no_bot")
            draft = await self._desk.drafts.copy(table)
            del draft.seats[bots[-1]]
            await self._start.changed(table, draft)
        return table

    async def take_seat(self, channel_id: int, player: Player) -> Table:
        """A human takes back the seat a computer player took over from them."""
        desk = self._desk
        async with desk.locked(channel_id) as table:
            if table.phase is not Phase.PLAYING:
                raise TableError.of("lobby_not_started")
            if table.seat_of(player.user_id) is not None:
                raise TableError.of("already_playing")
            seat = table.replaced_seat_of(player.user_id)
            if seat is None:
                raise TableError.of("no_seat_to_take")
            draft = await desk.drafts.copy(table)
            # The seat keeps the name the game knows it by.
            draft.seats[seat] = Seat(player.user_id, table.seats[seat].name, is_bot=False)
            await save_and_show(self._desk, table, draft)
            await desk.notify(table, desk.frontend.hand_changed(table, seat))
            await desk.notify(
                table, desk.frontend.announce(table, Notice("back", name=player.name))
            )
        return table

    async def confirm(self, channel_id: int, player: Player) -> Table:
        """``player`` confirms their seat in a rematch lobby; the last to confirm starts it."""
        async with self._desk.locked(channel_id) as table:
            _require_lobby(table, "join")
            if player.user_id not in table.awaiting:
                raise TableError.of("already_seated")
            draft = await self._desk.drafts.copy(table)
            draft.awaiting.discard(player.user_id)
            seat = draft.seat_of(player.user_id)
            if seat is not None:
                draft.seats[seat].name = player.name
            await self._start.changed(table, draft)
        if not table.awaiting and self._desk.is_open(table):
            await self._start.start_game(channel_id, host_of(table))
        return table

    async def seat_rematch(
        self, channel_id: int, seats: list[Seat], rematch_of: str, awaiting: set[int]
    ) -> None:
        """Make the channel's lobby the rematch of ``rematch_of`` with ``seats``, those of
        ``awaiting`` waiting for their confirmation."""
        async with self._desk.locked(channel_id) as table:
            draft = await self._desk.drafts.copy(table)
            draft.seats = seats
            draft.rematch_of = rematch_of
            draft.awaiting = awaiting
            await self._start.changed(table, draft)

    async def abort(self, channel_id: int, by: Player, moderator: bool) -> None:
        """Close the table without a result (host or moderator)."""
        async with self._desk.locked(channel_id) as table:
            if by.user_id != table.host_id and not moderator:
                raise TableError.of("abort_host_only")
            what = "aborted_lobby" if table.phase is Phase.LOBBY else "aborted_game"
            await self._desk.close(table, Notice(what, name=by.name))

    async def quick_play(
        self,
        guild_id: int,
        channel_id: int,
        host: Player,
        game_id: str,
        options: dict[str, Any],
        computers: int = 1,
        *,
        level: str = DEFAULT_LEVEL,
    ) -> Table:
        """Open a table for ``host`` with ``computers`` computer players of ``level`` and
        deal at once (see :meth:`bot.tables.TableService.quick_play`)."""
        await self.create(guild_id, channel_id, host, game_id, options)
        async with self._desk.locked(channel_id) as table:
            draft = await self._desk.drafts.copy(table)
            room = draft.max_players - len(draft.seats)
            wanted = max(computers, draft.min_players - len(draft.seats))
            for _ in range(max(0, min(wanted, room))):
                draft.seats.append(Seat(None, bot_name(draft), is_bot=True, level=level))
            await self._start.changed(table, draft)
        return await self._start.start_game(channel_id, host, level=level)


def _require_lobby(table: Table, what: str) -> None:
    """A refusal once the game has started; ``what`` was asked (a key of :data:`STARTED`)."""
    if table.phase is not Phase.LOBBY:
        raise TableError.of(STARTED[what])


def _require_room(table: Table) -> None:
    if len(table.seats) >= table.max_players:
        raise TableError.of("full", maximum=table.max_players)


def _pass_host(table: Table, leaving_user_id: int) -> None:
    """If the host left, the next human (in seat order) becomes host."""
    if table.host_id != leaving_user_id:
        return
    for seat in table.humans():
        user_id = table.seats[seat].user_id
        if user_id is not None:
            table.host_id = user_id
            return
