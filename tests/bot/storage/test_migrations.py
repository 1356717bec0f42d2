"""Migrations: several processes starting at once on an empty database all come up, and
migration 0003 backfills the leaderboard aggregates from the existing results."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import textwrap
from pathlib import Path

import sqlalchemy as sa
from alembic import command

from bot.storage import Store
from bot.storage.database import _alembic_config, create_engine
from tests.bot.service.helpers import FakeClock
from tests.bot.storage.sql import execute, rows

ROOT = Path(__file__).resolve().parents[3]
PROCESSES = 4
DAY = 86400.0

#: A process that waits for the starting signal (a file), then opens the store.
STARTER = textwrap.dedent(
    """
    import asyncio, os, sys, time
    from bot.storage import Store

    async def main(url, go):
        while not os.path.exists(go):
            time.sleep(0.005)
        store = await Store.open(url)
        await store.close()
        print("up")

    asyncio.run(main(sys.argv[1], sys.argv[2]))
    """
)


async def test_processes_starting_together_on_an_empty_database_all_come_up(
    empty_db_url: str, tmp_path: Path
) -> None:
    go = tmp_path / "go"
    starters = [
        subprocess.Popen(
            [sys.executable, "-c", STARTER, empty_db_url, str(go)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(PROCESSES)
    ]
    await asyncio.sleep(1.0)  # let them all import and wait
    go.touch()
    outputs = [starter.communicate(timeout=120) for starter in starters]
    for starter, (out, err) in zip(starters, outputs, strict=True):
        assert starter.returncode == 0, err
        assert out.strip() == "up"
    [(version,)] = await rows(empty_db_url, "SELECT version_num FROM alembic_version")
    assert await rows(empty_db_url, "SELECT count(*) FROM alembic_version") == [(1,)]
    assert version >= "0003"


async def upgrade_to(db_url: str, revision: str) -> None:
    engine = create_engine(sa.make_url(db_url), lock_timeout=5)

    def upgrade(connection: sa.Connection) -> None:
        config = _alembic_config()
        config.attributes["connection"] = connection
        command.upgrade(config, revision)

    async with engine.begin() as conn:
        await conn.run_sync(upgrade)
    await engine.dispose()


async def test_0003_backfills_the_aggregates_from_existing_results(empty_db_url: str) -> None:
    await upgrade_to(empty_db_url, "0002")
    now = 100 * DAY
    # (table, when, [(user, name, score, won)]): Ann's name changed in her latest game
    played: list[tuple[str, float, list[tuple[int | None, str, int, bool]]]] = [
        ("old", now - 40 * DAY, [(1, "Ann", 5, True), (2, "Bob", 3, False)]),
        ("mid", now - 20 * DAY, [(1, "Ann", 2, False), (2, "Bob", 9, True)]),
        (
            "new",
            now - 1 * DAY,
            [(1, "Annie", 7, True), (2, "Bob", 1, False), (None, "Bot", 0, False)],
        ),
    ]
    for table_id, when, seats in played:
        await execute(
            empty_db_url,
            "INSERT INTO games (table_id, guild_id, channel_id, game_id, players, "
            "finished_at, record) VALUES (:t, 100, 1, 'counting', :n, :w, '{}')",
            t=table_id,
            n=len(seats),
            w=when,
        )
        for seat, (user, name, score, won) in enumerate(seats):
            await execute(
                empty_db_url,
                "INSERT INTO results (table_id, seat, guild_id, game_id, user_id, name, score, "
                "rank, won, finished_at) VALUES (:t, :s, 100, 'counting', :u, :name, :score, "
                ":rank, :won, :w)",
                t=table_id,
                s=seat,
                u=user,
                name=name,
                score=score,
                rank=1 if won else 2,
                won=won,
                w=when,
            )
    store = await Store.open(empty_db_url, clock=FakeClock(now))
    try:
        board = await store.leaderboard(100, "counting", "all", 1)
        assert [(r.name, r.games, r.wins, r.best_score) for r in board.rows] == [
            ("Annie", 3, 2, 7),
            ("Bob", 3, 1, 9),
        ]
        month = await store.leaderboard(100, None, "month", 1)
        assert [(r.name, r.games, r.wins) for r in month.rows] == [
            ("Annie", 2, 1),
            ("Bob", 2, 1),
        ]
        week = await store.leaderboard(100, "counting", "week", 1)
        assert [(r.name, r.games, r.wins) for r in week.rows] == [("Annie", 1, 1), ("Bob", 1, 0)]
        [stats] = await store.player_stats(100, 1)
        assert (stats.games, stats.wins, stats.best_score, stats.last_played) == (
            3,
            2,
            7,
            now - DAY,
        )
        assert stats.average_score == (5 + 2 + 7) / 3
    finally:
        await store.close()
