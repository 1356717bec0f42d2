"""The table service's front end on discord (``bot.tables.ports.Frontend``).

Channels are reached as partial messageables by id, so text channels and threads work alike
and nothing depends on the cache.

**Discord's request budget is the scarce resource** (about 5 writes per 5 s per channel, 50
requests a second for the whole bot), so a move costs about one request:

- The table message is *edited in place*, by one task per table (:class:`Board`), outside
  the table's lock: the service's :meth:`~DiscordFrontend.table_changed` only marks it due
  and returns, so that no move, and no mover's reply, waits on Discord. At most one update
  is in flight per table; changes made meanwhile are folded into the next one (the newest
  state wins, listing every move since the message last showed the table): never a
  backlog.
- While only computer players are to move, or the player who has just moved goes on
  (a draw before the discard), the update waits for them (at most :data:`HOLD_SECONDS`):
  a human's turn and the computers' answers are one edit.
- A move made from a component of the table message itself (21-card rummy's "Draw the
  Joker", the cut's form) is answered with the interaction's message update
  (:meth:`~DiscordFrontend.move_from_table`): the click's answer *is* the edit.
- **The re-post rule.** The table message is posted afresh (and the old one deleted) only
  when it has scrolled out of view: once :data:`REPOST_AFTER` newer messages are seen
  in its channel (message events arrive without any privileged intent; the bot's own
  announcements count too), or when it is gone. Otherwise it stays where it is and is
  edited.
- A posted message's id is handed to the service at once
  (:meth:`~bot.tables.service.TableService.message_shown`), which saves it before any
  later move; at start-up :meth:`~DiscordFrontend.reconcile` deletes any other table
  message of the bot in the table's channel (one a kill -9 left behind).
- An update that fails is tried again by the board itself: each attempt is cut after
  :data:`ATTEMPT_SECONDS` (discord.py would retry a 5xx for 25 s), and the next comes
  after :data:`RETRY_PAUSES`, so a failing post is repaired within 30 s of the move once
  Discord answers again. The client waits at most its smallest ``max_ratelimit_timeout``
  (30 s) for a rate limit, and the attempt's cut comes first.

Discord's failures become the service's two kinds (:func:`delivering`): a channel that is
gone or out of the bot's reach (:class:`~bot.tables.ports.ChannelGone`: the table is closed
as abandoned) and a passing fault (:class:`~bot.tables.ports.DeliveryFailed`: the board
tries again), a permission taken away being one that is told once
(:class:`~bot.discord.permissions.PermissionsLost`) while the board keeps trying. Deleting
an old table message is best effort.

**A player hears of their turn once**, as they chose in ``/settings``: their hand comes by
DM once when dealt and once at the start of each of their turns (a DM notifies), unless
they are at the table: a player who typed a move in the table's channel less than
:data:`AT_TABLE_SECONDS` ago has their hand in that move's reply and sees their turn on the
table message, so the turn that comes back to them is not DMed too (:meth:`at_table`). A player
with turn pings on who gets no DM that turn (turn DMs off, or failed at this table) is
mentioned in a short message in the channel (a mention in an edit would notify nobody).
The DMs, pings and announcements go out in order through each table's :class:`Outbox`,
never under the table's lock. A player whose DM failed is told once per table in the
channel and is not DMed again at that table until they ask for their hand
(``bot.discord.hands``), however often they ask.

The service's notices (timeouts, replacements, why a table closed) are public, so they are
worded in the server's language (its preferred locale), with the slash commands named
(:data:`bot.discord.wording.COMMANDS`).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

import aiohttp
import discord

from bot.discord import messages
from bot.discord.endgame import summary_view
from bot.discord.limits import clamp_content, clamp_embed
from bot.discord.locale import guild_id_locale, t
from bot.discord.permissions import (
    PERMISSION_CODES,
    LostPermissions,
    PermissionsLost,
)
from bot.discord.places import note_result
from bot.discord.plugins import hand_panel_builder, panel_in_dm
from bot.discord.port import TableBot
from bot.discord.replies import QUIET
from bot.discord.views import HAND_ID, JOIN_ID, START_ID, TableView
from bot.discord.web import web_of
from bot.discord.wording import worded_text
from bot.monitoring import metrics
from bot.tables.ports import ChannelGone, DeliveryFailed, Notice
from bot.tables.table import Phase
from engine import i18n

if TYPE_CHECKING:
    from bot.tables.table import Table
    from engine.core import Event

log = logging.getLogger(__name__)

T = TypeVar("T")

#: Discord's error codes that mean the channel is gone for the bot: Unknown Channel (and
#: Missing Access, Missing Permissions, where not told as lost permissions first).
CHANNEL_GONE_CODES = frozenset({10003, 50001, 50013})

#: The re-post rule: a table message with this many newer messages under it in its channel
#: has scrolled out of view (a phone shows about five messages below a table's picture),
#: so its next update posts it afresh at the bottom.
REPOST_AFTER = 5

#: While only computer players are to move, the table message waits for them this long at
#: most (each plays after the service's pause, a second in production).
HOLD_SECONDS = 6.0

#: The longest one attempt to update the table message may take.
ATTEMPT_SECONDS = 6.0

#: How long an interaction waits for its one answer (a move's reply, the click's update of
#: the table message) before it is acknowledged apart, the answer following: Discord gives
#: 3 s.
ANSWER_WITHIN = 2.0

#: The pauses before the board tries a failed update again (the last one repeats): the
#: attempts begin 0, 1, 3, 7, 15 and 30 s after the move, so a table is repaired within
#: 30 s of it once Discord answers again, and a longer outage is tried once a minute.
RETRY_PAUSES = (1.0, 2.0, 4.0, 8.0, 15.0, 30.0, 60.0)

#: A player who typed a move in the table's channel this recently is at the table: their
#: next turn is not DMed (their move's reply showed the hand, the table message the turn).
AT_TABLE_SECONDS = 30.0

#: How many of a channel's latest messages :meth:`DiscordFrontend.reconcile` looks through.
RECONCILE_LIMIT = 50

#: The buttons that make a message a table message still in play.
TABLE_BUTTONS = frozenset({HAND_ID, JOIN_ID, START_ID})

#: Nobody is pinged by the bot's channel messages (:data:`bot.discord.replies.QUIET`)...


def only_user(user_id: int) -> discord.AllowedMentions:
    """...except the one player a message is addressed to."""
    return only_users([user_id])


def only_users(user_ids: Iterable[int]) -> discord.AllowedMentions:
    """...or the players it is addressed to."""
    return discord.AllowedMentions(
        users=[discord.Object(user_id) for user_id in user_ids], everyone=False, roles=False
    )


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


@dataclass(eq=False)
class Answer:
    """A click on the table message whose answer is to be the message's update."""

    interaction: discord.Interaction
    #: Set to whether the update answered the click (``False``: answer it otherwise).
    done: asyncio.Future[bool]
    started: bool = False


