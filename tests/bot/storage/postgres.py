"""The tests' PostgreSQL: one real server per test session, one fresh database per test.

``bash scripts/test`` starts the server (``scripts/postgres``) and passes its URL in
``CARDTABLE_TEST_POSTGRES``; a plain ``pytest`` run starts one itself the first time a test
needs it and stops it at exit. Most tests share one migrated database that is emptied
(every row deleted, other connections ended) before each test: a few milliseconds. Tests
that need a database of their own (the migration tests, the process tests) get a new
one, empty or copied from the migrated one, dropped after the test.

When no server can be started, the PostgreSQL variants of the tests fail on CI
(``CI=true``) and are skipped elsewhere, with a message that says so.
"""

from __future__ import annotations

import atexit
import functools
import itertools
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import asyncpg
import pytest
import sqlalchemy as sa

from bot.storage import Store
from bot.storage.schema import metadata

ENV = "CARDTABLE_TEST_POSTGRES"
SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "postgres"
#: The shared migrated database, also the template of the migrated copies (one per
#: test process, so that two runs on one server never meet).
TEMPLATE = f"cardtable_{os.getpid()}"

_numbers = itertools.count(1)


@dataclass(frozen=True)
class Server:
    """A running server: its SQLAlchemy URL (database ``postgres``)."""

    url: sa.URL

    def url_of(self, database: str) -> str:
        return self.url.set(database=database).render_as_string(hide_password=False)

    async def admin(self) -> asyncpg.Connection:
        """A connection to the ``postgres`` database, for CREATE/DROP DATABASE."""
        return await asyncpg.connect(
            host=self.url.query["host"], user=self.url.username, database="postgres"
        )


def on_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


@functools.cache
def server() -> Server | None:
    """The session's server, started on first use; ``None`` if it cannot start (not on
    CI: there it raises)."""
    given = os.environ.get(ENV)
    if given:
        return Server(sa.make_url(given))
    folder = tempfile.mkdtemp(prefix="cardtable-pg-")
    try:
        started = subprocess.run(
            ["bash", str(SCRIPT), "start", folder],
            check=True,
            capture_output=True,
            text=True,
            timeout=120,
        )
    except (OSError, subprocess.SubprocessError) as error:
        subprocess.run(["bash", str(SCRIPT), "stop", folder], check=False)
        detail = getattr(error, "stderr", None) or error
        if on_ci():
            raise RuntimeError(f"PostgreSQL could not start for the tests: {detail}") from error
        print(
            "\n" + "!" * 78 + "\n"
            "!! PostgreSQL could not start: the PostgreSQL variants of the storage tests\n"
            "!! are SKIPPED. Run `bash scripts/test` (it installs the server) to run them.\n"
            f"!! {str(detail).strip()[:500]}\n" + "!" * 78,
            file=sys.stderr,
        )
        return None
    atexit.register(subprocess.run, ["bash", str(SCRIPT), "stop", folder], check=False)
    return Server(sa.make_url(started.stdout.strip().splitlines()[-1]))


def require_server() -> Server:
    found = server()
    if found is None:
        pytest.skip("PostgreSQL could not start (see the message above); not on CI")
    return found


_template_ready: set[str] = set()


async def shared_database() -> str:
    """The URL of the shared migrated database, emptied."""
    found = require_server()
    await _ensure_template(found)
    conn = await asyncpg.connect(
        host=found.url.query["host"], user=found.url.username, database=TEMPLATE
    )
    try:
        await conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
        names = [table.name for table in reversed(metadata.sorted_tables)]
        await conn.execute("; ".join(f'DELETE FROM "{name}"' for name in names))
    finally:
        await conn.close()
    return found.url_of(TEMPLATE)


async def _ensure_template(found: Server) -> None:
    if TEMPLATE not in _template_ready:
        await _make_template(found)
        _template_ready.add(TEMPLATE)


async def create_database(*, empty: bool = False) -> tuple[str, str]:
    """A new database (``name``, SQLAlchemy URL): migrated, or ``empty``."""
    found = require_server()
    if not empty:
        await _ensure_template(found)
        # The copy needs the template to itself.
        await shared_database()
    name = f"test_{os.getpid()}_{next(_numbers)}"
    conn = await found.admin()
    try:
        source = "template0" if empty else TEMPLATE
        await conn.execute(f'CREATE DATABASE "{name}" TEMPLATE {source} STRATEGY WAL_LOG')
    finally:
        await conn.close()
    return name, found.url_of(name)


async def drop_database(name: str) -> None:
    conn = await require_server().admin()
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await conn.close()


async def _make_template(found: Server) -> None:
    conn = await found.admin()
    try:
        await conn.execute(f"DROP DATABASE IF EXISTS {TEMPLATE} WITH (FORCE)")
        await conn.execute(f"CREATE DATABASE {TEMPLATE} TEMPLATE template0")
    finally:
        await conn.close()
    store = await Store.open(found.url_of(TEMPLATE))
    await store.close()
