"""The table service: lobbies, turns, locks, timers, computer players and restart.

One table per channel. Every change to a table happens under that table's
:class:`asyncio.Lock`, so two clicks at the same moment, or a move racing its own timeout,
give exactly one outcome; and a change is accepted only once it is saved (the live table
is untouched until then, and the front end hears of it after). :class:`TableService` is
what front ends call; the work is done in rooms that share one desk:

- :mod:`bot.tables.desk`: the open tables, their locks, drafts and commits (the one
  accept path: saved, then shown), and the calls to the front end; the drafts are copied
  in its worker threads (:mod:`bot.tables.drafts`);
- :mod:`bot.tables.lobby` (and :mod:`bot.tables.rematch`): seats and options, before and
  during play, a finished game played again;
- :mod:`bot.tables.start`: the deal, by the host, at once or by itself (a countdown), and
  the lobby's deadline;
- :mod:`bot.tables.play`: a seat acts, the game accepts, the desk commits; the end of a
  game and its result;
- :mod:`bot.tables.driver`: what happens without anyone asking: timers, computer players,
  repairs, leases, start-up and stop.

This process drives only the tables of its shards' servers; it renews its leases on them
and gives a table up the moment the store says another process owns it
(:class:`~bot.tables.ports.TableOwnedElsewhere`), saying nothing more about it. A table
whose channel is gone is closed as abandoned.

Front-end calls (:class:`~bot.tables.ports.Frontend`) are made under the table's lock, in
order; an error raised by the front end is logged and never undoes a saved action. So a
front-end method must not call a service method that takes the lock (``act``, ``join``...).
The id of the table message the front end returns is kept on the table and saved with its
next change (or when the service stops): a move is one write. A front end that shows the
table later, outside the lock (discord: so that the mover's reply never waits on it),
reports the message with :meth:`TableService.message_shown`, which saves its id at once.

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
import random
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Generic, TypeVar

from bot.tables.copies import BOT_NAMES
from bot.tables.desk import Desk, NotSaved, TableMoved
from bot.tables.driver import Driver, IdleWait
from bot.tables.lobby import Lobby
from bot.tables.play import Play, StaleMove
from bot.tables.ports import Frontend, Player, Store
from bot.tables.practice import Practice
from bot.tables.rematch import Rematch
from bot.tables.start import MAX_COUNTDOWN, Start
from bot.tables.table import Seat, Table
from bot.tables.thinking import InThreads, Thinking
from engine.core import DEFAULT_LEVEL, Action, Event

__all__ = [
    "BOT_GRACE",
    "BOT_NAMES",
    "FINISHED_KEPT",
    "MAX_COUNTDOWN",
    "IdleWait",
    "NotSaved",
    "StaleMove",
    "TableMoved",
    "TableService",
]

#: How much longer than its level's budget (engine.core.TIME_BUDGET) a table waits for a
#: computer player before taking the timeout action for it (the searches stop at their
#: budget; this guards against one that does not).
BOT_GRACE = 2.0

#: How many channels' last finished tables are kept in memory (older ones are exported
#: from the store).
FINISHED_KEPT = 1000

#: The store the service was given (the front ends read leaderboards through it).
S = TypeVar("S", bound=Store)


class _ModuleLimits:
    """This module's tunables (:data:`BOT_GRACE`, :data:`FINISHED_KEPT`), read at each use."""

    @property
    def finished_kept(self) -> int:
        return FINISHED_KEPT

    @property
    def bot_grace(self) -> float:
        return BOT_GRACE


