"""``/settings``: a player's own preferences, kept in the database for every table and
server: whether the table message mentions them when their turn starts (turn pings), and
whether their hand comes by DM then and when it is dealt (turn DMs), except while they are
at the table (a move typed in its channel a moment ago: ``bot.discord.frontend``)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions
from bot.discord.locale import t
from bot.discord.replies import refusals, reply_privately
from bot.discord.turn_dms import AT_TABLE_SECONDS
from bot.storage.settings import UserSettings


def on_off(value: bool) -> str:
    return t("bot.settings.on" if value else "bot.settings.off")


def settings_text(settings: UserSettings) -> str:
    """The player's settings in the language now (the reader's), with the exception to
    turn DMs: none while they are at the table (:data:`AT_TABLE_SECONDS`)."""
    return t(
        "bot.settings.shown",
        pings=on_off(settings.turn_pings),
        dms=on_off(settings.turn_dms),
        seconds=int(AT_TABLE_SECONDS),
    )


class SettingsCog(commands.Cog):
    """``/settings``: shows the player's preferences, or changes those given."""

    @app_commands.command(name="settings", description="Your turn pings and turn DMs")
    @app_commands.describe(
        turn_pings="Mention me in the channel when my turn starts and no DM reaches me",
        turn_dms=(
            "DM me my hand when dealt and at my turn, except within 30 s of a move I typed at"
            " the table"
        ),
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
