"""One table-service process of the two-process test (tests/bot/storage/test_processes.py).

A real OS process running :class:`bot.tables.TableService` on a shared database with a
front end that writes every table it draws or closes to an events file (one JSON object
a line), so that the test can see which process drove which table.

- ``play``: open ``--tables`` Counting tables (Ann against Bob, target 10) in each of
  ``--guilds``, play each to one move before its end, say ready (``--ready`` file), wait
  for ``--go`` and then finish them all at once (``--stagger`` seconds apart), and stay up
  until the test stops it.
- ``resume``: started right after a predecessor was killed (its leases still running: its
  owner lock died with it), load this process's shards' tables and play each to its end,
  then stop cleanly.
- ``idle``: start (misconfigured to take every shard), report what it could load, stop.

Ann always moves first, adding 2 against Bob's 1, so every game ends 8 to 3 for Ann: the
final ratings do not depend on the order the results were recorded in.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.storage import LoadedTables, Store
from bot.tables import Player, Table, TableService
from engine import registry
from engine.core import Event
from tests.bot.service.helpers import CountingGame, RecordingFrontend, counting_manifest
from tests.bot.storage.games import SCRIPT, TARGET

ANN = Player(1, "Ann")
BOB = Player(2, "Bob")


class ShardStore(Store):
    """The store of a process on some shards: the service of this branch asks for every
    table, this process gets only its shards' ones."""

    shard_count = 1
    shard_ids: Sequence[int] | None = None

    async def load_tables(
        self, shard_count: int = 1, shard_ids: Sequence[int] | None = None
    ) -> LoadedTables:
        return await super().load_tables(self.shard_count, self.shard_ids)


class LoggingFrontend(RecordingFrontend):
    """Writes each drawn and closed table to the events file (flushed at once: the
    process may be killed at any moment)."""

    def __init__(self, path: Path, owner: str) -> None:
        super().__init__()
        self._file = path.open("a", buffering=1)
        self._owner = owner

    def log(self, **fields: Any) -> None:
        self._file.write(json.dumps({"owner": self._owner, "pid": os.getpid(), **fields}) + "\n")

    async def table_changed(self, table: Table, events: list[Event]) -> None:
        self.log(kind="changed", table=table.table_id, turn=table.turn)
        await super().table_changed(table, events)

    async def table_closed(self, table: Table, reason: str) -> None:
        self.log(kind="closed", table=table.table_id)
        await super().table_closed(table, reason)


def player_to_move(table: Table) -> Player:
    game = table.game
    assert game is not None
    [seat] = game.to_move()
    return ANN if table.seats[seat].user_id == ANN.user_id else BOB


async def next_move(service: TableService, table: Table) -> None:
    game = table.game
    assert game is not None
    await service.act(table.channel_id, player_to_move(table), SCRIPT[len(game.history)])


async def heartbeat(store: Store) -> None:
    while True:
        await asyncio.sleep(store.lease_seconds / 3)
        with contextlib.suppress(Exception):
            await store.heartbeat()


async def main(args: argparse.Namespace) -> None:
    registry._LOADED[CountingGame.game_id] = counting_manifest()
    ShardStore.shard_count = args.shard_count
    ShardStore.shard_ids = args.shard_ids
    store = await ShardStore.open(args.url, lease_seconds=args.lease)
    frontend = LoggingFrontend(Path(args.events), store.owner)
    service = TableService(store, frontend, bot_delay=0.0, time_scale=1000.0)
    await service.start()
    beating = asyncio.create_task(heartbeat(store))
    frontend.log(kind="loaded", tables=sorted(t.table_id for t in service.tables()))
    try:
        if args.mode == "play":
            await play(service, args)
        elif args.mode == "resume":
            for table in service.tables():
                while table.game is not None and not table.game.over:
                    await next_move(service, table)
    finally:
        beating.cancel()
        await service.stop()
        await store.close()
    frontend.log(kind="stopped")


async def play(service: TableService, args: argparse.Namespace) -> None:
    tables = []
    for guild in args.guilds:
        for number in range(args.tables):
            channel = guild + number + 1
            await service.create(guild, channel, ANN, CountingGame.game_id, {"target": TARGET})
            await service.join(channel, BOB)
            table = await service.start_game(channel, ANN)
            for _ in range(len(SCRIPT) - 2):
                await next_move(service, table)
            tables.append(table)
    Path(args.ready).touch()
    while not Path(args.go).exists():
        await asyncio.sleep(0.005)

    async def finish(table: Table, delay: float) -> None:
        await asyncio.sleep(delay)
        await next_move(service, table)
        assert table.game is not None and table.game.over

    await asyncio.gather(
        *(finish(table, index * args.stagger) for index, table in enumerate(tables))
    )
    while not Path(args.go + ".stop").exists():
        await asyncio.sleep(0.01)


def parse(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["play", "resume", "idle"])
    parser.add_argument("url")
    parser.add_argument("--shard-count", type=int, default=1)
    parser.add_argument("--shard-ids", type=lambda text: [int(i) for i in text.split(",")])
    parser.add_argument("--guilds", type=lambda text: [int(i) for i in text.split(",")])
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--events", required=True)
    parser.add_argument("--ready", default="")
    parser.add_argument("--go", default="")
    parser.add_argument("--stagger", type=float, default=0.0)
    parser.add_argument("--lease", type=float, default=2.0)
    return parser.parse_args(argv)


if __name__ == "__main__":
    asyncio.run(main(parse()))
