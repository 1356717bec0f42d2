"""The driver room: what happens at a table without anyone asking.

Each table has one driver task (not one per player): it sleeps until the next thing due at
that table — a computer player's move, the move deadline, the lobby's expiry, or a repair
(a result to record, a table message that the front end failed to update) — and wakes
early when the table changes. Computer players think elsewhere
(:mod:`bot.tables.thinking`), on a copy of the game, and their move is applied under the
lock only if the turn is still the one they thought about. A timeout or a computer
player's move that could not be saved is retried with backoff.

At start-up the driver loads this process's shards' tables from the store and sets their
timers going again (deadlines are absolute: a move keeps the time it had left), and
reports each table that cannot be read, once, in its channel. While running it renews its
leases (:meth:`~bot.tables.ports.Store.heartbeat`) and gives every table up the moment the
store says another process owns them.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import random
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any

from bot.monitoring import metrics
from bot.monitoring.logs import set_table_context
from bot.tables.copies import broken_title, hands, replace_by_bot, result_pending
from bot.tables.desk import Desk, NotSaved, TableMoved, log
from bot.tables.play import Play
from bot.tables.ports import (
    BrokenTable,
    Notice,
    StoreUnavailable,
    TableError,
    TableOwnedElsewhere,
)
from bot.tables.start import Start
from bot.tables.table import Phase, Table
from bot.tables.thinking import Thinking
from engine.cards import CardError
from engine.core import TIME_BUDGET, Action, Event, Game, IllegalAction

#: Wraps a table task's idle wait (see :class:`~bot.tables.service.TableService`).
IdleWait = Callable[[Coroutine[Any, Any, bool]], Awaitable[bool]]


async def _plain_wait(waiting: Coroutine[Any, Any, bool]) -> bool:
    return await waiting


class _RetryLater(Exception):
    """A driver step that could not be done now (the chat service failed): back off."""


class Driver:
    """Timers, computer players, repairs, leases, start-up and stop (see the module
    docstring and :class:`~bot.tables.service.TableService` for the parameters)."""

    def __init__(
        self,
        desk: Desk,
        start: Start,
        play: Play,
        thinking: Thinking,
        *,
        rng: random.Random,
        bot_delay: float,
        max_timeouts: int,
        idle_wait: IdleWait | None,
        shard_count: int,
        shard_ids: Sequence[int] | None,
        lease_seconds: float,
        retry_seconds: float,
        retry_max_seconds: float,
    ) -> None:
        self._desk = desk
        self._start = start
        self._play = play
        self._thinking = thinking
        self._rng = rng
        self._bot_delay = bot_delay
        self._max_timeouts = max_timeouts
        self._idle_wait: IdleWait = idle_wait or _plain_wait
        self._shard_count = shard_count
        self._shard_ids = None if shard_ids is None else tuple(shard_ids)
        self._lease_seconds = lease_seconds
        self._retry_seconds = retry_seconds
        self._retry_max_seconds = retry_max_seconds
        self._heartbeat: asyncio.Task[None] | None = None
        #: The saves of a message id reported by the front end (:meth:`message_shown`).
        self._message_saves: set[asyncio.Task[None]] = set()
        desk.driving = self._drive

    # ------------------------------------------------------------------ start and stop

    async def start(self) -> None:
        """Load and drive this process's tables; report the broken ones; renew the leases."""
        desk = self._desk
        desk.stopping = False
        await self._thinking.start()
        loaded = await desk.store.load_tables(self._shard_count, self._shard_ids)
        for table in loaded.tables:
            desk.tables[table.channel_id] = table
            desk.start_driver(table)
        for broken in loaded.broken:
            if broken.channel_id in desk.tables:
                continue
            desk.broken[broken.channel_id] = broken
            try:
                notice = Notice("broken", game=broken_title(broken))
                await desk.frontend.broken_table(broken.guild_id, broken.channel_id, notice)
            except Exception as error:
                log.warning("table %s: could not report it as broken (%r)", broken.table_id, error)
        self._heartbeat = asyncio.create_task(self._renew_leases(), name="table-leases")

    async def stop(self) -> None:
        """Stop every driver task (each with its table's lock held, so no change is cut in
        half) and give up the leases."""
        desk = self._desk
        desk.stopping = True
        if self._message_saves:
            await asyncio.gather(*self._message_saves, return_exceptions=True)
        if self._heartbeat is not None:
            self._heartbeat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._heartbeat
            self._heartbeat = None
        for table in list(desk.tables.values()):
            async with desk.lock(table):
                task = desk.drivers.pop(table.table_id, None)
                if task is not None:
                    task.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await task
                if table.table_id in desk.unsaved_message:
                    await desk.save_quietly(table)
        try:
            await desk.store.release()
        except Exception as error:
            log.warning("could not release the table leases (%r): they run out", error)
        desk.drafts.close()
        await self._thinking.close()

    def message_shown(self, table: Table, message_id: int | None, *, stale: bool = False) -> None:
        """The front end shows ``table`` in ``message_id`` now (see
        :meth:`bot.tables.TableService.message_shown`): saved at once, under the lock."""
        desk = self._desk
        if not desk.is_open(table) or desk.stopping:
            return
        if message_id == table.message_id and stale == table.message_stale:
            return
        table.message_id = message_id
        table.message_stale = stale
        desk.unsaved_message.add(table.table_id)
        task = asyncio.create_task(self._save_message(table), name=f"table-{table.table_id}-id")
        self._message_saves.add(task)
        task.add_done_callback(self._message_saves.discard)

    async def _save_message(self, table: Table) -> None:
        async with self._desk.lock(table):
            if table.table_id in self._desk.unsaved_message:
                await self._desk.save_quietly(table)

    async def abandon_channel(self, channel_id: int, reason: str) -> None:
        """The channel is gone: close its table as abandoned, with nothing more sent there."""
        desk = self._desk
        broken = desk.broken.pop(channel_id, None)
        if broken is not None:
            await self._delete_broken(broken)
        table = desk.tables.get(channel_id)
        if table is not None:
            async with desk.lock(table):
                await desk.abandon(table, reason)

    async def abandon_guild(self, guild_id: int, reason: str) -> None:
        """The bot left the server: close every table of it as abandoned."""
        desk = self._desk
        for channel_id, broken in list(desk.broken.items()):
            if broken.guild_id == guild_id:
                del desk.broken[channel_id]
                await self._delete_broken(broken)
        for table in [t for t in desk.tables.values() if t.guild_id == guild_id]:
            async with desk.lock(table):
                await desk.abandon(table, reason)

    async def _delete_broken(self, broken: BrokenTable) -> None:
        """Remove an unreadable row whose channel is gone (best effort: it is reported
        again at the next start otherwise)."""
        try:
            await self._desk.store.delete_table(broken.table_id)
        except (StoreUnavailable, TableOwnedElsewhere) as error:
            log.warning("table %s: broken row not removed (%r)", broken.table_id, error)

    async def clear_broken(self, channel_id: int) -> bool:
        """Delete the channel's saved table that cannot be read (``False``: none is there)."""
        desk = self._desk
        broken = desk.broken.get(channel_id)
        if broken is None or channel_id in desk.tables:
            return False
        desk.check_running()
        try:
            await desk.store.delete_table(broken.table_id)
        except StoreUnavailable as error:
            log.warning("table %s: the broken row was not deleted (%s)", broken.table_id, error)
            raise NotSaved.of("not_saved") from None
        except TableOwnedElsewhere:
            raise TableMoved.of("owned_elsewhere") from None
        desk.broken.pop(channel_id, None)
        return True

    # ------------------------------------------------------------------ the table's task

    async def _drive(self, table: Table) -> None:
        """The table's one task: sleep until the next thing due, do it, repeat.

        What is due is decided before sleeping, together with its token (the turn, or the
        lobby's deadline); when it falls due it happens only if the token still holds, so
        a move made meanwhile wins over its own timeout. A repair (a result to record, a
        stale table message) is due at once. A step that fails (the store or the chat
        service) is retried after a pause that doubles with each failure in a row.
        """
        desk = self._desk
        set_table_context(table.table_id, table.guild_id)
        wake = desk.wakes[table.table_id]
        bot_turn, bot_due = -1, 0.0
        failures = 0
        while desk.is_open(table):
            wake.clear()
            turn = table.turn
            repair = result_pending(table) or table.message_stale
            bots = not repair and table.phase is Phase.PLAYING and bool(_bot_seats(table))
            due: float | None
            if repair:
                due = desk.clock()
            elif bots:
                if turn != bot_turn:
                    bot_turn, bot_due = turn, desk.clock() + self._bot_delay
                due = bot_due
            else:
                due = table.deadline
            if due is None:
                await self._idle_wait(wake.wait())
                continue
            delay = due - desk.clock()
            if delay > 0:
                # asyncio.timeout, not wait_for: on 3.11 wait_for can swallow a cancel
                # that arrives just as the event is set, and stop() would never end.
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(delay):
                        await self._idle_wait(wake.wait())
                    continue
            try:
                if result_pending(table):
                    await self._retry_result(table)
                elif table.message_stale:
                    await self._repair_message(table)
                elif table.phase is Phase.LOBBY:
                    await self._start.due(table, due)
                elif bots:
                    await self._bot_moves(table, turn)
                else:
                    await self.time_out(table, turn)
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

    async def _retry_result(self, table: Table) -> None:
        async with self._desk.lock(table):
            if self._desk.is_open(table) and result_pending(table):
                await self._play.record_pending(table)

    async def _repair_message(self, table: Table) -> None:
        """Bring a stale table message up to date (posting it afresh after a move)."""
        async with self._desk.lock(table):
            if not self._desk.is_open(table) or not table.message_stale:
                return
            if not await self._desk.show(table, table.last_events):
                raise _RetryLater
            await self._desk.save_quietly(table)

    async def _renew_leases(self) -> None:
        """Renew this process's leases every third of their length. If the store says
        another process owns the tables, this one lets every table go."""
        while True:
            await asyncio.sleep(self._lease_seconds / 3)
            try:
                await self._desk.store.heartbeat()
            except StoreUnavailable as error:
                log.warning("leases not renewed (%s); trying again", error)
            except TableOwnedElsewhere:
                log.warning("another process owns this process's tables: letting them go")
                for table in list(self._desk.tables.values()):
                    self._desk.drop(table)

    # ------------------------------------------------------------------ moves nobody asked

    async def _bot_moves(self, table: Table, turn: int) -> None:
        """Let the computer players to move choose (elsewhere, on a copy of the game, so
        the event loop may change the real one meanwhile), then apply under the lock."""
        desk = self._desk
        if table.game is None or table.turn != turn:
            return
        for seat in _bot_seats(table):
            async with desk.lock(table):
                if not self._bot_may_move(table, turn, seat):
                    return
                game_state = await desk.drafts.game_state(table)
            level = table.seats[seat].level
            seed = self._rng.randrange(2**63)
            choosing = self._thinking.choose(table.game_id, game_state, seat, seed, level)
            timer = metrics.DECISION_SECONDS.labels(table.game_id, level)
            action: Action | None
            try:
                timed = metrics.timed(timer, choosing)
                grace = desk.limits.bot_grace
                action = await asyncio.wait_for(timed, TIME_BUDGET[level] + grace)
            except Exception:
                log.exception("table %s: computer player failed; timing out", table.table_id)
                action = None
            async with desk.lock(table):
                if not self._bot_may_move(table, turn, seat):
                    return
                before = hands(table)
                assert table.game is not None
                movers = table.game.to_move()
                draft, events = await desk.drafts.played(
                    table, functools.partial(_bot_plays, seat, action)
                )
                await self._play.accept(table, draft, events, before, movers, actor=seat)
                turn = table.turn

    def _bot_may_move(self, table: Table, turn: int, seat: int) -> bool:
        """Whether the computer player at ``seat`` still has move ``turn`` to make."""
        game = table.game
        return (
            self._desk.is_open(table)
            and game is not None
            and table.turn == turn
            and table.seats[seat].is_bot
            and seat in game.to_move()
        )

    async def expire_turn(self, channel_id: int, turn: int) -> bool:
        """Time out move ``turn`` now, as its timer does (``False``: it is over already)."""
        table = self._desk.require(channel_id)
        if table.phase is not Phase.PLAYING:
            raise TableError.of("not_started")
        return await self.time_out(table, turn)

    async def time_out(self, table: Table, turn: int) -> bool:
        """The move's time ran out: the game's timeout action for every seat still to move.

        Nothing happens (``False``) if move ``turn`` is over by the time the lock is ours.
        """
        desk = self._desk
        async with desk.lock(table):
            if not desk.is_open(table) or table.turn != turn:
                return False  # the move was made meanwhile: exactly one outcome
            if table.game is None or table.game.over:
                return False
            before = hands(table)
            movers = table.game.to_move()
            timed_out: list[int] = []
            draft, events = await desk.drafts.played(
                table, functools.partial(_time_out_all, movers, timed_out)
            )
            replaced: list[str] = []
            for seat in timed_out:
                holder = draft.seats[seat]
                if holder.is_bot:
                    continue
                holder.timeouts_in_row += 1
                if holder.timeouts_in_row >= self._max_timeouts:
                    replace_by_bot(draft, seat, may_return=True)
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
            await self._play.accept(table, draft, events, before, movers, notes)
            return True


def _bot_seats(table: Table) -> list[int]:
    game = table.game
    if game is None or game.over:
        return []
    return [seat for seat in game.to_move() if table.seats[seat].is_bot]


def _bot_plays(seat: int, action: Any, game: Game) -> list[Event]:
    """The computer player's ``action`` at ``seat`` (in a worker thread); one that failed
    (``None``) or is refused takes the timeout action: a game never stalls."""
    try:
        if action is not None:
            return game.apply(seat, action)
    except (IllegalAction, CardError) as error:
        log.error("computer player's %s refused (%s): timing out", str(action), error)
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
