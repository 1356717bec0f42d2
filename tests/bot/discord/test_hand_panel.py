"""The hand panel hook of a game's plugin: "My hand" (button and /game hand) and the hand
sent by DM come from it; without one, the hand's image."""

from __future__ import annotations

import dataclasses

import discord
import pytest

from bot.discord import messages, plugins
from bot.tables.table import Table
from tests.bot.discord.conftest import World


async def panel_with_a_button(table: Table, seat: int) -> messages.PanelMessage:
    """A game's own panel (a builder words it in the language of the moment)."""
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label=f"Seat {seat}", custom_id=f"test:{seat}"))
    assert table.game is not None
    file = await messages.hand_file(table, seat)
    return messages.PanelMessage(f"Seat {seat} holds {len(table.game.hand(seat))}.", file, view)


@pytest.fixture
def own_panel(monkeypatch: pytest.MonkeyPatch) -> None:
    """Deal Me In with a panel of its own, for this test only."""
    plugin = dataclasses.replace(
        plugins.plugin("dealmein"), hand_panel=panel_with_a_button, panel_in_dm=False
    )
    monkeypatch.setitem(plugins._loaded, "dealmein", plugin)


@pytest.fixture
def default_panel(monkeypatch: pytest.MonkeyPatch) -> None:
    """Deal Me In without a panel of its own, for this test only."""
    plugin = dataclasses.replace(
        plugins.plugin("dealmein"), hand_panel=messages.hand_panel, panel_in_dm=False
    )
    monkeypatch.setitem(plugins._loaded, "dealmein", plugin)


@pytest.mark.usefixtures("default_panel")
async def test_the_default_panel_is_the_hand_image(world: World) -> None:
    await world.open_two_player_table()
    shown = await world.ann.slash(world.channel, "game hand")
    assert shown.ephemeral and shown.response.content == "Your hand at Deal Me In:"
    assert shown.response.attachments and not shown.response.components
    dm = world.ann.user.dm_channel.last_message
    assert dm is not None and dm.content == f"<#{world.channel.id}> · Your hand at Deal Me In:"


@pytest.mark.usefixtures("own_panel")
async def test_a_game_builds_its_own_panel(world: World) -> None:
    await world.open_two_player_table()
    clicked = await world.bob.click(world.table_message(), label="My hand")
    assert clicked.ephemeral and clicked.response.content == "Seat 1 holds 7."
    assert clicked.response.attachments
    asked = await world.ann.slash(world.channel, "game hand")
    assert asked.response.components[0]["components"][0]["label"] == "Seat 0"
    dm = world.bob.user.dm_channel.last_message
    assert dm is not None and dm.content == f"<#{world.channel.id}> · Seat 1 holds 7."
    assert dm.attachments and not dm.components  # a DM has no table to act on
