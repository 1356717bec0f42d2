"""Timers, timeouts, replacement by computer players and taking a seat back."""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import AsyncIterator

import pytest

from bot.storage import Store
from bot.tables import Table, TableError, TableService
from engine import registry
from engine.core import Action, Event, Game
from tests.bot.service.helpers import (
    ANN,
    BOB,
    CHANNEL,
    GUILD,
    FakeClock,
    RecordingFrontend,
    Said,
    counting_choice,
    counting_manifest,
    refusal,
    two_player_game,
)


def history(table: Table) -> list[dict]:
    assert table.game is not None
    return table.game.history


async def test_a_move_and_its_timeout_at_the_same_moment_give_one_outcome(
    service: TableService,
) -> None:
    table = await two_player_game(service)
    turn = table.turn
    moved, timed_out = await asyncio.gather(
        service.act(CHANNEL, ANN, "add 2", turn=turn), service.expire_turn(CHANNEL, turn)
    )
    assert moved and timed_out is False
    assert history(table) == [{"player": 0, "action": "add 2"}]

    turn = table.turn
    timed_out, moved = await asyncio.gather(
        service.expire_turn(CHANNEL, turn),
        service.act(CHANNEL, BOB, "add 2", turn=turn),
        return_exceptions=True,
    )
    assert timed_out is True
    assert isinstance(moved, TableError) and moved.code == "stale_turn"
    assert history(table)[1:] == [{"player": 1, "timeout": True}]


class SlowFrontend(RecordingFrontend):
    """Takes ``delay`` seconds to redraw the table (while the service holds the lock)."""

    delay = 0.0

    async def table_changed(self, table: Table, events: list[Event]) -> int | None:
        await asyncio.sleep(self.delay)
        return await super().table_changed(table, events)


async def test_the_timer_does_not_time_out_a_move_made_as_it_fired(store: Store) -> None:
    """Ann's deadline passes while her move is being announced: the timer finds her move
    over and does nothing (it must not time out Bob, whose move has just begun)."""
    frontend = SlowFrontend()
    clock = FakeClock()
    service = TableService(store, frontend, clock=clock)
    await service.start()
    try:
        table = await two_player_game(service)
        assert table.deadline is not None
        clock.now = table.deadline - 0.1  # Ann has 0.1 s left, Bob will have a minute
        await asyncio.sleep(0.02)  # the timer is set for Ann's deadline
        frontend.delay = 0.5
        await service.act(CHANNEL, ANN, "add 1")
    finally:
        await service.stop()
    assert history(table) == [{"player": 0, "action": "add 1"}]


async def test_a_timeout_is_applied_and_announced(
    store: Store, frontend: RecordingFrontend
) -> None:
    service = TableService(store, frontend, time_scale=0.05 / 60)
    await service.start()
    try:
        table = await two_player_game(service)
        turn = table.turn
        await frontend.wait_for(lambda: bool(frontend.of("announce")))
        assert frontend.of("announce")[0] == (
            "Time is up for Ann. The total goes up by 1 for nobody."
        )
        assert history(table)[0] == {"player": 0, "timeout": True}
        assert table.seats[0].timeouts_in_row == 1
        with pytest.raises(TableError, match=refusal("stale_turn")):
            await service.act(CHANNEL, ANN, "add 1", turn=turn)
    finally:
        await service.stop()


async def bob_moves_and_ann_times_out(service: TableService, table: Table, times: int) -> None:
    for _ in range(times):
        await service.act(CHANNEL, BOB, "add 1")
        assert await service.expire_turn(CHANNEL, table.turn)


async def test_three_timeouts_in_a_row_hand_the_seat_to_a_computer_player(
    service: TableService, frontend: RecordingFrontend
) -> None:
    table = await two_player_game(service, {"target": 100})
    assert await service.expire_turn(CHANNEL, table.turn)
    await bob_moves_and_ann_times_out(service, table, 1)
    assert not table.seats[0].is_bot
    await bob_moves_and_ann_times_out(service, table, 1)
    seat = table.seats[0]
    assert (seat.is_bot, seat.user_id, seat.replaced_user_id, seat.name) == (True, None, 1, "Ann")
    assert frontend.of("announce")[-1] == (
        "Ann timed out 3 moves in a row: a computer player takes the seat. "
        "Ann, take it back with the join command."
    )
    await service.act(CHANNEL, BOB, "add 1")
    await frontend.wait_for(lambda: len(history(table)) == 7)
    assert history(table)[-1] == {"player": 0, "action": "add 1"}
    with pytest.raises(TableError, match="A computer player has your seat: take it back"):
        await service.act(CHANNEL, ANN, "add 1")


async def test_a_move_resets_the_count_of_timeouts(service: TableService) -> None:
    table = await two_player_game(service, {"target": 100})
    assert await service.expire_turn(CHANNEL, table.turn)
    await bob_moves_and_ann_times_out(service, table, 1)
    await service.act(CHANNEL, BOB, "add 1")
    await service.act(CHANNEL, ANN, "add 1")
    await bob_moves_and_ann_times_out(service, table, 2)
    assert not table.seats[0].is_bot and table.seats[0].timeouts_in_row == 2


async def test_a_replaced_player_takes_their_seat_back(
    service: TableService, frontend: RecordingFrontend
) -> None:
    table = await two_player_game(service, {"target": 100})
    await service.leave(CHANNEL, BOB)
    assert table.seats[1].is_bot and table.seats[1].replaced_user_id == BOB.user_id
    await frontend.wait_for(lambda: len(history(table)) == 0)  # Ann is still to move
    frontend.calls.clear()
    await service.take_seat(CHANNEL, BOB)
    seat = table.seats[1]
    assert (seat.is_bot, seat.user_id, seat.name) == (False, BOB.user_id, "Bob")
    assert frontend.of("hand") == [1]
    with pytest.raises(TableError, match="already playing"):
        await service.take_seat(CHANNEL, BOB)


