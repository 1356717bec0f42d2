"""The daily service without discord: one attempt a day, refusals that change nothing,
streaks from the stored days, and the day-end post sent once, also across restarts, a
failed send and a day missed while the bot was down (an injected clock)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from functools import cache
from pathlib import Path

import pytest

from bot.daily.service import (
    ALREADY_PLAYED,
    NOT_PLAYED,
    DailyService,
    DayResults,
    Streaks,
    day_start,
    streaks_of,
)
from bot.storage import Store
from bot.storage.daily import DailyStore
from bot.tables.ports import Player, TableError
from engine.core import IllegalAction
from engine.dealmein.daily import DailyPosition, daily_position

GUILD = 77
CHANNEL = 500
ANN = Player(1, "Ann")
BOB = Player(2, "Bob")
DAY = 86_400.0
FIRST = "2026-05-01"


@cache
def generated(day: str, guild_id: int) -> DailyPosition:
    """The engine's generator, once per day and server for the whole test module."""
    return daily_position(day, guild_id)


class Clock:
    def __init__(self) -> None:
        self.now = day_start(FIRST) + 3600.0

    def __call__(self) -> float:
        return self.now


class Posts:
    """A front end that records the day-end posts (or fails while ``failing``)."""

    def __init__(self) -> None:
        self.sent: list[tuple[int, str, int, list[int]]] = []
        self.failing = False

    async def day_ended(self, results: DayResults, channel_id: int) -> int | None:
        if self.failing:
            raise RuntimeError("discord is down")
        self.sent.append(
            (results.guild_id, results.day, channel_id, [a.user_id for a in results.attempts])
        )
        return 1000 + len(self.sent)


class World:
    def __init__(self, url: str) -> None:
        self.url = url
        self.clock = Clock()
        self.posts = Posts()
        self.store: Store | None = None
        self.service: DailyService | None = None

    async def start(self) -> DailyService:
        self.store = await Store.open(self.url, clock=self.clock)
        self.service = DailyService(
            DailyStore(self.store, self.clock), self.posts, clock=self.clock, generate=generated
        )
        return self.service

    async def restart(self) -> DailyService:
        await self.stop()
        return await self.start()

    async def stop(self) -> None:
        assert self.service is not None and self.store is not None
        await self.service.stop()
        await self.store.close()


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    made = World(f"sqlite+aiosqlite:///{tmp_path / 'daily.db'}")
    await made.start()
    yield made
    await made.stop()


def parts(action: str) -> tuple[str, str, str]:
    _verb, square, direction, *cards = action.split()
    return square, direction, " ".join(cards)


async def play_best(service: DailyService, player: Player = ANN, best: bool = True) -> int:
    position = await service.position(GUILD)
    move = position.best if best else position.most_cards
    played = await service.play(GUILD, player, *parts(move.action()))
    return played.attempt.score


async def test_one_attempt_a_day_and_a_refusal_changes_nothing(world: World) -> None:
    service = world.service
    assert service is not None
    position = await service.position(GUILD)
    assert position.day == FIRST and (await service.position(GUILD)) is position
    with pytest.raises(TableError, match="haven't played"):
        await service.answer(GUILD, ANN.user_id)
    with pytest.raises(IllegalAction):
        await service.play(GUILD, ANN, "A1", "across", str(position.hand[0]))
    assert not await service.has_played(GUILD, ANN.user_id)
    assert await play_best(service) == position.best.score
    with pytest.raises(TableError) as refused:
        await play_best(service, best=False)
    assert str(refused.value) == ALREADY_PLAYED
    again, attempt = await service.answer(GUILD, ANN.user_id)
    assert attempt.action == position.best.action() and again is position
    results = await service.results(GUILD)
    assert [(a.user_id, a.best) for a in results.attempts] == [(ANN.user_id, True)]
    assert NOT_PLAYED  # the text exists for the discord adapter


async def test_the_position_is_kept_so_a_restart_or_a_new_generator_keeps_it(
    world: World,
) -> None:
    before = await world.service.position(GUILD)  # type: ignore[union-attr]
    await world.restart()
    world.service._generate = lambda day, guild: generated("2030-01-01", guild)  # type: ignore[union-attr]
    after = await world.service.position(GUILD)  # type: ignore[union-attr]
    assert after == before


