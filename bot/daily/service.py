"""The daily challenge service: the day's position of each server, one attempt a day per
member, streaks, and the post at the end of each day (UTC).

No discord here: the service speaks to a :class:`DailyFrontend` (the discord adapter, or
a fake in tests), like the table service. Everything it knows is in the store, so a
restart loses nothing: the position of a day is made once and kept (also across an
upgrade of the generator), attempts and streaks are rows, and the day-end post is claimed
before it is sent and marked after, so a stop and start neither loses nor repeats it (a
graceful stop waits for a post being sent; only a crash in the instant between the send
and its mark would repeat one).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Protocol

from bot.storage.daily import DailyAttempt, DailyStore, DailyTotal
from bot.tables.ports import Player, TableError
from engine.dealmein.daily import Attempt, DailyPosition, daily_position
from engine.dealmein.game import DealMeIn

log = logging.getLogger(__name__)

DAY = 86_400
#: Days back a restarted bot still sends a missed day-end post for.
CATCH_UP_DAYS = 3
#: Seconds before a failed day-end post is tried again.
RETRY_SECONDS = 300.0

ALREADY_PLAYED = (
    "You already played today's challenge: one move a day. See it again with "
    "`/daily answer`; the best move is revealed when the day ends."
)
NOT_PLAYED = "You haven't played today's challenge yet: `/daily play` shows it."


#: The game of the daily challenge (a Deal Me In position): its seasons name the daily
#: champion.
DAILY_GAME = DealMeIn.game_id


def day_of(unix: float) -> str:
    """The UTC date of a unix time, ``YYYY-MM-DD``."""
    return datetime.fromtimestamp(unix, UTC).date().isoformat()


def day_start(day: str) -> float:
    """The unix time at which ``day`` (UTC) begins."""
    return datetime.combine(date.fromisoformat(day), datetime.min.time(), UTC).timestamp()


def shift(day: str, days: int) -> str:
    return (date.fromisoformat(day) + timedelta(days=days)).isoformat()


def week_of(day: str) -> str:
    """The Monday of ``day``'s week."""
    return shift(day, -date.fromisoformat(day).weekday())


@dataclass(frozen=True, slots=True)
class Streaks:
    """Days in a row: played (up to today, or yesterday while today is still open), on
    the best move, and the longest run of days played."""

    played: int
    best: int
    longest: int


@dataclass(frozen=True, slots=True)
class Played:
    """An accepted attempt: the engine's verdict and the streaks it makes."""

    position: DailyPosition
    attempt: Attempt
    streaks: Streaks


@dataclass(frozen=True, slots=True)
class DayResults:
    """A server's day: its position and everyone's attempt, best first."""

    guild_id: int
    day: str
    position: DailyPosition
    attempts: list[DailyAttempt]

    @property
    def found_best(self) -> list[DailyAttempt]:
        return [a for a in self.attempts if a.best]


class DailyFrontend(Protocol):
    async def day_ended(self, results: DayResults, channel_id: int) -> int | None:
        """Post the end of ``results.day`` in ``channel_id`` (the best move revealed, the
        leaderboard); the message's id."""


def streaks_of(history: Sequence[tuple[str, bool]], today: str) -> Streaks:
    """Streaks from the days played (latest first, with whether the best was found)."""
    best_of = dict(history)
    latest = today if today in best_of else shift(today, -1)
    played = best = 0
    day = latest
    while day in best_of:
        played += 1
        day = shift(day, -1)
    day = latest
    while best_of.get(day):
        best += 1
        day = shift(day, -1)
    longest = run = 0
    previous: str | None = None
    for day, _ in sorted(history):
        run = run + 1 if previous is not None and shift(previous, 1) == day else 1
        longest = max(longest, run)
        previous = day
    return Streaks(played, best, longest)


