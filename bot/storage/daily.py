"""The daily challenge's store: the day's positions, the members' attempts, the channel of
the day-end post and the posts made (tables in :mod:`bot.storage.schema`, migration 0005).

Days are UTC dates written ``YYYY-MM-DD``, so they sort as text and no SQL date function
is needed. One attempt a day is the primary key's doing: a second insert fails, also when
two clicks race, and the first one stands.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from bot.storage.schema import daily_attempts, daily_channels, daily_positions, daily_posts
from bot.storage.store import Store

POST_PENDING = "pending"
POST_SENT = "sent"


@dataclass(frozen=True, slots=True)
class DailyAttempt:
    """One member's move at one day's position."""

    guild_id: int
    day: str
    user_id: int
    name: str
    action: str
    score: int
    best: bool
    played_at: float


@dataclass(frozen=True, slots=True)
class DailyTotal:
    """A member's dailies of several days scored together (the week's challenge)."""

    user_id: int
    name: str
    total: int
    days: int
    best: int


class DailyStore:
    """The daily challenge's rows, in the database of ``store``."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        self._engine = store.engine
        self._clock = clock

    # ------------------------------------------------------------------ positions

    async def position(self, guild_id: int, day: str) -> dict[str, Any] | None:
        query = sa.select(daily_positions.c.position).where(
            daily_positions.c.guild_id == guild_id, daily_positions.c.day == day
        )
        async with self._engine.connect() as conn:
            text = await conn.scalar(query)
        return json.loads(text) if text is not None else None

    async def save_position(
        self, guild_id: int, day: str, position: dict[str, Any]
    ) -> dict[str, Any]:
        """Keep the day's position; if another process kept one first, that one stands and
        is returned."""
        try:
            async with self._engine.begin() as conn:
                await conn.execute(
                    daily_positions.insert().values(
                        guild_id=guild_id,
                        day=day,
                        position=json.dumps(position, separators=(",", ":")),
                        created_at=self._clock(),
                    )
                )
        except IntegrityError:
            kept = await self.position(guild_id, day)
            assert kept is not None
            return kept
        return position

    # ------------------------------------------------------------------ attempts

    async def add_attempt(
        self, guild_id: int, day: str, user_id: int, name: str, action: str, score: int, best: bool
    ) -> bool:
        """Record a member's attempt; ``False`` (nothing written) if they already made one."""
        try:
            async with self._engine.begin() as conn:
                await conn.execute(
                    daily_attempts.insert().values(
                        guild_id=guild_id,
                        day=day,
                        user_id=user_id,
                        name=name[:100],
                        action=action[:100],
                        score=score,
                        best=best,
                        played_at=self._clock(),
                    )
                )
        except IntegrityError:
            return False
        return True

    async def attempt(self, guild_id: int, day: str, user_id: int) -> DailyAttempt | None:
        query = sa.select(daily_attempts).where(
            daily_attempts.c.guild_id == guild_id,
            daily_attempts.c.day == day,
            daily_attempts.c.user_id == user_id,
        )
        async with self._engine.connect() as conn:
            row = (await conn.execute(query)).first()
        return DailyAttempt(**row._mapping) if row is not None else None

    async def attempts(self, guild_id: int, day: str) -> list[DailyAttempt]:
        """Everyone's attempt at the day's position, best score first (then the earliest)."""
        query = (
            sa.select(daily_attempts)
            .where(daily_attempts.c.guild_id == guild_id, daily_attempts.c.day == day)
            .order_by(daily_attempts.c.score.desc(), daily_attempts.c.played_at)
        )
        async with self._engine.connect() as conn:
            rows = (await conn.execute(query)).all()
        return [DailyAttempt(**row._mapping) for row in rows]

    async def history(
        self, guild_id: int, user_id: int, limit: int = 400
    ) -> list[tuple[str, bool]]:
        """The days a member played here, latest first, and whether they found the best."""
        query = (
            sa.select(daily_attempts.c.day, daily_attempts.c.best)
            .where(daily_attempts.c.guild_id == guild_id, daily_attempts.c.user_id == user_id)
            .order_by(daily_attempts.c.day.desc())
            .limit(limit)
        )
        async with self._engine.connect() as conn:
            rows = (await conn.execute(query)).all()
        return [(day, bool(best)) for day, best in rows]

    async def totals(
        self, guild_id: int, first_day: str, last_day: str, limit: int = 25
    ) -> list[DailyTotal]:
        """The members' dailies from ``first_day`` to ``last_day`` (inclusive) scored
        together: the highest total first (then the most best moves, then the earliest
        player)."""
        a = daily_attempts.c
        total = sa.func.sum(a.score).label("total")
        best = sa.func.sum(sa.case((a.best, 1), else_=0)).label("best")
        query = (
            sa.select(
                a.user_id,
                sa.func.max(a.name).label("name"),
                total,
                sa.func.count().label("days"),
                best,
            )
            .where(a.guild_id == guild_id, a.day >= first_day, a.day <= last_day)
            .group_by(a.user_id)
            .order_by(total.desc(), best.desc(), sa.func.min(a.played_at))
            .limit(limit)
        )
        async with self._engine.connect() as conn:
            rows = (await conn.execute(query)).all()
        return [
            DailyTotal(row.user_id, row.name, int(row.total), int(row.days), int(row.best))
            for row in rows
        ]

    # ------------------------------------------------------------------ the day-end post

    async def set_channel(self, guild_id: int, channel_id: int) -> None:
        values = {"channel_id": channel_id, "updated_at": self._clock()}
        async with self._engine.begin() as conn:
            changed = await conn.execute(
                daily_channels.update()
                .where(daily_channels.c.guild_id == guild_id)
                .values(**values)
            )
            if changed.rowcount == 0:
                await conn.execute(daily_channels.insert().values(guild_id=guild_id, **values))

    async def channel(self, guild_id: int) -> int | None:
        query = sa.select(daily_channels.c.channel_id).where(daily_channels.c.guild_id == guild_id)
        async with self._engine.connect() as conn:
            return await conn.scalar(query)

    async def due_posts(self, first_day: str, before_day: str) -> list[tuple[int, str, int]]:
        """The day-end posts still to send for days from ``first_day`` to before
        ``before_day``: (server, day, channel) of every position of those days that someone
        played, in a server with a channel, with no post sent. A post claimed but not
        marked sent (the process stopped in between) is due again."""
        sent = (
            sa.select(daily_posts.c.guild_id)
            .where(
                daily_posts.c.guild_id == daily_positions.c.guild_id,
                daily_posts.c.day == daily_positions.c.day,
                daily_posts.c.state == POST_SENT,
            )
            .exists()
        )
        played = (
            sa.select(daily_attempts.c.user_id)
            .where(
                daily_attempts.c.guild_id == daily_positions.c.guild_id,
                daily_attempts.c.day == daily_positions.c.day,
            )
            .exists()
        )
        query = (
            sa.select(
                daily_positions.c.guild_id, daily_positions.c.day, daily_channels.c.channel_id
            )
            .join(daily_channels, daily_channels.c.guild_id == daily_positions.c.guild_id)
            .where(
                daily_positions.c.day >= first_day,
                daily_positions.c.day < before_day,
                played,
                ~sent,
            )
            .order_by(daily_positions.c.day, daily_positions.c.guild_id)
        )
        async with self._engine.connect() as conn:
            rows = (await conn.execute(query)).all()
        return [(guild, day, channel) for guild, day, channel in rows]

    async def claim_post(self, guild_id: int, day: str) -> bool:
        """Claim the day-end post before sending it: ``False`` if it was already sent."""
        key = (daily_posts.c.guild_id == guild_id) & (daily_posts.c.day == day)
        try:
            async with self._engine.begin() as conn:
                state = await conn.scalar(sa.select(daily_posts.c.state).where(key))
                if state == POST_SENT:
                    return False
                if state is None:
                    await conn.execute(
                        daily_posts.insert().values(
                            guild_id=guild_id, day=day, state=POST_PENDING, updated_at=self._clock()
                        )
                    )
        except IntegrityError:
            return False  # claimed at the same moment by another process: that one sends
        return True

    async def mark_posted(self, guild_id: int, day: str, message_id: int | None) -> None:
        key = (daily_posts.c.guild_id == guild_id) & (daily_posts.c.day == day)
        async with self._engine.begin() as conn:
            await conn.execute(
                daily_posts.update()
                .where(key)
                .values(state=POST_SENT, message_id=message_id, updated_at=self._clock())
            )

    async def post_sent(self, guild_id: int, day: str) -> bool:
        query = sa.select(daily_posts.c.state).where(
            daily_posts.c.guild_id == guild_id, daily_posts.c.day == day
        )
        async with self._engine.connect() as conn:
            return await conn.scalar(query) == POST_SENT
