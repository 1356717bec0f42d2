"""The Rummy 500 computer player: its draws, plays and discards, and that it only ever
chooses legal actions."""

from __future__ import annotations

import random

from engine.cards import parse_cards
from engine.rummy500 import ai
from engine.rummy500.ai import choose_discard
from engine.rummy500.game import Rummy500
from tests.engine.rummy500.positions import NAMES, position

RNG = random.Random(0)


def choose_action(game: Rummy500, player: int, rng: random.Random, level: str = "normal") -> str:
    """The computer player's action, in its notation."""
    return str(ai.choose_action(game, player, rng, level))


def test_takes_a_pile_card_that_melds_and_gains_more_than_it_costs() -> None:
    game = position(["5H 6H 2C 9D", "3S"], discard="7H 2D", stock="3D")
    assert choose_action(game, 0, RNG) == "draw 7H"


def test_leaves_a_deep_card_whose_load_costs_more_than_it_melds() -> None:
    game = position(["5H 6H 2C 9D", "3S"], discard="7H KD QS JC", stock="3D")
    assert "draw 7H" in [str(a) for a in game.legal_draws()]
    assert choose_action(game, 0, RNG) == "draw stock"


def test_taken_cards_that_pair_with_the_hand_are_no_load() -> None:
    game = position(["5H 6H KS 2C", "3S"], discard="7H KD QC", stock="3D")
    assert choose_action(game, 0, RNG) == "draw 7H"


def test_with_the_stock_empty_passes_when_the_pile_gains_nothing() -> None:
    game = position(["5H 6H 2C 9D", "3S"], discard="7H KD QS JC")
    assert choose_action(game, 0, RNG) == "pass"


def test_uses_the_card_that_must_be_used_first() -> None:
    game = position(["5H 6H 9S 9H 9D 2C", "3S"], discard="7H", stock="3D")
    game.apply(0, "draw 7H")
    assert choose_action(game, 0, RNG) == "meld 5H 6H 7H"


def test_melds_the_most_cards_and_goes_out() -> None:
    game = position(["5H 6H 7H 9S 9H 9D 8H", "3S"], stock="2C")
    game.apply(0, "draw stock")
    played = []
    while game.to_move() == [0] and game.hand_number == 1:
        action = choose_action(game, 0, RNG)
        played.append(action)
        game.apply(0, action)
    assert played == ["meld 5H 6H 7H 8H", "meld 9S 9H 9D", "discard 2C"]
    assert game.hand_log[0]["went_out"] == 0


def test_lays_off_on_another_players_meld() -> None:
    game = position(["5H 6H 7H 2C KD", "8H 3S 4D"], stock="9C 10C")
    for action in ("draw stock", "meld 5H 6H 7H", "discard KD"):
        game.apply(0, action)
    game.apply(1, "draw stock")
    assert choose_action(game, 1, RNG) == "layoff 8H 1"


def test_discards_the_highest_card_without_a_partner() -> None:
    assert str(choose_discard(parse_cards("KS 9D 9C 4H 6H 2C"))) == "KS"
    assert str(choose_discard(parse_cards("AS 2S 9D 9C 4H 6H 3C"))) == "3C"


def test_when_every_card_has_a_partner_discards_from_the_weakest_ties() -> None:
    assert str(choose_discard(parse_cards("KS QS 9D 9C 9H 4H 6H"))) == "6H"


def test_every_choice_is_legal() -> None:
    for players in (2, 4, 6):
        game = Rummy500.create(NAMES[:players], options={"target": 100}, seed=players)
        rng = random.Random(players)
        while not game.over:
            seat = game.to_move()[0]
            action = choose_action(game, seat, rng)
            assert action in [str(a) for a in game.legal_actions(seat)]
            game.apply(seat, action)
