"""Players' preferences in the store (``/settings``): defaults, partial changes, and the
same answer from a store opened again (a restart, another process)."""

from __future__ import annotations

from bot.storage import Store
from bot.storage.settings import DEFAULTS, UserSettings


async def test_a_player_without_a_row_has_the_defaults(store: Store) -> None:
    assert await store.settings.get(1) == DEFAULTS == UserSettings(True, True)


async def test_a_change_keeps_the_other_preference_and_outlives_the_store(
    store: Store, db_url: str
) -> None:
    assert await store.settings.update(1, turn_pings=False) == UserSettings(False, True)
    assert await store.settings.update(1, turn_dms=False) == UserSettings(False, False)
    assert await store.settings.update(1, turn_pings=True) == UserSettings(True, False)
    assert await store.settings.get(2) == DEFAULTS  # others untouched
    again = await Store.open(db_url)
    try:
        assert await again.settings.get(1) == UserSettings(True, False)
    finally:
        await again.close()


async def test_an_update_with_nothing_to_change_writes_the_current_values(store: Store) -> None:
    assert await store.settings.update(3) == DEFAULTS
    assert await store.settings.get(3) == DEFAULTS
