"""Rummy 500 in Discord: its move commands, rules in short and hand panel."""

from __future__ import annotations

from bot.discord.games.rummy500 import cog, panel, wording
from bot.discord.plugins import GamePlugin

MANIFEST = GamePlugin(
    cog=cog.Rummy500Cog,
    describe=wording.describe,
    command_for=wording.command_for,
    hand_panel=panel.hand_panel,
    components=panel.PANEL_ITEMS,
    panel_in_dm=True,
    timer_option="turn_seconds",
)
