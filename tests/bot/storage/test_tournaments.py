"""Tournaments in the store: a write names the version it read, so of two writers of the
same version (two processes pairing the same round) exactly one writes; results are read
back from the games' recorded results."""

from __future__ import annotations

import asyncio

from bot.storage import Store
from bot.storage.tournaments import StoredTournament, TournamentStore
from tests.bot.service.helpers import FakeClock
from tests.bot.storage.games import human, table_of


def fresh() -> StoredTournament:
    return StoredTournament("abcdef012345", 100, 5, "counting", "running", {"round": 0}, 0)


async def test_of_two_writers_of_one_version_exactly_one_writes(db_url: str) -> None:
    clock = FakeClock()
    first, second = await Store.open(db_url, clock=clock), await Store.open(db_url, clock=clock)
    try:
        stores = [TournamentStore(first, clock), TournamentStore(second, clock)]
        await stores[0].create(fresh())
        for round_number in range(1, 6):
            copies = [await store.load("abcdef012345") for store in stores]
            for copy, writer in zip(copies, ("a", "b"), strict=True):
                assert copy is not None
                copy.state = {"round": round_number, "paired_by": writer}
            saved = await asyncio.gather(
                *(store.save(copy) for store, copy in zip(stores, copies, strict=True) if copy)
            )
            assert sorted(saved) == [False, True]
            kept = await stores[1].load("abcdef012345")
            assert kept is not None and kept.version == round_number
            assert kept.state["round"] == round_number
        [active] = await stores[0].active()
        assert active.tournament_id == "abcdef012345"
        assert [t.tournament_id for t in await stores[0].in_guild(100)] == ["abcdef012345"]
    finally:
        await first.close()
        await second.close()


async def test_results_come_from_the_recorded_games(db_url: str) -> None:
    clock = FakeClock()
    store = await Store.open(db_url, clock=clock)
    try:
        tournaments = TournamentStore(store, clock)
        await store.record_result(table_of("abcdef012345r1t0", [human(1), human(2)]))
        found = await tournaments.results_of(["abcdef012345r1t0", "abcdef012345r1t1"])
        assert list(found) == ["abcdef012345r1t0"]
        assert [(s.seat, s.rank, s.score) for s in found["abcdef012345r1t0"]] == [
            (0, 1, 8),
            (1, 2, 3),
        ]
        assert await tournaments.results_of([]) == {}
    finally:
        await store.close()
