"""The desk: what every room of the table service shares, one table at a time.

The open tables of this process, one :class:`asyncio.Lock` per table, and the one path by
which a change reaches a table. **Accepted means saved.** A change (an action, a timeout,
a computer player's move, a lobby change) is made on a *draft*: a copy of the table, made
in a worker thread when it holds a game so that the event loop is not held up
(:mod:`bot.tables.drafts`). The draft
is written to the :class:`~bot.tables.ports.Store`; only once that write succeeded does
the live table become the draft (:func:`adopt`), and only then does the front end hear of
it. When the write fails (:class:`~bot.tables.ports.StoreUnavailable`) the live table is
exactly as it was: a player is told that nothing changed (:class:`NotSaved`).

Front-end calls (:class:`~bot.tables.ports.Frontend`) go through :meth:`Desk.show` and
:meth:`Desk.notify`, under the table's lock and in order; an error raised by the front end
is logged and never undoes a saved change. A table whose channel is gone is closed as
abandoned; a table another process owns (:class:`~bot.tables.ports.TableOwnedElsewhere`)
is let go at once, with nothing more said about it.

The rooms (:mod:`~bot.tables.lobby`, :mod:`~bot.tables.play`, :mod:`~bot.tables.driver`)
hold no table state of their own: they read and change it here.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Sequence
from typing import Any, Protocol, TypeVar

from bot.monitoring.logs import table_context
from bot.tables.copies import adopt, broken_title, keep_front_end_fields, result_pending
from bot.tables.drafts import Drafts
from bot.tables.ports import (
    BrokenTable,
    ChannelGone,
    DeliveryFailed,
    Frontend,
    Notice,
    Store,
    StoreUnavailable,
    TableError,
    TableOwnedElsewhere,
)
from bot.tables.table import Phase, Table
from bot.tables.telling import Tellings
from engine.core import Event, Game

#: The rooms log as one service: operators and tests filter on this name.
log = logging.getLogger("bot.tables.service")

T = TypeVar("T")


class NotSaved(TableError):
    """The store could not write the change, so nothing changed: try again."""


class TableMoved(TableError):
    """Another process owns the table now; this one has let it go."""


class Limits(Protocol):
    """The service's tunables that are read at each use, so that they may change while it
    runs (see :class:`~bot.tables.service.TableService`)."""

    @property
    def finished_kept(self) -> int:
        """How many channels' last finished tables are kept in memory."""

    @property
    def bot_grace(self) -> float:
        """How much longer than its level's budget a computer player may think."""


