"""Servers' settings in the store (``/config``): defaults, changes and resets, the same
answer from a store opened again (a restart, another process), the remembered settings
read again once stale, and migration 0006 up and down."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
import sqlalchemy as sa
from alembic import command

from bot.storage import Store
from bot.storage.database import _alembic_config, create_engine
from bot.storage.guild_settings import DEFAULTS, GuildSettings, GuildSettingsStore
from tests.bot.service.helpers import FakeClock
from tests.bot.storage.test_migrations import upgrade_to

GUILD = 100


@pytest.fixture
async def store(db_url: str) -> AsyncIterator[Store]:
    opened = await Store.open(db_url)
    yield opened
    await opened.close()


async def test_a_server_without_rows_has_the_defaults(store: Store) -> None:
    settings = GuildSettingsStore(store.engine)
    assert await settings.get(GUILD) == DEFAULTS
    assert DEFAULTS.threads and DEFAULTS.language is None and DEFAULTS.allows(1, 2)


async def test_changes_and_resets_outlive_the_store(store: Store, db_url: str) -> None:
    settings = GuildSettingsStore(store.engine)
    changed = await settings.update(
        GUILD, {"language": "hi", "table_places": (7, 8), "move_timer": 45, "threads": False}
    )
    assert changed == GuildSettings(
        table_places=(7, 8), move_timer=45, threads=False, language="hi"
    )
    assert changed.allows(None, 8) and not changed.allows(9, None)
    again = await settings.update(GUILD, {"computer_level": "hard"}, reset=("move_timer",))
    assert again.move_timer is None and again.computer_level == "hard" and again.language == "hi"
    assert await settings.get(GUILD + 1) == DEFAULTS  # other servers untouched
    reopened = await Store.open(db_url)
    try:
        other = GuildSettingsStore(reopened.engine)
        assert await other.get(GUILD) == again
        await other.load_all()
        assert other.cached(GUILD) == again and other.cached(GUILD + 1) == DEFAULTS
    finally:
        await reopened.close()


async def test_an_unknown_setting_is_refused_and_a_newer_versions_row_ignored(
    store: Store,
) -> None:
    settings = GuildSettingsStore(store.engine)
    with pytest.raises(ValueError, match="no such server setting: colour"):
        await settings.update(GUILD, {"colour": "red"})
    assert GuildSettings.from_values({"colour": "red", "threads": False}).threads is False


async def test_the_remembered_settings_are_read_again_once_stale(store: Store) -> None:
    clock = FakeClock(1000.0)
    here = GuildSettingsStore(store.engine, clock, ttl=60.0)
    elsewhere = GuildSettingsStore(store.engine, clock)  # another process
    await here.load_all()
    assert here.cached(GUILD).language is None
    await elsewhere.update(GUILD, {"language": "es"})
    assert here.cached(GUILD).language is None  # fresh enough: no read
    clock.now += 61.0
    assert here.cached(GUILD).language is None  # stale: answered at once, read behind
    await asyncio.sleep(0.2)
    for _ in range(50):
        if here.cached(GUILD).language == "es":
            break
        await asyncio.sleep(0.05)
    assert here.cached(GUILD).language == "es"
    await here.close()


async def test_0006_creates_the_settings_table_and_its_downgrade_drops_it(
    empty_db_url: str,
) -> None:
    await upgrade_to(empty_db_url, "0006")
    engine = create_engine(sa.make_url(empty_db_url), lock_timeout=5)
    try:
        async with engine.connect() as conn:
            tables = await conn.run_sync(lambda c: sa.inspect(c).get_table_names())
            assert "guild_settings" in tables

        def downgrade(connection: sa.Connection) -> None:
            config = _alembic_config()
            config.attributes["connection"] = connection
            command.downgrade(config, "0005")

        async with engine.begin() as conn:
            await conn.run_sync(downgrade)
        async with engine.connect() as conn:
            tables = await conn.run_sync(lambda c: sa.inspect(c).get_table_names())
            assert "guild_settings" not in tables and "daily_posts" in tables
    finally:
        await engine.dispose()
