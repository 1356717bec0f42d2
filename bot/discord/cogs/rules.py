"""``/rules [game]``: a game's rules in short, the words they use, and the full rule book.

The complete rules for players are ``docs/rules.md`` in the bot's code; ``RULES_URL`` (a
setting) is where a server's players can read it, for example the file in the bot's
repository. Every term the summary (or the pictures) uses is defined under "Words used".
"""

from __future__ import annotations

import re

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

#: Per game, the terms its summary, its pictures and its messages use, with their meaning.
GLOSSARY: dict[str, tuple[tuple[str, str], ...]] = {
    "dealmein": (
        ("line", "two or more cards side by side in one row or one column of the board"),
        (
            "combination",
            "what every line must be: pair, two pair, three of a kind, straight, flush, full "
            "house, four of a kind, straight flush or royal flush",
        ),
        (
            "stop ends",
            "the marks at both ends of a complete line (five cards, or four of a kind): no "
            "card may be added to it",
        ),
        ("Joker square", "F3, C6, I6 and F9: the first card on one wins a joker"),
        (
            "reclaim",
            "put the real card a board joker stands for on its square and take the joker back",
        ),
        ("swap", "give cards back to the deck for new ones, −10 points each"),
        ("deck", "the face-down cards you draw from"),
        ("hint", "the move the computer player would make with your hand"),
    ),
    "hearts": (
        ("trick", "one card from each player; the highest card of the suit led takes it"),
        ("lead", "play the first card of a trick"),
        ("follow suit", "play a card of the suit that was led"),
        ("broken", "hearts are broken once a heart or Q♠ has been played to a trick"),
        ("keeper", "every fourth hand, in which nobody passes cards"),
        ("shooting the moon", "taking all 13 hearts and Q♠ in one hand"),
        ("point limit", "the total that ends the game (option `point_limit`)"),
    ),
    "rummy500": (
        ("meld", "cards laid on the table: a set or a run"),
        ("set", "3 or 4 cards of one rank"),
        ("run", "3 or more consecutive cards of one suit"),
        ("lay off", "add a card of your hand to a meld on the table, anyone's"),
        ("stock", "the face-down pile you draw from"),
        ("discard pile", "the face-up cards, spread so that all can be seen"),
        ("target", "the total that ends the game (option `target`, 500)"),
    ),
    "rummy21": (
        ("Joker", "the card drawn after the deal: every card of its rank is wild"),
        ("wild card", "a card of the Joker's rank: it may stand for any card in a group"),
        ("open card", "the face-up card that starts the discard pile (the open pile)"),
        ("stock", "the face-down pile you draw from; the Joker's card lies face up under it"),
        ("pure sequence", "3 or more consecutive cards of one suit with no wild card standing in"),
        ("set", "3 or more cards of one rank"),
        (
            "honour cards",
            "the Joker's own card and the cards one rank above and below it in its suit",
        ),
        ("marriage", "all three honour cards together: 50 instead of 30"),
        ("declare", "show your 21 cards in valid groups, with one card discarded, to win"),
        ("count", "what your unmatched cards are worth, paid to the declarer (at most 120)"),
        ("first drop", "leaving the deal before your first draw: you pay 30"),
        ("mid pack", "leaving the deal later (or three timeouts in a row): you pay 70"),
        (
            "wrong declaration (WRONG DECL.)",
            "a declaration that is not valid: you pay 120 to every other player and are out",
        ),
        ("solver", "the bot's search for the best grouping of a hand (`/rummy21 check`)"),
    ),
}


def rule_book_link(url: str | None, locale: str = DEFAULT_LOCALE) -> str:
    """Where to read the complete rules: ``url`` if the bot has one, else the file's place."""
    if url:
        return t("bot.rules.link", locale, url=url)
    return t("bot.rules.in_code", locale, path=RULE_BOOK_PATH)


def summary(game_id: str, locale: str = DEFAULT_LOCALE) -> str:
    """The game's rules in short in ``locale``: the catalogue's ``bot.rules.<game>.summary``,
    or the plugin's own (English) for a game the catalogue does not have."""
    key = f"bot.rules.{game_id}.summary"
    return t(key, locale) if i18n.has(key) else GAMES[game_id].rules


def term_slug(term: str) -> str:
    """``"stop ends"`` -> ``"stop_ends"``, ``"wrong declaration (WRONG DECL.)"`` ->
    ``"wrong_declaration"``: a glossary word's part of its catalogue keys."""
    words = re.sub(r"\(.*?\)", "", term.lower())
    return re.sub(r"[^a-z0-9]+", "_", words).strip("_")


def glossary(game_id: str, locale: str = DEFAULT_LOCALE) -> list[tuple[str, str]]:
    """The game's words (:data:`GLOSSARY`, in English) in ``locale``: the catalogue's
    ``bot.rules.<game>.term.<slug>`` and ``.means.<slug>``, or the English ones."""
    worded = []
    for term, meaning in GLOSSARY.get(game_id, ()):
        key = f"bot.rules.{game_id}.{{}}.{term_slug(term)}"
        if i18n.has(key.format("term")):
            term, meaning = t(key.format("term"), locale), t(key.format("means"), locale)
        worded.append((term, meaning))
    return worded


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
