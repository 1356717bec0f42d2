"""Buttons and menus already posted keep working: every dynamic item's custom id, written
as today's items write it, matches its class's template and reads back (through the one
base, :mod:`bot.discord.items`) as an item of that class with the very same custom id."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.discord import casual, endgame
from bot.discord.items import GameButton, GameSelect
from bot.discord.plugins import game_plugins

#: One custom id of each template, as the items of today write them (with and without the
#: table's channel where a template has it optional).
POSTED = [
    "dmi:cards:123:1:4",
    "dmi:spot:123:1:4:19:0",
    "dmi:page:123:1:4:19:2",
    "dmi:place:123:1:4:19:F6:across",
    "dmi:place:123:1:4:0:-:-",
    "dmi:swap:123:1:4:3",
    "dmi:pass:123:1:4",
    "dmi:reclaim:123:1:4:10H",
    "dmi:hint:123:1:4",
    "dmi:refresh:123:1",
    "hearts:pass:123:2:0",
    "hearts:pass:2:0",
    "hearts:play:123:2:5:QS",
    "hearts:play:2:5:10H",
    "hearts:refresh:123:2",
    "hearts:hint:2",
    "rummy500:123:7:stock",
    "rummy500:7:pass",
    "rummy500:123:7:draw",
    "rummy500:123:7:meld",
    "rummy500:7:layoff",
    "rummy500:123:7:discard",
    "rummy500:refresh:123",
    "rummy500:hint",
    "rummy21:cut:3",
    "rummy21:joker:4",
    "rummy21:stock:123:1:6",
    "rummy21:open:1:6",
    "rummy21:declare:123:1:6",
    "rummy21:honours:123:1:6",
    "rummy21:drop:123:1:6",
    "rummy21:check:123:1:6",
    "rummy21:hint:123:1:6",
    "rummy21:refresh:1:6",
    "rummy21:discard:123:1:6",
    "rummy21:discard:1:6",
    "end:again:t0a1b2:-n-h",
    "end:replay:t0a1b2",
    "end:stats:hearts",
    "end:review:t0a1b2",
    "casual:confirm:123",
]


def dynamic_items() -> list[type[discord.ui.DynamicItem[Any]]]:
    """Every game's components, the finished game's summary buttons and the play
    checker's **Play it anyway**."""
    found = [item for plugin in game_plugins().values() for item in plugin.components]
    return [*found, *endgame.COMPONENTS, casual.ConfirmButton]


def posted_item(custom_id: str, select: bool) -> discord.ui.Item[Any]:
    """The component as Discord hands it back on a click."""
    if select:
        options = [discord.SelectOption(label="Q♠", value="QS")]
        return discord.ui.Select(custom_id=custom_id, options=options, placeholder="cards")
    return discord.ui.Button(custom_id=custom_id, label="Q♠")


def test_every_item_is_on_the_one_base() -> None:
    for item in dynamic_items():
        assert issubclass(item, GameButton | GameSelect), item


@pytest.mark.parametrize("custom_id", POSTED)
async def test_a_posted_custom_id_reads_back_as_the_same_item(custom_id: str) -> None:
    owners = [
        item
        for item in dynamic_items()
        if item.__discord_ui_compiled_template__.fullmatch(custom_id)  # type: ignore[attr-defined]
    ]
    assert len(owners) == 1, f"{custom_id} matches {owners}"
    (owner,) = owners
    match = owner.__discord_ui_compiled_template__.fullmatch(custom_id)  # type: ignore[attr-defined]
    posted = posted_item(custom_id, issubclass(owner, GameSelect))
    read = await owner.from_custom_id(None, posted, match)  # type: ignore[arg-type]
    assert type(read) is owner
    assert read.item.custom_id == custom_id


def test_every_template_has_a_posted_id() -> None:
    for item in dynamic_items():
        template = item.__discord_ui_compiled_template__  # type: ignore[attr-defined]
        assert any(template.fullmatch(custom_id) for custom_id in POSTED), item
