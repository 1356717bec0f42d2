"""The bot in the players' languages, on SimCord: the synced command tree carries Hindi and
Spanish names and descriptions (valid for Discord), a player's private replies follow their
client's language and the table message the server's.

SimCord 3.2.1 stores the ``name_localizations`` and ``description_localizations`` the bot
syncs, and each guild's ``preferred_locale``, but writes ``"en-US"`` as the ``locale`` of
every interaction. :func:`client_locales` fills in what Discord would: the locale of the
member's client (set per member by the test) and the guild's ``guild_locale``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from typing import Any

import discord
import pytest
import simcord
import simcord.interactions

from bot.discord.cogs.rules import rules_embed, summary
from bot.discord.locale import ClientLocales
from bot.discord.plain import plain
from bot.discord.plugins import game_plugins
from bot.discord.translator import path_key
from bot.discord.turn_dms import AT_TABLE_SECONDS
from engine import i18n
from tests.bot.discord.conftest import World

#: The Discord locales a shipped language answers to, and our language for each.
LOCALES = {"hi": "hi", "es-ES": "es", "es-419": "es", "pl": "pl"}

SUBCOMMAND_TYPES = (1, 2)


@pytest.fixture
def client_locales(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[int, str]]:
    """user id -> the locale of that member's Discord client (others: ``en-US``)."""
    chosen: dict[int, str] = {}
    original = simcord.interactions.base_payload

    def with_locales(backend: Any, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        record, payload = original(backend, **kwargs)
        payload["locale"] = chosen.get(kwargs["user_id"], "en-US")
        if kwargs.get("guild_id") is not None:
            payload["guild_locale"] = backend.get_guild(kwargs["guild_id"]).preferred_locale
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locales)
    yield chosen


def synced_commands(world: World) -> list[dict[str, Any]]:
    """The command payloads the bot synced (globally), as SimCord holds them."""
    return list(world.env.backend.commands[None].values())


def nodes(command: dict[str, Any]) -> Iterator[tuple[list[str], dict[str, Any], bool]]:
    """(command path, node, is an option) for the command, its subcommands and options."""

    def visit(node: dict[str, Any], path: list[str]) -> Iterator[tuple[list[str], dict, bool]]:
        yield path, node, False
        for child in node.get("options") or []:
            if child.get("type") in SUBCOMMAND_TYPES:
                yield from visit(child, [*path, child["name"]])
            else:
                yield path, child, True

    yield from visit(command, [command["name"]])


def valid_name(name: str) -> bool:
    """Discord's rule for a command or option name: 1-32 letters, digits, ``-`` or ``_``
    (Devanagari's vowel signs and virama included), lower case."""
    allowed = all(
        ch in "-_" or unicodedata.category(ch)[0] in "LN" or "\u0900" <= ch <= "\u097f"
        for ch in name
    )
    return 1 <= len(name) <= 32 and allowed and name == name.lower()


async def test_every_command_option_and_choice_is_named_in_every_language(
    world: World,
) -> None:
    commands = synced_commands(world)
    assert {command["name"] for command in commands} >= {"game", "dmi", "rules", "daily"}
    for command in commands:
        for path, node, is_option in nodes(command):
            key = path_key(" ".join(path)) + (f".opt.{node['name']}" if is_option else "")
            for tag, language in LOCALES.items():
                name = node["name_localizations"][tag]
                assert name == i18n.text(f"{key}.name", language) and valid_name(name), key
                description = node["description_localizations"][tag]
                assert 1 <= len(description) <= 100, (key, tag)
            for choice in node.get("choices") or []:
                for tag in LOCALES:
                    assert 1 <= len(choice["name_localizations"][tag]) <= 100


async def test_names_in_each_language_are_unique_among_siblings(world: World) -> None:
    for tag in LOCALES:
        tops = [command["name_localizations"][tag] for command in synced_commands(world)]
        assert len(tops) == len(set(tops)), tag
        for command in synced_commands(world):
            for _path, node, is_option in nodes(command):
                if is_option:
                    continue
                names = [child["name_localizations"][tag] for child in node.get("options") or []]
                assert len(names) == len(set(names)), (node["name"], tag)


