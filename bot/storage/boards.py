"""Leaderboard and statistics aggregates: kept with each result, read a page at a time.

Each human's record is kept per server and game, and over every game of the server
(:data:`~bot.storage.schema.ALL_GAMES`), twice: all time (``player_totals``) and per UTC
day (``player_days``). :func:`add_results` updates both in the transaction that records
a result, with insert-or-update statements that add to the stored numbers (never a read
followed by a write, so concurrent results never lose an update), their rows in key
order (so two transactions never wait for each other in a cycle).

An all-time page is read in the order of an index (it costs its own rows). A rolling
window ("the last 7 days") adds up the whole days inside it from ``player_days`` and the
results of its partial first day from ``results``, so the week and the month are exact to
the second, at the cost of the window's rows, not the server's whole history.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.storage.database import insert
from bot.storage.schema import ALL_GAMES, player_days, player_totals, ratings, results
from bot.storage.stats import GameStats, LeaderboardPage, LeaderboardRow, Period
from engine.registry import game_class

DAY = 86400


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One human's seat in a finished game, as the aggregates count it."""

    user_id: int
    name: str
    score: int
    won: bool


def day_of(when: float) -> int:
    """The UTC day number of a unix time."""
    return int(when // DAY)


def higher_wins(game_id: str) -> bool:
    """Whether the highest score is the best in ``game_id`` (a game no longer installed
    counts as one where it is)."""
    try:
        return game_class(game_id).higher_wins
    except KeyError:
        return True


async def add_results(
    conn: AsyncConnection,
    guild_id: int,
    game_id: str,
    seats: Sequence[SeatResult],
    finished_at: float,
) -> None:
    """Add one game's human seats to the aggregates (inside the result's transaction):
    one statement per table, its rows in key order."""
    if not seats:
        return
    higher = higher_wins(game_id)
    totals: dict[tuple[str, int], dict[str, Any]] = {}
    days: dict[tuple[str, int], dict[str, Any]] = {}
    for seat in seats:
        for game in (game_id, ALL_GAMES):
            best = 0 if game == ALL_GAMES else (seat.score if higher else -seat.score)
            total = totals.get((game, seat.user_id))
            if total is None:  # a user in two seats of one game counts twice, as in results
                totals[(game, seat.user_id)] = total = {
                    "guild_id": guild_id,
                    "game_id": game,
                    "user_id": seat.user_id,
                    "name": seat.name,
                    "games": 0,
                    "wins": 0,
                    "best": best,
                    "highest": seat.score,
                    "lowest": seat.score,
                    "score_sum": 0,
                    "last_played": finished_at,
                }
            total["games"] += 1
            total["wins"] += int(seat.won)
            total["win_rate"] = total["wins"] / total["games"]
            total["best"] = max(total["best"], best)
            total["highest"] = max(total["highest"], seat.score)
            total["lowest"] = min(total["lowest"], seat.score)
            total["score_sum"] += seat.score
            days[(game, seat.user_id)] = {
                key: total[key] for key in ("guild_id", "game_id", "user_id", "games", "wins")
            } | {"day": day_of(finished_at), "highest": total["highest"], "lowest": total["lowest"]}
    dialect = conn.dialect.name
    await conn.execute(_add_totals(dialect), [totals[key] for key in sorted(totals)])
    await conn.execute(_add_days(dialect), [days[key] for key in sorted(days)])


def _larger(stored: Any, new: Any) -> Any:
    return sa.case((new > stored, new), else_=stored)


def _smaller(stored: Any, new: Any) -> Any:
    return sa.case((new < stored, new), else_=stored)


@functools.cache
def _add_totals(dialect: str) -> Any:
    """The insert-or-add of ``player_totals`` rows (executed with a list of rows, which
    the database takes in that order)."""
    t = player_totals.c
    statement = insert(dialect, player_totals)
    new = statement.excluded
    games = t.games + new.games
    wins = t.wins + new.wins
    newer = new.last_played >= t.last_played
    return statement.on_conflict_do_update(
        index_elements=[t.guild_id, t.game_id, t.user_id],
        set_={
            "games": games,
            "wins": wins,
            "win_rate": sa.cast(wins, sa.Float) / games,
            "best": _larger(t.best, new.best),
            "highest": _larger(t.highest, new.highest),
            "lowest": _smaller(t.lowest, new.lowest),
            "score_sum": t.score_sum + new.score_sum,
            "last_played": sa.case((newer, new.last_played), else_=t.last_played),
            "name": sa.case((newer, new.name), else_=t.name),
        },
    )


@functools.cache
def _add_days(dialect: str) -> Any:
    """The insert-or-add of ``player_days`` rows (as :func:`_add_totals`)."""
    d = player_days.c
    statement = insert(dialect, player_days)
    new = statement.excluded
    return statement.on_conflict_do_update(
        index_elements=[d.guild_id, d.game_id, d.day, d.user_id],
        set_={
            "games": d.games + new.games,
            "wins": d.wins + new.wins,
            "highest": _larger(d.highest, new.highest),
            "lowest": _smaller(d.lowest, new.lowest),
        },
    )


# ---------------------------------------------------------------------- reading


async def leaderboard_page(
    conn: AsyncConnection,
    guild_id: int,
    game_id: str | None,
    period: Period,
    page: int,
    per_page: int,
    now: float,
) -> LeaderboardPage:
    """See :meth:`bot.storage.Store.leaderboard`."""
    per_page = max(1, per_page)
    key = ALL_GAMES if game_id is None else game_id
    higher = higher_wins(key) if game_id is not None else True
    if period.seconds is None:
        grouped, order = _all_time(guild_id, key)
    else:
        grouped, order = _window(guild_id, game_id, key, now - period.seconds, higher)
    counted = grouped.add_columns(sa.func.count().over().label("total"))
    rows = await _page(conn, counted, order, guild_id, game_id, page, per_page)
    if rows:
        total = int(rows[0].total)
    else:  # an empty board, or a page past its end
        total = await conn.scalar(sa.select(sa.func.count()).select_from(grouped.subquery())) or 0
    total_pages = max(1, math.ceil(total / per_page))
    if not rows and page > total_pages and total:
        page = total_pages
        rows = await _page(conn, counted, order, guild_id, game_id, page, per_page)
    page = min(max(1, page), total_pages)
    offset = (page - 1) * per_page
    return LeaderboardPage(
        guild_id=guild_id,
        game_id=game_id,
        period=period,
        page=page,
        per_page=per_page,
        total_pages=total_pages,
        rows=[
            LeaderboardRow(
                rank=offset + index + 1,
                user_id=row.user_id,
                name=row.name if row.name is not None else str(row.user_id),
                games=int(row.games),
                wins=int(row.wins),
                win_rate=int(row.wins) / int(row.games),
                best_score=None if game_id is None else int(row.highest if higher else row.lowest),
                rating=None if row.mu is None else display_rating(row.mu, row.sigma),
            )
            for index, row in enumerate(rows)
        ],
    )


#: The order of a board, from the columns of its rows (the query's, or a subquery's).
Order = Callable[[Any], list[Any]]


async def _page(
    conn: AsyncConnection,
    counted: sa.Select[Any],
    order: Order,
    guild_id: int,
    game_id: str | None,
    page: int,
    per_page: int,
) -> Sequence[Any]:
    """One page of the board (each row with the board's ``total`` of rows), with the
    players' names and ratings: one query."""
    offset = (max(1, page) - 1) * per_page
    chosen = (
        counted.order_by(*order(counted.selected_columns)).limit(per_page).offset(offset).subquery()
    )
    named = _with_names_and_ratings(chosen, guild_id, game_id).order_by(*order(chosen.c))
    return (await conn.execute(named)).all()


def _all_time(guild_id: int, key: str) -> tuple[sa.Select[Any], Order]:
    t = player_totals.c
    query = sa.select(t.user_id, t.games, t.wins, t.highest, t.lowest, t.win_rate, t.best).where(
        t.guild_id == guild_id, t.game_id == key
    )

    def order(c: Any) -> list[Any]:
        return [c.wins.desc(), c.win_rate.desc(), c.games.desc(), c.best.desc(), c.user_id]

    return query, order


def _window(
    guild_id: int, game_id: str | None, key: str, since: float, higher: bool
) -> tuple[sa.Select[Any], Order]:
    """Every player's record since ``since``: the whole days after the one ``since`` falls
    in, from ``player_days``, and that first day's results from ``since`` on."""
    d = player_days.c
    first_day = day_of(since)
    whole_days = sa.select(
        d.user_id.label("user_id"),
        d.games.label("games"),
        d.wins.label("wins"),
        d.highest.label("highest"),
        d.lowest.label("lowest"),
    ).where(d.guild_id == guild_id, d.game_id == key, d.day > first_day)
    r = results.c
    conditions = [
        r.guild_id == guild_id,
        r.user_id.is_not(None),
        r.finished_at >= since,
        r.finished_at < (first_day + 1) * DAY,
    ]
    if game_id is not None:
        conditions.append(r.game_id == game_id)
    first = sa.select(
        r.user_id.label("user_id"),
        sa.literal(1, sa.Integer).label("games"),
        sa.case((r.won, 1), else_=0).label("wins"),
        r.score.label("highest"),
        r.score.label("lowest"),
    ).where(*conditions)
    rows = sa.union_all(whole_days, first).subquery()
    query = sa.select(
        rows.c.user_id,
        sa.func.sum(rows.c.games).label("games"),
        sa.func.sum(rows.c.wins).label("wins"),
        sa.func.max(rows.c.highest).label("highest"),
        sa.func.min(rows.c.lowest).label("lowest"),
    ).group_by(rows.c.user_id)

    def order(c: Any) -> list[Any]:
        terms = [c.wins.desc(), (sa.cast(c.wins, sa.Float) / c.games).desc(), c.games.desc()]
        if game_id is not None:
            terms.append(c.highest.desc() if higher else c.lowest.asc())
        return [*terms, c.user_id]

    return query, order


def _with_names_and_ratings(chosen: Any, guild_id: int, game_id: str | None) -> Any:
    """The page's rows (``chosen``) with each player's latest name on the server and, on
    a board of one game, their rating."""
    names = player_totals.alias("names")
    query = sa.select(chosen, names.c.name).outerjoin(
        names,
        (names.c.guild_id == guild_id)
        & (names.c.game_id == ALL_GAMES)
        & (names.c.user_id == chosen.c.user_id),
    )
    if game_id is None:
        query = query.add_columns(sa.null().label("mu"), sa.null().label("sigma"))
    else:
        query = query.outerjoin(
            ratings,
            (ratings.c.guild_id == guild_id)
            & (ratings.c.game_id == game_id)
            & (ratings.c.user_id == chosen.c.user_id),
        ).add_columns(ratings.c.mu, ratings.c.sigma)
    return query


async def player_stats(conn: AsyncConnection, guild_id: int, user_id: int) -> list[GameStats]:
    """See :meth:`bot.storage.Store.player_stats`."""
    t = player_totals.c
    rows = (
        await conn.execute(
            sa.select(player_totals)
            .where(t.guild_id == guild_id, t.user_id == user_id, t.game_id != ALL_GAMES)
            .order_by(t.games.desc(), t.game_id)
        )
    ).all()
    rating_rows = await conn.execute(
        sa.select(ratings.c.game_id, ratings.c.mu, ratings.c.sigma).where(
            ratings.c.guild_id == guild_id, ratings.c.user_id == user_id
        )
    )
    rated = {game: display_rating(mu, sigma) for game, mu, sigma in rating_rows}
    return [
        GameStats(
            game_id=row.game_id,
            games=row.games,
            wins=row.wins,
            win_rate=row.wins / row.games,
            best_score=row.highest if higher_wins(row.game_id) else row.lowest,
            average_score=row.score_sum / row.games,
            rating=rated.get(row.game_id),
            last_played=float(row.last_played),
        )
        for row in rows
    ]


def display_rating(mu: float, sigma: float) -> float:
    """The OpenSkill ordinal (mu - 3 sigma), rounded for display: it only rises as the
    system grows sure of a player, so newcomers start at 0."""
    return round(mu - 3 * sigma, 1)
