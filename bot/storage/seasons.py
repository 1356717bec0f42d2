"""The seasons' store: each server's schedule per game, the closed seasons with their
final standings, and the season-end posts (tables in :mod:`bot.storage.schema`,
migration 0007).

Closing a season is one transaction (:meth:`SeasonStore.close_season`): the archive row is
inserted with a conflict-aware insert, and only the transaction that inserted it writes
the standings and widens the ratings, so a season is closed once whatever the number of
processes or restarts. Its post is claimed with a conditional update before it is sent and
marked sent after (:meth:`SeasonStore.claim_post`), so exactly one process sends it; a
claim whose process died is taken over after :data:`CLAIM_SECONDS`.
"""

from __future__ import annotations

import asyncio
import math
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from openskill.models import PlackettLuce
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlalchemy.pool import NullPool

from bot.seasons.calendar import DEFAULT_SCHEDULE, DEFAULT_TIME_ZONE, Schedule, Season
from bot.storage.boards import DAY, display_rating, higher_wins
from bot.storage.database import create_engine, insert, run_read, run_write
from bot.storage.schema import (
    ALL_GAMES,
    player_days,
    player_totals,
    ratings,
    results,
    season_archives,
    season_settings,
    season_standings,
)
from bot.storage.store import LOCK_TIMEOUT, Store

POST_NONE = "none"
POST_PENDING = "pending"
POST_CLAIMED = "claimed"
POST_SENT = "sent"
#: Seconds after which a claimed post that was never marked sent is claimed again.
CLAIM_SECONDS = 300.0
#: Rows written by one statement: the event loop prepares each statement's parameters, so
#: a close of thousands of players is written in short steps (``bench/bench_seasons.py``).
CHUNK = 100
#: How much uncertainty a new season adds to every rating: its sigma grows to
#: sqrt(sigma² + (SEASON_WIDENING × the newcomer's sigma)²), never past a newcomer's.
SEASON_WIDENING = 1 / 3


@dataclass(frozen=True, slots=True)
class SeasonSettings:
    """A server's seasons of one game."""

    guild_id: int
    game_id: str
    schedule: Schedule
    time_zone: str
    channel_id: int | None


@dataclass(frozen=True, slots=True)
class Archive:
    """A closed season."""

    guild_id: int
    game_id: str
    season: str
    starts_at: float
    ends_at: float
    players: int
    channel_id: int | None
    post: str


@dataclass(frozen=True, slots=True)
class SeasonLine:
    """A player's line of a closed season."""

    place: int
    user_id: int
    name: str
    games: int
    wins: int
    rating: float | None


@dataclass(frozen=True, slots=True)
class SeasonPage:
    """A page of a closed season's standings (``page`` within ``1..total_pages``)."""

    archive: Archive
    page: int
    total_pages: int
    lines: list[SeasonLine]


@dataclass(frozen=True, slots=True)
class PlayerSeasons:
    """A player's closed seasons in one game."""

    game_id: str
    seasons: int
    best_place: int
    best_season: str
    games: int


def widened(sigma: float, newcomer: float) -> float:
    """A rating's sigma at the start of a new season (see :data:`SEASON_WIDENING`)."""
    return min(newcomer, math.hypot(sigma, SEASON_WIDENING * newcomer))


