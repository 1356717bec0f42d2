"""One bot process of the tournament process tests (tests/bot/storage/test_tournament_processes.py).

A real OS process running :class:`bot.tables.TableService` and
:class:`bot.tournaments.service.TournamentService` on a shared database (Counting games,
computer players only, each move ``--delay`` seconds), with a tournament front end that
writes every table it opens, every round it closes and every winner to an events file
(one JSON object a line, flushed at once: the process may be killed at any moment).

With ``--create``, it opens one Swiss tournament of eight computer players (three rounds,
tables of two) in each of ``--guilds`` and starts it; without, it only goes on with what
the database holds. Either way it runs until every tournament of its ``--guilds`` is over,
then stops cleanly.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.storage.tournaments import TournamentStore
from bot.tables import Player, TableService
from bot.tournaments.service import CANCELLED, FINISHED, Entrant, Running, TournamentService
from engine import registry
from tests.bot.service.helpers import CountingGame, RecordingFrontend, counting_manifest
from tests.bot.storage.service_process import ShardStore, heartbeat

ORGANIZER = Player(1, "Org")
ENTRANTS = 8
ROUNDS = 3


class EventsFrontend:
    """The tournaments' front end: every call a line of the events file."""

    def __init__(self, path: Path, owner: str) -> None:
        self._file = path.open("a", buffering=1)
        self._owner = owner

    def log(self, **fields: Any) -> None:
        line = {"owner": self._owner, "pid": os.getpid(), "at": time.time(), **fields}
        self._file.write(json.dumps(line) + "\n")

    async def signup_opened(self, tournament: Running) -> int | None:
        return None

    async def signup_changed(self, tournament: Running) -> None:
        pass

    async def checkin_opened(self, tournament: Running, round_number: int) -> None:
        self.log(kind="checkin", tournament=tournament.tournament_id, round=round_number)

    async def table_channel(
        self, tournament: Running, round_number: int, table: int, seats: Sequence[Entrant]
    ) -> int:
        key = f"{tournament.tournament_id}r{round_number}t{table}".encode()
        self.log(
            kind="table",
            tournament=tournament.tournament_id,
            round=round_number,
            table=table,
            seats=[e.pid for e in seats],
        )
        return int(hashlib.sha1(key).hexdigest()[:12], 16)

    async def round_over(self, tournament: Running, round_number: int) -> None:
        self.log(kind="round_over", tournament=tournament.tournament_id, round=round_number)

    async def finished(self, tournament: Running) -> None:
        winner = tournament.standings()[0].player
        self.log(kind="finished", tournament=tournament.tournament_id, winner=winner)

    async def cancelled(self, tournament: Running) -> None:
        self.log(kind="cancelled", tournament=tournament.tournament_id)


async def main(args: argparse.Namespace) -> None:
    registry._LOADED[CountingGame.game_id] = counting_manifest()
    ShardStore.shard_count = args.shard_count
    ShardStore.shard_ids = args.shard_ids
    store = await ShardStore.open(args.url, lease_seconds=args.lease)
    service = TableService(store, RecordingFrontend(), bot_delay=args.delay, time_scale=1000.0)
    await service.start()
    frontend = EventsFrontend(Path(args.events), store.owner)
    tournaments = TournamentService(
        TournamentStore(store),
        service,
        frontend,
        shard_count=args.shard_count,
        shard_ids=args.shard_ids,
    )
    await tournaments.start()
    beating = asyncio.create_task(heartbeat(store))
    frontend.log(kind="started", tables=sorted(t.table_id for t in service.tables()))
    try:
        if args.create:
            for guild in args.guilds:
                running = await tournaments.create(
                    guild, guild + 1, ORGANIZER, "counting", "swiss", 2, ROUNDS, 3600.0, {}
                )
                for _ in range(ENTRANTS):
                    await tournaments.add_computer(running.tournament_id, "normal")
                await tournaments.begin(running.tournament_id)
        while not await all_over(tournaments, args.guilds):
            await asyncio.sleep(0.05)
    finally:
        beating.cancel()
        await tournaments.stop()
        await service.stop()
        await store.close()
    frontend.log(kind="stopped")


async def all_over(tournaments: TournamentService, guilds: Sequence[int]) -> bool:
    for guild in guilds:
        found = await tournaments.in_guild(guild)
        if not found or any(t.phase not in (FINISHED, CANCELLED) for t in found):
            return False
    return True


def parse(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--events", required=True)
    parser.add_argument("--guilds", type=lambda text: [int(i) for i in text.split(",")])
    parser.add_argument("--create", action="store_true")
    parser.add_argument("--shard-count", type=int, default=1)
    parser.add_argument("--shard-ids", type=lambda text: [int(i) for i in text.split(",")])
    parser.add_argument("--delay", type=float, default=0.02)
    parser.add_argument("--lease", type=float, default=60.0)
    return parser.parse_args(argv)


if __name__ == "__main__":
    asyncio.run(main(parse()))