async def test_a_hindi_client_sees_hindi_command_names_and_replies(
    world: World, client_locales: dict[int, str]
) -> None:
    client_locales[world.ann.id] = "hi"
    game = world.env.backend.find_command("game", world.guild.id)
    assert game is not None and game["name_localizations"]["hi"] == "खेल"
    new = next(option for option in game["options"] if option["name"] == "new")
    assert new["name_localizations"]["hi"] == "नई"
    assert new["description_localizations"]["hi"] == "इस चैनल में किसी खेल की मेज़ खोलें"
    level = next(option for option in new["options"] if option["name"] == "level")
    assert level["name_localizations"]["hi"] == "स्तर"

    opened = await world.ann.slash(world.channel, "game new", game="dealmein", level="unlimited")
    assert opened.ephemeral
    assert opened.response.content.startswith("आपकी डील मी इन मेज़ खुल गई है")
    # Bob's client is in English: his reply is, and so is the server's table message.
    joined = await world.bob.click(world.table_message(), label="Join")
    assert joined.response.content == "You are seated at the Deal Me In table."
    embed = world.table_message().embeds[0]
    assert embed.title == "Deal Me In: a table is open"
    # /settings, /rules and /help answer in her language.
    shown = await world.ann.slash(world.channel, "settings")
    assert "बारी के पिंग **चालू**" in shown.response.content
    rules = await world.ann.slash(world.channel, "rules", game="rummy21")
    assert rules.response.embeds[0].title == "21 पत्तों की भारतीय रमी: नियम संक्षेप में"
    helped = await world.ann.slash(world.channel, "help")
    assert helped.response.embeds[0].title == "आपका पहला खेल"


async def test_a_polish_client_and_a_polish_server_read_polish(
    world: World, client_locales: dict[int, str]
) -> None:
    client_locales[world.ann.id] = "pl"
    role = world.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    moderator = world.guild.add_member(world.env.create_user("mod"), roles=[role])
    changed = await moderator.slash(world.channel, "config", language="pl")
    assert "Polski" in changed.response.content
    opened = await world.ann.slash(world.channel, "game new", game="dealmein")
    assert opened.response.content.startswith("Twój stół Deal Me In jest otwarty")
    assert world.table_message().embeds[0].title == "Deal Me In: stół jest otwarty"
    joined = await world.bob.slash(world.channel, "game join")
    assert joined.response.content == "You are seated at the Deal Me In table."  # his own
    await world.ann.slash(world.channel, "game start")
    message = world.table_message()
    assert "Ruch: " in str(message.embeds[0].to_dict())
    assert "Talia: " in (message.attachments[0].description or "")  # the picture's words


async def test_a_spanish_client_reads_spanish_while_the_table_follows_the_server(
    world: World, client_locales: dict[int, str]
) -> None:
    client_locales[world.bob.id] = "es-419"
    await world.ann.slash(world.channel, "game new", game="dealmein", level="unlimited")
    joined = await world.bob.click(world.table_message(), label="Join")
    assert joined.response.content == "Te has sentado a la mesa de Deal Me In."
    started = await world.bob.click(world.table_message(), label="Start")
    host = f"<@{world.ann.id}>"
    assert started.response.content == f"Solo el anfitrión, {host}, puede empezar la partida."
    await world.ann.click(world.table_message(), label="Start")
    message = world.table_message()  # the server's language: English
    assert message.embeds[0].fields[0].name == "Scores"
    status = await world.bob.slash(world.channel, "game status")
    assert status.response.embeds[0].fields[0].name == "Puntuaciones"


