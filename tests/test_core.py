"""The shared game contract: options, results, the registry."""

import pytest

from engine.core import GameSetupError, OptionSpec, Result
from engine.registry import game_class


def test_result_ranks_share_ties_and_follow_direction() -> None:
    high = Result.from_scores([120, 90, 120, 40])
    assert high.ranks == [1, 3, 1, 4]
    assert high.winners == [0, 2]
    low = Result.from_scores([26, 0, 13, 0], higher_wins=False)
    assert low.ranks == [4, 1, 3, 1]
    assert low.winners == [1, 3]


def test_option_choices_are_checked_case_insensitively() -> None:
    spec = OptionSpec("level", "social", "time per move", choices=("social", "expert"))
    assert spec.check("Expert") == "expert"
    with pytest.raises(GameSetupError, match="choose one of social, expert"):
        spec.check("blitz")


def test_integer_options_have_bounds() -> None:
    spec = OptionSpec("point_limit", 100, "points that end the game", minimum=10, maximum=500)
    assert spec.check(50) == 50
    with pytest.raises(GameSetupError, match="at least 10"):
        spec.check(5)
    with pytest.raises(GameSetupError, match="whole number"):
        spec.check("fifty")


def test_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="unknown game 'chess'"):
        game_class("chess")
