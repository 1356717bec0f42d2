"""The daily challenge in Discord: two members see the same position, one move each, a
second attempt refused, the day's end reveals the best move and posts the leaderboard in
the channel an admin chose, and streaks survive a restart (on SimCord's virtual clock,
which starts at 2026-01-01 00:00 UTC)."""

from __future__ import annotations

import discord
import pytest
import simcord

from bot.daily.service import ALREADY_PLAYED
from bot.discord.cogs.daily import NEEDS_MANAGE_SERVER
from engine.dealmein.daily import DailyPosition
from tests.bot.discord.conftest import World, make_bot

DAY = 86_400

#: SimCord waits 5 s for the bot to settle by default; a day's position is made in a
#: worker thread, which takes seconds on a busy machine.
pytestmark = pytest.mark.simcord(settle_timeout=60)


def place_options(action: str) -> dict[str, str]:
    _verb, square, direction, *cards = action.split()
    return {"square": square, "direction": direction, "cards": " ".join(cards)}


async def position_of(world: World, day: int = 1) -> DailyPosition:
    """The server's position on 2026-01-``day`` (named: the test's own code does not run
    on SimCord's clock, only the bot's does)."""
    return await world.bot.daily.position(world.guild.id, f"2026-01-{day:02d}")


async def restart(world: World) -> None:
    """Stop the bot as a process stops (its services, then the store) and start anew."""
    old = world.bot
    await old.service.stop()
    await old.daily.stop()
    await old.store.close()
    await world.env.restart_bot(make_bot(world.database_url))


def admin(world: World) -> simcord.MemberActor:
    role = world.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("dora"), roles=[role])


async def test_two_members_play_the_same_position_once_and_the_day_end_reveals_it(
    world: World,
) -> None:
    shown = []
    for member in (world.ann, world.bob):
        result = await member.slash(world.channel, "daily play")
        assert result.ephemeral
        message = result.followups[-1] if result.followups else result.response
        assert message is not None and message.embeds[0].title == "Deal Me In daily · 2026-01-01"
        assert [a.filename for a in message.attachments] == ["dealmein-table.png", "hand.png"]
        shown.append((message.embeds[0].description, [await a.read() for a in message.attachments]))
    assert shown[0] == shown[1]  # the same board, the same hand, the same words

    position = await position_of(world)
    assert position.placements >= 36

    # Autocomplete: the squares legal moves start on, the best one first; the directions
    # that work from the square chosen; the cards held.
    best = place_options(position.best.action())
    squares = await world.ann.autocomplete(world.channel, "daily place", "square", "")
    assert squares[0]["value"] == best["square"]
    assert [c["value"] for c in squares] == position.start_squares()[:25]
    directions = await world.ann.autocomplete(
        world.channel, "daily place", "direction", "", square=best["square"]
    )
    assert best["direction"] in [c["value"] for c in directions]
    assert [c["value"] for c in directions] == position.directions(best["square"])
    cards = await world.ann.autocomplete(world.channel, "daily place", "cards", "")
    assert [c["value"] for c in cards] == [str(card) for card in position.hand]

    played = await world.ann.slash(
        world.channel, "daily place", **place_options(position.best.action())
    )
    assert played.ephemeral
    assert f"Your score: {position.best.score}." in played.response.content
    assert "revealed" in played.response.content
    assert "```" in played.response.content  # the share line

    again = await world.ann.slash(
        world.channel, "daily place", **place_options(position.most_cards.action())
    )
    answer = f"</daily answer:{world.command_id('daily')}>"  # the command as a mention
    assert again.response.content == ALREADY_PLAYED.replace("`/daily answer`", answer)
    assert again.ephemeral

    # An illegal move is refused and costs nothing: Bob still has his attempt.
    card = str(position.hand[0])
    refused = await world.bob.slash(
        world.channel, "daily place", square="A1", direction="across", cards=card
    )
    assert refused.ephemeral and "touch a card" in refused.response.content
    obvious = await world.bob.slash(
        world.channel, "daily place", **place_options(position.most_cards.action())
    )
    assert f"Your score: {position.most_cards.score}." in obvious.response.content

    # Today's leaderboard, for everyone: scores, but not the best score or move yet.
    board = await world.cat.slash(world.channel, "daily leaderboard")
    assert not board.ephemeral
    message = board.followups[-1] if board.followups else board.response
    assert message is not None
    lines = message.embeds[0].description or ""
    assert lines.splitlines() == [
        f"**1.** <@{world.ann.id}>: {position.best.score}",
        f"**2.** <@{world.bob.id}>: {position.most_cards.score}",
    ]

    # A member who joins the server later that day plays the same position.
    fay = world.guild.add_member(world.env.create_user("fay"))
    late = await fay.slash(world.channel, "daily play")
    message = late.followups[-1] if late.followups else late.response
    assert message is not None
    assert (message.embeds[0].description, [await a.read() for a in message.attachments]) == (
        shown[0]
    )

    # Ann looks at her answer again.
    answer = await world.ann.slash(world.channel, "daily answer")
    assert answer.ephemeral and position.best.action() in answer.response.content
    assert answer.response.attachments  # the board with her move on it
    replayed = await world.ann.slash(world.channel, "daily play")
    shown_again = replayed.followups[-1] if replayed.followups else replayed.response
    assert shown_again is not None and "You played today's challenge" in shown_again.content

    # Only a member with Manage Server picks the channel of the day-end post.
    denied = await world.bob.slash(world.channel, "daily channel")
    assert denied.ephemeral and denied.response.content == NEEDS_MANAGE_SERVER
    chosen = await admin(world).slash(world.channel, "daily channel")
    assert chosen.ephemeral and f"<#{world.channel.id}>" in chosen.response.content

    before = len(world.channel.history())
    await world.env.advance_time(DAY + 1)
    posts = world.channel.history()[before:]
    assert len(posts) == 1
    embed = posts[0].embeds[0]
    assert embed.title == "Deal Me In daily · 2026-01-01: the answer"
    text = embed.description or ""
    assert position.best.action() in text
    assert f"**1.** <@{world.ann.id}>: {position.best.score} ⭐" in text
    assert f"**2.** <@{world.bob.id}>: {position.most_cards.score}" in text
    assert posts[0].attachments and posts[0].attachments[0].description

    # A restart does not post the day's end again.
    await restart(world)
    await world.env.advance_time(60)
    assert len(world.channel.history()) == before + 1

    # A late joiner plays the new day's position (and yesterday's answer is there to see).
    eve = world.guild.add_member(world.env.create_user("eve"))
    late = await eve.slash(world.channel, "daily play")
    message = late.followups[-1] if late.followups else late.response
    assert message is not None and message.embeds[0].title == "Deal Me In daily · 2026-01-02"
    revealed = await eve.slash(world.channel, "daily reveal")
    assert revealed.ephemeral and position.best.action() in (
        revealed.response.embeds[0].description or ""
    )


