"""The table service's budgets (DESIGN.md, "Performance budget"), on Deal Me In with a
SQLite store in a temporary folder and a front end that draws nothing:

- a command handled in-process (``TableService.act``: lock, engine, save, announce;
  budget < 20 ms), and a refused one;
- how long the event loop is held while commands are handled (a 1 ms ticker's lateness:
  the table is copied and the game applied to the copy, and copies are made off the loop);
- 1,000 tables open at once, each with its timer task sleeping (memory per table with
  tracemalloc; budget < 200 KB), at the deal and after some moves;
- saving a table's state after an action (``Store.save_table``; budget < 2 ms).

    .venv/bin/python bench/bench_service.py [--actions 300] [--tables 1000] [--saves 300]

Prints median and p95 (milliseconds) or the memory per table.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.storage import Store
from bot.tables import Player, Table, TableError, TableService
from bot.tables.ports import Notice
from engine.core import Event
from engine.registry import computer_action

PLAYERS = [Player(1, "Ann"), Player(2, "Bob"), Player(3, "Cat"), Player(4, "Dan")]
GUILD = 1


class SilentFrontend:
    """A front end that draws and sends nothing: the service's own cost is measured."""

    async def table_changed(self, table: Table, events: list[Event]) -> int | None:
        return table.message_id

    async def hand_changed(self, table: Table, seat: int) -> None:
        return None

    async def turn_started(self, table: Table, seats: list[int]) -> None:
        return None

    async def announce(self, table: Table, notice: Notice) -> None:
        return None

    async def table_closed(self, table: Table, reason: Notice) -> None:
        return None

    async def broken_table(self, guild_id: int, channel_id: int, notice: Notice) -> None:
        return None


def report(name: str, samples: list[float]) -> None:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    print(
        f"{name:<44} median {statistics.median(ordered):6.2f} ms   p95 {p95:6.2f} ms"
        f"   ({len(ordered)} runs)"
    )


async def open_table(service: TableService, channel_id: int, players: int = 4) -> Table:
    """A started Deal Me In table (social level: a 120 s timer) with ``players`` humans."""
    await service.create(GUILD, channel_id, PLAYERS[0], "dealmein", {"level": "social"})
    for player in PLAYERS[1:players]:
        await service.join(channel_id, player)
    return await service.start_game(channel_id, PLAYERS[0])


class LoopWatch:
    """A ticker that wakes every millisecond and notes how late it woke while ``on``: how
    long something else held the event loop."""

    def __init__(self) -> None:
        self.on = False
        self.lateness: list[float] = []

    async def run(self) -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(0.001)
            if self.on:
                self.lateness.append((time.perf_counter() - start - 0.001) * 1000)


WATCH = LoopWatch()


async def play(service: TableService, table: Table, moves: int, rng: random.Random) -> list[float]:
    """Play up to ``moves`` moves (chosen by the computer player, outside the timing);
    the milliseconds each ``act`` took."""
    samples: list[float] = []
    game = table.game
    assert game is not None
    for _ in range(moves):
        if game.over:
            break
        seat = game.to_move()[0]
        action = computer_action(game, seat, rng)
        await asyncio.sleep(0.002)  # the ticker's lateness from the move's choice is not counted
        WATCH.on = True
        start = time.perf_counter()
        await service.act(table.channel_id, PLAYERS[seat], action, turn=table.turn)
        samples.append((time.perf_counter() - start) * 1000)
        WATCH.on = False
    return samples


async def bench_commands(folder: Path, actions: int) -> Table:
    """Accepted and refused commands over as many games as it takes; returns the table
    that went furthest without ending (for the save and memory benchmarks)."""
    store = await Store.open(f"sqlite+aiosqlite:///{folder / 'commands.db'}")
    service = TableService(store, SilentFrontend())
    await service.start()
    watching = asyncio.create_task(WATCH.run())
    rng = random.Random(1)
    accepted: list[float] = []
    refused: list[float] = []
    channel = 0
    deepest: dict[str, Any] | None = None
    while len(accepted) < actions:
        channel += 1
        table = await open_table(service, channel)
        game = table.game
        assert game is not None
        while not game.over and len(accepted) < actions:
            accepted += await play(service, table, 1, rng)
            if game.over:
                break
            waiting = PLAYERS[(game.to_move()[0] + 1) % 4]
            start = time.perf_counter()
            try:
                await service.act(channel, waiting, "pass")
            except TableError:
                refused.append((time.perf_counter() - start) * 1000)
            if deepest is None or len(game.history) > len(deepest["game"]["history"]):
                deepest = table.to_dict()
    report("command accepted (act: engine, save, announce)", accepted)
    report("command refused (out of turn)", refused)
    report("event loop held while acting (ticker late)", WATCH.lateness)
    print(f"{'':<44} max    {max(WATCH.lateness):6.2f} ms")
    watching.cancel()
    await service.stop()
    await store.close()
    assert deepest is not None
    return Table.from_dict(deepest)


async def bench_memory(folder: Path, tables: int, mid_game: Table) -> None:
    """Memory per open table with its timer task: ``tables`` tables opened by commands
    (at the deal), then as many copies of ``mid_game``, loaded by a restarted service."""
    store = await Store.open(f"sqlite+aiosqlite:///{folder / 'memory.db'}")
    service = TableService(store, SilentFrontend())
    await service.start()
    await open_table(service, 0)  # imports, caches and the first connection, not counted
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    for channel in range(1, tables + 1):
        await open_table(service, channel)
    await asyncio.sleep(0.1)  # every timer task has started and sleeps
    used = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    print(
        f"{tables} tables at the deal ({len(asyncio.all_tasks())} tasks)".ljust(44)
        + f" {used / tables / 1024:6.1f} KB per table"
    )
    await service.stop()
    await store.close()

    store = await Store.open(f"sqlite+aiosqlite:///{folder / 'restart.db'}")
    state = mid_game.to_dict()
    for channel in range(tables):
        state.update(table_id=f"{channel:032x}", channel_id=channel, deadline=time.time() + 3600)
        await store.save_table(Table.from_dict(state))
    service = TableService(store, SilentFrontend())
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    await service.start()
    await asyncio.sleep(0.1)
    used = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    moves = len(state["game"]["history"])
    print(
        f"{tables} tables {moves} moves in, after a restart".ljust(44)
        + f" {used / tables / 1024:6.1f} KB per table"
    )
    await service.stop()
    await store.close()


async def bench_saves(folder: Path, table: Table, saves: int) -> None:
    store = await Store.open(f"sqlite+aiosqlite:///{folder / 'saves.db'}")
    samples: list[float] = []
    on_loop: list[float] = []
    state = json.dumps(table.to_dict(), separators=(",", ":"))
    for _ in range(saves):
        table.turn += 1
        start, spent = time.perf_counter(), time.thread_time()
        await store.save_table(table, state)
        samples.append((time.perf_counter() - start) * 1000)
        on_loop.append((time.thread_time() - spent) * 1000)
    game = table.game
    moves = len(game.history) if game is not None else 0
    report(f"save a table's state ({moves} moves played)", samples)
    report("... of it the event loop's CPU", on_loop)
    await store.close()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--saves", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        mid_game = await bench_commands(folder, args.actions)
        await bench_saves(folder, mid_game, args.saves)
        await bench_memory(folder, args.tables, mid_game)


if __name__ == "__main__":
    asyncio.run(main())
