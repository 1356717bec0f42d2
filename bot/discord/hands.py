"""The "My hand" (the table's button and ``/game hand``): the player's hand panel, built by
their game's plugin (:attr:`~bot.discord.plugins.GamePlugin.hand_panel`), for them alone."""

from __future__ import annotations

import discord

from bot.discord import actions
from bot.discord.locale import player_locale
from bot.discord.plugins import hand_panel_builder
from bot.discord.replies import reply_privately


async def show_hand(interaction: discord.Interaction) -> None:
    """Reply, to the player alone, with their hand panel. Works with closed DMs, and may be
    asked for again at any time (a fresh panel for the move of the moment). A player whose
    DMs failed at this table gets DMs again from their next turn on."""
    service = actions.service_of(interaction)
    table, seat = service.seat_view(actions.channel_id_of(interaction), interaction.user.id)
    # Asking for the hand is the sign that DMs may be tried again (they may have opened them).
    table.dm_failed.discard(interaction.user.id)
    await actions.defer_privately(interaction)
    panel = await hand_panel_builder(table.game_id)(table, seat, locale=player_locale(interaction))
    await reply_privately(interaction, panel.content, file=panel.file, view=panel.view)
