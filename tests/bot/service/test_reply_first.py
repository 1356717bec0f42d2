"""A player's move returns (the mover's reply is sent) once it is saved: the front end hears
of it after, in order, before any other change of the table; the copies run in the desk's
own threads (never queued behind the loop's default ones)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator

import pytest

from bot.storage import Store
from bot.tables import Table, TableService
from tests.bot.service.helpers import (
    ANN,
    BOB,
    CHANNEL,
    RecordingFrontend,
    two_player_game,
)


class StuckTurns(RecordingFrontend):
    """A front end whose turn notice waits until the test lets it go."""

    def __init__(self) -> None:
        super().__init__()
        self.stuck = False
        self.go = asyncio.Event()

    async def turn_started(self, table: Table, seats: list[int]) -> None:
        if self.stuck:
            await self.go.wait()
        await super().turn_started(table, seats)


@pytest.fixture
async def stuck(store: Store) -> AsyncIterator[tuple[TableService, StuckTurns]]:
    frontend = StuckTurns()
    service = TableService(store, frontend, bot_delay=0.0, time_scale=60.0)
    await service.start()
    yield service, frontend
    frontend.go.set()
    await service.stop()


async def test_a_move_returns_saved_while_the_turn_notice_is_still_waiting(
    stuck: tuple[TableService, StuckTurns], store: Store
) -> None:
    service, frontend = stuck
    table = await two_player_game(service)
    frontend.stuck = True
    frontend.calls.clear()
    events = await asyncio.wait_for(service.act(CHANNEL, ANN, "add 2"), 5)
    assert [event.kind for event in events] == ["added"]
    [saved] = (await store.load_tables()).tables
    assert saved.turn == table.turn == 2, "saved before the reply"
    assert frontend.calls == [], "the front end has heard nothing yet"
    # The next change of the table waits for the notices of this one: nothing overtakes.
    bob = asyncio.create_task(service.act(CHANNEL, BOB, "add 1"))
    await asyncio.sleep(0.05)
    assert not bob.done() and table.turn == 2
    frontend.go.set()
    await bob
    await service.settled()
    assert frontend.of("turn") == [[1], [0]]
    assert frontend.of("table") == [["added"], ["added"]]


async def test_the_notices_follow_the_move_in_order(
    service: TableService, frontend: RecordingFrontend
) -> None:
    await two_player_game(service)
    frontend.calls.clear()
    await service.act(CHANNEL, ANN, "add 1")
    await service.settled()
    assert [kind for kind, _ in frontend.calls] == ["turn", "table"]


async def test_the_copies_run_in_the_desks_threads(service: TableService) -> None:
    seen: list[str] = []
    original = Table.to_dict

    def noted(table: Table) -> dict[str, object]:
        seen.append(threading.current_thread().name)
        return original(table)

    await two_player_game(service)
    Table.to_dict = noted  # type: ignore[method-assign]
    try:
        await service.act(CHANNEL, ANN, "add 1")
    finally:
        Table.to_dict = original  # type: ignore[method-assign]
    assert seen and all(name.startswith("table-desk") for name in seen)


async def test_a_telling_cancelled_before_it_began_gives_the_table_back(
    stuck: tuple[TableService, StuckTurns],
) -> None:
    # However the front end's task ends (here: cancelled before its first step, as a
    # shutdown may), the table's lock is released and the next move is taken.
    service, _frontend = stuck
    await two_player_game(service)
    await service.act(CHANNEL, ANN, "add 2")
    [teller] = list(service._desk.tellings._tasks)  # created, not yet begun
    teller.cancel()
    await asyncio.wait_for(service.settled(), 5)
    events = await asyncio.wait_for(service.act(CHANNEL, BOB, "add 2"), 5)
    assert [event.kind for event in events] == ["added"]
