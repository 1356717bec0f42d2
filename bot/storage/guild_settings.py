"""Each server's settings (``/config``): where tables may open, the default move timer,
a thread per table, the announcement channel, the computer players' default level and the
language of the server's public messages.

One row per server and setting that differs from its default (table ``guild_settings``,
migration 0006), the value as JSON: a new setting is a new field of :class:`GuildSettings`
with its default, and needs no migration. A row whose name this version does not know (a
newer version wrote it) is ignored.

Reads: :meth:`GuildSettingsStore.get` reads the database at every call (a primary-key
range of a few rows), as the players' preferences do (:mod:`bot.storage.settings`).
The language is needed where nothing may wait (wording a table message), so the store
also keeps what it read last: :meth:`GuildSettingsStore.cached` answers from memory at
once, and when what it holds is older than ``ttl`` seconds it reads the server's rows
again in the background. A change made here (:meth:`~GuildSettingsStore.update`) is seen
by this process at once; one made by another process sharing the database (PostgreSQL)
within ``ttl``. In a sharded bot a server's commands reach the one process that drives its
tables, so that process is also the one that made the change.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.storage.database import insert, run_read, run_write
from bot.storage.errors import StoreUnavailable
from bot.storage.schema import guild_settings
from engine.core import DEFAULT_LEVEL

log = logging.getLogger(__name__)

#: How old (seconds) the remembered settings of a server may be before they are read again.
CACHE_SECONDS = 60.0


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """A server's settings; each field's default is the bot's behaviour without ``/config``.

    - ``table_places``: the channels and categories where tables may open (a thread counts
      as its channel); empty: anywhere.
    - ``move_timer``: the seconds per move of a table whose host chose none (``0``: no
      limit); ``None``: each game's own default.
    - ``threads``: ``/game new`` in a text channel opens the table in a new thread.
    - ``announcements``: the channel of the server's announcements (seasons, tournaments);
      ``None``: none chosen.
    - ``computer_level``: the level of a computer player seated without one.
    - ``language``: the language of the table messages, announcements and pictures
      (``"hi"``); ``None``: the server's primary language.
    - ``web_leaderboard``: the server's leaderboard is shown on a web page
      (``/leaderboard/GUILD`` of the web front, :mod:`bot.web`).
    """

    table_places: tuple[int, ...] = ()
    move_timer: int | None = None
    threads: bool = True
    announcements: int | None = None
    computer_level: str = DEFAULT_LEVEL
    language: str | None = None
    web_leaderboard: bool = False

    @classmethod
    def from_values(cls, values: Mapping[str, Any]) -> GuildSettings:
        """The settings from stored values by name (unknown names ignored)."""
        known = {field.name for field in fields(cls)}
        chosen = {name: value for name, value in values.items() if name in known}
        if "table_places" in chosen:
            chosen["table_places"] = tuple(int(place) for place in chosen["table_places"])
        return replace(DEFAULTS, **chosen)

    def allows(self, *places: int | None) -> bool:
        """Whether a table may open in a place whose channel, parent and category are
        ``places`` (``None``: the place has none)."""
        return not self.table_places or any(p in self.table_places for p in places if p)


#: What a server without a row has (and what a row leaves unsaid).
DEFAULTS = GuildSettings()

#: The names of the settings (the columns ``name`` may hold).
NAMES: tuple[str, ...] = tuple(field.name for field in fields(GuildSettings))


def _stored(value: Any) -> str:
    if isinstance(value, tuple):
        value = list(value)
    return json.dumps(value, separators=(",", ":"))


class GuildSettingsStore:
    """Reads and writes :class:`GuildSettings` (see the module docstring)."""

    def __init__(
        self,
        engine: AsyncEngine,
        clock: Callable[[], float] = time.time,
        *,
        ttl: float = CACHE_SECONDS,
    ) -> None:
        self._engine = engine
        self._clock = clock
        self._ttl = ttl
        #: guild id -> (its settings, when they were read).
        self._known: dict[int, tuple[GuildSettings, float]] = {}
        #: When every server's rows were read (:meth:`load_all`): a server without an
        #: entry then had the defaults.
        self._all_read_at: float | None = None
        self._refreshing: dict[int, asyncio.Task[None]] = {}

    async def get(self, guild_id: int) -> GuildSettings:
        """``guild_id``'s settings, read from the database."""

        async def work(conn: AsyncConnection) -> GuildSettings:
            query = sa.select(guild_settings.c.name, guild_settings.c.value).where(
                guild_settings.c.guild_id == guild_id
            )
            rows = (await conn.execute(query)).all()
            return GuildSettings.from_values({row.name: json.loads(row.value) for row in rows})

        settings = await run_read(self._engine, "reading a server's settings", work)
        self._known[guild_id] = (settings, self._clock())
        return settings

    async def load_all(self) -> None:
        """Read every server's settings (at start-up: before the first table message)."""

        async def work(conn: AsyncConnection) -> dict[int, dict[str, Any]]:
            query = sa.select(
                guild_settings.c.guild_id, guild_settings.c.name, guild_settings.c.value
            )
            found: dict[int, dict[str, Any]] = {}
            for row in (await conn.execute(query)).all():
                found.setdefault(row.guild_id, {})[row.name] = json.loads(row.value)
            return found

        now = self._clock()
        found = await run_read(self._engine, "reading the servers' settings", work)
        self._known = {
            guild_id: (GuildSettings.from_values(values), now) for guild_id, values in found.items()
        }
        self._all_read_at = now

    def cached(self, guild_id: int) -> GuildSettings:
        """``guild_id``'s settings as last read, at once (the defaults before any read);
        read again in the background when older than the store's ``ttl``."""
        settings, read_at = self._known.get(guild_id, (DEFAULTS, self._all_read_at))
        if read_at is None or self._clock() - read_at > self._ttl:
            self._refresh_soon(guild_id)
        return settings

    async def update(
        self,
        guild_id: int,
        changes: Mapping[str, Any] | None = None,
        *,
        reset: tuple[str, ...] = (),
    ) -> GuildSettings:
        """Set the settings in ``changes`` (name -> value) and return the ones named in
        ``reset`` to their defaults, in one transaction; the server's settings after it.
        :class:`ValueError` for a name that is no setting."""
        changes = dict(changes or {})
        unknown = sorted(set(changes) - set(NAMES)) + sorted(set(reset) - set(NAMES))
        if unknown:
            raise ValueError(f"no such server setting: {', '.join(unknown)}")
        now = self._clock()

        async def work(conn: AsyncConnection) -> None:
            if reset:
                await conn.execute(
                    guild_settings.delete().where(
                        guild_settings.c.guild_id == guild_id, guild_settings.c.name.in_(reset)
                    )
                )
            for name, value in changes.items():
                statement = insert(conn, guild_settings).values(
                    guild_id=guild_id, name=name, value=_stored(value), updated_at=now
                )
                await conn.execute(
                    statement.on_conflict_do_update(
                        index_elements=[guild_settings.c.guild_id, guild_settings.c.name],
                        set_={"value": statement.excluded.value, "updated_at": now},
                    )
                )

        await run_write(self._engine, "saving a server's settings", work)
        return await self.get(guild_id)

    def _refresh_soon(self, guild_id: int) -> None:
        if guild_id in self._refreshing:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        task = loop.create_task(self._refresh(guild_id))
        self._refreshing[guild_id] = task
        task.add_done_callback(lambda _: self._refreshing.pop(guild_id, None))

    async def _refresh(self, guild_id: int) -> None:
        try:
            await self.get(guild_id)
        except StoreUnavailable:  # logged by the store: the remembered settings serve on
            log.warning("server %s: settings not read again; kept as they were", guild_id)

    async def close(self) -> None:
        """Stop the background reads."""
        for task in list(self._refreshing.values()):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
