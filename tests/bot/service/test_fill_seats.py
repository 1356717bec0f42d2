"""A game for a fixed number of players starts with computer players in the empty seats."""

from __future__ import annotations

import pytest

from bot.storage import Store
from bot.tables import Phase, TableError, TableService
from engine import registry
from tests.bot.service.helpers import (
    ANN,
    BOB,
    CHANNEL,
    GUILD,
    CountingGame,
    RecordingFrontend,
    counting_manifest,
)


class FourCountingGame(CountingGame):
    """Counting for exactly four players, like Hearts."""

    game_id = "fourcounting"
    title = "Four Counting"
    min_players = 4
    max_players = 4


@pytest.fixture(autouse=True)
def four_counting_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    cls = FourCountingGame
    monkeypatch.setitem(registry._LOADED, cls.game_id, counting_manifest(cls))


async def test_empty_seats_of_a_fixed_size_game_get_computer_players(
    service: TableService, store: Store, frontend: RecordingFrontend
) -> None:
    await service.create(GUILD, CHANNEL, ANN, "fourcounting", {})
    await service.join(CHANNEL, BOB)
    table = await service.start_game(CHANNEL, ANN)

    assert table.phase is Phase.PLAYING
    assert [(seat.user_id, seat.name, seat.is_bot) for seat in table.seats] == [
        (ANN.user_id, "Ann", False),
        (BOB.user_id, "Bob", False),
        (None, "Bot Ada", True),
        (None, "Bot Babbage", True),
    ]
    assert table.game is not None and table.game.players == ["Ann", "Bob", "Bot Ada", "Bot Babbage"]
    assert frontend.of("hand") == [0, 1]  # hands go to the humans only
    (saved,) = (await store.load_tables()).tables
    assert [seat.is_bot for seat in saved.seats] == [False, False, True, True]


async def test_a_game_with_a_range_of_players_is_not_filled(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    await service.join(CHANNEL, BOB)
    table = await service.start_game(CHANNEL, ANN)
    assert len(table.seats) == 2 < CountingGame.max_players


async def test_a_refused_start_leaves_the_lobby_as_it_was(service: TableService) -> None:
    table = await service.create(GUILD, CHANNEL, ANN, "fourcounting", {})
    table.options["target"] = 0  # an option the game refuses at creation
    with pytest.raises(TableError, match="target is at least 1"):
        await service.start_game(CHANNEL, ANN)
    assert table.phase is Phase.LOBBY
    assert [seat.name for seat in table.seats] == ["Ann"]
