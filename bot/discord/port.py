"""The bot's client as the rest of the discord adapter sees it: a port.

:class:`~bot.discord.client.CardTableBot` sets up every service and registers every cog,
view and front end, so it imports them all. They in turn need the client (the table
service of an interaction, the store, the channels), and reach it through
:class:`TableBot`, which declares the services and imports none of the cogs: the client
is the top of the adapter, and nothing imports it but the program's entry point and tests.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol, TypeVar, cast

import discord
from discord.ext import commands

from bot.daily.service import DailyService
from bot.discord.locale import ClientLocales
from bot.seasons.service import SeasonService
from bot.storage import Store
from bot.storage.guild_settings import GuildSettingsStore
from bot.tables.service import TableService
from bot.tables.table import Table
from bot.tournaments.service import TournamentService
from bot.web.server import WebFront

T = TypeVar("T")


class TableFront(Protocol):
    """What the cogs and panels use of the table service's discord front end
    (:class:`~bot.discord.frontend.DiscordFrontend`)."""

    #: How long an interaction waits for its one answer before it is acknowledged apart.
    answer_within: float

    def at_table(self, table: Table, user_id: int) -> None:
        """The player typed a move in the table's channel just now."""
        ...

    async def move_from_table(
        self, interaction: discord.Interaction, play: Callable[[], Awaitable[T]]
    ) -> tuple[T, bool]:
        """Make a move from a component of the table message, answering the click with
        the message's update (see the front end)."""
        ...


class TableBot(commands.Bot):
    """The client as the cogs, views and front end use it: discord.py's bot with the
    services :class:`~bot.discord.client.CardTableBot` sets up (when it starts, before
    any interaction arrives). Declared here, set there."""

    store: Store
    service: TableService[Store]
    frontend: TableFront
    daily: DailyService
    seasons: SeasonService
    tournaments: TournamentService
    guild_settings: GuildSettingsStore
    #: Each player's client language, from their last interaction: their DMs' language.
    client_locales: ClientLocales
    #: The web front (:mod:`bot.web`), when ``WEB_PORT`` is set.
    web: WebFront | None


def bot_of(interaction: discord.Interaction) -> TableBot:
    """The client that received ``interaction`` (always this bot's)."""
    return cast(TableBot, interaction.client)
