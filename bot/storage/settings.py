"""Each player's preferences (``/settings``): whether the bot mentions them in the table
message when their turn starts, and whether it DMs them their hand then.

One row per user who changed something; a user without a row has the defaults. Read from
the database at every use (a primary-key lookup per turn), so every process of a sharded
bot, and a restarted one, sees the latest choice.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.storage.schema import user_settings


@dataclass(frozen=True, slots=True)
class UserSettings:
    """A player's preferences. The defaults never spam: one mention in the channel and
    one DM at the start of each of the player's turns, nothing at other changes."""

    turn_pings: bool = True
    turn_dms: bool = True


DEFAULTS = UserSettings()


class SettingsStore:
    """Reads and writes :class:`UserSettings` (see the module docstring)."""

    def __init__(self, engine: AsyncEngine, clock: Callable[[], float] = time.time) -> None:
        self._engine = engine
        self._clock = clock

    async def get(self, user_id: int) -> UserSettings:
        """``user_id``'s preferences (the defaults when they never changed any)."""
        query = sa.select(user_settings.c.turn_pings, user_settings.c.turn_dms).where(
            user_settings.c.user_id == user_id
        )
        async with self._engine.connect() as conn:
            row = (await conn.execute(query)).first()
        if row is None:
            return DEFAULTS
        return UserSettings(turn_pings=bool(row.turn_pings), turn_dms=bool(row.turn_dms))

    async def update(
        self, user_id: int, *, turn_pings: bool | None = None, turn_dms: bool | None = None
    ) -> UserSettings:
        """Change the given preferences of ``user_id`` (``None``: keep); the result."""
        current = await self.get(user_id)
        if turn_pings is not None:
            current = replace(current, turn_pings=turn_pings)
        if turn_dms is not None:
            current = replace(current, turn_dms=turn_dms)
        values = {
            "turn_pings": current.turn_pings,
            "turn_dms": current.turn_dms,
            "updated_at": self._clock(),
        }
        async with self._engine.begin() as conn:
            changed = await conn.execute(
                user_settings.update().where(user_settings.c.user_id == user_id).values(**values)
            )
            if changed.rowcount == 0:
                await conn.execute(user_settings.insert().values(user_id=user_id, **values))
        return current
