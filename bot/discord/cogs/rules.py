"""``/rules [game]``: a game's rules in short, the words they use, and the full rule book.

The complete rules for players are ``docs/rules.md`` in the bot's code; ``RULES_URL`` (a
setting) is where a server's players can read it, for example the file in the bot's
repository. Without it, players are told the rule book has no address here yet (a path in
the code means nothing to them). Every term the summary (or the pictures) uses is defined
under "Words used".
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.locale import game_title, t
from engine import i18n
from engine.registry import game_class, game_ids

#: Discord's limit on an embed field's value.
FIELD_LIMIT = 1024


def rule_book_link(url: str | None) -> str:
    """Where to read the complete rules: ``url`` if the bot has one, else that it has none
    here yet (in the language now)."""
    if url:
        return t("bot.rules.link", url=url)
    return t("bot.rules.in_code")


def summary(game_id: str) -> str:
    """The game's rules in short in the language now: the catalogue's
    ``bot.rules.<game>.summary`` (every game has one: its plugin is refused without)."""
    return t(f"bot.rules.{game_id}.summary")


def glossary(game_id: str) -> list[tuple[str, str]]:
    """The game's words and their meanings in the language now, written once, in the
    catalogue: each ``bot.rules.<game>.term.<slug>`` with its ``bot.rules.<game>.means.<slug>``,
    in the template's order."""
    term = f"bot.rules.{game_id}.term."
    return [
        (t(key), t(f"bot.rules.{game_id}.means.{key.removeprefix(term)}"))
        for key in i18n.catalogue(i18n.DEFAULT_LOCALE)
        if key.startswith(term)
    ]


def rules_embed(game_id: str, url: str | None = None) -> discord.Embed:
    """``/rules`` for ``game_id`` in the language now (the reader's)."""
    name = game_title(game_id, game_class(game_id).title)
    title = t("bot.rules.title", game=name)
    embed = discord.Embed(
        title=title, description=summary(game_id), colour=discord.Colour(0x5865F2)
    )
    # How to play here comes first: every move is a tap on the hand's panel.
    tapping = f"bot.tapping.rules.{game_id}"
    if i18n.has(tapping):
        embed.add_field(name=t("bot.tapping.rules.heading"), value=t(tapping), inline=False)
    lines = [f"**{term}**: {meaning}" for term, meaning in glossary(game_id)]
    words_used = t("bot.rules.words_used")
    for number, chunk in enumerate(_fields(lines)):
        embed.add_field(name=words_used if number == 0 else "…", value=chunk, inline=False)
    embed.add_field(
        name=t("bot.seasons.rules.title"),
        value=t("bot.seasons.rules.text"),
        inline=False,
    )
    embed.add_field(name=t("bot.rules.rule_book"), value=rule_book_link(url), inline=False)
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
        embed = rules_embed(game_id, url)  # in the reader's language (the command tree's)
        await interaction.response.send_message(embed=embed, ephemeral=True)
