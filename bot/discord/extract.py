"""The command tree's English into the bot's catalogue template, as ``pybabel extract`` does
for source strings: ``python -m bot.discord.extract``.

The names and descriptions of the slash commands and their options are written once, in
the decorators of the cogs (what Discord shows an English client); their ``bot.cmd.*``
entries in ``bot/locale/bot.pot``, which translators translate, are made from the tree
(:func:`command_texts`), never typed again. The command then brings every translation up
to the template (``python -m engine.i18n update``: a changed description is fuzzy).
"""

from __future__ import annotations

import asyncio
import sys

from discord import app_commands

from bot.config import settings_from
from bot.discord.client import CardTableBot
from bot.discord.translator import path_key
from engine.i18n import __main__ as catalogue_commands
from engine.i18n import po

#: The keys made from the command tree.
PREFIX = "bot.cmd."


def command_texts(tree: app_commands.CommandTree) -> dict[str, str]:
    """Every ``bot.cmd.*`` key of ``tree`` and its English, in the tree's order (the
    translator's keys: :func:`bot.discord.translator.command_key`)."""
    texts: dict[str, str] = {}
    for command in tree.walk_commands():
        key = path_key(command.qualified_name)
        texts[f"{key}.name"] = command.name
        texts[f"{key}.description"] = str(command.description)
        if isinstance(command, app_commands.Command):
            for parameter in command.parameters:
                texts[f"{key}.opt.{parameter.name}.name"] = parameter.name
                texts[f"{key}.opt.{parameter.name}.description"] = str(parameter.description)
    return texts


async def bot_tree() -> app_commands.CommandTree:
    """The bot's command tree, as it syncs, made without connecting to Discord."""
    bot = CardTableBot(settings_from({"DISCORD_TOKEN": "extract"}))
    await bot.add_commands()
    return bot.tree


def merged(template: dict[str, str], commands: dict[str, str]) -> dict[str, str]:
    """``template`` with its ``bot.cmd.*`` entries those of ``commands``: the tree's in
    the tree's order where the template's first one stood."""
    out: dict[str, str] = {}
    for key, text in template.items():
        if not key.startswith(PREFIX):
            out[key] = text
        elif not any(k.startswith(PREFIX) for k in out):
            out.update(commands)
    if not any(k.startswith(PREFIX) for k in out):
        out.update(commands)
    return out


def main() -> int:
    domain = po.layer_domain("bot")
    template = po.english(domain)
    commands = command_texts(asyncio.run(bot_tree()))
    texts = merged(template, commands)
    changed = sorted(k for k in texts.keys() | template.keys() if texts.get(k) != template.get(k))
    po.write(po.make_template(texts, "bot"), domain.template)
    catalogue_commands.update()
    for key in changed:
        print(f"{'removed' if key not in texts else 'extracted'} {key}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
