"""The service tells the front end whose turn starts (``Frontend.turn_started``): once per
turn, only the seats newly to move, before the table is redrawn."""

from __future__ import annotations

import pytest

from bot.tables import TableError, TableService
from tests.bot.service.helpers import ANN, BOB, CAT, CHANNEL, RecordingFrontend, two_player_game


def after_last_turn(frontend: RecordingFrontend) -> list[str]:
    """The kinds of the calls after the last ``turn_started``."""
    kinds = [kind for kind, _ in frontend.calls]
    last = len(kinds) - 1 - kinds[::-1].index("turn")
    return kinds[last + 1 :]


async def test_the_deal_starts_the_first_players_turn(
    service: TableService, frontend: RecordingFrontend
) -> None:
    await two_player_game(service)
    assert frontend.of("turn") == [[0]]
    assert after_last_turn(frontend)[0] == "table"  # told before the table is redrawn


async def test_each_move_starts_the_next_players_turn_once(
    service: TableService, frontend: RecordingFrontend
) -> None:
    await two_player_game(service, players=3)
    await service.act(CHANNEL, ANN, "add 1")
    await service.act(CHANNEL, BOB, "add 1")
    await service.act(CHANNEL, CAT, "add 1")
    await service.settled()
    assert frontend.of("turn") == [[0], [1], [2], [0]]


async def test_a_refused_move_starts_no_turn(
    service: TableService, frontend: RecordingFrontend
) -> None:
    await two_player_game(service)
    with pytest.raises(TableError):
        await service.act(CHANNEL, BOB, "add 1")  # not Bob's turn
    with pytest.raises(TableError):
        await service.act(CHANNEL, ANN, "add 7")  # no such move
    assert frontend.of("turn") == [[0]]


async def test_moving_all_at_once_starts_the_turns_together_and_once(
    service: TableService, frontend: RecordingFrontend
) -> None:
    await two_player_game(service, {"ready": True})
    assert frontend.of("turn") == [[0, 1]]  # both to move at once
    await service.act(CHANNEL, BOB, "ready")  # one fewer to move: nobody's turn starts
    assert frontend.of("turn") == [[0, 1]]
    await service.act(CHANNEL, ANN, "ready")  # the play begins with Ann, who just acted
    assert frontend.of("turn") == [[0, 1]]


async def test_a_new_move_after_all_at_once_starts_for_a_seat_that_did_not_act(
    service: TableService, frontend: RecordingFrontend
) -> None:
    await two_player_game(service, {"ready": True})
    await service.act(CHANNEL, BOB, "ready")
    table = service.table(CHANNEL)
    assert table is not None
    assert await service.expire_turn(CHANNEL, table.turn)  # Ann is made ready: she plays
    assert frontend.of("turn") == [[0, 1], [0]]


async def test_a_timeout_starts_the_next_turn(
    service: TableService, frontend: RecordingFrontend
) -> None:
    table = await two_player_game(service)
    assert await service.expire_turn(CHANNEL, table.turn)
    assert frontend.of("turn") == [[0], [1]]
