"""The controls under a table message: in the lobby "Join", "Leave", "Start", "How to
play" and an "Add a computer player" menu of levels; while playing "My hand".

The view is persistent: its buttons have fixed ``custom_id`` s and one instance is
registered with ``bot.add_view`` at start, so a click on any table message, also one sent
before a restart, reaches it. The table is found by the channel the click came from.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discord import actions, web
from bot.discord.cogs.rules import rules_embed
from bot.discord.hands import show_hand
from bot.discord.locale import player_locale, t
from bot.discord.plugins import table_controls
from bot.discord.replies import refusals, reply_privately, report_failure
from bot.tables.table import Phase, Table
from engine.core import LEVELS

HAND_ID = "table:hand"
JOIN_ID = "table:join"
START_ID = "table:start"
LEAVE_ID = "table:leave"
RULES_ID = "table:rules"
ADD_BOT_ID = "table:addbot"
OPEN_ID = "table:open"

#: The catalogue key of each control's label (a menu's placeholder).
LABELS: dict[str, str] = {
    HAND_ID: "bot.table.button.hand",
    JOIN_ID: "bot.table.button.join",
    START_ID: "bot.table.button.start",
    LEAVE_ID: "bot.lobby.button.leave",
    RULES_ID: "bot.lobby.button.rules",
    ADD_BOT_ID: "bot.lobby.add_bot.placeholder",
    OPEN_ID: "web.button.open",
}

#: Which controls a table message shows in each phase.
BUTTONS_BY_PHASE: dict[Phase, tuple[str, ...]] = {
    Phase.LOBBY: (JOIN_ID, LEAVE_ID, START_ID, RULES_ID, ADD_BOT_ID),
    Phase.PLAYING: (HAND_ID,),
    Phase.FINISHED: (),
}

ALL_CONTROLS = (HAND_ID, JOIN_ID, LEAVE_ID, START_ID, RULES_ID, ADD_BOT_ID, OPEN_ID)

#: The phases whose table message offers **Open table** when the web front is on.
OPEN_PHASES = (Phase.LOBBY, Phase.PLAYING)


class TableView(discord.ui.View):
    """The table message's buttons; ``shown`` limits them to those that apply."""

    def __init__(
        self,
        shown: tuple[str, ...] = ALL_CONTROLS,
    ) -> None:
        super().__init__(timeout=None)
        for item in list(self.children):
            if not isinstance(item, discord.ui.Button | discord.ui.Select):
                continue
            if item.custom_id not in shown:
                self.remove_item(item)
            elif isinstance(item, discord.ui.Button) and item.custom_id in LABELS:
                item.label = t(LABELS[item.custom_id])
            elif isinstance(item, discord.ui.Select):
                item.placeholder = t(LABELS[ADD_BOT_ID])
                item.options = level_options()

    @classmethod
    def for_table(cls, table: Table, *, web: bool = False) -> TableView | None:
        """The buttons for ``table`` now, labelled in the language of the moment (the
        table's: the table message's task speaks it), with the
        game's own while it is played (:attr:`~bot.discord.plugins.GamePlugin.table_controls`)
        and **Open table** when the web front is on (``web``), or ``None`` when none apply."""
        shown = BUTTONS_BY_PHASE[table.phase]
        if web and table.phase in OPEN_PHASES:
            shown = (*shown, OPEN_ID)
        extra = table_controls(table) if table.phase is Phase.PLAYING else []
        if not shown and not extra:
            return None
        view = cls(shown)
        for item in extra:
            view.add_item(item)
        # Stopped before it is sent, so that discord.py does not keep it for its message:
        # the clicks reach the persistent instance (and the game's dynamic items), and a
        # kept view per posted message would stay for the process's life (about one per
        # move), visited by every full garbage collection.
        view.stop()
        return view

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Who may press what: every button needs an open table in the channel; "Start" is
        the host's. The service checks the rest (seated, phase) and says why."""
        table = actions.service_of(interaction).table(interaction.channel_id or 0)
        player_locale(interaction)  # the click's words are the clicker's from here on
        if table is None:
            await reply_privately(interaction, t("bot.table.closed_already"))
            return False
        custom_id = dict(interaction.data or {}).get("custom_id")
        if custom_id == START_ID and interaction.user.id != table.host_id:
            await reply_privately(interaction, t("bot.table.host_only", host=f"<@{table.host_id}>"))
            return False
        return True

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[Any]
    ) -> None:
        await report_failure(interaction, error)

    @discord.ui.button(label="My hand", style=discord.ButtonStyle.primary, custom_id=HAND_ID)
    async def hand(self, interaction: discord.Interaction, _button: discord.ui.Button) -> None:
        async with refusals(interaction):
            await show_hand(interaction)

    @discord.ui.button(label="Open table", style=discord.ButtonStyle.secondary, custom_id=OPEN_ID)
    async def open_table(
        self, interaction: discord.Interaction, _button: discord.ui.Button
    ) -> None:
        """The web front's page of this table (:mod:`bot.discord.web`)."""
        async with refusals(interaction):
            await web.open_table(interaction)

    @discord.ui.button(label="Join", style=discord.ButtonStyle.success, custom_id=JOIN_ID)
    async def join(self, interaction: discord.Interaction, _button: discord.ui.Button) -> None:
        async with refusals(interaction):
            await actions.join(interaction)

    @discord.ui.button(label="Leave", style=discord.ButtonStyle.secondary, custom_id=LEAVE_ID)
    async def leave(self, interaction: discord.Interaction, _button: discord.ui.Button) -> None:
        async with refusals(interaction):
            await actions.leave(interaction)

    @discord.ui.button(label="Start", style=discord.ButtonStyle.primary, custom_id=START_ID)
    async def start(self, interaction: discord.Interaction, _button: discord.ui.Button) -> None:
        async with refusals(interaction):
            await actions.start(interaction)

    @discord.ui.button(label="How to play", style=discord.ButtonStyle.secondary, custom_id=RULES_ID)
    async def rules(self, interaction: discord.Interaction, _button: discord.ui.Button) -> None:
        """The table's game's rules in short, for the one who asked."""
        table = actions.service_of(interaction).require_table(interaction.channel_id or 0)
        settings = getattr(interaction.client, "settings", None)
        # In the reader's language: set by interaction_check (player_locale).
        embed = rules_embed(table.game_id, getattr(settings, "rules_url", None))
        await reply_privately(interaction, embed=embed)

    @discord.ui.select(
        placeholder="Add a computer player",
        custom_id=ADD_BOT_ID,
        options=[discord.SelectOption(label=level, value=level) for level in LEVELS],
        row=1,
    )
    async def add_bot(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        async with refusals(interaction):
            await actions.add_bot(interaction, select.values[0] if select.values else None)


def level_options() -> list[discord.SelectOption]:
    """The computer players' levels as the menu offers them, worded in the language now."""
    return [
        discord.SelectOption(
            label=t("bot.lobby.add_bot.option", level=t(f"core.level.{level}")),
            value=level,
            description=t(f"bot.lobby.add_bot.about.{level}"),
        )
        for level in LEVELS
    ]
