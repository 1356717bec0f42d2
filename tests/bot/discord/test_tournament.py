"""A Swiss tournament in Discord, to its end: three members and five computer players sign
up, each round opens its tables in threads of their own with the players mentioned, the
members' stalled games are finished by the move timers (a member who times out three
times in a row is replaced by a computer player), and the bot restarts in the middle of
round 2; the tournament still ends after three rounds, nothing paired or recorded twice."""

from __future__ import annotations

import itertools

import discord
import pytest

from bot.tournaments.service import FINISHED
from tests.bot.discord.conftest import World, make_bot
from tests.bot.storage.sql import rows

pytestmark = pytest.mark.simcord(settle_timeout=120)
MINUTE = 60


async def restart(world: World) -> None:
    old = world.bot
    await old.tournaments.stop()
    await old.service.stop()
    await old.daily.stop()
    await old.seasons.stop()
    await old.store.close()
    await world.env.restart_bot(make_bot(world.database_url))


def signup_message(world: World) -> discord.Message:
    for message in reversed(world.channel.history()):
        title = message.embeds[0].title or "" if message.embeds else ""
        if "tournament" in title and message.components:
            return message
    raise AssertionError("no sign-up message")


def posts(world: World, words: str) -> list[discord.Message]:
    return [
        m
        for m in world.channel.history()
        if words in (m.content or "") or (m.embeds and words in (m.embeds[0].title or ""))
    ]


async def play_until(world: World, words: str, count: int, limit: int = 120) -> None:
    """Let the clock run (two minutes a step) until ``count`` posts carry ``words``."""
    for _ in range(limit):
        if len(posts(world, words)) >= count:
            return
        await world.env.advance_time(2 * MINUTE)
    raise AssertionError(f"never {count} posts with {words!r}")


async def test_a_swiss_of_eight_goes_to_its_end_across_a_restart(world: World) -> None:
    opened = await world.ann.slash(
        world.channel, "tournament new", game="dealmein", format="swiss", rounds=3, starts=5
    )
    assert opened.ephemeral
    for member in (world.ann, world.bob, world.cat):
        joined = await member.click(signup_message(world), label="Sign up")
        assert joined.ephemeral and "signed up" in joined.response.content
    again = await world.bob.click(signup_message(world), label="Sign up")
    assert again.ephemeral and "already signed up" in again.response.content
    refused = await world.bob.slash(world.channel, "tournament addbot")
    assert refused.ephemeral and "organizer" in refused.response.content
    for _ in range(5):
        added = await world.ann.slash(world.channel, "tournament addbot", level="easy")
        assert added.ephemeral
    assert "Signed up: 8" in (signup_message(world).embeds[0].description or "")

    await world.env.advance_time(5 * MINUTE + 5)
    threads = world.channel.threads
    assert len(threads) == 4
    greetings = [thread.history()[0].content for thread in threads]
    for member in (world.ann, world.bob, world.cat):
        assert sum(f"<@{member.id}>" in text for text in greetings) == 1

    await play_until(world, "after round 1", 1)
    # Round 2 is paired and its tables open; restart before they finish.
    assert len(world.channel.threads) == 8
    await restart(world)
    await play_until(world, "wins the", 1)

    assert [len(posts(world, f"after round {n}")) for n in (1, 2, 3)] == [1, 1, 1]
    assert len(posts(world, "wins the")) == 1
    assert len(world.channel.threads) == 12
    [running] = await world.bot.tournaments.in_guild(world.guild.id)
    assert running.phase == FINISHED
    engine = running.engine
    assert engine is not None and len(engine.rounds) == 3
    pairs = [frozenset(t) for r in engine.rounds for t in r.tables]
    assert len(pairs) == len(set(pairs)) == 12  # no repeat pairing
    for played in engine.rounds:
        assert sorted(p for t in played.tables for p in t) == sorted(engine.players)
    assert sum(line.points for line in engine.standings()) == 12
    games = await rows(
        world.database_url,
        "SELECT count(*), count(DISTINCT table_id) FROM games WHERE table_id LIKE :p",
        p=f"{running.tournament_id}%",
    )
    assert games == [(12, 12)]
    winner = running.entrant(engine.standings()[0].player)
    [announcement] = posts(world, "wins the")
    expected = winner.name if winner.user_id is None else f"<@{winner.user_id}>"
    assert expected in announcement.content
    await world.env.advance_time(30 * MINUTE)
    assert len(posts(world, "wins the")) == 1
    assert list(itertools.chain(world.errors.take())) == []