class SeasonStore:
    """The seasons' rows, in the database of ``store``."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        self._engine = store.engine
        self._clock = clock
        self.owner = store.owner
        self._newcomer_sigma = PlackettLuce().rating().sigma
        self._worker: _Worker | None = None

    # ------------------------------------------------------------------ settings

    async def settings(self, guild_id: int, game_id: str) -> SeasonSettings:
        """The server's seasons of ``game_id`` (monthly in UTC without a row)."""
        s = season_settings.c

        async def work(conn: AsyncConnection) -> Any:
            return (
                await conn.execute(
                    sa.select(season_settings).where(s.guild_id == guild_id, s.game_id == game_id)
                )
            ).first()

        row = await run_read(self._engine, "reading a season schedule", work)
        if row is None:
            return SeasonSettings(guild_id, game_id, DEFAULT_SCHEDULE, DEFAULT_TIME_ZONE, None)
        return SeasonSettings(
            guild_id, game_id, Schedule(row.schedule), row.time_zone, row.channel_id
        )

    async def every_settings(self) -> dict[tuple[int, str], SeasonSettings]:
        """Every server's settings that differ from the default, by (server, game)."""

        async def work(conn: AsyncConnection) -> Sequence[Any]:
            return (await conn.execute(sa.select(season_settings))).all()

        rows = await run_read(self._engine, "reading the season schedules", work)
        return {
            (row.guild_id, row.game_id): SeasonSettings(
                row.guild_id, row.game_id, Schedule(row.schedule), row.time_zone, row.channel_id
            )
            for row in rows
        }

    async def set_settings(self, settings: SeasonSettings) -> None:
        values = {
            "guild_id": settings.guild_id,
            "game_id": settings.game_id,
            "schedule": settings.schedule.value,
            "time_zone": settings.time_zone,
            "channel_id": settings.channel_id,
            "updated_at": self._clock(),
        }

        async def work(conn: AsyncConnection) -> None:
            statement = insert(conn, season_settings).values(**values)
            await conn.execute(
                statement.on_conflict_do_update(
                    index_elements=[season_settings.c.guild_id, season_settings.c.game_id],
                    set_={
                        k: statement.excluded[k] for k in values if k not in ("guild_id", "game_id")
                    },
                )
            )

        await run_write(self._engine, "saving a season schedule", work)

    # ------------------------------------------------------------------ closing

    async def played_since(self, since: float) -> list[tuple[int, str]]:
        """Every (server, game) with a human's result since ``since``."""
        r = results.c
        query = (
            sa.select(r.guild_id, r.game_id)
            .where(r.finished_at >= since, r.user_id.is_not(None))
            .distinct()
        )

        async def work(conn: AsyncConnection) -> Sequence[Any]:
            return (await conn.execute(query)).all()

        rows = await run_read(self._engine, "listing the servers that played", work)
        return [(guild, game) for guild, game in rows]

    async def closed(self, keys: Sequence[tuple[int, str, str]]) -> set[tuple[int, str, str]]:
        """Which of the (server, game, season) are closed already."""
        if not keys:
            return set()
        a = season_archives.c
        guilds = sorted({guild for guild, _, _ in keys})

        async def work(conn: AsyncConnection) -> Sequence[Any]:
            return (
                await conn.execute(
                    sa.select(a.guild_id, a.game_id, a.season).where(
                        a.guild_id.in_(guilds), a.season.in_(sorted({k for _, _, k in keys}))
                    )
                )
            ).all()

        rows = await run_read(self._engine, "reading the closed seasons", work)
        return {(g, game, season) for g, game, season in rows} & set(keys)

    async def close_season(
        self, guild_id: int, game_id: str, season: Season, channel_id: int | None
    ) -> bool:
        """Close the season: archive its final standings, from the results inside its
        bounds, and widen every rating of the server's game (the soft carry-over). ``True``
        if this call closed it, ``False`` if it was closed already or no human played in
        it (nothing written: a season nobody played is not kept).

        Places follow the leaderboard's order: wins, then win rate, then games, then the
        best score (see :meth:`bot.storage.Store.leaderboard`)."""
        higher = higher_wins(game_id)

        async def work(conn: AsyncConnection) -> bool:
            now = self._clock()
            lines = await _final_standings(conn, guild_id, game_id, season, higher)
            if not lines:
                return False
            claimed = await conn.execute(
                insert(conn, season_archives)
                .values(
                    guild_id=guild_id,
                    game_id=game_id,
                    season=season.key,
                    starts_at=season.starts_at,
                    ends_at=season.ends_at,
                    players=len(lines),
                    closed_at=now,
                    channel_id=channel_id,
                    post=POST_NONE if channel_id is None else POST_PENDING,
                )
                .on_conflict_do_nothing(
                    index_elements=[
                        season_archives.c.guild_id,
                        season_archives.c.game_id,
                        season_archives.c.season,
                    ]
                )
            )
            if not claimed.rowcount:
                return False
            rows = [
                {"guild_id": guild_id, "game_id": game_id, "season": season.key} | line
                for line in lines
            ]
            for start in range(0, len(rows), CHUNK):
                await conn.execute(season_standings.insert(), rows[start : start + CHUNK])
            await self._widen(conn, guild_id, game_id, now)
            return True

        what = f"closing season {season.key} of {guild_id}"
        url = self._engine.url
        if url.get_backend_name() == "sqlite" and url.database in (None, "", ":memory:"):
            return await run_write(self._engine, what, work)  # one connection: stay on it
        if self._worker is None:
            self._worker = _Worker(url)
        return await self._worker.run(what, work)

    async def _widen(self, conn: AsyncConnection, guild_id: int, game_id: str, now: float) -> None:
        """Widen the ratings of the server's game, locked in user order (the order the
        results' rating updates lock them in: no deadlock)."""
        key = (ratings.c.guild_id == guild_id) & (ratings.c.game_id == game_id)
        rows = (
            await conn.execute(
                sa.select(ratings.c.user_id, ratings.c.sigma)
                .where(key)
                .order_by(ratings.c.user_id)
                .with_for_update()
            )
        ).all()
        if not rows:
            return
        update = (
            ratings.update()
            .where(key & (ratings.c.user_id == sa.bindparam("user")))
            .values(sigma=sa.bindparam("new_sigma"), updated_at=now)
        )
        changes = [
            {"user": user, "new_sigma": widened(sigma, self._newcomer_sigma)}
            for user, sigma in rows
        ]
        for start in range(0, len(changes), CHUNK):
            await conn.execute(update, changes[start : start + CHUNK])

    # ------------------------------------------------------------------ the post

    async def due_posts(self) -> list[Archive]:
        """The season-end posts to send: pending, or claimed too long ago."""
        a = season_archives.c
        stale = self._clock() - CLAIM_SECONDS
        query = (
            sa.select(season_archives)
            .where((a.post == POST_PENDING) | ((a.post == POST_CLAIMED) & (a.claimed_at < stale)))
            .order_by(a.ends_at, a.guild_id, a.game_id)
        )

        async def work(conn: AsyncConnection) -> Sequence[Any]:
            return (await conn.execute(query)).all()

        return [_archive(row) for row in await run_read(self._engine, "reading posts", work)]

    async def claim_post(self, archive: Archive) -> bool:
        """Claim the season's post before sending it: ``True`` for the one caller that
        may send it now."""
        a = season_archives.c
        now = self._clock()

        async def work(conn: AsyncConnection) -> int:
            claimed = await conn.execute(
                season_archives.update()
                .where(
                    a.guild_id == archive.guild_id,
                    a.game_id == archive.game_id,
                    a.season == archive.season,
                    (a.post == POST_PENDING)
                    | ((a.post == POST_CLAIMED) & (a.claimed_at < now - CLAIM_SECONDS)),
                )
                .values(post=POST_CLAIMED, claimed_by=self.owner, claimed_at=now)
            )
            return claimed.rowcount

        return bool(await run_write(self._engine, "claiming a season post", work))

    async def release_post(self, archive: Archive) -> None:
        """Give a claimed post back (its send failed): it is due again at once."""
        a = season_archives.c

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(
                season_archives.update()
                .where(
                    a.guild_id == archive.guild_id,
                    a.game_id == archive.game_id,
                    a.season == archive.season,
                    a.post == POST_CLAIMED,
                    a.claimed_by == self.owner,
                )
                .values(post=POST_PENDING, claimed_by=None, claimed_at=None)
            )

        await run_write(self._engine, "releasing a season post", work)

    async def mark_posted(self, archive: Archive, message_id: int | None) -> None:
        a = season_archives.c

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(
                season_archives.update()
                .where(
                    a.guild_id == archive.guild_id,
                    a.game_id == archive.game_id,
                    a.season == archive.season,
                )
                .values(post=POST_SENT, message_id=message_id)
            )

        await run_write(self._engine, "marking a season post sent", work)

    # ------------------------------------------------------------------ reading

    async def archive(self, guild_id: int, game_id: str, season: str) -> Archive | None:
        a = season_archives.c
        query = sa.select(season_archives).where(
            a.guild_id == guild_id, a.game_id == game_id, a.season == season
        )

        async def work(conn: AsyncConnection) -> Any:
            return (await conn.execute(query)).first()

        row = await run_read(self._engine, "reading a season", work)
        return None if row is None else _archive(row)

    async def seasons(self, guild_id: int, game_id: str | None, limit: int = 25) -> list[Archive]:
        """The server's closed seasons (of one game, or all), the latest first."""
        a = season_archives.c
        query = sa.select(season_archives).where(a.guild_id == guild_id)
        if game_id is not None:
            query = query.where(a.game_id == game_id)
        query = query.order_by(a.ends_at.desc(), a.game_id).limit(limit)

        async def work(conn: AsyncConnection) -> Sequence[Any]:
            return (await conn.execute(query)).all()

        return [_archive(row) for row in await run_read(self._engine, "listing seasons", work)]

    async def page(self, archive: Archive, page: int, per_page: int = 10) -> SeasonPage:
        """A page of a closed season's final standings."""
        per_page = max(1, per_page)
        total_pages = max(1, math.ceil(archive.players / per_page))
        page = min(max(1, page), total_pages)
        s = season_standings.c
        query = (
            sa.select(season_standings)
            .where(
                s.guild_id == archive.guild_id,
                s.game_id == archive.game_id,
                s.season == archive.season,
            )
            .order_by(s.place, s.user_id)
            .limit(per_page)
            .offset((page - 1) * per_page)
        )

        async def work(conn: AsyncConnection) -> Sequence[Any]:
            return (await conn.execute(query)).all()

        rows = await run_read(self._engine, "reading a season's standings", work)
        lines = [
            SeasonLine(row.place, row.user_id, row.name, row.games, row.wins, row.rating)
            for row in rows
        ]
        return SeasonPage(archive, page, total_pages, lines)

    async def player_seasons(self, guild_id: int, user_id: int) -> list[PlayerSeasons]:
        """A player's closed seasons per game: how many, the best place and its season
        (the latest of equals), the games played in them."""
        s = season_standings.c
        query = (
            sa.select(s.game_id, s.season, s.place, s.games)
            .where(s.guild_id == guild_id, s.user_id == user_id)
            .order_by(s.game_id, s.season)
        )

        async def work(conn: AsyncConnection) -> Sequence[Any]:
            return (await conn.execute(query)).all()

        found: dict[str, PlayerSeasons] = {}
        for game_id, season, place, games in await run_read(
            self._engine, "reading a player's seasons", work
        ):
            known = found.get(game_id)
            if known is None:
                found[game_id] = PlayerSeasons(game_id, 1, place, season, games)
                continue
            better = place <= known.best_place
            found[game_id] = PlayerSeasons(
                game_id,
                known.seasons + 1,
                place if better else known.best_place,
                season if better else known.best_season,
                known.games + games,
            )
        return sorted(found.values(), key=lambda p: (p.best_place, p.game_id))


