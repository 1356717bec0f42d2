"""The hottest write, a table's save after every move, costs the event loop as few trips to
the database driver as it can, and the cheaper path changes nothing of what is kept."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import make_url

from bot.storage import Store, TableOwnedElsewhere
from bot.storage.database import create_engine, writing
from bot.storage.store import LOCK_TIMEOUT
from tests.bot.storage.games import human, table_of

ANN, BOB = human(1, "Ann"), human(2, "Bob")


async def test_a_save_is_one_statement_and_a_stale_copy_of_a_closed_game_none(
    db_url: str,
) -> None:
    """SQLite's writers take turns, so the check that the game is not closed is part of the
    save's one statement; PostgreSQL runs it again as a statement of its own (READ
    COMMITTED: it sees a close committed while the save waited for the row)."""
    await (await Store.open(db_url)).close()
    engine = create_engine(make_url(db_url), lock_timeout=LOCK_TIMEOUT)
    store = Store(engine)
    statements: list[str] = []

    def noted(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        statements.append(statement.split()[0])

    sa.event.listen(engine.sync_engine, "before_cursor_execute", noted)
    try:
        table = table_of("t", [ANN, BOB], moves=3)
        await store.save_table(table)
        await store.save_table(table)
        expected = ["INSERT", "SELECT"] if engine.dialect.name == "postgresql" else ["INSERT"]
        if engine.dialect.name == "sqlite":
            expected = ["BEGIN", *expected]
        assert statements == expected * 2

        assert await store.record_result(table_of("t", [ANN, BOB]))
        with pytest.raises(TableOwnedElsewhere, match="already closed"):
            await store.save_table(table)
        assert (await store.load_tables()).tables == []
    finally:
        await store.close()


async def test_a_connection_given_back_in_a_transaction_is_rolled_back(tmp_path: Path) -> None:
    """SQLite's pool rolls back only a connection SQLite says is in a transaction (not
    after every commit); one given back in the middle of one is, and the next write
    begins. (PostgreSQL keeps the pool's own reset.)"""
    url = make_url(f"sqlite+aiosqlite:///{tmp_path / 'reset.db'}")
    engine = create_engine(url, lock_timeout=LOCK_TIMEOUT)
    try:
        async with engine.connect() as conn:
            raw = await conn.get_raw_connection()
            driver = raw.driver_connection
            await driver.execute("BEGIN")
            assert driver.in_transaction
        async with writing(engine) as conn:
            again = (await conn.get_raw_connection()).driver_connection
            assert again is driver
            await conn.execute(sa.text("CREATE TABLE kept (n INTEGER)"))
        assert not driver.in_transaction
    finally:
        await engine.dispose()
