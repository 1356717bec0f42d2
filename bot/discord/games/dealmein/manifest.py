"""Deal Me In in Discord: its move commands, rules in short and hand panel."""

from __future__ import annotations

from bot.discord.games.dealmein import cog, panel, wording
from bot.discord.plugins import GamePlugin, NewParameter

MANIFEST = GamePlugin(
    cog=cog.DealMeInCog,
    describe=wording.describe,
    command_for=wording.command_for,
    hand_panel=panel.hand_panel,
    components=panel.PANEL_ITEMS,
    panel_in_dm=True,
    # ``level`` is the old name of /game new's ``timer`` (kept for clients that cached it).
    new_parameters=(NewParameter("level", "Old name of timer (Deal Me In), still read"),),
    timer_option="level",
)
