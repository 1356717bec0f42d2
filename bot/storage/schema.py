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
#: ``owner`` is the process driving the table and ``lease_until`` when its claim lapses
#: unless renewed (a heartbeat renews it); a row whose lease has lapsed is free to claim.
tables = sa.Table(
    "tables",
    metadata,
    sa.Column("table_id", sa.String(32), primary_key=True),
    sa.Column("guild_id", sa.BigInteger, nullable=False, index=True),
    sa.Column("channel_id", sa.BigInteger, nullable=False, index=True),
    sa.Column("game_id", sa.String(32), nullable=False),
    sa.Column("phase", sa.String(16), nullable=False),
    sa.Column("state", sa.Text, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
    sa.Column("owner", sa.String(64), nullable=True, index=True),
    sa.Column("lease_until", sa.Float, nullable=True),
)

#: Closed games, one row each; ``record`` is the game record (JSON). ``outcome`` is
#: "finished" (with results and ratings) or "abandoned" (no result: ``reason`` says why).
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
    sa.Column("outcome", sa.String(16), nullable=False, server_default="finished"),
    sa.Column("reason", sa.Text, nullable=True),
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
    sa.Index("ix_results_guild_time", "guild_id", "finished_at"),
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

#: Game id of the aggregate rows over every game of a server (the board of all games).
ALL_GAMES = ""

#: A human's all-time record per server and game (and over all games: ``game_id`` is
#: :data:`ALL_GAMES`), kept in the transaction that records each result. ``win_rate`` and
#: ``best`` (the best score as a number where higher is better: the score, or minus it
#: where the lowest wins) are stored so that a leaderboard page is read in index order
#: (backwards: every key descending; ties by user id are sorted within the page).
#: ``name`` is the name of the player's latest game, kept on the :data:`ALL_GAMES` row.
player_totals = sa.Table(
    "player_totals",
    metadata,
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
    sa.Index(
        "ix_player_totals_board",
        "guild_id",
        "game_id",
        "wins",
        "win_rate",
        "games",
        "best",
    ),
    sa.Index("ix_player_totals_user", "guild_id", "user_id"),
)

#: A human's record per server, game (or :data:`ALL_GAMES`) and UTC day (unix time //
#: 86400): the rolling week and month boards add up the days inside the window.
player_days = sa.Table(
    "player_days",
    metadata,
    sa.Column("guild_id", sa.BigInteger, primary_key=True),
    sa.Column("game_id", sa.String(32), primary_key=True),
    sa.Column("day", sa.Integer, primary_key=True),
    sa.Column("user_id", sa.BigInteger, primary_key=True),
    sa.Column("games", sa.Integer, nullable=False),
    sa.Column("wins", sa.Integer, nullable=False),
    sa.Column("highest", sa.Integer, nullable=False),
    sa.Column("lowest", sa.Integer, nullable=False),
)

#: A player's preferences (``/settings``); a user without a row has the defaults. The
#: language of their Discord client as last seen (their DMs' language; ``NULL``: not known).
user_settings = sa.Table(
    "user_settings",
    metadata,
    sa.Column("user_id", sa.BigInteger, primary_key=True, autoincrement=False),
    sa.Column("turn_pings", sa.Boolean, nullable=False),
    sa.Column("turn_dms", sa.Boolean, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
    sa.Column("client_locale", sa.String(16), nullable=True),
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

#: A server's settings (``/config``): one row per server and setting changed from its
#: default, the value as JSON (:mod:`bot.storage.guild_settings` reads them).
guild_settings = sa.Table(
    "guild_settings",
    metadata,
    sa.Column("guild_id", sa.BigInteger, primary_key=True, autoincrement=False),
    sa.Column("name", sa.String(64), primary_key=True),
    sa.Column("value", sa.Text, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
)

#: A server's season schedule for a game (``/season set``): "monthly" (the default of a
#: server without a row), "weekly" or "none"; the IANA time zone its seasons turn in; the
#: channel of the season-end post (none: the season is archived without a post).
season_settings = sa.Table(
    "season_settings",
    metadata,
    sa.Column("guild_id", sa.BigInteger, primary_key=True),
    sa.Column("game_id", sa.String(32), primary_key=True),
    sa.Column("schedule", sa.String(16), nullable=False),
    sa.Column("time_zone", sa.String(64), nullable=False),
    sa.Column("channel_id", sa.BigInteger, nullable=True),
    sa.Column("updated_at", sa.Float, nullable=False),
)

#: A closed season: inserted once (the primary key makes the close happen once, in any
#: number of processes), with its final standings in ``season_standings``. ``post`` is the
#: season-end post's state: "none" (no channel), "pending", "claimed" (by ``claimed_by``
#: at ``claimed_at``: being sent) or "sent" (``message_id``).
season_archives = sa.Table(
    "season_archives",
    metadata,
    sa.Column("guild_id", sa.BigInteger, primary_key=True),
    sa.Column("game_id", sa.String(32), primary_key=True),
    sa.Column("season", sa.String(16), primary_key=True),
    sa.Column("starts_at", sa.Float, nullable=False),
    sa.Column("ends_at", sa.Float, nullable=False),
    sa.Column("players", sa.Integer, nullable=False),
    sa.Column("closed_at", sa.Float, nullable=False),
    sa.Column("channel_id", sa.BigInteger, nullable=True),
    sa.Column("post", sa.String(16), nullable=False),
    sa.Column("claimed_by", sa.String(64), nullable=True),
    sa.Column("claimed_at", sa.Float, nullable=True),
    sa.Column("message_id", sa.BigInteger, nullable=True),
    sa.Index("ix_season_archives_post", "post"),
)

#: A human's line of a closed season's final standings (place 1 is the champion);
#: ``rating`` is their displayed rating when the season closed.
season_standings = sa.Table(
    "season_standings",
    metadata,
    sa.Column("guild_id", sa.BigInteger, primary_key=True),
    sa.Column("game_id", sa.String(32), primary_key=True),
    sa.Column("season", sa.String(16), primary_key=True),
    sa.Column("user_id", sa.BigInteger, primary_key=True),
    sa.Column("place", sa.Integer, nullable=False),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("games", sa.Integer, nullable=False),
    sa.Column("wins", sa.Integer, nullable=False),
    sa.Column("rating", sa.Float, nullable=True),
    sa.Index("ix_season_standings_board", "guild_id", "game_id", "season", "place"),
    sa.Index("ix_season_standings_user", "guild_id", "user_id"),
)

#: A server's tournament: the engine's tournament and the bot's own (entrants, options,
#: what was announced) as JSON in ``state``, rewritten after every change. ``version``
#: grows with each write, and a write is made only over the version it read, so two
#: processes never both pair (or record) the same round.
tournaments = sa.Table(
    "tournaments",
    metadata,
    sa.Column("tournament_id", sa.String(32), primary_key=True),
    sa.Column("guild_id", sa.BigInteger, nullable=False, index=True),
    sa.Column("channel_id", sa.BigInteger, nullable=False),
    sa.Column("game_id", sa.String(32), nullable=False),
    sa.Column("phase", sa.String(16), nullable=False, index=True),
    sa.Column("state", sa.Text, nullable=False),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
)
