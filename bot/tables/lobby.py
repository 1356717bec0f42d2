"""The lobby room: a table before its game, its seats and options, and the deal.

A lobby opens with its host seated (:meth:`Lobby.create`), takes humans and computer
players, and starts when its host says so, when it is full and a countdown was set, or
when the countdown runs out (:meth:`Lobby.due`, from the table's driver). Seats change
during play too: a human who leaves or is kicked is replaced by a computer player, and
may take the seat back (:meth:`Lobby.take_seat`). Every change goes through the desk's
draft and commit: saved, then shown.
"""

from __future__ import annotations

import contextlib
import random
import uuid
from collections.abc import Sequence
from typing import Any

from bot.tables.copies import broken_title, replace_by_bot
from bot.tables.desk import Desk
from bot.tables.ports import Notice, Player, TableError
from bot.tables.table import Phase, Seat, Table
from engine import i18n
from engine.core import DEFAULT_LEVEL, LEVELS, GameSetupError
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

#: The longest lobby countdown (``/game countdown``), in seconds.
MAX_COUNTDOWN = 900

#: The refusal of a lobby change once the game has started, by what was asked.
STARTED = {
    "join": "started.join",
    "add_bot": "started.add_bot",
    "remove_bot": "started.remove_bot",
    "start": "started.start",
}