async def test_a_hindi_server_gets_its_table_message_in_hindi(
    world: World, client_locales: dict[int, str]
) -> None:
    guild = world.env.create_guild(name="ताश क्लब", preferred_locale="hi")
    channel = guild.create_text_channel("मेज़")
    ann = guild.add_member(world.ann.user)
    bob = guild.add_member(world.bob.user)
    client_locales[world.bob.id] = "es-ES"
    await ann.slash(channel, "game new", game="hearts")
    table = world.bot.service.table(channel.id)
    assert table is not None
    lobby = next(m for m in reversed(channel.history()) if m.id == table.message_id)
    assert lobby.embeds[0].title == "हार्ट्स डीलक्स: एक मेज़ खुली है"
    controls = [item for row in lobby.components for item in row.children]
    buttons = [item.label for item in controls if isinstance(item, discord.Button)]
    assert buttons == ["जुड़ें", "छोड़ें", "शुरू करें", "कैसे खेलें"]
    (menu,) = [item for item in controls if isinstance(item, discord.SelectMenu)]
    assert menu.placeholder == "कंप्यूटर खिलाड़ी जोड़ें…"
    assert menu.options[0].label == "कंप्यूटर खिलाड़ी: आसान"
    joined = await bob.click(lobby, custom_id="table:join")
    assert joined.response.content == "Te has sentado a la mesa de Hearts Deluxe."
    await ann.click(lobby, custom_id="table:start")
    playing = next(m for m in reversed(channel.history()) if m.id == table.message_id)
    assert playing.embeds[0].fields[0].name == "अंक"
    assert playing.embeds[0].footer.text == "आपके पत्ते: मेरे पत्ते बटन या /game hand"
    assert any(item.label == "मेरे पत्ते" for row in playing.components for item in row.children)
    # The picture speaks the server's language too: its alt text is Hindi.
    (picture,) = playing.attachments
    assert re.search("[\u0900-\u097f]", picture.description or ""), picture.description


def test_a_missing_key_is_caught_by_the_catalogue_test() -> None:
    """Every bot key is in every language (tests/engine/test_i18n.py checks all keys and fields)."""
    english = {key for key in i18n.catalogue("en") if key.startswith("bot.")}
    for language in ("hi", "es"):
        assert english <= set(i18n.catalogue(language))
    with pytest.raises(KeyError):
        i18n.text("bot.no.such.key", "hi")


@pytest.mark.parametrize("game_id", list(game_plugins()))
def test_the_glossary_shown_is_the_catalogues_in_each_language(game_id: str) -> None:
    """``/rules``' "Words used" are the catalogue's terms (``bot.rules.<game>.term.*``), each
    with its meaning (``.means.*``), in the reader's language: written once, there; every
    language translates the meanings (one left English would read the template's)."""
    term = f"bot.rules.{game_id}.term."
    slugs = [key.removeprefix(term) for key in i18n.catalogue("en") if key.startswith(term)]
    assert slugs
    for language in i18n.LOCALES:
        words = i18n.catalogue(language)
        expected = [
            plain(f"**{words[term + slug]}**: {words[f'bot.rules.{game_id}.means.{slug}']}")
            for slug in slugs
        ]
        with i18n.speaking(language):
            embed = rules_embed(game_id)
            heading = i18n.text("bot.rules.words_used")
            assert summary(game_id) == plain(words[f"bot.rules.{game_id}.summary"])
        start = next(i for i, field in enumerate(embed.fields) if field.name == heading)
        shown = [
            line
            for field in embed.fields[start:]
            if field.name in (heading, "…")
            for line in (field.value or "").split("\n")
        ]
        assert shown == expected, language
        if language != "en":
            meanings = [f"bot.rules.{game_id}.means.{slug}" for slug in slugs]
            assert all(words[key] != i18n.catalogue("en")[key] for key in meanings), language


