"""Computer players have names, also in refusals: "waiting for Bot Ada", never a seat
number or an engine name like "bot2"."""

from __future__ import annotations

import pytest

from bot.storage import Store
from bot.tables import TableError, TableService
from tests.bot.service.helpers import ANN, CHANNEL, GUILD, RecordingFrontend


async def test_a_refusal_names_the_computer_player_to_move(
    store: Store, frontend: RecordingFrontend
) -> None:
    service = TableService(store, frontend, bot_delay=3600.0, time_scale=60.0)
    await service.start()
    try:
        await service.create(GUILD, CHANNEL, ANN, "counting", {})
        await service.add_bot(CHANNEL, ANN)
        table = await service.start_game(CHANNEL, ANN)
        assert table.game is not None and [s.name for s in table.seats] == ["Ann", "Bot Ada"]
        mover = table.game.to_move()[0]
        if mover == 0:
            await service.act(CHANNEL, ANN, "add 1")
        assert table.game.to_move() == [1]  # the computer thinks (for an hour)
        with pytest.raises(TableError, match=r"^It is not your turn: waiting for Bot Ada\.$"):
            await service.act(CHANNEL, ANN, "add 1")
    finally:
        await service.stop()
