"""How hard Deal Me In finds the next player's reply: the best placement a candidate
opens, or the best one it leaves alone (worked out once per sampled hand)."""

from __future__ import annotations

from engine.cards import parse_cards
from engine.dealmein import lookahead
from engine.dealmein.board import square_index
from engine.dealmein.movegen import PreparedBoard, near_squares
from tests.engine.dealmein.test_movegen import board_of


def test_the_reply_left_alone_is_the_best_placement_away_from_the_candidate() -> None:
    # The next player holds 7S and 9C: three sevens (30) next to F6-G6, or a pair of
    # nines (10) next to 9S. A candidate on H6 takes the sevens' line (E6 and I6 are near
    # it): what it leaves alone is the pair, and what it opens is counted apart.
    board = board_of({"F6": "7H", "G6": "7D", "B2": "9S"})
    hand = parse_cards("7S 9C")
    replies = lookahead._Replies(PreparedBoard(board), hand)
    assert replies.best_apart(set(), set(), 0.0) == 30
    after = PreparedBoard({**board, square_index("H6"): parse_cards("7C")[0]})
    near = near_squares(after, [square_index("H6")])
    assert {square_index("E6"), square_index("I6")} <= near
    assert replies.best_apart(near, set(), 0.0) == 10
