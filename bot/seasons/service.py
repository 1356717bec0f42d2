"""The seasons service: closes each server's seasons when they end and sends their posts.

No discord here: it speaks to a :class:`SeasonFrontend`. Everything is in the store, so a
restart loses nothing: at start, and then when the next season it knows of ends (and at
least every :data:`MAX_SLEEP_SECONDS`), it closes every season that has ended and is not
archived, among the servers of this process's shards that played in the last
:data:`LOOKBACK_SECONDS` or have a schedule set (a season that ended while the bot was
down is closed when it comes back), then sends every post that is due. A season is
closed once and its post claimed before it is sent (see :mod:`bot.storage.seasons`), so
several processes never close or post the same season twice; only a process stopped
between a send and its mark sends it again, after
:data:`~bot.storage.seasons.CLAIM_SECONDS`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol

from bot.seasons.calendar import (
    DEFAULT_SCHEDULE,
    DEFAULT_TIME_ZONE,
    Season,
    season_at,
    season_before,
)
from bot.storage.seasons import Archive, SeasonPage, SeasonSettings, SeasonStore
from bot.storage.shards import shard_of

log = logging.getLogger(__name__)

#: How far back results make a server's seasons worth looking at (a month and more).
LOOKBACK_SECONDS = 70 * 86_400.0
#: Ended seasons closed at most, per server and game, when the bot comes back.
CATCH_UP = 2
#: The longest sleep between two looks (a schedule set meanwhile is seen by then).
MAX_SLEEP_SECONDS = 6 * 3600.0
#: Lines of a season's post.
POST_LINES = 10


class SeasonFrontend(Protocol):
    async def season_ended(self, page: SeasonPage) -> int | None:
        """Post the final standings of ``page.archive`` (its first page) in the archive's
        channel; the message's id."""


class SeasonService:
    """The seasons of the servers of ``shard_ids`` (all of them by default)."""

    def __init__(
        self,
        store: SeasonStore,
        frontend: SeasonFrontend,
        *,
        clock: Callable[[], float] = time.time,
        shard_count: int = 1,
        shard_ids: Sequence[int] | None = None,
        announcements: Callable[[int], Awaitable[int | None]] | None = None,
    ) -> None:
        self._store = store
        #: The server's announcement channel (``/config``), for a season whose schedule
        #: names no channel of its own.
        self._announcements = announcements
        self._frontend = frontend
        self._clock = clock
        self._shard_count = shard_count
        self._shards = None if shard_ids is None else frozenset(shard_ids)
        self._working = asyncio.Lock()
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        #: The earliest end of a season running now, as the last look saw them.
        self._next_end: float | None = None

    @property
    def store(self) -> SeasonStore:
        return self._store

    def mine(self, guild_id: int) -> bool:
        return self._shards is None or shard_of(guild_id, self._shard_count) in self._shards

    # ------------------------------------------------------------------ settings

    async def settings(self, guild_id: int, game_id: str) -> SeasonSettings:
        return await self._store.settings(guild_id, game_id)

    async def set_settings(self, settings: SeasonSettings) -> None:
        await self._store.set_settings(settings)

    def current(self, settings: SeasonSettings) -> Season | None:
        """The season running now under ``settings`` (``None``: no seasons)."""
        return season_at(settings.schedule, settings.time_zone, self._clock())

    # ------------------------------------------------------------------ the loop

    async def start(self) -> None:
        self._stopping = False
        self._task = asyncio.create_task(self._run(), name="seasons")

    async def stop(self) -> None:
        """Stop the task; a close or a post under way is finished first."""
        self._stopping = True
        task, self._task = self._task, None
        if task is None:
            return
        async with self._working:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        while not self._stopping:
            try:
                await self.tick()
            except Exception:  # the store unreachable: try at the next tick
                log.exception("seasons: the season ends could not be handled")
            wait = MAX_SLEEP_SECONDS
            if self._next_end is not None:
                wait = min(wait, self._next_end - self._clock() + 1.0)
            await asyncio.sleep(max(1.0, wait))

    async def tick(self) -> tuple[int, int]:
        """Close the ended seasons, then send the due posts: how many of each."""
        async with self._working:
            closed = await self.close_due()
            posted = await self.post_due()
        return closed, posted

    async def close_due(self) -> int:
        """Close every ended season not yet archived (see the module docstring)."""
        now = self._clock()
        settings = await self._store.every_settings()
        pairs = set(await self._store.played_since(now - LOOKBACK_SECONDS)) | set(settings)
        due: list[tuple[SeasonSettings, Season]] = []
        ends: list[float] = []
        for guild_id, game_id in sorted(pairs):
            if not self.mine(guild_id):
                continue
            chosen = settings.get(
                (guild_id, game_id),
                SeasonSettings(guild_id, game_id, DEFAULT_SCHEDULE, DEFAULT_TIME_ZONE, None),
            )
            current = season_at(chosen.schedule, chosen.time_zone, now)
            if current is None:
                continue
            ends.append(current.ends_at)
            season = current
            for _ in range(CATCH_UP):
                season = season_before(chosen.schedule, chosen.time_zone, season)
                if season.ends_at < now - LOOKBACK_SECONDS:
                    break
                due.append((chosen, season))
        self._next_end = min(ends, default=None)
        known = await self._store.closed([(s.guild_id, s.game_id, season.key) for s, season in due])
        closed = 0
        for chosen, season in sorted(due, key=lambda d: d[1].ends_at):
            if self._stopping:
                break
            if (chosen.guild_id, chosen.game_id, season.key) in known:
                continue
            channel_id = chosen.channel_id
            if channel_id is None and self._announcements is not None:
                channel_id = await self._announcements(chosen.guild_id)
            if await self._store.close_season(chosen.guild_id, chosen.game_id, season, channel_id):
                closed += 1
                log.info(
                    "seasons: closed %s of %s for server %s",
                    season.key,
                    chosen.game_id,
                    chosen.guild_id,
                )
        return closed

    async def post_due(self) -> int:
        """Send every due season-end post of this process's servers: how many were sent
        (a failed one stays due)."""
        sent = 0
        for archive in await self._store.due_posts():
            if self._stopping or not self.mine(archive.guild_id):
                continue
            try:
                sent += await self._post(archive)
            except Exception:
                log.exception(
                    "seasons: the post of %s of %s for server %s failed",
                    archive.season,
                    archive.game_id,
                    archive.guild_id,
                )
        return sent

    async def _post(self, archive: Archive) -> bool:
        if not await self._store.claim_post(archive):
            return False
        try:
            page = await self._store.page(archive, 1, POST_LINES)
            message_id = await self._frontend.season_ended(page)
        except BaseException:
            await self._store.release_post(archive)
            raise
        await self._store.mark_posted(archive, message_id)
        return True
