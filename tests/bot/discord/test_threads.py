"""A thread per table on SimCord: with the server's setting on (the default where the bot
may create threads), ``/game new`` and ``/play`` in a text channel open each table in a new
public thread named after the game and the host, so three tables share one channel; the
channel keeps a one-line note of each, edited with the result when the game ends. Inside a
thread, with the setting off, or where the bot may not create threads, the table opens
where the command was used."""

from __future__ import annotations

import dataclasses

import discord
import simcord

from bot.tables.table import Phase
from tests.bot.discord.conftest import World
from tests.bot.discord.test_dmi_panel import play_to_the_end_from_the_panel


async def threads_on(world: World) -> None:
    """The servers' default (but not the test world's: ``conftest``)."""
    await world.bot.guild_settings.update(world.guild.id, {"threads": True})


def thread_of(world: World, channel_id: int) -> simcord.ChannelHandle:
    return next(thread for thread in world.channel.threads if thread.id == channel_id)


def notes(world: World) -> list[discord.Message]:
    return [m for m in world.channel.history() if m.content.startswith("🂠")]


async def test_three_tables_at_once_in_one_channel_each_in_its_thread(world: World) -> None:
    await threads_on(world)
    ann = await world.ann.slash(world.channel, "game new", game="dealmein")
    bob = await world.bob.slash(world.channel, "game new", game="hearts")
    cat = await world.cat.slash(world.channel, "play", game="dealmein")
    tables = world.bot.service.tables()
    assert len(tables) == 3 and world.bot.service.table(world.channel.id) is None
    threads = {table.host_id: thread_of(world, table.channel_id) for table in tables}
    assert threads[world.ann.id].name == "Deal Me In · ann"
    assert threads[world.bob.id].name == "Hearts Deluxe · bob"
    assert threads[world.cat.id].name == "Deal Me In · cat"
    for reply, host in ((ann, world.ann), (bob, world.bob), (cat, world.cat)):
        assert f"its own thread: <#{threads[host.id].id}>" in reply.response.content
    # One line per table in the channel; the tables themselves are in their threads.
    assert [m.content for m in notes(world)] == [
        "🂠 Deal Me In · ann: open, play in its thread",
        "🂠 Hearts Deluxe · bob: open, play in its thread",
        "🂠 Deal Me In · cat: open, play in its thread",
    ]
    assert not any(m.embeds for m in world.channel.history())
    for table in tables:
        assert table.message_id in [m.id for m in thread_of(world, table.channel_id).history()]

    # Each table is played in its thread: Bob joins Ann's there, Cat plays hers out.
    ann_thread = threads[world.ann.id]
    joined = await world.bob.slash(ann_thread, "game join")
    assert "seated" in joined.response.content
    cats = dataclasses.replace(world, channel=threads[world.cat.id])
    assert cats.table().phase is Phase.PLAYING
    await play_to_the_end_from_the_panel(cats, human=0)
    [note] = [m for m in notes(world) if "cat" in m.content]
    assert note.content.startswith("🂠 Deal Me In · cat: ")
    assert "open, play" not in note.content and "cat" in note.content.split(": ", 1)[1]
    assert len(world.bot.service.tables()) == 2


async def test_a_table_opens_where_asked_in_a_thread_or_with_threads_off(world: World) -> None:
    await threads_on(world)
    await world.ann.slash(world.channel, "game new", game="dealmein")
    [thread] = world.channel.threads
    await world.ann.slash(thread, "game abort")
    # Inside the thread: the table opens there, no thread of a thread.
    await world.bob.slash(thread, "game new", game="rummy500")
    assert world.bot.service.table(thread.id) is not None and len(world.channel.threads) == 1
    # The setting off: in the channel itself, one table per channel.
    await world.bot.guild_settings.update(world.guild.id, {"threads": False})
    await world.cat.slash(world.channel, "game new", game="dealmein")
    assert world.bot.service.table(world.channel.id) is not None
    refused = await world.ann.slash(world.channel, "game new", game="hearts")
    assert "already has a table" in refused.response.content


async def test_without_create_threads_the_table_opens_in_the_channel(world: World) -> None:
    await threads_on(world)
    me = world.guild.me
    assert me is not None
    here = world.guild.create_text_channel(
        "no-threads", overwrites={me: discord.PermissionOverwrite(create_public_threads=False)}
    )
    opened = await world.ann.slash(here, "game new", game="dealmein")
    assert "its own thread" not in opened.response.content
    assert world.bot.service.table(here.id) is not None and here.threads == []
