"""Computer players' levels at the table: chosen when seated, kept across a restart, read
as normal from tables saved before levels existed, and passed to the game's computer player."""

from __future__ import annotations

import random
import time

import pytest

from bot.storage import Store
from bot.tables import TableError, TableService
from bot.tables import service as service_module
from bot.tables.table import Seat
from engine import registry
from engine.core import Action, Game
from tests.bot.service.helpers import (
    ANN,
    CHANNEL,
    GUILD,
    RecordingFrontend,
    Said,
    counting_choice,
    counting_manifest,
)


async def test_a_computer_player_is_seated_at_the_level_asked_normal_by_default(
    service: TableService,
) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.add_bot(CHANNEL, ANN, "hard")
    table = await service.add_bot(CHANNEL, ANN)
    assert [(s.name, s.level) for s in table.seats[1:]] == [
        ("Bot Ada", "hard"),
        ("Bot Babbage", "normal"),
    ]


async def test_an_unknown_level_is_refused_and_seats_nobody(service: TableService) -> None:
    table = await service.create(GUILD, CHANNEL, ANN, "counting", {})
    with pytest.raises(TableError, match="easy, normal, hard"):
        await service.add_bot(CHANNEL, ANN, "grandmaster")
    assert len(table.seats) == 1


async def test_the_level_survives_a_restart(db_url: str) -> None:
    store = await Store.open(db_url)
    first = TableService(store, RecordingFrontend())
    await first.start()
    await first.create(GUILD, CHANNEL, ANN, "counting", {})
    await first.add_bot(CHANNEL, ANN, "easy")
    await first.stop()
    await store.close()
    store = await Store.open(db_url)
    second = TableService(store, RecordingFrontend())
    await second.start()
    try:
        table = second.table(CHANNEL)
        assert table is not None and table.seats[1].level == "easy"
    finally:
        await second.stop()
        await store.close()


def test_a_seat_saved_before_levels_reads_as_normal() -> None:
    old = {"user_id": None, "name": "Bot Ada", "is_bot": True, "replaced_user_id": None}
    assert Seat.from_dict(old).level == "normal"
    assert Seat.from_dict({**old, "level": "hard"}).to_dict()["level"] == "hard"


async def test_the_seat_level_reaches_the_computer_player(
    service: TableService, frontend: RecordingFrontend, monkeypatch: pytest.MonkeyPatch
) -> None:
    levels: list[str] = []

    def recorded(game: Game, player: int, rng: random.Random, level: str) -> Action:
        levels.append(level)
        return counting_choice(game, player, rng, level)

    monkeypatch.setitem(registry._LOADED, "counting", counting_manifest(choose=recorded))
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    table = await service.add_bot(CHANNEL, ANN, "hard")
    await service.start_game(CHANNEL, ANN)
    await service.act(CHANNEL, ANN, "add 1")
    await frontend.wait_for(lambda: table.game is not None and len(table.game.history) == 2)
    assert levels == ["hard"]


async def test_a_computer_player_that_thinks_past_its_budget_takes_the_timeout_action(
    service: TableService, frontend: RecordingFrontend, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(service_module, "BOT_GRACE", 0.05)

    def slow(game: Game, player: int, rng: random.Random, level: str) -> Action:
        time.sleep(0.5)
        return Said("add 1")

    monkeypatch.setitem(registry._LOADED, "counting", counting_manifest(choose=slow))
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    table = await service.add_bot(CHANNEL, ANN, "easy")
    await service.start_game(CHANNEL, ANN)
    await service.act(CHANNEL, ANN, "add 1")
    await frontend.wait_for(lambda: table.game is not None and len(table.game.history) == 2)
    assert table.game is not None and table.game.history[1] == {"player": 1, "timeout": True}
