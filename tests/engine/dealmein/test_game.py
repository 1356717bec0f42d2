"""Deal Me In moves other than placements, the end, the settlement, views and persistence."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from engine.cards import JOKER
from engine.core import GameSetupError, IllegalAction
from engine.dealmein.game import DealMeIn
from engine.records import replay, replay_game

ROYAL = "AS KS QS JS 10S 7H 7D"
NINES = "9C 9D 4S 2C 3C 5C 6C"

Record = Callable[..., dict[str, Any]]
Position = Callable[..., DealMeIn]


# ------------------------------------------------------------------ swap


def test_swap_costs_ten_per_card_and_keeps_the_hand_size(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "swap 7H 7D")]))
    assert out["scores"] == [130, 150]
    assert len(out["hands"][0]) == 7 and out["deck_size"] == 38
    event = out["events"][0]
    assert event["kind"] == "swapped" and event["text"] == "ann swapped 2 cards (−20)."
    assert "7H" not in json.dumps(out["events"])  # the swapped cards stay private
    assert out["to_move"] == 1


def test_swap_is_allowed_when_a_placement_was_possible(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(1, "swap 2C")], first=1))
    assert out["scores"] == [150, 140]


def test_swapped_cards_go_back_into_a_shuffled_deck(position: Position) -> None:
    orders = set()
    for seed in range(8):
        game = position({}, ["2C 3D", "4S"], deck="5H 6H 7H 8H 9H", seed=seed)
        game.apply(0, "swap 2C")
        assert sorted(map(str, game.hands[0] + game.deck)) == sorted(
            ["2C", "3D", "5H", "6H", "7H", "8H", "9H"]
        )
        orders.add(tuple(map(str, game.deck)))
    # Unshuffled, the deck would come out in the same order whatever the seed.
    assert len(orders) > 1


@pytest.mark.parametrize(
    ("hand", "deck", "action", "reason"),
    [
        ("JK 2C", "5H", "swap JK", "Jokers cannot be swapped."),
        ("2C 3D", "5H", "swap 9S", "You don't hold 9♠."),
        ("2C 3D", "5H", "swap 2C 2C", "Name each card to swap once."),
        ("2C 3D 4D", "5H 6H", "swap 2C 3D 4D", "The deck has 2 cards: you can swap at most 2."),
        ("2C 3D", "", "swap 2C", "The deck is empty: you cannot swap; place cards or pass."),
    ],
)
def test_swaps_refused(position: Position, hand: str, deck: str, action: str, reason: str) -> None:
    game = position({}, [hand, "4S"], deck=deck)
    before = game.to_dict()
    with pytest.raises(IllegalAction) as refused:
        game.apply(0, action)
    assert str(refused.value) == reason
    assert game.to_dict() == before


# ------------------------------------------------------------------ pass


def test_pass_is_refused_while_the_deck_has_cards(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(0, "pass")]))
    assert (
        out["rejected"]["reason"]
        == "You can pass only when the deck is empty: place cards or swap."
    )


def test_pass_with_an_empty_deck_even_when_a_placement_is_possible(position: Position) -> None:
    game = position({"F6": "7H"}, ["7D", "2C"])
    events = game.apply(0, "pass")
    assert events[0].kind == "passed" and events[0].text == "ann passes."
    assert game.to_move() == [1] and game.points == [150, 150]


def test_a_hand_of_jokers_only_that_cannot_be_placed_may_pass_with_cards_in_the_deck(
    position: Position,
) -> None:
    game = position({}, ["JK", "2C"], deck="5H")  # the first move needs two cards
    assert "pass" in [str(a) for a in game.legal_actions(0)]
    assert game.apply(0, "pass")[0].kind == "passed"


def test_a_hand_of_jokers_only_that_can_be_placed_may_not_pass(position: Position) -> None:
    game = position({"F6": "7H"}, ["JK", "2C"], deck="5H")
    assert "pass" not in [str(a) for a in game.legal_actions(0)]
    with pytest.raises(IllegalAction, match="only jokers, which cannot be swapped"):
        game.apply(0, "pass")
    assert game.to_move() == [0] and game.hands[0] == [JOKER]


# ------------------------------------------------------------------ reclaim

JOKER_BOARD = {"F6": "7H", "G6": "JK=7D"}


def test_reclaim_then_place_the_joker_in_the_same_move(position: Position) -> None:
    game = position(JOKER_BOARD, ["7D 2C", "3D"], deck="5H")
    events = game.apply(0, "reclaim 7D; place H6 across JK=7C")
    assert [e.kind for e in events] == ["reclaimed", "placed", "drew"]
    assert events[0].text == "ann reclaims the joker on G6 with 7♦."
    assert game.board_dict() == {"F6": "7H", "G6": "7D", "H6": "JK=7C"}
    assert game.points[0] == 180  # the reclaim scores nothing, the three sevens 30
    assert game.to_move() == [1]


def test_a_lone_reclaim_opens_the_move_and_keeps_the_turn(position: Position) -> None:
    game = position(JOKER_BOARD, ["7D 2C", "3D"], deck="5H")
    game.apply(0, "reclaim 7D")
    view = game.view(0).to_dict()
    assert view["to_move"] == 0 and view["jokers_playable"] == 1
    assert view["last_move"] == {
        "player": 0,
        "kind": "reclaim",
        "squares": ["G6"],
        "score": 0,
        "text": "ann reclaims the joker on G6 with 7♦.",
    }
    restored = DealMeIn.from_dict(json.loads(json.dumps(game.to_dict())))
    restored.apply(0, "place H6 across JK=7C")
    assert restored.to_move() == [1]
    assert restored.last_move is not None and restored.last_move["kind"] == "place"


def test_a_timeout_after_a_lone_reclaim_ends_the_move(position: Position) -> None:
    game = position(JOKER_BOARD, ["7D 2C", "3D"], deck="5H")
    game.apply(0, "reclaim 7D")
    game.apply_timeout(0)
    assert game.to_move() == [1] and game.points[0] == 140
    assert game.board_dict()["G6"] == "7D" and JOKER in game.hands[0]
    assert game.reclaimed == []


def test_a_reclaimed_joker_square_is_not_won_again(position: Position) -> None:
    game = position({"H6": "7H", "I6": "JK=7D"}, ["7D 2C", "3D"], deck="5H", jokers_left=["F3"])
    game.apply(0, "reclaim 7D; swap 2C")
    assert game.record_fields()["jokers_left"] == ["F3"]
    assert game.hands[0].count(JOKER) == 1
    assert game.points[0] == 140


def test_reclaim_takes_the_first_joker_in_reading_order(position: Position) -> None:
    board = {"F6": "7H", "G6": "JK=7D", "F8": "7S", "G8": "JK=7D"}
    game = position(board, ["7D 2C", "3D"], deck="5H")
    game.apply(0, "reclaim 7D")
    assert game.board_dict()["G6"] == "7D" and game.board_dict()["G8"] == "JK=7D"


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ("reclaim 7C", "No joker on the board stands for 7♣."),
        ("reclaim 7S", "You don't hold 7♠."),
        ("swap 2C; reclaim 7D", "A move is reclaims first, then one placement, swap or pass"),
        ("reclaim 7D; swap 2C; pass", "A move is reclaims first, then one placement, swap or pass"),
        ("reclaim 7D; place A1 across JK=2D", "The cards must touch a card on the board."),
    ],
)
def test_reclaims_refused_change_nothing(position: Position, action: str, reason: str) -> None:
    game = position(JOKER_BOARD, ["7D 7C 2C", "3D"], deck="5H")
    before = game.to_dict()
    with pytest.raises(IllegalAction) as refused:
        game.apply(0, action)
    assert str(refused.value).startswith(reason)
    assert game.to_dict() == before


# ------------------------------------------------------------------ timeout


def test_timeout_swaps_one_random_card_for_ten_points(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [0]))
    assert out["scores"] == [140, 150] and len(out["hands"][0]) == 7
    assert out["events"][0]["kind"] == "timeout"
    assert out["events"][0]["text"] == "ann ran out of time: one card swapped (−10)."
    assert replay(record([ROYAL, NINES], [0])) == out  # the same seed swaps the same card


def test_timeout_with_an_empty_deck_is_a_pass_without_penalty(position: Position) -> None:
    game = position({"F6": "7H"}, ["7D", "2C"])
    events = game.apply_timeout(0)
    assert events[0].text == "ann ran out of time: a pass, no penalty."
    assert game.points == [150, 150]


def test_timeout_with_only_jokers_passes_and_says_so(position: Position) -> None:
    game = position({"F6": "7H"}, ["JK", "2C"], deck="5H")
    events = game.apply_timeout(0)
    assert events[0].text == "ann ran out of time and holds only jokers: a pass, no penalty."
    assert game.points == [150, 150] and game.hands[0] == [JOKER]


# ------------------------------------------------------------------ the end


def test_deck_empty_and_a_player_out_ends_and_the_others_pay(position: Position) -> None:
    game = position({"F6": "7H", "G6": "7D"}, ["7C", "2C 3D JK"])
    events = game.apply(0, "place H6 across 7C")
    assert game.over and game.to_move() == []
    assert events[-1].kind == "game_over"
    assert events[-1].text == (
        "Game over: a player has no cards. ann receives 30 from bob (3 cards more, 10 each); "
        "bob pays 50 for 1 joker held (50 each). "
        "Final scores: ann 210, bob 70."
    )
    result = game.view().to_dict()["result"]
    assert result == {
        "scores": [210, 70],
        "ranks": [1, 2],
        "winners": [0],
        "reason": "a player has no cards",
        "settlement": [{"from": 1, "to": 0, "points": 30}],
        "joker_penalties": [0, 50],
    }


def test_a_joker_won_with_the_last_card_keeps_the_player_in(position: Position) -> None:
    game = position({"H6": "7H"}, ["7D", "2C 3D"], jokers_left=["I6"])
    game.apply(0, "place I6 across 7D")
    assert not game.over and game.hands[0] == [JOKER] and game.to_move() == [1]


def test_every_player_passing_with_an_empty_deck_ends_the_game(position: Position) -> None:
    game = position({"F6": "7H"}, ["2C 3C", "4D"])
    game.apply(0, "pass")
    assert not game.over
    events = game.apply(1, "pass")
    assert game.over and events[-1].data["reason"] == "no further play is possible"
    assert game.result().scores == [140, 160]


def test_a_timeout_with_an_empty_deck_counts_as_a_pass(position: Position) -> None:
    game = position({"F6": "7H"}, ["2C 3C", "4D"])
    game.apply_timeout(0)
    game.apply(1, "pass")
    assert game.over


def test_a_placement_resets_the_passes(position: Position) -> None:
    game = position({"F6": "7H"}, ["2C 3C", "7D 4D"])
    game.apply(0, "pass")
    game.apply(1, "place G6 across 7D")
    game.apply(0, "pass")
    assert not game.over


def test_fewest_cards_leaders_are_each_paid(position: Position) -> None:
    game = position({"F6": "7H"}, ["2C 3C", "4D 5D", "6S 7S 8S 9S 10S"])
    for seat in range(3):
        game.apply(seat, "pass")
    assert game.ending is not None
    assert game.ending["settlement"] == [
        {"from": 2, "to": 0, "points": 30},
        {"from": 2, "to": 1, "points": 30},
    ]
    assert game.result().winners == [0, 1]
    assert game.points == [180, 180, 90]


def test_two_rounds_without_a_placement_block_the_board(record: Record) -> None:
    swaps = [(0, "swap 7H"), (1, "swap 2C"), (0, "swap 7D"), (1, "swap 3C")]
    out = replay(record([ROYAL, NINES], swaps[:3]))
    assert not out["over"]
    out = replay(record([ROYAL, NINES], swaps))
    assert out["over"] and out["events"][-1]["reason"] == "the board is blocked"


def test_blocked_rounds_is_an_option_and_a_placement_resets_it(record: Record) -> None:
    actions = [(0, "swap 7H"), (1, "place F6 across 9C 9D"), (0, "swap 7D")]
    out = replay(record([ROYAL, NINES], actions, options={"blocked_rounds": 1}))
    assert not out["over"]
    out = replay(record([ROYAL, NINES], [*actions, 1], options={"blocked_rounds": 1}))
    assert out["over"] and out["events"][-1]["reason"] == "the board is blocked"


def test_no_move_after_the_end(position: Position) -> None:
    game = position({"F6": "7H", "G6": "7D"}, ["7C", "2C"])
    game.apply(0, "place H6 across 7C")
    with pytest.raises(IllegalAction, match="The game is over"):
        game.apply(1, "pass")


def test_only_the_player_to_move_may_act(record: Record) -> None:
    out = replay(record([ROYAL, NINES], [(1, "swap 2C")]))
    assert out["rejected"]["reason"] == "It is not your turn: waiting for ann."


# ------------------------------------------------------------------ setup and views


def test_setup_deals_seven_each_and_keeps_the_rest_in_order(record: Record) -> None:
    game = replay_game(record([ROYAL, NINES], []))
    assert [str(c) for c in game.hands[1]] == NINES.split()
    assert len(game.deck) == 38 and game.points == [150, 150]


def test_the_first_player_is_drawn_from_the_seed() -> None:
    firsts = {DealMeIn.create(["a", "b", "c"], seed=s).first_player for s in range(30)}
    assert firsts == {0, 1, 2}
    assert DealMeIn.create(["a", "b"], seed=4, first_player=1).to_move() == [1]


@pytest.mark.parametrize(
    ("level", "seconds"),
    [("unlimited", None), ("social", 120), ("competitive", 60), ("expert", 30)],
)
def test_levels_set_the_time_per_move(level: str, seconds: int | None) -> None:
    game = DealMeIn.create(["a", "b"], {"level": level}, seed=1)
    assert game.turn_seconds() == seconds
    assert game.view().to_dict()["turn_seconds"] == seconds


def test_options_default_and_refuse_bad_values() -> None:
    assert DealMeIn.create(["a", "b"], seed=1).options == {"level": "social", "blocked_rounds": 2}
    with pytest.raises(GameSetupError):
        DealMeIn.create(["a", "b"], {"level": "casual"}, seed=1)
    with pytest.raises(GameSetupError):
        DealMeIn.create(["a", "b"], {"blocked_rounds": 0}, seed=1)
    with pytest.raises(GameSetupError):
        DealMeIn.create(["a"], seed=1)


def test_an_explicit_deck_must_be_one_full_pack() -> None:
    with pytest.raises(GameSetupError, match="52 cards of one pack"):
        DealMeIn.create(["a", "b"], seed=1, deck=["AS"] * 52)


VIEW_KEYS = {
    "game", "players", "scores", "hand_sizes", "jokers_held", "to_move", "deck_size",
    "level", "turn_seconds", "over", "board", "joker_squares_won", "lines", "last_move",
    "result",
}  # fmt: skip


def test_view_shape(record: Record) -> None:
    game = replay_game(record([ROYAL, NINES], [(0, "place F6 across AS KS QS JS 10S")]))
    public = game.view().to_dict()
    assert set(public) == VIEW_KEYS
    assert public["board"] == {"F6": "AS", "G6": "KS", "H6": "QS", "I6": "JS", "J6": "10S"}
    assert public["joker_squares_won"] == ["I6"]
    assert public["jokers_held"] == [1, 0] and public["hand_sizes"] == [8, 7]
    assert public["lines"] == [
        {
            "squares": ["F6", "G6", "H6", "I6", "J6"],
            "cards": ["AS", "KS", "QS", "JS", "10S"],
            "combination": "royal flush",
            "complete": True,
        }
    ]
    assert public["last_move"] == {
        "player": 0,
        "kind": "place",
        "squares": ["F6", "G6", "H6", "I6", "J6"],
        "score": 250,
        "text": "ann placed A♠ K♠ Q♠ J♠ 10♠ F6–J6 across: royal flush 200 + 5-card bonus 50 = 250.",
    }
    assert public["to_move"] == 1 and public["result"] is None
    mine = game.view(0).to_dict()
    assert set(mine) == VIEW_KEYS | {"hand", "jokers_playable"}
    assert mine["hand"][-1] == "JK" and mine["jokers_playable"] == 1
    assert json.loads(json.dumps(mine)) == mine


def test_the_public_view_shows_no_hand(record: Record) -> None:
    game = replay_game(record([ROYAL, NINES], []))
    text = json.dumps(game.view().to_dict())
    assert "hand" not in game.view().to_dict() and "9C" not in text and "AS" not in text


def test_state_round_trips_through_json(record: Record) -> None:
    game = replay_game(record([ROYAL, NINES], [(0, "place F6 across AS KS QS JS 10S"), 1]))
    data = json.loads(json.dumps(game.to_dict()))
    restored = DealMeIn.from_dict(data)
    assert restored.to_dict() == game.to_dict()
    assert restored.view(0).to_dict() == game.view(0).to_dict()


def test_anchor_squares(position: Position) -> None:
    assert position({}, ["2C", "3D"]).anchor_squares() == ["F6"]
    game = position({"F6": "7H", "G6": "7D"}, ["2C", "3D"])
    assert game.anchor_squares() == ["F5", "G5", "E6", "H6", "F7", "G7"]


def test_legal_actions(position: Position) -> None:
    game = position({"F6": "7H", "G6": "7D"}, ["7C 2S", "3D"], deck="5H")
    actions = [str(a) for a in game.legal_actions(0)]
    assert "place H6 across 7C" in actions and "place F5 across 7C" in actions
    assert {"swap 2S", "swap 7C", "swap 2S 7C"} - set(actions) == {"swap 2S 7C"}
    assert "pass" not in actions
    assert game.legal_actions(1) == []
    for action in actions:
        copy = DealMeIn.from_dict(game.to_dict())
        copy.apply(0, action)
    empty = position({"F6": "7H", "G6": "7D"}, ["7C 2S", "3D"])
    assert "pass" in [str(a) for a in empty.legal_actions(0)]
    assert not any(a.startswith("swap") for a in [str(a) for a in empty.legal_actions(0)])


def test_legal_actions_offer_the_reclaim(position: Position) -> None:
    game = position(JOKER_BOARD, ["7D 2C", "3D"], deck="5H")
    assert "reclaim 7D" in [str(a) for a in game.legal_actions(0)]


def test_record_fields(record: Record, position: Position) -> None:
    out = replay(record([ROYAL, "9C 8D 4S 2C JC KD AH"], [(0, "place F6 across 7H 7D")]))
    assert out["board"] == {"F6": "7H", "G6": "7D"}
    assert out["jokers_left"] == ["F3", "C6", "I6", "F9"]
    assert out["can_place"] is False  # nothing of bob's fits with two sevens
    game = position({"F6": "7H", "G6": "7D"}, ["7C", "2C"])
    assert game.record_fields()["can_place"] is True
