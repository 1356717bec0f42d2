"""Pages watching tables, and the front end that tells them of every change.

:class:`WebFrontend` stands between the table service and its chat front end (discord): it
passes every call on, then pushes the table as the reader may see it
(:func:`bot.web.seats.table_json`) to each page watching that table's channel. The
service calls a front end under the table's lock; here the JSON is built there (so pages
see the changes in order) and queued, and each page's own task writes it to its socket, so
a slow browser never holds up a move.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import TYPE_CHECKING, Any

from bot.tables.ports import Frontend, Notice
from bot.web.refusals import sentence
from bot.web.seats import table_json
from engine import i18n

if TYPE_CHECKING:
    from bot.tables.table import Table
    from engine.core import Event

log = logging.getLogger(__name__)

#: How many messages may wait for a page before it is dropped as too slow (it reconnects
#: and is sent the table afresh).
QUEUE_LIMIT = 64


class Watcher:
    """One page's WebSocket: who reads it (``None``: nobody signed in), which channel's
    table it shows, and its queue of messages to send (written by :meth:`run`)."""

    def __init__(
        self, user_id: int | None, locale: str, send: Callable[[dict[str, Any]], Awaitable[None]]
    ) -> None:
        self.user_id = user_id
        self.locale = locale
        self.channel_id: int | None = None
        self._send = send
        self._queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue(QUEUE_LIMIT)

    def put(self, message: dict[str, Any]) -> None:
        """Queue ``message``; a page too far behind is closed (it reconnects)."""
        try:
            self._queue.put_nowait(message)
        except asyncio.QueueFull:
            log.info("web: a page of user %s fell behind; closing it", self.user_id)
            self.close()

    def close(self) -> None:
        with contextlib.suppress(asyncio.QueueFull):
            self._queue.put_nowait(None)

    async def run(
        self, idle: Callable[[Coroutine[Any, Any, Any]], Awaitable[Any]] | None = None
    ) -> None:
        """Write the queued messages until :meth:`close` (or the socket fails); ``idle``
        wraps the wait for the next one (see :attr:`bot.web.server.WebOptions.idle_wait`)."""
        while True:
            waiting = self._queue.get()
            message = await (idle(waiting) if idle is not None else waiting)
            if message is None:
                return
            await self._send(message)


class Hub:
    """Which pages watch which channel's table."""

    def __init__(self) -> None:
        self._watching: dict[int, set[Watcher]] = {}

    def watch(self, watcher: Watcher, channel_id: int) -> None:
        self.leave(watcher)
        watcher.channel_id = channel_id
        self._watching.setdefault(channel_id, set()).add(watcher)

    def leave(self, watcher: Watcher) -> None:
        if watcher.channel_id is None:
            return
        watchers = self._watching.get(watcher.channel_id)
        if watchers is not None:
            watchers.discard(watcher)
            if not watchers:
                del self._watching[watcher.channel_id]
        watcher.channel_id = None

    def watchers(self, channel_id: int) -> list[Watcher]:
        return list(self._watching.get(channel_id, ()))

    def push(self, table: Table, extra: Callable[[], dict[str, Any]] | None = None) -> None:
        """Queue ``table`` for every page watching its channel, each as its reader sees it
        (with ``extra``'s fields, made in that reader's language)."""
        for watcher in self.watchers(table.channel_id):
            with i18n.speaking(watcher.locale):  # each page reads its own language
                message = table_json(table, watcher.user_id)
                if extra is not None:
                    message.update(extra())
            watcher.put(message)

    def tell(self, channel_id: int, notice: Notice) -> None:
        """A public notice (a timeout, a replacement) for every page of ``channel_id``, in
        each reader's language."""
        for watcher in self.watchers(channel_id):
            with i18n.speaking(watcher.locale):
                watcher.put({"type": "notice", "text": sentence(notice)})


class WebFrontend:
    """The chat front end ``inner`` with the pages told of every change (see the module
    docstring). What the pages are sent never changes what ``inner`` returns."""

    def __init__(
        self, inner: Frontend, hub: Hub, replay_url: Callable[[Table], str | None]
    ) -> None:
        self._inner = inner
        self._hub = hub
        self._replay_url = replay_url

    async def table_changed(self, table: Table, events: list[Event]) -> int | None:
        shown = await self._inner.table_changed(table, events)
        self._hub.push(table)
        return shown

    async def hand_changed(self, table: Table, seat: int) -> None:
        await self._inner.hand_changed(table, seat)

    async def turn_started(self, table: Table, seats: list[int]) -> None:
        await self._inner.turn_started(table, seats)

    async def announce(self, table: Table, notice: Notice) -> None:
        await self._inner.announce(table, notice)
        self._hub.tell(table.channel_id, notice)

    async def table_closed(self, table: Table, reason: Notice) -> None:
        try:
            await self._inner.table_closed(table, reason)
        finally:
            url = self._replay_url(table)
            self._hub.push(table, lambda: {"closed": sentence(reason), "replay": url})

    async def broken_table(self, guild_id: int, channel_id: int, notice: Notice) -> None:
        await self._inner.broken_table(guild_id, channel_id, notice)
