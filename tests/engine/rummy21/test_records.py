"""Game records, the replay fields, saving and restoring, the views, and invariants over
random games."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import new_deck
from engine.records import replay, replay_game
from engine.registry import computer_action
from engine.rummy21.actions import Drop
from engine.rummy21.game import IndianRummy
from tests.engine.rummy21.positions import BOB_DECLARES, HANDS, record


def test_replay_shows_joker_open_pile_and_dealer() -> None:
    out = replay(record([(1, "draw stock"), (1, "discard 9S")]))
    assert out["game"] == "rummy21" and out["over"] is False
    assert (out["joker"], out["open"], out["dealer"]) == ("7H", ["8C", "9S"], 0)
    assert out["to_move"] == 2 and out["deck_size"] == 156 - 63 - 2
    assert out["events"][0]["kind"] == "discarded"


def test_a_rejected_action_stops_the_replay_with_its_reason() -> None:
    out = replay(record([(1, "draw stock"), (1, "discard 7D"), (1, "discard 9S")]))
    assert out["rejected"] == {"index": 3, "reason": "You do not hold a 7♦."}
    assert len(out["hands"][1]) == 22


def test_a_game_record_replays_to_the_same_state() -> None:
    game = IndianRummy.create(["ann", "bob", "cy", "dee"], seed=31, options={"deals": 2})
    rng = random.Random(31)
    while not game.over:
        seat = game.to_move()[0]
        if rng.random() < 0.05 and game.phase == "play":
            game.apply_timeout(seat)
        else:
            game.apply(seat, computer_action(game, seat, rng))
    again = replay_game(json.loads(json.dumps(game.record())))
    assert again.to_dict() == game.to_dict()
    assert again.result() == game.result() and sum(game.scores()) == 0


def test_a_record_with_explicit_decks_keeps_them() -> None:
    game = replay_game(record([(1, "draw stock"), (1, BOB_DECLARES)]))
    saved = game.record()
    assert saved["first_player"] == 0 and len(saved["deck"]) == 1
    assert replay_game(saved).to_dict() == game.to_dict()


def test_a_saved_game_resumes_with_the_same_future() -> None:
    game = IndianRummy.create(["ann", "bob", "cy"], seed=8)
    rng = random.Random(8)
    for _ in range(40):
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    restored = IndianRummy.from_dict(json.loads(json.dumps(game.to_dict())))
    assert restored.to_dict() == game.to_dict()
    for _ in range(30):
        if game.over:  # the deal was declared
            break
        seat = game.to_move()[0]
        action = computer_action(game, seat, random.Random(1))
        assert computer_action(restored, seat, random.Random(1)) == action
        game.apply(seat, action)
        restored.apply(seat, action)
    assert restored.to_dict() == game.to_dict()


def test_the_player_view_shows_the_hand_and_its_best_arrangement() -> None:
    game = replay_game(record([(1, "draw stock")]))
    view = game.view(1).to_dict()
    assert view["phase"] == "play" and view["to_move"] == [1] and view["drawn"] is True
    assert view["honours"] == ["6H", "7H", "8H"] and view["cards_in_hand"] == [21, 22, 21]
    assert sorted(view["hand"]) == sorted([*HANDS[1].split(), "AD"])
    assert view["declare"] == str(game.declaration(1)) and view["declare"].startswith("declare ")
    assert view["arrangement"]["count"] == 0
    public = game.view().to_dict()
    assert "hand" not in public and public["stock_size"] == 156 - 63 - 2
    json.dumps(view)


def test_check_my_hand_finds_the_lowest_count() -> None:
    game = replay_game(record())
    checked = game.check_hand(2)
    assert checked["declare"] is None
    assert checked["arrangement"]["count"] == 17
    assert sorted(checked["arrangement"]["unmatched"]) == ["3D", "4S", "AC"]


def _cards_accounted(game: IndianRummy) -> None:
    if game.phase == "play":
        everything = [c for h in game.hands for c in h] + game.open_pile + game.stock
        assert Counter(everything) == Counter(new_deck(3))
        for seat, hand in enumerate(game.hands):
            drew = seat == game.turn and game.drawn
            assert len(hand) == 21 + drew or game.out[seat] is not None


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6))
def test_random_legal_play_keeps_the_rules_invariants(seed: int, players: int) -> None:
    rng = random.Random(seed)
    game = IndianRummy.create([f"p{i}" for i in range(players)], seed=seed, options={"deals": 2})
    for step in range(120):
        if game.over:
            break
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        if Drop() in legal and rng.random() > 0.05:
            legal.remove(Drop())
        if rng.random() < 0.1:
            game.apply_timeout(seat)
        else:
            game.apply(seat, rng.choice(legal))
        _cards_accounted(game)
        assert sum(game.scores()) == 0
        if step % 30 == 0:
            assert IndianRummy.from_dict(json.loads(json.dumps(game.to_dict()))).to_dict() == (
                game.to_dict()
            )
    assert replay_game(game.record()).to_dict() == game.to_dict()
