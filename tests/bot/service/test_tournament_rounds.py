"""A tournament's rounds through the table service, without discord: the check-in window
before a round, a member absent from it (a computer player standing in, or a forfeit), a
member out of time three moves in a row (a forfeit: last at the table), and games that
do not count for the leaderboards."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.storage import Store
from bot.storage.tournaments import TournamentStore
from bot.tables import TableError, TableService
from bot.tournaments.service import FINISHED, Entrant, Running, TournamentService
from tests.bot.service.helpers import ANN, BOB, CAT, GUILD
from tests.bot.storage.sql import rows

#: Seconds of check-in (real seconds: the window's timer sleeps on the real clock).
CHECKIN = 0.3


@dataclass
class Frontend:
    """The tournament's front end: a new channel for every table, every call noted."""

    calls: list[tuple[str, Any]] = field(default_factory=list)
    tables: dict[int, tuple[int, int, list[str]]] = field(default_factory=dict)

    async def signup_opened(self, tournament: Running) -> int | None:
        return 1

    async def signup_changed(self, tournament: Running) -> None:
        pass

    async def checkin_opened(self, tournament: Running, round_number: int) -> None:
        self.calls.append(("checkin", round_number))

    async def table_channel(
        self, tournament: Running, round_number: int, table: int, seats: Sequence[Entrant]
    ) -> int:
        channel = 1000 + len(self.tables)
        self.tables[channel] = (round_number, table, [e.pid for e in seats])
        return channel

    async def round_over(self, tournament: Running, round_number: int) -> None:
        self.calls.append(("round_over", round_number))

    async def finished(self, tournament: Running) -> None:
        self.calls.append(("finished", None))

    async def cancelled(self, tournament: Running) -> None:
        self.calls.append(("cancelled", None))


@pytest.fixture
async def run(
    store: Store, service: TableService
) -> AsyncIterator[tuple[TournamentService, Frontend]]:
    frontend = Frontend()
    tournaments = TournamentService(TournamentStore(store), service, frontend)
    await tournaments.start()
    yield tournaments, frontend
    await tournaments.stop()


async def entered(tournaments: TournamentService, target: int = 4, **options: Any) -> str:
    running = await tournaments.create(
        GUILD, 50, ANN, "counting", "swiss", 2, 1, 3600.0, {"target": target}, **options
    )
    for player in (ANN, BOB, CAT):
        await tournaments.sign_up(running.tournament_id, player)
    await tournaments.add_computer(running.tournament_id, "normal")
    return running.tournament_id


async def until(check: Any, timeout: float = 10.0) -> None:
    async def poll() -> None:
        while not await check():
            await asyncio.sleep(0.02)

    await asyncio.wait_for(poll(), timeout)


async def finish_humans(service: TableService, move: str = "add 2") -> None:
    """Play every open table's human moves until no table is left."""
    for _ in range(200):
        open_tables = service.tables()
        if not open_tables:
            return
        for table in open_tables:
            game = table.game
            if game is None or game.over:
                continue
            for seat in game.to_move():
                holder = table.seats[seat]
                if holder.user_id is not None:
                    player = next(p for p in (ANN, BOB, CAT) if p.user_id == holder.user_id)
                    await service.act(table.channel_id, player, move, turn=table.turn)
        await asyncio.sleep(0.02)
    raise AssertionError("the tables never finished")


async def test_a_member_absent_from_check_in_is_played_by_a_computer_and_nothing_counts(
    run: tuple[TournamentService, Frontend], service: TableService, db_url: str
) -> None:
    tournaments, frontend = run
    tid = await entered(tournaments, checkin_seconds=CHECKIN, ranked=False)
    await tournaments.begin(tid)
    assert frontend.calls == [("checkin", 1)] and frontend.tables == {}
    await tournaments.check_in(tid, 1, ANN.user_id)
    await tournaments.check_in(tid, 1, BOB.user_id)
    with pytest.raises(TableError) as again:
        await tournaments.check_in(tid, 1, BOB.user_id)
    assert again.value.code == "tournament.checked_in_already"
    with pytest.raises(TableError) as wrong:
        await tournaments.check_in(tid, 2, CAT.user_id)
    assert wrong.value.code == "tournament.no_checkin"

    await until(lambda: _true(len(frontend.tables) == 2))  # the window ran out
    # Cat's table has computer players only: it may have finished already.
    tables = [
        service.table(channel) or service._desk.finished[channel] for channel in frontend.tables
    ]
    [cat_table] = [t for t in tables if any(s.replaced_user_id == 3 for s in t.seats)]
    assert not cat_table.ranked and all(s.is_bot for s in cat_table.seats)
    await finish_humans(service)
    await until(lambda: _phase(tournaments, tid, FINISHED))
    running = await tournaments.get(tid)
    assert running.engine is not None and running.engine.rounds[0].absent == []
    assert running.stand_ins(1) == {"u3"}
    members = await rows(db_url, "SELECT count(*) FROM results WHERE user_id IS NOT NULL")
    assert members == [(0,)]
    assert await rows(db_url, "SELECT count(*) FROM ratings") == [(0,)]
    assert await rows(db_url, "SELECT count(*) FROM results") == [(4,)]


async def test_forfeits_an_absent_member_sits_out_and_one_out_of_time_is_last(
    run: tuple[TournamentService, Frontend], service: TableService, db_url: str
) -> None:
    tournaments, frontend = run
    tid = await entered(tournaments, 20, checkin_seconds=CHECKIN, absence="forfeit")
    await tournaments.begin(tid)
    await tournaments.check_in(tid, 1, ANN.user_id)
    await tournaments.check_in(tid, 1, BOB.user_id)
    await until(lambda: _true(len(frontend.tables) == 1))
    running = await tournaments.get(tid)
    assert running.engine is not None
    [played] = running.engine.rounds
    assert played.absent == ["u3"] and played.byes == ["c1"]
    # Ann leads (three 2s to Bob's 1s), then lets her time run out three moves in a row:
    # a computer player finishes her game, ahead, but she is last at the table.
    [table] = service.tables()
    assert table.ranked
    ann_seat = table.seat_of(ANN.user_id)
    added = 0
    while not table.seats[ann_seat].is_bot:
        game = table.game
        assert game is not None
        if game.to_move() == [ann_seat] and added < 3:
            await service.act(table.channel_id, ANN, "add 2", turn=table.turn)
            added += 1
        elif game.to_move() == [ann_seat]:
            await service.expire_turn(table.channel_id, table.turn)
        else:
            await service.act(table.channel_id, BOB, "add 1", turn=table.turn)
    await finish_humans(service, "add 1")
    await until(lambda: _phase(tournaments, tid, FINISHED))
    [(ann_rank,)] = await rows(
        db_url, "SELECT rank FROM results WHERE user_id = :user", user=ANN.user_id
    )
    assert ann_rank == 1  # the game's own result
    running = await tournaments.get(tid)
    assert running.engine is not None
    [result] = running.engine.rounds[0].results
    assert result is not None
    ranks = dict(zip(result.players, result.ranks, strict=True))
    assert ranks == {"u1": 2, "u2": 1}
    lines = {line.player: line for line in running.standings()}
    assert lines["u3"].points == 0 and lines["u3"].games == 0
    assert lines["c1"].byes == 1


async def _true(value: bool) -> bool:
    return value


async def _phase(tournaments: TournamentService, tid: str, phase: str) -> bool:
    return (await tournaments.get(tid)).phase == phase
