"""The daily Deal Me In challenge: the day's positions, the attempts, the channel of the
day-end post, and the posts made.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "daily_positions",
        sa.Column("guild_id", sa.BigInteger, primary_key=True),
        sa.Column("day", sa.String(10), primary_key=True),
        sa.Column("position", sa.Text, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
    )
    op.create_table(
        "daily_attempts",
        sa.Column("guild_id", sa.BigInteger, primary_key=True),
        sa.Column("day", sa.String(10), primary_key=True),
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("action", sa.String(100), nullable=False),
        sa.Column("score", sa.Integer, nullable=False),
        sa.Column("best", sa.Boolean, nullable=False),
        sa.Column("played_at", sa.Float, nullable=False),
    )
    op.create_index(
        "ix_daily_attempts_guild_user", "daily_attempts", ["guild_id", "user_id", "day"]
    )
    op.create_table(
        "daily_channels",
        sa.Column("guild_id", sa.BigInteger, primary_key=True),
        sa.Column("channel_id", sa.BigInteger, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_table(
        "daily_posts",
        sa.Column("guild_id", sa.BigInteger, primary_key=True),
        sa.Column("day", sa.String(10), primary_key=True),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("message_id", sa.BigInteger, nullable=True),
        sa.Column("updated_at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("daily_posts")
    op.drop_table("daily_channels")
    op.drop_index("ix_daily_attempts_guild_user", table_name="daily_attempts")
    op.drop_table("daily_attempts")
    op.drop_table("daily_positions")