async def test_join_on_a_running_table_takes_the_seat_back(service: TableService) -> None:
    table = await two_player_game(service, {"target": 100})
    await service.leave(CHANNEL, ANN)
    assert table.host_id == BOB.user_id
    await service.join(CHANNEL, ANN)
    assert table.seat_of(ANN.user_id) == 0


async def test_a_kicked_player_cannot_take_the_seat_back(service: TableService) -> None:
    table = await two_player_game(service, {"target": 100})
    await service.kick(CHANNEL, ANN, BOB.user_id, moderator=False)
    assert table.seats[1].is_bot and table.seats[1].replaced_user_id is None
    with pytest.raises(TableError, match="no seat to take back"):
        await service.take_seat(CHANNEL, BOB)
    with pytest.raises(TableError, match="already started"):
        await service.join(CHANNEL, BOB)


async def test_computer_players_move_by_themselves_to_the_end(
    service: TableService, frontend: RecordingFrontend
) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {"target": 6})
    await service.add_bot(CHANNEL, ANN)
    table = await service.add_bot(CHANNEL, ANN)
    await service.start_game(CHANNEL, ANN)
    await service.act(CHANNEL, ANN, "add 2")
    await frontend.wait_for(lambda: len(history(table)) == 3)
    assert [item["player"] for item in history(table)] == [0, 1, 2]
    await service.act(CHANNEL, ANN, "add 2")
    await frontend.wait_for(lambda: bool(frontend.of("closed")))
    assert frontend.of("closed") == ["Ann wins! Final scores: Ann 4, Bot Ada 1, Bot Babbage 1."]


@pytest.fixture
async def thinking_threads(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[list[int]]:
    """The threads computer players think in."""
    threads: list[int] = []

    def recorded(game: Game, player: int, rng: random.Random, level: str) -> Action:
        threads.append(threading.get_ident())
        return counting_choice(game, player, rng, level)

    monkeypatch.setitem(registry._LOADED, "counting", counting_manifest(choose=recorded))
    yield threads


async def test_computer_players_think_off_the_event_loop(
    service: TableService, frontend: RecordingFrontend, thinking_threads: list[int]
) -> None:
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    table = await service.add_bot(CHANNEL, ANN)
    await service.start_game(CHANNEL, ANN)
    await service.act(CHANNEL, ANN, "add 1")
    await frontend.wait_for(lambda: len(history(table)) == 2)
    assert thinking_threads and threading.get_ident() not in thinking_threads


async def test_everyone_still_to_move_times_out_together(
    service: TableService, frontend: RecordingFrontend
) -> None:
    table = await two_player_game(service, {"ready": True})
    assert await service.expire_turn(CHANNEL, table.turn)
    assert history(table) == [{"player": 0, "timeout": True}, {"player": 1, "timeout": True}]
    assert frontend.of("announce")[-1] == (
        "Time is up for Ann, Bob. Ann is made ready. Bob is made ready."
    )


async def test_a_simultaneous_move_keeps_the_deadline_of_the_others(store: Store) -> None:
    clock = FakeClock()
    service = TableService(store, RecordingFrontend(), clock=clock)
    await service.start()
    try:
        table = await two_player_game(service, {"ready": True})
        first = table.deadline
        clock.now += 10
        await service.act(CHANNEL, ANN, "ready")
        assert table.deadline == first
        clock.now += 10
        await service.act(CHANNEL, BOB, "ready")
        assert first is not None and table.deadline == first + 20
    finally:
        await service.stop()


@pytest.mark.parametrize("failure", ["raises", "illegal"])
async def test_a_failing_computer_player_takes_the_timeout_action(
    service: TableService,
    frontend: RecordingFrontend,
    monkeypatch: pytest.MonkeyPatch,
    failure: str,
) -> None:
    def broken(game: Game, player: int, rng: random.Random, level: str) -> Action:
        if failure == "raises":
            raise RuntimeError("a bug in the computer player")
        return Said("add 5")

    monkeypatch.setitem(registry._LOADED, "counting", counting_manifest(choose=broken))
    await service.create(GUILD, CHANNEL, ANN, "counting", {})
    table = await service.add_bot(CHANNEL, ANN)
    await service.start_game(CHANNEL, ANN)
    await service.act(CHANNEL, ANN, "add 1")
    await frontend.wait_for(lambda: len(history(table)) == 2)
    assert history(table)[1] == {"player": 1, "timeout": True}


async def test_hearts_passing_computer_players_pass_beside_the_human(
    service: TableService, frontend: RecordingFrontend
) -> None:
    """A simultaneous phase with the real Hearts engine: the computer players pass by
    themselves, the human's deadline stands, and once everyone has passed play begins."""
    await service.create(GUILD, CHANNEL, ANN, "hearts", {})
    for _ in range(3):
        table = await service.add_bot(CHANNEL, ANN)
    await service.start_game(CHANNEL, ANN)
    game = table.game
    assert game is not None and game.to_move() == [0, 1, 2, 3]
    deadline = table.deadline
    await frontend.wait_for(lambda: game.to_move() == [0])
    assert table.deadline == deadline
    await service.act(CHANNEL, ANN, game.legal_actions(0)[0])
    assert [item["action"].split()[0] for item in history(table)[:4]] == ["pass"] * 4
    assert len(game.to_move()) == 1  # the passing is over: one player leads
