"""``/settings``: a player's own preferences, kept in the database for every table and
server: whether the table message mentions them when their turn starts (turn pings), and
whether their hand comes by DM then and when it is dealt (turn DMs)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions
from bot.discord.locale import player_locale, t
from bot.discord.replies import refusals, reply_privately
from bot.storage.settings import UserSettings


def on_off(value: bool, locale: str | None = None) -> str:
    return t("bot.settings.on" if value else "bot.settings.off", locale)


def settings_text(settings: UserSettings, locale: str | None = None) -> str:
    return t(
        "bot.settings.shown",
        locale,
        pings=on_off(settings.turn_pings, locale),
        dms=on_off(settings.turn_dms, locale),
    )


class SettingsCog(commands.Cog):
    """``/settings``: shows the player's preferences, or changes those given."""

    @app_commands.command(name="settings", description="Your turn pings and turn DMs")
    @app_commands.describe(
        turn_pings="Mention me in the channel when my turn starts and no DM reaches me",
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
            await reply_privately(interaction, settings_text(chosen, player_locale(interaction)))
