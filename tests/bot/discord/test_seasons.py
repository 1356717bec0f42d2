"""Seasons in Discord (SimCord's virtual clock starts at 2026-01-01 00:00 UTC): a moderator
sets them, a season that ends while the bot is down is closed and posted once when it
comes back (and never again), a season that ends while it runs is posted at its end, and
past seasons are browsed with /leaderboard season: and counted in /stats."""

from __future__ import annotations

import random

import discord
import pytest
import simcord

from bot.storage import Store
from bot.tables.table import Phase, Seat, Table
from engine.dealmein.game import DealMeIn
from engine.registry import computer_action
from tests.bot.discord.conftest import World, make_bot, virtual_clock

DAY = 86_400
pytestmark = pytest.mark.simcord(settle_timeout=60)


def moderator(world: World) -> simcord.MemberActor:
    role = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("dora"), roles=[role])


async def record_game(
    world: World, number: int, winner: simcord.MemberActor, loser: simcord.MemberActor
) -> None:
    """A finished Deal Me In game that ``winner`` won, recorded now (the virtual clock)
    as the table service records one."""
    for seed in range(number * 20, number * 20 + 20):
        game = DealMeIn.create(["p", "q"], seed=seed)
        rng = random.Random(seed)
        while not game.over:
            seat = game.to_move()[0]
            game.apply(seat, computer_action(game, seat, rng, "easy"))
        if len(game.result().winners) == 1:
            break
    else:
        raise AssertionError("no seed with one winner")
    members = (winner, loser) if game.result().winners == [0] else (loser, winner)
    table = Table(
        table_id=f"season-{number}",
        guild_id=world.guild.id,
        channel_id=world.channel.id,
        game_id="dealmein",
        options=dict(game.options),
        host_id=winner.id,
        phase=Phase.FINISHED,
        seats=[Seat(m.id, m.name, is_bot=False) for m in members],
        game=game,
        created_at=0.0,
    )
    store = await Store.open(world.database_url, clock=virtual_clock)
    try:
        assert await store.record_result(table)
    finally:
        await store.close()


async def restart(world: World) -> None:
    old = world.bot
    await old.service.stop()
    await old.daily.stop()
    await old.seasons.stop()
    await old.store.close()
    await world.env.restart_bot(make_bot(world.database_url))


def season_posts(world: World) -> list[discord.Message]:
    return [
        m
        for m in world.channel.history()
        if m.embeds
        and "is over" in (m.embeds[0].title or "")
        and "season" in (m.embeds[0].title or "")
    ]


async def test_a_season_ended_while_the_bot_was_down_is_posted_once(world: World) -> None:
    refused = await world.bob.slash(
        world.channel, "season set", game="dealmein", schedule="monthly"
    )
    assert refused.ephemeral and "Manage Server" in refused.response.content
    bad = await moderator(world).slash(
        world.channel, "season set", game="dealmein", time_zone="Mars/Olympus"
    )
    assert bad.ephemeral and "Mars/Olympus is not a time zone" in bad.response.content
    zones = await world.ann.autocomplete(world.channel, "season set", "time_zone", "kolk")
    assert [c["value"] for c in zones] == ["Asia/Kolkata"]
    chosen = await moderator(world).slash(
        world.channel,
        "season set",
        game="dealmein",
        schedule="monthly",
        time_zone="UTC",
        channel=world.channel,
    )
    assert chosen.ephemeral and f"<#{world.channel.id}>" in chosen.response.content

    await record_game(world, 1, world.ann, world.bob)
    await record_game(world, 2, world.ann, world.cat)
    await record_game(world, 3, world.bob, world.cat)
    shown = await world.cat.slash(world.channel, "season show", game="dealmein")
    assert "season **2026-01** ends" in shown.response.content
    assert "No season has ended yet." in shown.response.content

    await world.bot.seasons.stop()  # down over the month's end
    await world.env.advance_time(31 * DAY + 300)
    assert season_posts(world) == []
    await restart(world)
    [post] = season_posts(world)
    embed = post.embeds[0]
    assert embed.title == "Deal Me In: season 2026-01 is over"
    lines = (embed.description or "").splitlines()
    assert lines[0].startswith(f"**1.** <@{world.ann.id}> · 2 games · rating ")
    assert lines[1].startswith(f"**2.** <@{world.bob.id}> · 2 games")
    assert lines[2].startswith(f"**3.** <@{world.cat.id}> · 2 games")
    assert post.attachments and post.attachments[0].filename == "season.png"
    assert "Ann" in (post.attachments[0].description or "") or "ann" in (
        post.attachments[0].description or ""
    )

    await restart(world)
    await world.env.advance_time(60)
    assert len(season_posts(world)) == 1

    # The past season is browsed with /leaderboard season: (the autocomplete offers it).
    offered = await world.cat.autocomplete(
        world.channel, "leaderboard", "season", "", game="dealmein"
    )
    assert [c["value"] for c in offered] == ["dealmein:2026-01"]
    board = await world.cat.slash(world.channel, "leaderboard", season="dealmein:2026-01")
    assert not board.ephemeral
    message = board.response.message
    assert message.embeds[0].title == "Deal Me In: season 2026-01, final standings"
    assert (message.embeds[0].description or "").startswith(f"**1.** <@{world.ann.id}>")
    missing = await world.cat.slash(world.channel, "leaderboard", game="hearts", season="2026-01")
    assert missing.ephemeral and "no past season 2026-01" in missing.response.content
    # The old options still work.
    week = await world.cat.slash(world.channel, "leaderboard", game="dealmein", period="all")
    assert "Leaderboard" in (week.response.message.embeds[0].title or "")

    stats = await world.ann.slash(world.channel, "stats")
    [field] = [f for f in stats.response.message.embeds[0].fields if f.name == "Seasons"]
    assert field.value == "Deal Me In: best place 1 (season 2026-01), 1 season, 2 games"


async def test_a_season_that_ends_while_the_bot_runs_is_posted_at_its_end(world: World) -> None:
    await moderator(world).slash(
        world.channel, "season set", game="dealmein", schedule="weekly", channel=world.channel
    )
    await record_game(world, 1, world.bob, world.ann)
    # 2026-01-01 is a Thursday: the week ends on Monday the 5th at midnight UTC.
    await world.env.advance_time(3 * DAY + 23 * 3600)
    assert season_posts(world) == []
    await world.env.advance_time(3600 + 60)
    [post] = season_posts(world)
    assert post.embeds[0].title == "Deal Me In: season 2026-W01 is over"
    await world.env.advance_time(7 * DAY)
    assert len(season_posts(world)) == 1  # a week nobody played is not posted


async def test_without_a_channel_of_its_own_the_post_goes_to_the_announcements(
    world: World,
) -> None:
    announcements = world.guild.create_text_channel("announcements")
    await world.bot.guild_settings.update(world.guild.id, {"announcements": announcements.id})
    chosen = await moderator(world).slash(
        world.channel, "season set", game="dealmein", schedule="weekly"
    )
    assert "announcement channel" in chosen.response.content
    await record_game(world, 1, world.cat, world.bob)
    await world.env.advance_time(4 * DAY + 60)
    [post] = [m for m in announcements.history() if m.embeds]
    assert post.embeds[0].title == "Deal Me In: season 2026-W01 is over"
    assert season_posts(world) == []
