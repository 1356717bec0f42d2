"""The bot's own permissions, ``/config`` and ``/setup check`` on SimCord: a channel where
the bot may not attach files or send messages refuses to open a table and names what is
missing; the settings outlive a restart; ``/config language:hi`` words a non-Community
server's table messages in Hindi; a permission lost mid-game is told once."""

from __future__ import annotations

import discord
import pytest
import simcord
from simcord.backend.models import Overwrite
from simcord.enums import OverwriteType
from simcord.http.router import RequestContext
from simcord.http.routes import messages as simcord_messages

from bot.discord.frontend import REPOST_AFTER
from bot.storage.daily import DailyStore
from bot.tables.table import Phase
from tests.bot.discord.conftest import World


def bot_member(world: World) -> discord.Object:
    return discord.Object(world.env.backend.bot_user.id)


def channel_without(world: World, name: str, **denied: bool) -> simcord.ChannelHandle:
    """A text channel where the bot's own overwrite denies ``denied``."""
    overwrite = discord.PermissionOverwrite(**{key: False for key in denied})
    bot = world.guild.me
    assert bot is not None
    return world.guild.create_text_channel(name, overwrites={bot: overwrite})


def hindi(text: str) -> bool:
    return any("\u0900" <= ch <= "\u097f" for ch in text)


def moderator(world: World) -> simcord.MemberActor:
    """Cat, with Manage Server."""
    role = world.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("mod"), roles=[role])


async def test_no_table_opens_where_the_bot_cannot_attach_files(world: World) -> None:
    here = channel_without(world, "no-files", attach_files=True)
    refused = await world.ann.slash(here, "game new", game="dealmein")
    assert refused.ephemeral
    text = refused.response.content
    assert "**Attach Files**" in text and f"<#{here.id}>" in text
    assert "Manage Channels" in text and "Manage Roles" in text
    assert "Embed Links" not in text
    assert world.bot.service.table(here.id) is None
    assert here.history() == []


async def test_no_table_opens_where_the_bot_cannot_send(world: World) -> None:
    here = channel_without(world, "read-only", send_messages=True)
    for command, options in (("game new", {"game": "hearts"}), ("play", {"game": "dealmein"})):
        refused = await world.ann.slash(here, command, **options)
        assert refused.ephemeral and "**Send Messages**" in refused.response.content
        assert world.bot.service.table(here.id) is None
    assert here.history() == []


async def test_the_refusal_is_in_the_players_language(world: World) -> None:
    from tests.bot.discord.test_locales import LOCALES  # noqa: F401 (the locales shipped)

    here = channel_without(world, "sin-archivos", attach_files=True, embed_links=True)
    original = simcord.interactions.base_payload

    def spanish(backend: object, **kwargs: object) -> tuple[object, dict[str, object]]:
        record, payload = original(backend, **kwargs)
        payload["locale"] = "es-ES"
        return record, payload

    simcord.interactions.base_payload = spanish
    try:
        refused = await world.ann.slash(here, "game new", game="dealmein")
    finally:
        simcord.interactions.base_payload = original
    assert "**Insertar enlaces**, **Adjuntar archivos**" in refused.response.content
    assert "Gestionar canales" in refused.response.content


async def test_config_is_for_moderators_and_outlives_a_restart(world: World) -> None:
    with pytest.raises(simcord.SetupError, match="default-member-permissions"):
        await world.ann.slash(world.channel, "config", move_timer=45)
    mod = moderator(world)
    other = world.guild.create_text_channel("news")
    changed = await mod.slash(
        world.channel,
        "config",
        move_timer=45,
        computer_level="hard",
        announcements=other,
        allow_channel=world.channel,
    )
    assert changed.ephemeral
    text = changed.response.content
    assert text.startswith("Saved.")
    assert "Default move timer: 45 s" in text and "Computer players' level: hard" in text
    assert f"Announcements: <#{other.id}>" in text
    assert f"Tables open in: <#{world.channel.id}>" in text

    await world.restart()
    shown = await mod.slash(world.channel, "config")
    assert "Saved." not in shown.response.content
    assert "Default move timer: 45 s" in shown.response.content
    refused = await world.ann.slash(other, "game new", game="dealmein")
    assert f"only in <#{world.channel.id}>" in refused.response.content
    assert world.bot.service.table(other.id) is None
    await world.ann.slash(world.channel, "game new", game="rummy500")
    assert world.table().options["turn_seconds"] == 45  # the server's timer
    await world.ann.slash(world.channel, "game addbot")
    assert world.table().seats[-1].level == "hard"
    await world.ann.slash(world.channel, "game abort")
    await world.ann.slash(world.channel, "game new", game="dealmein", level="expert")
    assert world.table().options["level"] == "expert"  # the host's choice wins

    reset = await mod.slash(world.channel, "config", reset="move_timer")
    assert "Default move timer: each game's own" in reset.response.content