class Lobby:
    """Seats, options and the start of every table (see the module docstring).

    A lobby nobody starts closes ``lobby_timeout`` seconds after its last change; ``rng``
    draws the games' seeds."""

    def __init__(self, desk: Desk, *, lobby_timeout: float, rng: random.Random) -> None:
        self._desk = desk
        self._lobby_timeout = lobby_timeout
        self._rng = rng

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
        checked = _checked(cls.check_options, {**cls.table_defaults, **options})
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
            deadline=now + self._lobby_timeout,
        )
        async with desk.opening(table):
            await desk.show(table, [])
        return table

    async def open_seated(
        self,
        guild_id: int,
        channel_id: int,
        game_id: str,
        options: dict[str, Any],
        seats: Sequence[Seat],
        *,
        table_id: str | None = None,
        ranked: bool = True,
    ) -> Table:
        """Open a table whose seats are already taken and deal at once (see
        :meth:`bot.tables.TableService.open_seated`)."""
        desk = self._desk
        desk.check_running()
        if channel_id in desk.tables:
            raise TableError.of("has_table")
        cls = game_class(game_id)
        table = Table(
            table_id=table_id or uuid.uuid4().hex,
            guild_id=guild_id,
            channel_id=channel_id,
            game_id=game_id,
            options=_checked(cls.check_options, dict(options)),
            host_id=next((seat.user_id for seat in seats if seat.user_id is not None), 0),
            phase=Phase.LOBBY,
            seats=list(seats),
            game=None,
            created_at=desk.clock(),
            ranked=ranked,
        )
        if cls.min_players == cls.max_players:
            while len(table.seats) < cls.max_players:
                table.seats.append(Seat(None, bot_name(table), is_bot=True))
        self._deal(table)
        async with desk.opening(table):
            await desk.dealt(table)
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
            draft = await self._desk.draft(table)
            draft.seats.append(Seat(player.user_id, player.name, is_bot=False))
            await self._lobby_changed(table, draft)
        await self._start_if_full(table)
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
        draft = await desk.draft(table)
        if table.phase is Phase.LOBBY:
            del draft.seats[seat]
            draft.awaiting.discard(user_id)
            if not draft.humans():
                code = "left_lobby_empty" if may_return else "kicked_lobby_empty"
                await desk.close(table, Notice(code, name=name))
                return
            _pass_host(draft, user_id)
            await self._lobby_changed(table, draft)
            return
        replace_by_bot(draft, seat, may_return=may_return)
        _pass_host(draft, user_id)
        await self._save_and_show(table, draft)
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
            draft = await self._desk.draft(table)
            draft.seats.append(Seat(None, bot_name(table), is_bot=True, level=level))
            await self._lobby_changed(table, draft)
        await self._start_if_full(table)
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
            draft = await self._desk.draft(table)
            del draft.seats[bots[-1]]
            await self._lobby_changed(table, draft)
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
            draft = await desk.draft(table)
            # The seat keeps the name the game knows it by.
            draft.seats[seat] = Seat(player.user_id, table.seats[seat].name, is_bot=False)
            await self._save_and_show(table, draft)
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
            draft = await self._desk.draft(table)
            draft.awaiting.discard(player.user_id)
            seat = draft.seat_of(player.user_id)
            if seat is not None:
                draft.seats[seat].name = player.name
            await self._lobby_changed(table, draft)
        if not table.awaiting and self._desk.is_open(table):
            await self.start_game(channel_id, host_of(table))
        return table

    async def seat_rematch(
        self, channel_id: int, seats: list[Seat], rematch_of: str, awaiting: set[int]
    ) -> None:
        """Make the channel's lobby the rematch of ``rematch_of`` with ``seats``, those of
        ``awaiting`` waiting for their confirmation."""
        async with self._desk.locked(channel_id) as table:
            draft = await self._desk.draft(table)
            draft.seats = seats
            draft.rematch_of = rematch_of
            draft.awaiting = awaiting
            await self._lobby_changed(table, draft)

    async def abort(self, channel_id: int, by: Player, moderator: bool) -> None:
        """Close the table without a result (host or moderator)."""
        async with self._desk.locked(channel_id) as table:
            if by.user_id != table.host_id and not moderator:
                raise TableError.of("abort_host_only")
            what = "aborted_lobby" if table.phase is Phase.LOBBY else "aborted_game"
            await self._desk.close(table, Notice(what, name=by.name))

    # ------------------------------------------------------------------ starting

    async def start_game(self, channel_id: int, by: Player, *, level: str = DEFAULT_LEVEL) -> Table:
        """Deal (host only): create the engine game, start the timer, send every hand. A
        game for a fixed number of players starts with computer players of ``level`` in
        the empty seats; a rematch without those who did not confirm."""
        desk = self._desk
        async with desk.locked(channel_id) as table:
            _require_lobby(table, "start")
            if by.user_id != table.host_id:
                raise TableError.of("start_host_only")
            cls = game_class(table.game_id)
            draft = await desk.draft(table)
            draft.seats = [seat for seat in draft.seats if seat.user_id not in draft.awaiting]
            draft.awaiting = set()
            if cls.min_players == cls.max_players:
                while len(draft.seats) < cls.max_players:
                    draft.seats.append(Seat(None, bot_name(draft), is_bot=True, level=level))
            count = len(draft.seats)
            if count < cls.min_players:
                missing = cls.min_players - count
                raise TableError.of(
                    "too_few", game=cls.title, minimum=cls.min_players, missing=missing
                )
            self._deal(draft)
            await desk.commit(table, draft)
            await desk.dealt(table)
        return table

    def _deal(self, table: Table) -> None:
        """Create the engine game at ``table`` (not yet saved) and start its first move."""
        cls = game_class(table.game_id)
        try:
            table.game = cls.create(
                [seat.name for seat in table.seats],
                options=table.options,
                seed=self._rng.randrange(2**31),
            )
        except GameSetupError as error:
            raise TableError.of("setup", reason=_reason(error)) from None
        table.phase = Phase.PLAYING
        table.turn += 1
        # What the game did by itself as it was set up (an automatic deal ceremony).
        table.last_events = list(table.game.setup_events)
        table.deadline = self._desk.move_deadline(table.game)

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
            draft = await self._desk.draft(table)
            room = draft.max_players - len(draft.seats)
            wanted = max(computers, draft.min_players - len(draft.seats))
            for _ in range(max(0, min(wanted, room))):
                draft.seats.append(Seat(None, bot_name(draft), is_bot=True, level=level))
            await self._lobby_changed(table, draft)
        return await self.start_game(channel_id, host, level=level)

    async def set_countdown(self, channel_id: int, by: Player, seconds: int) -> Table:
        """The host lets the lobby start by itself: as soon as it is full, or ``seconds``
        from now (computer players take the seats the game needs); ``0`` switches it off."""
        async with self._desk.locked(channel_id) as table:
            _require_lobby(table, "start")
            if by.user_id != table.host_id:
                raise TableError.of("countdown_host_only")
            if seconds < 0 or seconds > MAX_COUNTDOWN:
                raise TableError.of("countdown_range", maximum=MAX_COUNTDOWN)
            draft = await self._desk.draft(table)
            draft.autostart_at = self._desk.clock() + seconds if seconds else None
            await self._lobby_changed(table, draft)
        await self._start_if_full(table)
        return table

    async def _start_if_full(self, table: Table) -> None:
        """After a seat is taken: a lobby with a countdown starts once it is full."""
        if (
            table.phase is Phase.LOBBY
            and table.autostart_at is not None
            and len(table.seats) >= table.max_players
            and self._desk.is_open(table)
        ):
            await self.start_game(table.channel_id, host_of(table))

    async def due(self, table: Table, due: float) -> None:
        """The lobby's deadline ``due`` has come (the driver calls): it starts by itself
        when a countdown was set (computer players take the seats the game needs), a
        rematch lobby starts with those who confirmed when they are enough, otherwise it
        expires."""
        if table.awaiting and table.autostart_at is None:
            await self._rematch_due(table, due)
            return
        async with self._desk.lock(table):
            if not self._still_due(table, due):
                return
            if table.autostart_at is None:
                await self._desk.close(table, Notice("lobby_expired", game=table.title))
                return
            draft = await self._desk.draft(table)
            while len(draft.seats) < draft.min_players:
                draft.seats.append(Seat(None, bot_name(draft), is_bot=True))
            await self._lobby_changed(table, draft)
        try:
            await self.start_game(table.channel_id, host_of(table))
        except TableError as error:
            with contextlib.suppress(TableError):  # unless it closed meanwhile
                async with self._desk.locked(table.channel_id) as still:
                    if still.phase is Phase.LOBBY:
                        reason = Notice("lobby_failed", game=still.title, reason=error)
                        await self._desk.close(still, reason)

    async def _rematch_due(self, table: Table, due: float) -> None:
        """A rematch lobby's time is up: who has not confirmed loses the seat; the game
        starts when enough are left, otherwise the lobby closes as expired."""
        async with self._desk.lock(table):
            if not self._still_due(table, due):
                return
            draft = await self._desk.draft(table)
            draft.seats = [seat for seat in draft.seats if seat.user_id not in draft.awaiting]
            draft.awaiting = set()
            cls = game_class(table.game_id)
            enough = len(draft.seats) >= cls.min_players or cls.min_players == cls.max_players
            if not enough:
                await self._desk.close(table, Notice("lobby_expired", game=table.title))
                return
            await self._lobby_changed(table, draft)
        with contextlib.suppress(TableError):  # unless it closed meanwhile
            await self.start_game(table.channel_id, host_of(table))

    def _still_due(self, table: Table, due: float) -> bool:
        """Whether the open lobby's deadline is still ``due`` (lock held)."""
        return self._desk.is_open(table) and table.deadline == due and table.phase is Phase.LOBBY

    # ------------------------------------------------------------------ saving

    async def _lobby_changed(self, table: Table, draft: Table) -> None:
        # A lobby with a countdown is due when it starts; any other when it expires.
        draft.deadline = draft.autostart_at or self._desk.clock() + self._lobby_timeout
        await self._save_and_show(table, draft)

    async def _save_and_show(self, table: Table, draft: Table) -> None:
        await self._desk.commit(table, draft)
        await self._desk.show(table, [])
        self._desk.wake(table)


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


def _require_lobby(table: Table, what: str) -> None:
    """A refusal once the game has started; ``what`` was asked (a key of :data:`STARTED`)."""
    if table.phase is not Phase.LOBBY:
        raise TableError.of(STARTED[what])


def _require_room(table: Table) -> None:
    if len(table.seats) >= table.max_players:
        raise TableError.of("full", maximum=table.max_players)


def _checked(check: Any, options: dict[str, Any]) -> dict[str, Any]:
    """The game's ``check`` of ``options``; its refusal as the service's."""
    try:
        checked: dict[str, Any] = check(options)
    except GameSetupError as error:
        raise TableError.of("bad_options", reason=_reason(error)) from None
    return checked


def _pass_host(table: Table, leaving_user_id: int) -> None:
    """If the host left, the next human (in seat order) becomes host."""
    if table.host_id != leaving_user_id:
        return
    for seat in table.humans():
        user_id = table.seats[seat].user_id
        if user_id is not None:
            table.host_id = user_id
            return


def _reason(error: GameSetupError) -> Any:
    """The engine's setup refusal as a reason of the service's: its catalogue phrase (worded
    in the reader's language, already a sentence), or its English made one."""
    return i18n.as_sentence(error.as_phrase()) if error.key else _sentence(str(error))


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
