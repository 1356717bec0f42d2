"""A season's close over 100,000 results (budget: < 1 s, off the event loop).

    .venv/bin/python bench/bench_seasons.py [--results 100000] [--players 500] [--runs 7]
        [--database URL] [--time-zone Asia/Kolkata]

One server's month of Hearts (four seats a game, ``--players`` members, every result
inside the month) is written straight into a fresh SQLite file (or ``--database``, e.g. a
PostgreSQL URL), with the daily aggregates that recording each result keeps; then the
season is closed ``--runs`` times (the archive and standings are removed between runs,
not timed): the standings read from the daily aggregates and the partial days' results,
written, and every rating widened, in one transaction, on an engine of its own in a worker
thread's event loop. Prints the median and the slowest close; the CPU time the event
loop's own thread spent meanwhile (the work it did: a close that runs on the loop spends
its 30 ms and more of statement compiling and row making there); and the longest the
event loop went without running a 1 ms ticker (median and worst over the runs), beside
the same ticker's with nothing to do (on a loaded machine the wait is mostly the load's,
and a worker thread's turns at the GIL).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import sqlalchemy as sa  # noqa: E402

from bot.seasons.calendar import Schedule, season_at  # noqa: E402
from bot.storage import Store  # noqa: E402
from bot.storage.schema import (  # noqa: E402
    ALL_GAMES,
    games,
    player_days,
    player_totals,
    ratings,
    results,
    season_archives,
    season_standings,
)
from bot.storage.seasons import SeasonStore  # noqa: E402

GUILD = 1
GAME = "hearts"
SEATS = 4
MONTH_START = 1_793_491_200.0  # 2026-11-01 00:00 UTC


async def fill(store: Store, count: int, players: int) -> None:
    rng = random.Random(1)
    tables = count // SEATS
    span = 29 * 86400.0
    async with store.engine.begin() as conn:
        game_rows, result_rows = [], []
        for number in range(tables):
            when = MONTH_START + span * number / tables
            table_id = f"t{number}"
            game_rows.append(
                {
                    "table_id": table_id,
                    "guild_id": GUILD,
                    "channel_id": 1,
                    "game_id": GAME,
                    "players": SEATS,
                    "finished_at": when,
                    "record": "{}",
                    "outcome": "finished",
                }
            )
            seated = rng.sample(range(1, players + 1), SEATS)
            for seat, user in enumerate(seated):
                result_rows.append(
                    {
                        "table_id": table_id,
                        "seat": seat,
                        "guild_id": GUILD,
                        "game_id": GAME,
                        "user_id": user,
                        "name": f"player {user}",
                        "score": rng.randrange(100),
                        "rank": seat + 1,
                        "won": seat == 0,
                        "finished_at": when,
                    }
                )
        days: dict[tuple[int, int], dict[str, int]] = {}
        for row in result_rows:
            key = (int(row["finished_at"] // 86400), row["user_id"])
            day = days.setdefault(
                key, {"games": 0, "wins": 0, "highest": row["score"], "lowest": row["score"]}
            )
            day["games"] += 1
            day["wins"] += int(row["won"])
            day["highest"] = max(day["highest"], row["score"])
            day["lowest"] = min(day["lowest"], row["score"])
        day_rows = [
            {"guild_id": GUILD, "game_id": GAME, "day": d, "user_id": u} | totals
            for (d, u), totals in days.items()
        ]
        for start in range(0, len(day_rows), 5000):
            await conn.execute(player_days.insert(), day_rows[start : start + 5000])
        for start in range(0, len(game_rows), 5000):
            await conn.execute(games.insert(), game_rows[start : start + 5000])
        for start in range(0, len(result_rows), 5000):
            await conn.execute(results.insert(), result_rows[start : start + 5000])
        users = range(1, players + 1)
        await conn.execute(
            ratings.insert(),
            [
                {
                    "guild_id": GUILD,
                    "game_id": GAME,
                    "user_id": u,
                    "mu": 25.0 + u % 7,
                    "sigma": 2.0 + u % 3,
                    "updated_at": MONTH_START,
                }
                for u in users
            ],
        )
        await conn.execute(
            player_totals.insert(),
            [
                {
                    "guild_id": GUILD,
                    "game_id": ALL_GAMES,
                    "user_id": u,
                    "name": f"player {u}",
                    "games": 1,
                    "wins": 0,
                    "win_rate": 0.0,
                    "best": 0,
                    "highest": 0,
                    "lowest": 0,
                    "score_sum": 0,
                    "last_played": MONTH_START,
                }
                for u in users
            ],
        )


async def lag_while(work: asyncio.Task[object]) -> float:
    """The longest gap between two runs of a 1 ms ticker while ``work`` runs."""
    longest = 0.0
    last = time.perf_counter()
    while not work.done():
        await asyncio.sleep(0.001)
        now = time.perf_counter()
        longest = max(longest, now - last - 0.001)
        last = now
    return longest


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--results", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=500)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--database", default=None)
    parser.add_argument(
        "--time-zone", default="UTC", help="the season's time zone (off UTC: partial days)"
    )
    args = parser.parse_args()
    folder = tempfile.TemporaryDirectory()
    url = args.database or f"sqlite+aiosqlite:///{folder.name}/bench.db"
    store = await Store.open(url, clock=lambda: MONTH_START + 31 * 86400.0)
    seasons = SeasonStore(store, lambda: MONTH_START + 31 * 86400.0)
    season = season_at(Schedule.MONTHLY, args.time_zone, MONTH_START + 86400.0)
    assert season is not None
    try:
        await fill(store, args.results, args.players)
        seconds, lags, loop_cpu = [], [], []
        for _ in range(args.runs):
            async with store.engine.begin() as conn:
                await conn.execute(sa.delete(season_standings))
                await conn.execute(sa.delete(season_archives))
            start, cpu = time.perf_counter(), time.thread_time()
            closing = asyncio.create_task(seasons.close_season(GUILD, GAME, season, 1))
            lags.append(await lag_while(closing))
            assert await closing
            loop_cpu.append(time.thread_time() - cpu)
            seconds.append(time.perf_counter() - start)
        # The same ticker with nothing to do, as long: what this machine's load alone costs.
        idle_cpu = time.thread_time()
        idle = await lag_while(asyncio.create_task(asyncio.sleep(statistics.median(seconds))))
        idle_cpu = time.thread_time() - idle_cpu
        page = await seasons.page((await seasons.archive(GUILD, GAME, season.key)), 1)  # type: ignore[arg-type]
        print(
            f"season close, {args.results} results, {page.archive.players} players "
            f"({url.split(':')[0]}), {args.runs} runs: "
            f"median {statistics.median(seconds) * 1000:.0f} ms   "
            f"slowest {max(seconds) * 1000:.0f} ms\n"
            f"  event loop's thread busy during a close: median "
            f"{statistics.median(loop_cpu) * 1000:.1f} ms CPU, at most {max(loop_cpu) * 1000:.1f} "
            f"(an idle ticker alone: {idle_cpu * 1000:.1f})\n"
            f"  event loop's longest wait: median {statistics.median(lags) * 1000:.1f} ms, at most "
            f"{max(lags) * 1000:.1f} ms (an idle ticker alone: {idle * 1000:.1f} ms: the "
            f"machine's load)"
        )
    finally:
        await store.close()
        folder.cleanup()


if __name__ == "__main__":
    asyncio.run(main())
