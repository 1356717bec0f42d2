"""A server's default move timer as each game's own options (``Game.timer_options``): the
``turn_seconds`` option where the game allows the value, Deal Me In's nearest level."""

from __future__ import annotations

from engine.dealmein.game import DealMeIn
from engine.hearts.game import Hearts
from engine.rummy21.game import IndianRummy


def test_a_game_with_turn_seconds_takes_the_value_it_allows() -> None:
    assert Hearts.timer_options(45) == {"turn_seconds": 45}
    assert Hearts.timer_options(0) == {"turn_seconds": 0}  # no limit
    assert IndianRummy.timer_options(0) == {}  # at least 10 s: the game's own default stays
    assert Hearts.timer_options(99_999) == {}


def test_deal_me_in_takes_the_level_nearest_the_seconds() -> None:
    assert DealMeIn.timer_options(0) == {"level": "unlimited"}
    assert DealMeIn.timer_options(100) == {"level": "social"}
    assert DealMeIn.timer_options(50) == {"level": "competitive"}
    assert DealMeIn.timer_options(10) == {"level": "expert"}
    assert DealMeIn.check_options(DealMeIn.timer_options(50))["level"] == "competitive"
