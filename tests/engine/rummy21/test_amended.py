"""The clauses of RULES.md §4 marked [amended], each with the case the rules allow and the
one they refuse: the wrong deal dealt again by the same dealer after a new shuffle and cut;
honour cards round the corner; the Joker's card under the stock; the stock made again from
the open pile but its top card; the ace low or high, never both; the last player left after
drops and wrong declarations paid as a declarer; a wrong declarer collecting only honour
cards set aside before; the third timeout in a row a mid pack."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.cards import new_deck, parse_card, parse_cards
from engine.core import IllegalAction
from engine.records import replay, replay_game
from engine.rummy21.game import IndianRummy
from engine.rummy21.rules import check_declaration, honour_cards
from tests.engine.rummy21.positions import BOB_DECLARES, HANDS, PLAYERS, deck, record

#: cy holds the three honour cards 6♥ 7♥ 8♥ (in a pure sequence 3♥-8♥).
HONOUR_HANDS = (HANDS[0], HANDS[1], HANDS[2].replace("AC 3D 4S", "6H 7H 8H"))
#: bob's declaration with a group that is no meld (2♣ 3♣ A♦ and A♠ A♥ 4♣): wrong.
BOB_WRONG = BOB_DECLARES.replace("2C 3C 4C", "2C 3C AD").replace("AS AH AD", "AS AH 4C")


def settlement(out: dict) -> dict:
    return next(e for e in out["events"] if e["kind"] == "deal_over")["settlement"]


# ------------------------------------------------------------------ the wrong deal


def test_a_wrong_deal_is_dealt_again_by_the_same_dealer_after_a_new_shuffle_and_cut() -> None:
    faulty = deck(HANDS, "8C", "7H", "AD")
    faulty[-1] = "AS"  # a fourth A♠ in place of another card
    game = IndianRummy.create(PLAYERS, seed=2, deck=faulty, first_player=0)
    game.apply(2, "cut 40")
    events = game.apply(1, "joker")
    wrong = events[-1]
    assert wrong.kind == "wrong_deal"
    assert "ann shuffles the three packs again, cy cuts again" in wrong.text
    # A new shuffle: the pack is three full packs again, in a new order.
    assert game.phase == "cut" and game.dealer == 0
    assert Counter(game.pack) == Counter(new_deck(3)) and game.pack != parse_cards(faulty)
    # The same player cuts again; nobody else may.
    assert game.to_move() == [2]
    with pytest.raises(IllegalAction, match="not your turn"):
        game.apply(1, "cut 40")
    with pytest.raises(IllegalAction, match="cut for the dealer"):
        game.apply(2, "joker")
    game.apply(2, "cut 77")
    assert game.phase == "joker" and game.dealer == 0 and game.to_move() == [1]


# ------------------------------------------------------------------ honour cards


@pytest.mark.parametrize(
    ("joker", "honours"),
    [("KS", "QS KS AS"), ("AD", "KD AD 2D"), ("2C", "AC 2C 3C"), ("7H", "6H 7H 8H")],
)
def test_honour_cards_go_round_the_corner(joker: str, honours: str) -> None:
    assert list(honour_cards(parse_card(joker))) == parse_cards(honours)


def test_round_the_corner_goes_one_rank_only() -> None:
    assert parse_card("3D") not in honour_cards(parse_card("AD"))
    assert parse_card("QC") not in honour_cards(parse_card("AC"))


# ------------------------------------------------------------------ the stock


def test_the_card_that_shows_the_joker_lies_face_up_under_the_stock_and_is_drawn_last() -> None:
    game = replay_game(record())
    assert str(game.stock[0]) == "AD" and str(game.stock[-1]) == "7H"
    assert Counter([*(c for h in game.hands for c in h), *game.open_pile, *game.stock]) == Counter(
        new_deck(3)
    )
    # Drawn from the stock until the last card: the Joker's card comes last.
    drawn = []
    while len(game.stock) > 1:
        seat = game.to_move()[0]
        game.apply(seat, "draw stock")
        drawn.append(game.hands[seat][-1])
        game.apply(seat, f"discard {game.hands[seat][-1]}")
    assert str(game.stock[0]) == "7H"
    seat = game.to_move()[0]
    game.apply(seat, "draw stock")
    assert str(game.hands[seat][-1]) == "7H"


def test_the_empty_stock_is_made_again_from_the_open_pile_but_its_top_card() -> None:
    game = replay_game(record())
    game.stock = game.stock[-1:]  # only the Joker's card is left
    seat = game.to_move()[0]
    game.apply(seat, "draw stock")
    game.apply(seat, "discard 9S")
    pile = list(game.open_pile)
    assert game.stock == [] and len(pile) == 2
    events = game.apply(game.to_move()[0], "draw stock")
    assert events[0].kind == "stock_renewed"
    assert game.open_pile == [pile[-1]]  # the top card stays
    assert game.hands[game.turn][-1] == pile[0]


def test_with_only_the_top_card_on_the_open_pile_no_stock_can_be_made() -> None:
    game = replay_game(record())
    game.stock = []
    before = game.to_dict()
    with pytest.raises(IllegalAction, match="open pile holds only its top card"):
        game.apply(1, "draw stock")
    assert game.to_dict() == before


# ------------------------------------------------------------------ the ace


@pytest.mark.parametrize("run", ["AS 2S 3S", "QS KS AS"])
def test_an_ace_is_low_or_high_in_a_sequence(run: str) -> None:
    groups = [parse_cards(run), parse_cards("4D 5D 6D"), parse_cards("8C 9C 10C")]
    assert check_declaration(groups, parse_card("7H")).pure_sequences == 3


def test_an_ace_is_never_low_and_high_at_once() -> None:
    groups = [parse_cards("KS AS 2S"), parse_cards("4D 5D 6D"), parse_cards("8C 9C 10C")]
    check = check_declaration(groups, parse_card("7H"))
    assert not check.valid and "round the corner" in (check.reason or "")


# ------------------------------------------------------------------ the last one left


def test_the_last_player_left_after_a_drop_and_a_wrong_declaration_wins_as_a_declarer() -> None:
    actions = [(1, "drop"), (2, "draw stock"), (2, BOB_WRONG)]
    hands = (HANDS[0], HANDS[2], HANDS[1])  # bob first drops; cy declares bob's hand wrongly
    out = replay(record(actions, hands=hands, stock="AD"))
    assert "rejected" not in out, out.get("rejected")
    result = settlement(out)
    assert result["winner"] == 0 and result["declaration"] is None
    assert result["out"] == [None, "first_drop", "wrong_declaration"]
    # ann is paid as a declarer: bob's first drop (30) and cy's wrong declaration (120).
    assert out["scores"] == [150, 90, -240]


def test_with_two_players_still_in_the_deal_goes_on() -> None:
    game = replay_game(record([(1, "drop")]))
    assert not any(e.kind == "deal_over" for e in game.apply(2, "draw stock"))
    assert game.phase == "play" and game.in_deal() == [0, 2]


# ------------------------------------------------------------------ the wrong declarer


def test_a_wrong_declarer_collects_only_honour_cards_set_aside_before() -> None:
    wrong = "declare " + " | ".join(
        ["3H 4H 5H 6H 7H 8H", "9S 9H 9C", "JS JH JD", "KS KH AD", "2S 2D 2H", "10S 10H 10C"]
    )
    actions = [
        (2, "honours 6H"),
        (1, "draw stock"),
        (1, "discard 9S"),
        (2, "draw stock"),
        (2, f"{wrong} discard KC"),
    ]
    game = replay_game(record(actions, hands=HONOUR_HANDS, stock="QC AD"))
    assert game.out[2] == "wrong_declaration"
    with pytest.raises(IllegalAction, match="out of this deal"):
        game.apply(2, "honours 8H")
    game.apply(0, "drop")  # bob is the last one left and wins the deal
    result = game.view().to_dict()["settlement"]
    assert result["winner"] == 1
    honours = [p for p in result["payments"] if p["reason"] == "honours"]
    # cy set 6♥ aside before declaring and still held 7♥ 8♥: she collects for 6♥ alone.
    assert honours == [
        {"payer": 0, "payee": 2, "points": 10, "reason": "honours"},
        {"payer": 1, "payee": 2, "points": 10, "reason": "honours"},
    ]
    assert result["counts"][2] is None  # no count either


# ------------------------------------------------------------------ timeouts


def test_the_third_timeout_in_a_row_is_a_mid_pack_without_a_draw() -> None:
    game = replay_game(record([(s, None) for s in (1, 2, 0, 1, 2, 0)]))
    assert game.timeouts == [2, 2, 2]
    stock = len(game.stock)
    events = game.apply_timeout(1)
    assert [e.kind for e in events] == ["timeout", "dropped"]
    assert events[1].data == {"reason": "timeouts", "points": 70}
    assert len(game.stock) == stock and len(game.hands[1]) == 21  # no draw
    assert game.out[1] == "timeouts"


def test_a_second_timeout_still_draws_and_discards() -> None:
    game = replay_game(record([(1, None), (2, None), (0, None)]))
    events = game.apply_timeout(1)
    assert [e.kind for e in events] == ["timeout", "drew", "discarded"]
    assert game.out[1] is None
