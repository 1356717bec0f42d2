"""Seasons and tournaments: each server's season schedule per game, the closed seasons and
their final standings, and the tournaments.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "season_settings",
        sa.Column("guild_id", sa.BigInteger, primary_key=True),
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("schedule", sa.String(16), nullable=False),
        sa.Column("time_zone", sa.String(64), nullable=False),
        sa.Column("channel_id", sa.BigInteger, nullable=True),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_table(
        "season_archives",
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
    )
    op.create_index("ix_season_archives_post", "season_archives", ["post"])
    op.create_table(
        "season_standings",
        sa.Column("guild_id", sa.BigInteger, primary_key=True),
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("season", sa.String(16), primary_key=True),
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("place", sa.Integer, nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
        sa.Column("rating", sa.Float, nullable=True),
    )
    op.create_index(
        "ix_season_standings_board",
        "season_standings",
        ["guild_id", "game_id", "season", "place"],
    )
    op.create_index("ix_season_standings_user", "season_standings", ["guild_id", "user_id"])
    op.create_table(
        "tournaments",
        sa.Column("tournament_id", sa.String(32), primary_key=True),
        sa.Column("guild_id", sa.BigInteger, nullable=False),
        sa.Column("channel_id", sa.BigInteger, nullable=False),
        sa.Column("game_id", sa.String(32), nullable=False),
        sa.Column("phase", sa.String(16), nullable=False),
        sa.Column("state", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_index("ix_tournaments_guild_id", "tournaments", ["guild_id"])
    op.create_index("ix_tournaments_phase", "tournaments", ["phase"])


def downgrade() -> None:
    op.drop_index("ix_tournaments_phase", table_name="tournaments")
    op.drop_index("ix_tournaments_guild_id", table_name="tournaments")
    op.drop_table("tournaments")
    op.drop_index("ix_season_standings_user", table_name="season_standings")
    op.drop_index("ix_season_standings_board", table_name="season_standings")
    op.drop_table("season_standings")
    op.drop_index("ix_season_archives_post", table_name="season_archives")
    op.drop_table("season_archives")
    op.drop_table("season_settings")
