"""The database schema (SQLAlchemy Core), as the Alembic migrations create it.

Portable types only, so that the same code runs on SQLite (aiosqlite) and PostgreSQL
(asyncpg): discord ids are ``BigInteger``, JSON is stored as ``Text``, times are unix
seconds in ``Float`` columns (periods are computed in Python, no date functions in SQL).
The migrations in ``bot/migrations/versions`` are the source of truth; this module mirrors
them for the queries.
"""

from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()

#: Open tables (lobby or playing): the whole table as JSON, rewritten after every change.
tables = sa.Table(
    "tables",
    metadata,
    sa.Column("table_id", sa.String(32), primary_key=True),
    sa.Column("guild_id", sa.BigInteger, nullable=False),
    sa.Column("channel_id", sa.BigInteger, nullable=False, index=True),
    sa.Column("game_id", sa.String(32), nullable=False),
    sa.Column("phase", sa.String(16), nullable=False),
    sa.Column("state", sa.Text, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
)

#: Finished games, one row each; ``record`` is the game record (JSON).
games = sa.Table(
    "games",
    metadata,
    sa.Column("table_id", sa.String(32), primary_key=True),
    sa.Column("guild_id", sa.BigInteger, nullable=False),
    sa.Column("channel_id", sa.BigInteger, nullable=False),
    sa.Column("game_id", sa.String(32), nullable=False),
    sa.Column("players", sa.Integer, nullable=False),
    sa.Column("finished_at", sa.Float, nullable=False),
    sa.Column("record", sa.Text, nullable=False),
    sa.Index("ix_games_channel_time", "channel_id", "finished_at"),
)

#: One row per seat of a finished game; ``user_id`` is null for a computer player's seat.
results = sa.Table(
    "results",
    metadata,
    sa.Column("table_id", sa.String(32), sa.ForeignKey("games.table_id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("guild_id", sa.BigInteger, nullable=False),
    sa.Column("game_id", sa.String(32), nullable=False),
    sa.Column("user_id", sa.BigInteger, nullable=True),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("score", sa.Integer, nullable=False),
    sa.Column("rank", sa.Integer, nullable=False),
    sa.Column("won", sa.Boolean, nullable=False),
    sa.Column("finished_at", sa.Float, nullable=False),
    sa.Index("ix_results_guild_game_time", "guild_id", "game_id", "finished_at"),
    sa.Index("ix_results_guild_user", "guild_id", "user_id"),
)

#: OpenSkill (Plackett-Luce) rating of a human per server and game.
ratings = sa.Table(
    "ratings",
    metadata,
    sa.Column("guild_id", sa.BigInteger, primary_key=True),
    sa.Column("game_id", sa.String(32), primary_key=True),
    sa.Column("user_id", sa.BigInteger, primary_key=True),
    sa.Column("mu", sa.Float, nullable=False),
    sa.Column("sigma", sa.Float, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
)

#: A player's preferences (``/settings``); a user without a row has the defaults.
user_settings = sa.Table(
    "user_settings",
    metadata,
    sa.Column("user_id", sa.BigInteger, primary_key=True, autoincrement=False),
    sa.Column("turn_pings", sa.Boolean, nullable=False),
    sa.Column("turn_dms", sa.Boolean, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
)

#: The daily Deal Me In position of a server on a day (UTC, ``YYYY-MM-DD``), made once and
#: kept, so that it never changes that day (not across a restart or an upgrade either).
daily_positions = sa.Table(
    "daily_positions",
    metadata,
    sa.Column("guild_id", sa.BigInteger, primary_key=True),
    sa.Column("day", sa.String(10), primary_key=True),
    sa.Column("position", sa.Text, nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
)

#: A member's one attempt at a day's position: the primary key makes it one.
daily_attempts = sa.Table(
    "daily_attempts",
    metadata,
    sa.Column("guild_id", sa.BigInteger, primary_key=True),
    sa.Column("day", sa.String(10), primary_key=True),
    sa.Column("user_id", sa.BigInteger, primary_key=True),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("action", sa.String(100), nullable=False),
    sa.Column("score", sa.Integer, nullable=False),
    sa.Column("best", sa.Boolean, nullable=False),
    sa.Column("played_at", sa.Float, nullable=False),
    sa.Index("ix_daily_attempts_guild_user", "guild_id", "user_id", "day"),
)

#: Where a server's day-end post goes (set with ``/daily channel``).
daily_channels = sa.Table(
    "daily_channels",
    metadata,
    sa.Column("guild_id", sa.BigInteger, primary_key=True),
    sa.Column("channel_id", sa.BigInteger, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
)

#: The day-end post of a server: claimed before it is sent, marked sent after, so that a
#: restart neither loses nor repeats it.
daily_posts = sa.Table(
    "daily_posts",
    metadata,
    sa.Column("guild_id", sa.BigInteger, primary_key=True),
    sa.Column("day", sa.String(10), primary_key=True),
    sa.Column("state", sa.String(16), nullable=False),
    sa.Column("message_id", sa.BigInteger, nullable=True),
    sa.Column("updated_at", sa.Float, nullable=False),
)
