"""Playing a finished table again: the same game, options and seats; computer players
stay, every other human confirms, who does not in the lobby's time loses the seat; also
from the store after a restart."""

from __future__ import annotations

import pytest

from bot.storage import Store
from bot.tables import Phase, TableError, TableService
from tests.bot.service.helpers import (
    ANN,
    BOB,
    CAT,
    CHANNEL,
    GUILD,
    RecordingFrontend,
    two_player_game,
)


async def finish(service: TableService) -> str:
    """Play the channel's Counting game to its end (``add 2`` in turn); its table id."""
    table = service.table(CHANNEL)
    assert table is not None and table.game is not None
    players = {0: ANN, 1: BOB, 2: CAT}
    while service.table(CHANNEL) is table:
        seat = table.game.to_move()[0]
        await service.act(CHANNEL, players[seat], "add 2")
    return table.table_id


async def test_a_rematch_waits_for_the_others_and_starts_when_all_confirm(
    service: TableService,
) -> None:
    await two_player_game(service, {"target": 4}, players=3)
    finished = await finish(service)

    lobby = await service.rematch(GUILD, CHANNEL, BOB, finished)
    assert lobby.phase is Phase.LOBBY and lobby.rematch_of == finished
    assert lobby.host_id == BOB.user_id and lobby.options["target"] == 4
    assert [seat.user_id for seat in lobby.seats] == [ANN.user_id, BOB.user_id, CAT.user_id]
    assert lobby.awaiting == {ANN.user_id, CAT.user_id}
    with pytest.raises(TableError, match="already seated"):
        await service.rematch(GUILD, CHANNEL, BOB, finished)

    await service.rematch(GUILD, CHANNEL, ANN, finished)  # the button again
    assert lobby.awaiting == {CAT.user_id} and lobby.phase is Phase.LOBBY
    started = await service.join(CHANNEL, CAT)  # or Join
    assert started.phase is Phase.PLAYING and started.awaiting == set()
    assert [seat.name for seat in started.seats] == ["Ann", "Bob", "Cat"]


async def test_a_rematch_is_for_the_players_of_that_game(service: TableService) -> None:
    await two_player_game(service, {"target": 4})
    finished = await finish(service)
    with pytest.raises(TableError, match="Only those who played that game"):
        await service.rematch(GUILD, CHANNEL, CAT, finished)
    assert service.table(CHANNEL) is None
    with pytest.raises(TableError, match="can no longer be played again"):
        await service.rematch(GUILD, CHANNEL, ANN, "0" * 32)


async def test_who_does_not_confirm_in_time_loses_the_seat(
    store: Store, frontend: RecordingFrontend
) -> None:
    service = TableService(store, frontend, lobby_timeout=0.05, time_scale=60.0)
    await service.start()
    try:
        await two_player_game(service, {"target": 4}, players=3)
        finished = await finish(service)
        await service.rematch(GUILD, CHANNEL, ANN, finished)
        await service.join(CHANNEL, BOB)  # Cat never does
        table = service.table(CHANNEL)
        assert table is not None
        await frontend.wait_for(lambda: table.phase is Phase.PLAYING)
        assert [seat.user_id for seat in table.seats] == [ANN.user_id, BOB.user_id]
    finally:
        await service.stop()


async def test_a_rematch_alone_closes_when_nobody_else_confirms(
    store: Store, frontend: RecordingFrontend
) -> None:
    service = TableService(store, frontend, lobby_timeout=0.05, time_scale=60.0)
    await service.start()
    try:
        await two_player_game(service, {"target": 4})
        finished = await finish(service)
        await service.rematch(GUILD, CHANNEL, ANN, finished)
        await frontend.wait_for(lambda: service.table(CHANNEL) is None)
        assert frontend.of("closed")[-1].startswith("Nobody started the Counting lobby")
    finally:
        await service.stop()


async def test_a_rematch_after_a_restart_reads_the_finished_game_from_the_store(
    store: Store, frontend: RecordingFrontend
) -> None:
    first = TableService(store, frontend, bot_delay=0.0, time_scale=60.0)
    await first.start()
    await two_player_game(first, {"target": 4})
    finished = await finish(first)
    await first.stop()
    second = TableService(store, frontend, bot_delay=0.0, time_scale=60.0)
    await second.start()
    try:
        lobby = await second.rematch(GUILD, CHANNEL, BOB, finished)
        assert [seat.user_id for seat in lobby.seats] == [ANN.user_id, BOB.user_id]
        assert lobby.options["target"] == 4 and lobby.awaiting == {ANN.user_id}
    finally:
        await second.stop()
