"""``/settings``: a player's own preferences, kept in the database for every table and
server: whether the table message mentions them when their turn starts (turn pings), and
whether their hand comes by DM then and when it is dealt (turn DMs)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions
from bot.discord.replies import refusals, reply_privately
from bot.storage.settings import UserSettings


def on_off(value: bool) -> str:
    return "on" if value else "off"


def settings_text(settings: UserSettings) -> str:
    return (
        f"Your settings: turn pings **{on_off(settings.turn_pings)}** (a mention in the "
        f"table message when your turn starts), turn DMs **{on_off(settings.turn_dms)}** "
        "(your hand and its controls by DM when dealt and when your turn starts). Change "
        "them with "
        "`/settings turn_pings:` and `/settings turn_dms:`."
    )


class SettingsCog(commands.Cog):
    """``/settings``: shows the player's preferences, or changes those given."""

    @app_commands.command(name="settings", description="Your turn pings and turn DMs")
    @app_commands.describe(
        turn_pings="Mention me in the table message when my turn starts",
        turn_dms="DM me my hand when it is dealt and when my turn starts",
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        turn_pings: bool | None = None,
        turn_dms: bool | None = None,
    ) -> None:
        async with refusals(interaction):
            await actions.defer_privately(interaction)
            store = actions.service_of(interaction).store.settings
            if turn_pings is None and turn_dms is None:
                chosen = await store.get(interaction.user.id)
            else:
                chosen = await store.update(
                    interaction.user.id, turn_pings=turn_pings, turn_dms=turn_dms
                )
            await reply_privately(interaction, settings_text(chosen))
