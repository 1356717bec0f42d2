"""Casual help at the table service: take-back against computer players only, saved and
recorded honestly (the undone moves beside the record's actions, which replay to the game
as it stands), and refused whenever a human is seated elsewhere."""

from __future__ import annotations

import pytest

from bot.tables import TableError, TableService
from engine.records import replay_game
from tests.bot.service.helpers import ANN, BOB, CHANNEL, GUILD, RecordingFrontend, refusal


async def _against_a_computer(service: TableService, frontend: RecordingFrontend) -> None:
    """Ann plays a Counting game against a computer player, casual help on; she plays
    ``add 2`` and the computer replies ``add 1``."""
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.add_bot(CHANNEL, ANN)
    await service.set_casual(CHANNEL, ANN, True)
    table = await service.start_game(CHANNEL, ANN)
    await service.act(CHANNEL, ANN, "add 2")
    await frontend.wait_for(lambda: table.game is not None and len(table.game.history) == 2)


async def test_take_back_undoes_the_move_and_the_computers_reply(
    service: TableService, frontend: RecordingFrontend
) -> None:
    await _against_a_computer(service, frontend)
    table = service.require_table(CHANNEL)
    turn = table.turn
    await service.take_back(CHANNEL, ANN)
    assert table.game is not None and table.game.history == []
    assert table.game.to_move() == [0] and table.turn == turn + 1
    assert "Ann took back their last move." in frontend.of("announce")
    record = table.record()
    assert record["actions"] == []
    assert record["taken_back"] == [
        {
            "index": 0,
            "actions": [{"player": 0, "action": "add 2"}, {"player": 1, "action": "add 1"}],
        }
    ]
    # The replay tool reads the moves that stand: the record replays to the game as it is.
    assert replay_game(record).to_dict() == table.game.to_dict()
    # Saved before it was shown: the store's copy is the table after the take-back.
    saved = await service.store.load_tables()
    assert [t.game.history for t in saved if t.channel_id == CHANNEL] == [[]]  # type: ignore[union-attr]


async def test_take_back_is_off_by_default(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.add_bot(CHANNEL, ANN)
    await service.start_game(CHANNEL, ANN)
    await service.act(CHANNEL, ANN, "add 1")
    with pytest.raises(TableError, match=refusal("casual_off")):
        await service.take_back(CHANNEL, ANN)


async def test_casual_help_is_refused_with_another_human_at_the_table(
    service: TableService,
) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.join(CHANNEL, BOB)
    with pytest.raises(TableError, match=refusal("casual_humans")):
        await service.set_casual(CHANNEL, ANN, True)
    assert not service.require_table(CHANNEL).casual


async def test_take_back_is_refused_once_a_human_sits_elsewhere(service: TableService) -> None:
    # Turned on while alone; Bob joins the lobby afterwards: no take-back for Ann then.
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.set_casual(CHANNEL, ANN, True)
    await service.join(CHANNEL, BOB)
    table = await service.start_game(CHANNEL, ANN)
    await service.act(CHANNEL, ANN, "add 1")
    with pytest.raises(TableError, match=refusal("casual_humans")):
        await service.take_back(CHANNEL, ANN)
    assert table.game is not None and len(table.game.history) == 1