async def test_a_day_end_missed_while_the_bot_was_down_is_posted_once_at_start(
    world: World,
) -> None:
    await admin(world).slash(world.channel, "daily channel")
    position = await position_of(world)
    await world.cat.slash(world.channel, "daily place", **place_options(position.best.action()))
    await world.bot.daily.stop()  # down over midnight: nothing posts the day's end
    await world.env.advance_time(DAY + 5)
    before = len(world.channel.history())
    await restart(world)
    posts = world.channel.history()[before:]
    assert len(posts) == 1 and "2026-01-01: the answer" in (posts[0].embeds[0].title or "")
    await restart(world)
    assert len(world.channel.history()) == before + 1


async def test_a_streak_survives_a_restart(world: World) -> None:
    for day in range(3):
        position = await position_of(world, day + 1)
        move = position.best if day != 1 else position.most_cards
        played = await world.ann.slash(world.channel, "daily place", **place_options(move.action()))
        assert "Your score" in played.response.content
        await restart(world)
        streak = await world.ann.slash(world.channel, "daily streak")
        assert f"🔥 {day + 1} day" in streak.response.content
        await world.env.advance_time(DAY)
    # Day 3 was on the best move, day 2 was not: a best-move streak of 1.
    streak = await world.ann.slash(world.channel, "daily streak")
    assert "🔥 3 days in a row · ⭐ 1 on the best move · longest 3" in streak.response.content


async def test_the_weekly_challenge_adds_up_the_weeks_dailies(world: World) -> None:
    empty = await world.bob.slash(world.channel, "daily week")
    assert "Nobody has played a daily this week" in (empty.response.embeds[0].description or "")
    position = await position_of(world, 1)
    await world.ann.slash(world.channel, "daily place", **place_options(position.best.action()))
    board = await world.bob.slash(world.channel, "daily week")
    [embed] = board.response.embeds
    assert "Weekly challenge" in (embed.title or "")
    assert f"**1.** <@{world.ann.id}>: {position.best.score} · 1 day" in (embed.description or "")
