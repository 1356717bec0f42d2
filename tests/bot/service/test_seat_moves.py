"""A panel's own turn token (``seat_moves``): other seats moving leave it good, the
player's own move (or timeout) makes it stale."""

from __future__ import annotations

import pytest

from bot.tables import TableService
from bot.tables.service import StaleMove
from tests.bot.service.helpers import ANN, BOB, CHANNEL, refusal, two_player_game


async def test_a_simultaneous_move_keeps_the_panel_of_who_has_not_moved(
    service: TableService,
) -> None:
    table = await two_player_game(service, {"ready": True})
    ann_token, bob_token = table.moves_of(0), table.moves_of(1)
    assert (ann_token, bob_token) == (0, 0)

    await service.act(CHANNEL, BOB, "ready", seat_moves=bob_token)
    assert table.moves_of(1) == 1
    await service.act(CHANNEL, ANN, "ready", seat_moves=ann_token)  # Bob's move: still good

    assert table.game is not None
    history = list(table.game.history)
    with pytest.raises(StaleMove, match=refusal("stale_turn")):
        await service.act(CHANNEL, ANN, "add 1", seat_moves=ann_token)
    assert table.game.history == history  # refused: nothing changed


async def test_a_timeout_is_a_move_of_the_seat(service: TableService) -> None:
    table = await two_player_game(service)
    token = table.moves_of(0)
    assert await service.expire_turn(CHANNEL, table.turn)
    assert table.moves_of(0) == token + 1
    await service.act(CHANNEL, BOB, "add 1")
    with pytest.raises(StaleMove):
        await service.act(CHANNEL, ANN, "add 1", seat_moves=token)
