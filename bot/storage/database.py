"""The engine, its transactions and the migrations, the same on SQLite and PostgreSQL.

- Writes run in :func:`writing`: on SQLite the transaction starts with ``BEGIN IMMEDIATE``
  (it takes the single writer's lock first, so a transaction that reads then writes never
  fails half-way on a lock another writer took); on PostgreSQL it runs at READ COMMITTED
  and the store locks the rows it changes, always in one order.
- **A process's writers take turns before SQLite's lock.** SQLite has one writer at a time,
  and a connection that finds the write lock taken waits in SQLite's busy handler, which
  sleeps in growing steps (1, 2, 5, 10... 100 ms) and so comes back long after the lock
  is free: with ten busy tables, a move's save waited up to 200 ms (p99) at its ``BEGIN
  IMMEDIATE`` for writes of the same process that took a few milliseconds. So the writes
  of one engine queue on an :class:`asyncio.Lock` (:func:`writing`) and each begins the
  moment the one before it ended; the busy handler only ever waits for other processes.
- :func:`run_write` retries a write that lost a deadlock or a serialization race, and
  turns every driver or database failure into :class:`StoreUnavailable` (logged, with the
  cause chained): the transaction was rolled back, nothing of it was written.
- **Connections are renewed after a fault.** A SQLite connection opened while its file
  could not be written stays read-only for life, and one that met an I/O error may keep
  failing; so a read-only, I/O or cannot-open error (:data:`SQLITE_RENEWED`) counts as a
  lost connection: SQLAlchemy then drops that connection and every pooled one opened
  before it, and :func:`run_write` tries the write once more on a fresh connection. Once
  the file is writable again the next save works, without a restart. On PostgreSQL the
  driver's lost connections count so already, and the pool tests each connection before
  lending it (``pool_pre_ping``): a server restarted costs the writes made while it was
  down, nothing after.
- :func:`migrate` applies the Alembic migrations under a lock (a PostgreSQL advisory
  lock; SQLite's writer lock), so that any number of processes may start at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy import pool
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import URL, Connection
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine
from sqlalchemy.pool import PoolResetState

from bot.monitoring import metrics
from bot.storage.errors import StoreUnavailable

log = logging.getLogger(__name__)

T = TypeVar("T")

#: ``bot/alembic.ini``: its ``script_location`` points at ``bot/migrations``.
ALEMBIC_INI = Path(__file__).resolve().parent.parent / "alembic.ini"

#: PostgreSQL errors after which the whole transaction is simply tried again.
RETRYABLE_SQLSTATES = {"40P01": "deadlock", "40001": "serialization failure"}

#: How often a write that lost a deadlock or serialization race is tried in all.
WRITE_ATTEMPTS = 6

#: How long a starting process waits for another one's migrations (seconds).
MIGRATION_WAIT = 300.0

#: Key of the PostgreSQL advisory lock held while migrating ("cardtabl").
MIGRATION_LOCK = 0x63617264746162

#: Connection option that makes SQLite begin with ``BEGIN IMMEDIATE``.
_WRITE = "cardtable_write"

#: SQLite's primary result codes after which a connection is renewed (see the module's
#: docstring): SQLITE_READONLY, SQLITE_IOERR and SQLITE_CANTOPEN, with their extended codes.
SQLITE_RENEWED = {8: "read-only", 10: "I/O error", 14: "cannot open"}

#: What a failing driver or database raises (asyncpg's own errors arrive wrapped in
#: ``DBAPIError``; a dropped socket may surface as ``OSError``).
DATABASE_ERRORS: tuple[type[BaseException], ...] = (SQLAlchemyError, OSError, TimeoutError)


def create_engine(url: URL, *, lock_timeout: float, poolclass: Any = None) -> AsyncEngine:
    """An async engine for ``url`` on which a blocked lock waits at most ``lock_timeout``
    seconds before the write fails (SQLite's busy timeout, PostgreSQL's lock_timeout)."""
    options: dict[str, Any] = {}
    if poolclass is not None:
        options["poolclass"] = poolclass
    if url.get_backend_name() == "sqlite":
        database = url.database or ""
        if database and database != ":memory:" and not database.startswith("file:"):
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_async_engine(
            url, connect_args={"timeout": lock_timeout}, pool_reset_on_return=None, **options
        )
        sa.event.listen(engine.sync_engine, "connect", _sqlite_connect)
        sa.event.listen(engine.sync_engine, "begin", _sqlite_begin)
        sa.event.listen(engine.sync_engine.pool, "reset", _sqlite_reset)
        sa.event.listen(engine.sync_engine, "handle_error", _sqlite_fault)
        return engine
    settings = {"lock_timeout": str(int(lock_timeout * 1000))}
    return create_async_engine(
        url, connect_args={"server_settings": settings}, pool_pre_ping=True, **options
    )


def _sqlite_connect(dbapi_connection: Any, _record: Any) -> None:
    """WAL lets readers (leaderboards) run beside the writer; NORMAL sync is safe in WAL
    mode against a crash of the process, and keeps a commit well under a millisecond.
    The driver's own transaction handling is turned off: :func:`_sqlite_begin` begins."""
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _sqlite_reset(dbapi_connection: Any, record: Any, state: PoolResetState) -> None:
    """A connection back in the pool is rolled back only while SQLite says it is in a
    transaction. The pool's own reset rolls back after every commit: a round trip to the
    driver's thread per write, on the event loop, that has nothing to undo."""
    if state.asyncio_safe and record.driver_connection.in_transaction:
        dbapi_connection.rollback()


