"""Initial schema: open tables, finished games, per-seat results, ratings.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "tables",
        sa.Column("table_id", sa.String(32), primary_key=True),
        sa.Column("guild_id", sa.BigInteger, nullable=False),
        sa.Column("channel_id", sa.BigInteger, nullable=False),
        sa.Column("game_id", sa.String(32), nullable=False),
        sa.Column("phase", sa.String(16), nullable=False),
        sa.Column("state", sa.Text, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_index("ix_tables_channel_id", "tables", ["channel_id"])
    op.create_table(
        "games",
        sa.Column("table_id", sa.String(32), primary_key=True),
        sa.Column("guild_id", sa.BigInteger, nullable=False),
        sa.Column("channel_id", sa.BigInteger, nullable=False),
        sa.Column("game_id", sa.String(32), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("finished_at", sa.Float, nullable=False),
        sa.Column("record", sa.Text, nullable=False),
    )
    op.create_table(
        "results",
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
    )
    op.create_index("ix_results_guild_game_time", "results", ["guild_id", "game_id", "finished_at"])
    op.create_index("ix_results_guild_user", "results", ["guild_id", "user_id"])
    op.create_table(
        "ratings",
        sa.Column("guild_id", sa.BigInteger, primary_key=True),
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("ratings")
    op.drop_index("ix_results_guild_user", "results")
    op.drop_index("ix_results_guild_game_time", "results")
    op.drop_table("results")
    op.drop_table("games")
    op.drop_index("ix_tables_channel_id", "tables")
    op.drop_table("tables")