class DailyService:
    """The daily challenge of every server of this process (see the module docstring).

    ``clock`` is unix time (tests inject a virtual one); ``generate`` makes a position
    from a day and a server (the engine's generator, run in a worker thread).
    """

    def __init__(
        self,
        store: DailyStore,
        frontend: DailyFrontend,
        *,
        clock: Callable[[], float] = time.time,
        generate: Callable[[str, int], DailyPosition] = daily_position,
    ) -> None:
        self._store = store
        self._frontend = frontend
        self._clock = clock
        self._generate = generate
        self._positions: dict[tuple[int, str], DailyPosition] = {}
        self._making: dict[tuple[int, str], asyncio.Lock] = {}
        self._posting = asyncio.Lock()
        self._task: asyncio.Task[None] | None = None
        self._stopping = False

    # ------------------------------------------------------------------ days

    def today(self) -> str:
        return day_of(self._clock())

    def ends_at(self, day: str) -> float:
        """When ``day`` ends (the next day's start), unix time."""
        return day_start(shift(day, 1))

    # ------------------------------------------------------------------ playing

    async def position(self, guild_id: int, day: str | None = None) -> DailyPosition:
        """The server's position of ``day`` (default today): from memory, the store, or
        made now (off the event loop) and kept."""
        day = day or self.today()
        key = (guild_id, day)
        if key in self._positions:
            return self._positions[key]
        lock = self._making.setdefault(key, asyncio.Lock())
        async with lock:
            if key not in self._positions:
                stored = await self._store.position(guild_id, day)
                if stored is None:
                    made = await asyncio.to_thread(self._generate, day, guild_id)
                    stored = await self._store.save_position(guild_id, day, made.to_dict())
                self._remember(key, DailyPosition.from_dict(stored))
        self._making.pop(key, None)
        return self._positions[key]

    def cached_position(self, guild_id: int) -> DailyPosition | None:
        """Today's position if it is in memory (autocomplete must answer at once)."""
        return self._positions.get((guild_id, self.today()))

    def _remember(self, key: tuple[int, str], position: DailyPosition) -> None:
        """Keep positions of today and yesterday only (the ones still asked for)."""
        self._positions[key] = position
        recent = {self.today(), shift(self.today(), -1)}
        for old in [k for k in self._positions if k[1] not in recent and k != key]:
            del self._positions[old]

    async def play(
        self, guild_id: int, player: Player, square: str, direction: str, cards: str
    ) -> Played:
        """The member's one move today. A refusal (already played, an illegal move)
        changes nothing; an accepted move is stored before this returns."""
        day = self.today()
        if await self._store.attempt(guild_id, day, player.user_id) is not None:
            raise TableError.text(ALREADY_PLAYED)
        position = await self.position(guild_id, day)
        attempt = position.judge(square, direction, cards)
        added = await self._store.add_attempt(
            guild_id,
            day,
            player.user_id,
            player.name,
            attempt.action,
            attempt.score,
            attempt.found_best,
        )
        if not added:
            raise TableError.text(ALREADY_PLAYED)
        return Played(position, attempt, await self.streaks(guild_id, player.user_id))

    async def answer(
        self, guild_id: int, user_id: int, day: str | None = None
    ) -> tuple[DailyPosition, Attempt]:
        """The member's move of ``day`` (default today), judged again for its details."""
        day = day or self.today()
        stored = await self._store.attempt(guild_id, day, user_id)
        if stored is None:
            raise TableError.text(NOT_PLAYED)
        position = await self.position(guild_id, day)
        return position, position.judge_action(stored.action)

    async def has_played(self, guild_id: int, user_id: int) -> bool:
        return await self._store.attempt(guild_id, self.today(), user_id) is not None

    async def results(self, guild_id: int, day: str | None = None) -> DayResults:
        day = day or self.today()
        position = await self.position(guild_id, day)
        return DayResults(guild_id, day, position, await self._store.attempts(guild_id, day))

    async def week(self, guild_id: int, day: str | None = None) -> tuple[str, list[DailyTotal]]:
        """The weekly challenge of the week (Monday to Sunday, UTC) holding ``day``
        (default today): its Monday, and the members' seven dailies scored together."""
        monday = week_of(day or self.today())
        return monday, await self._store.totals(guild_id, monday, shift(monday, 6))

    async def champion(self, guild_id: int, starts_at: float, ends_at: float) -> DailyTotal | None:
        """The daily champion between two times (a season): the member whose dailies of
        the days inside add up highest."""
        first = day_of(starts_at)
        if day_start(first) < starts_at:
            first = shift(first, 1)
        last = shift(day_of(ends_at), -1)
        if first > last:
            return None
        best = await self._store.totals(guild_id, first, last, limit=1)
        return best[0] if best else None

    async def streaks(self, guild_id: int, user_id: int) -> Streaks:
        return streaks_of(await self._store.history(guild_id, user_id), self.today())

    async def set_channel(self, guild_id: int, channel_id: int) -> None:
        await self._store.set_channel(guild_id, channel_id)

    async def channel(self, guild_id: int) -> int | None:
        return await self._store.channel(guild_id)

    # ------------------------------------------------------------------ the day's end

    async def start(self) -> None:
        """Send the day-end posts missed while the bot was down, then keep sending them
        at the end of each day."""
        self._stopping = False
        self._task = asyncio.create_task(self._run(), name="daily-challenge")

    async def stop(self) -> None:
        """Stop the day-end task; a post being sent is finished first."""
        self._stopping = True
        task, self._task = self._task, None
        if task is None:
            return
        async with self._posting:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        while not self._stopping:
            try:
                failed = await self.post_due()
            except Exception:  # the store unreachable: try again, never end the task
                log.exception("daily: the day-end posts could not be looked up")
                failed = True
            wait = self.ends_at(self.today()) - self._clock()
            await asyncio.sleep(max(1.0, min(wait, RETRY_SECONDS) if failed else wait))

    async def post_due(self) -> bool:
        """Send every day-end post that is due; whether any failed (it is tried again)."""
        today = self.today()
        failed = False
        async with self._posting:
            for guild_id, day, channel_id in await self._store.due_posts(
                shift(today, -CATCH_UP_DAYS), today
            ):
                if self._stopping:
                    break
                try:
                    await self._post(guild_id, day, channel_id)
                except Exception:
                    log.exception("daily: the post of %s for server %s failed", day, guild_id)
                    failed = True
        return failed

    async def _post(self, guild_id: int, day: str, channel_id: int) -> None:
        if not await self._store.claim_post(guild_id, day):
            return
        results = await self.results(guild_id, day)
        message_id = await self._frontend.day_ended(results, channel_id)
        await self._store.mark_posted(guild_id, day, message_id)