class _Worker:
    """A thread with an event loop and an engine of its own, where a close is written: a
    close compiles its statements and makes a thousand rows' parameters, 30 ms and more of
    Python (170 ms the first time) that would stall the bot's loop
    (``bench/bench_seasons.py``). Started at the first close and kept (its engine keeps
    the compiled statements); it holds no connection between closes."""

    def __init__(self, url: sa.URL) -> None:
        self._url = url
        self._loop: asyncio.AbstractEventLoop | None = None
        self._engine: AsyncEngine | None = None
        self._starting = threading.Lock()

    def _started(self) -> asyncio.AbstractEventLoop:
        with self._starting:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                threading.Thread(target=loop.run_forever, name="season-close", daemon=True).start()
                self._loop = loop
            return self._loop

    async def run(self, what: str, work: Callable[[AsyncConnection], Awaitable[bool]]) -> bool:
        async def there() -> bool:
            if self._engine is None:
                self._engine = create_engine(
                    self._url, lock_timeout=LOCK_TIMEOUT, poolclass=NullPool
                )
            return await run_write(self._engine, what, work)

        done = asyncio.run_coroutine_threadsafe(there(), self._started())
        return await asyncio.wrap_future(done)


def _archive(row: Any) -> Archive:
    return Archive(
        row.guild_id,
        row.game_id,
        row.season,
        row.starts_at,
        row.ends_at,
        row.players,
        row.channel_id,
        row.post,
    )


