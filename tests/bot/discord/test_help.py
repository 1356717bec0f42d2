"""``/rules`` defines every word it uses and links the rule book; ``/help`` walks a
newcomer through a first game, naming only commands the bot has."""

from __future__ import annotations

import re

import pytest

from bot.config import ConfigError, settings_from
from bot.discord.cogs.help import help_embed
from bot.discord.cogs.rules import glossary, rules_embed
from engine import i18n
from engine.registry import game_ids
from tests.bot.discord.conftest import World

#: Words a newcomer may not know, as they can appear in the summaries and the pictures.
JARGON = (
    "best grouping",
    "count",
    "mid pack",
    "first drop",
    "keeper",
    "pure sequence",
    "honour cards",
    "marriage",
    "wild",
    "open card",
    "stock",
    "lay off",
    "meld",
    "trick",
    "broken",
    "shooting the moon",
    "stop ends",
    "reclaim",
    "swap",
)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_term_the_summary_uses_is_defined(game_id: str) -> None:
    summary = i18n.text(f"bot.rules.{game_id}.summary").lower()
    defined = " ".join(term.lower() for term, _ in glossary(game_id))
    used = [word for word in JARGON if re.search(rf"\b{word}\b", summary)]
    assert [word for word in used if word not in defined] == []


@pytest.mark.parametrize("game_id", game_ids())
def test_the_rules_embed_fits_discord_and_links_the_rule_book(game_id: str) -> None:
    embed = rules_embed(game_id)
    assert len(embed.description or "") <= 4096
    assert all(len(field.value or "") <= 1024 for field in embed.fields)
    assert len(embed) <= 6000
    assert "ask an admin to publish it" in (embed.fields[-1].value or "")
    linked = rules_embed(game_id, "https://example.org/rules.md")
    assert "(https://example.org/rules.md)" in (linked.fields[-1].value or "")


def test_rules_url_is_a_setting() -> None:
    settings = settings_from({"DISCORD_TOKEN": "t", "RULES_URL": "https://example.org/r.md"})
    assert settings.rules_url == "https://example.org/r.md"
    with pytest.raises(ConfigError, match="RULES_URL"):
        settings_from({"DISCORD_TOKEN": "t", "RULES_URL": "docs/rules.md"})


async def test_rules_answer_privately_with_the_words(world: World) -> None:
    answer = await world.cat.slash(world.channel, "rules", game="rummy21")
    assert answer.ephemeral
    embed = answer.response.embeds[0]
    words = "\n".join(f.value for f in embed.fields if f.name in ("Words used", "…"))
    for term in ("best grouping", "count", "mid pack", "pure sequence", "honour cards"):
        assert f"**{term}**" in words
    hearts = await world.cat.slash(world.channel, "rules", game="hearts")
    fields = hearts.response.embeds[0].fields
    # How to play by tapping comes first, then the words.
    assert fields[0].name == "Playing by tapping" and "**Hint**" in fields[0].value
    assert "**keeper**" in fields[1].value


async def test_help_walks_a_newcomer_through_a_first_game(world: World) -> None:
    answer = await world.cat.slash(world.channel, "help")
    assert answer.ephemeral
    text = answer.response.embeds[0].description
    for step in ("/game new", "/game addbot", "**Start**", "**My hand**", "/dmi place", "/rules"):
        assert step in text
    commands = set(world.cat.available_commands(world.channel))
    named = set(re.findall(r"`/([a-z0-9]+(?: [a-z]+)?)", text))
    assert {name.split(" ")[0] for name in named} <= {c.split(" ")[0] for c in commands}


def test_help_offers_quick_play_only_when_the_bot_has_it() -> None:
    assert "/play" not in (help_embed(False).description or "")
    assert "/play game:" in (help_embed(True).description or "")
