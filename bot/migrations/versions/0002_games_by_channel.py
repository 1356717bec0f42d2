"""Finished games found by channel: ``/game export`` reads the channel's latest game from
the store, also after a restart.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

from __future__ import annotations

from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_index("ix_games_channel_time", "games", ["channel_id", "finished_at"])


def downgrade() -> None:
    op.drop_index("ix_games_channel_time", table_name="games")
