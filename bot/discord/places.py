"""Where a table opens: the channel or thread the command was used in, or a new thread.

:func:`table_place` is what ``/game new`` and ``/play`` call before the table service
opens a table. It refuses a channel outside the server's table channels (``/config``), then
checks the bot's permissions (:func:`~bot.discord.permissions.require_table_permissions`),
and with the server's ``threads`` setting on (the default) and the command used in a text
channel, opens the table in a new public thread: the bot posts a one-line note of the
table in the channel and starts the thread from it, so several tables share a channel and
the channel keeps one line per table. The thread is named after the game and the host;
the table's channel is the thread. Where the bot may not create threads, or inside a
thread, or with the setting off, the table opens where the command was used (one table per
channel or thread).

When the table closes, :func:`note_result` edits its note with the result
(a thread the bot started from its note has the note's id).
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import discord

from bot.discord.limits import clamp_content
from bot.discord.locale import game_title, guild_locale, t
from bot.discord.permissions import (
    is_thread,
    missing,
    needed,
    require_table_permissions,
)
from bot.discord.port import TableBot, bot_of
from bot.storage.guild_settings import GuildSettings
from bot.tables.ports import TableError
from engine import i18n
from engine.core import DEFAULT_LEVEL, Game
from engine.registry import game_class

if TYPE_CHECKING:
    from bot.tables.table import Table

log = logging.getLogger(__name__)

#: The channel types a table's thread may be started in.
THREAD_PARENTS = (discord.ChannelType.text, discord.ChannelType.news)

#: Discord's longest thread name.
MAX_THREAD_NAME = 100

#: A table's thread is archived after a day without messages (Discord's choice of 60,
#: 1440, 4320 or 10080 minutes); a move or a message in it brings it back.
ARCHIVE_MINUTES: Literal[1440] = 1440

QUIET = discord.AllowedMentions.none()


def places_of(interaction: discord.Interaction) -> tuple[int | None, ...]:
    """The interaction's channel, the channel of its thread and their category: the places
    the server's table channels may name."""
    channel = interaction.channel
    parent_id = getattr(channel, "parent_id", None) if is_thread(channel) else None
    category_id = getattr(channel, "category_id", None)
    if parent_id is not None and interaction.guild is not None:
        parent = interaction.guild.get_channel(parent_id)
        category_id = getattr(parent, "category_id", None)
    return (interaction.channel_id, parent_id, category_id)


def require_allowed(interaction: discord.Interaction, settings: GuildSettings) -> None:
    """Refuse a channel outside the server's table channels, naming them."""
    if settings.allows(*places_of(interaction)):
        return
    places = ", ".join(f"<#{place}>" for place in settings.table_places)
    raise TableError.text(t("bot.config.not_here", places=places))


def opens_thread(interaction: discord.Interaction, settings: GuildSettings) -> bool:
    """Whether a table opened here goes into a new thread: the setting is on, the command
    was used in a text channel, and the bot may create the thread there."""
    channel = interaction.channel
    if not settings.threads or getattr(channel, "type", None) not in THREAD_PARENTS:
        return False
    return not missing(interaction.app_permissions, needed(in_thread=False, opens_thread=True))


@dataclass(frozen=True, slots=True)
class TablePlace:
    """Where a table opens (``channel_id``: a channel, or the ``thread`` made for it), and
    the server's settings read on the way (its defaults for the new table)."""

    channel_id: int
    thread: bool
    settings: GuildSettings


async def table_place(interaction: discord.Interaction, game_id: str) -> TablePlace:
    """Where the table of ``game_id`` opens for the player of ``interaction``; a refusal in
    the language now (the player's) when it may not open here. Call it after deferring,
    or in :func:`bot.discord.actions.soon` (which defers when it runs long): it may post
    the table's note and start its thread (in the server's language)."""
    if interaction.guild_id is None or interaction.channel_id is None:
        raise TableError.text(t("bot.table.guild_only"))
    settings = await bot_of(interaction).guild_settings.get(interaction.guild_id)
    require_allowed(interaction, settings)
    threaded = opens_thread(interaction, settings)
    require_table_permissions(interaction, opens_thread=threaded)
    if not threaded:
        return TablePlace(interaction.channel_id, False, settings)
    return TablePlace(await open_thread(interaction, game_id), True, settings)


def thread_line(place: TablePlace) -> str:
    """The line a reply adds when the table went into a thread ("" otherwise)."""
    if not place.thread:
        return ""
    return "\n" + t("bot.config.thread.opened", thread=f"<#{place.channel_id}>")


async def open_thread(interaction: discord.Interaction, game_id: str) -> int:
    """The new thread of a table of ``game_id`` hosted by the interaction's player, in the
    interaction's channel (:func:`start_table_thread`), named in the server's language."""
    assert interaction.guild_id is not None and interaction.channel_id is not None
    with i18n.speaking(guild_locale(interaction)):  # the channel reads the note
        return await start_table_thread(
            bot_of(interaction),
            interaction.guild_id,
            interaction.channel_id,
            game_id,
            interaction.user.display_name,
        )


async def start_table_thread(
    bot: TableBot, guild_id: int, channel_id: int, game_id: str, host: str
) -> int:
    """Post a table's note in ``channel_id`` and start a public thread from it, named after
    the game and the ``host``, in the language now (the caller speaks the server's); the
    thread's id. Check the permissions first
    (:func:`~bot.discord.permissions.require_table_permissions` with ``opens_thread``)."""
    title = game_title(game_id, game_class(game_id).title)
    name = t("bot.config.thread.name", game=title, host=host)[:MAX_THREAD_NAME]
    channel = bot.get_partial_messageable(channel_id, guild_id=guild_id)
    text = t("bot.config.thread.note", table=name)
    note = await channel.send(clamp_content(text), allowed_mentions=QUIET)
    try:
        thread = await bot.http.start_thread_with_message(
            channel_id,
            note.id,
            name=name,
            auto_archive_duration=ARCHIVE_MINUTES,
            rate_limit_per_user=None,
        )
    except discord.HTTPException:
        with contextlib.suppress(discord.HTTPException):
            await note.delete()
        raise
    return int(thread["id"])


async def note_result(bot: TableBot, table: Table, result: str) -> None:
    """Edit the note of a table that had its own thread with ``result``, in the language
    now (the table's: the front end's) (best effort: a table in a channel, or a note that
    is gone, changes nothing)."""
    thread = bot.get_channel(table.channel_id)
    if not isinstance(thread, discord.Thread) or bot.user is None:
        return
    if thread.owner_id != bot.user.id or thread.parent_id is None:
        return
    text = t("bot.config.thread.note_closed", table=thread.name, result=result)
    note = bot.get_partial_messageable(thread.parent_id, guild_id=table.guild_id)
    try:
        await note.get_partial_message(thread.id).edit(content=clamp_content(text))
    except discord.HTTPException as error:
        log.info("table %s: its note was not edited (%s)", table.table_id, error)


def default_options(game: type[Game], settings: GuildSettings) -> dict[str, Any]:
    """The options a new table of ``game`` takes from the server's settings (its default
    move timer); the host's own options go over them."""
    if settings.move_timer is None:
        return {}
    return game.timer_options(settings.move_timer)


async def server_level(interaction: discord.Interaction) -> str:
    """The level of a computer player seated here without one (the server's setting)."""
    if interaction.guild_id is None:
        return DEFAULT_LEVEL
    settings = await bot_of(interaction).guild_settings.get(interaction.guild_id)
    return settings.computer_level
