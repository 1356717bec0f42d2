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

What discord's failures mean to the service (a channel gone, a passing fault, a permission
taken away), and how the DMs, pings and announcements go out in order outside the table's
lock, is :mod:`bot.discord.delivery`'s; how each player hears of their hand and their turn
(a DM, or a mention in the channel) is :mod:`bot.discord.turn_dms`'s. Deleting an old table
message is best effort.

The service's notices (timeouts, replacements, why a table closed) are public, so they are
worded in the server's language (its preferred locale), with the slash commands named
(:data:`bot.discord.wording.COMMANDS`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from bot.discord import messages
from bot.discord.delivery import CHANNEL_GONE_CODES, Outboxes, channel_of, delivering
from bot.discord.endgame import summary_view
from bot.discord.limits import clamp_content, clamp_embed
from bot.discord.locale import guild_id_locale
from bot.discord.permissions import LostPermissions, PermissionsLost
from bot.discord.places import note_result
from bot.discord.port import TableBot
from bot.discord.replies import QUIET
from bot.discord.turn_dms import TurnDMs
from bot.discord.views import HAND_ID, JOIN_ID, START_ID, TableView
from bot.discord.web import web_of
from bot.discord.wording import worded_text
from bot.tables.ports import ChannelGone, DeliveryFailed, Notice
from bot.tables.table import Phase
from engine import i18n

if TYPE_CHECKING:
    from bot.tables.table import Table
    from engine.core import Event

log = logging.getLogger(__name__)

T = TypeVar("T")

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

#: How many of a channel's latest messages :meth:`DiscordFrontend.reconcile` looks through.
RECONCILE_LIMIT = 50

#: The buttons that make a message a table message still in play.
TABLE_BUTTONS = frozenset({HAND_ID, JOIN_ID, START_ID})


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


class DiscordFrontend:
    """Implements :class:`bot.tables.ports.Frontend` with a discord.py client: it keeps
    each table message up to date itself, hands the players' hands and turns to a
    :class:`~bot.discord.turn_dms.TurnDMs`, and sends the rest through the tables'
    :class:`~bot.discord.delivery.Outboxes`.

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
        #: Each table's DMs, pings and announcements, in order; the channels gone.
        self._outboxes = Outboxes(bot, self.lost)
        #: The players' hands and turns, by DM or a mention, sent through the outboxes.
        self._dms = TurnDMs(bot, self._outboxes)

    def channel(self, table: Table) -> discord.PartialMessageable:
        return channel_of(self.bot, table)

    def guild_locale(self, guild_id: int) -> str:
        """The language of the server's public messages (its preferred locale)."""
        return guild_id_locale(self.bot, guild_id)

    def locale(self, table: Table) -> str:
        """The language of the table's server: what the channel's messages are written in."""
        return self.guild_locale(table.guild_id)

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
        if _waits_for_computers(table) and board.answer is None:
            if board.hold is None and not board.due:
                board.hold = asyncio.get_running_loop().call_later(
                    self.hold_seconds, self._release, board
                )
        else:
            self._release(board)
        return table.message_id

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
        while board.due and not self._outboxes.gone(table):
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
                await self._outboxes.channel_gone(table, error)
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
                await self._outboxes.deliver(table, self._post_result(table, closing))
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
            await _delete_old(channel, old)

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
                        await _delete_old(channel, message.id)
            except discord.HTTPException as error:
                log.info("table %s: channel not reconciled (%s)", table.table_id, error)
                continue
            board.newer = newer

    def _forget(self, board: Board) -> None:
        table = board.table
        self._dms.forget(table)
        if self._boards.get(table.table_id) is board:
            del self._boards[table.table_id]
        if self._channels.get(table.channel_id) is board:
            del self._channels[table.channel_id]
        self._outboxes.forget(table)

    async def flushed(self) -> None:
        """Wait until the service has told this front end of every change accepted so far
        and every board and outbox has sent what is due (a board waiting for computer
        players has nothing due yet)."""
        while True:
            await self.bot.service.settled()
            busy = [b.task for b in self._boards.values() if b.task and not b.task.done()]
            busy += self._outboxes.busy()
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
        await self._outboxes.close()

    # ------------------------------------------------------------------ hands and turns

    def at_table(self, table: Table, user_id: int) -> None:
        """The player typed a move in the table's channel just now: their next turn is not
        DMed (:meth:`~bot.discord.turn_dms.TurnDMs.at_table`)."""
        self._dms.at_table(table, user_id)

    async def hand_changed(self, table: Table, seat: int) -> None:
        """The hand is DMed when dealt, later at the player's turn
        (:meth:`~bot.discord.turn_dms.TurnDMs.hand_changed`)."""
        self._dms.hand_changed(table, seat)

    async def turn_started(self, table: Table, seats: list[int]) -> None:
        """Each human whose turn starts is told once, by a DM or a mention
        (:meth:`~bot.discord.turn_dms.TurnDMs.turn_started`)."""
        self._dms.turn_started(table, seats)

    # ------------------------------------------------------------------ notices

    async def announce(self, table: Table, notice: Notice) -> None:
        text = self.notice_text(table.guild_id, notice)
        channel = self.channel(table)
        send = _discard(channel.send(clamp_content(text), allowed_mentions=QUIET))
        self._outboxes.send(table, send)

    async def table_closed(self, table: Table, reason: Notice) -> None:
        """The table message's last update (the final state, without its buttons), then
        the result, by the board once its update in flight is done."""
        board = self._board(table)
        board.closing = self.notice_text(table.guild_id, reason)
        board.answer = None
        if table.message_id is None and board.task is None:
            # Never shown (closed at once): only the result.
            self._forget(board)
            self._outboxes.send(table, self._post_result(table, board.closing))
            return
        self._release(board)

    async def _post_result(self, table: Table, reason: str) -> None:
        """The result, in the table's language (sent through
        :meth:`~bot.discord.delivery.Outboxes.deliver`, which speaks it)."""
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


async def _delete_old(channel: discord.PartialMessageable, message_id: int) -> None:
    """Delete an old table message; the new one is posted, so a failure only leaves the old
    one in the channel (until the next start-up's :meth:`DiscordFrontend.reconcile`)."""
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