def _sqlite_fault(context: sa.engine.ExceptionContext) -> None:
    """A read-only, I/O or cannot-open error counts as a lost connection, so that the pool
    renews its connections (SQLAlchemy invalidates the pool on a lost connection)."""
    code = getattr(context.original_exception, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in SQLITE_RENEWED:
        context.is_disconnect = True


def _sqlite_begin(connection: Connection) -> None:
    immediate = connection.get_execution_options().get(_WRITE, False)
    connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


#: Each SQLite engine's turn of its writers in this process, with the loop it belongs to.
_WRITERS: weakref.WeakKeyDictionary[Any, tuple[asyncio.AbstractEventLoop, asyncio.Lock]] = (
    weakref.WeakKeyDictionary()
)


def _writers_turn(engine: AsyncEngine) -> contextlib.AbstractAsyncContextManager[Any]:
    """The lock on which the engine's writes take turns (SQLite: see the module docstring);
    nothing to wait for on PostgreSQL, whose writers lock rows, not the database."""
    if engine.dialect.name != "sqlite":
        return contextlib.nullcontext()
    loop = asyncio.get_running_loop()
    held = _WRITERS.get(engine.sync_engine)
    if held is None or held[0] is not loop:
        held = _WRITERS[engine.sync_engine] = (loop, asyncio.Lock())
    return held[1]


@contextlib.asynccontextmanager
async def writing(engine: AsyncEngine) -> AsyncIterator[AsyncConnection]:
    """A write transaction: committed when the block ends, rolled back if it raises. On
    SQLite it waits for this process's writes before it first (:func:`_writers_turn`)."""
    async with _writers_turn(engine), engine.connect() as conn:
        await conn.execution_options(**{_WRITE: True})
        async with conn.begin():
            yield conn


def insert(conn: AsyncConnection | str, table: sa.Table) -> Any:
    """The INSERT of the connection's dialect (or the dialect named), which has
    ``on_conflict_do_nothing``/``do_update``."""
    dialect = conn if isinstance(conn, str) else conn.dialect.name
    if dialect == "postgresql":
        return postgresql.insert(table)
    return sqlite.insert(table)


async def run_write(
    engine: AsyncEngine,
    what: str,
    work: Callable[[AsyncConnection], Awaitable[T]],
    *,
    attempts: int = WRITE_ATTEMPTS,
) -> T:
    """Run ``work`` in a write transaction; retried after a deadlock or a serialization
    failure (with a short random pause), and once on a fresh connection after a SQLite
    fault that renewed the connections (a pooled one may have been opened read-only while
    the file could not be written); any other database failure raised as
    :class:`StoreUnavailable`. ``what`` names the write in the log."""
    renewed = False
    for attempt in range(1, attempts + 1):
        try:
            async with writing(engine) as conn:
                return await work(conn)
        except DBAPIError as error:
            sqlite = engine.dialect.name == "sqlite"
            if error.connection_invalidated and sqlite and not renewed and attempt < attempts:
                renewed = True
                log.warning("%s: %s, trying once on a fresh connection", what, error.orig)
                continue
            race = RETRYABLE_SQLSTATES.get(_sqlstate(error) or "")
            if race is not None and attempt < attempts:
                log.warning(
                    "%s: %s (attempt %d of %d), trying again", what, race, attempt, attempts
                )
                await asyncio.sleep(random.uniform(0.005, 0.02) * attempt)
                continue
            raise unavailable(what, error) from error
        except DATABASE_ERRORS as error:
            raise unavailable(what, error) from error
    raise AssertionError("unreachable")  # pragma: no cover


async def run_read(
    engine: AsyncEngine, what: str, work: Callable[[AsyncConnection], Awaitable[T]]
) -> T:
    """Run ``work`` on a connection; a database failure is raised as StoreUnavailable."""
    try:
        async with engine.connect() as conn:
            return await work(conn)
    except DATABASE_ERRORS as error:
        raise unavailable(what, error) from error


def unavailable(what: str, error: BaseException) -> StoreUnavailable:
    """Log a failed database call and wrap it (the caller chains ``error``)."""
    cause = getattr(error, "orig", None) or error
    metrics.STORE_FAILURES.inc()
    log.error("%s failed: nothing was written (%s: %s)", what, type(cause).__name__, cause)
    return StoreUnavailable(f"{what} failed: {type(cause).__name__}: {cause}")


def _sqlstate(error: DBAPIError) -> str | None:
    orig = error.orig
    code = getattr(orig, "sqlstate", None) or getattr(orig, "pgcode", None)
    if code is None and orig is not None:
        code = getattr(orig.__cause__, "sqlstate", None)
    return code


async def migrate(url: URL) -> None:
    """Bring the schema to the latest migration. Nothing is locked when it already is;
    otherwise the upgrade runs in one transaction under the migration lock, and a process
    that waited for it finds the work done."""
    engine = create_engine(url, lock_timeout=MIGRATION_WAIT, poolclass=pool.NullPool)
    try:
        async with engine.connect() as conn:
            current = await conn.run_sync(_needs_upgrade)
        if not current:
            return
        async with writing(engine) as conn:
            if conn.dialect.name == "postgresql":
                await conn.execute(sa.text(f"SET LOCAL lock_timeout = '{int(MIGRATION_WAIT)}s'"))
                await conn.execute(
                    sa.text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK}
                )
            await conn.run_sync(_upgrade_to_head)
    except DATABASE_ERRORS as error:
        raise unavailable("migrating the database", error) from error
    finally:
        await engine.dispose()


def _alembic_config() -> Any:
    from alembic.config import Config

    return Config(str(ALEMBIC_INI))


def _needs_upgrade(connection: Connection) -> bool:
    from alembic.migration import MigrationContext
    from alembic.script import ScriptDirectory

    heads = set(ScriptDirectory.from_config(_alembic_config()).get_heads())
    return set(MigrationContext.configure(connection).get_current_heads()) != heads


def _upgrade_to_head(connection: Connection) -> None:
    """Apply the Alembic migrations on ``connection`` (run through ``run_sync``)."""
    from alembic import command

    config = _alembic_config()
    config.attributes["connection"] = connection
    command.upgrade(config, "head")
