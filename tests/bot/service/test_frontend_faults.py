"""The front end fails: a table message that could not be posted or edited is marked stale
and repaired by the table's driver with backoff; a channel that is gone closes its tables
as abandoned, stops their timers and nothing more is sent there."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest

from bot.storage import Store
from bot.tables import Table, TableService
from bot.tables.ports import ChannelGone, DeliveryFailed, Notice
from engine.core import Event
from tests.bot.service.helpers import ANN, BOB, CHANNEL, GUILD, RecordingFrontend, two_player_game


@dataclass
class FailingFrontend(RecordingFrontend):
    """A recording front end whose table message fails ``failures`` times in a row, and
    whose every call fails once the channel is ``gone``."""

    failures: int = 0
    gone: bool = False
    bugs: int = 0

    async def table_changed(self, table: Table, events: list[Event]) -> int | None:
        if self.gone:
            raise ChannelGone("10003 Unknown Channel")
        if self.bugs:
            self.bugs -= 1
            raise RuntimeError("the renderer broke")
        if self.failures:
            self.failures -= 1
            self._record("failed", [event.kind for event in events])
            raise DeliveryFailed("503 Service Unavailable")
        return await super().table_changed(table, events)

    async def announce(self, table: Table, notice: Notice) -> None:
        if self.gone:
            raise ChannelGone("10003 Unknown Channel")
        await super().announce(table, notice)


@pytest.fixture
def failing() -> FailingFrontend:
    return FailingFrontend()


@pytest.fixture
async def quick(store: Store, failing: FailingFrontend) -> AsyncIterator[TableService]:
    running = TableService(
        store, failing, bot_delay=0.0, time_scale=60.0, retry_seconds=0.01, retry_max_seconds=0.05
    )
    await running.start()
    yield running
    await running.stop()


async def test_a_move_whose_picture_failed_is_saved_and_redrawn_by_the_driver(
    quick: TableService, store: Store, failing: FailingFrontend
) -> None:
    table = await two_player_game(quick)
    failing.failures = 4
    await quick.act(CHANNEL, ANN, "add 2")  # saved, though discord failed its picture
    await quick.settled()
    assert table.message_stale and table.turn == 2
    [saved] = (await store.load_tables()).tables
    assert saved.turn == 2 and saved.message_stale
    await failing.wait_for(lambda: not table.message_stale)
    assert failing.of("failed") == [["added"]] * 4
    assert failing.of("table")[-1] == ["added"], "re-posted with the move's events"
    for _ in range(100):  # the repaired table is saved just after it is redrawn
        [saved] = (await store.load_tables()).tables
        if not saved.message_stale:
            break
        await asyncio.sleep(0.01)
    assert not saved.message_stale


async def test_a_stale_message_is_repaired_after_a_restart(
    store: Store, failing: FailingFrontend
) -> None:
    first = TableService(store, failing, time_scale=60.0)
    await first.start()
    table = await two_player_game(first)
    failing.failures = 1000  # discord stays down until this process stops
    await first.act(CHANNEL, ANN, "add 1")
    await first.stop()
    assert table.message_stale
    again = RecordingFrontend()
    second = TableService(store, again, time_scale=60.0)
    await second.start()
    try:
        await again.wait_for(lambda: bool(again.of("table")))
        assert again.of("table") == [["added"]]
        reloaded = second.table(CHANNEL)
        assert reloaded is not None and not reloaded.message_stale
    finally:
        await second.stop()


async def test_a_channel_that_is_gone_closes_its_table_as_abandoned(
    quick: TableService, store: Store, failing: FailingFrontend
) -> None:
    table = await two_player_game(quick)
    failing.gone = True
    calls = len(failing.calls)
    await quick.act(CHANNEL, ANN, "add 1")  # saved; its picture finds the channel gone
    await quick.settled()
    assert quick.table(CHANNEL) is None
    assert table.table_id not in quick._drivers, "its timer is stopped"
    assert (await store.load_tables()).tables == []
    await asyncio.sleep(0.05)
    # The turn that starts is told before the picture that finds the channel gone (its
    # mention rides on that picture); after it, nothing.
    after = [call for call in failing.calls[calls:] if call[0] != "turn"]
    assert after == [], "nothing more sent: no hands, no announcements"


async def test_a_channel_deleted_or_a_server_left_abandons_its_tables(
    quick: TableService, store: Store, failing: FailingFrontend
) -> None:
    await two_player_game(quick)
    await quick.create(GUILD, CHANNEL + 1, BOB, "counting", {})
    await quick.create(GUILD + 1, CHANNEL + 2, BOB, "counting", {})
    calls = len(failing.calls)
    await quick.abandon_channel(CHANNEL + 2, "the channel was deleted")
    assert [table.channel_id for table in quick.tables()] == [CHANNEL, CHANNEL + 1]
    await quick.abandon_guild(GUILD, "the bot left the server")
    assert quick.tables() == []
    assert (await store.load_tables()).tables == []
    assert len(failing.calls) == calls


async def test_a_bug_drawing_the_table_is_logged_once_with_its_traceback_and_retried(
    quick: TableService, failing: FailingFrontend, caplog: pytest.LogCaptureFixture
) -> None:
    table = await two_player_game(quick)
    failing.bugs = 3
    with caplog.at_level(logging.WARNING, logger="bot.tables.service"):
        await quick.act(CHANNEL, ANN, "add 1")
        await failing.wait_for(lambda: not table.message_stale)
    errors = [record for record in caplog.records if record.levelno >= logging.ERROR]
    assert len(errors) == 1 and errors[0].exc_info is not None
    assert failing.of("table")[-1] == ["added"]
