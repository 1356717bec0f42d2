"""Lobby rules: create, join, leave, computer players, kick, start, abort, expiry."""

from __future__ import annotations

import asyncio

import pytest

from bot.storage import Store
from bot.tables import Phase, TableError, TableService
from tests.bot.service.helpers import (
    ANN,
    BOB,
    CAT,
    CHANNEL,
    DAN,
    GUILD,
    RecordingFrontend,
    two_player_game,
)


async def refused(call, match: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(TableError, match=match):
        await call


async def test_create_seats_the_host_and_saves_the_lobby(
    service: TableService, store: Store
) -> None:
    table = await service.create(GUILD, CHANNEL, ANN, "counting", {"target": 5})
    assert table.phase is Phase.LOBBY
    assert [(seat.user_id, seat.name, seat.is_bot) for seat in table.seats] == [(1, "Ann", False)]
    assert table.host_id == ANN.user_id
    assert table.options == {"target": 5, "turn_seconds": 60, "ready": False}
    assert service.table(CHANNEL) is table
    assert [saved.table_id for saved in (await store.load_tables()).tables] == [table.table_id]


async def test_one_table_per_channel(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await refused(
        service.create(GUILD, CHANNEL, BOB, "counting", {}), "already has a table: join it"
    )
    other = await service.create(GUILD, CHANNEL + 1, BOB, "counting", {})
    assert service.table(CHANNEL + 1) is other


async def test_unknown_game_and_bad_options_are_refused(service: TableService) -> None:
    await refused(service.create(GUILD, CHANNEL, ANN, "chess", {}), "no such game")
    await refused(
        service.create(GUILD, CHANNEL, ANN, "counting", {"target": 0}),
        "Option target is at least 1",
    )
    await refused(
        service.create(GUILD, CHANNEL, ANN, "counting", {"speed": 3}), "Unknown option 'speed'"
    )
    assert service.tables() == []


async def test_join_twice_is_refused_and_changes_nothing(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    table = await service.join(CHANNEL, BOB)
    before = table.to_dict()
    await refused(service.join(CHANNEL, BOB), "already seated")
    assert table.to_dict() == before


async def test_a_full_table_refuses_another_player(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.join(CHANNEL, BOB)
    table = await service.add_bot(CHANNEL, ANN)
    await refused(service.join(CHANNEL, DAN), r"The table is full \(3 players\)")
    await refused(service.add_bot(CHANNEL, ANN), "full")
    assert len(table.seats) == 3


async def test_computer_players_get_distinct_names(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.add_bot(CHANNEL, ANN)
    table = await service.add_bot(CHANNEL, ANN)
    assert [seat.name for seat in table.seats] == ["Ann", "Bot Ada", "Bot Babbage"]
    assert [seat.is_bot for seat in table.seats] == [False, True, True]
    assert table.humans() == [0]
    table = await service.remove_bot(CHANNEL, ANN)
    assert [seat.name for seat in table.seats] == ["Ann", "Bot Ada"]


async def test_only_seated_players_add_computer_players(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await refused(service.add_bot(CHANNEL, BOB), "Only players seated")


async def test_only_the_host_starts(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    table = await service.join(CHANNEL, BOB)
    await refused(service.start_game(CHANNEL, BOB), "Only the host can start")
    assert table.phase is Phase.LOBBY and table.game is None


async def test_too_few_players_to_start(service: TableService) -> None:
    table = await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await refused(
        service.start_game(CHANNEL, ANN), "needs at least 2 players: 1 more can the join command"
    )
    assert table.phase is Phase.LOBBY


async def test_start_deals_and_sends_every_human_their_hand(
    service: TableService, frontend: RecordingFrontend
) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.join(CHANNEL, BOB)
    await service.add_bot(CHANNEL, ANN)
    frontend.calls.clear()
    table = await service.start_game(CHANNEL, ANN)
    assert table.phase is Phase.PLAYING
    assert table.game is not None and table.game.players == ["Ann", "Bob", "Bot Ada"]
    assert table.deadline is not None
    assert frontend.of("hand") == [0, 1]
    await refused(service.join(CHANNEL, CAT), "already started")
    await refused(service.start_game(CHANNEL, ANN), "already started")


async def test_kick_by_a_player_who_is_not_host_is_refused(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.join(CHANNEL, BOB)
    table = await service.join(CHANNEL, CAT)
    await refused(service.kick(CHANNEL, BOB, CAT.user_id, moderator=False), "Only the host")
    assert table.seat_of(CAT.user_id) == 2


async def test_the_host_or_a_moderator_kicks(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.join(CHANNEL, BOB)
    await service.join(CHANNEL, CAT)
    table = await service.kick(CHANNEL, ANN, CAT.user_id, moderator=False)
    assert table.seat_of(CAT.user_id) is None
    table = await service.kick(CHANNEL, DAN, BOB.user_id, moderator=True)
    assert [seat.name for seat in table.seats] == ["Ann"]
    await refused(service.kick(CHANNEL, ANN, BOB.user_id, moderator=False), "not seated")
    await refused(service.kick(CHANNEL, ANN, ANN.user_id, moderator=False), "the leave command")


async def test_the_host_leaving_passes_the_host_to_the_next_human(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.add_bot(CHANNEL, ANN)
    await service.join(CHANNEL, BOB)
    table = await service.leave(CHANNEL, ANN)
    assert table.host_id == BOB.user_id
    assert [seat.name for seat in table.seats] == ["Bot Ada", "Bob"]
    await refused(service.leave(CHANNEL, ANN), "not seated")


async def test_the_last_human_leaving_closes_the_lobby(
    service: TableService, frontend: RecordingFrontend, store: Store
) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.add_bot(CHANNEL, ANN)
    await service.leave(CHANNEL, ANN)
    assert service.table(CHANNEL) is None
    assert frontend.of("closed") == ["Ann left and the lobby is empty: closed."]
    assert (await store.load_tables()).tables == []


async def test_abort_by_host_or_moderator_only(
    service: TableService, frontend: RecordingFrontend, store: Store
) -> None:
    await two_player_game(service)
    await refused(service.abort(CHANNEL, BOB, moderator=False), "Only the host or a moderator")
    assert service.table(CHANNEL) is not None
    await service.abort(CHANNEL, DAN, moderator=True)
    assert service.table(CHANNEL) is None
    assert frontend.of("closed") == ["The game was aborted by Dan."]
    assert (await store.load_tables()).tables == []
    await refused(service.abort(CHANNEL, ANN, moderator=False), "There is no game in this channel")


async def test_a_lobby_nobody_starts_expires(store: Store, frontend: RecordingFrontend) -> None:
    service = TableService(store, frontend, lobby_timeout=0.05)
    await service.start()
    try:
        await service.create(GUILD, CHANNEL, ANN, "counting", {})
        await frontend.wait_for(lambda: bool(frontend.of("closed")))
        assert frontend.of("closed") == [
            "Nobody started the Counting lobby in time: it is closed. "
            "Open a new one with the new-game command."
        ]
        assert service.table(CHANNEL) is None
        assert (await store.load_tables()).tables == []
    finally:
        await service.stop()


async def test_a_started_game_does_not_expire_as_a_lobby(
    store: Store, frontend: RecordingFrontend
) -> None:
    service = TableService(store, frontend, lobby_timeout=0.05, time_scale=60.0)
    await service.start()
    try:
        await service.create(GUILD, CHANNEL, ANN, "counting", {})
        await service.join(CHANNEL, BOB)
        table = await service.start_game(CHANNEL, ANN)
        await asyncio.sleep(0.1)  # past the lobby's time
        assert service.table(CHANNEL) is table and frontend.of("closed") == []
    finally:
        await service.stop()
