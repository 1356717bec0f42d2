"""The lobby through Discord: leave, kick (host or Manage Messages), abort, full tables."""

from __future__ import annotations

import discord
import simcord

from tests.bot.discord.conftest import World


async def test_leave_kick_and_abort(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein")
    await world.bob.slash(world.channel, "game join")
    await world.cat.slash(world.channel, "game join")
    assert len(world.table().seats) == 3

    refused = await world.bob.slash(world.channel, "game kick", member=world.cat)
    assert refused.ephemeral and "Only the host or a moderator" in refused.response.content
    kicked = await world.ann.slash(world.channel, "game kick", member=world.cat)
    assert kicked.ephemeral and "cat was removed" in kicked.response.content
    left = await world.bob.slash(world.channel, "game leave")
    assert left.ephemeral
    assert [seat.user_id for seat in world.table().seats] == [world.ann.id]
    assert "Seats (1/4)" in world.table_message().embeds[0].fields[0].name

    await world.ann.slash(world.channel, "game abort")
    assert world.bot.service.table(world.channel.id) is None
    closing = world.channel.last_message
    assert closing is not None and closing.embeds[0].title == "Deal Me In: closed"
    assert "aborted by ann" in (closing.embeds[0].description or "")
    assert all(not message.components for message in world.channel.history())


async def test_a_moderator_may_abort_a_game_they_do_not_play(world: World) -> None:
    moderators = world.guild.create_role(
        "Mods", permissions=discord.Permissions(manage_messages=True)
    )
    mod = world.guild.add_member(world.env.create_user("mod"), roles=[moderators])
    await world.ann.slash(world.channel, "game new", game="dealmein")
    await world.bob.slash(world.channel, "game join")
    await world.ann.slash(world.channel, "game start")
    aborted = await mod.slash(world.channel, "game abort")
    assert aborted.ephemeral and "closed" in aborted.response.content
    assert world.bot.service.table(world.channel.id) is None


async def test_a_full_table_takes_no_more_players(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein")
    for _ in range(3):
        await world.ann.slash(world.channel, "game addbot")
    full = await world.bob.click(world.table_message(), label="Join")
    assert full.ephemeral and "The table is full" in full.response.content
    busy = await world.bob.slash(world.channel, "game new", game="dealmein")
    assert busy.ephemeral and "already has a table" in busy.response.content


async def test_a_lobby_nobody_starts_closes_by_itself(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein")
    await world.env.advance_time(899)
    assert world.bot.service.table(world.channel.id) is not None
    await world.env.advance_time(2)
    assert world.bot.service.table(world.channel.id) is None
    closing = world.channel.last_message
    assert closing is not None and "Nobody started" in (closing.embeds[0].description or "")


async def test_a_thread_has_its_own_table(world: World) -> None:
    # SimCord's actors cannot open threads; its backend can (as Discord would on a click).
    backend = world.env.backend
    thread = simcord.ChannelHandle(
        world.env, world.guild, backend.create_thread(world.channel.id, "game 2", world.bob.id)
    )
    await world.ann.slash(world.channel, "game new", game="dealmein")
    opened = await world.bob.slash(thread, "game new", game="dealmein", level="expert")
    assert opened.ephemeral and "table is open" in opened.response.content
    assert world.table().host_id == world.ann.id
    in_thread = world.bot.service.table(thread.id)
    assert in_thread is not None and in_thread.host_id == world.bob.id
    assert thread.last_message is not None and thread.last_message.embeds
