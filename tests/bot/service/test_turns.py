"""Turns through the service: order, refusals, stale buttons, saving before announcing,
the end of the game and its record."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.storage import Store
from bot.tables import Phase, Table, TableError, TableService
from engine.core import Event
from engine.records import replay
from tests.bot.service.helpers import (
    ANN,
    BOB,
    CAT,
    CHANNEL,
    GUILD,
    RecordingFrontend,
    refusal,
    two_player_game,
)


async def test_players_move_in_turn(service: TableService) -> None:
    table = await two_player_game(service)
    events = await service.act(CHANNEL, ANN, "add 2")
    assert [event.text for event in events] == ["Ann adds 2."]
    await service.act(CHANNEL, BOB, "add 1")
    assert table.game is not None and table.game.history == [
        {"player": 0, "action": "add 2"},
        {"player": 1, "action": "add 1"},
    ]


async def test_out_of_turn_is_refused_with_the_engines_reason(service: TableService) -> None:
    table = await two_player_game(service)
    before = table.to_dict()
    with pytest.raises(TableError, match=r"^It is not your turn: waiting for Ann\.$"):
        await service.act(CHANNEL, BOB, "add 1")
    assert table.to_dict() == before


async def test_an_illegal_action_is_refused_and_changes_nothing(service: TableService) -> None:
    table = await two_player_game(service)
    before = table.to_dict()
    with pytest.raises(TableError, match=r"^Write add 1, add 2 or play CARD\.$"):
        await service.act(CHANNEL, ANN, "add 3")
    with pytest.raises(TableError, match="'ZZ'"):
        await service.act(CHANNEL, ANN, "play ZZ")
    assert table.to_dict() == before


async def test_only_seated_players_act(service: TableService) -> None:
    await two_player_game(service)
    with pytest.raises(TableError, match=refusal("not_seated")):
        await service.act(CHANNEL, CAT, "add 1")
    with pytest.raises(TableError, match=refusal("no_table")):
        await service.act(CHANNEL + 1, ANN, "add 1")


async def test_no_moves_in_the_lobby(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    with pytest.raises(TableError, match="has not started yet"):
        await service.act(CHANNEL, ANN, "add 1")
    with pytest.raises(TableError, match="has not started yet"):
        service.seat_view(CHANNEL, ANN.user_id)


async def test_a_button_of_a_move_that_is_over_is_refused(service: TableService) -> None:
    table = await two_player_game(service)
    old_turn = table.turn
    await service.act(CHANNEL, ANN, "add 1", turn=old_turn)
    with pytest.raises(TableError, match=refusal("stale_turn")):
        await service.act(CHANNEL, BOB, "add 1", turn=old_turn)
    await service.act(CHANNEL, BOB, "add 1", turn=table.turn)


async def test_two_clicks_at_the_same_moment_give_one_move(service: TableService) -> None:
    table = await two_player_game(service)
    turn = table.turn
    outcomes = await asyncio.gather(
        service.act(CHANNEL, ANN, "add 1", turn=turn),
        service.act(CHANNEL, ANN, "add 1", turn=turn),
        return_exceptions=True,
    )
    assert sum(isinstance(outcome, list) for outcome in outcomes) == 1
    stale = [outcome for outcome in outcomes if isinstance(outcome, TableError)]
    assert [refused.code for refused in stale] == ["stale_turn"]
    assert table.game is not None and len(table.game.history) == 1


async def test_only_hands_that_changed_are_sent(
    service: TableService, frontend: RecordingFrontend
) -> None:
    table = await two_player_game(service)
    assert table.game is not None
    frontend.calls.clear()
    await service.act(CHANNEL, ANN, "add 1")
    await service.settled()
    assert frontend.of("hand") == []
    await service.act(CHANNEL, BOB, f"play {table.game.hand(1)[0]}")
    await service.settled()
    assert frontend.of("hand") == [1]
    assert frontend.of("table")[-1] == ["added"]


class SavedStateChecker(RecordingFrontend):
    """Checks, at every announcement, that the store already holds what is announced."""

    store: Store | None = None
    seen_turns: list[int]

    def __init__(self) -> None:
        super().__init__()
        self.seen_turns = []

    async def table_changed(self, table: Table, events: list[Event]) -> int | None:
        assert self.store is not None
        saved = {saved.table_id: saved for saved in (await self.store.load_tables()).tables}
        if table.phase is not Phase.FINISHED:
            assert saved[table.table_id].to_dict() == table.to_dict()
        self.seen_turns.append(table.turn)
        return await super().table_changed(table, events)


async def test_the_state_is_saved_before_it_is_announced(store: Store) -> None:
    frontend = SavedStateChecker()
    frontend.store = store
    service = TableService(store, frontend, time_scale=60.0)
    await service.start()
    try:
        table = await two_player_game(service)
        await service.act(CHANNEL, ANN, "add 1")
        await service.act(CHANNEL, BOB, "add 2")
        await service.settled()
        assert frontend.seen_turns[-2:] == [table.turn - 1, table.turn]
    finally:
        await service.stop()


async def test_the_end_records_the_result_and_closes_the_table(
    service: TableService, frontend: RecordingFrontend, store: Store
) -> None:
    table = await two_player_game(service, {"target": 4})
    with pytest.raises(TableError, match="once the game is over"):
        await service.export_record(CHANNEL)
    await service.act(CHANNEL, ANN, "add 2")
    await service.act(CHANNEL, BOB, "add 1")
    await service.act(CHANNEL, ANN, "add 1")
    assert table.phase is Phase.FINISHED
    assert service.table(CHANNEL) is None
    assert frontend.of("closed") == ["Ann wins! Final scores: Ann 3, Bob 1."]
    assert (await store.load_tables()).tables == []
    board = await store.leaderboard(GUILD, "counting", "all", 1)
    assert [(row.name, row.games, row.wins) for row in board.rows] == [
        ("Ann", 1, 1),
        ("Bob", 1, 0),
    ]
    assert await store.record_result(table) is False
    with pytest.raises(TableError, match=refusal("no_table")):
        await service.act(CHANNEL, BOB, "add 1")


async def test_the_exported_record_replays_to_the_final_state(service: TableService) -> None:
    with pytest.raises(TableError, match="no finished game"):
        await service.export_record(CHANNEL)
    await two_player_game(service, {"target": 3})
    await service.act(CHANNEL, ANN, "add 2")
    await service.act(CHANNEL, BOB, "add 2")
    record: dict[str, Any] = await service.export_record(CHANNEL)
    out = replay(record)
    assert out["over"] is True
    assert out["scores"] == [2, 2]
    assert out["result"]["winners"] == [0, 1]


async def test_seat_view_finds_the_players_seat(service: TableService) -> None:
    table = await two_player_game(service)
    assert service.seat_view(CHANNEL, BOB.user_id) == (table, 1)
    with pytest.raises(TableError, match=refusal("not_seated")):
        service.seat_view(CHANNEL, CAT.user_id)


async def test_a_new_game_can_open_after_the_end(service: TableService) -> None:
    await two_player_game(service, {"target": 1})
    await service.act(CHANNEL, ANN, "add 1")
    table = await service.create(GUILD, CHANNEL, BOB, "counting", {})
    assert service.table(CHANNEL) is table


class MessagePostingFrontend(RecordingFrontend):
    """Posts a new table message on every change and returns its id (as the discord front
    end does)."""

    async def table_changed(self, table: Table, events: list[Event]) -> int | None:
        await super().table_changed(table, events)
        return 1000 + table.turn


async def test_the_message_id_is_saved_with_the_next_change_not_by_a_write_of_its_own(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    writes: list[int | None] = []
    save_table = store.save_table

    async def counted(table: Table, state: str | None = None) -> None:
        writes.append(table.message_id)
        await save_table(table, state)

    monkeypatch.setattr(store, "save_table", counted)
    service = TableService(store, MessagePostingFrontend(), time_scale=60.0)
    await service.start()
    try:
        table = await asyncio.wait_for(two_player_game(service), 5)
        assert table.message_id == 1000 + table.turn
        writes.clear()
        await asyncio.wait_for(service.act(CHANNEL, ANN, "add 1"), 5)
        # One write for the move, holding the id of the message shown before it.
        assert writes == [1000 + table.turn - 1]
        assert table.message_id == 1000 + table.turn
    finally:
        await service.stop()
    [saved] = (await store.load_tables()).tables
    assert saved.message_id == table.message_id  # the last one is saved as the service stops


async def test_older_finished_games_are_exported_from_the_store(
    service: TableService, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bot.tables.service.FINISHED_KEPT", 1)
    for channel in (CHANNEL, CHANNEL + 1):
        await service.create(GUILD, channel, ANN, "counting", {"target": 1})
        await service.join(channel, BOB)
        await service.start_game(channel, ANN)
        await service.act(channel, ANN, "add 1")
    assert (await service.export_record(CHANNEL + 1))["actions"] == [
        {"player": 0, "action": "add 1"}
    ]
    # CHANNEL's game left memory: it comes from the store, and a new service (a restart)
    # still finds it.
    assert (await service.export_record(CHANNEL))["actions"] == [{"player": 0, "action": "add 1"}]
    restarted = TableService(store, RecordingFrontend())
    await restarted.start()
    assert replay(await restarted.export_record(CHANNEL))["over"] is True
    await restarted.stop()
    with pytest.raises(TableError, match="no finished game"):
        await restarted.export_record(CHANNEL + 2)
