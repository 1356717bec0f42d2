"""The bot's own permissions where it runs a table, checked before the table opens and
named when missing.

A table needs, where its messages go: View Channel, Send Messages (Send Messages in
Threads in a thread), Embed Links and Attach Files (the table message is an embed with a
picture). Opening the table in a new thread (:mod:`bot.discord.threads`) also needs, in
the channel: Send Messages (the table's one-line note), Read Message History and Create
Public Threads (the thread starts from the note).

:func:`require_table_permissions` is the one check every way of opening a table calls
(``/game new``, ``/play``, Play again, a tournament's tables, ``/daily channel``): it
refuses with a :class:`~bot.tables.ports.TableError` naming, in the reader's language,
what is missing and who can grant it (someone with Manage Channels, in the channel's
settings, or Manage Roles, on the bot's role). It reads the permissions Discord computed
for the interaction (``app_permissions``: no cache needed), or those the bot's cache
computes for a channel when there is no interaction (a tournament's table).

A permission taken away mid-game makes Discord refuse the table message (403): the front
end raises :class:`PermissionsLost`, the table waits for it (the table service repairs the
message when it is back), and :class:`LostPermissions` tells it once, where the bot still
can.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.discord.locale import game_title, t
from bot.discord.wording import COMMANDS
from bot.tables.ports import DeliveryFailed, TableError

if TYPE_CHECKING:
    from bot.tables.table import Table

log = logging.getLogger(__name__)

#: What a table needs in a text channel, and in a thread.
IN_CHANNEL: tuple[str, ...] = ("view_channel", "send_messages", "embed_links", "attach_files")
IN_THREAD: tuple[str, ...] = (
    "view_channel",
    "send_messages_in_threads",
    "embed_links",
    "attach_files",
)
#: What opening a table in a new thread needs in the channel, besides :data:`IN_THREAD`.
TO_OPEN_THREAD: tuple[str, ...] = (
    "send_messages",
    "read_message_history",
    "create_public_threads",
)

#: Every permission the bot asks for at a table, in the order they are named.
ALL: tuple[str, ...] = tuple(dict.fromkeys(IN_CHANNEL + IN_THREAD + TO_OPEN_THREAD))

Place = discord.abc.GuildChannel | discord.Thread


def needed(*, in_thread: bool, opens_thread: bool = False) -> tuple[str, ...]:
    """The permissions a table needs: in a thread, in a channel, or in a thread it opens."""
    if opens_thread:
        return tuple(dict.fromkeys(TO_OPEN_THREAD + IN_THREAD))
    return IN_THREAD if in_thread else IN_CHANNEL


def missing(permissions: discord.Permissions, wanted: tuple[str, ...]) -> list[str]:
    """The names of ``wanted`` that ``permissions`` lacks, in :data:`ALL`'s order."""
    if permissions.administrator:
        return []
    return [name for name in ALL if name in wanted and not getattr(permissions, name)]


def is_thread(place: object) -> bool:
    """Whether ``place`` (a channel, or an interaction's channel) is a thread."""
    kind = getattr(place, "type", None)
    return kind in (
        discord.ChannelType.public_thread,
        discord.ChannelType.private_thread,
        discord.ChannelType.news_thread,
    )


def permissions_at(place: discord.Interaction | Place | None) -> discord.Permissions:
    """The bot's permissions where ``place`` is: as Discord computed them for the
    interaction, or from the cache for a channel (none when the bot is not cached there)."""
    if isinstance(place, discord.Interaction):
        return place.app_permissions
    if place is None:
        return discord.Permissions.none()
    me = place.guild.me
    if me is None:
        return discord.Permissions.none()
    try:
        return place.permissions_for(me)
    except discord.ClientException:  # a thread whose channel is not cached
        return discord.Permissions.none()


def permission_names(names: list[str]) -> str:
    """``**Attach Files**, **Embed Links**``: as Discord's settings name them, in the
    language now."""
    return ", ".join(f"**{t(f'bot.config.perm.{name}')}**" for name in names)


def missing_text(place_id: int, names: list[str]) -> str:
    """What the bot lacks at ``place_id`` and who can grant it, in the language now."""
    return t(
        "bot.config.missing",
        place=f"<#{place_id}>",
        permissions=permission_names(names),
        manage_channels=t("bot.config.perm.manage_channels"),
        manage_roles=t("bot.config.perm.manage_roles"),
    )


def require_table_permissions(
    place: discord.Interaction | Place, *, opens_thread: bool = False
) -> None:
    """Refuse (:class:`TableError`, worded in the language now: the reader's) unless the
    bot may run a table at ``place``: the interaction's channel or thread, or a channel or
    thread; with ``opens_thread``, a table in a new thread of that channel. Nothing has
    changed then."""
    channel = place.channel if isinstance(place, discord.Interaction) else place
    place_id = place.channel_id if isinstance(place, discord.Interaction) else place.id
    wanted = needed(in_thread=is_thread(channel), opens_thread=opens_thread)
    lacking = missing(permissions_at(place), wanted)
    if lacking:
        raise TableError.text(missing_text(place_id or 0, lacking))


#: Discord's refusals for want of a permission: Missing Access, Missing Permissions.
PERMISSION_CODES = frozenset({50001, 50013})

#: What the bot needs to write a line in a channel or thread.
TO_WRITE = frozenset({"view_channel", "send_messages", "send_messages_in_threads"})


class PermissionsLost(DeliveryFailed):
    """Discord refused the table's channel for want of a permission (403): the table waits
    (its message is repaired once the permission is back), and is told so once
    (:class:`LostPermissions`)."""


class LostPermissions:
    """Tells, once per table, that the bot lost a permission it needs at the table: in the
    channel when the bot may still write there (Attach Files or Embed Links taken away),
    else to the host by DM. That it was told is kept on the table (``Table.lost_told``,
    saved with it), so a restarted bot does not tell the same loss again."""

    def __init__(self, bot: discord.Client) -> None:
        self.bot = bot

    @staticmethod
    def recovered(table: Table) -> None:
        """The table's channel took a message again: a later loss is told again."""
        table.lost_told = False

    async def tell(self, table: Table) -> None:
        """Tell of the loss at ``table`` in the language now (the table's: the front end's
        tasks speak it), once: the mark is saved with the table, so a restart does not
        tell it again."""
        if table.lost_told:
            return
        table.lost_told = True
        channel = self.bot.get_channel(table.channel_id)
        place = channel if isinstance(channel, discord.abc.GuildChannel | discord.Thread) else None
        wanted = needed(in_thread=is_thread(place))
        lacking = missing(permissions_at(place), wanted) if place is not None else []
        text = t(
            "bot.config.lost",
            game=game_title(table.game_id, table.title),
            place=f"<#{table.channel_id}>",
            permissions=permission_names(lacking or list(wanted)),
            manage_channels=t("bot.config.perm.manage_channels"),
            manage_roles=t("bot.config.perm.manage_roles"),
            abort=f"`{COMMANDS['abort']}`",
        )
        try:
            if place is not None and lacking and not TO_WRITE & set(lacking):
                target: discord.abc.Messageable = self.bot.get_partial_messageable(
                    table.channel_id, guild_id=table.guild_id
                )
            else:
                target = await self.bot.create_dm(discord.Object(table.host_id))
            await target.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            log.warning("table %s: the lost permission was not told (%s)", table.table_id, error)
