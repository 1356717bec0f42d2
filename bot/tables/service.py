"""The table service: lobbies, turns, locks, timers, computer players and restart.

One table per channel. Every change to a table happens under that table's
:class:`asyncio.Lock`, so two clicks at the same moment, or a move racing its own timeout,
give exactly one outcome.

**Accepted means saved.** A change (an action, a timeout, a computer player's move, a
lobby change) is made on a *draft*: a copy of the table, made in a worker thread when it
holds a game so that the event loop is not held up. The draft is written to the
:class:`~bot.storage.Store`; only once that write succeeded does the live table become the
draft (:func:`_adopt`), and only then does the front end hear of it. When the write fails
(:class:`~bot.storage.StoreUnavailable`) the live table is exactly as it was: a player is
told that nothing changed (:class:`NotSaved`), and the driver retries a timeout or a
computer player's move with backoff. A finished game is saved first, then its result is
recorded; if that fails the table stays open and its driver records it later.

Each table has one driver task (not one per player): it sleeps until the next thing due at
that table — a computer player's move, the move deadline, the lobby's expiry, or a repair
(a result to record, a table message that discord failed to update) — and wakes early
when the table changes. Computer players think in a worker thread, on a copy of the
game, and their move is applied under the lock only if the turn is still the one they
thought about.

This process drives only the tables of its shards' servers; it renews its leases on them
(:meth:`~bot.storage.Store.heartbeat`) and gives a table up the moment the store says
another process owns it (:class:`~bot.storage.TableOwnedElsewhere`), saying nothing more
about it. A table whose channel is gone is closed as abandoned.

Front-end calls (:class:`~bot.tables.ports.Frontend`) are made under the table's lock, in
order; an error raised by the front end is logged and never undoes a saved action. So a
front-end method must not call a service method that takes the lock (``act``, ``join``...).
The id of the table message the front end returns is kept on the table and saved with its
next change (or when the service stops): a move is one write. A front end that shows the
table later, outside the lock (discord: so that the mover's reply never waits on it),
reports the message with :meth:`TableService.message_shown`, which saves its id at once:
a move accepted after that saves it too, and a kill after it finds it saved.

**The event loop is not held up.** Whatever costs more than a little runs in a worker
thread while the table's lock is held (so the table's changes keep their order): copying
the table for a draft, applying the action to the draft's game, and writing the draft's
state as JSON for the store. The live table is only read there, never changed.

The service words nothing: its refusals (:class:`~bot.tables.ports.TableError`) and its
notices (:class:`~bot.tables.ports.Notice`) are codes with data that the front end words
in its players' language, naming its own commands.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import json
import logging
import random
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from bot.monitoring import metrics
from bot.monitoring.logs import set_table_context, table_context
from bot.storage.errors import StoreUnavailable, TableOwnedElsewhere
from bot.storage.history import finished_seats
from bot.tables.ports import ChannelGone, DeliveryFailed, Frontend, Notice, Player, TableError
from bot.tables.table import Phase, Seat, Table
from bot.tables.thinking import InThreads, Thinking
from engine import i18n
from engine.cards import Card, CardError
from engine.core import (
    DEFAULT_LEVEL,
    LEVELS,
    TIME_BUDGET,
    Action,
    Event,
    Game,
    GameSetupError,
    IllegalAction,
)
from engine.registry import game_class

if TYPE_CHECKING:
    from bot.storage import BrokenTable, Store

log = logging.getLogger(__name__)

T = TypeVar("T")

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

#: The longest lobby countdown (``/game countdown``), in seconds.
MAX_COUNTDOWN = 900

#: How many channels' last finished tables are kept in memory (older ones are exported
#: from the store).
FINISHED_KEPT = 1000


class StaleMove(TableError):
    """A button or panel made for a move that is over (see :meth:`TableService.act`)."""


class NotSaved(TableError):
    """The store could not write the change, so nothing changed: try again."""


class TableMoved(TableError):
    """Another process owns the table now; this one has let it go."""


class _RetryLater(Exception):
    """A driver step that could not be done now (the chat service failed): back off."""


#: Wraps a table task's idle wait (see :class:`TableService`).
IdleWait = Callable[[Coroutine[Any, Any, bool]], Awaitable[bool]]


async def _plain_wait(waiting: Coroutine[Any, Any, bool]) -> bool:
    return await waiting


def _clone(table: Table) -> Table:
    """An independent copy of ``table`` (its game through the engine's ``to_dict``)."""
    return Table.from_dict(table.to_dict())


def _state(table: Table) -> str:
    """The table's state as the store writes it (JSON)."""
    return json.dumps(table.to_dict(), separators=(",", ":"))


def _game_state(game: Game) -> str:
    """A game's state as a computer player reads it (the JSON of its ``to_dict``)."""
    return json.dumps(game.to_dict(), separators=(",", ":"))


#: What the front end keeps on a table (its message, the players whose DMs failed): a
#: change never alters it, so the live table's wins over a draft's copy made before it.
FRONT_END_FIELDS = ("message_id", "message_stale", "dm_failed", "dm_told")


def _keep_front_end_fields(live: Table, draft: Table) -> None:
    """Give ``draft`` the live table's front-end fields (:data:`FRONT_END_FIELDS`): the
    front end may have set them since the draft was copied (a message posted meanwhile)."""
    for name in FRONT_END_FIELDS:
        setattr(draft, name, getattr(live, name))


def _adopt(live: Table, draft: Table) -> None:
    """Make the live table (the object every front end and driver holds) the saved
    ``draft``. The live game object keeps its identity and takes the draft's state, so code
    that read ``table.game`` before an action (to compare hands) sees the result."""
    game = live.game
    _keep_front_end_fields(live, draft)
    for field in dataclasses.fields(Table):
        setattr(live, field.name, getattr(draft, field.name))
    if game is not None and draft.game is not None and type(game) is type(draft.game):
        vars(game).clear()
        vars(game).update(vars(draft.game))
        live.game = game


def _broken_title(broken: BrokenTable) -> str:
    try:
        return game_class(broken.game_id).title
    except KeyError:
        return broken.game_id


class TableService:
    """Runs every table of this process's shards. See the module docstring for the
    guarantees.

    ``time_scale`` multiplies the game's :meth:`~engine.core.Game.turn_seconds` (tests use
    small values); ``bot_delay`` is the pause before a computer player moves; a lobby
    nobody starts closes ``lobby_timeout`` seconds after its last change; a human who
    times out ``max_timeouts`` moves in a row is replaced by a computer player.
    ``idle_wait`` wraps the wait of a table's task while nothing is due (default: a plain
    await); a test double of discord that must know when the bot is idle declares it there.
    ``shard_count`` and ``shard_ids`` (default: every shard) say whose tables this process
    loads; it renews its leases every ``lease_seconds / 3``. A driver step that failed
    (the database or the chat service) is retried after ``retry_seconds``, doubling up to
    ``retry_max_seconds``. ``rng`` draws the games' seeds and the computer players' random
    choices (default: the system's; tests give a seeded one, so that a game plays the same
    every run). ``thinking`` is where computer players decide (:mod:`bot.tables.thinking`;
    default: in worker threads).
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
        shard_count: int = 1,
        shard_ids: Sequence[int] | None = None,
        lease_seconds: float = 60.0,
        retry_seconds: float = 1.0,
        retry_max_seconds: float = 60.0,
        rng: random.Random | None = None,
        thinking: Thinking | None = None,
    ) -> None:
        self._store = store
        self._frontend = frontend
        self._lobby_timeout = lobby_timeout
        self._bot_delay = bot_delay
        self._time_scale = time_scale
        self._clock = clock
        self._max_timeouts = max_timeouts
        self._idle_wait: IdleWait = idle_wait or _plain_wait
        self._shard_count = shard_count
        self._shard_ids = None if shard_ids is None else tuple(shard_ids)
        self._lease_seconds = lease_seconds
        self._retry_seconds = retry_seconds
        self._retry_max_seconds = retry_max_seconds
        self._tables: dict[int, Table] = {}
        self._finished: dict[int, Table] = {}
        self._broken: dict[int, BrokenTable] = {}
        self._silenced: set[str] = set()
        self._locks: dict[str, asyncio.Lock] = {}
        self._wakes: dict[str, asyncio.Event] = {}
        self._drivers: dict[str, asyncio.Task[None]] = {}
        self._heartbeat: asyncio.Task[None] | None = None
        #: Tables whose message id changed since their last save (see :meth:`_show`).
        self._unsaved_message: set[str] = set()
        #: The saves of a message id reported by the front end (:meth:`message_shown`).
        self._message_saves: set[asyncio.Task[None]] = set()
        self._stopping = False
        self._rng = rng or random.SystemRandom()
        self._thinking: Thinking = thinking or InThreads()
        #: Told of every result recorded by this service (the tournaments listen).
        self._result_listeners: list[Callable[[Table], Awaitable[None]]] = []

    # ------------------------------------------------------------------ lifecycle

    @property
    def thinking(self) -> Thinking:
        """Where the computer players decide (:mod:`bot.tables.thinking`)."""
        return self._thinking

    @property
    def store(self) -> Store:
        """The store (front ends read leaderboards and statistics through it)."""
        return self._store

    async def start(self) -> None:
        """Load the unfinished tables of this process's shards from the store, set their
        timers going again, report each table that cannot be read once in its channel, and
        start renewing the leases.

        Deadlines are stored as absolute times, so a move keeps the time it had left (a
        deadline that passed while the bot was down times out at once).
        """
        self._stopping = False
        await self._thinking.start()
        loaded = await self._store.load_tables(self._shard_count, self._shard_ids)
        for table in loaded.tables:
            self._tables[table.channel_id] = table
            self._start_driver(table)
        for broken in loaded.broken:
            if broken.channel_id in self._tables:
                continue
            self._broken[broken.channel_id] = broken
            try:
                await self._frontend.broken_table(
                    broken.guild_id, broken.channel_id, Notice("broken", game=_broken_title(broken))
                )
            except Exception as error:
                log.warning("table %s: could not report it as broken (%r)", broken.table_id, error)
        self._heartbeat = asyncio.create_task(self._renew_leases(), name="table-leases")

    async def stop(self) -> None:
        """Stop every driver task and give up the leases. Each driver is stopped while its
        table's lock is held, so no change is cut in half; every accepted change has
        already been saved."""
        self._stopping = True
        if self._message_saves:
            await asyncio.gather(*self._message_saves, return_exceptions=True)
        if self._heartbeat is not None:
            self._heartbeat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._heartbeat
            self._heartbeat = None
        for table in list(self._tables.values()):
            async with self._lock(table):
                task = self._drivers.pop(table.table_id, None)
                if task is not None:
                    task.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await task
                if table.table_id in self._unsaved_message:
                    await self._save_quietly(table)
        try:
            await self._store.release()
        except Exception as error:
            log.warning("could not release the table leases (%r): they run out", error)
        await self._thinking.close()

    def message_shown(self, table: Table, message_id: int | None, *, stale: bool = False) -> None:
        """The front end now shows ``table`` in message ``message_id`` (``stale``: it could
        not bring it up to date, and tries again by itself), after its
        :meth:`~bot.tables.ports.Frontend.table_changed` returned. Called outside the lock;
        the id is saved at once, before any move that comes after (the save waits for the
        table's lock like a move), and with every change accepted from now on. Nothing is
        done for a closed table (its row must not come back)."""
        if self._tables.get(table.channel_id) is not table or self._stopping:
            return
        if message_id == table.message_id and stale == table.message_stale:
            return
        table.message_id = message_id
        table.message_stale = stale
        self._unsaved_message.add(table.table_id)
        task = asyncio.create_task(self._save_message(table), name=f"table-{table.table_id}-id")
        self._message_saves.add(task)
        task.add_done_callback(self._message_saves.discard)

    async def _save_message(self, table: Table) -> None:
        async with self._lock(table):
            if table.table_id in self._unsaved_message:
                await self._save_quietly(table)

    def table(self, channel_id: int) -> Table | None:
        """The table in ``channel_id`` (lobby or playing), or ``None``."""
        return self._tables.get(channel_id)

    def require_table(self, channel_id: int) -> Table:
        """The table in ``channel_id``; a refusal that says what is there otherwise (no
        table, or a saved table that cannot be read)."""
        return self._require(channel_id)

    def tables(self) -> list[Table]:
        """Every open table (lobby or playing)."""
        return list(self._tables.values())

    async def abandon_channel(self, channel_id: int, reason: str) -> None:
        """The channel is gone (deleted, or out of the bot's sight): close its table as
        abandoned, with nothing more sent there."""
        broken = self._broken.pop(channel_id, None)
        if broken is not None:
            await self._delete_broken(broken)
        table = self._tables.get(channel_id)
        if table is not None:
            async with self._lock(table):
                await self._abandon(table, reason)

    async def abandon_guild(self, guild_id: int, reason: str) -> None:
        """The bot left the server: close every table of it as abandoned."""
        for channel_id, broken in list(self._broken.items()):
            if broken.guild_id == guild_id:
                del self._broken[channel_id]
                await self._delete_broken(broken)
        for table in [t for t in self._tables.values() if t.guild_id == guild_id]:
            async with self._lock(table):
                await self._abandon(table, reason)

    async def _delete_broken(self, broken: BrokenTable) -> None:
        """Remove an unreadable row whose channel is gone (best effort: it is reported
        again at the next start otherwise)."""
        try:
            await self._store.delete_table(broken.table_id)
        except (StoreUnavailable, TableOwnedElsewhere) as error:
            log.warning("table %s: broken row not removed (%r)", broken.table_id, error)

    # ------------------------------------------------------------------ lobby

    async def create(
        self, guild_id: int, channel_id: int, host: Player, game_id: str, options: dict[str, Any]
    ) -> Table:
        """Open a lobby for ``game_id`` in ``channel_id`` with ``host`` seated."""
        self._check_running()
        if channel_id in self._broken:
            raise TableError("broken", game=_broken_title(self._broken[channel_id]))
        if channel_id in self._tables:
            raise TableError("has_table")
        try:
            cls = game_class(game_id)
        except KeyError as error:
            raise TableError("no_such_game", game=error.args[0]) from None
        try:
            checked = cls.check_options({**cls.table_defaults, **options})
        except GameSetupError as error:
            raise TableError("bad_options", reason=_reason(error)) from None
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
                await self._write(table, self._store.save_table(table))
            except BaseException:
                self._forget(table)
                raise
            self._start_driver(table)
            await self._show(table, [])
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
    ) -> Table:
        """Open a table whose seats are already taken (humans and computer players, in
        seat order) and deal at once: a tournament's table, whose id (``table_id``) the
        tournament chooses so that it never opens the same table twice. The first human is
        its host; a game of a fixed number of players fills the empty seats with computer
        players."""
        self._check_running()
        if channel_id in self._tables:
            raise TableError("has_table")
        cls = game_class(game_id)
        try:
            checked = cls.check_options(dict(options))
        except GameSetupError as error:
            raise TableError("bad_options", reason=_reason(error)) from None
        now = self._clock()
        table = Table(
            table_id=table_id or uuid.uuid4().hex,
            guild_id=guild_id,
            channel_id=channel_id,
            game_id=game_id,
            options=checked,
            host_id=next((seat.user_id for seat in seats if seat.user_id is not None), 0),
            phase=Phase.LOBBY,
            seats=list(seats),
            game=None,
            created_at=now,
        )
        if cls.min_players == cls.max_players:
            while len(table.seats) < cls.max_players:
                table.seats.append(Seat(None, self._bot_name(table), is_bot=True))
        try:
            table.game = cls.create(
                [seat.name for seat in table.seats],
                options=checked,
                seed=self._rng.randrange(2**31),
            )
        except GameSetupError as error:
            raise TableError("setup", reason=_reason(error)) from None
        table.phase = Phase.PLAYING
        table.turn = 1
        # What the game did by itself as it was set up (an automatic deal ceremony).
        table.last_events = list(table.game.setup_events)
        table.deadline = self._move_deadline(table.game)
        self._tables[channel_id] = table
        async with self._lock(table):
            try:
                await self._write(table, self._store.save_table(table))
            except BaseException:
                self._forget(table)
                raise
            self._start_driver(table)
            await self._turns_started(table, [])
            await self._show(table, list(table.last_events))
            for seat in table.humans():
                await self._notify(table, self._frontend.hand_changed(table, seat))
            self._wake(table)
        return table

    def add_result_listener(self, listener: Callable[[Table], Awaitable[None]]) -> None:
        """Call ``listener`` with every table whose result this service recorded (after
        it is recorded; a failing listener is logged and never stops the table)."""
        self._result_listeners.append(listener)

    async def _results_told(self, table: Table) -> None:
        for listener in self._result_listeners:
            try:
                await listener(table)
            except Exception:
                log.exception("table %s: a result listener failed", table.table_id)

    async def join(self, channel_id: int, player: Player) -> Table:
        """Sit down in the lobby. On a running table, a human whose seat a computer player
        took over takes it back (the same as :meth:`take_seat`)."""
        table = self._require(channel_id)
        if table.phase is Phase.PLAYING and table.replaced_seat_of(player.user_id) is not None:
            return await self.take_seat(channel_id, player)
        if player.user_id in table.awaiting:
            return await self._confirm(channel_id, player)
        async with self._locked(channel_id) as table:
            self._require_lobby(table, "join")
            if table.seat_of(player.user_id) is not None:
                raise TableError("already_seated")
            self._require_room(table)
            draft = await self._draft(table)
            draft.seats.append(Seat(player.user_id, player.name, is_bot=False))
            await self._lobby_changed(table, draft)
        await self._start_if_full(table)
        return table

    async def leave(self, channel_id: int, player: Player) -> Table:
        """Leave the table. In the lobby the seat goes (a leaving host passes the host role
        to the next human; an empty lobby closes). During play a computer player takes the
        seat over, keeping its score, and the player may take it back."""
        async with self._locked(channel_id) as table:
            seat = table.seat_of(player.user_id)
            if seat is None:
                raise TableError("not_at_table")
            draft = await self._draft(table)
            if table.phase is Phase.LOBBY:
                del draft.seats[seat]
                draft.awaiting.discard(player.user_id)
                if not draft.humans():
                    await self._close(table, Notice("left_lobby_empty", name=player.name))
                    return table
                _pass_host(draft, player.user_id)
                await self._lobby_changed(table, draft)
                return table
            self._replace_by_bot(draft, seat, may_return=True)
            _pass_host(draft, player.user_id)
            await self._save_and_show(table, draft)
            await self._notify(
                table, self._frontend.announce(table, Notice("left_replaced", name=player.name))
            )
        return table

    async def add_bot(self, channel_id: int, by: Player, level: str = DEFAULT_LEVEL) -> Table:
        """Seat a computer player of ``level`` in the lobby (anyone seated may)."""
        if level not in LEVELS:
            raise TableError("bad_level", levels=", ".join(LEVELS))
        async with self._locked(channel_id) as table:
            self._require_lobby(table, "add_bot")
            if table.seat_of(by.user_id) is None:
                raise TableError("add_bot_seated_only")
            self._require_room(table)
            draft = await self._draft(table)
            draft.seats.append(Seat(None, self._bot_name(table), is_bot=True, level=level))
            await self._lobby_changed(table, draft)
        await self._start_if_full(table)
        return table

    async def remove_bot(self, channel_id: int, by: Player) -> Table:
        """Remove the last computer player from the lobby (host or anyone seated)."""
        async with self._locked(channel_id) as table:
            self._require_lobby(table, "remove_bot")
            if table.seat_of(by.user_id) is None:
                raise TableError("remove_bot_seated_only")
            bots = [index for index, seat in enumerate(table.seats) if seat.is_bot]
            if not bots:
                raise TableError("no_bot")
            draft = await self._draft(table)
            del draft.seats[bots[-1]]
            await self._lobby_changed(table, draft)
        return table

    async def kick(
        self, channel_id: int, by: Player, target_user_id: int, moderator: bool
    ) -> Table:
        """Remove ``target_user_id`` (host or moderator only). In the lobby the seat goes;
        during play a computer player takes it over for good (a kicked player cannot take
        it back)."""
        async with self._locked(channel_id) as table:
            if by.user_id != table.host_id and not moderator:
                raise TableError("kick_host_only")
            if target_user_id == by.user_id:
                raise TableError("kick_self")
            seat = table.seat_of(target_user_id)
            if seat is None:
                raise TableError("user_not_seated")
            name = table.seats[seat].name
            draft = await self._draft(table)
            if table.phase is Phase.LOBBY:
                del draft.seats[seat]
                draft.awaiting.discard(target_user_id)
                if not draft.humans():
                    await self._close(table, Notice("kicked_lobby_empty", name=name))
                    return table
                _pass_host(draft, target_user_id)
                await self._lobby_changed(table, draft)
                return table
            self._replace_by_bot(draft, seat, may_return=False)
            _pass_host(draft, target_user_id)
            await self._save_and_show(table, draft)
            await self._notify(
                table, self._frontend.announce(table, Notice("kicked_replaced", name=name))
            )
        return table

    async def start_game(self, channel_id: int, by: Player, *, level: str = DEFAULT_LEVEL) -> Table:
        """Deal (host only): create the engine game, start the timer, send every hand.

        A game for a fixed number of players (``min_players == max_players``, like Hearts)
        starts with computer players of ``level`` in the empty seats.
        """
        async with self._locked(channel_id) as table:
            self._require_lobby(table, "start")
            if by.user_id != table.host_id:
                raise TableError("start_host_only")
            cls = game_class(table.game_id)
            draft = await self._draft(table)
            # A rematch starts without those who did not confirm: their seats go.
            draft.seats = [seat for seat in draft.seats if seat.user_id not in draft.awaiting]
            draft.awaiting = set()
            if cls.min_players == cls.max_players:
                while len(draft.seats) < cls.max_players:
                    draft.seats.append(Seat(None, self._bot_name(draft), is_bot=True, level=level))
            count = len(draft.seats)
            if count < cls.min_players:
                raise TableError(
                    "too_few",
                    game=cls.title,
                    minimum=cls.min_players,
                    missing=cls.min_players - count,
                )
            try:
                draft.game = cls.create(
                    [seat.name for seat in draft.seats],
                    options=draft.options,
                    seed=self._rng.randrange(2**31),
                )
            except GameSetupError as error:
                raise TableError("setup", reason=_reason(error)) from None
            draft.phase = Phase.PLAYING
            draft.turn += 1
            # What the game did by itself as it was set up (an automatic deal ceremony).
            draft.last_events = list(draft.game.setup_events)
            draft.deadline = self._move_deadline(draft.game)
            await self._commit(table, draft)
            await self._turns_started(table, [])
            await self._show(table, list(table.last_events))
            for seat in table.humans():
                await self._notify(table, self._frontend.hand_changed(table, seat))
            self._wake(table)
        return table

    # ------------------------------------------------------------------ quick play, countdown

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
        """Open a table for ``host`` with ``computers`` computer players of ``level`` (as
        many as fit, at least as many as the game needs; a game for a fixed number of
        players fills every seat) and deal at once."""
        await self.create(guild_id, channel_id, host, game_id, options)
        async with self._locked(channel_id) as table:
            draft = await self._draft(table)
            room = draft.max_players - len(draft.seats)
            wanted = max(computers, draft.min_players - len(draft.seats))
            for _ in range(max(0, min(wanted, room))):
                draft.seats.append(Seat(None, self._bot_name(draft), is_bot=True, level=level))
            await self._lobby_changed(table, draft)
        return await self.start_game(channel_id, host, level=level)

    async def set_countdown(self, channel_id: int, by: Player, seconds: int) -> Table:
        """The host lets the lobby start by itself: as soon as it is full, or ``seconds``
        from now (computer players take the seats the game needs); ``0`` switches it off."""
        async with self._locked(channel_id) as table:
            self._require_lobby(table, "start")
            if by.user_id != table.host_id:
                raise TableError("countdown_host_only")
            if seconds < 0 or seconds > MAX_COUNTDOWN:
                raise TableError("countdown_range", maximum=MAX_COUNTDOWN)
            draft = await self._draft(table)
            draft.autostart_at = self._clock() + seconds if seconds else None
            await self._lobby_changed(table, draft)
        await self._start_if_full(table)
        return table

    async def _start_if_full(self, table: Table) -> None:
        """After a seat is taken: a lobby with a countdown starts once it is full."""
        if (
            table.phase is Phase.LOBBY
            and table.autostart_at is not None
            and len(table.seats) >= table.max_players
            and self._tables.get(table.channel_id) is table
        ):
            await self.start_game(table.channel_id, _host_of(table))

    async def _lobby_due(self, table: Table, due: float) -> None:
        """The lobby's deadline has come: it starts by itself when a countdown was set
        (computer players take the seats the game needs), a rematch lobby starts with those
        who confirmed when they are enough, otherwise it expires."""
        if table.awaiting and table.autostart_at is None:
            await self._rematch_due(table, due)
            return
        if table.autostart_at is None:
            await self._expire_lobby(table, due)
            return
        async with self._lock(table):
            if self._tables.get(table.channel_id) is not table or table.deadline != due:
                return
            if table.phase is not Phase.LOBBY:
                return
            draft = await self._draft(table)
            while len(draft.seats) < draft.min_players:
                draft.seats.append(Seat(None, self._bot_name(draft), is_bot=True))
            await self._lobby_changed(table, draft)
        try:
            await self.start_game(table.channel_id, _host_of(table))
        except TableError as error:
            with contextlib.suppress(TableError):  # unless it closed meanwhile
                async with self._locked(table.channel_id) as still:
                    if still.phase is Phase.LOBBY:
                        reason = Notice("lobby_failed", game=still.title, reason=error)
                        await self._close(still, reason)

    # ------------------------------------------------------------------ play again

    async def rematch(
        self,
        guild_id: int,
        channel_id: int,
        by: Player,
        table_id: str,
        levels: Sequence[str] = (),
    ) -> Table:
        """Play the channel's finished game ``table_id`` again: a lobby with the same game,
        options and seats, its host ``by`` (who played it). Computer players keep their
        seats (at their ``levels``, by seat, when the finished table is no longer in
        memory); every other human's seat waits for their confirmation (:meth:`join`, or
        this method again), and the game starts as soon as all have confirmed. Who has not
        confirmed when the lobby's time is up loses the seat (:meth:`_rematch_due`).

        Pressed again once the lobby is open, this confirms ``by``'s seat in it."""
        self._check_running()
        open_table = self._tables.get(channel_id)
        if open_table is not None and open_table.rematch_of == table_id:
            if by.user_id in open_table.awaiting:
                return await self._confirm(channel_id, by)
            if open_table.seat_of(by.user_id) is not None:
                raise TableError("already_seated")
            raise TableError("rematch_players_only")
        if open_table is not None:
            raise TableError("has_table")
        finished = await self._finished_table(channel_id, guild_id, table_id, levels)
        if finished is None:
            raise TableError("rematch_gone")
        if all(seat.owner_id != by.user_id for seat in finished.seats):
            raise TableError("rematch_players_only")
        seats = [
            Seat(seat.owner_id, seat.name if seat.owner_id != by.user_id else by.name, False)
            if seat.owner_id is not None
            else Seat(None, seat.name, is_bot=True, level=seat.level)
            for seat in finished.seats
        ]
        table = await self.create(guild_id, channel_id, by, finished.game_id, finished.options)
        async with self._locked(channel_id) as live:
            draft = await self._draft(live)
            draft.seats = seats
            draft.rematch_of = table_id
            draft.awaiting = {
                seat.user_id
                for seat in seats
                if seat.user_id is not None and seat.user_id != by.user_id
            }
            await self._lobby_changed(live, draft)
        if not table.awaiting:  # no other human: off at once
            await self.start_game(channel_id, by)
        return table

    async def _finished_table(
        self, channel_id: int, guild_id: int, table_id: str, levels: Sequence[str]
    ) -> Table | None:
        """The finished table ``table_id`` of the channel: the one kept in memory, or one
        made again from the store's record and results (computer players at ``levels``)."""
        kept = self._finished.get(channel_id)
        if kept is not None and kept.table_id == table_id:
            return kept
        found = await finished_seats(self._store, table_id, guild_id)
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

    async def _confirm(self, channel_id: int, player: Player) -> Table:
        """``player`` confirms their seat in a rematch lobby; the last to confirm starts it."""
        async with self._locked(channel_id) as table:
            self._require_lobby(table, "join")
            if player.user_id not in table.awaiting:
                raise TableError("already_seated")
            draft = await self._draft(table)
            draft.awaiting.discard(player.user_id)
            seat = draft.seat_of(player.user_id)
            if seat is not None:
                draft.seats[seat].name = player.name
            await self._lobby_changed(table, draft)
        if not table.awaiting and self._tables.get(channel_id) is table:
            await self.start_game(channel_id, _host_of(table))
        return table

    async def _rematch_due(self, table: Table, due: float) -> None:
        """A rematch lobby's time is up: who has not confirmed loses the seat; the game
        starts when enough are left (as :meth:`start_game` does), otherwise the lobby
        closes as expired."""
        async with self._lock(table):
            if self._tables.get(table.channel_id) is not table or table.deadline != due:
                return
            if table.phase is not Phase.LOBBY:
                return
            draft = await self._draft(table)
            draft.seats = [seat for seat in draft.seats if seat.user_id not in draft.awaiting]
            draft.awaiting = set()
            cls = game_class(table.game_id)
            enough = len(draft.seats) >= cls.min_players or cls.min_players == cls.max_players
            if not enough:
                await self._close(table, Notice("lobby_expired", game=table.title))
                return
            await self._lobby_changed(table, draft)
        with contextlib.suppress(TableError):  # unless it closed meanwhile
            await self.start_game(table.channel_id, _host_of(table))

    async def abort(self, channel_id: int, by: Player, moderator: bool) -> None:
        """Close the table without a result (host or moderator). A saved table that cannot
        be read (see :meth:`start`) has no host to ask: anyone may clear it."""
        broken = self._broken.get(channel_id)
        if broken is not None and channel_id not in self._tables:
            self._check_running()
            try:
                await self._store.delete_table(broken.table_id)
            except StoreUnavailable as error:
                log.warning("table %s: the broken row was not deleted (%s)", broken.table_id, error)
                raise NotSaved("not_saved") from None
            except TableOwnedElsewhere:
                raise TableMoved("owned_elsewhere") from None
            self._broken.pop(channel_id, None)
            return
        async with self._locked(channel_id) as table:
            if by.user_id != table.host_id and not moderator:
                raise TableError("abort_host_only")
            what = "aborted_lobby" if table.phase is Phase.LOBBY else "aborted_game"
            await self._close(table, Notice(what, name=by.name))

    async def take_seat(self, channel_id: int, player: Player) -> Table:
        """A human takes back the seat a computer player took over from them."""
        async with self._locked(channel_id) as table:
            if table.phase is not Phase.PLAYING:
                raise TableError("lobby_not_started")
            if table.seat_of(player.user_id) is not None:
                raise TableError("already_playing")
            seat = table.replaced_seat_of(player.user_id)
            if seat is None:
                raise TableError("no_seat_to_take")
            draft = await self._draft(table)
            # The seat keeps the name the game knows it by.
            draft.seats[seat] = Seat(player.user_id, table.seats[seat].name, is_bot=False)
            await self._save_and_show(table, draft)
            await self._notify(table, self._frontend.hand_changed(table, seat))
            await self._notify(
                table, self._frontend.announce(table, Notice("back", name=player.name))
            )
        return table

    # ------------------------------------------------------------------ play

    async def act(
        self,
        channel_id: int,
        player: Player,
        action: Action | str,
        turn: int | None = None,
        seat_moves: int | None = None,
    ) -> list[Event]:
        """Play ``action`` (a value, or the game's text notation) for ``player``.

        ``turn`` is the table's :attr:`~Table.turn` the button or command was made for;
        a different value means the move it belonged to is over. ``seat_moves`` is the
        player's own count (:meth:`Table.moves_of`) when their panel was drawn: unlike
        ``turn`` it does not change when other seats move, so a panel for a simultaneous
        move (passing cards in Hearts) stays good until this player has moved. Either
        mismatch raises :class:`StaleMove`. Returns the events. :class:`NotSaved` when the
        store failed: the move did not happen.

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
                    raise TableError("seat_taken_over")
                raise TableError("not_seated")
            if turn is not None and turn != table.turn:
                raise StaleMove("stale_turn")
            if seat_moves is not None and seat_moves != table.moves_of(seat):
                raise StaleMove("stale_turn")
            before = self._hands(table)
            movers = game.to_move()
            try:
                draft, events = await self._draft_played(
                    table, lambda played: played.apply(seat, action)
                )
            except (IllegalAction, CardError) as error:
                raise TableError.refused(error) from error  # the front end reads its code
            draft.seats[seat].timeouts_in_row = 0
            await self._accepted(table, draft, events, before, movers, actor=seat)
            return events

    async def expire_turn(self, channel_id: int, turn: int) -> bool:
        """Time out move ``turn`` now, exactly as its timer does when the deadline passes
        (for a moderator's "skip", and for tests). ``False`` if that move is already over."""
        table = self._require(channel_id)
        if table.phase is not Phase.PLAYING:
            raise TableError("not_started")
        return await self._time_out(table, turn)

    def seat_view(self, channel_id: int, user_id: int) -> tuple[Table, int]:
        """The table and the seat of ``user_id`` in a running game (for "My hand")."""
        table = self._require(channel_id)
        self._require_game(table)
        seat = table.seat_of(user_id)
        if seat is None:
            if table.replaced_seat_of(user_id) is not None:
                raise TableError("seat_taken_over")
            raise TableError("not_seated")
        return table, seat

    async def export_record(self, channel_id: int) -> dict[str, Any]:
        """The game record of the channel's last finished game (from memory while it is
        recent, otherwise from the store, so it survives a restart).

        A running game is not exported: its record holds the seed, which reveals every
        hand and the deck.
        """
        table = self._tables.get(channel_id)
        if table is not None and table.phase is Phase.PLAYING:
            raise TableError("export_running")
        finished = self._finished.get(channel_id)
        if finished is not None and finished.game is not None:
            return finished.game.record()
        record = await self._store.last_game_record(channel_id)
        if record is None:
            raise TableError("nothing_to_export")
        return record

    # ------------------------------------------------------------------ internals: saving

    async def _draft(self, table: Table) -> Table:
        """A copy of ``table`` to change (lock held): the live table changes only once the
        copy is saved (:meth:`_commit`). A table with a game is copied in a worker thread,
        off the event loop; the live table does not change meanwhile (its lock is ours)."""
        if table.game is None:
            return _clone(table)
        return await asyncio.to_thread(_clone, table)

    async def _draft_played(
        self, table: Table, play: Callable[[Game], list[Event]]
    ) -> tuple[Table, list[Event]]:
        """A draft of ``table`` (see :meth:`_draft`) and the events of ``play`` applied to
        its game, both in one worker thread. What ``play`` raises (a refusal) is raised
        here, and the draft is dropped: the live table is untouched."""

        def work() -> tuple[Table, list[Event]]:
            draft = _clone(table)
            assert draft.game is not None
            return draft, play(draft.game)

        return await asyncio.to_thread(work)

    @staticmethod
    async def _game_state(table: Table) -> str:
        """The JSON state of the table's game (lock held), made in a worker thread: what a
        computer player decides from (:mod:`bot.tables.thinking`)."""
        assert table.game is not None
        return await asyncio.to_thread(_game_state, table.game)

    @staticmethod
    async def _state_of(table: Table) -> str:
        """The JSON state the store writes (lock held), made in a worker thread when the
        table holds a game."""
        if table.game is None:
            return _state(table)
        return await asyncio.to_thread(_state, table)

    async def _commit(self, table: Table, draft: Table) -> None:
        """Save ``draft``, then make the live table it. When the store fails, the live
        table is untouched and :class:`NotSaved` (or :class:`TableMoved`) is raised."""
        _keep_front_end_fields(table, draft)
        state = await self._state_of(draft)
        await self._write(table, self._store.save_table(draft, state=state))
        if draft.message_id == table.message_id:
            self._unsaved_message.discard(table.table_id)
        _adopt(table, draft)

    async def _write(self, table: Table, call: Awaitable[T]) -> T:
        """Await a store write for ``table``; its failure becomes a refusal. A table another
        process owns is let go here at once (no driver, nothing more said about it)."""
        try:
            return await call
        except StoreUnavailable as error:
            log.warning("table %s: not saved, nothing changed (%s)", table.table_id, error)
            raise NotSaved("not_saved") from None
        except TableOwnedElsewhere:
            log.warning("table %s: another process owns it; let go here", table.table_id)
            self._drop(table)
            raise TableMoved("owned_elsewhere") from None

    async def _save_quietly(self, table: Table) -> None:
        """Save the live table's bookkeeping (its message id, a stale message) when nothing
        depends on it: a failure is logged, and the next change saves it."""
        if self._tables.get(table.channel_id) is not table:
            return  # closed: its row must not come back
        state = await self._state_of(table)
        with contextlib.suppress(NotSaved, TableMoved):
            await self._write(table, self._store.save_table(table, state=state))
            self._unsaved_message.discard(table.table_id)

    # ------------------------------------------------------------------ internals: changes

    async def _accepted(
        self,
        table: Table,
        draft: Table,
        events: list[Event],
        before: dict[int, list[Card]],
        movers: list[int],
        notes: Sequence[Notice] = (),
        actor: int | None = None,
    ) -> None:
        """Bookkeeping after the game accepted an action or a timeout on ``draft`` (lock
        held): save, then announce ``notes``, tell whose turn starts, redraw the table and
        send the hands that changed. ``movers`` were to move before; ``actor`` is the seat
        that chose the action (``None``: a timeout).

        An action from a seat that was not to move which leaves the move where it was
        (setting honour cards aside in Indian rummy) is no move of the table: the same
        :attr:`Table.turn` (so the buttons and panels of the players to move stay good, and
        a computer player's move in preparation still applies), the same deadline, and
        nobody's turn starts."""
        game = draft.game
        assert game is not None
        aside = (
            actor is not None and actor not in movers and game.to_move() == movers and not game.over
        )
        draft.last_events = list(events)
        if not aside:
            draft.turn += 1
            if game.over:
                draft.deadline = None
            elif not set(game.to_move()) < set(movers):
                # A new move (not just one fewer player in a simultaneous phase): new deadline.
                draft.deadline = self._move_deadline(game)
        await self._commit(table, draft)
        metrics.moved(table.game_id, _mover(draft, actor))
        if game.over:
            await self._finish(table, events, notes)
            return
        for note in notes:
            await self._notify(table, self._frontend.announce(table, note))
        if not aside:
            await self._turns_started(table, movers, actor)
        await self._show(table, events)
        await self._send_changed_hands(table, before)
        self._wake(table)

    async def _turns_started(
        self, table: Table, movers: Sequence[int], actor: int | None = None
    ) -> None:
        """Tell the front end whose turn starts after a change that left ``game.to_move()``
        where ``movers`` were to move: nobody while the same move goes on (fewer seats to
        move in a simultaneous phase); otherwise the seats newly to move, and those still
        to move but for a new move that they did not choose themselves (a timeout, the
        last of a simultaneous phase). The ``actor`` moving on (a draw, then a discard)
        has just acted and is not told again."""
        game = table.game
        assert game is not None
        now = game.to_move()
        if set(now) < set(movers):
            return
        started = [seat for seat in now if seat not in movers or seat != actor]
        if started:
            await self._notify(table, self._frontend.turn_started(table, started))

    async def _send_changed_hands(self, table: Table, before: dict[int, list[Card]]) -> None:
        for seat, hand in self._hands(table).items():
            if before.get(seat) != hand:
                await self._notify(table, self._frontend.hand_changed(table, seat))

    async def _finish(self, table: Table, events: list[Event], notes: Sequence[Notice]) -> None:
        """The finished game is saved: record the result (idempotent, in the same
        transaction that closes the table in the store), then announce the end. If the
        result cannot be recorded now, the last move is shown and the table stays open:
        its driver records the result later (:meth:`_record_pending`)."""
        try:
            await self._write(table, self._store.record_result(table))
        except TableMoved:
            return
        except NotSaved:
            for note in notes:
                await self._notify(table, self._frontend.announce(table, note))
            await self._show(table, events)
            self._wake(table)
            return
        self._finished_now(table)
        for note in notes:
            await self._notify(table, self._frontend.announce(table, note))
        await self._show(table, events)
        for seat in table.humans():
            await self._notify(table, self._frontend.hand_changed(table, seat))
        await self._notify(table, self._frontend.table_closed(table, _result_notice(table)))
        await self._results_told(table)

    async def _record_pending(self, table: Table) -> None:
        """The driver's retry of a result that could not be recorded (lock held)."""
        await self._write(table, self._store.record_result(table))
        self._finished_now(table)
        for seat in table.humans():
            await self._notify(table, self._frontend.hand_changed(table, seat))
        await self._notify(table, self._frontend.table_closed(table, _result_notice(table)))
        await self._results_told(table)

    def _finished_now(self, table: Table) -> None:
        table.phase = Phase.FINISHED
        self._keep_finished(table)
        self._forget(table)

    def _keep_finished(self, table: Table) -> None:
        """Keep the channel's last finished table for export, for the most recent
        :data:`FINISHED_KEPT` channels."""
        self._finished.pop(table.channel_id, None)
        self._finished[table.channel_id] = table
        while len(self._finished) > FINISHED_KEPT:
            del self._finished[next(iter(self._finished))]

    async def _close(self, table: Table, reason: Notice) -> None:
        """Close a table without a result (aborted, expired, emptied); :class:`NotSaved`
        with the table as it was if the store fails."""
        await self._write(table, self._store.delete_table(table.table_id))
        table.phase = Phase.FINISHED
        table.deadline = None
        self._forget(table)
        await self._notify(table, self._frontend.table_closed(table, reason))

    async def _abandon(self, table: Table, reason: str) -> None:
        """The table's channel is gone (lock held): close the table as abandoned (kept in
        the history, no result), stop its timers and send nothing more."""
        if table.table_id in self._silenced or self._tables.get(table.channel_id) is not table:
            return
        self._silenced.add(table.table_id)
        log.info("table %s: abandoned (%s)", table.table_id, reason)
        try:
            await self._store.abandon_table(table, reason)
        except StoreUnavailable as error:
            log.warning(
                "table %s: not marked abandoned (%s); it is closed here and will be "
                "found gone again at the next start",
                table.table_id,
                error,
            )
        except TableOwnedElsewhere:
            pass
        table.deadline = None
        self._forget(table)

    def _drop(self, table: Table) -> None:
        """Another process owns the table: stop driving it here, say nothing more."""
        self._silenced.add(table.table_id)
        self._forget(table)

    async def _lobby_changed(self, table: Table, draft: Table) -> None:
        # A lobby with a countdown is due when it starts; any other when it expires.
        draft.deadline = draft.autostart_at or self._clock() + self._lobby_timeout
        await self._save_and_show(table, draft)

    async def _save_and_show(self, table: Table, draft: Table) -> None:
        await self._commit(table, draft)
        await self._show(table, [])
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

    # ------------------------------------------------------------------ internals: front end

    async def _show(self, table: Table, events: list[Event]) -> bool:
        """Redraw the table message. When that fails the message is marked stale and the
        driver repairs it with backoff (``False``); a channel that is gone closes the table."""
        if table.table_id in self._silenced:
            return True
        try:
            message_id = await self._frontend.table_changed(table, events)
        except ChannelGone:
            await self._abandon(table, "the channel is gone")
            return True
        except Exception as error:
            if isinstance(error, DeliveryFailed) or table.message_stale:
                # A passing fault, or a fault already logged with its traceback.
                log.warning("table %s: message not updated (%r); will retry", table.table_id, error)
            else:
                log.exception("table %s: drawing the table message failed", table.table_id)
            if not table.message_stale:
                table.message_stale = True
                await self._save_quietly(table)
            self._wake(table)
            return False
        table.message_stale = False
        if message_id is not None and message_id != table.message_id:
            table.message_id = message_id
            self._unsaved_message.add(table.table_id)
        return True

    async def _notify(self, table: Table, call: Coroutine[Any, Any, None]) -> None:
        """Await a front-end call; its failure is logged, never undoes the saved change. A
        channel that is gone closes the table; nothing more is sent for a closed-off one."""
        if table.table_id in self._silenced:
            call.close()
            return
        try:
            await call
        except ChannelGone:
            await self._abandon(table, "the channel is gone")
        except DeliveryFailed as error:
            log.warning("table %s: a message was not delivered (%s)", table.table_id, error)
        except Exception:
            log.exception("front end failed")

    # ------------------------------------------------------------------ internals: checks

    def _check_running(self) -> None:
        if self._stopping:
            raise TableError("restarting")

    def _require(self, channel_id: int) -> Table:
        self._check_running()
        table = self._tables.get(channel_id)
        if table is None:
            broken = self._broken.get(channel_id)
            if broken is None:
                raise TableError("no_table")
            raise TableError("broken", game=_broken_title(broken))
        return table

    def _require_lobby(self, table: Table, what: str) -> None:
        """A refusal once the game has started; ``what`` was asked (``"join"``,
        ``"add_bot"``, ``"remove_bot"``, ``"start"``)."""
        if table.phase is not Phase.LOBBY:
            raise TableError(f"started.{what}")

    def _require_room(self, table: Table) -> None:
        if len(table.seats) >= table.max_players:
            raise TableError("full", maximum=table.max_players)

    def _require_game(self, table: Table) -> Game:
        if table.phase is not Phase.PLAYING or table.game is None:
            raise TableError("not_started")
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
        lock is ours (it may have finished while we waited) and not a finished game whose
        result is still to be recorded."""
        table = self._require(channel_id)
        async with self._lock(table):
            if self._tables.get(channel_id) is not table:
                raise TableError("no_table")
            self._check_running()
            if self._result_pending(table):
                # Nothing may change a finished game (not even its seats) before its
                # result is recorded.
                raise TableError("game_over")
            with table_context(table.table_id, table.guild_id):
                yield table

    def _forget(self, table: Table) -> None:
        """Drop a closed table from the open tables and stop its driver."""
        if self._tables.get(table.channel_id) is table:
            del self._tables[table.channel_id]
        self._locks.pop(table.table_id, None)
        self._wakes.pop(table.table_id, None)
        self._unsaved_message.discard(table.table_id)
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
        a move made meanwhile wins over its own timeout. A repair (a result to record, a
        stale table message) is due at once. A step that fails (the store or the chat
        service) is retried after a pause that doubles with each failure in a row.
        """
        set_table_context(table.table_id, table.guild_id)
        wake = self._wakes[table.table_id]
        bot_turn, bot_due = -1, 0.0
        failures = 0
        while self._tables.get(table.channel_id) is table:
            wake.clear()
            turn = table.turn
            repair = self._result_pending(table) or table.message_stale
            bots = not repair and table.phase is Phase.PLAYING and bool(self._bot_seats(table))
            due: float | None
            if repair:
                due = self._clock()
            elif bots:
                if turn != bot_turn:
                    bot_turn, bot_due = turn, self._clock() + self._bot_delay
                due = bot_due
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
                if self._result_pending(table):
                    await self._retry_result(table)
                elif table.message_stale:
                    await self._repair_message(table)
                elif table.phase is Phase.LOBBY:
                    await self._lobby_due(table, due)
                elif bots:
                    await self._bot_moves(table, turn)
                else:
                    await self._time_out(table, turn)
                failures = 0
                continue
            except (NotSaved, _RetryLater):
                pass  # logged where it failed
            except TableMoved:
                return
            except Exception:
                log.exception("table %s: driver step failed", table.table_id)
            pause = min(self._retry_max_seconds, self._retry_seconds * 2**failures)
            failures += 1
            await asyncio.sleep(pause)

    @staticmethod
    def _result_pending(table: Table) -> bool:
        """A finished game (saved) whose result is not recorded yet."""
        return table.phase is Phase.PLAYING and table.game is not None and table.game.over

    async def _retry_result(self, table: Table) -> None:
        async with self._lock(table):
            if self._tables.get(table.channel_id) is table and self._result_pending(table):
                await self._record_pending(table)

    async def _repair_message(self, table: Table) -> None:
        """Bring a stale table message up to date (posting it afresh after a move)."""
        async with self._lock(table):
            if self._tables.get(table.channel_id) is not table or not table.message_stale:
                return
            if not await self._show(table, table.last_events):
                raise _RetryLater
            await self._save_quietly(table)

    async def _renew_leases(self) -> None:
        """Renew this process's leases every third of their length. If the store says
        another process owns the tables, this one lets every table go."""
        while True:
            await asyncio.sleep(self._lease_seconds / 3)
            try:
                await self._store.heartbeat()
            except StoreUnavailable as error:
                log.warning("leases not renewed (%s); trying again", error)
            except TableOwnedElsewhere:
                log.warning("another process owns this process's tables: letting them go")
                for table in list(self._tables.values()):
                    self._drop(table)

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
            await self._close(table, Notice("lobby_expired", game=table.title))

    async def _bot_moves(self, table: Table, turn: int) -> None:
        """Let the computer players to move choose (in a thread, on a copy of the game, so
        the event loop may change the real one meanwhile), then apply under the lock."""
        if table.game is None or table.turn != turn:
            return
        for seat in self._bot_seats(table):
            async with self._lock(table):
                if not self._bot_may_move(table, turn, seat):
                    return
                state = await self._game_state(table)
            action: Action | None
            level = table.seats[seat].level
            seed = self._rng.randrange(2**63)
            choosing = self._thinking.choose(table.game_id, state, seat, seed, level)
            timer = metrics.DECISION_SECONDS.labels(table.game_id, level)
            try:
                timed = metrics.timed(timer, choosing)
                action = await asyncio.wait_for(timed, TIME_BUDGET[level] + BOT_GRACE)
            except Exception:
                log.exception("table %s: computer player failed; timing out", table.table_id)
                action = None
            async with self._lock(table):
                if not self._bot_may_move(table, turn, seat):
                    return
                before = self._hands(table)
                assert table.game is not None
                movers = table.game.to_move()
                draft, events = await self._draft_played(
                    table, functools.partial(_bot_plays, seat, action)
                )
                await self._accepted(table, draft, events, before, movers, actor=seat)
                turn = table.turn

    def _bot_may_move(self, table: Table, turn: int, seat: int) -> bool:
        """Whether the computer player at ``seat`` still has move ``turn`` to make."""
        game = table.game
        return (
            self._tables.get(table.channel_id) is table
            and game is not None
            and table.turn == turn
            and table.seats[seat].is_bot
            and seat in game.to_move()
        )

    async def _time_out(self, table: Table, turn: int) -> bool:
        """The move's time ran out: the game's timeout action for every seat still to move.

        Nothing happens (``False``) if move ``turn`` is over by the time the lock is ours.
        """
        async with self._lock(table):
            if self._tables.get(table.channel_id) is not table or table.turn != turn:
                return False  # the move was made meanwhile: exactly one outcome
            if table.game is None or table.game.over:
                return False
            before = self._hands(table)
            movers = table.game.to_move()
            timed_out: list[int] = []
            draft, events = await self._draft_played(
                table, functools.partial(_time_out_all, movers, timed_out)
            )
            replaced: list[str] = []
            for seat in timed_out:
                holder = draft.seats[seat]
                if holder.is_bot:
                    continue
                holder.timeouts_in_row += 1
                if holder.timeouts_in_row >= self._max_timeouts:
                    self._replace_by_bot(draft, seat, may_return=True)
                    replaced.append(holder.name)
            names = ", ".join(draft.seats[seat].name for seat in movers)
            details = " ".join(event.text for event in events if event.text)
            notes = [
                Notice("time_up_events", names=names, events=details)
                if details
                else Notice("time_up", names=names)
            ]
            notes.extend(
                Notice("replaced_after_timeouts", name=name, count=self._max_timeouts)
                for name in replaced
            )
            await self._accepted(table, draft, events, before, movers, notes)
            return True


def _mover(table: Table, actor: int | None) -> str:
    """Who chose a move, as the metrics count it: human, computer or timeout."""
    if actor is None:
        return "timeout"
    return "computer" if table.seats[actor].is_bot else "human"


def _bot_plays(seat: int, action: Action | None, game: Game) -> list[Event]:
    """The computer player's ``action`` at ``seat`` (in a worker thread); one that failed
    (``None``) or is refused takes the timeout action: a game never stalls."""
    try:
        if action is not None:
            return game.apply(seat, action)
    except (IllegalAction, CardError) as error:
        log.error("computer player's %r refused (%s): timing out", action, error)
    return game.apply_timeout(seat)


def _time_out_all(movers: list[int], timed_out: list[int], game: Game) -> list[Event]:
    """The timeout action of every seat of ``movers`` still to move, in order (in a worker
    thread); the seats that timed out are added to ``timed_out``."""
    events: list[Event] = []
    for seat in movers:
        if seat in game.to_move():
            events.extend(game.apply_timeout(seat))
            timed_out.append(seat)
    return events


def _level_at(levels: Sequence[str], seat: int) -> str:
    """The computer player's level at ``seat`` as given, else the default."""
    if seat < len(levels) and levels[seat] in LEVELS:
        return levels[seat]
    return DEFAULT_LEVEL


def _host_of(table: Table) -> Player:
    """The host as a player (who starts a lobby that starts by itself)."""
    seat = table.seat_of(table.host_id)
    return Player(table.host_id, table.seats[seat].name if seat is not None else "host")


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


def _result_notice(table: Table) -> Notice:
    game = table.game
    assert game is not None
    result = game.result()
    names = [seat.name for seat in table.seats]
    winners = [names[seat] for seat in result.winners]
    scores = ", ".join(f"{names[seat]} {score}" for seat, score in enumerate(result.scores))
    return Notice("won" if len(winners) == 1 else "shared", winners=winners, scores=scores)
