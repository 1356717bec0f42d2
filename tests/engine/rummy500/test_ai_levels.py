"""The easy Rummy 500 player: it never digs into the pile and overlooks some lay-offs (the
hard player: test_ai_hard.py)."""

from __future__ import annotations

import random

from engine.cards import parse_cards
from engine.rummy500 import ai
from engine.rummy500.game import Rummy500
from tests.engine.rummy500.positions import position


def choose_action(game: Rummy500, player: int, rng: random.Random, level: str = "normal") -> str:
    """The computer player's action, in its notation."""
    return str(ai.choose_action(game, player, rng, level))


def test_easy_never_digs_into_the_pile() -> None:
    game = position(["5H 6H 2C 9D", "3S"], discard="7H 2D", stock="3D")
    assert choose_action(game, 0, random.Random(0), "normal") == "draw 7H"
    assert choose_action(game, 0, random.Random(0), "easy") == "draw stock"


def test_easy_overlooks_some_lay_offs_normal_never() -> None:
    game = position(["5H 6H 7H 8H 2C KD", "3S"], discard="4C", stock="3D 9S")
    game.apply(0, "draw stock")
    game.apply(0, "meld 5H 6H 7H")
    assert choose_action(game, 0, random.Random(0), "normal") == "layoff 8H 1"
    easy = {choose_action(game, 0, random.Random(seed), "easy") for seed in range(12)}
    assert "layoff 8H 1" in easy and any(a.startswith("discard") for a in easy)
    assert parse_cards("8H")[0] in game.hands[0]


def test_easy_skipping_a_lay_off_never_plays_one_that_needed_it() -> None:
    # Q♠ then K♠ go on 9♠ 10♠ J♠; K♠ fits only once Q♠ is there.
    game = position(["9S 10S JS QS KS 2C 7D", "3S"], discard="4C", stock="3D 9H")
    game.apply(0, "draw stock")
    game.apply(0, "meld 9S 10S JS")
    for seed in range(20):
        action = choose_action(game, 0, random.Random(seed), "easy")
        assert action != "layoff KS 1"
        type(game).from_dict(game.to_dict()).apply(0, action)  # legal
