"""Leaderboard aggregates, table leases and abandoned games.

- ``player_totals`` (all time) and ``player_days`` (per UTC day, for the rolling week and
  month) hold each human's record per server and game, and over every game (``game_id``
  ""); they are backfilled here from the existing results, and from now on kept in the
  transaction that records a result.
- ``tables`` gains ``owner``/``lease_until`` (the process driving the table) and an index
  by server (a process loads only its shards' servers).
- ``games`` gains ``outcome`` ("finished" or "abandoned") and ``reason``.
- ``results`` gains an index by server and time (the partial first day of a window).

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None

ALL_GAMES = ""
DAY = 86400
BATCH = 1000


def upgrade() -> None:
    op.add_column("tables", sa.Column("owner", sa.String(64), nullable=True))
    op.add_column("tables", sa.Column("lease_until", sa.Float, nullable=True))
    op.create_index("ix_tables_guild_id", "tables", ["guild_id"])
    op.create_index("ix_tables_owner", "tables", ["owner"])
    op.add_column(
        "games",
        sa.Column("outcome", sa.String(16), nullable=False, server_default="finished"),
    )
    op.add_column("games", sa.Column("reason", sa.Text, nullable=True))
    op.create_index("ix_results_guild_time", "results", ["guild_id", "finished_at"])
    totals = op.create_table(
        "player_totals",
        sa.Column("guild_id", sa.BigInteger, primary_key=True),
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
        sa.Column("win_rate", sa.Float, nullable=False),
        sa.Column("best", sa.Integer, nullable=False),
        sa.Column("highest", sa.Integer, nullable=False),
        sa.Column("lowest", sa.Integer, nullable=False),
        sa.Column("score_sum", sa.BigInteger, nullable=False),
        sa.Column("last_played", sa.Float, nullable=False),
    )
    op.create_index(
        "ix_player_totals_board",
        "player_totals",
        ["guild_id", "game_id", "wins", "win_rate", "games", "best"],
    )
    op.create_index("ix_player_totals_user", "player_totals", ["guild_id", "user_id"])
    days = op.create_table(
        "player_days",
        sa.Column("guild_id", sa.BigInteger, primary_key=True),
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("day", sa.Integer, primary_key=True),
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
        sa.Column("highest", sa.Integer, nullable=False),
        sa.Column("lowest", sa.Integer, nullable=False),
    )
    assert totals is not None and days is not None
    _backfill(op.get_bind(), totals, days)


def _backfill(bind: sa.Connection, totals: sa.Table, days: sa.Table) -> None:
    """Add up the existing results (humans only), oldest first, into both tables."""
    results = sa.table(
        "results",
        sa.column("guild_id"),
        sa.column("game_id"),
        sa.column("user_id"),
        sa.column("name"),
        sa.column("score"),
        sa.column("won"),
        sa.column("finished_at"),
    )
    query = (
        sa.select(results)
        .where(results.c.user_id.is_not(None))
        .order_by(results.c.finished_at, results.c.user_id)
    )
    total: dict[tuple[int, str, int], dict[str, Any]] = {}
    daily: dict[tuple[int, str, int, int], dict[str, Any]] = {}
    for row in bind.execute(query):
        won = 1 if row.won else 0
        for game in (row.game_id, ALL_GAMES):
            _add_total(total, (row.guild_id, game, row.user_id), row, won)
            key = (row.guild_id, game, int(row.finished_at // DAY), row.user_id)
            day = daily.setdefault(
                key, {"games": 0, "wins": 0, "highest": row.score, "lowest": row.score}
            )
            day["games"] += 1
            day["wins"] += won
            day["highest"] = max(day["highest"], row.score)
            day["lowest"] = min(day["lowest"], row.score)
    higher = {game: _higher_wins(game) for _guild, game, _user in total}
    total_rows = [
        {
            "guild_id": guild,
            "game_id": game,
            "user_id": user,
            **values,
            "win_rate": values["wins"] / values["games"],
            "best": values["highest"] if higher[game] else -values["lowest"],
        }
        for (guild, game, user), values in total.items()
    ]
    day_rows = [
        {"guild_id": guild, "game_id": game, "day": day, "user_id": user, **values}
        for (guild, game, day, user), values in daily.items()
    ]
    for batch in _batches(total_rows):
        bind.execute(totals.insert(), batch)
    for batch in _batches(day_rows):
        bind.execute(days.insert(), batch)


def _add_total(
    total: dict[tuple[int, str, int], dict[str, Any]],
    key: tuple[int, str, int],
    row: Any,
    won: int,
) -> None:
    values = total.get(key)
    if values is None:
        total[key] = values = {
            "name": row.name,
            "games": 0,
            "wins": 0,
            "highest": row.score,
            "lowest": row.score,
            "score_sum": 0,
            "last_played": row.finished_at,
        }
    values["games"] += 1
    values["wins"] += won
    values["highest"] = max(values["highest"], row.score)
    values["lowest"] = min(values["lowest"], row.score)
    values["score_sum"] += row.score
    if row.finished_at >= values["last_played"]:
        values["last_played"] = row.finished_at
        values["name"] = row.name


def _higher_wins(game_id: str) -> bool:
    """As the store decides it: a game no longer installed counts as highest wins."""
    from engine.registry import game_class

    if game_id == ALL_GAMES:
        return True
    try:
        return game_class(game_id).higher_wins
    except KeyError:
        return True


def _batches(rows: list[dict[str, Any]]) -> Iterable[list[dict[str, Any]]]:
    for start in range(0, len(rows), BATCH):
        yield rows[start : start + BATCH]


def downgrade() -> None:
    op.drop_table("player_days")
    op.drop_index("ix_player_totals_user", table_name="player_totals")
    op.drop_index("ix_player_totals_board", table_name="player_totals")
    op.drop_table("player_totals")
    op.drop_index("ix_results_guild_time", table_name="results")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("reason")
        batch.drop_column("outcome")
    op.drop_index("ix_tables_owner", table_name="tables")
    op.drop_index("ix_tables_guild_id", table_name="tables")
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("lease_until")
        batch.drop_column("owner")
