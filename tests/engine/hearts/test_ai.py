"""The computer player: always legal, and the rules of thumb it promises."""

from __future__ import annotations

import random

from engine.cards import parse_card, parse_cards
from engine.hearts.ai import choose_card, choose_pass, choose_play, read_table
from engine.hearts.game import Hearts
from engine.records import replay_game
from engine.registry import computer_action
from tests.engine.hearts.positions import MOON_HANDS, record

PLAYERS = ["ann", "bob", "cat", "dan"]
FIRST_TRICK = [(0, "play AC"), (1, "play 5D"), (2, "play 6C"), (3, "play 9S")]


def test_four_computer_players_finish_a_game_with_legal_moves_only() -> None:
    game = Hearts.create(PLAYERS, options={"point_limit": 50}, seed=17)
    rng = random.Random(17)
    while not game.over:
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))  # raises on an illegal choice
    assert game.over


def test_it_passes_an_uncovered_queen_of_spades_with_the_high_spades() -> None:
    hand = parse_cards("QS KS AS 5S 2H 3H 4H 5H 6H 2D 3D 4D 5D")
    assert set(choose_pass(hand)) == set(parse_cards("QS KS AS"))


def test_it_keeps_a_covered_queen_and_the_jack_of_diamonds() -> None:
    hand = parse_cards("QS 2S 3S 4S AH KH 2H 9C 10C JD 3D 4D 5D")
    passed = choose_pass(hand)
    assert parse_card("QS") not in passed
    assert parse_card("JD") not in passed
    assert set(passed) == set(parse_cards("AH KH 10C"))


def test_it_empties_a_short_suit() -> None:
    hand = parse_cards("2S 3S 4S 5S 6S 2H 3H 4H 5H 6H 7H KC 9D")
    assert {c.suit for c in choose_pass(hand)} >= {"C", "D"}


def test_it_ducks_with_the_highest_card_under_the_winner() -> None:
    game = replay_game(record(actions=[(0, "play AC"), (1, "play 5D")]))
    assert str(choose_play(game, 2)) == "KC"


def test_it_ducks_rather_than_overtakes() -> None:
    hands = (
        "2C 9C 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS",
        "3C 8C 10C KS AS 2H 3H 4H 5H 6H 7H 8H 9H",
        "4C 5C 6C 7C JC 10H JH QH KH AH 2D 3D 4D",
        "5D 6D 7D 8D 9D 10D JD QD KD AD QC KC AC",
    )
    game = replay_game(record(hands, [(0, "play 9C")]))
    assert str(choose_play(game, 1)) == "8C"


def test_it_dumps_the_queen_of_spades_when_void() -> None:
    second = [(0, "play 2D"), (1, "play 6D"), (2, "play AD")]
    game = replay_game(record(actions=[*FIRST_TRICK, *second]))
    assert str(choose_play(game, 3)) == "QS"


def test_it_takes_the_jack_of_diamonds_when_no_one_can_take_it_back() -> None:
    hands = (
        "2C AC 2D 2S 3S 4S 5S 6S 7S 8S 9S 10S JS",
        "3C 4C 3D QS KS AS 2H 3H 4H 5H 6H 7H 8H",
        "5C 6C 4D 9H 10H JH QH KH AH 6D 7D 8D 10D",
        "7C 8C 9C 10C JC QC KC 5D 9D JD QD KD AD",
    )
    first = [(0, "play AC"), (1, "play 3C"), (2, "play 5C"), (3, "play 7C")]
    second = [(0, "play 2D"), (1, "play 3D"), (2, "play 4D")]
    game = replay_game(record(hands, [*first, *second]))
    assert str(choose_play(game, 3)) == "JD"


def moon_position(extra: list[tuple[int, str]]) -> Hearts:
    clubs = [(seat % 4, "timeout") for seat in range(1, 5)]
    clubs += [(seat, "timeout") for seat in range(4)] * 3
    return replay_game(record(MOON_HANDS, [*clubs, *extra]))


HEART_TRICK = [(0, "play 6H"), (1, "timeout"), (2, "timeout"), (3, "timeout")]


def test_it_runs_the_moon_when_it_is_on() -> None:
    # Seat 0 has taken every trick and holds the top hearts: it leads its highest.
    game = moon_position(HEART_TRICK)
    assert read_table(game, 0).moon_on()
    assert str(choose_play(game, 0)) == "AH"


def test_it_plays_safe_when_the_moon_is_off() -> None:
    # The same position, had another seat taken a single heart: lead the lowest heart.
    table = read_table(moon_position(HEART_TRICK), 0)
    table.point_cards_taken[2] = 1
    assert not table.moon_on()
    assert str(choose_card(table)) == "7H"


def test_the_moon_is_not_tried_on_an_ordinary_hand() -> None:
    game = replay_game(record(actions=FIRST_TRICK))
    assert not any(read_table(game, seat).moon_on() for seat in range(4))
