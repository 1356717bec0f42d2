"""The card rules: wild cards, honour cards round the corner, values and the strict check
of a declaration (RULES.md §4)."""

from __future__ import annotations

import pytest

from engine.cards import parse_card, parse_cards
from engine.records import replay
from engine.rummy21.rules import (
    card_points,
    check_declaration,
    hand_points,
    honour_cards,
    honour_value,
)
from tests.engine.rummy21.positions import HANDS, record

JOKER = parse_card("7H")
SETS = ["QD QC QH", "5H 5D 5C", "8C 8D 8H", "AS AD AC"]


def groups(*texts: str) -> list[list]:
    return [parse_cards(t) for t in texts]


@pytest.mark.parametrize(
    ("joker", "honours"),
    [("7H", "6H 7H 8H"), ("KS", "QS KS AS"), ("AD", "KD AD 2D"), ("2C", "AC 2C 3C")],
)
def test_honour_cards_go_round_the_corner(joker: str, honours: str) -> None:
    assert list(honour_cards(parse_card(joker))) == parse_cards(honours)


def test_a_marriage_earns_50_instead_of_30() -> None:
    assert honour_value(parse_cards("6H 8H"), JOKER, 10, 50) == 20
    assert honour_value(parse_cards("6H 7H 8H"), JOKER, 10, 50) == 50
    assert honour_value(parse_cards("6H 7H 8H 8H"), JOKER, 10, 50) == 60
    assert honour_value(parse_cards("6H 6H 7H 7H 8H 8H"), JOKER, 10, 50) == 100


def test_counts_ten_for_faces_and_aces_face_value_otherwise_wild_nothing() -> None:
    assert [card_points(parse_card(t), 7) for t in ("AS", "KD", "10C", "9H", "2S", "7D")] == [
        10,
        10,
        10,
        9,
        2,
        0,
    ]
    assert hand_points(parse_cards(HANDS[0]), 7) == 137


def test_three_pure_sequences_and_valid_groups_declare() -> None:
    check = check_declaration(groups("3S 4S 5S", "9D 10D JD", "2C 3C 4C", *SETS), JOKER)
    assert check.valid and check.pure_sequences == 3


def test_a_wild_card_standing_for_itself_keeps_its_sequence_pure() -> None:
    check = check_declaration(groups("3S 4S 5S", "9D 10D JD", "6H 7H 8H", *SETS), JOKER)
    assert check.valid and check.pure_sequences == 3


def test_a_wild_card_standing_in_makes_a_sequence_impure() -> None:
    check = check_declaration(groups("3S 4S 5S", "9D 10D JD", "2C 7S 4C", *SETS), JOKER)
    assert not check.valid and check.pure_sequences == 2
    assert check.reason is not None and "only 2 pure sequences (3 are needed" in check.reason
    # The impure sequence itself is a valid group: with a third pure one, it declares.
    check = check_declaration(
        groups("3S 4S 5S", "9D 10D JD", "2C 3C 4C", "JS 7S KS", *SETS[1:]), JOKER
    )
    assert check.valid and check.pure_sequences == 3


def test_sets_may_repeat_suits_and_take_wild_cards() -> None:
    check = check_declaration(
        groups("3S 4S 5S", "9D 10D JD", "2C 3C 4C", "QD QD 7C", "KS KS KS KH", *SETS[1:2]),
        JOKER,
    )
    assert check.valid


@pytest.mark.parametrize(
    ("group", "reason"),
    [("KC AC 2C", "round the corner"), ("5S 6S", "at least 3 cards"), ("5S 6H 7D", "not a meld")],
)
def test_a_group_that_is_no_meld_makes_the_declaration_wrong(group: str, reason: str) -> None:
    check = check_declaration(groups("3S 4S 5S", "9D 10D JD", "2C 3C 4C", group), JOKER)
    assert not check.valid and reason in (check.reason or "")


def test_a_declaration_with_a_wild_card_standing_for_itself_is_accepted_in_play() -> None:
    hands = (HANDS[0], HANDS[1].replace("9D 10D JD", "6H 7H 8H"), HANDS[2])
    declare = (
        "declare 3S 4S 5S | 6H 7H 8H | 2C 3C 4C | KS KH KD | 5H 5D 5C | QC QS QD | AS AH AD "
        "discard 9S"
    )
    out = replay(record([(1, "draw stock"), (1, declare)], hands=hands))
    assert "rejected" not in out and out["events"][0]["kind"] == "declared"
