"""The table service's refusals and notices in Discord: worded in the reader's language,
with the slash commands named (replies in the player's locale, public messages in the
server's)."""

from __future__ import annotations

import re

import pytest

from bot.discord.wording import command_hint, hint_codes, refusal_text
from bot.tables.ports import TableError
from engine import i18n
from engine.core import IllegalAction
from engine.i18n import LOCALES, catalogue
from tests.bot.discord.conftest import World


def test_a_service_refusal_reads_in_the_players_language_with_the_slash_command() -> None:
    refusal = TableError("not_seated")
    assert refusal_text(refusal) == "You are not seated at this table: join it with /game join."
    with i18n.speaking("es"):
        assert refusal_text(refusal) == "No estás sentado en esta mesa: únete con /game join."
    with i18n.speaking("hi"):
        assert refusal_text(refusal) == "आप इस टेबल पर नहीं बैठे हैं: /game join से शामिल हों।"


def test_an_engine_refusal_through_the_service_keeps_its_hint() -> None:
    engine = IllegalAction("Draw first.", code="rummy21.draw_first")
    try:
        raise TableError.refused(engine) from engine
    except TableError as refusal:
        assert refusal_text(refusal).startswith("Draw first. Press **Draw stock**")
        with i18n.speaking("hi"):
            hindi = refusal_text(refusal)
    assert hindi.endswith(
        "अपने हाथ के पैनल (**मेरे पत्ते**) में **गड्डी से उठाएँ** या **खुला उठाएँ** दबाएँ, "
        "या `/rummy21 draw` इस्तेमाल करें।"
    )


def test_a_refusals_hint_reads_in_its_language_with_the_panels_button_names() -> None:
    refusal = IllegalAction.of("rummy21.discard.one")
    with i18n.speaking("es"):
        assert refusal_text(refusal).endswith(
            "Usa `/rummy21 discard` con una carta, o el menú de descarte de tu panel."
        )
        assert command_hint("rummy500.stock_empty") == (
            "Elige una carta del montón en el panel de tu mano (**Mi mano**) o usa `/rummy draw`; "
            "**Pasar** (o `/rummy pass`) termina la mano."
        )


@pytest.mark.parametrize("locale", LOCALES)
def test_every_button_a_hint_names_is_a_panel_label_in_that_language(locale: str) -> None:
    """A hint names buttons in ** as the panels show them in the reader's language (a
    label may go on, as "Set aside" is the start of "Set aside honours"); slash commands
    stay as typed in every language."""
    words = catalogue(locale)
    labels = [
        words[key]
        for key in words
        if ".button." in key and key.startswith("bot.") and "{" not in words[key]
    ]
    for code in hint_codes():
        hint = words[f"bot.hint.{code}"]
        english = catalogue("en")[f"bot.hint.{code}"]
        for named in re.findall(r"\*\*(.+?)\*\*", hint):
            assert any(label.startswith(named) for label in labels), (locale, code, named)
        assert re.findall(r"`(/[a-z0-9]+ [a-z]+)`", hint) == re.findall(
            r"`(/[a-z0-9]+ [a-z]+)`", english
        ), (locale, code)


async def test_a_public_notice_reads_in_the_servers_language(world: World) -> None:
    guild = world.env.create_guild(name="Club de cartas", preferred_locale="es-ES")
    channel = guild.create_text_channel("mesas")
    ana = guild.add_member(world.env.create_user("ana"))
    await ana.slash(channel, "game new", game="dealmein")
    left = await ana.slash(channel, "game leave")
    assert left.ephemeral
    closing = channel.history()[-1]
    assert closing.embeds[0].description == "ana se fue y la sala está vacía: cerrada."


async def test_a_refusal_in_english_names_its_command_as_a_clickable_mention(
    world: World,
) -> None:
    refused = await world.ann.slash(world.channel, "game join")
    assert refused.ephemeral
    game_id = world.command_id("game")
    assert refused.response.content == (
        f"There is no game in this channel: start one with </game new:{game_id}>."
    )
