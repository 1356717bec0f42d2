"""``/config`` and ``/setup check``: a server's settings in one place, and what the bot lacks
in each channel (moderators: Manage Server).

``/config`` with no option shows the settings; each option given changes one (kept in the
database: :mod:`bot.storage.guild_settings`), ``reset`` puts one back to the bot's default.
``/setup check`` lists, for every text channel the bot can see, whether a table can open
there (in a thread or in the channel) or which permissions it lacks, with the settings.
Both answer privately, in the moderator's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions
from bot.discord.cogs.game import bot_level_choices
from bot.discord.limits import clamp_embed
from bot.discord.locale import t
from bot.discord.permissions import IN_CHANNEL, missing, needed, permission_names
from bot.discord.port import bot_of
from bot.discord.replies import refusals, reply_privately
from bot.storage.guild_settings import NAMES, GuildSettings
from bot.tables.ports import TableError
from engine import i18n

if TYPE_CHECKING:
    from bot.storage.guild_settings import GuildSettingsStore

CONFIG_COLOUR = discord.Colour(0x2E86C1)

#: The channels ``/setup check`` lists at most (then: "and N more").
MAX_CHANNEL_LINES = 40

#: ``/config language:``: the server's own language, or one the bot speaks.
SERVER_LANGUAGE = "server"
LANGUAGE_CHOICES = [
    app_commands.Choice(name=t(f"bot.choice.{value}"), value=value)
    for value in (SERVER_LANGUAGE, *i18n.LOCALES)
]

#: ``/config reset:``: every setting, by its stored name.
RESET_CHOICES = [app_commands.Choice(name=t(f"bot.choice.{name}"), value=name) for name in NAMES]

TablePlace = discord.TextChannel | discord.CategoryChannel


def settings_store(interaction: discord.Interaction) -> GuildSettingsStore:
    return bot_of(interaction).guild_settings


def moderator_guild(interaction: discord.Interaction) -> int:
    """The server's id, for a member with Manage Server; a refusal otherwise."""
    if interaction.guild_id is None:
        raise TableError.text(t("bot.config.guild_only"))
    if not interaction.permissions.manage_guild:
        raise TableError.text(t("bot.config.manage_server"))
    return interaction.guild_id


def language_name(settings: GuildSettings, guild: discord.Guild | None) -> str:
    if settings.language is not None:
        return t(f"bot.choice.{settings.language}")
    primary = i18n.locale_for(str(guild.preferred_locale) if guild is not None else None)
    return t("bot.config.language.server", language=t(f"bot.choice.{primary}"))


def settings_lines(settings: GuildSettings, guild: discord.Guild | None) -> list[str]:
    """The server's settings, one line each, in the language now."""
    places = ", ".join(f"<#{place}>" for place in settings.table_places)
    if settings.move_timer is None:
        timer = t("bot.config.timer.game")
    elif settings.move_timer == 0:
        timer = t("bot.config.timer.none")
    else:
        timer = t("bot.config.timer.seconds", seconds=settings.move_timer)
    announcements = (
        f"<#{settings.announcements}>"
        if settings.announcements is not None
        else t("bot.config.none")
    )
    return [
        t("bot.config.line.places", places=places or t("bot.config.anywhere")),
        t("bot.config.line.timer", timer=timer),
        t(
            "bot.config.line.threads",
            threads=t("bot.config.on" if settings.threads else "bot.config.off"),
        ),
        t("bot.config.line.announcements", channel=announcements),
        t(
            "bot.config.line.level",
            level=t(f"core.level.{settings.computer_level}"),
        ),
        t("bot.config.line.language", language=language_name(settings, guild)),
        t(
            "bot.config.line.web_leaderboard",
            shown=t("bot.config.on" if settings.web_leaderboard else "bot.config.off"),
        ),
    ]


def channel_line(channel: discord.TextChannel, settings: GuildSettings) -> str | None:
    """What a table needs and the bot lacks in ``channel`` (``None``: it cannot see it)."""
    me = channel.guild.me
    permissions = channel.permissions_for(me) if me is not None else discord.Permissions()
    lacking = missing(permissions, IN_CHANNEL)
    if "view_channel" in lacking:
        return None
    mention = channel.mention
    if lacking:
        line = t(
            "bot.setup.lacks",
            channel=mention,
            permissions=permission_names(lacking),
        )
    elif not settings.threads:
        line = t("bot.setup.ready_threads_off", channel=mention)
    else:
        for_threads = missing(permissions, needed(in_thread=False, opens_thread=True))
        line = (
            t(
                "bot.setup.ready_no_threads",
                channel=mention,
                permissions=permission_names(for_threads),
            )
            if for_threads
            else t("bot.setup.ready", channel=mention)
        )
    if not settings.allows(channel.id, channel.category_id):
        line = t("bot.setup.not_allowed", line=line)
    return line


