"""The computer player: it declares when it can, takes the open card that helps, lets go of
the least useful card, claims honour cards and drops hopeless hands at once."""

from __future__ import annotations

import random

from engine.cards import parse_card, parse_cards
from engine.records import replay_game
from engine.rummy21.ai import choose_action, least_useful_card
from tests.rummy21.positions import HANDS, record

RNG = random.Random(0)


def test_it_declares_when_the_solver_finds_a_declaration() -> None:
    game = replay_game(record([(1, "draw stock")]))
    action = game.bot_action(1, RNG)
    assert action.startswith("declare ") and action.endswith("discard 9S")
    events = game.apply(1, action)
    assert [e.player for e in events if e.kind == "deal_over"] == [1]


def test_it_takes_the_open_card_that_completes_its_hand() -> None:
    game = replay_game(record(open_card="AD", stock="KC"))
    assert game.bot_action(1, RNG) == "draw open"


def test_it_draws_from_the_stock_when_the_open_card_does_not_help() -> None:
    game = replay_game(record())
    assert game.bot_action(1, RNG) == "draw stock"


def test_it_lets_go_of_the_highest_loose_card() -> None:
    hand = [*parse_cards(HANDS[2]), parse_card("KD")]  # K♦ joins cy's kings
    assert str(least_useful_card(hand, 7)) == "AC"


def test_it_claims_honour_cards_first() -> None:
    action = choose_action(
        hand=parse_cards(HANDS[1]),
        joker=parse_card("7H"),
        drawn=False,
        first_turn=True,
        open_top=parse_card("8C"),
        claimable=parse_cards("6H 8H"),
    )
    assert action == "honours 6H 8H"


#: No pure sequence and few starts of one: far from a declaration (Joker 7♥).
HOPELESS_HAND = "9S 9S QS AS AS 2H 10H 4D 5D 5D 8D 8D 9D 9D JD QD 4C 5C 9C 10C KC"


def test_it_drops_a_hopeless_hand_at_its_first_turn_only() -> None:
    for first_turn, expected in ((True, "drop"), (False, "draw stock")):
        action = choose_action(
            hand=parse_cards(HOPELESS_HAND),
            joker=parse_card("7H"),
            drawn=False,
            first_turn=first_turn,
            open_top=None,
            claimable=[],
        )
        assert action == expected
