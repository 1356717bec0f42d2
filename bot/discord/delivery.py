"""How the discord front end's messages reach a table's channel, and what discord's failures
there mean to the table service.

Channels are reached as partial messageables by id (:func:`channel_of`), so text channels
and threads work alike and nothing depends on the cache.

Discord's failures become the service's two kinds (:func:`delivering`): a channel that is
gone or out of the bot's reach (:class:`~bot.tables.ports.ChannelGone`: the table is closed
as abandoned) and a passing fault (:class:`~bot.tables.ports.DeliveryFailed`: the board
tries again), a permission taken away being one that is told once
(:class:`~bot.discord.permissions.PermissionsLost`) while the board keeps trying.

The DMs, pings and announcements go out in order through each table's :class:`Outbox`,
never under the table's lock; once a table's channel is gone nothing more is sent there
(:class:`Outboxes`).

Apart from :mod:`bot.discord.frontend` because both of the front end's parts send through
here, the table message's board and the players' DMs and pings
(:mod:`bot.discord.turn_dms`), and this part needs neither one's state: it knows no table
message and no player, only tables, their channels and what is still to send there.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
from collections.abc import Awaitable, Callable, Coroutine, Iterator
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

from bot.discord.locale import guild_id_locale
from bot.discord.permissions import PERMISSION_CODES, LostPermissions, PermissionsLost
from bot.discord.port import TableBot
from bot.tables.ports import ChannelGone, DeliveryFailed
from engine import i18n

if TYPE_CHECKING:
    from bot.tables.table import Table

log = logging.getLogger(__name__)

#: Discord's error codes that mean the channel is gone for the bot: Unknown Channel (and
#: Missing Access, Missing Permissions, where not told as lost permissions first).
CHANNEL_GONE_CODES = frozenset({10003, 50001, 50013})


def channel_of(bot: TableBot, table: Table) -> discord.PartialMessageable:
    """The table's channel (or thread), by id: nothing is read from the cache."""
    return bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)


@contextlib.contextmanager
def delivering() -> Iterator[None]:
    """Around calls to the table's channel: discord's errors as the service's faults."""
    try:
        yield
    except discord.HTTPException as error:
        if error.code in PERMISSION_CODES:  # the table waits for them: told once
            raise PermissionsLost(f"{error.status} {error.code}: {error.text}") from error
        if error.code in CHANNEL_GONE_CODES:
            raise ChannelGone(f"{error.status} {error.code}: {error.text}") from error
        raise DeliveryFailed(f"{error.status} {error.code}: {error.text}") from error
    except (aiohttp.ClientError, TimeoutError) as error:
        raise DeliveryFailed(repr(error)) from error


class Outbox:
    """A table's DMs, pings and announcements, sent in order by one task, outside the
    table's lock, so that no move waits on them."""

    def __init__(self, run: Callable[[Coroutine[Any, Any, None]], Awaitable[None]]) -> None:
        self._run = run
        self._queue: collections.deque[Coroutine[Any, Any, None]] = collections.deque()
        self.task: asyncio.Task[None] | None = None

    def put(self, send: Coroutine[Any, Any, None]) -> None:
        self._queue.append(send)
        if self.task is None or self.task.done():
            self.task = asyncio.create_task(self._drain(), name="table-outbox")

    async def _drain(self) -> None:
        while self._queue:
            await self._run(self._queue.popleft())

    def drop(self) -> None:
        """Forget what is still to send (the channel is gone)."""
        while self._queue:
            self._queue.popleft().close()

    @property
    def idle(self) -> bool:
        return not self._queue and (self.task is None or self.task.done())

    async def close(self) -> None:
        self.drop()
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task


class Outboxes:
    """Every table's :class:`Outbox`, and the tables whose channel is gone (nothing more is
    sent there: the table closes as abandoned)."""

    def __init__(self, bot: TableBot, lost: LostPermissions) -> None:
        self.bot = bot
        self.lost = lost
        self._outboxes: dict[str, Outbox] = {}
        #: Tables whose channel is gone: nothing more is sent there.
        self._gone: set[str] = set()

    def gone(self, table: Table) -> bool:
        """Whether the table's channel is gone (nothing more is sent there)."""
        return table.table_id in self._gone

    def send(self, table: Table, send: Coroutine[Any, Any, None]) -> None:
        """Send in the table's outbox (in order, after what it already holds)."""
        if table.table_id in self._gone:
            send.close()
            return
        outbox = self._outboxes.get(table.table_id)
        if outbox is None:
            outbox = self._outboxes[table.table_id] = Outbox(lambda call: self.deliver(table, call))
        outbox.put(send)

    async def deliver(self, table: Table, call: Coroutine[Any, Any, None]) -> None:
        """Run ``call``, a send for the table, in the table's language, its failures told
        (a lost permission), acted on (a channel gone) or logged: never raised."""
        if table.table_id in self._gone:
            call.close()
            return
        # What the outbox sends reads the table's language (the server's).
        with i18n.speaking(guild_id_locale(self.bot, table.guild_id)):
            try:
                with delivering():
                    await call
            except ChannelGone as error:
                await self.channel_gone(table, error)
            except PermissionsLost:
                await self.lost.tell(table)
            except DeliveryFailed as error:
                log.warning("table %s: a message was not delivered (%s)", table.table_id, error)
            except Exception:
                log.exception("table %s: a message failed", table.table_id)

    async def channel_gone(self, table: Table, error: Exception) -> None:
        """The table's channel is out of reach: nothing more is sent there, and the table
        closes as abandoned."""
        if table.table_id in self._gone:
            return
        self._gone.add(table.table_id)
        outbox = self._outboxes.get(table.table_id)
        if outbox is not None:
            outbox.drop()
        log.info("table %s: channel gone (%s)", table.table_id, error)
        await self.bot.service.abandon_channel(table.channel_id, "the channel is gone")

    def forget(self, table: Table) -> None:
        """The table is closed: its outbox goes, unless it still has something to send."""
        outbox = self._outboxes.get(table.table_id)
        if outbox is not None and outbox.idle:
            del self._outboxes[table.table_id]

    def busy(self) -> list[asyncio.Task[None]]:
        """The tasks of the outboxes still sending."""
        return [o.task for o in self._outboxes.values() if o.task and not o.task.done()]

    async def close(self) -> None:
        """Stop every outbox, dropping what it still holds (the bot is stopping)."""
        for outbox in list(self._outboxes.values()):
            await outbox.close()