def check_embed(guild: discord.Guild, settings: GuildSettings) -> discord.Embed:
    """``/setup check``'s answer: the settings, then one line per text channel."""
    seen = [line for channel in guild.text_channels if (line := channel_line(channel, settings))]
    unseen = len(guild.text_channels) - len(seen)
    lines = seen[:MAX_CHANNEL_LINES] or [t("bot.setup.no_channel")]
    if len(seen) > MAX_CHANNEL_LINES:
        lines.append(t("bot.setup.more", count=len(seen) - MAX_CHANNEL_LINES))
    if unseen:
        view = t("bot.config.perm.view_channel")
        lines.append(t("bot.setup.unseen", count=unseen, view=view))
    embed = discord.Embed(
        title=t("bot.setup.title", server=guild.name),
        colour=CONFIG_COLOUR,
        description="\n".join(lines),
    )
    embed.add_field(
        name=t("bot.setup.settings"),
        value="\n".join(settings_lines(settings, guild)),
        inline=False,
    )
    embed.set_footer(text=t("bot.setup.footer"))
    return clamp_embed(embed)


def changes_of(
    current: GuildSettings,
    *,
    language: str | None,
    move_timer: int | None,
    threads: bool | None,
    announcements: int | None,
    computer_level: str | None,
    allow: int | None,
    disallow: int | None,
    web_leaderboard: bool | None = None,
) -> tuple[dict[str, Any], tuple[str, ...]]:
    """The stored changes that ``/config``'s options ask for: (values to set, names to
    reset). The server's own language is the default, hence a reset."""
    changes: dict[str, Any] = {}
    reset: list[str] = []
    if language == SERVER_LANGUAGE:
        reset.append("language")
    elif language is not None:
        changes["language"] = language
    given = {
        "move_timer": move_timer,
        "threads": threads,
        "announcements": announcements,
        "computer_level": computer_level,
        "web_leaderboard": web_leaderboard,
    }
    changes.update((name, value) for name, value in given.items() if value is not None)
    if allow is not None or disallow is not None:
        places = [p for p in current.table_places if p != disallow]
        if allow is not None and allow not in places:
            places.append(allow)
        changes["table_places"] = tuple(places)
    return changes, tuple(reset)


class ConfigCog(commands.Cog):
    """``/config``: shows the server's settings, or changes those given."""

    @app_commands.command(
        name="config", description="This server's settings for card tables (moderators)"
    )
    @app_commands.describe(
        language="The language of table messages, announcements and pictures",
        move_timer="Seconds per move when the host chooses none (0: no limit)",
        threads="Open each table in its own thread",
        announcements="The channel for the bot's announcements",
        computer_level="How well computer players play unless told otherwise",
        allow_channel="Let tables open in this channel or category",
        disallow_channel="No more tables in this channel or category",
        reset="Put one setting back to the bot's default",
        web_leaderboard="Show this server's leaderboard on a web page",
    )
    @app_commands.choices(
        language=LANGUAGE_CHOICES, computer_level=bot_level_choices(), reset=RESET_CHOICES
    )
    @app_commands.default_permissions(manage_guild=True)
    async def config(
        self,
        interaction: discord.Interaction,
        language: app_commands.Choice[str] | None = None,
        move_timer: app_commands.Range[int, 0, 3600] | None = None,
        threads: bool | None = None,
        announcements: discord.TextChannel | None = None,
        computer_level: app_commands.Choice[str] | None = None,
        allow_channel: TablePlace | None = None,
        disallow_channel: TablePlace | None = None,
        reset: app_commands.Choice[str] | None = None,
        web_leaderboard: bool | None = None,
    ) -> None:
        async with refusals(interaction):
            guild_id = moderator_guild(interaction)
            await actions.defer_privately(interaction)
            store = settings_store(interaction)
            current = await store.get(guild_id)
            changes, resets = changes_of(
                current,
                language=language.value if language is not None else None,
                move_timer=move_timer,
                threads=threads,
                announcements=announcements.id if announcements is not None else None,
                computer_level=computer_level.value if computer_level is not None else None,
                allow=allow_channel.id if allow_channel is not None else None,
                disallow=disallow_channel.id if disallow_channel is not None else None,
                web_leaderboard=web_leaderboard,
            )
            if reset is not None:
                changes.pop(reset.value, None)
                resets += (reset.value,)
            if changes or resets:
                current = await store.update(guild_id, changes, reset=resets)
                heading = [t("bot.config.saved")]
            else:
                heading = []
            lines = heading + settings_lines(current, interaction.guild)
            await reply_privately(interaction, "\n".join(lines))


@app_commands.default_permissions(manage_guild=True)
class SetupCog(
    commands.GroupCog,
    group_name="setup",
    group_description="Getting the bot ready on this server (moderators)",
):
    """``/setup check``."""

    @app_commands.command(
        name="check", description="What the bot lacks in each channel, and the server's settings"
    )
    async def check(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = moderator_guild(interaction)
            await actions.defer_privately(interaction)
            settings = await settings_store(interaction).get(guild_id)
            guild = interaction.guild or interaction.client.get_guild(guild_id)
            if guild is None:
                await reply_privately(interaction, "\n".join(settings_lines(settings, None)))
                return
            await reply_privately(interaction, embed=check_embed(guild, settings))