async def test_refusals_leaving_dropping_pausing_and_cancelling(world: World) -> None:
    pairs = await world.ann.slash(
        world.channel, "tournament new", game="hearts", format="swiss", seats=2
    )
    assert (
        pairs.ephemeral
        and "Hearts" in pairs.response.content
        and "4 to 4" in (pairs.response.content)
    )
    assert world.channel.threads == []

    await world.ann.slash(world.channel, "tournament new", game="dealmein", format="swiss")
    for member in (world.bob, world.cat):
        await member.click(signup_message(world), label="Sign up")
    left = await world.cat.click(signup_message(world), label="Leave")
    assert left.ephemeral and "left" in left.response.content
    not_in = await world.cat.click(signup_message(world), label="Leave")
    assert not_in.ephemeral and "not in this tournament" in not_in.response.content
    await world.ann.click(signup_message(world), label="Sign up")
    started = await world.ann.slash(world.channel, "tournament start")
    assert started.ephemeral
    assert len(world.channel.threads) == 1  # ann and bob

    late = await world.cat.click(signup_message(world), label="Sign up")
    assert late.ephemeral and "sign-up of this tournament is closed" in late.response.content
    denied = await world.cat.slash(world.channel, "tournament cancel")
    assert denied.ephemeral and "organizer" in denied.response.content
    paused = await world.ann.slash(world.channel, "tournament pause")
    assert paused.ephemeral and "Paused" in paused.response.content
    dropped = await world.ann.slash(world.channel, "tournament drop", member=world.bob)
    assert dropped.ephemeral and f"<@{world.bob.id}>" in dropped.response.content
    standings = await world.cat.slash(world.channel, "tournament standings")
    assert standings.ephemeral
    cancelled = await world.ann.slash(world.channel, "tournament cancel")
    assert cancelled.ephemeral
    assert len(posts(world, "is cancelled")) == 1
    again = await world.ann.slash(world.channel, "tournament cancel")
    assert again.ephemeral and "over" in again.response.content


async def test_a_check_in_before_each_round_and_the_bracket_after_it(world: World) -> None:
    await world.ann.slash(
        world.channel,
        "tournament new",
        game="dealmein",
        format="elimination",
        checkin=5,
        ranked=False,
    )
    assert "Check-in: 5 min" in (signup_message(world).embeds[0].description or "")
    for member in (world.ann, world.bob):
        await member.click(signup_message(world), label="Sign up")
    for _ in range(2):
        await world.ann.slash(world.channel, "tournament addbot", level="easy")
    await world.ann.slash(world.channel, "tournament start")
    [call] = [m for m in world.channel.history() if "press **Check in**" in (m.content or "")]
    assert f"<@{world.ann.id}>" in call.content and f"<@{world.bob.id}>" in call.content
    assert world.channel.threads == []
    checked = await world.ann.click(call, label="Check in")
    assert checked.ephemeral and "checked in for round 1" in checked.response.content
    again = await world.ann.click(call, label="Check in")
    assert again.ephemeral and "already checked in" in again.response.content
    outsider = await world.cat.click(call, label="Check in")
    assert outsider.ephemeral and "not in this tournament" in outsider.response.content

    await world.env.advance_time(5 * MINUTE + 5)  # Bob never checked in: a computer plays for him
    assert len(world.channel.threads) == 2
    await play_until(world, "after round 1", 1)
    [after] = posts(world, "after round 1")
    assert [a.filename for a in after.attachments] == ["bracket.png"]
    running = (await world.bot.tournaments.in_guild(world.guild.id))[0]
    assert running.stand_ins(1) == {f"u{world.bob.id}"}
    await world.ann.slash(world.channel, "tournament cancel")
