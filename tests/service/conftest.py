"""Fixtures of the table service and storage tests: the Counting game registered, a store
on each backend (a temporary SQLite file, and a fresh database on the session's real
PostgreSQL server), a recording front end and a running service.

Every test that takes ``db_url`` (or ``store``, ``service``) runs twice: ``[sqlite]`` and
``[postgresql]``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import Store
from bot.tables import TableService
from engine import registry
from tests.service.helpers import CountingGame, LowCountingGame, RecordingFrontend
from tests.storage import postgres

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(autouse=True)
def counting_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the Counting games game ids the registry knows, for these tests only."""
    for cls in (CountingGame, LowCountingGame):
        monkeypatch.setitem(registry._GAMES, cls.game_id, f"{cls.__module__}:{cls.__name__}")


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


@pytest.fixture
async def store(db_url: str) -> AsyncIterator[Store]:
    opened = await Store.open(db_url)
    yield opened
    await opened.close()


@pytest.fixture
def frontend() -> RecordingFrontend:
    return RecordingFrontend()


@pytest.fixture
async def service(store: Store, frontend: RecordingFrontend) -> AsyncIterator[TableService]:
    """A service whose move timers never fire during a test (an hour per move) and whose
    computer players move at once."""
    running = TableService(store, frontend, bot_delay=0.0, time_scale=60.0)
    await running.start()
    yield running
    await running.stop()