class Desk:
    """The open tables, their locks, wake-ups and driver tasks, and the one accept path
    (see the module docstring). Every room holds the same desk.

    ``driving`` is the coroutine that drives one table (the driver room sets it);
    ``limits`` are read at each use.
    """

    def __init__(
        self,
        store: Store,
        frontend: Frontend,
        *,
        clock: Callable[[], float],
        time_scale: float,
        limits: Limits,
    ) -> None:
        self.store = store
        self.frontend = frontend
        self.clock = clock
        self.time_scale = time_scale
        self.limits = limits
        #: The open tables (lobby or playing), by channel.
        self.tables: dict[int, Table] = {}
        #: Each channel's last finished table (for export and rematch), oldest first.
        self.finished: dict[int, Table] = {}
        #: Saved tables that cannot be read, by channel.
        self.broken: dict[int, BrokenTable] = {}
        #: Tables to which nothing more is sent (abandoned, or owned elsewhere).
        self.silenced: set[str] = set()
        #: Tables whose message id changed since their last save (see :meth:`show`).
        self.unsaved_message: set[str] = set()
        self.stopping = False
        self.driving: Callable[[Table], Coroutine[Any, Any, None]] | None = None
        self._locks: dict[str, asyncio.Lock] = {}
        self.wakes: dict[str, asyncio.Event] = {}
        self.drivers: dict[str, asyncio.Task[None]] = {}
        #: The copies changes are made on, in the desk's worker threads.
        self.drafts = Drafts()
        #: The notices each :meth:`locked` block leaves to tell, and the tasks telling them.
        self.tellings = Tellings()

    # ------------------------------------------------------------------ locks and checks

    def lock(self, table: Table) -> asyncio.Lock:
        """The table's lock (a closed table gets a fresh one that is not kept)."""
        lock = self._locks.get(table.table_id)
        if lock is None:
            lock = asyncio.Lock()
            if self.tables.get(table.channel_id) is table:
                self._locks[table.table_id] = lock
        return lock

    def is_open(self, table: Table) -> bool:
        """Whether ``table`` is still this process's open table of its channel."""
        return self.tables.get(table.channel_id) is table

    @contextlib.asynccontextmanager
    async def locked(self, channel_id: int) -> AsyncIterator[Table]:
        """Hold the lock of the channel's table, checking the table is still open once the
        lock is ours (it may have finished while we waited) and not a finished game whose
        result is still to be recorded.

        What the block leaves to tell (:meth:`tell_after`) is told once it has ended, in a
        task of its own that holds the lock until it is done: the caller goes on (a mover's
        reply is sent) while the front end hears of the change, and no other change comes
        between."""
        table = self.require(channel_id)
        lock = self.lock(table)
        await lock.acquire()
        handed = False
        try:
            if self.tables.get(channel_id) is not table:
                raise TableError.of("no_table")
            self.check_running()
            if result_pending(table):
                # Nothing may change a finished game (not even its seats) before its
                # result is recorded.
                raise TableError.of("game_over")
            with table_context(table.table_id, table.guild_id):
                yield table
                handed = self.tellings.hand_over(table.table_id, lock)
        finally:
            self.tellings.drop(table.table_id)
            if not handed:
                lock.release()

    def tell_after(self, table: Table, notices: Coroutine[Any, Any, None]) -> None:
        """Leave ``notices`` (front-end calls about the change just saved) to be told when
        the :meth:`locked` block holding the table ends (:mod:`bot.tables.telling`)."""
        self.tellings.leave(table.table_id, notices)

    def check_running(self) -> None:
        if self.stopping:
            raise TableError.of("restarting")

    def require(self, channel_id: int) -> Table:
        """The channel's open table, or a refusal that says what is there instead."""
        self.check_running()
        table = self.tables.get(channel_id)
        if table is None:
            broken = self.broken.get(channel_id)
            if broken is None:
                raise TableError.of("no_table")
            raise TableError.of("broken", game=broken_title(broken))
        return table

    @staticmethod
    def require_game(table: Table) -> Game:
        if table.phase is not Phase.PLAYING or table.game is None:
            raise TableError.of("not_started")
        return table.game

    # ------------------------------------------------------------------ opening and closing

    @contextlib.asynccontextmanager
    async def opening(self, table: Table) -> AsyncIterator[None]:
        """Open the new ``table``: save it, start its driver, and hold its lock for what
        the caller shows. When the save fails the table was never open."""
        self.tables[table.channel_id] = table
        async with self.lock(table):
            try:
                await self.write(table, self.store.save_table(table))
            except BaseException:
                self.forget(table)
                raise
            self.start_driver(table)
            yield

    def start_driver(self, table: Table) -> None:
        assert self.driving is not None, "the driver room sets Desk.driving"
        self.wakes[table.table_id] = asyncio.Event()
        self.drivers[table.table_id] = asyncio.create_task(
            self.driving(table), name=f"table-{table.table_id}"
        )

    def wake(self, table: Table) -> None:
        """The table changed: its driver decides again what is due."""
        wake = self.wakes.get(table.table_id)
        if wake is not None:
            wake.set()

    def forget(self, table: Table) -> None:
        """Drop a closed table from the open tables and stop its driver."""
        if self.tables.get(table.channel_id) is table:
            del self.tables[table.channel_id]
        self._locks.pop(table.table_id, None)
        self.wakes.pop(table.table_id, None)
        self.unsaved_message.discard(table.table_id)
        task = self.drivers.pop(table.table_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    def drop(self, table: Table) -> None:
        """Another process owns the table: stop driving it here, say nothing more."""
        self.silenced.add(table.table_id)
        self.forget(table)

    def finished_now(self, table: Table) -> None:
        """The table's result is recorded: keep it as the channel's last finished table
        (for the most recent :attr:`Limits.finished_kept` channels) and close it here."""
        table.phase = Phase.FINISHED
        self.finished.pop(table.channel_id, None)
        self.finished[table.channel_id] = table
        while len(self.finished) > self.limits.finished_kept:
            del self.finished[next(iter(self.finished))]
        self.forget(table)

    async def close(self, table: Table, reason: Notice) -> None:
        """Close a table without a result (aborted, expired, emptied); :class:`NotSaved`
        with the table as it was if the store fails."""
        await self.write(table, self.store.delete_table(table.table_id))
        table.phase = Phase.FINISHED
        table.deadline = None
        self.forget(table)
        await self.notify(table, self.frontend.table_closed(table, reason))

    async def abandon(self, table: Table, reason: str) -> None:
        """The table's channel is gone (lock held): close the table as abandoned (kept in
        the history, no result), stop its timers and send nothing more."""
        if table.table_id in self.silenced or not self.is_open(table):
            return
        self.silenced.add(table.table_id)
        log.info("table %s: abandoned (%s)", table.table_id, reason)
        try:
            await self.store.abandon_table(table, reason)
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
        self.forget(table)

    # ------------------------------------------------------------------ drafts and commits

    async def commit(self, table: Table, draft: Table) -> None:
        """Save ``draft``, then make the live table it. When the store fails, the live
        table is untouched and :class:`NotSaved` (or :class:`TableMoved`) is raised."""
        keep_front_end_fields(table, draft)
        saved = await self.drafts.state_of(draft)
        await self.write(table, self.store.save_table(draft, state=saved))
        if draft.message_id == table.message_id:
            self.unsaved_message.discard(table.table_id)
        adopt(table, draft)

    async def write(self, table: Table, call: Awaitable[T]) -> T:
        """Await a store write for ``table``; its failure becomes a refusal. A table another
        process owns is let go here at once (no driver, nothing more said about it)."""
        try:
            return await call
        except StoreUnavailable as error:
            log.warning("table %s: not saved, nothing changed (%s)", table.table_id, error)
            raise NotSaved.of("not_saved") from None
        except TableOwnedElsewhere:
            log.warning("table %s: another process owns it; let go here", table.table_id)
            self.drop(table)
            raise TableMoved.of("owned_elsewhere") from None

    async def save_quietly(self, table: Table) -> None:
        """Save the live table's bookkeeping (its message id, a stale message) when nothing
        depends on it: a failure is logged, and the next change saves it."""
        if not self.is_open(table):
            return  # closed: its row must not come back
        saved = await self.drafts.state_of(table)
        with contextlib.suppress(NotSaved, TableMoved):
            await self.write(table, self.store.save_table(table, state=saved))
            self.unsaved_message.discard(table.table_id)

    def move_deadline(self, game: Game) -> float | None:
        """When the move that starts now times out (``None``: it is not timed)."""
        seconds = game.turn_seconds()
        if not seconds or game.over:
            return None
        return self.clock() + seconds * self.time_scale

    # ------------------------------------------------------------------ the front end

    async def show(self, table: Table, events: list[Event]) -> bool:
        """Redraw the table message. When that fails the message is marked stale and the
        driver repairs it with backoff (``False``); a channel that is gone closes the table."""
        if table.table_id in self.silenced:
            return True
        try:
            message_id = await self.frontend.table_changed(table, events)
        except ChannelGone:
            await self.abandon(table, "the channel is gone")
            return True
        except Exception as error:
            if isinstance(error, DeliveryFailed) or table.message_stale:
                # A passing fault, or a fault already logged with its traceback.
                log.warning("table %s: message not updated (%r); will retry", table.table_id, error)
            else:
                log.exception("table %s: drawing the table message failed", table.table_id)
            if not table.message_stale:
                table.message_stale = True
                await self.save_quietly(table)
            self.wake(table)
            return False
        table.message_stale = False
        if message_id is not None and message_id != table.message_id:
            table.message_id = message_id
            self.unsaved_message.add(table.table_id)
        return True

    async def notify(self, table: Table, call: Coroutine[Any, Any, None]) -> None:
        """Await a front-end call; its failure is logged, never undoes the saved change. A
        channel that is gone closes the table; nothing more is sent for a closed-off one."""
        if table.table_id in self.silenced:
            call.close()
            return
        try:
            await call
        except ChannelGone:
            await self.abandon(table, "the channel is gone")
        except DeliveryFailed as error:
            log.warning("table %s: a message was not delivered (%s)", table.table_id, error)
        except Exception:
            log.exception("front end failed")

    async def turns_started(
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
            await self.notify(table, self.frontend.turn_started(table, started))

    async def dealt(self, table: Table) -> None:
        """A game was dealt at ``table`` (saved): whose turn it is, the table, every hand."""
        await self.turns_started(table, [])
        await self.show(table, list(table.last_events))
        for seat in table.humans():
            await self.notify(table, self.frontend.hand_changed(table, seat))
        self.wake(table)
