"""Rules of RULES.md §1 that no other Deal Me In test showed: each with the case the rules
allow and, where they forbid something, the case they refuse (found by the rule-book audit)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.cards import JOKER
from engine.core import GameSetupError, IllegalAction
from engine.dealmein.board import LAYOUT, SIZE, SquareKind, kind_of, square_index
from engine.dealmein.game import DealMeIn
from engine.records import replay

Position = Callable[..., DealMeIn]

#: The board table of RULES.md §1 "Board", square kind by square kind.
RULE_BOOK_SQUARES = {
    SquareKind.CENTRE: {"F6"},
    SquareKind.ACE: {"A1", "K1", "A11", "K11"},
    SquareKind.KING: {"C3", "I3", "C9", "I9"},
    SquareKind.QUEEN: {"F1", "A6", "K6", "F11"},
    SquareKind.JACK: {"E5", "G5", "E7", "G7"},
    SquareKind.JOKER: {"F3", "C6", "I6", "F9"},
}


def refused(game: DealMeIn, seat: int, action: str) -> str:
    """The reason ``action`` is refused; the refusal must change nothing."""
    before = game.to_dict()
    with pytest.raises(IllegalAction) as refusal:
        game.apply(seat, action)
    assert game.to_dict() == before
    return str(refusal.value)


def test_board_is_eleven_squares_square_with_the_rule_books_special_squares() -> None:
    """Board [house]: 11 x 11, columns A-K, rows 1-11, the special squares of the table."""
    assert SIZE == 11
    assert square_index("A1") == 0 and square_index("K11") == SIZE * SIZE - 1
    by_kind = {kind: {s for s, k in LAYOUT.items() if k is kind} for kind in RULE_BOOK_SQUARES}
    assert by_kind == RULE_BOOK_SQUARES
    plain = SIZE * SIZE - sum(len(squares) for squares in RULE_BOOK_SQUARES.values())
    assert sum(kind_of(i) is SquareKind.PLAIN for i in range(SIZE * SIZE)) == plain
    with pytest.raises(ValueError, match="'L1' is not a square"):
        square_index("L1")
    with pytest.raises(ValueError, match="'A12' is not a square"):
        square_index("A12")


def test_a_queen_on_a_queen_square_doubles(position: Position) -> None:
    """Score: a Q on a Queen square (F1 A6 K6 F11) doubles its lines."""
    game = position({"A7": "QS"}, ["QC 2C", "3D"])
    events = game.apply(0, "place A6 across QC")
    assert events[0].text == "ann placed Q♣ on A6: pair 10 ×2 = 20."


def test_a_king_on_a_king_square_doubles_and_a_queen_there_does_not(position: Position) -> None:
    """Score: a K on a King square (C3 I3 C9 I9) doubles; another rank earns nothing there."""
    game = position({"C4": "KS"}, ["KC 2C", "3D"])
    assert game.apply(0, "place C3 across KC")[0].data["score"] == 20
    other = position({"C4": "QS"}, ["QC 2C", "3D"])
    assert other.apply(0, "place C3 across QC")[0].data["score"] == 10


def test_a_four_of_a_kind_is_complete_and_takes_no_more_cards(position: Position) -> None:
    """A four of a kind is complete: no card may be added to it."""
    board = {"F6": "7H", "G6": "7D", "H6": "7C", "I6": "7S"}
    game = position(board, ["2C 3D", "4S"], deck="5H")
    assert refused(game, 0, "place J6 across 2C") == (
        "F6–I6 is complete (four of a kind): no card may be added to it."
    )
    assert game.lines()[0].complete is True


@pytest.mark.parametrize("count", [2, 3, 4])
def test_two_to_four_players_are_seated(count: int) -> None:
    """Players: 2 to 4, each starting with 150 points and 7 cards."""
    game = DealMeIn.create([f"p{i}" for i in range(count)], seed=1)
    assert game.points == [150] * count
    assert [len(hand) for hand in game.hands] == [7] * count
    assert game.deck_size() == 52 - 7 * count


def test_five_players_are_refused() -> None:
    """Players: more than 4 is refused with the allowed range."""
    with pytest.raises(GameSetupError, match="played by 2 to 4 players, not 5"):
        DealMeIn.create([f"p{i}" for i in range(5)], seed=1)


def test_play_continues_in_seat_order_round_the_table(position: Position) -> None:
    """Play continues in seat order: after the last seat comes seat 0."""
    game = position({"F6": "7H"}, ["2C", "3C", "4C", "5C"], deck="5H 6H 7S 8S", turn=3)
    game.apply(3, "swap 5C")
    assert game.to_move() == [0]


def test_several_reclaims_open_one_move(position: Position) -> None:
    """Reclaim: several reclaims may open one move, then a swap."""
    board = {"F6": "7H", "G6": "JK=7D", "F7": "JK=8C", "G7": "8S"}
    game = position(board, ["7D 8C 2C", "3D"], deck="5H 6H")
    events = game.apply(0, "reclaim 7D; reclaim 8C; swap 2C")
    assert [e.kind for e in events][:2] == ["reclaimed", "reclaimed"]
    assert game.board_dict() == {"F6": "7H", "G6": "7D", "F7": "8C", "G7": "8S"}
    assert game.hands[0].count(JOKER) == 2
    assert game.points[0] == 140  # the reclaims score nothing, the swap costs 10


def test_a_reclaim_may_open_a_pass_when_the_deck_is_empty(position: Position) -> None:
    """Reclaim: may be followed by a pass when the deck is empty."""
    game = position({"F6": "7H", "G6": "JK=7D"}, ["7D 2C", "3D"])
    events = game.apply(0, "reclaim 7D; pass")
    assert [e.kind for e in events] == ["reclaimed", "passed"]
    assert game.to_move() == [1] and JOKER in game.hands[0]


def test_a_reclaim_with_a_card_not_held_is_refused(position: Position) -> None:
    """Reclaim: only a player holding the real card may reclaim."""
    game = position({"F6": "7H", "G6": "JK=7D"}, ["2C 3C", "7D"], deck="5H")
    assert refused(game, 0, "reclaim 7D") == "You don't hold 7♦."


def test_a_timeout_never_swaps_a_joker(position: Position) -> None:
    """Timer: the computer swaps one random card, never a joker, for 10 points."""
    game = position({"F6": "7H"}, ["JK 2C", "3D"], deck="5H")
    game.apply_timeout(0)
    assert game.hands[0].count(JOKER) == 1 and len(game.hands[0]) == 2
    assert game.points == [140, 150] and game.deck_size() == 1


def test_held_jokers_cost_fifty_each_with_no_floor(position: Position) -> None:
    """End: each joker held costs 50 (lost, paid to nobody); scores have no floor."""
    game = position({"F6": "7H", "G6": "7D"}, ["7C", "JK JK"], points=[150, 20])
    events = game.apply(0, "place H6 across 7C")
    assert game.over
    assert events[-1].data["joker_penalties"] == [0, 100]
    # ann: 150 + 30 (three sevens) + 20 from bob, whose two jokers count as cards in the
    # settlement; bob: 20 - 20 - 100.
    assert game.points == [200, -100]


@pytest.mark.parametrize(
    ("board", "reclaimed"),
    [
        ({"B2": "7S", "C2": "JK=7D", "H2": "7C", "I2": "JK=7D"}, "C2"),  # same row: leftmost
        ({"B5": "7S", "C5": "JK=7D", "I3": "7C", "J3": "JK=7D"}, "J3"),  # row 3 before row 5
    ],
)
def test_reclaim_reading_order_is_row_first_then_left_to_right(
    position: Position, board: dict[str, str], reclaimed: str
) -> None:
    """Reclaim: of two board jokers with the same nomination, the first in reading order
    (row 1 first, left to right) is reclaimed."""
    game = position(board, ["7D 2C", "3D"], deck="5H")
    game.apply(0, "reclaim 7D")
    assert game.board_dict()[reclaimed] == "7D"
    assert list(game.board_dict().values()).count("JK=7D") == 1


def test_a_record_without_first_player_or_deck_draws_them_with_the_seed() -> None:
    """Game records: ``first_player`` and ``deck`` are optional; ``seed`` then draws the
    starting player and shuffles, the same seed giving the same game."""
    records = [{"game": "dealmein", "players": ["a", "b", "c"], "seed": s} for s in range(20)]
    outputs = [replay(r) for r in records]
    assert {out["to_move"] for out in outputs} == {0, 1, 2}
    assert len({tuple(out["hands"][0]) for out in outputs}) == 20
    assert replay(records[3]) == outputs[3]
