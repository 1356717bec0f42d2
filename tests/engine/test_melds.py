"""The shared meld logic (engine/melds.py): sets, runs, wild cards, lay-offs, values."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import STANDARD_52, parse_card, parse_cards
from engine.melds import (
    RUMMY500_RULES,
    End,
    Meld,
    MeldError,
    MeldKind,
    MeldRules,
    analyse_meld,
    as_meld,
    is_meld,
    lay_off,
    layoff_ends,
    meld_points,
    natural_melds,
    rank_points,
)

INDIAN = MeldRules(set_max=None, wild_rank=5)


def meld(text: str, rules: MeldRules = RUMMY500_RULES) -> Meld:
    return analyse_meld(parse_cards(text), rules)


@pytest.mark.parametrize(
    ("text", "ordered"),
    [
        ("7H 5H 6H", "run 5H 6H 7H"),
        ("3H AH 2H", "run AH 2H 3H"),
        ("AH QH KH", "run QH KH AH"),
        ("10S JS QS KS AS", "run 10S JS QS KS AS"),
        ("7D 7S 7H", "set 7S 7H 7D"),
        ("7D 7S 7H 7C", "set 7S 7H 7D 7C"),
        ("7H 7H 7S", "set 7S 7H 7H"),
    ],
)
def test_valid_melds_are_described_in_order(text: str, ordered: str) -> None:
    assert str(meld(text)) == ordered
    assert meld(text).pure


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("KH AH 2H", "round the corner"),
        ("QH KH AH 2H", "round the corner"),
        ("5H 6H 8H", "consecutive"),
        ("5H 6S 7H", "one rank"),
        ("5H 5H 6H", "two cards of the same rank"),
        ("7S 7H 7D 7C 7S", "at most 4"),
        ("7S 7H", "at least 3"),
    ],
)
def test_invalid_melds_are_refused_with_the_reason(text: str, reason: str) -> None:
    with pytest.raises(MeldError, match=reason):
        meld(text)
    assert as_meld(parse_cards(text)) is None
    assert not is_meld(parse_cards(text))


def test_set_sizes_are_parametrised() -> None:
    five = parse_cards("9S 9H 9D 9C 9S")
    assert not is_meld(five)
    assert is_meld(five, MeldRules(set_max=None))
    assert not is_meld(parse_cards("9S 9S 9H"), MeldRules(distinct_suits=True))


def test_a_wild_card_standing_for_itself_keeps_a_run_pure() -> None:
    natural = meld("4H 5H 6H", INDIAN)
    assert natural.pure and natural.stands_for == natural.cards
    substituted = meld("4H 5S 6H", INDIAN)
    assert not substituted.pure
    assert substituted.describe() == "run 4H 5S=5H 6H"


def test_wild_cards_fill_gaps_then_extend_the_run() -> None:
    assert meld("7H 5S 9H", INDIAN).describe() == "run 7H 5S=8H 9H"
    assert meld("KH 5S AH", INDIAN).describe() == "run 5S=QH KH AH"
    assert meld("3H 4H 5H 5H", INDIAN).describe() == "run 3H 4H 5H 5H=6H"
    assert meld("2H 3H JK", INDIAN).describe() == "run 2H 3H JK=4H"


def test_wild_cards_in_sets() -> None:
    all_wild = meld("5S 5H 5D", INDIAN)
    assert all_wild.kind is MeldKind.SET and all_wild.pure
    with_substitutes = meld("QH 5C 5D", INDIAN)
    assert with_substitutes.kind is MeldKind.SET and not with_substitutes.pure
    assert [str(s) for s in with_substitutes.stands_for] == ["QH", "QS", "QD"]


def test_kind_can_be_asked_for() -> None:
    cards = parse_cards("7H 5S 5C")
    assert analyse_meld(cards, INDIAN).kind is MeldKind.SET
    assert analyse_meld(cards, INDIAN, MeldKind.RUN).kind is MeldKind.RUN


def test_meld_round_trips_through_json() -> None:
    for m in (meld("7H 5S 9H", INDIAN), meld("AH 2H 3H"), meld("QH 5C 5D", INDIAN)):
        assert Meld.from_dict(m.to_dict()) == m


def test_ace_values() -> None:
    assert meld_points(meld("AH 2H 3H")) == 1 + 2 + 3
    assert meld_points(meld("QH KH AH")) == 10 + 10 + 15
    assert meld_points(meld("AH AS AD")) == 45
    assert rank_points(14, ace_high=10) == 10
    assert rank_points(9) == 9


def test_layoff_ends_of_runs() -> None:
    run = meld("2H 3H 4H")
    assert layoff_ends(run, parse_card("AH")) == [End.LOW]
    assert layoff_ends(run, parse_card("5H")) == [End.HIGH]
    assert layoff_ends(run, parse_card("5S")) == []
    assert layoff_ends(meld("QH KH AH"), parse_card("2H")) == []
    assert layoff_ends(meld("JH QH KH"), parse_card("AH")) == [End.HIGH]
    assert layoff_ends(meld("AH 2H 3H"), parse_card("KH")) == []
    full = meld("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH")
    assert layoff_ends(full, parse_card("AH")) == []


def test_lay_off_returns_the_longer_meld() -> None:
    extended = lay_off(meld("2H 3H 4H"), parse_card("AH"))
    assert str(extended) == "run AH 2H 3H 4H"
    assert meld_points(extended) == 10
    assert str(lay_off(meld("7S 7H 7D"), parse_card("7C"))) == "set 7S 7H 7D 7C"
    with pytest.raises(MeldError, match="does not fit"):
        lay_off(meld("7S 7H 7D 7C"), parse_card("7S"))
    with pytest.raises(MeldError, match="does not fit"):
        lay_off(meld("2H 3H 4H"), parse_card("5H"), end=End.LOW)


def test_wild_lay_offs() -> None:
    run = meld("QH KH AH")
    assert layoff_ends(run, parse_card("5C"), INDIAN) == [End.LOW]
    assert str(lay_off(run, parse_card("5C"), INDIAN)) == "run 5C=JH QH KH AH"
    assert str(lay_off(meld("6H 7H 8H", INDIAN), parse_card("5H"), INDIAN)) == "run 5H 6H 7H 8H"
    grown = lay_off(meld("9S 9H 9D", INDIAN), parse_card("5S"), INDIAN)
    assert grown.describe() == "set 9S 9H 9D 5S=9C"


def test_natural_melds_lists_every_pure_meld() -> None:
    found = {str(m) for m in natural_melds(parse_cards("AH 2H 3H 4H KH QH 7S 7D 7C 9S"))}
    assert found == {
        "set 7S 7D 7C",
        "run AH 2H 3H",
        "run AH 2H 3H 4H",
        "run 2H 3H 4H",
        "run QH KH AH",
    }


def test_natural_melds_gives_duplicates_once() -> None:
    found = [str(m) for m in natural_melds(parse_cards("7S 7S 7H 7D"))]
    assert found == ["set 7S 7S 7H", "set 7S 7S 7D", "set 7S 7H 7D", "set 7S 7S 7H 7D"]


hands = st.lists(st.sampled_from(STANDARD_52), min_size=3, max_size=13)


@settings(max_examples=150, deadline=None)
@given(hands)
def test_every_natural_meld_validates_as_itself(cards: list) -> None:
    for found in natural_melds(cards):
        assert analyse_meld(list(reversed(found.cards))) == found


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(STANDARD_52), min_size=3, max_size=5, unique=True))
def test_lay_off_agrees_with_validation(cards: list) -> None:
    base = as_meld(cards[:3])
    if base is None:
        return
    for extra in cards[3:]:
        fits = bool(layoff_ends(base, extra))
        assert fits == is_meld([*base.cards, extra])
