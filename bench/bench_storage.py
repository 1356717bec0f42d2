"""The store's budgets (DESIGN.md, "Performance budget"), on SQLite and PostgreSQL:

- a leaderboard page and a player's ``/stats`` at 1k, 10k and 100k results (budget: a
  page < 10 ms at 100,000 results): all time for one game, over every game, the rolling
  week and month, a page deep in the board;
- results recorded per second by two processes on one PostgreSQL database (each with
  several games finishing at once, its own servers, players shared between its games).

The history is written as an older version would have left it (games and results, at
migration 0002) and brought up to date by the migrations, which build the aggregates
from it: the same aggregates that recording each result keeps.

    .venv/bin/python bench/bench_storage.py [--sizes 1000,10000,100000] [--runs 50]
        [--backends sqlite,postgresql] [--throughput 400]

PostgreSQL: ``BENCH_POSTGRES_URL`` (a server's URL), or a throwaway server started with
``scripts/postgres`` (Debian's postgresql package). Prints median and p95 in ms.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import sqlalchemy as sa  # noqa: E402
from alembic import command  # noqa: E402

from bot.storage import Store  # noqa: E402
from bot.storage.database import _alembic_config, create_engine  # noqa: E402
from engine import registry  # noqa: E402

GUILD = 1
GAMES = ("hearts", "dealmein", "rummy500")
SEATS = 4
PLAYERS = 500
DAY = 86400.0
NOW = 1_800_000_000.0


def report(name: str, samples: list[float]) -> None:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    print(
        f"{name:<52} median {statistics.median(ordered):6.2f} ms   p95 {p95:6.2f} ms"
        f"   ({len(ordered)} runs)",
        flush=True,
    )


async def history(url: str, results: int) -> None:
    """``results`` seat results (four-seat games over the last year, on GUILD and on
    other servers as much again), written at migration 0002, then migrated to the end."""
    engine = create_engine(sa.make_url(url), lock_timeout=30)

    def upgrade(connection: sa.Connection, revision: str) -> None:
        config = _alembic_config()
        config.attributes["connection"] = connection
        command.upgrade(config, revision)

    async with engine.begin() as conn:
        await conn.run_sync(upgrade, "0002")
    rng = random.Random(results)
    games_table = sa.table("games", *map(sa.column, GAME_COLUMNS))
    results_table = sa.table("results", *map(sa.column, RESULT_COLUMNS))
    game_rows: list[dict[str, Any]] = []
    result_rows: list[dict[str, Any]] = []
    for number in range(2 * results // SEATS):
        guild = GUILD if number % 2 == 0 else 2 + number % 50
        game = GAMES[number % len(GAMES)]
        when = NOW - rng.random() * 365 * DAY
        table_id = f"g{number}"
        game_rows.append(
            {
                "table_id": table_id,
                "guild_id": guild,
                "channel_id": number % 97,
                "game_id": game,
                "players": SEATS,
                "finished_at": when,
                "record": "{}",
            }
        )
        users = rng.sample(range(1, PLAYERS + 1), SEATS)
        for seat, user in enumerate(users):
            result_rows.append(
                {
                    "table_id": table_id,
                    "seat": seat,
                    "guild_id": guild,
                    "game_id": game,
                    "user_id": user,
                    "name": f"Player {user}",
                    "score": rng.randrange(0, 120),
                    "rank": seat + 1,
                    "won": seat == 0,
                    "finished_at": when,
                }
            )
    async with engine.begin() as conn:
        for start in range(0, len(game_rows), 5000):
            await conn.execute(games_table.insert(), game_rows[start : start + 5000])
        for start in range(0, len(result_rows), 5000):
            await conn.execute(results_table.insert(), result_rows[start : start + 5000])
    await engine.dispose()


GAME_COLUMNS = ["table_id", "guild_id", "channel_id", "game_id", "players", "finished_at", "record"]
RESULT_COLUMNS = [
    "table_id",
    "seat",
    "guild_id",
    "game_id",
    "user_id",
    "name",
    "score",
    "rank",
    "won",
    "finished_at",
]


async def timed(runs: int, call: Callable[[], Awaitable[Any]]) -> list[float]:
    await call()  # warm
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        await call()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


async def reads(backend: str, url: str, size: int, runs: int) -> None:
    started = time.perf_counter()
    await history(url, size)
    store = await Store.open(url, clock=lambda: NOW)
    if backend == "postgresql":  # as autovacuum does for a database in use
        engine = create_engine(sa.make_url(url), lock_timeout=30)
        async with engine.connect() as conn:
            await conn.execution_options(isolation_level="AUTOCOMMIT")
            await conn.execute(sa.text("ANALYZE"))
        await engine.dispose()
    print(
        f"-- {backend}, {size:,} results on the measured server "
        f"(history written and migrated in {time.perf_counter() - started:.1f} s)"
    )
    try:
        board = await store.leaderboard(GUILD, "hearts", "all", 1)
        deep = max(1, board.total_pages // 2)
        cases: list[tuple[str, Callable[[], Awaitable[Any]]]] = [
            (
                "leaderboard hearts all-time page 1",
                lambda: store.leaderboard(GUILD, "hearts", "all", 1),
            ),
            (
                f"leaderboard hearts all-time page {deep}",
                lambda: store.leaderboard(GUILD, "hearts", "all", deep),
            ),
            (
                "leaderboard all games all-time page 1",
                lambda: store.leaderboard(GUILD, None, "all", 1),
            ),
            (
                "leaderboard hearts last 7 days page 1",
                lambda: store.leaderboard(GUILD, "hearts", "week", 1),
            ),
            (
                "leaderboard all games last 30 days page 1",
                lambda: store.leaderboard(GUILD, None, "month", 1),
            ),
            ("/stats of one player", lambda: store.player_stats(GUILD, 7)),
        ]
        for name, call in cases:
            report(f"{backend} {size:>6}: {name}", await timed(runs, call))
    finally:
        await store.close()


# ---------------------------------------------------------------------- throughput


async def worker(url: str, guilds: list[int], games: int, go: str, concurrency: int) -> None:
    """Record ``games`` finished two-player games on ``guilds`` once ``go`` exists."""
    from tests.bot.service.helpers import CountingGame, counting_manifest
    from tests.bot.storage.games import human, table_of

    registry._LOADED[CountingGame.game_id] = counting_manifest()
    store = await Store.open(url)
    rng = random.Random(guilds[0])
    tables = []
    for number in range(games):
        first, second = rng.sample(range(1, 21), 2)
        guild = guilds[number % len(guilds)]
        tables.append(
            table_of(f"w{guilds[0]}-{number}", [human(first), human(second)], guild_id=guild)
        )
    queue = iter(tables)
    Path(f"{go}.{guilds[0]}").touch()  # ready
    while not os.path.exists(go):
        await asyncio.sleep(0.002)

    async def drain() -> None:
        for table in queue:
            assert await store.record_result(table)

    await asyncio.gather(*(drain() for _ in range(concurrency)))
    await store.close()


#: The servers of each of the two processes.
GUILD_SETS = ("1001,1002,1003", "2001,2002,2003")


def throughput(url: str, games: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        go = str(Path(folder) / "go")
        workers = [
            subprocess.Popen(
                [
                    sys.executable,
                    __file__,
                    "--worker",
                    url,
                    "--guilds",
                    guilds,
                    "--throughput",
                    str(games),
                    "--go",
                    go,
                ],
                cwd=ROOT,
            )
            for guilds in GUILD_SETS
        ]
        ready = [Path(f"{go}.{guilds.split(',')[0]}") for guilds in GUILD_SETS]
        while not all(path.exists() for path in ready):
            if any(process.poll() is not None for process in workers):
                raise SystemExit("a worker failed to start")
            time.sleep(0.01)
        start = time.perf_counter()
        Path(go).touch()
        for process in workers:
            if process.wait() != 0:
                raise SystemExit("a worker failed")
        elapsed = time.perf_counter() - start
    total = 2 * games
    print(
        f"postgresql, two processes, 8 games at once each: {total} games ({2 * total} seat "
        f"results) in {elapsed:.2f} s = {total / elapsed:.0f} game results recorded per second",
        flush=True,
    )


# ---------------------------------------------------------------------- servers


class Postgres:
    """``BENCH_POSTGRES_URL``, or a throwaway server; a fresh database per measurement."""

    def __init__(self) -> None:
        self.folder: str | None = None
        given = os.environ.get("BENCH_POSTGRES_URL")
        if given:
            self.url = sa.make_url(given)
            return
        self.folder = tempfile.mkdtemp(prefix="bench-pg-")
        script = ROOT / "scripts" / "postgres"
        started = subprocess.run(
            ["bash", str(script), "start", self.folder], check=True, capture_output=True, text=True
        )
        self.url = sa.make_url(started.stdout.strip().splitlines()[-1])
        self._numbers = iter(range(1, 1000))

    async def database(self) -> str:
        import asyncpg

        name = f"bench_{os.getpid()}_{next(self._numbers)}"
        conn = await asyncpg.connect(
            host=self.url.query.get("host"),
            port=self.url.port,
            user=self.url.username,
            password=self.url.password,
            database=self.url.database or "postgres",
        )
        try:
            await conn.execute(f'CREATE DATABASE "{name}"')
        finally:
            await conn.close()
        return self.url.set(database=name).render_as_string(hide_password=False)

    def stop(self) -> None:
        if self.folder is not None:
            subprocess.run(
                ["bash", str(ROOT / "scripts" / "postgres"), "stop", self.folder], check=False
            )


async def main(args: argparse.Namespace) -> None:
    sizes = [int(size) for size in args.sizes.split(",")]
    backends = args.backends.split(",")
    postgres = Postgres() if "postgresql" in backends else None
    try:
        for backend in backends:
            for size in sizes:
                if backend == "sqlite":
                    with tempfile.TemporaryDirectory() as folder:
                        url = f"sqlite+aiosqlite:///{folder}/bench.db"
                        await reads(backend, url, size, args.runs)
                else:
                    assert postgres is not None
                    await reads(backend, await postgres.database(), size, args.runs)
        if postgres is not None and args.throughput:
            throughput(await postgres.database(), args.throughput)
    finally:
        if postgres is not None:
            postgres.stop()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--backends", default="sqlite,postgresql")
    parser.add_argument("--throughput", type=int, default=400, help="games per process")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--guilds", help=argparse.SUPPRESS)
    parser.add_argument("--go", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.worker:
        guild_ids = [int(g) for g in arguments.guilds.split(",")]
        asyncio.run(worker(arguments.worker, guild_ids, arguments.throughput, arguments.go, 8))
    else:
        asyncio.run(main(arguments))
