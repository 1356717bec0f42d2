"""Fixtures of the table service and storage tests: the Counting game registered, a store
on each backend (a temporary SQLite file, and a fresh database on the session's real
PostgreSQL server), a recording front end and a running service.

Every test that takes ``db_url`` (or ``store``, ``service``) runs twice: ``[sqlite]`` and
``[postgresql]``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.storage import Store
from bot.tables import TableService
from tests.bot.service.helpers import RecordingFrontend
from tests.bot.storage.fixtures import backend, counting_registered, db_url, empty_db_url

__all__ = ["backend", "counting_registered", "db_url", "empty_db_url"]


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
