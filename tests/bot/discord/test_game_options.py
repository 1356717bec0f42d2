"""``/game new options:``: any game's options as ``name=value``, checked by the engine,
suggested by autocomplete, shown in the lobby."""

from __future__ import annotations

import pytest

from bot.discord.options import option_completions, parse_options
from engine.core import GameSetupError
from engine.dealmein.game import DealMeIn
from engine.hearts.game import Hearts
from tests.bot.discord.conftest import World


async def test_options_are_set_and_shown_in_the_lobby(world: World) -> None:
    opened = await world.ann.slash(
        world.channel, "game new", game="dealmein", options="level=expert, blocked_rounds=4"
    )
    assert opened.ephemeral and "blocked rounds: 4" in opened.response.content
    assert world.table().options == {"level": "expert", "blocked_rounds": 4}
    lobby = world.table_message().embeds[0]
    options = next(field for field in lobby.fields if field.name == "Options")
    assert options.value == "level: expert, blocked rounds: 4"


async def test_level_and_options_together(world: World) -> None:
    await world.ann.slash(
        world.channel, "game new", game="dealmein", level="expert", options="blocked_rounds=3"
    )
    assert world.table().options == {"level": "expert", "blocked_rounds": 3}


@pytest.mark.parametrize(
    ("options", "refusal"),
    [
        ("speed=3", "Deal Me In has no option 'speed': remove 'speed'. Deal Me In's options"),
        ("blocked_rounds=0", "Option blocked_rounds is at least 1. Pick another value."),
        ("blocked_rounds=lots", "Option blocked_rounds is a whole number, not 'lots'."),
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
