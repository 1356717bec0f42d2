"""Each player's client language, as their last interaction told it: the language of their
DMs after a restart (``user_settings.client_locale``; ``NULL``, as in every older row: not
known).

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.add_column("user_settings", sa.Column("client_locale", sa.String(16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("user_settings") as batch:
        batch.drop_column("client_locale")