@dataclass(eq=False)
class Board:
    """The table message of one table, and the one task that keeps it up to date."""

    table: Table
    #: What happened since the message last showed the table.
    events: list[Event] = field(default_factory=list)
    #: An update is due now (not waiting for computer players).
    due: bool = False
    #: The reason the table closed, for its last update (its buttons go) and its result.
    closing: str | None = None
    #: Messages seen in the channel after the table message (the re-post rule).
    newer: int = 0
    answer: Answer | None = None
    task: asyncio.Task[None] | None = None
    hold: asyncio.TimerHandle | None = None


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


class DiscordFrontend:
    """Implements :class:`bot.tables.ports.Frontend` with a discord.py client.

    ``attempt_seconds`` cuts an attempt to update a table message (:data:`ATTEMPT_SECONDS`);
    ``answer_within`` is how long an interaction waits for its one answer before it is
    acknowledged apart (:data:`ANSWER_WITHIN`: Discord gives 3 s); ``hold_seconds`` how
    long an update waits for computer players (:data:`HOLD_SECONDS`). Tests on a virtual clock
    that a busy machine's real time could overtake make them longer."""

    def __init__(
        self,
        bot: TableBot,
        *,
        attempt_seconds: float = ATTEMPT_SECONDS,
        answer_within: float = ANSWER_WITHIN,
        hold_seconds: float = HOLD_SECONDS,
    ) -> None:
        self.bot = bot
        self.hold_seconds = hold_seconds
        self.lost = LostPermissions(bot)
        self.attempt_seconds = attempt_seconds
        self.answer_within = answer_within
        #: table id -> its table message's board.
        self._boards: dict[str, Board] = {}
        #: channel id -> the board of the table there (for the re-post rule's count).
        self._channels: dict[int, Board] = {}
        self._outboxes: dict[str, Outbox] = {}
        #: Tables whose channel is gone: nothing more is sent there.
        self._gone: set[str] = set()
        #: table id -> user id -> when (``time.monotonic``) they last typed a move there.
        self._at_table: dict[str, dict[int, float]] = {}

    def channel(self, table: Table) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)

    def guild_locale(self, guild_id: int) -> str:
        """The language of the server's public messages (its preferred locale)."""
        return guild_id_locale(self.bot, guild_id)

    def locale(self, table: Table) -> str:
        """The language of the table's server: what the channel's messages are written in."""
        return self.guild_locale(table.guild_id)

    async def reader_locale(self, table: Table, user_id: int) -> str:
        """The language of what ``user_id`` alone reads, sent in the background (a DM):
        their client's, as their last interaction said it (before a restart too: stored),
        else the table's."""
        known = await self.bot.client_locales.of(user_id)
        return known or self.locale(table)

    def notice_text(self, guild_id: int, notice: Notice) -> str:
        """A notice of the service, worded for everyone in the server: in its language."""
        with i18n.speaking(self.guild_locale(guild_id)):
            return worded_text(notice)

    # ------------------------------------------------------------------ the table message

    async def table_changed(self, table: Table, events: list[Event]) -> int | None:
        """Mark the table message due (see the module docstring) and return at once with
        the id of the message that shows the table now; the board reports a new one."""
        board = self._board(table)
        # The driver's repair of a stale message passes the last action's events again.
        board.events.extend(e for e in events if not any(e is seen for seen in board.events))
        if self._waits_for_computers(table) and board.answer is None:
            if board.hold is None and not board.due:
                board.hold = asyncio.get_running_loop().call_later(
                    self.hold_seconds, self._release, board
                )
        else:
            self._release(board)
        return table.message_id

    @staticmethod
    def _waits_for_computers(table: Table) -> bool:
        """Whether the table waits only for computer players (who play at once), or for the
        player who has just moved and whose turn goes on (a draw before the discard)."""
        game = table.game
        if table.phase is not Phase.PLAYING or game is None or game.over:
            return False
        movers = game.to_move()
        last = game.history[-1].get("player") if game.history else None
        if movers == [last] and not game.history[-1].get("timeout"):
            return True
        return bool(movers) and all(table.seats[seat].is_bot for seat in movers)

    def _board(self, table: Table) -> Board:
        board = self._boards.get(table.table_id)
        if board is None or board.table is not table:
            board = Board(table)
            self._boards[table.table_id] = board
            self._channels[table.channel_id] = board
        return board

    def _release(self, board: Board) -> None:
        """The update is due: start the board's task unless it runs already."""
        if board.hold is not None:
            board.hold.cancel()
            board.hold = None
        board.due = True
        if board.task is None or board.task.done():
            board.task = asyncio.create_task(
                self._keep_up(board), name=f"table-{board.table.table_id}-message"
            )

    async def _keep_up(self, board: Board) -> None:
        """The board's task: bring the message up to date until nothing more is due; a
        failed attempt is tried again after a pause (:data:`RETRY_PAUSES`)."""
        table = board.table
        i18n.speak(self.locale(table))  # the board's own task: the table's language
        failures = 0
        while board.due and table.table_id not in self._gone:
            board.due = False
            if board.hold is not None:
                board.hold.cancel()
                board.hold = None
            shown = list(board.events)
            closing = board.closing
            try:
                async with asyncio.timeout(self.attempt_seconds):
                    await self._update(board, shown, closing)
            except ChannelGone as error:
                self._answered(board, False)
                await self._channel_gone(table, error)
                break
            except PermissionsLost:
                self._answered(board, False)
                await self.lost.tell(table)
                self.bot.service.message_shown(table, table.message_id, stale=True)
                board.due = True
                await asyncio.sleep(RETRY_PAUSES[min(failures, len(RETRY_PAUSES) - 1)])
                failures += 1
                continue
            except Exception as error:
                self._answered(board, False)
                if isinstance(error, DeliveryFailed | TimeoutError):
                    log.warning(
                        "table %s: message not updated (%r); will retry", table.table_id, error
                    )
                else:
                    log.exception("table %s: drawing the table message failed", table.table_id)
                self.bot.service.message_shown(table, table.message_id, stale=True)
                board.due = True
                await asyncio.sleep(RETRY_PAUSES[min(failures, len(RETRY_PAUSES) - 1)])
                failures += 1
                continue
            failures = 0
            self.lost.recovered(table)
            del board.events[: len(shown)]
            if closing is not None:
                self._forget(board)
                await self._sent(table, self._post_result(table, closing))
                break
            self.bot.service.message_shown(table, table.message_id)

    async def _update(self, board: Board, shown: list[Event], closing: str | None) -> None:
        """One attempt: the table as it is now, with what happened since it was last
        shown; the click's answer when a click waits for it, an edit, or (by the re-post
        rule, or when it is gone) a new message and the old one deleted."""
        table = board.table
        embed, files = await messages.table_message(table, shown or None)  # the board's task
        clamp_embed(embed)
        view = None
        if closing is None:
            view = TableView.for_table(table, web=web_of(self.bot) is not None)
        channel = self.channel(table)
        repost = table.message_id is None or (closing is None and board.newer >= REPOST_AFTER)
        answer, board.answer = board.answer, None
        with delivering():
            if answer is not None and not repost and _clicked_on(answer, table.message_id):
                answer.started = True
                try:
                    await answer.interaction.response.edit_message(
                        embed=embed, attachments=files, view=view
                    )
                except BaseException:
                    self._answered(board, False, answer)
                    raise
                self._answered(board, True, answer)
                return
            self._answered(board, False, answer)
            if not repost and table.message_id is not None:
                try:
                    await channel.get_partial_message(table.message_id).edit(
                        embed=embed, attachments=files, view=view
                    )
                    return
                except discord.NotFound as error:
                    if error.code in CHANNEL_GONE_CODES:
                        raise
                    log.info("table message %s is gone; posting a new one", table.message_id)
            message = await channel.send(
                embed=embed,
                files=files,
                # No buttons (a finished game): send no view at all.
                view=view if view is not None else discord.utils.MISSING,
                allowed_mentions=QUIET,
            )
        old = table.message_id
        board.newer = 0
        self.bot.service.message_shown(table, message.id)  # saved at once
        table.message_id = message.id  # (already, unless the table is closed)
        if old is not None:
            await self._delete(channel, old)

    def _answered(self, board: Board, shown: bool, answer: Answer | None = None) -> None:
        """Tell a click waiting on the board whether the update answered it."""
        if answer is None:
            answer, board.answer = board.answer, None
        if answer is not None and not answer.done.done():
            answer.done.set_result(shown)

    async def move_from_table(
        self, interaction: discord.Interaction, play: Callable[[], Awaitable[T]]
    ) -> tuple[T, bool]:
        """Make a move from a component of the table message (``play``), answering the
        click with the message's update: one request. Returns what ``play`` returned, and
        whether the click is answered (``False``: the caller answers it, e.g. privately,
        when the update could not be the answer: a re-post, a slow Discord)."""
        service = self.bot.service
        table = service.table(interaction.channel_id or 0)
        if table is None:
            return await play(), False
        board = self._board(table)
        answer = Answer(interaction, asyncio.get_running_loop().create_future())
        self._answered(board, False)
        board.answer = answer
        try:
            result = await play()
        except BaseException:
            if board.answer is answer:
                board.answer = None
            raise
        try:
            async with asyncio.timeout(self.answer_within):
                # The move returns once saved; the front end hears of it just after, in
                # the table's own task: until then the board may not be due yet.
                heard = asyncio.ensure_future(service.heard(table))
                try:
                    await asyncio.wait((heard, answer.done), return_when=asyncio.FIRST_COMPLETED)
                finally:
                    heard.cancel()
                nothing_due = not board.due and board.task is None
                if not answer.done.done() and board.answer is answer and nothing_due:
                    board.answer = None  # the move changed nothing to show
                    return result, False
                shown = await asyncio.shield(answer.done)
        except TimeoutError:
            if board.answer is answer:
                board.answer = None
            shown = await answer.done if answer.started else False
            if not shown:
                self._answered(board, False, answer)
        return result, shown

    # ------------------------------------------------------------------ the channel

    async def message_seen(self, message: discord.Message) -> None:
        """A message in a channel (the bot's ``on_message``): one more newer than the
        table message there, for the re-post rule."""
        board = self._channels.get(message.channel.id)
        if board is None or board.table.message_id is None:
            return
        if message.id > board.table.message_id:
            board.newer += 1

    async def reconcile(self, tables: Iterable[Table]) -> None:
        """At start-up: in each table's channel, delete the bot's other table messages
        still in play (those with the table's buttons: one posted just before a kill -9,
        whose id never reached the store, or the one it replaced), and count the messages
        below the table's, for the re-post rule. A channel the bot cannot read is left as
        it is."""
        me = self.bot.user
        if me is None:
            return
        for table in tables:
            board = self._board(table)
            channel = self.channel(table)
            newer = 0
            try:
                async for message in channel.history(limit=RECONCILE_LIMIT):
                    current = table.message_id
                    if current is not None and message.id > current:
                        newer += 1
                    if message.author.id != me.id or message.id == current:
                        continue
                    if has_table_buttons(message):
                        log.info("table %s: deleting a dead table message", table.table_id)
                        await self._delete(channel, message.id)
            except discord.HTTPException as error:
                log.info("table %s: channel not reconciled (%s)", table.table_id, error)
                continue
            board.newer = newer

    async def _channel_gone(self, table: Table, error: Exception) -> None:
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

    def _forget(self, board: Board) -> None:
        table = board.table
        self._at_table.pop(table.table_id, None)
        if self._boards.get(table.table_id) is board:
            del self._boards[table.table_id]
        if self._channels.get(table.channel_id) is board:
            del self._channels[table.channel_id]
        outbox = self._outboxes.get(table.table_id)
        if outbox is not None and outbox.idle:
            del self._outboxes[table.table_id]

    async def flushed(self) -> None:
        """Wait until the service has told this front end of every change accepted so far
        and every board and outbox has sent what is due (a board waiting for computer
        players has nothing due yet)."""
        while True:
            await self.bot.service.settled()
            busy = [b.task for b in self._boards.values() if b.task and not b.task.done()]
            busy += [o.task for o in self._outboxes.values() if o.task and not o.task.done()]
            if not busy:
                return
            await asyncio.wait(busy)

    async def close(self) -> None:
        """Stop every board and outbox (the bot is stopping)."""
        for board in list(self._boards.values()):
            if board.hold is not None:
                board.hold.cancel()
            if board.task is not None:
                board.task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await board.task
        for outbox in list(self._outboxes.values()):
            await outbox.close()

    # ------------------------------------------------------------------ hands and turns

    def _send(self, table: Table, send: Coroutine[Any, Any, None]) -> None:
        """Send in the table's outbox (in order, after what it already holds)."""
        if table.table_id in self._gone:
            send.close()
            return
        outbox = self._outboxes.get(table.table_id)
        if outbox is None:
            outbox = self._outboxes[table.table_id] = Outbox(lambda call: self._sent(table, call))
        outbox.put(send)

    async def _sent(self, table: Table, call: Coroutine[Any, Any, None]) -> None:
        if table.table_id in self._gone:
            call.close()
            return
        with i18n.speaking(self.locale(table)):  # what the outbox sends reads the table's
            try:
                with delivering():
                    await call
            except ChannelGone as error:
                await self._channel_gone(table, error)
            except PermissionsLost:
                await self.lost.tell(table)
            except DeliveryFailed as error:
                log.warning("table %s: a message was not delivered (%s)", table.table_id, error)
            except Exception:
                log.exception("table %s: a message failed", table.table_id)

    def at_table(self, table: Table, user_id: int) -> None:
        """The player typed a move in the table's channel just now (see the module
        docstring): their hand is in its reply, their turn on the table message."""
        self._at_table.setdefault(table.table_id, {})[user_id] = time.monotonic()

    def _is_at_table(self, table: Table, user_id: int) -> bool:
        typed = self._at_table.get(table.table_id, {}).get(user_id)
        return typed is not None and time.monotonic() - typed < AT_TABLE_SECONDS

    async def hand_changed(self, table: Table, seat: int) -> None:
        """The hand is DMed when it is dealt; later changes wait for the player's turn
        (:meth:`turn_started`) or for **My hand**. A player who turned DMs off in
        ``/settings`` gets none (read in the outbox: no store read under the table's lock)."""
        user_id = table.seats[seat].user_id
        if table.game is None or table.game.history or user_id is None:
            return
        self._send(table, self._deal_hand(table, seat, user_id))

    async def _deal_hand(self, table: Table, seat: int, user_id: int) -> None:
        if (await self.bot.store.settings.get(user_id)).turn_dms:
            await self._send_hand(table, seat)

    async def turn_started(self, table: Table, seats: list[int]) -> None:
        """Each human whose turn starts is told once, as they chose in ``/settings``: by
        a DM of their hand with its panel (at the deal, by :meth:`hand_changed`'s), or,
        with pings on and no DM for them, by a short mention in the channel. What they
        chose is read in the table's outbox, so the table's lock waits for no store read."""
        game = table.game
        humans = [
            (seat, held.user_id)
            for seat in seats
            if not (held := table.seats[seat]).is_bot and held.user_id is not None
        ]
        if not humans or game is None:
            return
        # Decided now, as the turn starts: whether it is a later turn (the deal's hands go
        # by hand_changed) and who is at the table, whose turn is not DMed.
        dm_turn = {
            user_id
            for _, user_id in humans
            if game.history and not self._is_at_table(table, user_id)
        }
        self._send(table, self._tell_turns(table, humans, dm_turn, pings=not game.over))

    async def _tell_turns(
        self, table: Table, humans: list[tuple[int, int]], dm_turn: set[int], *, pings: bool
    ) -> None:
        """In the outbox: DM each player in ``dm_turn`` who wants turn DMs their hand;
        mention the others who want pings and get no DM, in one message."""
        settings = self.bot.store.settings
        pinged: list[int] = []
        for seat, user_id in humans:
            wanted = await settings.get(user_id)
            if wanted.turn_dms and user_id not in table.dm_failed:
                if user_id in dm_turn:
                    await self._send_hand(table, seat, turn=True)
            elif wanted.turn_pings:
                pinged.append(user_id)
        if pinged and pings:
            names = " ".join(f"<@{user_id}>" for user_id in pinged)
            text = t("bot.table.your_turn", names=names)
            await self.channel(table).send(text, allowed_mentions=only_users(pinged))

    async def _send_hand(self, table: Table, seat: int, *, turn: bool = False) -> None:
        """DM the hand (with its panel where the game's works in a DM), unless the player's
        DMs failed at this table and they have not asked for their hand since."""
        user_id = table.seats[seat].user_id
        if user_id is None or table.seats[seat].is_bot or user_id in table.dm_failed:
            return
        if table.game is None or self.bot.service.table(table.channel_id) is not table:
            return  # closed meanwhile
        channel = f"<#{table.channel_id}>"
        with i18n.speaking(await self.reader_locale(table, user_id)):  # the DM is theirs alone
            panel = await hand_panel_builder(table.game_id)(table, seat)
            heading = t("bot.table.dm_turn", channel=channel) if turn else channel
        view = panel.view if panel_in_dm(table.game_id) and panel.view is not None else None
        try:
            # The DM channel is cached after the first hand: one request per hand sent.
            dm = await self.bot.create_dm(discord.Object(user_id))
            kwargs: dict[str, Any] = {"file": panel.file, "allowed_mentions": QUIET}
            if view is not None:
                kwargs["view"] = view
            await dm.send(f"{heading} · {panel.content}", **kwargs)
        except discord.Forbidden:
            metrics.dm_failed(table.game_id)
            await self._dm_failed(table, user_id)
        except discord.HTTPException as error:
            log.warning("table %s: hand not DMed (%s)", table.table_id, error)

    async def _dm_failed(self, table: Table, user_id: int) -> None:
        """No DM is tried again at this table until the player presses **My hand** (or
        uses ``/game hand``); the channel is told where their hand is, once per table.

        The sets are replaced, not changed, so that a copy of the table being made in a
        worker thread never sees one change under it."""
        if user_id in table.dm_failed:
            return
        table.dm_failed = table.dm_failed | {user_id}
        if user_id in table.dm_told:
            return
        table.dm_told = table.dm_told | {user_id}
        await self.channel(table).send(
            t("bot.table.dm_closed", player=f"<@{user_id}>"),
            allowed_mentions=only_user(user_id),
        )

    # ------------------------------------------------------------------ notices

    async def announce(self, table: Table, notice: Notice) -> None:
        text = self.notice_text(table.guild_id, notice)
        channel = self.channel(table)
        self._send(table, _discard(channel.send(clamp_content(text), allowed_mentions=QUIET)))

    async def table_closed(self, table: Table, reason: Notice) -> None:
        """The table message's last update (the final state, without its buttons), then
        the result, by the board once its update in flight is done."""
        board = self._board(table)
        board.closing = self.notice_text(table.guild_id, reason)
        board.answer = None
        if table.message_id is None and board.task is None:
            # Never shown (closed at once): only the result.
            self._forget(board)
            self._send(table, self._post_result(table, board.closing))
            return
        self._release(board)

    async def _post_result(self, table: Table, reason: str) -> None:
        """The result, in the table's language (sent through :meth:`_sent`, which speaks it)."""
        embed, files = await messages.result_message(table, reason)
        clamp_embed(embed)
        web = web_of(self.bot)
        view = summary_view(table, None if web is None else web.replay_url(table))
        with delivering():
            await self.channel(table).send(
                embed=embed,
                files=files,
                view=view if view is not None else discord.utils.MISSING,
                allowed_mentions=QUIET,
            )
        await note_result(self.bot, table, reason)

    async def broken_table(self, guild_id: int, channel_id: int, notice: Notice) -> None:
        channel = self.bot.get_partial_messageable(channel_id, guild_id=guild_id)
        text = self.notice_text(guild_id, notice)
        with delivering():
            await channel.send(clamp_content(text), allowed_mentions=QUIET)

    @staticmethod
    async def _delete(channel: discord.PartialMessageable, message_id: int) -> None:
        """Delete an old table message; the new one is posted, so a failure only leaves
        the old one in the channel (until the next start-up's :meth:`reconcile`)."""
        try:
            await channel.get_partial_message(message_id).delete()
        except discord.NotFound:
            log.info("old table message %s was already deleted", message_id)
        except discord.HTTPException as error:
            log.warning("old table message %s not deleted (%s)", message_id, error)


async def _discard(call: Awaitable[Any]) -> None:
    """Await a send whose message is not needed afterwards."""
    await call


def _clicked_on(answer: Answer, message_id: int | None) -> bool:
    message = answer.interaction.message
    responded = answer.interaction.response.is_done()
    return message is not None and message.id == message_id and not responded


def has_table_buttons(message: discord.Message) -> bool:
    """Whether ``message`` carries a table message's buttons (one still in play)."""
    for row in message.components:
        for item in getattr(row, "children", [row]):
            if getattr(item, "custom_id", None) in TABLE_BUTTONS:
                return True
    return False
