"""Accepted means saved: with the database locked, read-only or full, a change does not
happen at all (the live table stays exactly as it was, the player is told to try again),
and the table's driver retries timeouts, computer players' moves and results with backoff
until the database is back, so a fault never stalls a table nor advances it unsaved.

The faults are real SQLite failures on the store's own connections: a second connection
holding an exclusive lock (with a short busy timeout on the store's side), ``query_only``
(SQLite's read-only mode) and a database whose pages are all used with ``max_page_count``
at its size (a full disk).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy.pool import Pool

from bot.storage import Store
from bot.tables import Phase, Table, TableError, TableService
from bot.tables.service import NotSaved
from tests.bot.service.helpers import (
    ANN,
    BOB,
    CHANNEL,
    GUILD,
    RecordingFrontend,
    refusal,
    two_player_game,
)

#: SQLite's own limit of pages, i.e. no limit.
NO_PAGE_LIMIT = 1_073_741_823


@dataclass
class SqliteFaults:
    """Real faults on a SQLite file, applied to every pooled connection as it is checked
    out (the store's connections included)."""

    path: Path
    read_only: bool = False
    max_pages: int | None = None
    busy_ms: int = 5000
    locker: sqlite3.Connection | None = None
    checkouts: list[Any] = field(default_factory=list)

    def on_checkout(self, dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA query_only={1 if self.read_only else 0}")
        cursor.execute(f"PRAGMA max_page_count={self.max_pages or NO_PAGE_LIMIT}")
        cursor.execute(f"PRAGMA busy_timeout={self.busy_ms}")
        cursor.close()

    def lock(self) -> None:
        """Another connection takes the write lock and keeps it."""
        self.locker = sqlite3.connect(self.path, isolation_level=None)
        self.locker.execute("BEGIN EXCLUSIVE")
        self.busy_ms = 20

    def make_read_only(self) -> None:
        self.read_only = True

    def fill_disk(self) -> None:
        """Pack the database (other tables' rows, VACUUM), allow no more pages than it has
        and fill what room is left: any write that needs room fails with "database or
        disk is full"."""
        rows = "INSERT INTO tables (table_id, guild_id, channel_id, game_id, phase, state, "
        rows += "updated_at) VALUES (?, ?, ?, 'counting', 'finished', 'x', 0)"
        filler = sqlite3.connect(self.path, isolation_level=None)
        filler.executemany(rows, [(f"f{n}", GUILD, 10_000 + n) for n in range(1000)])
        filler.execute("VACUUM")
        (pages,) = filler.execute("PRAGMA page_count").fetchone()
        filler.execute(f"PRAGMA max_page_count={pages}")
        with contextlib.suppress(sqlite3.OperationalError):  # full
            for n in range(1000, 100_000):
                filler.execute(rows, (f"f{n}", GUILD, 10_000 + n))
        filler.close()
        self.max_pages = pages

    def heal(self) -> None:
        if self.locker is not None:
            self.locker.rollback()
            self.locker.close()
            self.locker = None
        self.read_only = False
        self.max_pages = None
        self.busy_ms = 5000


@pytest.fixture
def backend() -> str:
    """These faults are SQLite's own (locks, ``query_only``, ``max_page_count``): the tests
    run on SQLite only. PostgreSQL's (a lock held, a connection killed) are injected in
    ``tests/bot/storage/test_faults.py``."""
    return "sqlite"


@pytest.fixture
def faults(db_url: str) -> Iterator[SqliteFaults]:
    injected = SqliteFaults(Path(sa.make_url(db_url).database or ""))
    sa.event.listen(Pool, "checkout", injected.on_checkout)
    try:
        yield injected
    finally:
        injected.heal()
        sa.event.remove(Pool, "checkout", injected.on_checkout)


@pytest.fixture
async def quick(store: Store, frontend: RecordingFrontend) -> AsyncIterator[TableService]:
    """A service whose moves time out after 0.3 s and whose retries start at 10 ms."""
    running = TableService(
        store, frontend, bot_delay=0.0, time_scale=0.005, retry_seconds=0.01, retry_max_seconds=0.05
    )
    await running.start()
    yield running
    await running.stop()


def saved_state(faults: SqliteFaults, table: Table) -> dict[str, Any]:
    """The table's row as written in the database (read by another connection)."""
    with sqlite3.connect(faults.path) as reader:
        (state,) = reader.execute(
            "SELECT state FROM tables WHERE table_id = ?", (table.table_id,)
        ).fetchone()
    reader.close()
    loaded: dict[str, Any] = json.loads(state)
    return loaded


def results_of(faults: SqliteFaults, table: Table) -> int:
    with sqlite3.connect(faults.path) as reader:
        (count,) = reader.execute(
            "SELECT count(*) FROM games WHERE table_id = ?", (table.table_id,)
        ).fetchone()
    reader.close()
    return int(count)


FAULTS = {
    "locked": SqliteFaults.lock,
    "read-only": SqliteFaults.make_read_only,
    "full disk": SqliteFaults.fill_disk,
}


@pytest.mark.parametrize("inject", FAULTS.values(), ids=FAULTS.keys())
async def test_a_move_the_database_refuses_changes_nothing(
    service: TableService, frontend: RecordingFrontend, faults: SqliteFaults, inject: Any
) -> None:
    table = await two_player_game(service)
    before = table.to_dict()
    calls = len(frontend.calls)
    inject(faults)
    for _ in range(20):
        with pytest.raises(NotSaved, match=refusal("not_saved")):
            await service.act(CHANNEL, ANN, "add 2")
    assert table.to_dict() == before
    assert len(frontend.calls) == calls, "nothing was announced or redrawn"
    faults.heal()
    assert saved_state(faults, table) == before
    await service.act(CHANNEL, ANN, "add 2")  # the same move, now accepted
    assert table.game is not None and table.game.history == [{"player": 0, "action": "add 2"}]
    assert saved_state(faults, table) == table.to_dict()


async def test_the_refusal_is_a_table_error_the_player_reads(
    service: TableService, faults: SqliteFaults
) -> None:
    await two_player_game(service)
    faults.read_only = True
    with pytest.raises(TableError) as refused:
        await service.act(CHANNEL, ANN, "add 1")
    assert "nothing changed" in str(refused.value) and "try again" in str(refused.value)


@pytest.mark.parametrize("inject", [SqliteFaults.lock, SqliteFaults.make_read_only])
async def test_closing_a_table_the_database_refuses_leaves_it_open(
    service: TableService, frontend: RecordingFrontend, faults: SqliteFaults, inject: Any
) -> None:
    table = await service.create(GUILD, CHANNEL, ANN, "counting", {})
    before = table.to_dict()
    inject(faults)
    with pytest.raises(NotSaved):
        await service.leave(CHANNEL, ANN)  # would close the empty lobby
    with pytest.raises(NotSaved):
        await service.abort(CHANNEL, ANN, moderator=False)
    assert table.to_dict() == before and service.table(CHANNEL) is table
    assert frontend.of("closed") == []
    faults.heal()
    await service.abort(CHANNEL, ANN, moderator=False)
    assert service.table(CHANNEL) is None


@pytest.mark.parametrize("inject", FAULTS.values(), ids=FAULTS.keys())
async def test_lobby_changes_the_database_refuses_change_nothing(
    service: TableService, frontend: RecordingFrontend, faults: SqliteFaults, inject: Any
) -> None:
    table = await service.create(GUILD, CHANNEL, ANN, "counting", {})
    before = table.to_dict()
    inject(faults)
    with pytest.raises(NotSaved):
        await service.join(CHANNEL, BOB)
    with pytest.raises(NotSaved):
        await service.add_bot(CHANNEL, ANN)
    with pytest.raises(NotSaved):
        await service.create(GUILD, CHANNEL + 1, BOB, "counting", {})
    assert table.to_dict() == before and service.table(CHANNEL) is table
    assert service.table(CHANNEL + 1) is None
    assert len(frontend.of("table")) == 1, "only the lobby's opening was drawn"
    faults.heal()
    await service.join(CHANNEL, BOB)
    faults.read_only = True
    with pytest.raises(NotSaved):
        await service.start_game(CHANNEL, ANN)
    assert table.phase is Phase.LOBBY and table.game is None and len(table.seats) == 2
    faults.heal()
    await service.start_game(CHANNEL, ANN)
    assert table.phase is Phase.PLAYING and saved_state(faults, table) == table.to_dict()


async def test_a_timeout_waits_for_the_database_and_is_then_saved(
    quick: TableService, frontend: RecordingFrontend, faults: SqliteFaults
) -> None:
    table = await two_player_game(quick)  # Ann's move times out after 0.3 s
    before = table.to_dict()
    faults.read_only = True
    await asyncio.sleep(1.0)  # the timeout is tried again and again meanwhile
    assert table.to_dict() == before, "the timeout did not happen unsaved"
    faults.heal()
    await frontend.wait_for(lambda: table.turn == before["turn"] + 1, timeout=5.0)
    assert any(text.startswith("Time is up for Ann") for text in frontend.of("announce"))
    assert saved_state(faults, table)["turn"] == table.turn


async def test_a_computer_players_move_is_retried_until_saved(
    service: TableService, frontend: RecordingFrontend, faults: SqliteFaults
) -> None:
    retrying = TableService(
        service.store, frontend, bot_delay=0.0, time_scale=60.0, retry_seconds=0.01
    )
    await service.stop()
    await retrying.start()
    try:
        await retrying.create(GUILD, CHANNEL, ANN, "counting", {})
        await retrying.add_bot(CHANNEL, ANN)
        table = await retrying.start_game(CHANNEL, ANN)
        faults.lock()
        before = table.to_dict()
        with pytest.raises(NotSaved):
            await retrying.act(CHANNEL, ANN, "add 1")
        assert table.to_dict() == before
        faults.heal()
        await retrying.act(CHANNEL, ANN, "add 1")
        faults.lock()
        turn = table.turn
        # The computer player's move is refused by the database again and again...
        with pytest.raises(TimeoutError):
            await frontend.wait_for(lambda: table.turn > turn, timeout=0.3)
        assert table.game is not None and len(table.game.history) == 1
        faults.heal()
        # ...and made once the database is back.
        await frontend.wait_for(lambda: table.turn > turn, timeout=5.0)
        assert table.game.history == [
            {"player": 0, "action": "add 1"},
            {"player": 1, "action": "add 1"},
        ]
        assert saved_state(faults, table) == table.to_dict()
    finally:
        await retrying.stop()


async def test_a_result_the_database_refuses_keeps_the_table_open_until_recorded(
    quick: TableService,
    store: Store,
    frontend: RecordingFrontend,
    faults: SqliteFaults,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = await two_player_game(quick, {"target": 2, "turn_seconds": 0})
    record_result = store.record_result
    attempts: list[int] = []

    async def record_on_a_locked_database(finished: Table) -> bool:
        attempts.append(1)
        if len(attempts) <= 3:
            faults.lock()
        try:
            return await record_result(finished)
        finally:
            faults.heal()

    monkeypatch.setattr(store, "record_result", record_on_a_locked_database)
    events = await quick.act(CHANNEL, ANN, "add 2")  # the winning move: saved at once
    assert [event.kind for event in events] == ["added"]
    assert saved_state(faults, table)["game"]["total"] == 2
    assert quick.table(CHANNEL) is table and results_of(faults, table) == 0
    for change in (
        quick.act(CHANNEL, BOB, "add 1"),
        quick.abort(CHANNEL, ANN, moderator=True),
        quick.kick(CHANNEL, ANN, BOB.user_id, moderator=True),
        quick.leave(CHANNEL, BOB),
    ):
        with pytest.raises(TableError, match="result is being recorded"):
            await change
    await frontend.wait_for(lambda: bool(frontend.of("closed")), timeout=5.0)
    assert len(attempts) == 4
    assert results_of(faults, table) == 1
    assert quick.table(CHANNEL) is None
    assert len(frontend.of("closed")) == 1 and "Ann wins" in frontend.of("closed")[0]


async def test_a_result_still_unrecorded_at_a_stop_is_recorded_after_the_restart(
    store: Store, faults: SqliteFaults, monkeypatch: pytest.MonkeyPatch
) -> None:
    first_frontend = RecordingFrontend()
    first = TableService(store, first_frontend, time_scale=60.0, retry_seconds=60.0)
    await first.start()
    table = await two_player_game(first, {"target": 2})
    record_result = store.record_result

    async def record_on_a_locked_database(finished: Table) -> bool:
        faults.lock()
        try:
            return await record_result(finished)
        finally:
            faults.heal()

    monkeypatch.setattr(store, "record_result", record_on_a_locked_database)
    await first.act(CHANNEL, ANN, "add 2")
    await first.stop()  # the process stops before its driver retried
    assert results_of(faults, table) == 0 and first_frontend.of("closed") == []
    monkeypatch.setattr(store, "record_result", record_result)

    frontend = RecordingFrontend()
    second = TableService(store, frontend, time_scale=60.0)
    await second.start()
    try:
        await frontend.wait_for(lambda: bool(frontend.of("closed")))
        assert results_of(faults, table) == 1 and second.tables() == []
        assert "Ann wins" in frontend.of("closed")[0]
    finally:
        await second.stop()
