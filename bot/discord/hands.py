"""The "My hand" (the table's button and ``/game hand``): the player's hand panel, built by
their game's plugin (:attr:`~bot.discord.plugins.GamePlugin.hand_panel`), for them alone."""

from __future__ import annotations

import discord

from bot.discord import actions
from bot.discord.plugins import hand_panel_builder
from bot.discord.replies import reply_privately


async def show_hand(interaction: discord.Interaction) -> None:
    """Reply, to the player alone, with their hand panel. Works with closed DMs, and may be
    asked for again at any time (a fresh panel for the move of the moment), in one request
    when it is drawn in time (:func:`~bot.discord.actions.soon`). A player whose DMs failed
    at this table gets DMs again from their next turn on."""
    service = actions.service_of(interaction)
    table, seat = service.seat_view(actions.channel_id_of(interaction), interaction.user.id)
    # Asking for the hand is the sign that DMs may be tried again (they may have opened them).
    # Replaced, not changed: a copy of the table may be being made in a worker thread. The
    # player was told of their closed DMs once at this table (``table.dm_told``), and is not
    # told again if the next DM fails.
    table.dm_failed = table.dm_failed - {interaction.user.id}
    # In their language: the command tree's or the table message's interaction_check spoke it.
    build = hand_panel_builder(table.game_id)(table, seat)
    panel = await actions.soon(interaction, build)
    await reply_privately(interaction, panel.content, file=panel.file, view=panel.view)
