"""``/rules [game]``: a game's rules in short, the words they use, and the full rule book.

The complete rules for players are ``docs/rules.md`` in the bot's code; ``RULES_URL`` (a
setting) is where a server's players can read it, for example the file in the bot's
repository. Every term the summary (or the pictures) uses is defined under "Words used".
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.plugins import plugin
from engine.registry import game_class, game_ids

#: Where the rule book lives in the code.
RULE_BOOK_PATH = "docs/rules.md"
#: Discord's limit on an embed field's value.
FIELD_LIMIT = 1024


def rule_book_link(url: str | None) -> str:
    """Where to read the complete rules: ``url`` if the bot has one, else the file's place."""
    if url:
        return f"[The complete rules]({url}): every game, every option and its default."
    return (
        f"The complete rules (every game, every option and its default) are in "
        f"`{RULE_BOOK_PATH}`, in the bot's code."
    )


def rules_embed(game_id: str, url: str | None = None) -> discord.Embed:
    embed = discord.Embed(
        title=f"{game_class(game_id).title}: the rules in short",
        description=plugin(game_id).rules,
        colour=discord.Colour(0x5865F2),
    )
    lines = [f"**{term}**: {meaning}" for term, meaning in plugin(game_id).glossary]
    for number, chunk in enumerate(_fields(lines)):
        embed.add_field(name="Words used" if number == 0 else "…", value=chunk, inline=False)
    embed.add_field(name="Rule book", value=rule_book_link(url), inline=False)
    return embed


def _fields(lines: list[str]) -> list[str]:
    """``lines`` joined into as few embed field values (at most 1024 characters) as fit."""
    chunks: list[str] = []
    for line in lines:
        if chunks and len(chunks[-1]) + 1 + len(line) <= FIELD_LIMIT:
            chunks[-1] += "\n" + line
        else:
            chunks.append(line[:FIELD_LIMIT])
    return chunks


class RulesCog(commands.Cog):
    """``/rules``: available to everyone, answered privately."""

    @app_commands.command(name="rules", description="How to play a game")
    @app_commands.describe(game="The game (default: Deal Me In)")
    @app_commands.choices(
        game=[app_commands.Choice(name=game_class(gid).title, value=gid) for gid in game_ids()]
    )
    async def rules(
        self, interaction: discord.Interaction, game: app_commands.Choice[str] | None = None
    ) -> None:
        game_id = game.value if game is not None else "dealmein"
        settings = getattr(interaction.client, "settings", None)
        url = getattr(settings, "rules_url", None)
        await interaction.response.send_message(embed=rules_embed(game_id, url), ephemeral=True)
