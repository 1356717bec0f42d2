"""The event loop is not held up by a move: the draft's copy, the engine's apply and the
JSON state are made in a worker thread (the table's lock held, so they keep their order),
and the move is one write."""

from __future__ import annotations

import threading
from typing import Any, ClassVar, Self

import pytest

from bot.storage import Store
from bot.tables import Table, TableService
from bot.tables.service import NotSaved
from engine import registry
from engine.core import Event
from tests.bot.service.helpers import (
    ANN,
    BOB,
    CHANNEL,
    GUILD,
    CountingGame,
    RecordingFrontend,
    counting_manifest,
)


class WatchedGame(CountingGame):
    """Counting that notes the thread of every apply, copy and state."""

    game_id = "watched"
    threads: ClassVar[list[tuple[str, int]]] = []

    def apply_action(self, player: int, action: str) -> list[Event]:
        self.threads.append(("apply", threading.get_ident()))
        return super().apply_action(player, action)

    def to_dict(self) -> dict[str, Any]:
        self.threads.append(("to_dict", threading.get_ident()))
        return super().to_dict()

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        cls.threads.append(("from_dict", threading.get_ident()))
        return super().from_dict(data)


@pytest.fixture(autouse=True)
def watched_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._LOADED, "watched", counting_manifest(WatchedGame))


async def test_a_move_copies_applies_and_writes_its_state_off_the_loop(
    service: TableService,
) -> None:
    await service.create(GUILD, CHANNEL, ANN, "watched", {})
    await service.join(CHANNEL, BOB)
    await service.start_game(CHANNEL, ANN)
    WatchedGame.threads.clear()
    await service.act(CHANNEL, ANN, "add 2")
    steps = [step for step, _ in WatchedGame.threads]
    assert {"apply", "to_dict", "from_dict"} <= set(steps)
    loop_thread = threading.get_ident()
    assert all(thread != loop_thread for _, thread in WatchedGame.threads)


async def test_a_move_the_store_refused_leaves_the_table_as_it_was(
    service: TableService, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.storage.errors import StoreUnavailable

    await service.create(GUILD, CHANNEL, ANN, "watched", {})
    await service.join(CHANNEL, BOB)
    table = await service.start_game(CHANNEL, ANN)
    before = table.to_dict()

    async def failing(_table: Table, state: str | None = None) -> None:
        raise StoreUnavailable("the disk is full")

    monkeypatch.setattr(store, "save_table", failing)
    with pytest.raises(NotSaved):
        await service.act(CHANNEL, ANN, "add 2")
    assert table.to_dict() == before


class PostingFrontend(RecordingFrontend):
    """Shows the table in a new message at every change."""

    async def table_changed(self, table: Table, events: list[Event]) -> int | None:
        await super().table_changed(table, events)
        return 1000 + table.turn


async def test_a_computer_players_move_is_one_write(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    frontend = PostingFrontend()
    service = TableService(store, frontend, bot_delay=0.0, time_scale=60.0)
    await service.start()
    try:
        await service.create(GUILD, CHANNEL, ANN, "watched", {"target": 100})
        await service.add_bot(CHANNEL, ANN)
        table = await service.start_game(CHANNEL, ANN)
        writes: list[int] = []
        save_table = store.save_table

        async def counted(saved: Table, state: str | None = None) -> None:
            writes.append(saved.turn)
            await save_table(saved, state)

        monkeypatch.setattr(store, "save_table", counted)
        await service.act(CHANNEL, ANN, "add 1")  # then the computer player moves
        await frontend.wait_for(lambda: table.turn >= 3 and table.message_id == 1003)
        assert writes == [2, 3]  # one write per move, none for the new table messages
    finally:
        await service.stop()
