"""``/rules [game]``: a game's rules in short, the words they use, and the full rule book.

The complete rules for players are ``docs/rules.md`` in the bot's code; ``RULES_URL`` (a
setting) is where a server's players can read it, for example the file in the bot's
repository. Every term the summary (or the pictures) uses is defined under "Words used".
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.cogs import GAMES
from bot.discord.locale import DEFAULT_LOCALE, game_title, player_locale, t
from engine import i18n
from engine.registry import game_class

#: Where the rule book lives in the code.
RULE_BOOK_PATH = "docs/rules.md"
#: Discord's limit on an embed field's value.
FIELD_LIMIT = 1024

#: Per game, the terms its summary, its pictures and its messages use (their catalogue
#: slugs: ``bot.rules.<game>.term.<slug>`` is the word, ``.means.<slug>`` its meaning).
TERMS: dict[str, tuple[str, ...]] = {
    "dealmein": (
        "line",
        "combination",
        "stop_ends",
        "joker_square",
        "reclaim",
        "swap",
        "deck",
        "hint",
    ),
    "hearts": (
        "trick",
        "lead",
        "follow_suit",
        "broken",
        "keeper",
        "shooting_the_moon",
        "point_limit",
    ),
    "rummy500": ("meld", "set", "run", "lay_off", "stock", "discard_pile", "target"),
    "rummy21": (
        "joker",
        "wild_card",
        "open_card",
        "stock",
        "pure_sequence",
        "set",
        "honour_cards",
        "marriage",
        "declare",
        "count",
        "first_drop",
        "mid_pack",
        "wrong_declaration",
        "solver",
    ),
}


def glossary(game_id: str, locale: str = DEFAULT_LOCALE) -> tuple[tuple[str, str], ...]:
    """(term, meaning) of every word the game's summary uses, in ``locale``."""
    return tuple(
        (
            t(f"bot.rules.{game_id}.term.{slug}", locale),
            t(f"bot.rules.{game_id}.means.{slug}", locale),
        )
        for slug in TERMS.get(game_id, ())
    )


#: The glossary in English, per game.
GLOSSARY: dict[str, tuple[tuple[str, str], ...]] = {game: glossary(game) for game in TERMS}


def rule_book_link(url: str | None, locale: str = DEFAULT_LOCALE) -> str:
    """Where to read the complete rules: ``url`` if the bot has one, else the file's place."""
    if url:
        return t("bot.rules.link", locale, url=url)
    return t("bot.rules.in_code", locale, path=RULE_BOOK_PATH)


def summary(game_id: str, locale: str = DEFAULT_LOCALE) -> str:
    """The game's rules in short in ``locale``: the catalogue's, or the plugin's own (in
    English) for a game the catalogue does not have."""
    key = f"bot.rules.{game_id}.summary"
    return t(key, locale) if i18n.has(key) else GAMES[game_id].rules


def rules_embed(
    game_id: str, url: str | None = None, locale: str = DEFAULT_LOCALE
) -> discord.Embed:
    name = game_title(game_id, game_class(game_id).title, locale)
    title = t("bot.rules.title", locale, game=name)
    embed = discord.Embed(
        title=title, description=summary(game_id, locale), colour=discord.Colour(0x5865F2)
    )
    lines = [f"**{term}**: {meaning}" for term, meaning in glossary(game_id, locale)]
    words_used = t("bot.rules.words_used", locale)
    for number, chunk in enumerate(_fields(lines)):
        embed.add_field(name=words_used if number == 0 else "…", value=chunk, inline=False)
    embed.add_field(
        name=t("bot.rules.rule_book", locale), value=rule_book_link(url, locale), inline=False
    )
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
        game=[app_commands.Choice(name=game_class(gid).title, value=gid) for gid in GAMES]
    )
    async def rules(
        self, interaction: discord.Interaction, game: app_commands.Choice[str] | None = None
    ) -> None:
        game_id = game.value if game is not None else "dealmein"
        settings = getattr(interaction.client, "settings", None)
        url = getattr(settings, "rules_url", None)
        embed = rules_embed(game_id, url, player_locale(interaction))
        await interaction.response.send_message(embed=embed, ephemeral=True)
