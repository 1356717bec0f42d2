"""Fixtures of the table service tests: the Counting game registered, a store on a
temporary SQLite file, a recording front end and a running service."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import Store
from bot.tables import TableService
from engine import registry
from tests.service.helpers import CountingGame, LowCountingGame, RecordingFrontend


@pytest.fixture(autouse=True)
def counting_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the Counting games game ids the registry knows, for these tests only."""
    for cls in (CountingGame, LowCountingGame):
        monkeypatch.setitem(registry._GAMES, cls.game_id, f"{cls.__module__}:{cls.__name__}")


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite+aiosqlite:///{tmp_path / 'data' / 'test.db'}"


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
