"""Fixtures of the storage tests: the backends of tests/service (SQLite and PostgreSQL)."""

from __future__ import annotations

from tests.bot.storage.fixtures import backend, counting_registered, db_url, empty_db_url

__all__ = ["backend", "counting_registered", "db_url", "empty_db_url"]
