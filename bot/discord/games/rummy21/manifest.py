"""21-card Indian club rummy in Discord: its move commands, rules in short and hand panel."""

from __future__ import annotations

from bot.discord.games.rummy21 import cog, panel, wording
from bot.discord.plugins import GamePlugin

MANIFEST = GamePlugin(
    cog=cog.Rummy21Cog,
    describe=wording.describe,
    command_for=wording.command_for,
    hand_panel=panel.hand_panel,
    components=panel.COMPONENTS,
    panel_in_dm=True,
    timer_option="turn_seconds",
    table_controls=panel.table_controls,
)
