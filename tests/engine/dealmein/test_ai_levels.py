"""The easy and hard Deal Me In players: easy picks among the good placements, hard looks
at the reply it opens and at the end-of-game costs; the opened-placements generator."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engine import registry
from engine.cards import JOKER, parse_cards
from engine.core import Game
from engine.dealmein import lookahead
from engine.dealmein.game import DealMeIn
from engine.dealmein.movegen import placement_groups, placement_groups_touching
from engine.dealmein.placement import check_placement
from tests.engine.dealmein.test_movegen import midgame_board

Position = Callable[..., DealMeIn]


def computer_action(game: Game, seat: int, rng: random.Random, level: str = "normal") -> str:
    """The computer player's action, in its notation."""
    return str(registry.computer_action(game, seat, rng, level))


def test_hard_does_not_open_four_of_a_kind_on_a_joker_square(
    position: Position, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 7C on H6 makes three sevens (30) but leaves I6, a Joker square, to the 7S the next
    # player holds: four of a kind (100) and a joker. Normal takes the 30; hard a pair.
    game = position({"F6": "7H", "G6": "7D"}, ["7C 2S 9D", "7S 3C 4C 5H 8D 10H KS"], deck="5D")
    assert computer_action(game, 0, random.Random(1), "normal") in (
        "place H6 across 7C",
        "place E6 across 7C",
    )
    monkeypatch.setattr(lookahead, "sample_hand", lambda *_: parse_cards("7S 3C 4C 5H 8D 10H KS"))
    # The reply alone (its own next turn, with a sampled draw, is weighed elsewhere).
    monkeypatch.setattr(lookahead, "FOLLOW_UP_WEIGHT", 0.0)
    action = computer_action(game, 0, random.Random(1), "hard")
    assert action.startswith("place") and action.split()[1] in ("F5", "F7", "G5", "G7")
    assert game.apply(0, action)[0].data["score"] == 10


def test_hard_samples_the_next_hand_from_the_cards_it_has_not_seen(position: Position) -> None:
    game = position({"F6": "7H", "G6": "JK=7D"}, ["7C 2S", "JK 3C 4C"], deck="5D 6D")
    unseen = lookahead.unseen_cards(game, 0)
    assert len(unseen) == 52 - 3 and not {"7H", "7C", "2S"} & {str(c) for c in unseen}
    hand = lookahead.sample_hand(game, 1, unseen, random.Random(3))
    assert hand.count(JOKER) == 1 and len(hand) == 3  # its won joker is public


def test_hard_weighs_the_end_of_game_costs() -> None:
    assert lookahead.endgame_weight(30) == 0 and lookahead.endgame_weight(0) == 1
    # With the deck empty a joker kept costs 50, and each card kept 10.
    hand = parse_cards("JK 9S 3D")
    groups = list(placement_groups({60: parse_cards("9H")[0]}, hand))
    moves = [g.best() for g in groups]
    real = next(m for m in moves if m.jokers_used == 0 and len(m.squares) == 1)
    joker = next(m for m in moves if m.jokers_used == 1 and len(m.squares) == 1)
    early = lookahead._own_value(joker, hand, 30, set()) - lookahead._own_value(
        real, hand, 30, set()
    )
    late = lookahead._own_value(joker, hand, 0, set()) - lookahead._own_value(real, hand, 0, set())
    assert early == joker.score - real.score  # with the deck full, the score alone
    assert late == joker.score - real.score + lookahead.JOKER_COST  # play it: 50 if kept


def test_easy_picks_among_the_best_placements(position: Position) -> None:
    # A pair of sevens on the board; the hand makes full houses (80), threes and pairs.
    game = position({"F6": "7H", "G6": "7D"}, ["7C KS 2H 2D QS", "3D"], deck="5H 6H")
    best = computer_action(game, 0, random.Random(1), "normal")
    scores = set()
    choices = {computer_action(game, 0, random.Random(seed), "easy") for seed in range(30)}
    for action in choices:
        assert action.startswith("place")
        scores.add(DealMeIn.from_dict(game.to_dict()).apply(0, action)[0].data["score"])
    top = DealMeIn.from_dict(game.to_dict()).apply(0, best)[0].data["score"]
    assert max(scores) == top and len(scores) > 1  # the best, and sometimes not


@pytest.mark.parametrize("seed", [3, 8])
def test_touching_placements_are_those_sharing_a_line_with_the_squares(seed: int) -> None:
    board = midgame_board(seed, 6)
    squares = sorted(board)[-2:]
    hand = parse_cards("2S 5H 9D JC QH KS AD")
    touching = {(g.squares, g.chosen) for g in placement_groups_touching(board, hand, squares)}
    for group in placement_groups(board, hand):
        move = group.best()
        placement = check_placement(board, hand, move.squares[0], move.direction, move.cards)
        shares = any(set(line.squares) & set(squares) for line in placement.lines)
        assert ((group.squares, group.chosen) in touching) == shares


def test_hard_candidates_know_the_cards_they_keep_and_draw(position: Position) -> None:
    # 7C next to the pair keeps 2S 9D and draws one card (the deck holds one); a joker
    # square won would join the cards kept.
    game = position({"F6": "7H", "G6": "7D"}, ["7C 2S 9D", "3C 4C"], deck="5D")
    found = lookahead.candidates(game, 0, random.Random(1))
    first = found[0]
    assert [str(c) for c in first.move.cards] == ["7C"]
    assert sorted(str(c) for c in first.leave) == ["2S", "9D"] and first.draws == 1


def test_hard_prefers_the_placement_whose_next_turn_is_worth_more() -> None:
    # Two placements alike in score and replies: the one keeping cards that score next
    # turn is worth more, by the follow-up's weight.
    hand = parse_cards("9S 9H 3D")
    board = {60: parse_cards("9D")[0]}
    move = next(g.best() for g in placement_groups(board, hand) if len(g.squares) == 1)
    poor = lookahead.Candidate((), move, board, 10.0, replies=[0.0], follow_ups=[10.0])
    rich = lookahead.Candidate((), move, board, 10.0, replies=[0.0], follow_ups=[40.0])
    assert rich.value(1) - poor.value(1) == lookahead.FOLLOW_UP_WEIGHT * 30
    assert rich.value(1) > poor.value(1)


def test_hard_dumps_a_held_joker_at_the_end_where_normal_keeps_it(position: Position) -> None:
    # The deck is empty: a joker still held at the end costs 50. K1, the corner, ends a
    # row of two fives and two kings (its other end closed by 2H on E1): 5C there makes a
    # full house (80), and so does the joker; K2 below takes only a king (next to KD), so
    # they cannot go down together. Normal keeps its joker; hard plays it.
    board = {"E1": "2H", "G1": "5H", "H1": "5D", "I1": "KS", "J1": "KH", "J2": "KD"}
    game = position(board, ["JK 5C", "2C 3D"])
    assert computer_action(game, 0, random.Random(1), "normal") == "place K1 across 5C"
    action = computer_action(game, 0, random.Random(1), "hard")
    assert action.startswith("place K1 across JK=")
    assert game.apply(0, action)[0].data["score"] == 80
