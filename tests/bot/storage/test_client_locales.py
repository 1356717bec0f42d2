"""Each player's client language in the store (the language of their DMs after a restart):
unknown until written, read back by a store opened again, kept apart from the player's
preferences (``/settings``), and migration 0008, whose older rows read as unknown."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import sqlalchemy as sa
from alembic import command

from bot.storage import Store
from bot.storage.database import _alembic_config, create_engine
from bot.storage.settings import DEFAULTS, UserSettings
from tests.bot.storage.sql import execute, rows
from tests.bot.storage.test_migrations import upgrade_to


@pytest.fixture
async def store(db_url: str) -> AsyncIterator[Store]:
    opened = await Store.open(db_url)
    yield opened
    await opened.close()


async def test_a_players_language_is_unknown_until_written_and_outlives_the_store(
    store: Store, db_url: str
) -> None:
    settings = store.settings
    assert await settings.client_locale(1) is None
    await settings.set_client_locale(1, "pl")
    await settings.set_client_locale(2, "hi")
    await settings.set_client_locale(1, "es")  # her client changed
    again = await Store.open(db_url)
    try:
        assert await again.settings.client_locale(1) == "es"
        assert await again.settings.client_locale(2) == "hi"
        assert await again.settings.client_locale(3) is None
    finally:
        await again.close()


async def test_the_language_and_the_preferences_leave_each_other_as_they_are(
    store: Store,
) -> None:
    settings = store.settings
    await settings.set_client_locale(1, "pl")  # a new row: the default preferences
    assert await settings.get(1) == DEFAULTS
    assert await settings.update(1, turn_dms=False) == UserSettings(True, False)
    assert await settings.client_locale(1) == "pl"
    await settings.set_client_locale(1, "hi")
    assert await settings.get(1) == UserSettings(True, False)
    await settings.update(2, turn_pings=False)  # preferences first, no language yet
    assert await settings.client_locale(2) is None


async def test_a_code_that_is_no_language_code_is_refused(store: Store) -> None:
    for bad in ("", "x" * 17):
        with pytest.raises(ValueError, match="not a language code"):
            await store.settings.set_client_locale(1, bad)
    assert await store.settings.client_locale(1) is None


async def test_migration_0008_reads_older_rows_as_unknown_and_downgrades(
    empty_db_url: str,
) -> None:
    await upgrade_to(empty_db_url, "0007")
    await execute(
        empty_db_url,
        "INSERT INTO user_settings (user_id, turn_pings, turn_dms, updated_at) "
        "VALUES (1, :no, :yes, 5.0)",
        no=False,
        yes=True,
    )
    store = await Store.open(empty_db_url)  # migrates to the head
    try:
        assert await store.settings.client_locale(1) is None
        assert await store.settings.get(1) == UserSettings(False, True)
        await store.settings.set_client_locale(1, "pl")
    finally:
        await store.close()

    engine = create_engine(sa.make_url(empty_db_url), lock_timeout=5)

    def downgrade(connection: sa.Connection) -> None:
        config = _alembic_config()
        config.attributes["connection"] = connection
        command.downgrade(config, "0007")

    try:
        async with engine.begin() as conn:
            await conn.run_sync(downgrade)
    finally:
        await engine.dispose()
    assert await rows(empty_db_url, "SELECT user_id, turn_pings FROM user_settings") == [(1, False)]
    await upgrade_to(empty_db_url, "0008")
    assert await rows(empty_db_url, "SELECT client_locale FROM user_settings") == [(None,)]
