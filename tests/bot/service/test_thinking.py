"""Computer players thinking in worker processes (:mod:`bot.tables.thinking`): the same
decision as in a thread, made outside the bot's process, a dead worker replaced, and a
whole game at a table whose computer player thinks in a process."""

from __future__ import annotations

import json
import logging
import os
import random
import signal
from collections.abc import AsyncIterator

import pytest

from bot.storage import Store
from bot.tables import Phase, TableService
from bot.tables.thinking import (
    InProcesses,
    InThreads,
    WorkerDied,
    default_processes,
    thinking_for,
)
from engine import registry
from engine.core import Game
from engine.registry import GAME_IDS, computer_action, game_class
from tests.bot.service.helpers import ANN, CHANNEL, GUILD, RecordingFrontend


def position(game_id: str, moves: int = 12, seed: int = 3) -> tuple[Game, int]:
    """A game of ``game_id`` some moves in (normal computer players on both sides), and
    the seat to move."""
    rng = random.Random(seed)
    rules = game_class(game_id)
    names = ["Ann", "Bob", "Cat", "Dan"][: rules.min_players]
    game = rules.create(names, seed=rng.randrange(2**31))
    for _ in range(moves):
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    return game, game.to_move()[0]


@pytest.fixture
async def processes() -> AsyncIterator[InProcesses]:
    workers = InProcesses(1)
    await workers.start()
    yield workers
    await workers.close()


async def test_a_worker_process_decides_what_a_thread_decides(processes: InProcesses) -> None:
    threads = InThreads()
    for game_id in GAME_IDS:
        game, seat = position(game_id)
        state = json.dumps(game.to_dict())
        for level in ("easy", "normal"):
            for seed in (1, 2):
                in_thread = await threads.choose(game_id, state, seat, seed, level)
                assert await processes.choose(game_id, state, seat, seed, level) == in_thread
        game.apply(seat, await processes.choose(game_id, state, seat, 9, "hard"))  # legal


async def test_the_decision_is_made_in_another_process(
    processes: InProcesses, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object) -> str:
        raise RuntimeError("this process must not decide")

    monkeypatch.setattr(registry, "computer_action", broken)
    game, seat = position("rummy500")
    state = json.dumps(game.to_dict())
    with pytest.raises(RuntimeError, match="must not decide"):
        await InThreads().choose("rummy500", state, seat, 1, "normal")
    action = await processes.choose("rummy500", state, seat, 1, "normal")
    game.apply(seat, action)
    assert all(pid != os.getpid() for pid in processes.pids)


async def test_the_workers_give_way_to_the_bots_process(processes: InProcesses) -> None:
    """``SCHED_IDLE`` (Linux): a worker never keeps the event loop waiting for a core."""
    assert processes.pids
    for pid in processes.pids:
        assert os.sched_getscheduler(pid) == os.SCHED_IDLE
    assert os.sched_getscheduler(0) == os.SCHED_OTHER


async def test_a_dead_worker_fails_its_decision_and_new_workers_take_the_next(
    processes: InProcesses,
) -> None:
    game, seat = position("hearts")
    state = json.dumps(game.to_dict())
    [pid] = processes.pids
    os.kill(pid, signal.SIGKILL)
    with pytest.raises(WorkerDied):
        await processes.choose("hearts", state, seat, 1, "normal")
    [replacement] = processes.pids
    assert replacement != pid
    game.apply(seat, await processes.choose("hearts", state, seat, 1, "normal"))


async def test_a_decision_that_fails_in_the_worker_says_why_and_the_worker_stays(
    processes: InProcesses,
) -> None:
    [pid] = processes.pids
    with pytest.raises(RuntimeError, match="failed in its worker process: KeyError"):
        await processes.choose("chess", "{}", 0, 1, "normal")
    game, seat = position("rummy21")
    game.apply(seat, await processes.choose("rummy21", json.dumps(game.to_dict()), seat, 1, "hard"))
    assert processes.pids == [pid]


async def test_stopped_workers_start_again_when_asked() -> None:
    workers = InProcesses(1)
    game, seat = position("dealmein", moves=2)
    state = json.dumps(game.to_dict())
    try:
        first = await workers.choose("dealmein", state, seat, 4, "normal")  # starts itself
        await workers.close()
        assert await workers.choose("dealmein", state, seat, 4, "normal") == first
    finally:
        await workers.close()


def test_how_many_workers() -> None:
    assert 1 <= default_processes() <= 4
    assert isinstance(thinking_for(0), InThreads)
    workers = thinking_for(2)
    assert isinstance(workers, InProcesses) and workers.processes == 2
    with pytest.raises(ValueError, match="at least 1"):
        InProcesses(0)


async def test_a_whole_game_whose_computer_player_thinks_in_a_process(
    store: Store, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    frontend = RecordingFrontend()
    service = TableService(store, frontend, bot_delay=0.0, time_scale=60.0, thinking=InProcesses(1))
    await service.start()
    try:
        await service.create(GUILD, CHANNEL, ANN, "rummy21", {"deals": 1})
        await service.add_bot(CHANNEL, ANN)
        table = await service.start_game(CHANNEL, ANN)
        game = table.game
        assert game is not None
        rng = random.Random(5)
        chosen = registry.computer_action
        # Ann's moves are chosen here; the computer player's, only in its worker process.
        monkeypatch.setattr(registry, "computer_action", None)
        with caplog.at_level(logging.WARNING, logger="bot.tables"):
            while table.phase is Phase.PLAYING and not game.over:
                await frontend.wait_for(lambda: game.over or 0 in game.to_move())
                if game.over:
                    break
                await service.act(CHANNEL, ANN, chosen(game, 0, rng), turn=table.turn)
            await frontend.wait_for(lambda: bool(frontend.of("closed")))
        assert not [r for r in caplog.records if "computer player" in r.getMessage()]
        assert any(move["player"] == 1 and "action" in move for move in game.history)
    finally:
        await service.stop()
