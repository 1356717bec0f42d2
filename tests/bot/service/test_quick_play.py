"""Quick play and lobbies that start by themselves (the service, without discord)."""

from __future__ import annotations

import pytest

from bot.storage import Store
from bot.tables import TableError, TableService
from bot.tables.table import Phase
from tests.bot.service.helpers import ANN, BOB, CAT, CHANNEL, GUILD, FakeClock, RecordingFrontend


async def test_quick_play_deals_at_once_with_computer_players(
    service: TableService, frontend: RecordingFrontend
) -> None:
    table = await service.quick_play(GUILD, CHANNEL, ANN, "counting", {"target": 5}, 2)
    assert table.phase is Phase.PLAYING and table.game is not None
    assert [seat.is_bot for seat in table.seats] == [False, True, True]
    assert frontend.of("hand") == [0]


async def test_quick_play_seats_no_more_computers_than_the_game_has_room_for(
    service: TableService,
) -> None:
    table = await service.quick_play(GUILD, CHANNEL, ANN, "counting", {}, 5)
    assert len(table.seats) == table.max_players


async def test_a_full_lobby_with_a_countdown_starts_by_itself(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    table = await service.set_countdown(CHANNEL, ANN, 60)
    assert table.autostart_at is not None and table.deadline == table.autostart_at
    await service.join(CHANNEL, BOB)
    assert table.phase is Phase.LOBBY
    await service.join(CHANNEL, CAT)  # the third and last seat
    assert table.phase is Phase.PLAYING


async def test_a_lobby_without_a_countdown_waits_for_the_host(service: TableService) -> None:
    table = await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.join(CHANNEL, BOB)
    await service.join(CHANNEL, CAT)
    assert table.phase is Phase.LOBBY


async def test_only_the_host_sets_a_countdown_of_allowed_length(service: TableService) -> None:
    table = await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.join(CHANNEL, BOB)
    with pytest.raises(TableError, match="Only the host"):
        await service.set_countdown(CHANNEL, BOB, 30)
    with pytest.raises(TableError, match="1 to 900"):
        await service.set_countdown(CHANNEL, ANN, 5000)
    assert table.autostart_at is None
    await service.set_countdown(CHANNEL, ANN, 30)
    await service.set_countdown(CHANNEL, ANN, 0)  # off again
    assert table.autostart_at is None


async def test_a_countdown_over_starts_with_computers_in_the_seats_needed(
    store: Store, frontend: RecordingFrontend
) -> None:
    service = TableService(store, frontend, bot_delay=0.0, time_scale=60.0)
    await service.start()
    try:
        table = await service.create(GUILD, CHANNEL, ANN, "counting", {})
        await service.set_countdown(CHANNEL, ANN, 1)
        await frontend.wait_for(lambda: table.phase is Phase.PLAYING)
        assert [seat.is_bot for seat in table.seats] == [False, True]
        assert frontend.of("closed") == []
        reloaded = (await store.load_tables()).tables
        assert [t.phase for t in reloaded] == [Phase.PLAYING]
    finally:
        await service.stop()


async def test_a_countdown_survives_a_restart(store: Store, frontend: RecordingFrontend) -> None:
    clock = FakeClock()
    service = TableService(store, frontend, clock=clock)
    await service.start()
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.set_countdown(CHANNEL, ANN, 60)
    await service.stop()
    clock.now += 61  # the bot was down when the countdown ended
    again = TableService(store, frontend, clock=clock, bot_delay=0.0, time_scale=60.0)
    await again.start()
    try:
        await frontend.wait_for(
            lambda: (t := again.table(CHANNEL)) is not None and t.game is not None
        )
    finally:
        await again.stop()
