"""The easy and hard Rummy 500 players: easy never digs into the pile; hard remembers what
the others took from it, does not feed their melds, holds a meld back that would feed them
and dumps its high cards when someone is about to go out."""

from __future__ import annotations

import random
from collections import Counter

from engine.cards import parse_card, parse_cards
from engine.rummy500 import memory
from engine.rummy500.ai import choose_action
from tests.engine.rummy500.positions import game_after, position

#: Bob (seat 1) takes 7♠ from under Q♥ to meld 5♠ 6♠ 7♠, and keeps Q♥: the table saw it.
HANDS = (
    "2C 3D 4S 8H 10C QH 6D",
    "5S 6S 9H JD 2H 4C 8D",
    "3C 5D 7C 9D JH KC AH",
)
BOB_TAKES_THE_PILE = [
    (0, "draw stock"),
    (0, "discard QH"),
    (1, "draw 7S"),
    (1, "meld 5S 6S 7S"),
    (1, "discard JD"),
    (2, "draw stock"),
    (2, "discard 3C"),
]


def bob_took_the_queen(ann_draws: str = "9C") -> object:
    return game_after(BOB_TAKES_THE_PILE, hands=HANDS, up="7S", stock=f"5C 10S {ann_draws}")


def test_hard_remembers_the_cards_taken_from_the_pile_and_not_put_down() -> None:
    game = bob_took_the_queen()
    known = memory.read_memory(game)  # type: ignore[arg-type]
    assert known[1] == Counter({parse_card("QH"): 1})
    assert not known[0] and not known[2]


def test_danger_of_a_discard() -> None:
    game = bob_took_the_queen()
    known = memory.read_memory(game)[1]  # type: ignore[arg-type]
    melds = game.melds  # type: ignore[attr-defined]
    assert memory.danger(parse_card("8S"), melds, known) == memory.FEEDS  # lays off on 5-6-7♠
    assert memory.danger(parse_card("QS"), melds, known) == memory.NEAR_KNOWN  # Bob's Q♥
    assert memory.danger(parse_card("3H"), melds, known) == 0


def test_hard_does_not_discard_next_to_a_card_the_next_player_took() -> None:
    game = bob_took_the_queen(ann_draws="QS")
    game.apply(0, "draw stock")  # type: ignore[attr-defined]
    game.apply(0, "layoff 4S 1")  # type: ignore[attr-defined]
    # Ann holds Q♠ and 10♣ (10 points each, no partner): normal lets the queen go.
    assert choose_action(game, 0, random.Random(0), "normal") == "discard QS"  # type: ignore[arg-type]
    assert choose_action(game, 0, random.Random(0), "hard") == "discard 10C"  # type: ignore[arg-type]


def test_hard_holds_back_a_meld_a_known_card_would_lay_off_on() -> None:
    # Ann holds 9♥ 10♥ J♥; Bob kept the Q♥ he took from the pile: laid now, the run would
    # take his queen. Early in the hand hard keeps it in hand.
    hands = ("9H 10H JH QH 2C 4D 8C", "5S 6S 9D JD 2H 4C 8D", "3C 5D 7C KD JS KC AH")
    game = game_after(BOB_TAKES_THE_PILE, hands=hands, up="7S", stock="3H 10S 3S")
    game.apply(0, "draw stock")
    assert memory.read_memory(game)[1] == Counter({parse_card("QH"): 1})
    assert choose_action(game, 0, random.Random(0), "normal") == "meld 9H 10H JH"
    action = choose_action(game, 0, random.Random(0), "hard")
    assert action.startswith("discard") and action.split()[1] not in ("9H", "10H", "JH")


def test_hard_dumps_its_highest_card_when_another_is_about_to_go_out() -> None:
    game = position(["KS KH 4D 9C", "3S 4S"], discard="2D", stock="5C")
    game.apply(0, "draw stock")
    assert choose_action(game, 0, random.Random(0), "normal") == "discard 9C"  # keeps its pair
    assert choose_action(game, 0, random.Random(0), "hard") in ("discard KS", "discard KH")


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


def test_hard_digs_for_cards_that_partner_its_hand() -> None:
    # Taking 4♥ melds 2♥ 3♥ 4♥ (9 points) but brings Q♣ (no partner: 10 against) along
    # with K♦ and 10♣, which pair with K♠ and 9♣: normal counts those nothing and draws
    # from the stock; hard counts them as melds to come and digs.
    game = position(["2H 3H KS 9C 5D", "3S"], discard="4H QC KD 10C", stock="3D")
    assert choose_action(game, 0, random.Random(0), "normal") == "draw stock"
    assert choose_action(game, 0, random.Random(0), "hard") == "draw 4H"