async def test_setup_check_lists_what_the_bot_lacks_per_channel(world: World) -> None:
    channel_without(world, "no-files", attach_files=True)
    channel_without(world, "no-threads", create_public_threads=True)
    channel_without(world, "hidden", view_channel=True)
    with pytest.raises(simcord.SetupError, match="default-member-permissions"):
        await world.ann.slash(world.channel, "setup check")
    checked = await moderator(world).slash(world.channel, "setup check")
    assert checked.ephemeral
    [embed] = checked.response.embeds
    lines = (embed.description or "").splitlines()
    channels = world.guild.channels
    assert f"⚠️ <#{channels['no-files'].id}>: lacks **Attach Files**" in lines
    assert f"✅ <#{world.channel.id}>: ready, tables in the channel" in lines  # threads off
    assert f"✅ <#{channels['no-threads'].id}>: ready, tables in the channel" in lines
    assert "1 channel I cannot see (it needs **View Channel**)." in lines
    assert not any(str(channels["hidden"].id) in line for line in lines)
    [settings] = embed.fields
    assert "A thread per table: off" in (settings.value or "")


async def test_config_language_words_a_plain_servers_tables_in_hindi(world: World) -> None:
    assert str(world.env.bot.get_guild(world.guild.id).preferred_locale) == "en-US"
    mod = moderator(world)
    changed = await mod.slash(world.channel, "config", language="hi")
    assert "हिन्दी" in changed.response.content
    opened = await world.ann.slash(world.channel, "game new", game="dealmein")
    assert "Your Deal Me In table is open" in opened.response.content  # Ann's own: English
    assert hindi(str(world.table_message().embeds[0].to_dict()))
    await world.bob.slash(world.channel, "game join")
    await world.ann.slash(world.channel, "game start")
    message = world.table_message()
    assert hindi(str(message.embeds[0].to_dict()))
    assert hindi(message.attachments[0].description or "")  # the picture's words too
    back = await mod.slash(world.channel, "config", language="server")
    assert "the server's (English)" in back.response.content
    await world.swap_one()
    message = world.table_message()
    assert not hindi(str(message.embeds[0].to_dict()))
    assert not hindi(message.attachments[0].description or "")


@pytest.fixture
def files_and_embeds_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    """SimCord 3.2.1 checks Send Messages on a new message, not Attach Files for its files
    nor Embed Links for its embeds, which Discord refuses with 403 Missing Permissions
    (50013): this adds both checks to SimCord's message route."""
    original = simcord_messages._send_permissions

    def checked(ctx: RequestContext, channel_id: int) -> None:
        original(ctx, channel_id)
        if ctx.backend.get_channel(channel_id).guild_id is None:
            return
        if ctx.files:
            ctx.require_channel_permissions(channel_id, "attach_files")
        if ctx.body().get("embeds"):
            ctx.require_channel_permissions(channel_id, "embed_links")

    monkeypatch.setattr(simcord_messages, "_send_permissions", checked)


def take_from_the_bot(world: World, **denied: bool) -> None:
    """Deny the bot ``denied`` in the world's channel, as a moderator would mid-game."""
    deny = discord.Permissions(**denied).value
    world.env.backend.set_overwrite(
        world.channel.id,
        Overwrite(target_id=bot_member(world).id, type=OverwriteType.MEMBER, allow=0, deny=deny),
    )


async def scroll_away(world: World) -> None:
    """Members chat until the table message has scrolled out of view: the next move posts
    it afresh (an edit in place needs neither Send Messages nor Attach Files)."""
    for number in range(REPOST_AFTER):
        await world.cat.send(world.channel, f"chat {number}")


@pytest.mark.usefixtures("files_and_embeds_checked")
async def test_attach_files_lost_mid_game_is_told_once_in_the_channel(world: World) -> None:
    await world.open_two_player_table()
    table = world.table()
    take_from_the_bot(world, attach_files=True)
    await scroll_away(world)
    await world.swap_one()  # saved; its picture cannot be posted anew
    assert table.message_stale and world.bot.service.table(world.channel.id) is table
    await world.env.advance_time(600)  # the driver tries again and again
    told = [m for m in world.channel.history() if "no longer show" in m.content]
    assert len(told) == 1
    assert "**Attach Files**" in told[0].content and "/game abort" in told[0].content
    assert table.message_stale and table.phase is Phase.PLAYING  # waiting, not closed
    world.env.backend.delete_overwrite(world.channel.id, bot_member(world).id)
    await world.env.advance_time(120)
    assert not table.message_stale
    assert world.channel.history()[-1].id == table.message_id
    world.errors.take()  # the failed posts were logged as warnings and errors


async def test_send_messages_lost_mid_game_is_told_to_the_host_by_dm(world: World) -> None:
    await world.open_two_player_table()
    table = world.table()
    dms = len(world.ann.user.dm_channel.history())
    take_from_the_bot(world, send_messages=True)
    await scroll_away(world)
    await world.swap_one()
    await world.env.advance_time(300)
    told = [m for m in world.ann.user.dm_channel.history()[dms:] if "no longer show" in m.content]
    assert len(told) == 1 and "**Send Messages**" in told[0].content
    assert world.bot.service.table(world.channel.id) is table
    world.errors.take()


async def test_the_daily_post_is_not_sent_where_the_bot_cannot_attach(world: World) -> None:
    here = channel_without(world, "no-files", attach_files=True)
    refused = await moderator(world).slash(here, "daily channel")
    assert "**Attach Files**" in refused.response.content
    assert await DailyStore(world.bot.store).channel(world.guild.id) is None
