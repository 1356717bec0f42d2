"""The bot's own words in the reader's language: game names in table messages and replies,
discord.py's refusals of a slash command, the close reasons kept with a record, Rummy 500's
lay-off autocomplete."""

from __future__ import annotations

from typing import Any

import pytest
from discord import app_commands

from bot.discord.client import closed_reason, command_error_text
from bot.discord.games.rummy500.cog import draw_choices, held_card_choices
from bot.discord.wording import COMMANDS, refusal_text, suggested_move, worded_text
from bot.tables.ports import Notice, TableError
from engine import i18n
from engine.dealmein.game import DealMeIn
from engine.i18n import DEFAULT_LOCALE, speaking
from engine.rummy500.game import Rummy500
from tests.bot.discord.conftest import World
from tests.bot.discord.test_rummy500 import open_table, set_position


def cooldown() -> app_commands.CommandOnCooldown:
    return app_commands.CommandOnCooldown(app_commands.Cooldown(1, 30.0), 12.5)


@pytest.mark.parametrize(
    "error",
    [
        cooldown(),
        app_commands.MissingPermissions(["manage_guild"]),
        app_commands.MissingPermissions(["manage_guild", "manage_messages"]),
        app_commands.BotMissingPermissions(["attach_files", "embed_links", "send_messages"]),
        app_commands.MissingRole(1234),
        app_commands.MissingAnyRole([12, 34]),
    ],
)
def test_discordpys_refusals_read_in_english_word_for_word(error: Any) -> None:
    with i18n.speaking("en"):
        assert command_error_text(error) == str(error)


def said(language: str, error: app_commands.AppCommandError) -> str:
    """``error`` as a reader of ``language`` reads it (the language of their interaction)."""
    with i18n.speaking(language):
        return command_error_text(error)


def test_discordpys_refusals_read_in_the_players_language() -> None:
    assert said("es", cooldown()) == ("Tienes que esperar. Vuelve a intentarlo en 12.50 s.")
    assert said("hi", app_commands.MissingPermissions(["manage_guild"])) == (
        "यह कमांड चलाने के लिए आपके पास Manage Server अनुमति नहीं है।"
    )
    two = app_commands.MissingPermissions(["manage_guild", "manage_messages"])
    assert "Manage Server y Manage Messages" in said("es", two)
    assert said("hi", app_commands.CheckFailure("check failed")) == (
        "आप यहाँ यह कमांड इस्तेमाल नहीं कर सकते।"
    )
    assert said("en", app_commands.CheckFailure()) == ("You may not use this command here.")
    other = app_commands.AppCommandError("something odd")
    assert said("es", other) == (
        "Ese comando no funcionó: revisa lo que escribiste y vuelve a intentarlo."
    )


def test_the_close_reasons_kept_with_a_record_are_todays_english() -> None:
    assert closed_reason("guild_left") == "the bot left the server"
    assert closed_reason("channel_deleted") == "the channel was deleted"
    assert closed_reason("thread_deleted") == "the thread was deleted"


async def test_a_spanish_server_names_the_game_in_spanish(world: World) -> None:
    guild = world.env.create_guild(name="Club de cartas", preferred_locale="es-ES")
    channel = guild.create_text_channel("mesas")
    ann = guild.add_member(world.ann.user)
    await ann.slash(channel, "game new", game="rummy21")
    table = world.bot.service.table(channel.id)
    assert table is not None
    lobby = next(m for m in reversed(channel.history()) if m.id == table.message_id)
    assert lobby.embeds[0].title == "Rummy indio de 21 cartas: hay una mesa abierta"
    await ann.slash(channel, "game addbot")
    await ann.slash(channel, "game start")
    playing = next(m for m in reversed(channel.history()) if m.id == table.message_id)
    # The title is the game's name alone: the options are in the lobby's words.
    assert playing.embeds[0].title == "Rummy indio de 21 cartas"


async def test_an_english_server_keeps_the_engines_game_name(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="rummy21")
    assert world.table_message().embeds[0].title == "21-card Indian Rummy: a table is open"


async def test_the_layoff_autocomplete_says_which_meld_fits_in_the_players_language(
    world: World,
) -> None:
    await open_table(world, against_computer=False)
    game = set_position(world)
    game.apply(0, "draw 8H")
    with speaking("es"):
        spanish = [choice.name for choice in held_card_choices(game, 0, "8", fits=True)]
    assert spanish == ["8♠", "8♥ · encaja en la combinación 1", "8♣"]
    with speaking("hi"):
        hindi = [choice.name for choice in held_card_choices(game, 0, "8H", fits=True)]
    assert hindi == ["8♥ · मेल 1 में बैठता है"]


def test_the_computer_players_move_reads_in_the_players_language() -> None:
    with speaking("es"):
        assert suggested_move("rummy500", Rummy500.parse_action("layoff 8H 2")) == (
            "Con tus cartas, el jugador del ordenador haría esto: añadir 8♥ a la combinación 2 "
            "(`/rummy layoff card:8H meld:2`)."
        )
    with speaking("hi"):
        assert suggested_move("dealmein", DealMeIn.parse_action("reclaim 7H; swap 2C")) == (
            "आपके पत्तों से कंप्यूटर खिलाड़ी यह करता: 7♥ से एक जोकर वापस लेना "
            "(`/dmi reclaim card:7H`), फिर 2♣ बदलना (`/dmi swap cards:2C`)।"
        )


async def test_the_draw_autocomplete_names_the_stock_in_the_players_language(
    world: World,
) -> None:
    await open_table(world, against_computer=False)
    game = set_position(world)
    with speaking("es"):
        spanish = draw_choices(game, 0, "")
    assert spanish[0].name == f"mazo ({len(game.stock)} cartas)" and spanish[0].value == "stock"
    assert draw_choices(game, 0, "")[0].name == f"stock ({len(game.stock)} cards)"


def test_a_game_the_table_service_names_is_named_in_the_readers_language() -> None:
    expired = Notice("lobby_expired", game="21-card Indian Rummy")
    assert "21-card Indian Rummy" in worded_text(expired)
    assert worded_text(expired) == expired.words(DEFAULT_LOCALE, COMMANDS)
    with speaking("es"):
        spanish = worded_text(expired)
    assert "Rummy indio de 21 cartas" in spanish and "21-card" not in spanish
    failed = Notice("lobby_failed", game="21-card Indian Rummy", reason="no seats")
    with speaking("hi"):
        assert "21 पत्तों की भारतीय रमी" in worded_text(failed)
    broken = TableError("broken", game="21-card Indian Rummy")
    with speaking("es"):
        assert "Rummy indio de 21 cartas" in refusal_text(broken)
    assert refusal_text(broken) == broken.words(DEFAULT_LOCALE, COMMANDS)
