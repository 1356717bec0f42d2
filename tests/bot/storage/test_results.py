"""Results exactly once under concurrency: many games of one server finishing at the same
moment, with the same (new) players, seats in either order, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio

import pytest
from openskill.models import PlackettLuce

from bot.storage import Store
from bot.tables import Table
from tests.bot.storage.games import SEAT_1_WINS, human, table_of
from tests.bot.storage.sql import count, rows

GUILD = 100
ANN, BOB = human(1, "Ann"), human(2, "Bob")
GAMES = 40


def expected_ratings(games: int) -> dict[int, tuple[float, float]]:
    """Ann beating Bob ``games`` times, rated one game after the other."""
    model = PlackettLuce()
    ann, bob = model.rating(), model.rating()
    for _ in range(games):
        [[ann], [bob]] = model.rate([[ann], [bob]], ranks=[1, 2])
    return {1: (ann.mu, ann.sigma), 2: (bob.mu, bob.sigma)}


async def stored_ratings(db_url: str) -> dict[int, tuple[float, float]]:
    found = await rows(db_url, "SELECT user_id, mu, sigma FROM ratings WHERE guild_id = 100")
    return {user: (mu, sigma) for user, mu, sigma in found}


def ann_beats_bob(table_id: str, *, reversed_seats: bool) -> Table:
    """A game Ann wins against Bob, from seat 0 or (``reversed_seats``) from seat 1."""
    if reversed_seats:
        return table_of(table_id, [BOB, ANN], script=SEAT_1_WINS)
    return table_of(table_id, [ANN, BOB])


async def check_every_game_counted(db_url: str, store: Store) -> None:
    assert await count(db_url, "games") == GAMES
    assert await count(db_url, "results") == 2 * GAMES
    board = await store.leaderboard(GUILD, "counting", "all", 1)
    assert [(r.name, r.games, r.wins) for r in board.rows] == [
        ("Ann", GAMES, GAMES),
        ("Bob", GAMES, 0),
    ]
    week = await store.leaderboard(GUILD, None, "week", 1)
    assert [(r.name, r.games, r.wins) for r in week.rows] == [
        ("Ann", GAMES, GAMES),
        ("Bob", GAMES, 0),
    ]
    # Ann beat Bob every time: whatever order the games were rated in, the ratings are
    # those of GAMES updates one after the other (a lost update would show here).
    found = await stored_ratings(db_url)
    for user, (mu, sigma) in expected_ratings(GAMES).items():
        assert found[user] == (pytest.approx(mu), pytest.approx(sigma))


async def test_new_players_finishing_many_games_at_once_keep_every_result_and_rating(
    db_url: str,
) -> None:
    """The issue's first loss: tables with a player new to the leaderboard finishing
    together used to clash on the new rating row and drop the whole game."""
    store = await Store.open(db_url)
    try:
        tables = [ann_beats_bob(f"g{n}", reversed_seats=False) for n in range(GAMES)]
        outcomes = await asyncio.gather(*(store.record_result(table) for table in tables))
        assert outcomes == [True] * GAMES
        await check_every_game_counted(db_url, store)
    finally:
        await store.close()


async def test_reversed_seats_finishing_together_lose_no_rating_update(db_url: str) -> None:
    """Two stores (two connection pools, as two processes have) record games whose seats
    are in opposite orders (the order that deadlocked and lost updates on PostgreSQL),
    all at once."""
    first, second = await Store.open(db_url), await Store.open(db_url)
    try:
        calls = [
            (first if n % 2 == 0 else second).record_result(
                ann_beats_bob(f"r{n}", reversed_seats=n % 2 == 1)
            )
            for n in range(GAMES)
        ]
        assert await asyncio.gather(*calls) == [True] * GAMES
        await check_every_game_counted(db_url, first)
    finally:
        await first.close()
        await second.close()


async def test_one_game_recorded_from_two_stores_at_once_counts_once(db_url: str) -> None:
    """Only the clash on the game's own key means "already recorded"."""
    first, second = await Store.open(db_url), await Store.open(db_url, owner=None)
    try:
        table = table_of("same", [ANN, BOB])
        second.owner = first.owner  # the same process's two pools, not two owners
        outcomes = await asyncio.gather(*(s.record_result(table) for s in [first, second] * 4))
        assert sorted(outcomes) == [False] * 7 + [True]
        assert await count(db_url, "games") == 1
        assert await count(db_url, "results") == 2
        assert await rows(
            db_url, "SELECT games FROM player_totals WHERE user_id = 1 ORDER BY game_id"
        ) == [(1,), (1,)]
    finally:
        await first.close()
        await second.close()


async def test_an_abandoned_game_is_kept_without_result(db_url: str) -> None:
    store = await Store.open(db_url)
    try:
        table = table_of("gone", [ANN, BOB], moves=3)
        await store.save_table(table)
        await store.abandon_table(table, "the channel was deleted")
        assert (await store.load_tables()).tables == []
        assert await rows(db_url, "SELECT outcome, reason FROM games") == [
            ("abandoned", "the channel was deleted")
        ]
        assert await count(db_url, "results") == 0
        assert await count(db_url, "ratings") == 0
        assert (await store.leaderboard(GUILD, None, "all", 1)).rows == []
        record = await store.game_record("gone")
        assert record is not None and len(record["actions"]) == 3
        # a late result for it is the same game's key: already closed
        assert await store.record_result(table_of("gone", [ANN, BOB])) is False
        assert await count(db_url, "results") == 0
    finally:
        await store.close()
