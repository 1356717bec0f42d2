"""What the front end hears of a change, told after the change's lock block has ended.

A player's move returns (and its mover's reply is sent) once the move is saved; the front
end's calls about it (the notes, whose turn starts, the table, the hands that changed) are
left here by the block (:meth:`Tellings.leave`) and told in a task of their own, which
holds the table's lock until it is done: nothing overtakes them, and the next change of the
table waits for them. The lock is released in the task's done callback, however it ends
(also a task cancelled before its first step, whose ``finally`` would never run).
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Coroutine
from typing import Any

log = logging.getLogger("bot.tables.service")


class Tellings:
    """The notices each table's lock block leaves, and the tasks telling them."""

    def __init__(self) -> None:
        self._left: dict[str, Coroutine[Any, Any, None]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._task_of: dict[str, asyncio.Task[None]] = {}

    def leave(self, table_id: str, notices: Coroutine[Any, Any, None]) -> None:
        """Leave ``notices`` to be told when the lock block of ``table_id`` ends."""
        assert table_id not in self._left, "one telling per change"
        self._left[table_id] = notices

    def hand_over(self, table_id: str, lock: asyncio.Lock) -> bool:
        """At the end of the block holding ``lock``: start telling what it left, the lock
        handed to the telling; whether there was anything (else the lock is the caller's
        to release)."""
        notices = self._left.pop(table_id, None)
        if notices is None:
            return False
        task = asyncio.create_task(_telling(notices), name="table-notices")
        self._tasks.add(task)
        self._task_of[table_id] = task
        task.add_done_callback(functools.partial(self._told, table_id, lock, notices))
        return True

    def drop(self, table_id: str) -> None:
        """The block failed after leaving its notices: nothing of it is told."""
        notices = self._left.pop(table_id, None)
        if notices is not None:
            notices.close()

    def _told(
        self,
        table_id: str,
        lock: asyncio.Lock,
        notices: Coroutine[Any, Any, None],
        task: asyncio.Task[None],
    ) -> None:
        notices.close()  # nothing if it ran; a telling cancelled before it began is dropped
        lock.release()
        self._tasks.discard(task)
        if self._task_of.get(table_id) is task:
            del self._task_of[table_id]

    async def heard(self, table_id: str) -> None:
        """Wait until the front end has heard of the changes of ``table_id`` accepted so
        far (not of other tables')."""
        task = self._task_of.get(table_id)
        if task is not None:
            await asyncio.wait((task,))  # a waiter cancelled never cancels the telling

    async def settled(self) -> None:
        """Wait until the front end has heard of every change accepted so far (a waiter
        cancelled never cancels a telling: the tables' locks are theirs)."""
        while self._tasks:
            await asyncio.wait(set(self._tasks))


async def _telling(notices: Coroutine[Any, Any, None]) -> None:
    try:
        await notices
    except Exception:
        log.exception("front end failed")
