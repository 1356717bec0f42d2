"""The bot: a ``commands.Bot`` (or ``AutoShardedBot`` when sharding) that owns the store
and the table service, and registers the commands and the persistent views.

``setup_hook`` runs once, before the gateway connects: it opens the store (applying
migrations), starts the table service (which reloads every unfinished table of this
process's shards and re-arms its timer), adds the cogs (every registered game's from its
manifest: :mod:`bot.discord.plugins`), registers the persistent views and syncs the slash
commands, named and described in every language of the catalogue
(:class:`~bot.discord.translator.CatalogueTranslator`). A server the bot leaves, or a
channel deleted under a table, closes its tables as abandoned. Once the tables are loaded,
their channels are reconciled (a dead table message left by a kill is deleted) in the
background, and every message the bot sees counts for the re-post rule of the table
message of its channel (:mod:`bot.discord.frontend`).

discord.py waits out a rate limit for at most ``max_ratelimit_timeout`` (its smallest, 30 s)
instead of for ever; the table message's own attempts are cut sooner and retried by its
board, so a table is repaired within 30 s of a move once Discord answers again.
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import logging
import mimetypes
import time
from collections.abc import Awaitable, Mapping
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

import images
from bot.config import Settings
from bot.daily.service import DailyService
from bot.discord import drawing, endgame, mentions
from bot.discord.casual import ConfirmButton, PracticeCog
from bot.discord.cogs.config import ConfigCog, SetupCog
from bot.discord.cogs.daily import DailyCog
from bot.discord.cogs.daily_answers import DiscordDailyFrontend
from bot.discord.cogs.daily_panel import DAILY_ITEMS
from bot.discord.cogs.game import GameCog
from bot.discord.cogs.help import HelpCog
from bot.discord.cogs.play import PlayCog
from bot.discord.cogs.rules import RulesCog
from bot.discord.cogs.scores import LeaderboardPageButton, ScoresCog
from bot.discord.cogs.seasons import DiscordSeasonFrontend, SeasonCog, SeasonPageButton
from bot.discord.cogs.settings import SettingsCog
from bot.discord.cogs.tournament import (
    CheckInButton,
    DiscordTournamentFrontend,
    SignUpButton,
    TournamentCog,
)
from bot.discord.frontend import QUIET, DiscordFrontend
from bot.discord.locale import DEFAULT_LOCALE, ClientLocales, player_locale, t
from bot.discord.plugins import check_games, game_plugins
from bot.discord.port import TableBot
from bot.discord.replies import reply_privately, report_failure
from bot.discord.translator import CatalogueTranslator
from bot.discord.views import TableView
from bot.discord.web import ChannelAccess
from bot.monitoring.server import MonitoringServer, discord_trace
from bot.seasons.service import SeasonService
from bot.storage import Store
from bot.storage.daily import DailyStore
from bot.storage.guild_settings import GuildSettingsStore
from bot.storage.seasons import SeasonStore
from bot.storage.tournaments import TournamentStore
from bot.tables.service import TableService
from bot.tables.thinking import thinking_for
from bot.tournaments.service import TournamentService
from bot.web.server import WebFront, web_options
from engine import i18n

log = logging.getLogger(__name__)


async def _timed(work: Awaitable[object]) -> float:
    """The seconds ``work`` took."""
    began = time.perf_counter()
    await work
    return time.perf_counter() - began


def intents() -> discord.Intents:
    """Default intents without any privileged one: slash commands need no message content."""
    chosen = discord.Intents.default()
    chosen.message_content = False
    chosen.members = False
    chosen.presences = False
    return chosen


def apply_endpoints(settings: Settings) -> None:
    """Point discord.py at a REST and/or gateway proxy when the settings name one.

    discord.py builds every REST URL from ``Route.BASE`` and connects to
    ``DiscordWebSocket.DEFAULT_GATEWAY`` unless it was given a gateway (an
    ``AutoShardedBot`` without a shard count asks ``/gateway/bot``, i.e. the REST proxy).
    """
    if settings.api_base is not None:
        discord.http.Route.BASE = settings.api_base
    if settings.gateway_url is not None:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)


def closed_reason(why: str) -> str:
    """Why a table closed when its place went away, as kept with the game's record: in
    English (the records' language, like their moves), since no channel is left to read it."""
    with i18n.speaking(DEFAULT_LOCALE):
        return t(f"bot.words.closed.{why}")


class CardTableTree(app_commands.CommandTree):
    """Slash-command errors become private replies: a bad option says what was wrong, a
    bug is logged and apologised for (refusals never get here: see ``replies``). Every
    command speaks its reader's language from its entry (:func:`player_locale`)."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        player_locale(interaction)
        return True

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        if isinstance(error, app_commands.CommandInvokeError):
            original = error.original
            await report_failure(
                interaction, original if isinstance(original, Exception) else error
            )
        else:
            await reply_privately(interaction, command_error_text(error))  # the check's language


def command_error_text(error: app_commands.AppCommandError) -> str:
    """discord.py's refusal of a slash command (a cooldown, a permission or role missing, a
    check failed, an option that could not be read) in the language now (the reader's);
    others in a general sentence (and logged, since the bot sets none of them on purpose)."""
    if isinstance(error, app_commands.CommandOnCooldown):
        return t("bot.words.error.cooldown", seconds=f"{error.retry_after:.2f}")
    if isinstance(error, app_commands.MissingPermissions | app_commands.BotMissingPermissions):
        key = (
            "bot.words.error.missing_permissions"
            if isinstance(error, app_commands.MissingPermissions)
            else "bot.words.error.bot_missing_permissions"
        )
        names = [permission_name(name) for name in error.missing_permissions]
        return t(key, permissions=i18n.joined(names))
    if isinstance(error, app_commands.MissingRole):
        return t("bot.words.error.missing_role", role=repr(error.missing_role))
    if isinstance(error, app_commands.MissingAnyRole):
        roles = [f"'{role}'" for role in error.missing_roles]
        return t(
            "bot.words.error.missing_any_role",
            roles=i18n.joined(roles, style="or"),
        )
    if isinstance(error, app_commands.CheckFailure):
        return t("bot.words.error.check")
    if isinstance(error, app_commands.TransformerError):
        key = f"bot.words.kind.{error.type.name}"
        kind = t(key if i18n.has(key) else "bot.words.kind.other")
        value = str(error.value)[:100]
        return t("bot.words.error.value", value=value, kind=kind)
    log.warning("slash command refused by discord.py: %r", error)
    return t("bot.words.error.other")


def permission_name(name: str) -> str:
    """``"manage_guild"`` as Discord's settings name it (``"Manage Server"``)."""
    return name.replace("_", " ").replace("guild", "server").title()


class CardTableBot(TableBot):
    """The bot in one process with one shard (the default).

    ``service_options`` are passed to :class:`TableService` (tests run it on SimCord's
    virtual ``clock`` and let computer players move without a pause, ``bot_delay=0``).
    """

    frontend: DiscordFrontend

    def __init__(
        self,
        settings: Settings,
        *,
        service_options: Mapping[str, Any] | None = None,
        frontend_options: Mapping[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=intents(),
            allowed_mentions=QUIET,
            allowed_contexts=app_commands.AppCommandContext(guild=True),
            tree_cls=CardTableTree,
            # No message cache: the bot never reads one (it edits and deletes its table
            # messages by id), and a thousand cached messages, each with its embeds,
            # components and attachments, are objects every full garbage collection visits.
            max_messages=None,
            max_ratelimit_timeout=30.0,
            http_trace=discord_trace(),
            **kwargs,
        )
        self.settings = settings
        self.service_options = dict(service_options or {})
        self.frontend_options = dict(frontend_options or {})
        #: ``/healthz`` and ``/metrics`` while the bot runs, when ``METRICS_PORT`` is set.
        self.monitoring: MonitoringServer | None = None
        #: The web front (:mod:`bot.web`) while the bot runs, when ``WEB_PORT`` is set.
        self.web: WebFront | None = None
        #: Fields of its :class:`~bot.web.server.WebOptions` set otherwise (tests).
        self.web_overrides: dict[str, Any] = {}

    async def setup_hook(self) -> None:
        # Fonts, card sprites and palettes are made while the store opens (in the drawing
        # processes, or in a worker thread for the bot's own), so the first picture after
        # start-up costs what later ones cost.
        self.drawing: drawing.Drawing
        if self.settings.picture_processes > 0:
            self.drawing = drawing.InProcesses(self.settings.picture_processes)
            warm = asyncio.create_task(_timed(self.drawing.start()))
        else:
            self.drawing = drawing.InThreads()
            warm = asyncio.create_task(_timed(asyncio.to_thread(images.prepare)))
        drawing.install(self.drawing)
        # The words too, in this process (the drawing processes prepare their own).
        words = asyncio.create_task(asyncio.to_thread(i18n.prepare))
        self.store = await Store.open(self.settings.database_url)
        #: Each player's client language, from their last interaction (and stored with
        #: their settings, for after a restart): their DMs' language.
        self.client_locales = ClientLocales(self.store.settings)
        self.frontend = DiscordFrontend(self, **self.frontend_options)
        self.add_listener(self.frontend.message_seen, "on_message")
        clock = self.service_options.get("clock", time.time)
        # Read before the tables come back: their messages are worded in the language
        # each server chose.
        self.guild_settings = GuildSettingsStore(self.store.engine, clock)
        await self.guild_settings.load_all()
        # The web front (WEB_PORT) hears of every change the service shows in discord.
        web = web_options(self.settings, self.service_options.get("idle_wait"))
        if web is not None and self.web_overrides:
            web = dataclasses.replace(web, **self.web_overrides)
        self.web = None if web is None else WebFront(self.guild_settings, web, ChannelAccess(self))
        self.service = TableService(
            self.store,
            self.frontend if self.web is None else self.web.frontend(self.frontend),
            shard_count=self.settings.shard_count or 1,
            shard_ids=self.settings.shard_ids,
            **{"thinking": thinking_for(self.settings.computer_processes), **self.service_options},
        )
        await self.service.start()
        if self.web is not None:
            self.web.attach(self.service)
            await self.web.start()
        self._reconciling = asyncio.create_task(
            self.frontend.reconcile(self.service.tables()), name="reconcile-tables"
        )
        self.daily = DailyService(
            DailyStore(self.store, clock), DiscordDailyFrontend(self), clock=clock
        )
        await self.daily.start()
        self.seasons = SeasonService(
            SeasonStore(self.store, clock),
            DiscordSeasonFrontend(self),
            clock=clock,
            shard_count=self.settings.shard_count or 1,
            shard_ids=self.settings.shard_ids,
            announcements=self._announcements,
        )
        await self.seasons.start()
        self.tournaments = TournamentService(
            TournamentStore(self.store, clock),
            self.service,
            DiscordTournamentFrontend(self),
            clock=clock,
            shard_count=self.settings.shard_count or 1,
            shard_ids=self.settings.shard_ids,
        )
        await self.tournaments.start()
        if self.settings.metrics_port is not None:
            host, port = self.settings.metrics_host, self.settings.metrics_port
            monitoring = MonitoringServer(self, host, port)
            await monitoring.start()
            self.monitoring = monitoring
        await self.add_commands()
        await words
        log.info("pictures prepared in %.2f s", await warm)
        await self.tree.set_translator(CatalogueTranslator())
        await self.sync_commands()
        # What start-up made (modules, sprites, the command tree) lives as long as the
        # process: once collected, it is frozen, so that a full garbage collection skips it
        # instead of holding the loop for it (about 100 ms with 20 tables open). The table
        # of file types is read first (it is read when the first file is sent: 1,200
        # objects that would stay for ever).
        mimetypes.init()
        gc.collect()
        gc.freeze()

    async def _announcements(self, guild_id: int) -> int | None:
        """The server's announcement channel (``/config``)."""
        return (await self.guild_settings.get(guild_id)).announcements

    async def add_commands(self) -> None:
        """Add the common cogs and every registered game's (from its manifest), with the
        persistent views and dynamic items, so that a control posted before a restart
        still works."""
        for cog in (
            GameCog(),
            ScoresCog(),
            RulesCog(),
            DailyCog(),
            SeasonCog(),
            TournamentCog(),
            HelpCog(),
            PracticeCog(),
            SettingsCog(),
            PlayCog(),
            ConfigCog(),
            SetupCog(),
        ):
            await self.add_cog(cog)
        for plugin in game_plugins().values():
            await self.add_cog(plugin.cog())
            self.add_dynamic_items(*plugin.components)
        self.add_view(TableView())
        self.add_dynamic_items(
            LeaderboardPageButton,
            SeasonPageButton,
            SignUpButton,
            CheckInButton,
            ConfirmButton,
            *DAILY_ITEMS,
            *endgame.COMPONENTS,
        )

    async def sync_commands(self) -> None:
        """Sync globally, or to ``DEV_GUILD_ID`` only (instant, for development)."""
        if self.settings.dev_guild_id is None:
            synced = await self.tree.sync()
        else:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        mentions.remember(synced, self.tree)
        log.info("synced %d slash commands", len(synced))

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self.service.abandon_guild(guild.id, closed_reason("guild_left"))

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.service.abandon_channel(channel.id, closed_reason("channel_deleted"))

    async def on_thread_delete(self, thread: discord.Thread) -> None:
        await self.service.abandon_channel(thread.id, closed_reason("thread_deleted"))

    async def close(self) -> None:
        """Stop the tables' timers, then close the store and the connection."""
        mentions.forget()
        if self.monitoring is not None:
            await self.monitoring.close()
            self.monitoring = None
        if self.web is not None:
            await self.web.close()
            self.web = None
        if hasattr(self, "service"):  # setup_hook ran
            self._reconciling.cancel()
            if hasattr(self, "tournaments"):
                await self.tournaments.stop()
            await self.service.stop()
            await self.frontend.close()
            if hasattr(self, "daily"):
                await self.daily.stop()
            if hasattr(self, "seasons"):
                await self.seasons.stop()
            await self.guild_settings.close()
            await self.client_locales.flushed()
            await self.store.close()
        if hasattr(self, "drawing"):
            drawing.install(drawing.InThreads())
            await self.drawing.close()
        await super().close()


class ShardedCardTableBot(CardTableBot, commands.AutoShardedBot):
    """The bot running ``SHARD_IDS`` of ``SHARD_COUNT`` shards in this process
    (``commands.Bot`` adds nothing of its own, so this is an ``AutoShardedBot``)."""


def create_bot(
    settings: Settings,
    *,
    service_options: Mapping[str, Any] | None = None,
    frontend_options: Mapping[str, Any] | None = None,
) -> CardTableBot | ShardedCardTableBot:
    """The bot the settings ask for (sharded when ``SHARD_COUNT`` is set). Refuses, with
    :class:`~images.plugins.MissingPiece`, a registered game that lacks a piece in a
    layer (:func:`~bot.discord.plugins.check_games`)."""
    check_games()
    if settings.sharded:
        return ShardedCardTableBot(
            settings,
            service_options=service_options,
            frontend_options=frontend_options,
            shard_count=settings.shard_count,
            shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,
        )
    return CardTableBot(
        settings, service_options=service_options, frontend_options=frontend_options
    )
