"""The table service: lobbies, turns, locks, timers, computer players and restart.

One table per channel. Every change to a table happens under that table's
:class:`asyncio.Lock`, so two clicks at the same moment, or a move racing its own timeout,
give exactly one outcome. After every accepted change the table is saved to the
:class:`~bot.storage.Store` *before* the front end hears of it, so a restart loses nothing
that anyone has seen.

Each table has one driver task (not one per player): it sleeps until the next thing due at
that table — a computer player's move, the move deadline, or the lobby's expiry — and wakes
early when the table changes. Computer players think in a worker thread, on a copy of the
game, and their move is applied under the lock only if the turn is still the one they
thought about.

Front-end calls (:class:`~bot.tables.ports.Frontend`) are made under the table's lock, in
order; an error raised by the front end is logged and never undoes a saved action. So a
front-end method must not call a service method that takes the lock (``act``, ``join``...);
:meth:`TableService.set_message_id` is the one it may call.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Sequence
from typing import TYPE_CHECKING, Any

from bot.tables.ports import Frontend, Player, TableError
from bot.tables.table import Phase, Seat, Table
from engine.cards import Card, CardError
from engine.core import (
    DEFAULT_LEVEL,
    LEVELS,
    TIME_BUDGET,
    Event,
    Game,
    GameSetupError,
    IllegalAction,
)
from engine.registry import game_class

if TYPE_CHECKING:
    from bot.storage import Store

log = logging.getLogger(__name__)

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

#: How much longer than its level's budget (engine.core.TIME_BUDGET) a table waits for a
#: computer player before taking the timeout action for it (the searches stop at their
#: budget; this guards against one that does not).
BOT_GRACE = 2.0
NO_TABLE = "There is no game in this channel: start one with /game new."
NOT_SEATED = "You are not seated at this table: join it with /game join."
STALE_TURN = "That button belongs to a move that is over: look at the table's latest message."
TAKE_BACK_HINT = "take it back with /game join"

#: How many channels' last finished tables are kept in memory (older ones are exported
#: from the store).
FINISHED_KEPT = 1000


class StaleMove(TableError):
    """A button or panel made for a move that is over (see :meth:`TableService.act`)."""


#: Wraps a table task's idle wait (see :class:`TableService`).
IdleWait = Callable[[Coroutine[Any, Any, bool]], Awaitable[bool]]


async def _plain_wait(waiting: Coroutine[Any, Any, bool]) -> bool:
    return await waiting


class TableService:
    """Runs every table of this process. See the module docstring for the guarantees.

    ``time_scale`` multiplies the game's :meth:`~engine.core.Game.turn_seconds` (tests use
    small values); ``bot_delay`` is the pause before a computer player moves; a lobby
    nobody starts closes ``lobby_timeout`` seconds after its last change; a human who
    times out ``max_timeouts`` moves in a row is replaced by a computer player.
    ``idle_wait`` wraps the wait of a table's task while nothing is due (default: a plain
    await); a test double of discord that must know when the bot is idle declares it there.
    """

    def __init__(
        self,
        store: Store,
        frontend: Frontend,
        *,
        lobby_timeout: float = 900.0,
        bot_delay: float = 1.0,
        time_scale: float = 1.0,
        clock: Callable[[], float] = time.time,
        max_timeouts: int = 3,
        idle_wait: IdleWait | None = None,
    ) -> None:
        self._store = store
        self._frontend = frontend
        self._lobby_timeout = lobby_timeout
        self._bot_delay = bot_delay
        self._time_scale = time_scale
        self._clock = clock
        self._max_timeouts = max_timeouts
        self._idle_wait: IdleWait = idle_wait or _plain_wait
        self._tables: dict[int, Table] = {}
        self._finished: dict[int, Table] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._wakes: dict[str, asyncio.Event] = {}
        self._drivers: dict[str, asyncio.Task[None]] = {}
        self._stopping = False
        self._rng = random.SystemRandom()

    # ------------------------------------------------------------------ lifecycle

    @property
    def store(self) -> Store:
        """The store (front ends read leaderboards and statistics through it)."""
        return self._store

    async def start(self) -> None:
        """Load every unfinished table from the store and set its timers going again.

        Deadlines are stored as absolute times, so a move keeps the time it had left (a
        deadline that passed while the bot was down times out at once).
        """
        self._stopping = False
        for table in await self._store.load_tables():
            self._tables[table.channel_id] = table
            self._start_driver(table)

    async def stop(self) -> None:
        """Stop every driver task. Each is stopped while its table's lock is held, so no
        change is cut in half; every accepted change has already been saved."""
        self._stopping = True
        for table in list(self._tables.values()):
            async with self._lock(table):
                task = self._drivers.pop(table.table_id, None)
                if task is not None:
                    task.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await task

    def table(self, channel_id: int) -> Table | None:
        """The table in ``channel_id`` (lobby or playing), or ``None``."""
        return self._tables.get(channel_id)

    def tables(self) -> list[Table]:
        """Every open table (lobby or playing)."""
        return list(self._tables.values())

    # ------------------------------------------------------------------ lobby

    async def create(
        self, guild_id: int, channel_id: int, host: Player, game_id: str, options: dict[str, Any]
    ) -> Table:
        """Open a lobby for ``game_id`` in ``channel_id`` with ``host`` seated."""
        self._check_running()
        if channel_id in self._tables:
            raise TableError(
                "This channel already has a table: join it with /game join, or play in a thread."
            )
        try:
            cls = game_class(game_id)
        except KeyError as error:
            raise TableError(f"There is no such game: {error.args[0]}.") from None
        try:
            checked = cls.check_options(dict(options))
        except GameSetupError as error:
            raise TableError(f"{_sentence(str(error))} Pick another value.") from None
        now = self._clock()
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
        self._tables[channel_id] = table
        async with self._lock(table):
            try:
                await self._store.save_table(table)
            except BaseException:
                self._forget(table)
                raise
            self._start_driver(table)
            await self._notify(self._frontend.table_changed(table, []))
        return table

    async def join(self, channel_id: int, player: Player) -> Table:
        """Sit down in the lobby. On a running table, a human whose seat a computer player
        took over takes it back (the same as :meth:`take_seat`)."""
        table = self._require(channel_id)
        if table.phase is Phase.PLAYING and table.replaced_seat_of(player.user_id) is not None:
            return await self.take_seat(channel_id, player)
        async with self._locked(channel_id) as table:
            self._require_lobby(table, "join")
            if table.seat_of(player.user_id) is not None:
                raise TableError("You are already seated at this table.")
            self._require_room(table)
            table.seats.append(Seat(player.user_id, player.name, is_bot=False))
            await self._lobby_changed(table)
        return table

    async def leave(self, channel_id: int, player: Player) -> Table:
        """Leave the table. In the lobby the seat goes (a leaving host passes the host role
        to the next human; an empty lobby closes). During play a computer player takes the
        seat over, keeping its score, and the player may take it back."""
        async with self._locked(channel_id) as table:
            seat = table.seat_of(player.user_id)
            if seat is None:
                raise TableError("You are not seated at this table.")
            if table.phase is Phase.LOBBY:
                del table.seats[seat]
                if not table.humans():
                    await self._close(table, f"{player.name} left and the lobby is empty: closed.")
                    return table
                _pass_host(table, player.user_id)
                await self._lobby_changed(table)
                return table
            self._replace_by_bot(table, seat, may_return=True)
            _pass_host(table, player.user_id)
            await self._save_and_show(table, [])
            await self._notify(
                self._frontend.announce(
                    table,
                    f"{player.name} left: a computer player plays their seat "
                    f"({player.name} can {TAKE_BACK_HINT}).",
                )
            )
        return table

    async def add_bot(self, channel_id: int, by: Player, level: str = DEFAULT_LEVEL) -> Table:
        """Seat a computer player of ``level`` in the lobby (anyone seated may)."""
        if level not in LEVELS:
            raise TableError(f"A computer player's level is one of {', '.join(LEVELS)}.")
        async with self._locked(channel_id) as table:
            self._require_lobby(table, "add a computer player to")
            if table.seat_of(by.user_id) is None:
                raise TableError("Only players seated at this table can add computer players.")
            self._require_room(table)
            table.seats.append(Seat(None, self._bot_name(table), is_bot=True, level=level))
            await self._lobby_changed(table)
        return table

    async def remove_bot(self, channel_id: int, by: Player) -> Table:
        """Remove the last computer player from the lobby (host or anyone seated)."""
        async with self._locked(channel_id) as table:
            self._require_lobby(table, "remove a computer player from")
            if table.seat_of(by.user_id) is None:
                raise TableError("Only players seated at this table can remove computer players.")
            bots = [index for index, seat in enumerate(table.seats) if seat.is_bot]
            if not bots:
                raise TableError("There is no computer player in this lobby.")
            del table.seats[bots[-1]]
            await self._lobby_changed(table)
        return table

    async def kick(
        self, channel_id: int, by: Player, target_user_id: int, moderator: bool
    ) -> Table:
        """Remove ``target_user_id`` (host or moderator only). In the lobby the seat goes;
        during play a computer player takes it over for good (a kicked player cannot take
        it back)."""
        async with self._locked(channel_id) as table:
            if by.user_id != table.host_id and not moderator:
                raise TableError("Only the host or a moderator can kick a player.")
            if target_user_id == by.user_id:
                raise TableError("To leave the table yourself, use /game leave.")
            seat = table.seat_of(target_user_id)
            if seat is None:
                raise TableError("That user is not seated at this table.")
            name = table.seats[seat].name
            if table.phase is Phase.LOBBY:
                del table.seats[seat]
                if not table.humans():
                    await self._close(table, f"{name} was removed and the lobby is empty: closed.")
                    return table
                _pass_host(table, target_user_id)
                await self._lobby_changed(table)
                return table
            self._replace_by_bot(table, seat, may_return=False)
            _pass_host(table, target_user_id)
            await self._save_and_show(table, [])
            await self._notify(
                self._frontend.announce(
                    table, f"{name} was removed from the table: a computer player plays their seat."
                )
            )
        return table

    async def start_game(self, channel_id: int, by: Player) -> Table:
        """Deal (host only): create the engine game, start the timer, send every hand.

        A game for a fixed number of players (``min_players == max_players``, like Hearts)
        starts with computer players in the empty seats.
        """
        async with self._locked(channel_id) as table:
            self._require_lobby(table, "start")
            if by.user_id != table.host_id:
                raise TableError("Only the host can start the game.")
            cls = game_class(table.game_id)
            seats_before = len(table.seats)
            if cls.min_players == cls.max_players:
                while len(table.seats) < cls.max_players:
                    table.seats.append(Seat(None, self._bot_name(table), is_bot=True))
            count = len(table.seats)
            if count < cls.min_players:
                missing = cls.min_players - count
                raise TableError(
                    f"{cls.title} needs at least {cls.min_players} players: {missing} more "
                    "can /game join, or add a computer player with /game addbot."
                )
            try:
                table.game = cls.create(
                    [seat.name for seat in table.seats],
                    options=table.options,
                    seed=self._rng.randrange(2**31),
                )
            except GameSetupError as error:
                del table.seats[seats_before:]
                raise TableError(_sentence(str(error))) from None
            table.phase = Phase.PLAYING
            table.turn += 1
            table.last_events = []
            table.deadline = self._move_deadline(table.game)
            await self._store.save_table(table)
            await self._notify(self._frontend.table_changed(table, []))
            for seat in table.humans():
                await self._notify(self._frontend.hand_changed(table, seat))
            self._wake(table)
        return table

    async def abort(self, channel_id: int, by: Player, moderator: bool) -> None:
        """Close the table without a result (host or moderator)."""
        async with self._locked(channel_id) as table:
            if by.user_id != table.host_id and not moderator:
                raise TableError("Only the host or a moderator can abort the game.")
            what = "lobby" if table.phase is Phase.LOBBY else "game"
            await self._close(table, f"The {what} was aborted by {by.name}.")

    async def take_seat(self, channel_id: int, player: Player) -> Table:
        """A human takes back the seat a computer player took over from them."""
        async with self._locked(channel_id) as table:
            if table.phase is not Phase.PLAYING:
                raise TableError("The game has not started: join the lobby with /game join.")
            if table.seat_of(player.user_id) is not None:
                raise TableError("You are already playing at this table.")
            seat = table.replaced_seat_of(player.user_id)
            if seat is None:
                raise TableError("You have no seat to take back at this table.")
            # The seat keeps the name the game knows it by.
            table.seats[seat] = Seat(player.user_id, table.seats[seat].name, is_bot=False)
            await self._save_and_show(table, [])
            await self._notify(self._frontend.hand_changed(table, seat))
            await self._notify(
                self._frontend.announce(table, f"{player.name} is back at the table.")
            )
        return table

    async def set_message_id(self, channel_id: int, message_id: int) -> None:
        """Remember the table's message (the front end re-links it after a restart).

        Safe to call from inside a :class:`~bot.tables.ports.Frontend` method: it does not
        take the table's lock (the front end is called with it held). For a table that has
        just closed, the id is kept in memory only.
        """
        table = self._tables.get(channel_id)
        if table is None:
            finished = self._finished.get(channel_id)
            if finished is not None:
                finished.message_id = message_id
            return
        table.message_id = message_id
        await self._store.save_table(table)

    # ------------------------------------------------------------------ play

    async def act(
        self,
        channel_id: int,
        player: Player,
        action: str,
        turn: int | None = None,
        seat_moves: int | None = None,
    ) -> list[Event]:
        """Play ``action`` (the game's text notation) for ``player``.

        ``turn`` is the table's :attr:`~Table.turn` the button or command was made for;
        a different value means the move it belonged to is over. ``seat_moves`` is the
        player's own count (:meth:`Table.moves_of`) when their panel was drawn: unlike
        ``turn`` it does not change when other seats move, so a panel for a simultaneous
        move (passing cards in Hearts) stays good until this player has moved. Either
        mismatch raises :class:`StaleMove`. Returns the events.

        Whether a seat may act now is the game's to judge (:meth:`Game.apply`): a game may
        accept some actions out of turn. Such an action, when it leaves the move where it
        was, does not count as a move of the table: the turn token and the deadline of the
        players to move stay as they were.
        """
        async with self._locked(channel_id) as table:
            game = self._require_game(table)
            seat = table.seat_of(player.user_id)
            if seat is None:
                if table.replaced_seat_of(player.user_id) is not None:
                    raise TableError(f"A computer player has your seat: {TAKE_BACK_HINT}.")
                raise TableError(NOT_SEATED)
            if turn is not None and turn != table.turn:
                raise StaleMove(STALE_TURN)
            if seat_moves is not None and seat_moves != table.moves_of(seat):
                raise StaleMove(STALE_TURN)
            before = self._hands(table)
            movers = game.to_move()
            try:
                events = game.apply(seat, action)
            except (IllegalAction, CardError) as error:
                raise TableError(str(error)) from None
            table.seats[seat].timeouts_in_row = 0
            if seat not in movers and game.to_move() == movers and not game.over:
                await self._accepted_out_of_turn(table, events, before)
            else:
                await self._accepted(table, events, before, movers)
            return events

    async def expire_turn(self, channel_id: int, turn: int) -> bool:
        """Time out move ``turn`` now, exactly as its timer does when the deadline passes
        (for a moderator's "skip", and for tests). ``False`` if that move is already over."""
        table = self._require(channel_id)
        if table.phase is not Phase.PLAYING:
            raise TableError("The game has not started yet: the host starts it with /game start.")
        return await self._time_out(table, turn)

    def seat_view(self, channel_id: int, user_id: int) -> tuple[Table, int]:
        """The table and the seat of ``user_id`` in a running game (for "My hand")."""
        table = self._require(channel_id)
        self._require_game(table)
        seat = table.seat_of(user_id)
        if seat is None:
            if table.replaced_seat_of(user_id) is not None:
                raise TableError(f"A computer player has your seat: {TAKE_BACK_HINT}.")
            raise TableError(NOT_SEATED)
        return table, seat

    async def export_record(self, channel_id: int) -> dict[str, Any]:
        """The game record of the channel's last finished game (from memory while it is
        recent, otherwise from the store, so it survives a restart).

        A running game is not exported: its record holds the seed, which reveals every
        hand and the deck.
        """
        table = self._tables.get(channel_id)
        if table is not None and table.phase is Phase.PLAYING:
            raise TableError(
                "The record can be exported once the game is over (it reveals every hand)."
            )
        finished = self._finished.get(channel_id)
        if finished is not None and finished.game is not None:
            return finished.game.record()
        record = await self._store.last_game_record(channel_id)
        if record is None:
            raise TableError("There is no finished game in this channel to export.")
        return record

    # ------------------------------------------------------------------ internals: changes

    async def _accepted(
        self,
        table: Table,
        events: list[Event],
        before: dict[int, list[Card]],
        movers: list[int],
        notes: Sequence[str] = (),
    ) -> None:
        """Bookkeeping after the game accepted an action or a timeout (lock held): save,
        then announce ``notes``, redraw the table and send the hands that changed."""
        game = table.game
        assert game is not None
        table.turn += 1
        table.last_events = list(events)
        if game.over:
            table.deadline = None
        elif not set(game.to_move()) < set(movers):
            # A new move (not just one fewer player in a simultaneous phase): new deadline.
            table.deadline = self._move_deadline(game)
        if game.over:
            await self._finish(table, events, notes)
            return
        await self._store.save_table(table)
        for note in notes:
            await self._notify(self._frontend.announce(table, note))
        await self._notify(self._frontend.table_changed(table, events))
        after = self._hands(table)
        for seat, hand in after.items():
            if before.get(seat) != hand:
                await self._notify(self._frontend.hand_changed(table, seat))
        self._wake(table)

    async def _accepted_out_of_turn(
        self, table: Table, events: list[Event], before: dict[int, list[Card]]
    ) -> None:
        """Bookkeeping after an action the game accepted from a seat that was not to move
        and that left the move where it was (setting honour cards aside in Indian rummy).
        The move in progress is untouched: the same :attr:`Table.turn` (so the buttons and
        panels of the players to move stay good, and a computer player's move in
        preparation still applies) and the same deadline. The rest is as for any action:
        save, redraw the table, send the hands that changed."""
        table.last_events = list(events)
        await self._store.save_table(table)
        await self._notify(self._frontend.table_changed(table, events))
        after = self._hands(table)
        for seat, hand in after.items():
            if before.get(seat) != hand:
                await self._notify(self._frontend.hand_changed(table, seat))
        self._wake(table)

    async def _finish(self, table: Table, events: list[Event], notes: Sequence[str]) -> None:
        """Record the result (idempotent, in the same transaction that closes the table in
        the store), then announce the end."""
        await self._store.record_result(table)
        table.phase = Phase.FINISHED
        self._keep_finished(table)
        self._forget(table)
        for note in notes:
            await self._notify(self._frontend.announce(table, note))
        await self._notify(self._frontend.table_changed(table, events))
        for seat in table.humans():
            await self._notify(self._frontend.hand_changed(table, seat))
        await self._notify(self._frontend.table_closed(table, _result_text(table)))

    def _keep_finished(self, table: Table) -> None:
        """Keep the channel's last finished table for export, for the most recent
        :data:`FINISHED_KEPT` channels."""
        self._finished.pop(table.channel_id, None)
        self._finished[table.channel_id] = table
        while len(self._finished) > FINISHED_KEPT:
            del self._finished[next(iter(self._finished))]

    async def _close(self, table: Table, reason: str) -> None:
        """Close a table without a result (aborted, expired, emptied)."""
        table.phase = Phase.FINISHED
        table.deadline = None
        await self._store.delete_table(table.table_id)
        self._forget(table)
        await self._notify(self._frontend.table_closed(table, reason))

    async def _lobby_changed(self, table: Table) -> None:
        table.deadline = self._clock() + self._lobby_timeout
        await self._save_and_show(table, [])

    async def _save_and_show(self, table: Table, events: list[Event]) -> None:
        await self._store.save_table(table)
        await self._notify(self._frontend.table_changed(table, events))
        self._wake(table)

    def _replace_by_bot(self, table: Table, seat: int, *, may_return: bool) -> None:
        old = table.seats[seat]
        table.seats[seat] = Seat(
            None,
            old.name,
            is_bot=True,
            replaced_user_id=old.user_id if may_return else None,
        )

    def _move_deadline(self, game: Game) -> float | None:
        seconds = game.turn_seconds()
        if not seconds or game.over:
            return None
        return self._clock() + seconds * self._time_scale

    def _hands(self, table: Table) -> dict[int, list[Card]]:
        game = table.game
        assert game is not None
        return {seat: game.hand(seat) for seat in table.humans()}

    def _bot_name(self, table: Table) -> str:
        taken = {seat.name for seat in table.seats}
        for name in BOT_NAMES:
            if f"Bot {name}" not in taken:
                return f"Bot {name}"
        return f"Bot {len(table.seats) + 1}"

    async def _notify(self, call: Awaitable[None]) -> None:
        """Await a front-end call; its failure is logged, never undoes the saved change."""
        try:
            await call
        except Exception:
            log.exception("front end failed")

    # ------------------------------------------------------------------ internals: checks

    def _check_running(self) -> None:
        if self._stopping:
            raise TableError("The bot is restarting: try again in a moment.")

    def _require(self, channel_id: int) -> Table:
        self._check_running()
        table = self._tables.get(channel_id)
        if table is None:
            raise TableError(NO_TABLE)
        return table

    def _require_lobby(self, table: Table, verb: str) -> None:
        if table.phase is not Phase.LOBBY:
            raise TableError(
                f"The game has already started: you cannot {verb} it now. "
                "Wait for the next game, or watch this one."
            )

    def _require_room(self, table: Table) -> None:
        if len(table.seats) >= table.max_players:
            raise TableError(
                f"The table is full ({table.max_players} players): wait for the next game."
            )

    def _require_game(self, table: Table) -> Game:
        if table.phase is not Phase.PLAYING or table.game is None:
            raise TableError("The game has not started yet: the host starts it with /game start.")
        return table.game

    def _lock(self, table: Table) -> asyncio.Lock:
        lock = self._locks.get(table.table_id)
        if lock is None:
            lock = asyncio.Lock()
            if self._tables.get(table.channel_id) is table:
                self._locks[table.table_id] = lock  # a closed table's lock is not kept
        return lock

    @contextlib.asynccontextmanager
    async def _locked(self, channel_id: int) -> AsyncIterator[Table]:
        """Hold the lock of the channel's table, checking the table is still open once the
        lock is ours (it may have finished while we waited)."""
        table = self._require(channel_id)
        async with self._lock(table):
            if self._tables.get(channel_id) is not table:
                raise TableError(NO_TABLE)
            self._check_running()
            yield table

    def _forget(self, table: Table) -> None:
        """Drop a closed table from the open tables and stop its driver."""
        if self._tables.get(table.channel_id) is table:
            del self._tables[table.channel_id]
        self._locks.pop(table.table_id, None)
        self._wakes.pop(table.table_id, None)
        task = self._drivers.pop(table.table_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    # ------------------------------------------------------------------ internals: driver

    def _start_driver(self, table: Table) -> None:
        self._wakes[table.table_id] = asyncio.Event()
        self._drivers[table.table_id] = asyncio.create_task(
            self._drive(table), name=f"table-{table.table_id}"
        )

    def _wake(self, table: Table) -> None:
        wake = self._wakes.get(table.table_id)
        if wake is not None:
            wake.set()

    async def _drive(self, table: Table) -> None:
        """The table's one task: sleep until the next thing due, do it, repeat.

        What is due is decided before sleeping, together with its token (the turn, or the
        lobby's deadline); when it falls due it happens only if the token still holds, so
        a move made meanwhile wins over its own timeout.
        """
        wake = self._wakes[table.table_id]
        bot_turn, bot_due = -1, 0.0
        while self._tables.get(table.channel_id) is table:
            wake.clear()
            turn = table.turn
            bots = table.phase is Phase.PLAYING and bool(self._bot_seats(table))
            if bots:
                if turn != bot_turn:
                    bot_turn, bot_due = turn, self._clock() + self._bot_delay
                due: float | None = bot_due
            else:
                due = table.deadline
            if due is None:
                await self._idle_wait(wake.wait())
                continue
            delay = due - self._clock()
            if delay > 0:
                # asyncio.timeout, not wait_for: on 3.11 wait_for can swallow a cancel
                # that arrives just as the event is set, and stop() would never end.
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(delay):
                        await self._idle_wait(wake.wait())
                    continue
            try:
                if table.phase is Phase.LOBBY:
                    await self._expire_lobby(table, due)
                elif bots:
                    await self._bot_moves(table, turn)
                else:
                    await self._time_out(table, turn)
            except Exception:
                log.exception("table %s: driver step failed", table.table_id)
                await asyncio.sleep(max(self._bot_delay, 1.0))

    def _bot_seats(self, table: Table) -> list[int]:
        game = table.game
        if game is None or game.over:
            return []
        return [seat for seat in game.to_move() if table.seats[seat].is_bot]

    async def _expire_lobby(self, table: Table, deadline: float) -> None:
        async with self._lock(table):
            if self._tables.get(table.channel_id) is not table or table.deadline != deadline:
                return
            if table.phase is not Phase.LOBBY:
                return
            await self._close(
                table,
                f"Nobody started the {table.title} lobby in time: it is closed. "
                "Open a new one with /game new.",
            )

    async def _bot_moves(self, table: Table, turn: int) -> None:
        """Let the computer players to move choose (in a thread, on a copy of the game, so
        the event loop may change the real one meanwhile), then apply under the lock."""
        game = table.game
        if game is None or table.turn != turn:
            return
        for seat in self._bot_seats(table):
            copy = type(game).from_dict(game.to_dict())
            rng = random.Random(self._rng.randrange(2**63))
            action: str | None
            level = table.seats[seat].level
            thinking = asyncio.to_thread(copy.bot_action, seat, rng, level)
            try:
                action = await asyncio.wait_for(thinking, TIME_BUDGET[level] + BOT_GRACE)
            except Exception:
                log.exception("table %s: computer player failed; timing out", table.table_id)
                action = None
            async with self._lock(table):
                if (
                    self._tables.get(table.channel_id) is not table
                    or table.turn != turn
                    or not table.seats[seat].is_bot
                    or seat not in game.to_move()
                ):
                    return
                before = self._hands(table)
                movers = game.to_move()
                # A computer player that fails takes the timeout action: a game never stalls.
                try:
                    if action is None:
                        events = game.apply_timeout(seat)
                    else:
                        events = game.apply(seat, action)
                except (IllegalAction, CardError) as error:
                    log.error("computer player's %r refused (%s): timing out", action, error)
                    events = game.apply_timeout(seat)
                await self._accepted(table, events, before, movers)
                turn = table.turn

    async def _time_out(self, table: Table, turn: int) -> bool:
        """The move's time ran out: the game's timeout action for every seat still to move.

        Nothing happens (``False``) if move ``turn`` is over by the time the lock is ours.
        """
        async with self._lock(table):
            game = table.game
            if self._tables.get(table.channel_id) is not table or table.turn != turn:
                return False  # the move was made meanwhile: exactly one outcome
            if game is None or game.over:
                return False
            before = self._hands(table)
            movers = game.to_move()
            events: list[Event] = []
            replaced: list[str] = []
            for seat in movers:
                if seat not in game.to_move():
                    continue
                events.extend(game.apply_timeout(seat))
                holder = table.seats[seat]
                if holder.is_bot:
                    continue
                holder.timeouts_in_row += 1
                if holder.timeouts_in_row >= self._max_timeouts:
                    self._replace_by_bot(table, seat, may_return=True)
                    replaced.append(holder.name)
            names = ", ".join(table.seats[seat].name for seat in movers)
            details = " ".join(event.text for event in events if event.text)
            notes = [f"Time is up for {names}. {details}".strip()]
            notes.extend(
                f"{name} timed out {self._max_timeouts} moves in a row: a computer player "
                f"takes the seat. {name}, {TAKE_BACK_HINT}."
                for name in replaced
            )
            await self._accepted(table, events, before, movers, notes)
            return True


def _pass_host(table: Table, leaving_user_id: int) -> None:
    """If the host left, the next human (in seat order) becomes host."""
    if table.host_id != leaving_user_id:
        return
    for seat in table.humans():
        user_id = table.seats[seat].user_id
        if user_id is not None:
            table.host_id = user_id
            return


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _result_text(table: Table) -> str:
    game = table.game
    assert game is not None
    result = game.result()
    names = [seat.name for seat in table.seats]
    winners = " and ".join(names[seat] for seat in result.winners)
    scores = ", ".join(f"{names[seat]} {score}" for seat, score in enumerate(result.scores))
    verb = "wins" if len(result.winners) == 1 else "share the win"
    return f"{winners} {verb}! Final scores: {scores}."
