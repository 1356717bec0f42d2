"""The slash commands, one cog per feature: ``/game`` (every game's table), ``/leaderboard``
and ``/stats``, ``/rules``, and one cog of moves per game.

A game becomes playable in Discord by adding its entry to :data:`GAMES`: the cog with its
move commands, a summary of its rules for ``/rules``, and optionally its own hand panel.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord
from discord.ext import commands

from bot.discord import dealmein_panel, hearts_panel, messages, rummy21_panel, rummy500_panel
from bot.discord.cogs import dealmein, hearts, rummy21, rummy500
from bot.tables.table import Table

#: Builds the hand panel of the human at a seat of a table in play, ``(table, seat, *,
#: locale)``: worded in the player's language for "My hand", the server's for a DM.
HandPanelBuilder = Callable[..., Awaitable[messages.PanelMessage]]
#: Builds a game's own controls of its table message in play (beside "My hand"), labelled
#: in the server's language: ``(table, locale)``.
TableControlsBuilder = Callable[[Table, str], list[discord.ui.Item[Any]]]


def no_table_controls(table: Table, locale: str) -> list[discord.ui.Item[Any]]:
    """The default: the table message has only the common buttons."""
    return []


@dataclass(frozen=True, slots=True)
class GamePlugin:
    """What the bot needs to offer a game: its moves and its rules in short.

    ``hand_panel`` answers "My hand" (the button and ``/game hand``) and makes the hand
    sent by DM; the default shows the hand's image. A game with controls in the panel (a
    select menu of cards, buttons) gives its own builder; the panel can be asked for
    again at any time, so its controls should carry the move they were made for.
    ``components`` are the dynamic items (:class:`discord.ui.DynamicItem`) of those
    controls: the bot registers them at start, so a panel works after a restart.
    ``table_controls`` adds a game's own buttons to its table message while it is played
    (Indian rummy's deal ceremony: "Cut", "Draw the Joker"); they are dynamic items too.
    ``panel_in_dm``: the panel's controls name their table's channel, so the hand sent by
    DM carries them (without, a DM has the text and image only).
    """

    cog: type[commands.Cog]
    rules: str
    hand_panel: HandPanelBuilder = messages.hand_panel
    components: tuple[type[discord.ui.DynamicItem[Any]], ...] = ()
    table_controls: TableControlsBuilder = no_table_controls
    panel_in_dm: bool = False


#: game id -> plugin, in the order games are offered.
GAMES: dict[str, GamePlugin] = {
    "dealmein": GamePlugin(
        dealmein.DealMeInCog,
        dealmein.RULES_SUMMARY,
        hand_panel=dealmein_panel.hand_panel,
        components=dealmein_panel.PANEL_ITEMS,
        panel_in_dm=True,
    ),
    "hearts": GamePlugin(
        hearts.HeartsCog,
        hearts.RULES_SUMMARY,
        hand_panel=hearts_panel.hand_panel,
        components=hearts_panel.PANEL_ITEMS,
    ),
    "rummy500": GamePlugin(
        rummy500.Rummy500Cog,
        rummy500.RULES_SUMMARY,
        hand_panel=rummy500_panel.hand_panel,
        components=rummy500_panel.PANEL_ITEMS,
    ),
    "rummy21": GamePlugin(
        rummy21.Rummy21Cog,
        rummy21.RULES_SUMMARY,
        hand_panel=rummy21_panel.hand_panel,
        components=rummy21_panel.COMPONENTS,
        table_controls=rummy21_panel.table_controls,
    ),
}


def hand_panel_builder(game_id: str) -> HandPanelBuilder:
    """The hand panel of ``game_id`` (the default for a game without a plugin)."""
    plugin = GAMES.get(game_id)
    return plugin.hand_panel if plugin is not None else messages.hand_panel


def table_controls(table: Table, locale: str) -> list[discord.ui.Item[Any]]:
    """The game's own controls of ``table``'s message in ``locale`` (none for a game
    without a plugin)."""
    plugin = GAMES.get(table.game_id)
    return plugin.table_controls(table, locale) if plugin is not None else []


def panel_in_dm(game_id: str) -> bool:
    """Whether the game's panel works in a DM (its controls name their table), so that the
    DM'd hand carries its controls."""
    plugin = GAMES.get(game_id)
    return plugin is not None and plugin.panel_in_dm
