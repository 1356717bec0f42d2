"""``/game new options:``: any game's options as ``name=value``, checked by the engine,
suggested by autocomplete, shown in the lobby."""

from __future__ import annotations

import pytest

from bot.discord.options import check_names, option_completions, option_help, parse_options
from engine import i18n
from engine.core import GameSetupError
from engine.dealmein.game import DealMeIn
from engine.hearts.game import Hearts
from engine.i18n import text
from engine.registry import game_class, game_ids
from engine.rummy21.game import IndianRummy
from tests.bot.discord.conftest import World


async def test_options_are_set_and_shown_in_the_lobby(world: World) -> None:
    opened = await world.ann.slash(
        world.channel, "game new", game="dealmein", options="level=expert, blocked_rounds=4"
    )
    assert opened.ephemeral and "Rounds without a play that end it: 4" in opened.response.content
    assert world.table().options == {"level": "expert", "blocked_rounds": 4}
    lobby = world.table_message().embeds[0]
    options = next(field for field in lobby.fields if field.name == "Options")
    # In words, not the engine's keys.
    assert options.value == "Move timer: Expert, Rounds without a play that end it: 4"


async def test_level_and_options_together(world: World) -> None:
    await world.ann.slash(
        world.channel, "game new", game="dealmein", level="expert", options="blocked_rounds=3"
    )
    assert world.table().options == {"level": "expert", "blocked_rounds": 3}


@pytest.mark.parametrize(
    ("options", "refusal"),
    [
        ("speed=3", "Deal Me In has no option `speed`: remove `speed`. Deal Me In's options"),
        ("blocked_rounds=0", "Option `blocked_rounds` is at least 1. Pick another value."),
        ("blocked_rounds=lots", "Option `blocked_rounds` is a whole number, not 'lots'."),
        ("level=fast", "Option level='fast': choose one of unlimited, social"),
        ("expert", "Write each option as name=value, like level=social: 'expert' is not."),
    ],
)
async def test_bad_options_are_refused_privately(world: World, options: str, refusal: str) -> None:
    refused = await world.ann.slash(world.channel, "game new", game="dealmein", options=options)
    assert refused.ephemeral and refusal in refused.response.content
    assert world.bot.service.table(world.channel.id) is None
    assert world.channel.history() == []


async def test_autocomplete_offers_the_chosen_games_options(world: World) -> None:
    offered = await world.ann.autocomplete(
        world.channel, "game new", "options", "blocked", game="dealmein"
    )
    assert [choice["value"] for choice in offered] == ["blocked_rounds=2"]
    offered = await world.ann.autocomplete(
        world.channel, "game new", "options", "blocked_rounds=4 ", game="dealmein"
    )
    assert [choice["value"] for choice in offered][:2] == [
        "blocked_rounds=4 level=unlimited",
        "blocked_rounds=4 level=social",
    ]


def test_values_take_the_type_of_the_default() -> None:
    assert parse_options(Hearts, "POINT_LIMIT=50,turn_seconds=0") == {
        "point_limit": 50,
        "turn_seconds": 0,
    }
    assert parse_options(DealMeIn, "level=Expert") == {"level": "Expert"}
    assert parse_options(Hearts, "colour=red") == {"colour": "red"}  # the engine refuses it
    with pytest.raises(GameSetupError, match="given twice"):
        parse_options(Hearts, "point_limit=50 point_limit=60")


def test_completions_offer_choices_and_a_value_being_typed() -> None:
    levels = [choice.value for choice in option_completions(DealMeIn, "level=")]
    assert levels == [f"level={name}" for name in ("unlimited", "social", "competitive", "expert")]
    assert [c.value for c in option_completions(Hearts, "point_limit=7")] == ["point_limit=7"]
    assert option_completions(Hearts, "point_limit=50 turn_seconds=30 ") == []
    label = option_completions(Hearts, "turn")[0].name
    assert label.startswith("turn_seconds=60: seconds for a move")


def test_every_option_says_what_it_does_in_each_language_the_english_the_engines() -> None:
    for game_id in game_ids():
        game = game_class(game_id)
        for spec in game.option_specs:
            assert option_help(game, spec) == spec.help
            assert text(f"bot.option.{game_id}.{spec.name}", "en") == spec.help


def test_completions_and_option_refusals_read_in_the_players_language() -> None:
    with i18n.speaking("es"):
        label = option_completions(Hearts, "turn")[0].name
    assert label == "turn_seconds=60: segundos por jugada o pase (0: sin límite)"
    with i18n.speaking("hi"):
        hindi = option_completions(IndianRummy, "deals")[0].name
    assert hindi.endswith(": एक खेल में बाँटों की संख्या")
    with pytest.raises(GameSetupError) as refused, i18n.speaking("hi"):
        check_names(Hearts, {"target": "300"})
    words = str(refused.value)
    assert "`point_limit=100` (जिस हाथ में किसी खिलाड़ी का कुल इससे ऊपर जाए" in words
    with pytest.raises(GameSetupError) as refused, i18n.speaking("es"):
        check_names(IndianRummy, {"target": "300"})
    assert "no para Rummy indio de 21 cartas" in str(refused.value)
