"""A restart: a new service on the same database resumes every unfinished table."""

from __future__ import annotations

from bot.storage import Store
from bot.tables import Phase, Table, TableService
from engine.core import Event
from tests.bot.service.helpers import (
    ANN,
    BOB,
    CHANNEL,
    GUILD,
    FakeClock,
    RecordingFrontend,
    two_player_game,
)


class MessageFrontend(RecordingFrontend):
    """Shows every table in message 555."""

    async def table_changed(self, table: Table, events: list[Event]) -> int | None:
        await super().table_changed(table, events)
        return 555


async def test_a_new_service_resumes_the_game_and_its_timer_with_the_time_left(
    db_url: str,
) -> None:
    clock = FakeClock()
    store = await Store.open(db_url)
    first = TableService(store, MessageFrontend(), clock=clock)
    await first.start()
    table = await two_player_game(first)
    await first.act(CHANNEL, ANN, "add 2")
    saved = table.to_dict()
    deadline = table.deadline
    assert deadline is not None
    await first.stop()
    await store.close()

    clock.now = deadline - 0.05  # the restart took all but 50 ms of Bob's minute
    store = await Store.open(db_url)
    frontend = RecordingFrontend()
    second = TableService(store, frontend, clock=clock)
    await second.start()
    try:
        resumed = second.table(CHANNEL)
        assert resumed is not None and resumed is not table
        assert resumed.to_dict() == saved
        assert (resumed.phase, resumed.message_id, resumed.deadline) == (
            Phase.PLAYING,
            555,
            deadline,
        )
        await frontend.wait_for(lambda: bool(frontend.of("announce")))
        assert frontend.of("announce")[0].startswith("Time is up for Bob.")
        assert resumed.game is not None and resumed.game.history == [
            {"player": 0, "action": "add 2"},
            {"player": 1, "timeout": True},
        ]
        await second.act(CHANNEL, ANN, "add 1")
    finally:
        await second.stop()
        await store.close()


async def test_a_lobby_survives_a_restart(db_url: str) -> None:
    store = await Store.open(db_url)
    first = TableService(store, RecordingFrontend())
    await first.start()
    await first.create(GUILD, CHANNEL, ANN, "counting", {"target": 7})
    await first.add_bot(CHANNEL, ANN)
    await first.stop()
    await store.close()

    store = await Store.open(db_url)
    second = TableService(store, RecordingFrontend())
    await second.start()
    try:
        table = await second.join(CHANNEL, BOB)
        assert [seat.name for seat in table.seats] == ["Ann", "Bot Ada", "Bob"]
        assert table.options["target"] == 7
        await second.start_game(CHANNEL, ANN)
    finally:
        await second.stop()
        await store.close()


async def test_finished_and_aborted_tables_do_not_come_back(db_url: str) -> None:
    store = await Store.open(db_url)
    first = TableService(store, RecordingFrontend())
    await first.start()
    await two_player_game(first, {"target": 1})
    await first.act(CHANNEL, ANN, "add 1")
    await first.create(GUILD, CHANNEL + 1, BOB, "counting", {})
    await first.abort(CHANNEL + 1, BOB, moderator=False)
    await first.create(GUILD, CHANNEL + 2, BOB, "counting", {})
    await first.stop()

    second = TableService(store, RecordingFrontend())
    await second.start()
    try:
        assert [table.channel_id for table in second.tables()] == [CHANNEL + 2]
    finally:
        await second.stop()
        await store.close()
