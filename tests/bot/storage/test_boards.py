"""Leaderboards from the aggregates: the rolling week and month are exact to the second
(whole days from the daily totals, the first day's results one by one)."""

from __future__ import annotations

from bot.storage import Store
from tests.bot.service.helpers import FakeClock
from tests.bot.storage.games import SEAT_1_WINS, human, table_of

DAY = 86400.0
ANN, BOB = human(1, "Ann"), human(2, "Bob")


async def test_the_week_starts_to_the_second_inside_a_day(db_url: str) -> None:
    now = 1000 * DAY + 0.5 * DAY  # noon: the week began at noon seven days ago
    clock = FakeClock()
    store = await Store.open(db_url, clock=clock)
    try:
        moments = {
            "just-before": now - 7 * DAY - 1,  # Bob wins: outside the week
            "just-after": now - 7 * DAY + 1,  # Ann wins: inside, on the week's first day
            "a-day-later": now - 6 * DAY,  # Ann wins: a whole day inside
            "today": now - 60,  # Bob wins
        }
        for table_id, when in moments.items():
            clock.now = when
            bob_wins = table_id in ("just-before", "today")
            seats = [BOB, ANN] if bob_wins else [ANN, BOB]
            await store.record_result(table_of(table_id, seats))
        clock.now = now
        week = await store.leaderboard(100, "counting", "week", 1)
        assert [(r.name, r.games, r.wins, r.best_score) for r in week.rows] == [
            ("Ann", 3, 2, 8),
            ("Bob", 3, 1, 8),
        ]
        everything = await store.leaderboard(100, None, "all", 1)
        assert [(r.name, r.games, r.wins) for r in everything.rows] == [
            ("Ann", 4, 2),
            ("Bob", 4, 2),
        ]
        clock.now = now + 2  # a second later "just-after" is out too
        week = await store.leaderboard(100, None, "week", 1)
        assert [(r.name, r.games, r.wins) for r in week.rows] == [("Ann", 2, 1), ("Bob", 2, 1)]
    finally:
        await store.close()


async def test_a_page_deep_in_a_board_and_the_names_and_ratings_on_it(db_url: str) -> None:
    store = await Store.open(db_url)
    try:
        for number in range(12):  # player 10 + n beats player 30 + n: 24 players
            winner, loser = human(10 + number, f"W{number}"), human(30 + number, f"L{number}")
            await store.record_result(table_of(f"t{number}", [loser, winner], script=SEAT_1_WINS))
        page = await store.leaderboard(100, "counting", "all", 3, per_page=5)
        assert (page.page, page.total_pages) == (3, 5)
        # winners first (by user id among equals), then the losers
        assert [(r.rank, r.user_id, r.name) for r in page.rows] == [
            (11, 20, "W10"),
            (12, 21, "W11"),
            (13, 30, "L0"),
            (14, 31, "L1"),
            (15, 32, "L2"),
        ]
        assert all(r.rating is not None for r in page.rows)
        assert page.rows[0].rating is not None and page.rows[2].rating is not None
        assert page.rows[0].rating > page.rows[2].rating
    finally:
        await store.close()