async def test_streaks_count_days_in_a_row_and_survive_a_restart(world: World) -> None:
    service = world.service
    assert service is not None
    await play_best(service)
    for best in (False, True):
        world.clock.now += DAY
        service = await world.restart()
        await play_best(service, best=best)
    assert await service.streaks(GUILD, ANN.user_id) == Streaks(played=3, best=1, longest=3)
    world.clock.now += DAY  # today not played yet: the streak is still alive
    assert (await service.streaks(GUILD, ANN.user_id)).played == 3
    world.clock.now += DAY  # a day missed: it is over
    assert await service.streaks(GUILD, ANN.user_id) == Streaks(played=0, best=0, longest=3)


def test_streaks_from_history() -> None:
    history = [("2026-05-05", True), ("2026-05-04", True), ("2026-05-02", False)]
    assert streaks_of(history, "2026-05-05") == Streaks(2, 2, 2)
    assert streaks_of(history, "2026-05-06") == Streaks(2, 2, 2)
    assert streaks_of(history, "2026-05-07") == Streaks(0, 0, 2)
    assert streaks_of([], "2026-05-07") == Streaks(0, 0, 0)


async def test_the_day_end_is_posted_once_across_restarts(world: World) -> None:
    service = world.service
    assert service is not None
    await service.set_channel(GUILD, CHANNEL)
    await play_best(service)
    await play_best(service, BOB, best=False)
    assert await service.post_due() is False and world.posts.sent == []  # not over yet
    world.clock.now += DAY
    await service.post_due()
    assert world.posts.sent == [(GUILD, FIRST, CHANNEL, [ANN.user_id, BOB.user_id])]
    await service.post_due()
    service = await world.restart()
    await service.post_due()
    assert len(world.posts.sent) == 1


async def test_a_failed_post_is_sent_later_and_only_once(world: World) -> None:
    service = world.service
    assert service is not None
    await service.set_channel(GUILD, CHANNEL)
    await play_best(service)
    world.clock.now += DAY
    world.posts.failing = True
    assert await service.post_due() is True
    world.posts.failing = False
    service = await world.restart()
    assert await service.post_due() is False
    assert await service.post_due() is False
    assert [post[1] for post in world.posts.sent] == [FIRST]


async def test_no_channel_or_nobody_playing_posts_nothing(world: World) -> None:
    service = world.service
    assert service is not None
    await play_best(service)  # played, but no channel chosen
    await service.position(GUILD + 1)  # a channel, but nobody played
    await service.set_channel(GUILD + 1, CHANNEL)
    world.clock.now += DAY
    await service.post_due()
    assert world.posts.sent == []


async def test_a_restarted_service_posts_the_day_it_missed_at_start(world: World) -> None:
    service = world.service
    assert service is not None
    await service.set_channel(GUILD, CHANNEL)
    await play_best(service)
    await world.stop()
    world.clock.now += 2 * DAY  # down for two midnights
    service = await world.start()
    await service.start()
    for _ in range(100):
        if world.posts.sent:
            break
        await asyncio.sleep(0.01)
    assert [post[1] for post in world.posts.sent] == [FIRST]


async def test_the_week_scores_its_seven_dailies_together_and_a_season_names_its_champion(
    world: World,
) -> None:
    service = world.service
    assert service is not None
    scores = {ANN.user_id: 0, BOB.user_id: 0}
    # 2026-05-01 is a Friday: its week runs from Monday 04-27 to Sunday 05-03.
    for day in range(4):  # Friday to Monday: three days of one week, one of the next
        scores[ANN.user_id] += await play_best(service, ANN) if day < 3 else 0
        if day % 2 == 0:
            scores[BOB.user_id] += await play_best(service, BOB, best=False) if day < 3 else 0
        if day == 3:
            await play_best(service, BOB, best=False)
        world.clock.now += DAY
    monday, totals = await service.week(GUILD, FIRST)
    assert monday == "2026-04-27"
    assert [(t.user_id, t.total, t.days) for t in totals] == [
        (ANN.user_id, scores[ANN.user_id], 3),
        (BOB.user_id, scores[BOB.user_id], 2),
    ]
    assert totals[0].best == 3
    next_monday, next_week = await service.week(GUILD)
    assert next_monday == "2026-05-04" and [t.user_id for t in next_week] == [BOB.user_id]
    champion = await service.champion(GUILD, day_start("2026-05-01"), day_start("2026-05-03"))
    assert champion is not None and champion.user_id == ANN.user_id and champion.days == 2
    assert await service.champion(GUILD, day_start(FIRST) + 1, day_start(FIRST) + DAY) is None
