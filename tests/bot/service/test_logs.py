"""The log as JSON lines (``LOG_FORMAT=json``): a line logged while a table is worked on
names the table and its server, also where the message itself does not; an incident's id
rides along as ``extra``."""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass

import pytest

from bot.monitoring.logs import JsonFormatter, table_context
from bot.storage import Store
from bot.tables import Table, TableService
from tests.bot.service.helpers import ANN, GUILD, RecordingFrontend, two_player_game


class Lines(logging.Handler):
    """The records of the ``bot`` logger, formatted as JSON lines."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.setFormatter(JsonFormatter())
        self.lines: list[dict[str, object]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(json.loads(self.format(record)))


@pytest.fixture
def lines() -> Iterator[Lines]:
    handler = Lines()
    logger = logging.getLogger("bot")
    logger.addHandler(handler)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)


@dataclass
class BrokenTurns(RecordingFrontend):
    """A front end that fails each time a turn starts (a bug: the service logs it)."""

    async def turn_started(self, table: Table, seats: list[int]) -> None:
        raise RuntimeError("the turn's message broke")


@pytest.fixture
async def broken(store: Store) -> AsyncIterator[TableService]:
    running = TableService(store, BrokenTurns(), bot_delay=0.0, time_scale=60.0)
    await running.start()
    yield running
    await running.stop()


async def test_a_line_logged_at_a_table_names_the_table_and_its_server(
    broken: TableService, lines: Lines
) -> None:
    table = await two_player_game(broken)
    await broken.act(table.channel_id, ANN, "add 2")
    await broken.settled()
    failed = [line for line in lines.lines if line["message"] == "front end failed"]
    assert len(failed) == 2  # the first turn (at the start) and the second
    for line in failed:
        assert line["table"] == table.table_id and line["guild"] == GUILD
        assert line["level"] == "ERROR" and line["logger"] == "bot.tables.service"
        assert "RuntimeError: the turn's message broke" in str(line["exc"])
        assert str(line["time"]).endswith("+00:00")


def test_an_incident_and_a_table_ride_along() -> None:
    record = logging.LogRecord("bot.x", logging.ERROR, __file__, 1, "failed (%s)", ("a1",), None)
    record.incident = "a1b2c3d4"
    with table_context("t-1", 42):
        line = json.loads(JsonFormatter().format(record))
    assert line["message"] == "failed (a1)" and line["incident"] == "a1b2c3d4"
    assert line["table"] == "t-1" and line["guild"] == 42
    assert "table" not in json.loads(JsonFormatter().format(record))
