"""The command tree's English is written once, in the cogs' decorators: the catalogue's
template is made from it (``python -m bot.discord.extract``)."""

from __future__ import annotations

from bot.discord.extract import PREFIX, bot_tree, command_texts, merged
from engine.i18n import po


async def test_the_template_holds_the_command_tree_s_english() -> None:
    """Fails when a decorator's text changed and the template was not made again."""
    commands = command_texts(await bot_tree())
    assert commands["bot.cmd.game.new.description"] == "Open a table for a game in this channel"
    template = po.english(po.layer_domain("bot"))
    assert {k: v for k, v in template.items() if k.startswith(PREFIX)} == commands


def test_extracted_entries_replace_the_template_s_own_in_place() -> None:
    template = {"bot.a": "A", "bot.cmd.old.name": "old", "bot.z": "Z"}
    commands = {"bot.cmd.new.name": "new", "bot.cmd.new.description": "New"}
    assert list(merged(template, commands).items()) == [
        ("bot.a", "A"),
        ("bot.cmd.new.name", "new"),
        ("bot.cmd.new.description", "New"),
        ("bot.z", "Z"),
    ]
