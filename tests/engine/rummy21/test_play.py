"""Play, drops, wrong declarations, timeouts, honour cards and counts (RULES.md §4), each
with the case the rules allow and the one they refuse."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.cards import new_deck
from engine.core import IllegalAction
from engine.records import replay, replay_game
from engine.rummy21.game import IndianRummy
from tests.engine.rummy21.positions import BOB_DECLARES, HANDS, record

#: cy holds the three honour cards 6♥ 7♥ 8♥ (a marriage) in a pure sequence 3♥-8♥.
HONOUR_HANDS = (HANDS[0], HANDS[1], HANDS[2].replace("AC 3D 4S", "6H 7H 8H"))
BOB_DECLARES_AGAIN = BOB_DECLARES.replace("discard 9S", "discard QH")


def rejected(out: dict) -> str:
    assert "rejected" in out, out
    return out["rejected"]["reason"]


def settlement(out: dict) -> dict:
    return next(e for e in out["events"] if e["kind"] == "deal_over")["settlement"]


def test_draw_then_discard_passes_the_turn_clockwise() -> None:
    out = replay(record([(1, "draw open"), (1, "discard 9S")]))
    assert out["open"] == ["9S"] and out["to_move"] == 2
    kept = HANDS[1].replace(" 9S", " 8C").split()
    assert sorted(out["hands"][1]) == sorted(kept)


@pytest.mark.parametrize(
    ("actions", "reason"),
    [
        ([(1, "discard 9S")], "Draw a card first"),
        ([(1, "draw stock"), (1, "draw open")], "drawn already"),
        ([(1, "draw stock"), (1, "discard 7D")], "do not hold a 7♦"),
        ([(1, "draw deck")], "Draw from the stock or from the open pile"),
        (
            [
                (1, "draw open"),
                (1, "discard 9S"),
                (2, "draw stock"),
                (2, "discard 9S"),
                (0, "draw open"),
                (0, "discard 2S"),
                (1, "play 3H"),
            ],
            "no move of 21-card rummy",
        ),
    ],
)
def test_turn_refusals_name_the_right_move(actions: list, reason: str) -> None:
    out = replay(record(actions))
    assert reason in rejected(out)


def test_draw_open_needs_a_card_on_the_open_pile() -> None:
    # bob takes the open card and declares wrongly: nothing is discarded after him.
    wrong = BOB_DECLARES.replace("2C 3C 4C", "2C 3C 8C").replace("AS AH AD", "AS AH 4C")
    game = replay_game(record([(1, "draw open"), (1, wrong)]))
    assert game.open_pile == [] and game.out[1] == "wrong_declaration"
    before = game.to_dict()
    with pytest.raises(IllegalAction, match="The open pile is empty: draw from the stock"):
        game.apply(2, "draw open")
    assert game.to_dict() == before


def test_first_drop_pays_30_and_mid_pack_70_to_the_winner() -> None:
    out = replay(
        record(
            [
                (1, "drop"),
                (2, "draw stock"),
                (2, "discard AD"),
                (0, "draw stock"),
                (0, "discard KC"),
                (2, "drop"),
            ],
            stock="AD KC",
        )
    )
    result = settlement(out)
    assert result["winner"] == 0
    assert result["out"] == [None, "first_drop", "mid_pack"]
    assert out["scores"] == [100, -30, -70]


def test_no_drop_after_drawing() -> None:
    out = replay(record([(1, "draw stock"), (1, "drop")]))
    assert "before drawing" in rejected(out)


def test_a_valid_declaration_wins_the_counts_with_the_cap() -> None:
    out = replay(record([(1, "draw stock"), (1, BOB_DECLARES)]))
    result = settlement(out)
    # ann holds no pure sequence: all 21 cards count (137), capped at 120; cy counts 17.
    assert result["counts"] == [120, None, 17]
    assert out["scores"] == [-120, 137, -17]
    assert out["dealer"] == 2  # the next deal passes to the first dealer's right


@pytest.mark.parametrize(("cap", "ann"), [(0, 137), (50, 50), (200, 137)])
def test_the_count_cap_is_an_option(cap: int, ann: int) -> None:
    out = replay(record([(1, "draw stock"), (1, BOB_DECLARES)], options={"count_cap": cap}))
    assert settlement(out)["counts"] == [ann, None, 17]


def test_a_wrong_declaration_pays_everyone_and_play_goes_on() -> None:
    wrong = BOB_DECLARES.replace("2C 3C 4C", "2C 3C AD").replace("AS AH AD", "AS AH 4C")
    out = replay(record([(1, "draw stock"), (1, wrong), (2, "draw stock"), (2, "discard 4S")]))
    assert "rejected" not in out
    assert out["scores"] == [120, -240, 120]
    assert out["to_move"] == 0
    game = replay_game(record([(1, "draw stock"), (1, wrong)]))
    assert game.out == [None, "wrong_declaration", None]
    game.apply(2, "draw stock")
    game.apply(2, "discard 4S")
    game.apply(0, "draw stock")
    game.apply(0, "discard 2S")
    assert game.to_move() == [2]  # bob is skipped


def test_a_wrong_declaration_with_one_player_left_ends_the_deal() -> None:
    two = record(
        [(1, "draw stock"), (1, BOB_DECLARES.replace("2C 3C 4C", "2C 4C 3C 9D"))],
        hands=HANDS[:2],
        players=["ann", "bob"],
    )
    out = replay(two)
    assert "Your groups hold 22 cards" in rejected(out)
    wrong = BOB_DECLARES.replace("| 9D 10D JD | 2C 3C 4C", "| 9D 10D 4C | 2C 3C JD")
    out = replay(record([(1, "draw stock"), (1, wrong)], hands=HANDS[:2], players=["ann", "bob"]))
    result = settlement(out)
    assert result["winner"] == 0 and result["out"] == [None, "wrong_declaration"]
    assert out["scores"] == [120, -120]


@pytest.mark.parametrize(
    ("declare", "reason"),
    [
        ("declare 3S 4S 5S discard 9S", "Your groups hold 3 cards"),
        (BOB_DECLARES.replace("KS KH KD", "KS KH 6H"), "do not hold a 6♥"),
        (BOB_DECLARES.replace(" discard 9S", ""), "discard"),
        (BOB_DECLARES.replace("discard 9S", "discard 9S AD"), "exactly one card"),
        (BOB_DECLARES.replace("| KS KH KD |", "| KS KH KD | |"), "is empty"),
    ],
)
def test_a_malformed_declaration_is_refused_and_changes_nothing(declare: str, reason: str) -> None:
    game = replay_game(record([(1, "draw stock")]))
    before = game.to_dict()
    with pytest.raises(IllegalAction, match=reason):
        game.apply(1, declare)
    assert game.to_dict() == before


def test_declaring_before_drawing_is_refused() -> None:
    out = replay(record([(1, BOB_DECLARES)]))
    assert "Draw a card first" in rejected(out)


def test_three_timeouts_in_a_row_count_as_a_mid_pack() -> None:
    out = replay(record([(s, None) for s in (1, 2, 0, 1, 2, 0, 1)]))
    assert out["events"][-1]["kind"] == "dropped"
    assert out["events"][-1]["reason"] == "timeouts" and out["events"][-1]["points"] == 70
    out = replay(record([(s, None) for s in (1, 2, 0, 1, 2, 0, 1, 2)]))
    result = settlement(out)
    assert result["winner"] == 0 and result["out"] == [None, "timeouts", "timeouts"]
    assert out["scores"] == [140, -70, -70]


def test_a_timeout_draws_from_the_stock_and_discards_the_least_useful_card() -> None:
    out = replay(record([(1, None)]))
    kinds = [(e["kind"], e.get("from"), e.get("card")) for e in out["events"]]
    assert kinds == [("timeout", None, None), ("drew", "stock", None), ("discarded", None, "9S")]


def test_playing_in_between_resets_the_timeouts() -> None:
    game = replay_game(record([(1, None), (2, None), (0, None), (1, None), (2, None), (0, None)]))
    assert game.timeouts == [2, 2, 2]
    game.apply(1, "draw stock")
    game.apply(1, f"discard {game.hands[1][-1]}")
    assert game.timeouts == [2, 0, 2]


def test_honour_cards_held_at_the_end_are_paid_a_marriage_50() -> None:
    out = replay(record([(1, "draw stock"), (1, BOB_DECLARES)], hands=HONOUR_HANDS))
    result = settlement(out)
    assert result["counts"] == [120, None, 0]
    honours = [p for p in result["payments"] if p["reason"] == "honours"]
    assert honours == [
        {"payer": 0, "payee": 2, "points": 50, "reason": "honours"},
        {"payer": 1, "payee": 2, "points": 50, "reason": "honours"},
    ]
    assert out["scores"] == [-170, 70, 100]


def test_honours_set_aside_and_still_held_count_once() -> None:
    out = replay(
        record([(2, "honours 6H 7H 8H"), (1, "draw stock"), (1, BOB_DECLARES)], hands=HONOUR_HANDS)
    )
    assert out["scores"] == [-170, 70, 100]


def test_a_dropped_player_collects_for_honours_set_aside() -> None:
    actions = [
        (2, "honours 6H 8H"),  # out of turn: honour cards may be set aside at any time
        (1, "draw stock"),
        (1, "discard 9S"),
        (2, "drop"),
        (0, "draw stock"),
        (0, "discard KC"),
        (1, "draw stock"),
        (1, BOB_DECLARES_AGAIN),
    ]
    out = replay(record(actions, hands=HONOUR_HANDS, stock="AD KC QH"))
    result = settlement(out)
    assert result["out"] == [None, None, "first_drop"]
    # cy: two honour cards set aside (not the 7H she kept) earn 10 each from both others.
    assert out["scores"] == [-140, 130, 10]


@pytest.mark.parametrize(
    ("seat", "claim", "reason"),
    [
        (2, "honours 9S", "9♠ is not an honour card: this deal's are 6♥ 7♥ 8♥"),
        (0, "honours 6H", "You do not hold 6♥"),
        (2, "honours", "Name the honour cards"),
    ],
)
def test_honour_claims_are_checked(seat: int, claim: str, reason: str) -> None:
    game = replay_game(record(hands=HONOUR_HANDS))
    before = game.to_dict()
    with pytest.raises(IllegalAction, match=reason):
        game.apply(seat, claim)
    assert game.to_dict() == before


def test_an_honour_card_is_set_aside_once() -> None:
    out = replay(record([(2, "honours 6H"), (2, "honours 6H")], hands=HONOUR_HANDS))
    assert "set 6♥ aside already" in rejected(out)


def test_a_card_set_aside_then_discarded_does_not_block_other_claims() -> None:
    actions = [
        (2, "honours 6H"),
        (1, "draw stock"),
        (1, "discard 9S"),
        (2, "draw stock"),
        (2, "discard 6H"),
        (2, "honours 8H"),
    ]
    game = replay_game(record(actions, hands=HONOUR_HANDS, stock="AD KC"))
    assert len(game.history) == 2 + len(actions)
    assert [str(c) for c in game.claimed[2]] == ["6H", "8H"]


def test_no_honours_before_the_joker_is_drawn() -> None:
    out = replay(record([(0, "honours 6H")], ceremony=False))
    assert "once the Joker is drawn" in rejected(out)


def test_an_empty_stock_is_made_again_from_the_open_pile() -> None:
    game = IndianRummy.create(["ann", "bob"], seed=21, first_player=0)
    game.apply(1, "cut 50")
    game.apply(1, "joker")
    while True:
        seat = game.to_move()[0]
        pile = len(game.open_pile)
        events = game.apply(seat, "draw stock")
        if any(e.kind == "stock_renewed" for e in events):
            break
        game.apply(seat, f"discard {game.hands[seat][-1]}")
    assert len(game.open_pile) == 1 and len(game.stock) == pile - 2
    everything = [c for h in game.hands for c in h] + game.open_pile + game.stock
    assert Counter(everything) == Counter(new_deck(3))
