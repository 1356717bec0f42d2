"""The store: migrations, table state, results written once, ratings, leaderboards, stats."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.ext.asyncio import create_async_engine

from bot.storage import Store
from bot.storage.database import ALEMBIC_INI
from bot.storage.schema import metadata
from bot.tables import Phase, Seat, Table
from tests.bot.service.helpers import GUILD, CountingGame, FakeClock, LowCountingGame
from tests.bot.storage.sql import count, rows

DAY = 86400.0


def head_revision() -> str:
    """The latest migration (the lead chains the branches' migrations at merge)."""
    [head] = ScriptDirectory.from_config(Config(str(ALEMBIC_INI))).get_heads()
    return head


def database_path(db_url: str) -> Path:
    return Path(sa.make_url(db_url).database or "")


def finished_table(
    table_id: str,
    seats: list[Seat],
    moves: list[str],
    game_class: type[CountingGame] = CountingGame,
) -> Table:
    """A finished Counting game (target 4) with ``seats``, after ``moves`` in seat order."""
    game = game_class.create([seat.name for seat in seats], {"target": 4}, seed=1)
    for index, move in enumerate(moves):
        game.apply(index % len(seats), move)
    assert game.over
    return Table(
        table_id=table_id,
        guild_id=GUILD,
        channel_id=1,
        game_id=game_class.game_id,
        options=dict(game.options),
        host_id=seats[0].user_id or 0,
        phase=Phase.FINISHED,
        seats=seats,
        game=game,
        created_at=0.0,
    )


def human(user_id: int, name: str) -> Seat:
    return Seat(user_id, name, is_bot=False)


ANN, BOB, CAT = human(1, "Ann"), human(2, "Bob"), human(3, "Cat")
BOT = Seat(None, "Bot Ada", is_bot=True)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(100 * DAY)


@pytest.fixture
async def timed_store(db_url: str, clock: FakeClock) -> AsyncIterator[Store]:
    opened = await Store.open(db_url, clock=clock)
    yield opened
    await opened.close()


async def test_migrations_create_the_schema_on_an_empty_database(
    empty_db_url: str, backend: str
) -> None:
    if backend == "sqlite":
        assert not database_path(empty_db_url).parent.exists()
    store = await Store.open(empty_db_url)
    await store.close()
    store = await Store.open(empty_db_url)  # a second start finds the schema up to date
    await store.close()
    engine = create_async_engine(empty_db_url)
    async with engine.connect() as conn:
        names = set(await conn.run_sync(lambda sync: sa.inspect(sync).get_table_names()))
    await engine.dispose()
    assert {"tables", "games", "results", "ratings", "alembic_version"} <= names
    assert {"player_totals", "player_days"} <= names
    assert await rows(empty_db_url, "SELECT version_num FROM alembic_version") == [
        (head_revision(),)
    ]
    if backend == "sqlite":
        assert await rows(empty_db_url, "PRAGMA journal_mode") == [("wal",)]


async def test_the_schema_module_matches_the_migrations(empty_db_url: str) -> None:
    """Autogenerate finds nothing to add: ``bot/storage/schema.py`` mirrors the migrations."""
    store = await Store.open(empty_db_url)
    await store.close()
    engine = create_async_engine(empty_db_url)
    async with engine.connect() as conn:
        found = await conn.run_sync(
            lambda sync: compare_metadata(MigrationContext.configure(sync), metadata)
        )
    await engine.dispose()
    assert found == []


async def test_a_table_round_trips_through_the_store(store: Store) -> None:
    table = finished_table("t1", [ANN, BOT], ["add 2", "add 1", "add 1"])
    table.phase = Phase.PLAYING
    table.dm_failed = {1}
    table.message_id = 42
    await store.save_table(table)
    table.turn = 9
    await store.save_table(table)
    [loaded] = await store.load_tables()
    assert loaded.to_dict() == table.to_dict()
    await store.delete_table("t1")
    assert (await store.load_tables()).tables == []


async def test_a_result_is_written_once(store: Store, db_url: str) -> None:
    table = finished_table("t1", [ANN, BOB], ["add 2", "add 1", "add 1"])
    await store.save_table(table)
    assert await store.record_result(table) is True
    assert await store.record_result(table) is False
    seats = await rows(
        db_url, "SELECT seat, user_id, name, score, rank, won FROM results ORDER BY seat"
    )
    assert seats == [(0, 1, "Ann", 3, 1, True), (1, 2, "Bob", 1, 2, False)]
    assert await count(db_url, "games") == 1
    assert await rows(db_url, "SELECT user_id FROM ratings ORDER BY user_id") == [(1,), (2,)]
    assert (await store.load_tables()).tables == []
    record = await store.game_record("t1")
    assert record is not None and record["actions"][0] == {"player": 0, "action": "add 2"}


async def test_an_unfinished_game_has_no_result(store: Store) -> None:
    table = finished_table("t1", [ANN, BOB], ["add 2", "add 1", "add 1"])
    table.game = CountingGame.create(["Ann", "Bob"], seed=1)
    with pytest.raises(ValueError, match="no finished game"):
        await store.record_result(table)


async def test_computer_players_count_in_the_ranking_but_get_no_rating(store: Store) -> None:
    table = finished_table("t1", [BOT, ANN], ["add 2", "add 1", "add 1"])
    await store.record_result(table)
    board = await store.leaderboard(GUILD, "counting", "all", 1)
    [row] = board.rows
    assert (row.name, row.games, row.wins, row.best_score) == ("Ann", 1, 0, 1)
    stats = await store.player_stats(GUILD, 1)
    assert stats[0].rating is not None and stats[0].rating < 0  # lost to the computer


async def test_a_replaced_seat_counts_for_the_human_who_left(store: Store) -> None:
    replaced = Seat(None, "Bob", is_bot=True, replaced_user_id=2)
    await store.record_result(finished_table("t1", [replaced, ANN], ["add 2", "add 1", "add 1"]))
    board = await store.leaderboard(GUILD, "counting", "all", 1)
    assert [(row.user_id, row.wins) for row in board.rows] == [(2, 1), (1, 0)]


async def test_the_leaderboard_orders_by_wins_and_pages(timed_store: Store) -> None:
    await timed_store.record_result(
        finished_table("t1", [ANN, BOB, CAT], ["add 2", "add 1", "add 1"])
    )
    await timed_store.record_result(finished_table("t2", [BOB, ANN], ["add 2", "add 1", "add 2"]))
    await timed_store.record_result(finished_table("t3", [CAT, ANN], ["add 2", "add 2"]))
    first = await timed_store.leaderboard(GUILD, "counting", "all", 1, per_page=2)
    assert first.total_pages == 2 and first.page == 1
    # Bob and Cat both won 1 of 2 games: Bob's best score (4) puts him ahead of Cat (2).
    assert [(r.rank, r.name, r.games, r.wins) for r in first.rows] == [
        (1, "Ann", 3, 2),
        (2, "Bob", 2, 1),
    ]
    assert (first.rows[1].win_rate, first.rows[1].best_score) == (0.5, 4)
    assert all(row.rating is not None for row in first.rows)
    second = await timed_store.leaderboard(GUILD, "counting", "all", 5, per_page=2)
    assert second.page == 2
    assert [(r.rank, r.name, r.wins, r.best_score) for r in second.rows] == [(3, "Cat", 1, 2)]
    assert (await timed_store.leaderboard(GUILD + 1, None, "all", 1)).rows == []


async def test_ties_share_the_win(timed_store: Store) -> None:
    await timed_store.record_result(finished_table("t1", [ANN, BOB], ["add 2", "add 2"]))
    board = await timed_store.leaderboard(GUILD, "counting", "all", 1)
    assert [(row.name, row.wins) for row in board.rows] == [("Ann", 1), ("Bob", 1)]


async def test_periods_look_back_a_week_or_a_month(timed_store: Store, clock: FakeClock) -> None:
    clock.now -= 40 * DAY
    await timed_store.record_result(finished_table("old", [ANN, BOB], ["add 2", "add 1", "add 1"]))
    clock.now += 30 * DAY
    await timed_store.record_result(finished_table("mid", [ANN, BOB], ["add 2", "add 1", "add 1"]))
    clock.now += 10 * DAY
    await timed_store.record_result(finished_table("new", [BOB, ANN], ["add 2", "add 1", "add 1"]))
    wins = {}
    for period in ("all", "month", "week"):
        board = await timed_store.leaderboard(GUILD, None, period, 1)
        wins[period] = {row.name: (row.games, row.wins) for row in board.rows}
        # scores and ratings are per game
        assert all(row.rating is None and row.best_score is None for row in board.rows)
    assert wins["all"] == {"Ann": (3, 2), "Bob": (3, 1)}
    assert wins["month"] == {"Ann": (2, 1), "Bob": (2, 1)}
    assert wins["week"] == {"Bob": (1, 1), "Ann": (1, 0)}
    with pytest.raises(ValueError):
        await timed_store.leaderboard(GUILD, None, "year", 1)


async def test_the_latest_name_is_shown(timed_store: Store, clock: FakeClock) -> None:
    await timed_store.record_result(finished_table("t1", [ANN, BOB], ["add 2", "add 1", "add 1"]))
    clock.now += 1
    renamed = human(1, "Annie")
    await timed_store.record_result(finished_table("t2", [renamed, BOB], ["add 2", "add 2"]))
    board = await timed_store.leaderboard(GUILD, "counting", "all", 1)
    assert board.rows[0].name == "Annie"


async def test_player_stats_per_game(timed_store: Store, clock: FakeClock) -> None:
    await timed_store.record_result(finished_table("t1", [ANN, BOB], ["add 2", "add 1", "add 1"]))
    clock.now += 60
    await timed_store.record_result(finished_table("t2", [BOB, ANN], ["add 2", "add 1", "add 1"]))
    [stats] = await timed_store.player_stats(GUILD, 1)
    assert (stats.game_id, stats.games, stats.wins, stats.win_rate) == ("counting", 2, 1, 0.5)
    assert (stats.best_score, stats.average_score, stats.last_played) == (3, 2.0, clock.now)
    assert stats.rating is not None
    assert await timed_store.player_stats(GUILD, 99) == []
    assert await timed_store.player_stats(GUILD + 1, 1) == []


async def test_ratings_move_with_results(timed_store: Store) -> None:
    for number in range(3):
        await timed_store.record_result(
            finished_table(f"t{number}", [ANN, BOB], ["add 2", "add 1", "add 1"])
        )
    board = await timed_store.leaderboard(GUILD, "counting", "all", 1)
    ratings = {row.name: row.rating for row in board.rows}
    assert ratings["Ann"] is not None and ratings["Bob"] is not None
    assert ratings["Ann"] > ratings["Bob"]


async def test_where_the_lowest_score_wins_the_lowest_is_best(timed_store: Store) -> None:
    low = LowCountingGame
    await timed_store.record_result(
        finished_table("t1", [ANN, BOB], ["add 2", "add 1", "add 1"], low)
    )
    await timed_store.record_result(finished_table("t2", [BOB, ANN], ["add 2", "add 2"], low))
    # Ann scored 3 (lost) and 2 (shared win); Bob 1 (won) and 2 (shared win).
    board = await timed_store.leaderboard(GUILD, "lowcounting", "all", 1)
    assert [(row.name, row.wins, row.best_score) for row in board.rows] == [
        ("Bob", 2, 1),
        ("Ann", 1, 2),
    ]
    [stats] = await timed_store.player_stats(GUILD, 1)
    assert (stats.game_id, stats.best_score) == ("lowcounting", 2)
