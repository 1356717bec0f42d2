"""Each player's preferences (``/settings``): whether the bot mentions them in the table
message when their turn starts, and whether it DMs them their hand then; and the language
of their Discord client as the bot last saw it, the language of their DMs.

One row per user who changed something, or whose client language the bot saw; a user
without a row has the defaults. The preferences are read from the database at every use
(a primary-key lookup per turn), so every process of a sharded bot, and a restarted one,
sees the latest choice. The client language is written only when it changes and read only
when the bot's memory lacks it (:class:`bot.discord.locale.ClientLocales` keeps both).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.storage.database import insert, run_read, run_write
from bot.storage.schema import user_settings


@dataclass(frozen=True, slots=True)
class UserSettings:
    """A player's preferences. The defaults never spam: one mention in the channel and
    one DM at the start of each of the player's turns, nothing at other changes."""

    turn_pings: bool = True
    turn_dms: bool = True


DEFAULTS = UserSettings()

#: The longest language code kept (Discord's are five characters, ``es-ES``).
LOCALE_LENGTH = 16


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

    async def client_locale(self, user_id: int) -> str | None:
        """The language of ``user_id``'s Discord client as last stored (``None``: never
        seen, or only before this was kept)."""

        async def work(conn: AsyncConnection) -> str | None:
            query = sa.select(user_settings.c.client_locale).where(
                user_settings.c.user_id == user_id
            )
            found: str | None = (await conn.execute(query)).scalar()
            return found

        return await run_read(self._engine, "reading a player's client language", work)

    async def set_client_locale(self, user_id: int, locale: str) -> None:
        """Store ``locale`` as ``user_id``'s client language (a new row has the default
        preferences); :class:`ValueError` for a code longer than :data:`LOCALE_LENGTH`."""
        if not locale or len(locale) > LOCALE_LENGTH:
            raise ValueError(f"not a language code: {locale!r}")
        now = self._clock()

        async def work(conn: AsyncConnection) -> None:
            statement = insert(conn, user_settings).values(
                user_id=user_id,
                turn_pings=DEFAULTS.turn_pings,
                turn_dms=DEFAULTS.turn_dms,
                updated_at=now,
                client_locale=locale,
            )
            await conn.execute(
                statement.on_conflict_do_update(
                    index_elements=[user_settings.c.user_id],
                    set_={"client_locale": locale},
                )
            )

        await run_write(self._engine, "saving a player's client language", work)
