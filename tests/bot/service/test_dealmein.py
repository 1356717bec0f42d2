"""The service with the real flagship game: Deal Me In, levels, timeouts and a whole game
of a human against a computer player."""

from __future__ import annotations

import random

import pytest

from bot.storage import Store
from bot.tables import Phase, TableError, TableService
from engine.records import replay
from engine.registry import computer_action
from tests.bot.service.helpers import ANN, BOB, CHANNEL, GUILD, FakeClock, RecordingFrontend


async def test_the_level_sets_the_time_per_move(store: Store) -> None:
    clock = FakeClock()
    service = TableService(store, RecordingFrontend(), clock=clock)
    await service.start()
    try:
        for channel, level, seconds in [(1, "social", 120), (2, "expert", 30), (3, "unlimited", 0)]:
            await service.create(GUILD, channel, ANN, "dealmein", {"level": level})
            await service.join(channel, BOB)
            table = await service.start_game(channel, ANN)
            expected = clock.now + seconds if seconds else None
            assert (table.title, table.deadline) == ("Deal Me In", expected)
    finally:
        await service.stop()


async def test_an_unknown_level_is_refused_with_the_choices(service: TableService) -> None:
    with pytest.raises(TableError, match="choose one of unlimited, social, competitive, expert"):
        await service.create(GUILD, CHANNEL, ANN, "dealmein", {"level": "blitz"})
    assert service.table(CHANNEL) is None


async def test_deal_me_in_refusals_carry_the_engines_reason(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ANN, "dealmein", {"level": "social"})
    await service.join(CHANNEL, BOB)
    table = await service.start_game(CHANNEL, ANN)
    assert table.game is not None
    [mover] = table.game.to_move()
    waiting = [ANN, BOB][1 - mover]
    player = [ANN, BOB][mover]
    before = table.to_dict()
    with pytest.raises(TableError, match="It is not your turn"):
        await service.act(CHANNEL, waiting, "pass")
    with pytest.raises(
        TableError, match=r"^Say what to do: place cards, swap, reclaim a joker or pass\.$"
    ):
        await service.act(CHANNEL, player, "")
    with pytest.raises(TableError, match="'ZZ'"):
        await service.act(CHANNEL, player, "swap ZZ")
    assert table.to_dict() == before


async def test_a_deal_me_in_timeout_costs_ten_points_and_sends_the_new_hand(
    service: TableService, frontend: RecordingFrontend
) -> None:
    await service.create(GUILD, CHANNEL, ANN, "dealmein", {"level": "expert"})
    await service.join(CHANNEL, BOB)
    table = await service.start_game(CHANNEL, ANN)
    assert table.game is not None
    [mover] = table.game.to_move()
    before = table.game.hand(mover)
    frontend.calls.clear()
    assert await service.expire_turn(CHANNEL, table.turn)
    assert table.game.scores()[mover] == 140
    # The swap may draw back the very card it returned (the rules allow it): then the
    # hand is unchanged and no new hand is sent.
    changed = table.game.hand(mover) != before
    assert frontend.of("hand") == ([mover] if changed else [])
    assert "ran out of time: one card swapped (−10)" in frontend.of("announce")[0]


async def test_a_whole_game_against_a_computer_player(
    service: TableService, frontend: RecordingFrontend, store: Store
) -> None:
    await service.create(GUILD, CHANNEL, ANN, "dealmein", {"level": "social"})
    await service.add_bot(CHANNEL, ANN)
    table = await service.start_game(CHANNEL, ANN)
    game = table.game
    assert game is not None
    rng = random.Random(5)
    while table.phase is Phase.PLAYING:
        await frontend.wait_for(lambda: game.over or game.to_move() == [0])
        if game.over:
            break
        await service.act(CHANNEL, ANN, computer_action(game, 0, rng), turn=table.turn)
    await frontend.wait_for(lambda: bool(frontend.of("closed")))
    result = game.result()
    board = await store.leaderboard(GUILD, "dealmein", "all", 1)
    [row] = board.rows
    assert (row.name, row.games, row.wins) == ("Ann", 1, int(0 in result.winners))
    assert row.best_score == result.scores[0]
    out = replay(await service.export_record(CHANNEL))
    assert out["over"] and out["scores"] == result.scores
