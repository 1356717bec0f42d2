"""Rummy 500 as a game of the contract: replay fields, views, timeouts, persistence, and
random games that keep every card and always end."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.cards import new_deck
from engine.records import replay, replay_game
from engine.registry import computer_action, game_class
from engine.rummy500.game import Rummy500
from tests.engine.rummy500.positions import NAMES, game_after, play, position, record


def test_registered_under_its_id() -> None:
    assert game_class("rummy500") is Rummy500


def test_replay_output_has_melds_discard_and_legal_draws() -> None:
    out = play(
        [(0, "draw stock"), (0, "meld 5H 6H 7H"), (0, "discard 3C"), (1, "draw stock")],
        stock="3C 8H",
    )
    assert out["melds"] == [
        {"number": 1, "kind": "run", "cards": ["5H", "6H", "7H"], "owners": [0, 0, 0]}
    ]
    assert out["discard"] == ["KC", "3C"]
    assert out["legal_draws"] == []
    before_draw = play([(0, "draw stock"), (0, "meld 5H 6H 7H"), (0, "discard 3C")], stock="3C")
    assert before_draw["to_move"] == 1
    assert before_draw["legal_draws"] == ["draw stock"]


def test_replay_stops_at_an_illegal_action_with_the_reason() -> None:
    out = play([(0, "draw stock"), (0, "discard 3C"), (1, "meld 2S 4S 6S")], stock="3C")
    assert out["rejected"] == {
        "index": 2,
        "reason": "Draw a card first: the top card of the stock, or take a card of the discard "
        "pile (with every card above it).",
    }
    assert out["discard"] == ["KC", "3C"]


def test_record_replays_to_the_same_state() -> None:
    game = Rummy500.create(NAMES[:3], seed=21)
    rng = random.Random(4)
    for _ in range(120):
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    game.apply_timeout(game.to_move()[0])
    assert replay_game(game.record()).to_dict() == game.to_dict()
    assert Rummy500.from_dict(game.to_dict()).to_dict() == game.to_dict()


def test_a_record_with_a_deck_keeps_it() -> None:
    game = game_after([(0, "draw stock")], stock="3C")
    assert game.record()["deck"] == [record(stock="3C")["deck"]]
    assert (
        replay(game.record())["hands"]
        == replay(record(actions=[(0, "draw stock")], stock="3C"))["hands"]
    )


def test_public_view_hides_hands_and_player_view_shows_melds_to_make() -> None:
    game = game_after([(0, "draw stock")], stock="3C")
    public = game.view().to_dict()
    assert "hand" not in public
    assert public["phase"] == "play" and public["to_move"] == [0]
    assert public["cards_in_hand"] == [8, 7, 7]
    assert public["stock_size"] == 29 and public["discard"] == ["KC"]
    assert public["dealer"] == 2 and public["hand_number"] == 1 and public["target"] == 500
    mine = game.view(0).to_dict()
    assert mine["hand"] == ["9S", "5H", "6H", "7H", "9H", "9D", "3C", "9C"]
    assert mine["possible_melds"] == [["9S", "9H", "9D", "9C"], ["5H", "6H", "7H"]]
    assert mine["possible_layoffs"] == []


def test_view_shows_the_card_that_must_be_used_and_layoffs() -> None:
    game = position(["5H 6H 2C 8H", "9S 9D 4C"], discard="KD 7H", stock="3S")
    game.apply(0, "draw 7H")
    assert game.view().to_dict()["must_use"] == "7H"
    game.apply(0, "meld 5H 6H 7H")
    view = game.view(0).to_dict()
    assert view["must_use"] is None
    assert view["possible_layoffs"] == ["8H 1"]
    assert view["melds"][0]["owners"] == [0, 0, 0]
    assert view["table_points"] == [18, 0]


def test_timeout_draws_and_discards_the_highest_card_outside_a_meld() -> None:
    game = position(["5H 6H 7H KS 2C 9D 9C", "3S"], stock="3D 4S")
    events = game.apply_timeout(0)
    assert [e.kind for e in events] == ["timed_out", "drew_stock", "discarded"]
    assert events[-1].data == {"card": "KS"}
    assert game.history == [{"player": 0, "timeout": True}]


def test_timeout_uses_the_card_that_must_be_used_first() -> None:
    game = position(["5H 6H 2C 9D", "3S"], discard="7H KD", stock="3D")
    game.apply(0, "draw 7H")
    events = game.apply_timeout(0)
    assert [e.kind for e in events] == ["timed_out", "melded", "discarded"]
    assert events[-1].data == {"card": "KD"}


def test_timeout_with_the_stock_empty_ends_the_hand() -> None:
    game = position(["5H 6H 2C", "3S"], discard="7H")
    events = game.apply_timeout(0)
    assert [e.kind for e in events[:3]] == ["timed_out", "passed", "hand_scored"]


def test_turn_seconds_is_an_option() -> None:
    assert Rummy500.create(NAMES[:2]).turn_seconds() == 90
    assert Rummy500.create(NAMES[:2], options={"turn_seconds": 0}).turn_seconds() is None


def _cards_on_table(game: Rummy500) -> Counter:
    held = [c for h in game.hands for c in h]
    melded = [c for m in game.melds for c in m.meld.cards]
    return Counter(held + melded + game.stock + game.discard)


@settings(max_examples=12, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10_000))
@example(3, 332)  # a run of all thirteen spades, the ace low: it came back high
def test_random_games_keep_every_card_and_end(players: int, seed: int) -> None:
    game = Rummy500.create(NAMES[:players], options={"target": 100}, seed=seed)
    rng = random.Random(seed)
    full = Counter(new_deck(game.packs))
    for _ in range(5000):
        if game.over:
            break
        seat = game.to_move()[0]
        actions = game.legal_actions(seat)
        assert actions and game.has_legal_action(seat)
        game.apply(seat, rng.choice(actions))
        assert _cards_on_table(game) == full
    assert game.over
    assert max(game.scores()) >= 100
    assert Rummy500.from_dict(game.to_dict()).to_dict() == game.to_dict()