async def test_a_hindi_player_gets_the_hand_panel_in_hindi(
    world: World, client_locales: dict[int, str]
) -> None:
    client_locales[world.ann.id] = "hi"
    played = await world.ann.slash(world.channel, "play", game="hearts", computers=3)
    assert "के ख़िलाफ़ हार्ट्स डीलक्स शुरू हो गया" in played.response.content
    assert "**मेरे पत्ते**" in played.response.content
    panel = await world.ann.click(world.table_message(), custom_id="table:hand")
    assert panel.response.content.startswith("हार्ट्स डीलक्स में **आपके पत्ते**")
    assert "आपकी चाल: तीन पत्ते बाएँ" in panel.response.content
    rows = [row if isinstance(row, dict) else row.to_dict() for row in panel.response.components]
    controls = [item for row in rows for item in row["components"]]
    assert "आगे देने के लिए तीन पत्ते चुनें…" in [item.get("placeholder") for item in controls]
    assert "रीफ़्रेश" in [item.get("label") for item in controls]
    # The table message, the server's, stays English.
    assert world.table_message().embeds[0].fields[0].name == "Scores"


async def test_the_deal_ceremony_button_follows_a_hindi_server(world: World) -> None:
    guild = world.env.create_guild(name="रमी क्लब", preferred_locale="hi")
    channel = guild.create_text_channel("मेज़")
    ann = guild.add_member(world.ann.user)
    # The ceremony by hand (a new table's is automatic, with no button to press).
    await ann.slash(channel, "game new", game="rummy21", options="ceremony=hand")
    await ann.slash(channel, "game addbot")
    await ann.slash(channel, "game start")
    table = world.bot.service.table(channel.id)
    assert table is not None
    message = next(m for m in reversed(channel.history()) if m.id == table.message_id)
    labels = [item.label for row in message.components for item in row.children]
    assert "मेरे पत्ते" in labels and ("काटें" in labels or "जोकर निकालें" in labels)


async def test_the_settings_name_the_at_the_table_exception_in_every_language(
    world: World, client_locales: dict[int, str]
) -> None:
    """Turn DMs come at every turn except while the player is at the table (a move typed
    in its channel less than :data:`AT_TABLE_SECONDS` ago): ``/settings`` says so, in the
    reader's language, with the frontend's figure."""
    seconds = int(AT_TABLE_SECONDS)
    exception = {
        "en-US": ("except while you are at the table", f"{seconds} s"),
        "es-ES": ("salvo mientras estás en la mesa", f"{seconds} s"),
        "pl": ("chyba że jesteś przy stole", f"{seconds} s"),
        "hi": ("सिवाय तब जब आप मेज़ पर हों", f"{seconds} सेकंड"),
    }
    for tag, words in exception.items():
        client_locales[world.ann.id] = tag
        shown = await world.ann.slash(world.channel, "settings")
        assert all(said in shown.response.content for said in words), tag


async def test_a_polish_players_tournament_is_announced_in_the_english_servers_language(
    world: World, client_locales: dict[int, str]
) -> None:
    """The sign-up post that a Polish player's ``/tournament new`` makes, and its edit when
    she signs up with its button, are the English server's; her replies are Polish."""
    client_locales[world.ann.id] = "pl"
    opened = await world.ann.slash(
        world.channel, "tournament new", game="dealmein", format="swiss", rounds=3, starts=5
    )
    assert opened.ephemeral and "jest otwarty na zapisy" in opened.response.content
    post = world.channel.history()[-1]
    assert post.embeds[0].title == "Deal Me In tournament (Swiss)"
    assert [button.label for row in post.components for button in row.children] == [
        "Sign up",
        "Leave",
    ]
    joined = await world.ann.click(post, label="Sign up")
    assert joined.ephemeral and joined.response.content.startswith("Jesteś zapisany.")
    edited = world.channel.history()[-1]
    assert "Signed up: 1" in (edited.embeds[0].description or "")
    assert edited.embeds[0].title == "Deal Me In tournament (Swiss)"


async def test_a_players_client_language_is_remembered_for_their_dms_the_newest_kept() -> None:
    readers = ClientLocales(kept=2)
    assert await readers.of(1) is None  # never seen: the DM reads the table's language
    readers.note(1, "pl")
    readers.note(2, "hi")
    readers.note(1, "es")  # her client changed: the newest wins, and she is the newest
    readers.note(3, "en")
    assert [await readers.of(user) for user in (1, 2, 3)] == ["es", None, "en"]
