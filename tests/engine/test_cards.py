"""Card notation (engine/cards.py): reading, errors quoting the token, display, decks."""

from __future__ import annotations

import random

import pytest

from engine.cards import (
    JOKER,
    STANDARD_52,
    CardError,
    PlayedJoker,
    card,
    format_cards,
    new_deck,
    parse_card,
    parse_cards,
    parse_played,
    shuffled,
    sorted_cards,
)


@pytest.mark.parametrize(
    ("token", "rank", "suit"),
    [
        ("AS", 14, "S"),
        ("as", 14, "S"),
        ("10h", 10, "H"),
        ("Td", 10, "D"),
        ("Q♠", 12, "S"),
        ("2♣", 2, "C"),
        (" kc ", 13, "C"),
        ("JH", 11, "H"),
    ],
)
def test_cards_are_read_in_every_accepted_spelling(token: str, rank: int, suit: str) -> None:
    assert parse_card(token) is card(rank, suit)


def test_jokers_are_read() -> None:
    assert parse_card("JK") is JOKER
    assert parse_card("joker") is JOKER
    assert JOKER.is_joker and str(JOKER) == "JK"


@pytest.mark.parametrize("token", ["1S", "11H", "ZZ", "A", "AX", "10", "♠", "A♠♠"])
def test_a_bad_token_is_refused_and_quoted(token: str) -> None:
    with pytest.raises(CardError) as refused:
        parse_card(token)
    assert f"'{token}'" in str(refused.value)
    assert "for example AS, 10H, QD" in str(refused.value)


def test_cards_are_interned() -> None:
    assert parse_card("AS") is parse_card("a♠") is STANDARD_52[12]
    assert len(set(STANDARD_52)) == 52


def test_played_jokers_carry_their_nomination() -> None:
    played = parse_played("JK=7H")
    assert played == PlayedJoker(card(7, "H"))
    assert str(played) == "JK=7H" and played.symbol == "JK=7♥"
    assert (played.rank, played.suit) == (7, "H")
    assert parse_played("jk=10♦") == PlayedJoker(card(10, "D"))
    assert parse_played("9C") is card(9, "C")


@pytest.mark.parametrize(
    ("token", "message"),
    [
        ("JK", "'JK': say what the joker stands for, like JK=7H"),
        ("7H=7D", "'7H=7D': only a joker can be nominated (write JK=7H)"),
        ("JK=JK", "'JK=JK': a joker must be nominated as a real card, like JK=7H"),
    ],
)
def test_played_joker_errors(token: str, message: str) -> None:
    with pytest.raises(CardError) as refused:
        parse_played(token)
    assert str(refused.value) == message


def test_a_bad_nomination_quotes_the_card() -> None:
    with pytest.raises(CardError, match="'7X' is not a card"):
        parse_played("JK=7X")


def test_several_cards() -> None:
    assert parse_cards("AS, 10h Td") == [card(14, "S"), card(10, "H"), card(10, "D")]
    assert parse_cards(["2c", "JK"]) == [card(2, "C"), JOKER]
    with pytest.raises(CardError, match="'QQ'"):
        parse_cards("AS QQ")


def test_display() -> None:
    cards = [card(14, "S"), card(10, "H"), PlayedJoker(card(7, "D"))]
    assert format_cards(cards) == "AS 10H JK=7D"
    assert format_cards(cards, symbols=True) == "A♠ 10♥ JK=7♦"
    assert card(12, "D").is_red and not card(12, "C").is_red


def test_sorting_is_by_suit_then_rank_with_jokers_last() -> None:
    hand = parse_cards("JK 2C AS 10S 5H")
    assert [str(c) for c in sorted_cards(hand)] == ["10S", "AS", "5H", "2C", "JK"]


def test_decks_and_shuffles() -> None:
    assert new_deck() == list(STANDARD_52)
    assert new_deck(packs=2, jokers=2).count(JOKER) == 2
    assert len(new_deck(packs=2, jokers=2)) == 106
    first = shuffled(STANDARD_52, random.Random(3))
    assert first == shuffled(STANDARD_52, random.Random(3))
    assert sorted_cards(first) == sorted_cards(STANDARD_52) and first != list(STANDARD_52)


def test_a_card_keeps_its_notation_and_unpickles_as_the_interned_card() -> None:
    import pickle

    for token in ("AS", "10H", "JK", "2c"):
        card = parse_card(token)
        assert card.text == str(card) == token.upper()
        assert pickle.loads(pickle.dumps(card)) is card
