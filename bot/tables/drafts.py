"""The drafts: the copies a change is made on, made in the desk's own worker threads.

Whatever costs more than a little is done here, off the event loop, while the table's lock
is held (so the table's changes keep their order): copying a table for a draft
(:func:`~bot.tables.copies.clone`), applying an action to the draft's game, writing a
table's state as JSON for the store or a game's for a computer player. The live table is
only read here, never changed.

It is apart from the :mod:`~bot.tables.desk` because none of it needs the desk's tables,
locks or front end: it is the one place that knows about threads, and the desk's accept
path only asks it for copies.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from bot.tables.copies import clone, game_state, state
from bot.tables.table import Table
from engine.core import Event, Game

T = TypeVar("T")

#: The desk's own worker threads, for the drafts' copies, the engine's apply and the
#: states the store writes. They are the service's alone: the loop's default threads also
#: wait on pictures drawn in worker processes (one thread per picture in flight) and on
#: other slow calls, and a move's copy queued behind them waited hundreds of milliseconds
#: for a thread under load for half a millisecond of work (``bench/bench_loop.py``). Two:
#: the work holds the interpreter lock, so more would only queue there.
DESK_THREADS = 2


class Drafts:
    """Copies of tables, made in :data:`DESK_THREADS` worker threads of their own
    (started at the first copy, let go by :meth:`close`)."""

    def __init__(self) -> None:
        self._threads: ThreadPoolExecutor | None = None

    async def off_loop(self, work: Callable[..., T], *args: Any) -> T:
        """``work(*args)`` in one of the desk's worker threads, in the caller's context
        (its log fields), the way :func:`asyncio.to_thread` runs it in the loop's default
        threads."""
        if self._threads is None:
            self._threads = ThreadPoolExecutor(DESK_THREADS, thread_name_prefix="table-desk")
        call = functools.partial(contextvars.copy_context().run, work, *args)
        return await asyncio.get_running_loop().run_in_executor(self._threads, call)

    def close(self) -> None:
        """Let the worker threads go (the service stopped; :meth:`off_loop` starts new
        ones if it starts again)."""
        threads, self._threads = self._threads, None
        if threads is not None:
            threads.shutdown(wait=False)

    async def copy(self, table: Table) -> Table:
        """A copy of ``table`` to change (lock held): the live table changes only once the
        copy is saved (:meth:`~bot.tables.desk.Desk.commit`). A table with a game is
        copied in a worker thread, off the event loop; the live table does not change
        meanwhile (its lock is ours)."""
        if table.game is None:
            return clone(table)
        return await self.off_loop(clone, table)

    async def played(
        self, table: Table, play: Callable[[Game], list[Event]]
    ) -> tuple[Table, list[Event]]:
        """A draft of ``table`` (see :meth:`copy`) and the events of ``play`` applied to
        its game, both in one worker thread. What ``play`` raises (a refusal) is raised
        here, and the draft is dropped: the live table is untouched."""

        def work() -> tuple[Table, list[Event]]:
            draft = clone(table)
            assert draft.game is not None
            return draft, play(draft.game)

        return await self.off_loop(work)

    async def game_state(self, table: Table) -> str:
        """The JSON state of the table's game (lock held), made in a worker thread: what a
        computer player decides from (:mod:`bot.tables.thinking`)."""
        assert table.game is not None
        return await self.off_loop(game_state, table.game)

    async def state_of(self, table: Table) -> str:
        """The JSON state the store writes (lock held), made in a worker thread when the
        table holds a game."""
        if table.game is None:
            return state(table)
        return await self.off_loop(state, table)
