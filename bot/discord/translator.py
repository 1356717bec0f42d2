"""The command tree in the players' languages: discord.py's ``Translator`` reading the
catalogue (:mod:`engine.i18n`).

When the tree syncs, discord.py asks for every command and group name and description, every
option name and description and every choice name, in every locale Discord has; Discord then
shows each client its own. The catalogue key comes from where the string sits:

- ``bot.cmd.<command path>.name`` / ``.description`` for a group or a command
  (``bot.cmd.game.new.name``),
- ``bot.cmd.<command path>.opt.<option>.name`` / ``.description`` for an option
  (``bot.cmd.game.new.opt.level.description``),
- ``bot.choice.<value>`` for a choice (``bot.choice.hard``): a value means the same wherever
  it is offered.

English is the code's own text (the catalogue holds the same words, which a test checks), so
the translator answers ``None`` for English and for a language we do not ship, and Discord
shows the default.
"""

from __future__ import annotations

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where

from engine import i18n


def command_key(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue key of the string at ``context`` (``None`` for one we do not word)."""
    data = context.data
    where = context.location
    if isinstance(data, app_commands.Parameter):
        what = "name" if where is Where.parameter_name else "description"
        return f"{path_key(data.command.qualified_name)}.opt.{data.name}.{what}"
    if isinstance(data, app_commands.Choice):
        return f"bot.choice.{data.value}"
    if isinstance(data, app_commands.Command | app_commands.Group | app_commands.ContextMenu):
        if where in (Where.command_name, Where.group_name):
            return f"{path_key(data.qualified_name)}.name"
        if where in (Where.command_description, Where.group_description):
            return f"{path_key(data.qualified_name)}.description"
    return None


def path_key(qualified_name: str) -> str:
    """``"game new"`` -> ``"bot.cmd.game.new"``."""
    return "bot.cmd." + ".".join(qualified_name.split())


class CatalogueTranslator(app_commands.Translator):
    """Names, descriptions and choices of the command tree from the catalogue."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = i18n.locale_for(locale.value)
        if language == i18n.DEFAULT_LOCALE:
            # English, or a language we do not ship: Discord shows the default (English).
            return None
        key = command_key(context)
        if key is None or not i18n.has(key):
            return None
        return i18n.text(key, language)
