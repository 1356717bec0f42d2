"""The table service's refusals and notices in Discord: worded in the reader's language,
with the slash commands named (replies in the player's locale, public messages in the
server's)."""

from __future__ import annotations

from bot.discord.wording import refusal_text
from bot.tables.ports import TableError
from engine.core import IllegalAction
from tests.bot.discord.conftest import World


def test_a_service_refusal_reads_in_the_players_language_with_the_slash_command() -> None:
    refusal = TableError("not_seated")
    assert refusal_text(refusal) == "You are not seated at this table: join it with /game join."
    assert refusal_text(refusal, "es") == "No estás sentado en esta mesa: únete con /game join."
    assert refusal_text(refusal, "hi") == "आप इस टेबल पर नहीं बैठे हैं: /game join से शामिल हों।"


def test_an_engine_refusal_through_the_service_keeps_its_hint() -> None:
    engine = IllegalAction("Draw first.", code="rummy21.draw_first")
    try:
        raise TableError.refused(engine) from engine
    except TableError as refusal:
        assert refusal_text(refusal, "hi").startswith("Draw first. Press **Draw stock**")


async def test_a_public_notice_reads_in_the_servers_language(world: World) -> None:
    guild = world.env.create_guild(name="Club de cartas", preferred_locale="es-ES")
    channel = guild.create_text_channel("mesas")
    ana = guild.add_member(world.env.create_user("ana"))
    await ana.slash(channel, "game new", game="dealmein")
    left = await ana.slash(channel, "game leave")
    assert left.ephemeral
    closing = channel.history()[-1]
    assert closing.embeds[0].description == "ana se fue y la sala está vacía: cerrada."


async def test_a_refusal_in_english_reads_word_for_word_as_before(world: World) -> None:
    refused = await world.ann.slash(world.channel, "game join")
    assert refused.ephemeral
    assert refused.response.content == (
        "There is no game in this channel: start one with /game new."
    )
