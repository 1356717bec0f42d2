"""Placements (RULES.md §1 "A move", 1.): each rule held, and the illegal version refused."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.cards import parse_card, parse_played
from engine.core import IllegalAction
from engine.dealmein.game import DealMeIn
from engine.dealmein.view import Line
from engine.records import replay

ROYAL = "AS KS QS JS 10S 7H 7D"
NINES = "9C 9D 4S 2C 3C 5C 6C"
SEVENS = "7H 7D 2H 3S 8C 9D 10C"
JACKS = "JH JD 2H 3S 8C 9D 10C"

Record = Callable[..., dict[str, Any]]
Position = Callable[..., DealMeIn]


def rejected(output: dict[str, Any]) -> str:
    assert "rejected" in output, "the action should have been refused"
    return output["rejected"]["reason"]


def test_first_move_covers_f6_and_scores_royal_flush_with_five_card_bonus(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "place F6 across AS KS QS JS 10S")]))
    assert "rejected" not in out
    assert out["board"] == {"F6": "AS", "G6": "KS", "H6": "QS", "I6": "JS", "J6": "10S"}
    placed = out["events"][0]
    assert placed["kind"] == "placed"
    assert placed["score"] == 250
    assert placed["text"] == (
        "ann placed A♠ K♠ Q♠ J♠ 10♠ F6–J6 across: royal flush 200 + 5-card bonus 50 = 250."
    )
    assert placed["lines"][0]["combination"] == "royal flush"
    assert out["scores"] == [400, 150]


def test_first_move_must_cover_f6(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "place A1 across 7H 7D")]))
    assert rejected(out) == "The first move must cover F6."


def test_first_move_places_two_cards(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "place F6 across 7H")]))
    assert rejected(out) == "The first move places at least two cards."


def test_first_move_may_start_before_f6(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "place E6 across 7H 7D")]))
    assert out["board"] == {"E6": "7H", "F6": "7D"}


def test_later_moves_must_touch_the_board(record: Record) -> None:
    actions = [(0, "place F6 across 7H 7D"), (1, "place A1 across 9C 9D")]
    out = replay(record([ROYAL, NINES], actions))
    assert rejected(out) == "The cards must touch a card on the board."
    assert out["rejected"]["index"] == 1


def test_filling_skips_covered_squares_from_a_covered_start(record: Record) -> None:
    # F6 holds 7H, so "place F6 down" starts at F7.
    actions = [(0, "place F6 across 7H 7D"), (1, "place F6 down 7C 7S")]
    out = replay(record([SEVENS.replace("2H", "KS"), "7C 7S 2C 3C 5C 6C 9C"], actions))
    assert "rejected" not in out
    assert out["board"]["F7"] == "7C" and out["board"]["F8"] == "7S"
    assert out["events"][0]["lines"][0]["combination"] == "three of a kind"


def test_filling_skips_covered_squares_between(position: Position) -> None:
    game = position({"F6": "7H", "G6": "7D"}, ["7C 7S 2C", "3D"])
    game.apply(0, "place E6 across 7C 7S")  # E6, then H6 after the covered F6 and G6
    assert game.board_dict() == {"E6": "7C", "F6": "7H", "G6": "7D", "H6": "7S"}


def test_cards_running_off_the_board_are_refused(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "place K6 across 7H 7D")]))
    assert rejected(out) == (
        "The cards run off the board: from K6 across there is only 1 empty square."
    )


def test_cards_not_held_are_refused(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "place F6 across 9C 9D")]))
    assert rejected(out) == "You don't hold 9♣."


def test_a_joker_not_held_is_refused(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "place F6 across 7H JK=7C")]))
    assert rejected(out) == "You hold no joker."


def test_jokers_placed_are_counted(position: Position) -> None:
    game = position({"F6": "7H"}, ["JK 2C", "3D"])
    with pytest.raises(IllegalAction, match=r"^You hold only 1 joker\.$"):
        game.apply(0, "place G6 across JK=7D JK=7C")


def test_a_bare_joker_must_be_nominated(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "place F6 across 7H JK")]))
    assert rejected(out) == "'JK': say what the joker stands for, like JK=7H"


def test_a_line_that_is_no_combination_is_refused_and_nothing_changes(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "place F6 across 7H AS")]))
    assert rejected(out) == "F6–G6 would hold 7♥ A♠, which is no combination."
    assert out["board"] == {}
    assert out["scores"] == [150, 150]
    assert out["hands"][0] == ["10S", "JS", "QS", "KS", "AS", "7H", "7D"]


def test_a_cross_line_must_be_a_combination(record: Record) -> None:
    actions = [(0, "place F6 across 7H 7D"), (1, "place F7 across 9C 9D")]
    out = replay(record([ROYAL, NINES], actions))
    assert rejected(out) == "F6–F7 would hold 7♥ 9♣, which is no combination."


def test_every_line_through_the_cards_scores(position: Position) -> None:
    game = position({"F6": "7H", "G6": "7D"}, ["7C 7S 2C", "3D"])
    events = game.apply(0, "place F7 across 7C 7S")
    lines = events[0].data["lines"]
    assert [line["squares"] for line in lines] == [["F7", "G7"], ["F6", "F7"], ["G6", "G7"]]
    assert events[0].data["score"] == 30
    assert events[0].text == "ann placed 7♣ 7♠ F7–G7 across: pair 10 + pair 10 + pair 10 = 30."


def test_a_complete_line_takes_no_more_cards(record: Record) -> None:
    actions = [(0, "place F6 across AS KS QS JS 10S"), (1, "place E6 across 9C")]
    out = replay(record([ROYAL, NINES], actions))
    assert rejected(out) == "F6–J6 is complete (royal flush): no card may be added to it."


def test_a_line_holds_at_most_five_cards(position: Position) -> None:
    game = position({"F6": "7H", "G6": "7D", "H6": "KS", "I6": "KC"}, ["2C 2D", "3D"])
    with pytest.raises(IllegalAction, match=r"^D6–I6 would hold 6 cards"):
        game.apply(0, "place D6 across 2C 2D")


def test_a_joker_may_not_duplicate_a_card_of_its_line(position: Position) -> None:
    game = position({"F6": "7H", "G6": "7D"}, ["JK 2C", "3D"])
    with pytest.raises(IllegalAction) as refused:
        game.apply(0, "place H6 across JK=7H")
    assert str(refused.value) == "F6–H6 would hold 7♥ twice: 7♥ 7♦ JK=7♥."
    game.apply(0, "place H6 across JK=7C")
    assert game.board_dict()["H6"] == "JK=7C"


def test_a_nominated_joker_may_repeat_a_card_of_another_line(position: Position) -> None:
    game = position({"F6": "7H", "G6": "7D", "A1": "7S", "B1": "7C"}, ["JK 2C", "3D"])
    game.apply(0, "place C1 across JK=7H")
    assert game.lines()[0] == Line(
        squares=("A1", "B1", "C1"),
        cards=(parse_card("7S"), parse_card("7C"), parse_played("JK=7H")),
        combination="three of a kind",
        complete=False,
    )


def test_a_jack_on_a_jack_square_doubles(position: Position) -> None:
    game = position({"F6": "JH", "G6": "JD"}, ["JC 2C", "3D"])
    events = game.apply(0, "place G7 across JC")
    assert events[0].text == "ann placed J♣ on G7: pair 10 ×2 = 20."
    assert game.points[0] == 170


def test_bonus_squares_multiply(position: Position) -> None:
    game = position({"F5": "JH", "F6": "JD"}, ["JC JS 2C", "3D"])
    events = game.apply(0, "place E5 across JC JS")  # E5 and G5, both Jack squares
    assert events[0].data["lines"][0]["multiplier"] == 4
    assert events[0].data["score"] == 120


def test_an_ace_on_an_ace_square_triples(position: Position) -> None:
    game = position({"A2": "AS", "A3": "AH"}, ["AC 2C", "3D"])
    assert game.apply(0, "place A1 across AC")[0].data["score"] == 90


def test_a_joker_nominated_as_the_rank_earns_the_bonus(position: Position) -> None:
    game = position({"A2": "AS", "A3": "AH"}, ["JK 2C", "3D"])
    assert game.apply(0, "place A1 across JK=AC")[0].data["score"] == 90


def test_a_card_of_another_rank_earns_no_bonus(position: Position) -> None:
    game = position({"A2": "KS"}, ["KC 2C", "3D"])
    assert game.apply(0, "place A1 across KC")[0].data["score"] == 10


def test_a_bonus_square_counts_only_in_the_move_that_covers_it(position: Position) -> None:
    game = position({"G6": "JD", "G7": "JC"}, ["JS 2C", "3D"])  # G7 was covered before
    assert game.apply(0, "place G8 across JS")[0].data["score"] == 30


def test_five_card_bonus_comes_after_the_multipliers(position: Position) -> None:
    game = position({"E4": "JC"}, ["JH 2H 5H 8H 9H 3C", "3D"])
    events = game.apply(0, "place E5 across JH 2H 5H 8H 9H")
    assert events[0].text == (
        "ann placed J♥ 2♥ 5♥ 8♥ 9♥ E5–I5 across: flush 60 ×2 + 5-card bonus 50 + pair 10 ×2 = 190."
    )


def test_no_five_card_bonus_when_the_line_had_cards_already(position: Position) -> None:
    game = position({"F6": "7H", "G6": "7D"}, ["7C KS KH 2C", "3D"])
    events = game.apply(0, "place H6 across 7C KS KH")
    assert events[0].data["lines"] == [
        {
            "squares": ["F6", "G6", "H6", "I6", "J6"],
            "cards": ["7H", "7D", "7C", "KS", "KH"],
            "combination": "full house",
            "points": 80,
            "multiplier": 1,
            "bonus": 0,
            "score": 80,
        }
    ]


def test_covering_a_joker_square_wins_a_joker_after_the_move(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "place F6 across AS KS QS JS 10S")]))
    assert [e["kind"] for e in out["events"]] == ["placed", "drew", "joker_won"]
    assert out["events"][2]["square"] == "I6"
    assert out["jokers_left"] == ["F3", "C6", "F9"]
    assert out["hands"][0].count("JK") == 1
    assert len(out["hands"][0]) == 8  # 2 left, 5 drawn, the joker does not count


def test_a_won_joker_is_playable_from_the_next_move(record: Record) -> None:
    actions = [
        (0, "place F6 across AS KS QS JS 10S"),
        (1, "swap 2C"),
        (0, "place F7 down JK=AH"),
    ]
    out = replay(record([ROYAL, NINES], actions))
    assert "rejected" not in out
    assert out["board"]["F7"] == "JK=AH"


def test_drawing_replaces_the_cards_placed_jokers_included(position: Position) -> None:
    game = position({"F6": "7H"}, ["JK 7D 2C", "3D"], deck="4C 5C 6C")
    game.apply(0, "place G6 across JK=7C")
    assert game.deck_size() == 2
    assert len(game.hands[0]) == 3


def test_drawing_is_short_when_the_deck_is_short(position: Position) -> None:
    game = position({"B2": "7H"}, ["7D 7C 7S 2C", "3D"], deck="4C 5C")
    events = game.apply(0, "place C2 across 7D 7C 7S")
    assert events[1].data == {"count": 2, "deck_size": 0}
    assert len(game.hands[0]) == 3


def test_the_notation_is_case_insensitive_and_takes_suit_symbols(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "PLACE f6 ACROSS a♠ k♠ q♠ j♠ 10♠")]))
    assert "rejected" not in out
    assert out["board"]["F6"] == "AS" and out["board"]["J6"] == "10S"


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ("place F6", "'place F6': a placement names its start square"),
        ("place Z9 across 7H 7D", "'Z9' is not a square"),
        ("place F6 sideways 7H 7D", "'sideways' is no direction"),
        ("place F6 across 7H 7D 7C 7S 2C 3C", "Place 1 to 5 cards, not 6."),
        ("play F6 across 7H 7D", "'play' is no move"),
        ("pass now", "'pass' takes nothing after it."),
        ("swap", "Say which cards to swap."),
        ("", "Say what to do"),
    ],
)
def test_unreadable_actions_are_refused(record: Record, action: str, reason: str) -> None:
    out = replay(record([ROYAL, NINES], [(0, action)]))
    assert rejected(out).startswith(reason)
