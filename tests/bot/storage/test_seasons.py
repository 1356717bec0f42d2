"""Seasons in the store: closed once from the results inside their bounds (in the server's
time zone), the ratings widened once, the post claimed by one process, past seasons read
back; and migration 0007 with its downgrade."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import textwrap
from datetime import UTC, datetime
from pathlib import Path

import sqlalchemy as sa
from alembic import command

from bot.seasons.calendar import Schedule, season_at
from bot.seasons.service import SeasonService
from bot.storage import Store
from bot.storage.database import _alembic_config, create_engine
from bot.storage.seasons import CLAIM_SECONDS, SeasonPage, SeasonSettings, SeasonStore, widened
from tests.bot.service.helpers import FakeClock
from tests.bot.storage.games import SEAT_1_WINS, human, table_of
from tests.bot.storage.sql import rows

ROOT = Path(__file__).resolve().parents[3]
ANN, BOB, CAT = human(1, "Ann"), human(2, "Bob"), human(3, "Cat")
GUILD = 100


def at(*args: int, tz: str = "UTC") -> float:
    from zoneinfo import ZoneInfo

    return datetime(*args, tzinfo=ZoneInfo(tz) if tz != "UTC" else UTC).timestamp()  # type: ignore[misc]


class Posts:
    """A front end that keeps what it was asked to post."""

    def __init__(self) -> None:
        self.pages: list[SeasonPage] = []

    async def season_ended(self, page: SeasonPage) -> int | None:
        self.pages.append(page)
        return 500 + len(self.pages)


async def play(
    store: Store,
    clock: FakeClock,
    when: float,
    table_id: str,
    seats: list,
    *,
    seat_1_wins: bool = False,
) -> None:
    clock.now = when
    script = SEAT_1_WINS if seat_1_wins else None
    table = table_of(table_id, seats, script=script) if script else table_of(table_id, seats)
    await store.record_result(table)


async def test_a_month_closes_once_with_its_own_results(db_url: str) -> None:
    clock = FakeClock()
    store = await Store.open(db_url, clock=clock)
    seasons = SeasonStore(store, clock)
    posts = Posts()
    service = SeasonService(seasons, posts, clock=clock)
    try:
        await seasons.set_settings(SeasonSettings(GUILD, "counting", Schedule.MONTHLY, "UTC", 77))
        await play(store, clock, at(2026, 10, 31, 23, 59), "october", [BOB, ANN])
        await play(store, clock, at(2026, 11, 2), "n1", [ANN, BOB])
        await play(store, clock, at(2026, 11, 20), "n2", [ANN, CAT])
        await play(store, clock, at(2026, 11, 30, 23, 0), "n3", [BOB, CAT])
        await play(store, clock, at(2026, 12, 1, 0, 0, 1), "december", [CAT, ANN])
        before = dict(await rows(db_url, "SELECT user_id, sigma FROM ratings"))
        clock.now = at(2026, 12, 1, 0, 5)
        assert await service.tick() == (2, 2)  # October (caught up), then November
        assert await service.tick() == (0, 0)
        after = dict(await rows(db_url, "SELECT user_id, sigma FROM ratings"))
        newcomer = 25 / 3
        assert after == {u: widened(widened(s, newcomer), newcomer) for u, s in before.items()}
        assert [p.archive.season for p in posts.pages] == ["2026-10", "2026-11"]
        page = posts.pages[1]
        assert [(line.place, line.name, line.games, line.wins) for line in page.lines] == [
            (1, "Ann", 2, 2),
            (2, "Bob", 2, 1),
            (3, "Cat", 2, 0),
        ]
        assert all(line.rating is not None for line in page.lines)
        november = await seasons.archive(GUILD, "counting", "2026-11")
        assert november is not None and november.post == "sent" and november.players == 3
        assert [a.season for a in await seasons.seasons(GUILD, "counting")] == [
            "2026-11",
            "2026-10",
        ]
        [ann] = await seasons.player_seasons(GUILD, 1)
        assert (ann.seasons, ann.best_place, ann.best_season, ann.games) == (2, 1, "2026-11", 3)
    finally:
        await store.close()


async def test_october_without_a_channel_is_archived_without_a_post(db_url: str) -> None:
    clock = FakeClock()
    store = await Store.open(db_url, clock=clock)
    seasons = SeasonStore(store, clock)
    posts = Posts()
    try:
        await play(store, clock, at(2026, 10, 10), "t1", [ANN, BOB])
        clock.now = at(2026, 11, 1, 0, 1)
        assert await SeasonService(seasons, posts, clock=clock).tick() == (1, 0)
        october = await seasons.archive(GUILD, "counting", "2026-10")
        assert october is not None and october.post == "none" and not posts.pages
    finally:
        await store.close()


async def test_the_season_turns_at_the_servers_midnight(db_url: str) -> None:
    clock = FakeClock()
    store = await Store.open(db_url, clock=clock)
    seasons = SeasonStore(store, clock)
    try:
        kolkata = SeasonSettings(GUILD, "counting", Schedule.WEEKLY, "Asia/Kolkata", None)
        await seasons.set_settings(kolkata)
        assert (await seasons.settings(GUILD, "counting")) == kolkata
        monday = at(2026, 11, 30, tz="Asia/Kolkata")  # a Monday, 18:30 UTC on Sunday
        await play(store, clock, monday - 60, "sunday", [ANN, BOB])
        await play(store, clock, monday + 60, "monday", [BOB, ANN])
        clock.now = at(2026, 12, 7, 0, 1, tz="Asia/Kolkata")
        assert await SeasonService(seasons, Posts(), clock=clock).tick() == (2, 0)
        week = season_at(Schedule.WEEKLY, "Asia/Kolkata", monday)
        assert week is not None and week.key == "2026-W49" and week.starts_at == monday
        page = await seasons.page(await seasons.archive(GUILD, "counting", "2026-W49"), 1)  # type: ignore[arg-type]
        assert [(line.name, line.wins) for line in page.lines] == [("Bob", 1), ("Ann", 0)]
    finally:
        await store.close()


async def test_two_stores_close_and_post_a_season_once(db_url: str) -> None:
    clock = FakeClock()
    first = await Store.open(db_url, clock=clock)
    second = await Store.open(db_url, clock=clock)
    try:
        await SeasonStore(first, clock).set_settings(
            SeasonSettings(GUILD, "counting", Schedule.MONTHLY, "UTC", 9)
        )
        for number in range(6):
            await play(first, clock, at(2026, 11, 3 + number), f"t{number}", [ANN, BOB])
        clock.now = at(2026, 12, 1, 0, 1)
        posts = [Posts(), Posts()]
        services = [
            SeasonService(SeasonStore(store, clock), sink, clock=clock)
            for store, sink in zip((first, second), posts, strict=True)
        ]
        results = await asyncio.gather(*(service.tick() for service in services))
        assert sum(closed for closed, _ in results) == 1
        assert sum(len(sink.pages) for sink in posts) == 1
        assert await rows(db_url, "SELECT count(*) FROM season_standings") == [(2,)]
    finally:
        await first.close()
        await second.close()


async def test_a_claim_of_a_process_that_died_is_taken_over(db_url: str) -> None:
    clock = FakeClock()
    store = await Store.open(db_url, clock=clock)
    try:
        seasons = SeasonStore(store, clock)
        await seasons.set_settings(SeasonSettings(GUILD, "counting", Schedule.MONTHLY, "UTC", 9))
        await play(store, clock, at(2026, 11, 3), "t1", [ANN, BOB])
        clock.now = at(2026, 12, 1, 0, 1)
        season = season_at(Schedule.MONTHLY, "UTC", at(2026, 11, 3))
        assert season is not None
        assert await seasons.close_season(GUILD, "counting", season, 9)
        [archive] = await seasons.due_posts()
        assert await seasons.claim_post(archive)  # ... and the process dies here
        assert await seasons.due_posts() == []
        assert not await seasons.claim_post(archive)
        clock.now += CLAIM_SECONDS + 1
        posts = Posts()
        assert await SeasonService(seasons, posts, clock=clock).post_due() == 1
        assert len(posts.pages) == 1
    finally:
        await store.close()


async def test_a_failed_post_is_due_again(db_url: str) -> None:
    clock = FakeClock()
    store = await Store.open(db_url, clock=clock)

    class Failing(Posts):
        async def season_ended(self, page: SeasonPage) -> int | None:
            raise OSError("discord is down")

    try:
        seasons = SeasonStore(store, clock)
        await seasons.set_settings(SeasonSettings(GUILD, "counting", Schedule.MONTHLY, "UTC", 9))
        await play(store, clock, at(2026, 11, 3), "t1", [ANN, BOB])
        clock.now = at(2026, 12, 1, 0, 1)
        assert await SeasonService(seasons, Failing(), clock=clock).tick() == (1, 0)
        posts = Posts()
        assert await SeasonService(seasons, posts, clock=clock).tick() == (0, 1)
    finally:
        await store.close()


async def test_migration_0007_downgrades_and_upgrades_again(empty_db_url: str) -> None:
    store = await Store.open(empty_db_url)
    await store.close()
    engine = create_engine(sa.make_url(empty_db_url), lock_timeout=5)

    def run(connection: sa.Connection, step: str) -> None:
        config = _alembic_config()
        config.attributes["connection"] = connection
        if step == "down":
            command.downgrade(config, "0006")
        else:
            command.upgrade(config, "0007")

    def names(connection: sa.Connection) -> set[str]:
        return set(sa.inspect(connection).get_table_names())

    try:
        async with engine.begin() as conn:
            await conn.run_sync(run, "down")
        async with engine.connect() as conn:
            found = await conn.run_sync(names)
        assert not found & {"season_settings", "season_archives", "season_standings", "tournaments"}
        assert {"daily_posts", "guild_settings"} <= found
        async with engine.begin() as conn:
            await conn.run_sync(run, "up")
        async with engine.connect() as conn:
            assert {
                "season_settings",
                "season_archives",
                "season_standings",
            } <= await conn.run_sync(names)
    finally:
        await engine.dispose()


#: A process that waits for the starting signal (a file), then looks for seasons to close
#: and posts to send, printing what it closed and posted.
CLOSER = textwrap.dedent(
    """
    import asyncio, os, sys, time
    from bot.seasons.service import SeasonService
    from bot.storage import Store
    from bot.storage.seasons import SeasonStore

    class Posts:
        async def season_ended(self, page):
            return 1

    async def main(url, go, now):
        store = await Store.open(url, clock=lambda: now)
        while not os.path.exists(go):
            time.sleep(0.005)
        service = SeasonService(SeasonStore(store, lambda: now), Posts(), clock=lambda: now)
        closed, posted = await service.tick()
        await store.close()
        print(closed, posted)

    asyncio.run(main(sys.argv[1], sys.argv[2], float(sys.argv[3])))
    """
)


async def test_processes_closing_together_close_and_post_each_season_once(
    db_url: str, tmp_path: Path
) -> None:
    clock = FakeClock()
    store = await Store.open(db_url, clock=clock)
    try:
        seasons = SeasonStore(store, clock)
        for guild in (100, 200, 300):
            await seasons.set_settings(
                SeasonSettings(guild, "counting", Schedule.MONTHLY, "UTC", 9)
            )
            clock.now = at(2026, 11, 5)
            await store.record_result(table_of(f"g{guild}", [ANN, BOB], guild_id=guild))
    finally:
        await store.close()
    go = tmp_path / "go"
    closers = [
        subprocess.Popen(
            [sys.executable, "-c", CLOSER, db_url, str(go), str(at(2026, 12, 1, 0, 1))],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(3)
    ]
    await asyncio.sleep(1.0)
    go.touch()
    outputs = [closer.communicate(timeout=120) for closer in closers]
    totals = [0, 0]
    for closer, (out, err) in zip(closers, outputs, strict=True):
        assert closer.returncode == 0, err
        closed, posted = map(int, out.split())
        totals = [totals[0] + closed, totals[1] + posted]
    assert totals == [3, 3]  # each server's November: closed once, posted once
    assert await rows(db_url, "SELECT count(*) FROM season_archives WHERE post = 'sent'") == [(3,)]