class TableService(Generic[S]):
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
        store: S,
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
        self._thinking: Thinking = thinking or InThreads()
        rng = rng or random.SystemRandom()
        self._desk = Desk(
            store, frontend, clock=clock, time_scale=time_scale, limits=_ModuleLimits()
        )
        self._start = Start(self._desk, lobby_timeout=lobby_timeout, rng=rng)
        self._lobby = Lobby(self._desk, self._start)
        self._rematch = Rematch(self._desk, self._lobby, self._start)
        self._play = Play(self._desk)
        self._practice = Practice(self._desk)
        self._max_timeouts = max_timeouts
        self._driver = Driver(
            self._desk,
            self._start,
            self._play,
            self._thinking,
            rng=rng,
            bot_delay=bot_delay,
            max_timeouts=max_timeouts,
            idle_wait=idle_wait,
            shard_count=shard_count,
            shard_ids=shard_ids,
            lease_seconds=lease_seconds,
            retry_seconds=retry_seconds,
            retry_max_seconds=retry_max_seconds,
        )

    # ------------------------------------------------------------------ lifecycle

    @property
    def max_timeouts(self) -> int:
        """Moves in a row whose time runs out before a computer player takes the seat."""
        return self._max_timeouts

    @property
    def thinking(self) -> Thinking:
        """Where the computer players decide (:mod:`bot.tables.thinking`)."""
        return self._thinking

    @property
    def store(self) -> S:
        """The store (front ends read leaderboards and statistics through it)."""
        return self._store

    async def start(self) -> None:
        """Load the unfinished tables of this process's shards from the store, set their
        timers going again, report each table that cannot be read once in its channel, and
        start renewing the leases.

        Deadlines are stored as absolute times, so a move keeps the time it had left (a
        deadline that passed while the bot was down times out at once).
        """
        await self._driver.start()

    async def stop(self) -> None:
        """Stop every driver task and give up the leases. Each driver is stopped while its
        table's lock is held, so no change is cut in half; every accepted change has
        already been saved."""
        await self._driver.stop()

    def message_shown(self, table: Table, message_id: int | None, *, stale: bool = False) -> None:
        """The front end now shows ``table`` in message ``message_id`` (``stale``: it could
        not bring it up to date, and tries again by itself), after its
        :meth:`~bot.tables.ports.Frontend.table_changed` returned. Called outside the lock;
        the id is saved at once, before any move that comes after (the save waits for the
        table's lock like a move), and with every change accepted from now on. Nothing is
        done for a closed table (its row must not come back)."""
        self._driver.message_shown(table, message_id, stale=stale)

    async def settled(self) -> None:
        """Wait until the front end has heard of every change accepted so far: a player's
        move returns once it is saved, and the front end hears of it just after
        (:meth:`act`)."""
        await self._desk.tellings.settled()

    async def heard(self, table: Table) -> None:
        """Wait until the front end has heard of the changes of ``table`` accepted so far
        (a move answered by the table message's update waits for that update's start)."""
        await self._desk.tellings.heard(table.table_id)

    def table(self, channel_id: int) -> Table | None:
        """The table in ``channel_id`` (lobby or playing), or ``None``."""
        return self._desk.tables.get(channel_id)

    def require_table(self, channel_id: int) -> Table:
        """The table in ``channel_id``; a refusal that says what is there otherwise (no
        table, or a saved table that cannot be read)."""
        return self._desk.require(channel_id)

    def tables(self) -> list[Table]:
        """Every open table (lobby or playing)."""
        return list(self._desk.tables.values())

    @property
    def _drivers(self) -> dict[str, asyncio.Task[None]]:
        """The tables' driver tasks, by table id (tests look a table's up)."""
        return self._desk.drivers

    async def abandon_channel(self, channel_id: int, reason: str) -> None:
        """The channel is gone (deleted, or out of the bot's sight): close its table as
        abandoned, with nothing more sent there."""
        await self._driver.abandon_channel(channel_id, reason)

    async def abandon_guild(self, guild_id: int, reason: str) -> None:
        """The bot left the server: close every table of it as abandoned."""
        await self._driver.abandon_guild(guild_id, reason)

    def add_result_listener(self, listener: Callable[[Table], Awaitable[None]]) -> None:
        """Call ``listener`` with every table whose result this service recorded (after
        it is recorded; a failing listener is logged and never stops the table)."""
        self._play.add_result_listener(listener)

    # ------------------------------------------------------------------ lobby

    async def create(
        self, guild_id: int, channel_id: int, host: Player, game_id: str, options: dict[str, Any]
    ) -> Table:
        """Open a lobby for ``game_id`` in ``channel_id`` with ``host`` seated."""
        return await self._lobby.create(guild_id, channel_id, host, game_id, options)

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
        """Open a table whose seats are already taken (humans and computer players, in
        seat order) and deal at once: a tournament's table, whose id (``table_id``) the
        tournament chooses so that it never opens the same table twice. The first human is
        its host; a game of a fixed number of players fills the empty seats with computer
        players. A table not ``ranked`` counts for no leaderboard."""
        return await self._start.open_seated(
            guild_id, channel_id, game_id, options, seats, table_id=table_id, ranked=ranked
        )

    async def join(self, channel_id: int, player: Player) -> Table:
        """Sit down in the lobby. On a running table, a human whose seat a computer player
        took over takes it back (the same as :meth:`take_seat`)."""
        return await self._lobby.join(channel_id, player)

    async def leave(self, channel_id: int, player: Player) -> Table:
        """Leave the table. In the lobby the seat goes (a leaving host passes the host role
        to the next human; an empty lobby closes). During play a computer player takes the
        seat over, keeping its score, and the player may take it back."""
        return await self._lobby.leave(channel_id, player)

    async def add_bot(self, channel_id: int, by: Player, level: str = DEFAULT_LEVEL) -> Table:
        """Seat a computer player of ``level`` in the lobby (anyone seated may)."""
        return await self._lobby.add_bot(channel_id, by, level)

    async def remove_bot(self, channel_id: int, by: Player) -> Table:
        """Remove the last computer player from the lobby (host or anyone seated)."""
        return await self._lobby.remove_bot(channel_id, by)

    async def kick(
        self, channel_id: int, by: Player, target_user_id: int, moderator: bool
    ) -> Table:
        """Remove ``target_user_id`` (host or moderator only). In the lobby the seat goes;
        during play a computer player takes it over for good (a kicked player cannot take
        it back)."""
        return await self._lobby.kick(channel_id, by, target_user_id, moderator)

    async def start_game(self, channel_id: int, by: Player, *, level: str = DEFAULT_LEVEL) -> Table:
        """Deal (host only): create the engine game, start the timer, send every hand.

        A game for a fixed number of players (``min_players == max_players``, like Hearts)
        starts with computer players of ``level`` in the empty seats.
        """
        return await self._start.start_game(channel_id, by, level=level)

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
        return await self._lobby.quick_play(
            guild_id, channel_id, host, game_id, options, computers, level=level
        )

    async def set_countdown(self, channel_id: int, by: Player, seconds: int) -> Table:
        """The host lets the lobby start by itself: as soon as it is full, or ``seconds``
        from now (computer players take the seats the game needs); ``0`` switches it off."""
        return await self._start.set_countdown(channel_id, by, seconds)

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
        confirmed when the lobby's time is up loses the seat.

        Pressed again once the lobby is open, this confirms ``by``'s seat in it."""
        return await self._rematch.rematch(guild_id, channel_id, by, table_id, levels)

    async def abort(self, channel_id: int, by: Player, moderator: bool) -> None:
        """Close the table without a result (host or moderator). A saved table that cannot
        be read (see :meth:`start`) has no host to ask: anyone may clear it."""
        if not await self._driver.clear_broken(channel_id):
            await self._lobby.abort(channel_id, by, moderator)

    async def take_seat(self, channel_id: int, player: Player) -> Table:
        """A human takes back the seat a computer player took over from them."""
        return await self._lobby.take_seat(channel_id, player)

    # ------------------------------------------------------------------ play

    async def act(
        self,
        channel_id: int,
        player: Player,
        action: Action | str,
        turn: int | None = None,
        seat_moves: int | None = None,
    ) -> list[Event]:
        """Play ``action`` for ``player``: handed to the game as it is (today the game's
        text notation), which records it.

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
        return await self._play.act(channel_id, player, action, turn, seat_moves)

    async def expire_turn(self, channel_id: int, turn: int) -> bool:
        """Time out move ``turn`` now, exactly as its timer does when the deadline passes
        (for a moderator's "skip", and for tests). ``False`` if that move is already over."""
        return await self._driver.expire_turn(channel_id, turn)

    def seat_view(self, channel_id: int, user_id: int) -> tuple[Table, int]:
        """The table and the seat of ``user_id`` in a running game (for "My hand")."""
        return self._play.seat_view(channel_id, user_id)

    async def set_casual(self, channel_id: int, by: Player, on: bool) -> Table:
        """Turn casual help (:mod:`bot.tables.casual`) on or off for the table ``by`` sits
        at; on only while every other seat is a computer player."""
        return await self._practice.set_casual(channel_id, by, on)

    async def take_back(self, channel_id: int, by: Player) -> Table:
        """Undo ``by``'s last action and the computer players' replies since (casual help:
        :mod:`bot.tables.casual`), saved before it is shown, like any accepted action."""
        return await self._practice.take_back(channel_id, by)

    async def export_record(self, channel_id: int) -> dict[str, Any]:
        """The game record of the channel's last finished game (from memory while it is
        recent, otherwise from the store, so it survives a restart).

        A running game is not exported: its record holds the seed, which reveals every
        hand and the deck.
        """
        return await self._play.export_record(channel_id)
