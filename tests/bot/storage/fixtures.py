"""Backend fixtures shared by tests/service and tests/storage: every test that takes
``db_url`` (or a store built on it) runs on SQLite and on PostgreSQL."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from engine import registry
from tests.bot.service.helpers import CountingGame, LowCountingGame, counting_manifest
from tests.bot.storage import postgres

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(autouse=True)
def counting_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the Counting games game ids the registry knows, for these tests only."""
    for cls in (CountingGame, LowCountingGame):
        monkeypatch.setitem(registry._LOADED, cls.game_id, counting_manifest(cls))


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
async def db_url(backend: str, tmp_path: Path) -> str:
    """An empty SQLite file to be, or a PostgreSQL database with the migrations applied
    and no rows."""
    if backend == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path / 'data' / 'test.db'}"
    return await postgres.shared_database()


@pytest.fixture
async def empty_db_url(backend: str, tmp_path: Path) -> AsyncIterator[str]:
    """A database with nothing in it (not even the migrations), on each backend."""
    if backend == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path / 'data' / 'test.db'}"
        return
    name, url = await postgres.create_database(empty=True)
    yield url
    await postgres.drop_database(name)
