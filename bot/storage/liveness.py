"""Whether the process behind an owner mark is still running.

A lease alone would leave the tables of a process killed with SIGKILL idle until the
lease lapses (a minute), and a process restarted at once would not get them back. So
each store also holds a lock for as long as it runs, which the operating system or the
database frees the moment the process dies:

- PostgreSQL: a session advisory lock keyed by the owner, on a connection kept open;
- SQLite: an exclusive ``flock`` on ``<database>-owners/<owner>.lock``.

Another process that can take that lock knows the owner is gone, and may claim its
tables at once; a live owner's lock is held, so its tables stay its own.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import logging
import os
from pathlib import Path
from typing import IO

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.storage.database import DATABASE_ERRORS

log = logging.getLogger(__name__)

#: First key of the owners' advisory locks ("owner"); the second is the owner's hash.
OWNER_LOCKS = 0x6F776E65


def owner_key(owner: str) -> int:
    """A stable signed 32-bit key of ``owner`` (the advisory lock's second key)."""
    return int.from_bytes(hashlib.sha256(owner.encode()).digest()[:4], "big", signed=True)


class Liveness:
    """This store's own lock, and the test of other owners' ones."""

    def __init__(self, engine: AsyncEngine, owner: str) -> None:
        self._engine = engine
        self._owner = owner
        self._connection: AsyncConnection | None = None
        self._file: IO[str] | None = None
        self._folder = _owners_folder(engine)

    async def hold(self) -> None:
        """Take this owner's lock (again, after a lost connection). A failure is logged:
        the leases still keep other processes away while they last."""
        try:
            if self._engine.dialect.name == "postgresql":
                await self._hold_advisory()
            elif self._folder is not None:
                self._hold_file(self._folder)
        except DATABASE_ERRORS:
            log.warning("could not take the owner lock of %s; leases alone", self._owner)

    async def check(self) -> None:
        """Take the lock again if its connection was lost (called with each heartbeat)."""
        if self._engine.dialect.name != "postgresql":
            return
        try:
            if self._connection is not None:
                await self._connection.execute(sa.text("SELECT 1"))
                await self._connection.commit()
                return
        except DATABASE_ERRORS:
            log.warning("the owner lock's connection was lost: taking the lock again")
            await self._drop_connection()
        await self.hold()

    async def is_dead(self, conn: AsyncConnection, owner: str) -> bool:
        """Whether nobody holds ``owner``'s lock (``conn``: the claiming transaction)."""
        if conn.dialect.name == "postgresql":
            key = {"space": OWNER_LOCKS, "key": owner_key(owner)}
            taken = await conn.scalar(sa.text("SELECT pg_try_advisory_lock(:space, :key)"), key)
            if taken:
                await conn.execute(sa.text("SELECT pg_advisory_unlock(:space, :key)"), key)
            return bool(taken)
        if self._folder is None:
            return False
        path = self._folder / _file_name(owner)
        try:
            with path.open("a") as file:
                fcntl.flock(file, fcntl.LOCK_EX | fcntl.LOCK_NB)
                path.unlink(missing_ok=True)
            return True
        except BlockingIOError:
            return False
        except OSError:
            return not path.exists()

    async def release(self) -> None:
        await self._drop_connection()
        if self._file is not None and self._folder is not None:
            with contextlib.suppress(OSError):
                (self._folder / _file_name(self._owner)).unlink(missing_ok=True)
            self._file.close()
            self._file = None

    async def _hold_advisory(self) -> None:
        connection = await self._engine.connect()
        try:
            await connection.execute(
                sa.text("SELECT pg_advisory_lock(:space, :key)"),
                {"space": OWNER_LOCKS, "key": owner_key(self._owner)},
            )
            await connection.commit()
        except BaseException:
            await connection.close()
            raise
        self._connection = connection

    def _hold_file(self, folder: Path) -> None:
        folder.mkdir(exist_ok=True)
        file = (folder / _file_name(self._owner)).open("a")
        try:
            fcntl.flock(file, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            file.close()
            raise
        self._file = file

    async def _drop_connection(self) -> None:
        if self._connection is not None:
            with contextlib.suppress(*DATABASE_ERRORS):
                await self._connection.close()
            self._connection = None


def _owners_folder(engine: AsyncEngine) -> Path | None:
    """``<database>-owners`` beside a SQLite file (``None`` for PostgreSQL or a database
    that is not a plain file)."""
    if engine.dialect.name != "sqlite":
        return None
    database = engine.url.database or ""
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(os.path.abspath(database + "-owners"))


def _file_name(owner: str) -> str:
    return hashlib.sha256(owner.encode()).hexdigest()[:32] + ".lock"
