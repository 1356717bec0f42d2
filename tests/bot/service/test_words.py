"""The service speaks data: refusals and notices are codes with params, worded by the front
end in its reader's language with its own commands; ``str()`` is plain English."""

from __future__ import annotations

import pytest

from bot.tables import TableError, TableService
from bot.tables.ports import Notice
from engine.core import IllegalAction
from tests.bot.service.helpers import ANN, BOB, CHANNEL, RecordingFrontend, two_player_game

SLASH = {"new": "/game new", "join": "/game join"}


async def test_a_refusal_is_a_code_with_its_data(service: TableService) -> None:
    await two_player_game(service)
    with pytest.raises(TableError) as refused:
        await service.create(1, CHANNEL, ANN, "counting", {})
    assert (refused.value.code, refused.value.params) == ("has_table", {})
    with pytest.raises(TableError) as full:
        await service.join(CHANNEL + 1, BOB)
    assert full.value.code == "no_table"


def test_a_front_end_names_its_commands_and_words_in_its_readers_language() -> None:
    refusal = TableError("no_table")
    assert str(refusal) == "There is no game in this channel: start one with the new-game command."
    assert refusal.words("en", SLASH) == (
        "There is no game in this channel: start one with /game new."
    )
    assert refusal.words("es", SLASH) == (
        "No hay ninguna partida en este canal: empieza una con /game new."
    )
    assert refusal.words("hi", SLASH) == "इस चैनल में कोई खेल नहीं है: /game new से एक शुरू करें।"
    assert "नया-खेल कमांड" in refusal.words("hi")  # no command given: worded plainly


def test_a_params_list_of_names_is_joined_in_the_language() -> None:
    notice = Notice("shared", winners=["Ann", "Bob"], scores="Ann 3, Bob 3")
    assert str(notice) == "Ann and Bob share the win! Final scores: Ann 3, Bob 3."
    assert notice.words("es").startswith("¡Ann y Bob comparten la victoria!")


def test_a_notice_may_carry_a_refusal_worded_in_the_same_language() -> None:
    notice = Notice("lobby_failed", game="Counting", reason=TableError("no_table"))
    assert notice.words("en", SLASH) == (
        "The Counting lobby could not start: There is no game in this channel: start one "
        "with /game new."
    )


def test_an_engine_refusal_is_worded_by_the_engine() -> None:
    engine = IllegalAction("Draw first.", code="nowhere.in.catalogue")
    try:
        raise TableError.refused(engine) from engine
    except TableError as refusal:
        assert (refusal.code, str(refusal), refusal.words("hi")) == (
            "rules",
            "Draw first.",
            "Draw first.",
        )


def test_a_sentence_that_is_no_code_is_kept_as_it_is() -> None:
    refusal = TableError.text("Ya jugaste hoy.")
    assert (refusal.code, str(refusal), refusal.words("hi", SLASH)) == (
        None,
        "Ya jugaste hoy.",
        "Ya jugaste hoy.",
    )


async def test_the_timeout_notice_is_data_for_the_front_end(
    service: TableService, frontend: RecordingFrontend
) -> None:
    table = await two_player_game(service)
    await service.expire_turn(CHANNEL, table.turn)
    assert frontend.of("announce") == ["Time is up for Ann. The total goes up by 1 for nobody."]
