"""Replay output, views, saving and resuming, and random games (property test)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import STANDARD_52, Card
from engine.core import GameSetupError
from engine.hearts.game import Hearts
from engine.records import replay, replay_game, replay_steps
from engine.registry import computer_action
from tests.engine.hearts.positions import record

PLAYERS = ["ann", "bob", "cat", "dan"]
FIRST_TRICK = [(0, "play AC"), (1, "play 5D"), (2, "play 6C")]


def test_replay_output_has_the_hearts_fields() -> None:
    out = replay(record(actions=FIRST_TRICK))
    assert out["game"] == "hearts"
    assert out["trick"] == [
        {"seat": 0, "card": "AC"},
        {"seat": 1, "card": "5D"},
        {"seat": 2, "card": "6C"},
    ]
    assert out["taken"] == [0, 0, 0, 0]
    assert out["hand_number"] == 1
    assert out["to_move"] == 3
    assert out["legal"] == ["play 9S", "play 10S", "play JS", "play KS", "play AS"]
    assert out["deck_size"] == 0
    assert out["events"][0]["text"] == "cat plays 6♣."


def test_the_trace_has_one_line_per_action() -> None:
    steps = list(replay_steps(record(actions=FIRST_TRICK)))
    assert len(steps) == 4 + len(FIRST_TRICK)
    assert [s["to_move"] for s in steps[:4]] == [[1, 2, 3], [2, 3], 3, 0]


def test_the_timeout_plays_the_lowest_ranked_legal_card() -> None:
    out = replay(record(actions=[(0, "timeout")]))
    assert out["trick"] == [{"seat": 0, "card": "2C"}]
    assert out["events"][0]["kind"] == "timed_out"


def test_a_players_view_shows_only_their_own_cards() -> None:
    game = replay_game(record(actions=FIRST_TRICK))
    public = game.view().to_dict()
    assert "hand" not in public
    assert public["phase"] == "playing"
    assert public["pass_direction"] == "left"
    assert public["cards_left"] == [12, 12, 12, 13]
    mine = game.view(3).to_dict()
    assert mine["hand"][:2] == ["9S", "10S"]
    assert mine["legal"] == ["9S", "10S", "JS", "KS", "AS"]
    assert mine["received"] == ["QH", "KH", "AH"]
    assert mine["selected_pass"] == ["4S", "2H", "3H"]
    assert game.view(0).to_dict()["legal"] == []
    json.dumps(mine)


def test_a_saved_game_resumes_identically() -> None:
    game = Hearts.create(PLAYERS, seed=21)
    rng = random.Random(4)
    for _ in range(40):
        seat = game.to_move()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    saved = json.loads(json.dumps(game.to_dict()))
    copy = Hearts.from_dict(saved)
    assert copy.to_dict() == game.to_dict()
    for twin in (game, copy):
        while twin.hand_number < 3:
            twin.apply_timeout(twin.to_move()[0])
    assert copy.to_dict() == game.to_dict()
    assert copy.view(1).to_dict() == game.view(1).to_dict()


def test_a_record_replays_to_the_same_game() -> None:
    game = Hearts.create(PLAYERS, options={"point_limit": 30}, seed=9)
    rng = random.Random(9)
    while not game.over:
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    assert replay_game(game.record()).to_dict() == game.to_dict()


def cards_in_play(game: Hearts) -> list[Card]:
    held = [c for hand in game.hands for c in hand]
    passing = [c for p in game.passes if p is not None and game.phase == "passing" for c in p]
    on_table = [c for _, c in game.trick]
    taken = [c for cards in game.taken_cards() for c in cards]
    return held + passing + on_table + taken


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), limit=st.integers(1, 60))
def test_random_games_conserve_cards_and_end(seed: int, limit: int) -> None:
    game = Hearts.create(PLAYERS, options={"point_limit": limit}, seed=seed)
    rng = random.Random(seed)
    for _ in range(20_000):
        if game.over:
            break
        seat = rng.choice(game.to_move())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        if game.phase != "over":
            assert sorted(cards_in_play(game), key=Card.sort_key) == sorted(
                STANDARD_52, key=Card.sort_key
            )
    assert game.over
    assert max(game.scores()) > limit
    assert sum(sum(h["points"]) for h in game.hand_log) == sum(game.scores())


def test_options_have_their_defaults_and_bounds() -> None:
    game = Hearts.create(PLAYERS, seed=1)
    assert game.options == {"point_limit": 100, "turn_seconds": 60}
    assert game.view().to_dict()["turn_seconds"] == 60
    assert Hearts.create(PLAYERS, options={"turn_seconds": 0}).turn_seconds() is None
    with pytest.raises(GameSetupError, match="point_limit is at least 1"):
        Hearts.create(PLAYERS, options={"point_limit": 0})
    with pytest.raises(GameSetupError, match="played by 4 to 4 players, not 3"):
        Hearts.create(PLAYERS[:3])