async def _final_standings(
    conn: AsyncConnection, guild_id: int, game_id: str, season: Season, higher: bool
) -> list[dict[str, Any]]:
    """Every human's line of the season: the whole UTC days inside it from the daily
    aggregates (``player_days``, one row per player and day) and the results of its
    partial first and last days one by one (a season turning at midnight in a time zone
    off UTC), grouped per player; then the names and ratings of those players."""
    first_whole = math.ceil(season.starts_at / DAY)
    after_whole = math.floor(season.ends_at / DAY)
    d = player_days.c
    whole = sa.select(
        d.user_id.label("user_id"),
        d.games.label("games"),
        d.wins.label("wins"),
        d.highest.label("highest"),
        d.lowest.label("lowest"),
    ).where(
        d.guild_id == guild_id,
        d.game_id == game_id,
        d.day >= first_whole,
        d.day < after_whole,
    )
    r = results.c
    inside = sa.or_(
        (r.finished_at >= season.starts_at) & (r.finished_at < first_whole * DAY),
        (r.finished_at >= after_whole * DAY) & (r.finished_at < season.ends_at),
    )
    partial = sa.select(
        r.user_id.label("user_id"),
        sa.literal(1, sa.Integer).label("games"),
        sa.case((r.won, 1), else_=0).label("wins"),
        r.score.label("highest"),
        r.score.label("lowest"),
    ).where(r.guild_id == guild_id, r.game_id == game_id, r.user_id.is_not(None), inside)
    both = sa.union_all(whole, partial).subquery()
    grouped = sa.select(
        both.c.user_id,
        sa.func.sum(both.c.games).label("games"),
        sa.func.sum(both.c.wins).label("wins"),
        (sa.func.max(both.c.highest) if higher else sa.func.min(both.c.lowest)).label("best"),
    ).group_by(both.c.user_id)
    rows = (await conn.execute(grouped)).all()
    if not rows:
        return []
    users = [row.user_id for row in rows]
    names: dict[int, str] = {}
    rated: dict[int, float] = {}
    for start in range(0, len(users), 1000):
        chunk = users[start : start + 1000]
        for user, name in await conn.execute(
            sa.select(player_totals.c.user_id, player_totals.c.name).where(
                player_totals.c.guild_id == guild_id,
                player_totals.c.game_id == ALL_GAMES,
                player_totals.c.user_id.in_(chunk),
            )
        ):
            names[user] = name
        for user, mu, sigma in await conn.execute(
            sa.select(ratings.c.user_id, ratings.c.mu, ratings.c.sigma).where(
                ratings.c.guild_id == guild_id,
                ratings.c.game_id == game_id,
                ratings.c.user_id.in_(chunk),
            )
        ):
            rated[user] = display_rating(mu, sigma)
    sign = 1 if higher else -1

    def order(row: Any) -> tuple[Any, ...]:
        wins, games = int(row.wins), int(row.games)
        return (-wins, -wins / games, -games, -sign * int(row.best), row.user_id)

    lines: list[dict[str, Any]] = []
    previous: tuple[Any, ...] | None = None
    for index, row in enumerate(sorted(rows, key=order)):
        key = order(row)[:-1]
        place = lines[-1]["place"] if previous == key else index + 1
        previous = key
        lines.append(
            {
                "user_id": row.user_id,
                "place": place,
                "name": names.get(row.user_id, str(row.user_id))[:100],
                "games": int(row.games),
                "wins": int(row.wins),
                "rating": rated.get(row.user_id),
            }
        )
    return lines
