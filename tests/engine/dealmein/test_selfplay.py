"""Properties of whole games: computer players mixed with random moves and timeouts."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import JOKER, STANDARD_52, PlayedJoker
from engine.dealmein.board import square_index
from engine.dealmein.combos import code_of, evaluate
from engine.dealmein.game import DealMeIn
from engine.dealmein.movegen import placement_groups
from engine.records import replay, replay_game
from engine.registry import computer_action

#: A game longer than this has failed to end (real games take a few dozen actions).
MAX_ACTIONS = 400


def random_action(game: DealMeIn, seat: int, rng: random.Random) -> str | None:
    """A random legal action (``None``: let the clock run out instead)."""
    roll = rng.random()
    if roll < 0.5:
        return computer_action(game, seat, rng)
    if roll < 0.6:
        return None
    hand = game.hands[seat]
    reclaim = game.reclaimable(seat)
    if reclaim and roll < 0.7:
        return f"reclaim {rng.choice(reclaim)}"
    groups = list(placement_groups(game.board, hand))
    if groups and roll < 0.9:
        moves = list(rng.choice(groups).moves())
        return rng.choice(moves).action()
    swappable = [c for c in hand if not c.is_joker]
    if game.deck and swappable:
        count = rng.randint(1, min(len(swappable), len(game.deck), 3))
        return "swap " + " ".join(str(c) for c in rng.sample(swappable, count))
    if groups:
        return rng.choice(list(rng.choice(groups).moves())).action()
    return "pass"


def check_invariants(game: DealMeIn) -> None:
    real_on_board = [c for c in game.board.values() if not isinstance(c, PlayedJoker)]
    played_jokers = sum(isinstance(c, PlayedJoker) for c in game.board.values())
    held = [c for hand in game.hands for c in hand]
    cards = Counter(real_on_board + [c for c in held if c is not JOKER] + game.deck)
    assert cards == Counter(STANDARD_52), "every card of the pack is somewhere, once"
    assert played_jokers + held.count(JOKER) == 4 - len(game.jokers_left)
    for line in game.lines():
        assert line.combination is not None, line
        codes = [code_of(game.board[square_index(s)]) for s in line.squares]
        assert evaluate(codes) is not None


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 4))
def test_random_games_keep_the_rules_and_replay(seed: int, players: int) -> None:
    game = DealMeIn.create([f"p{i}" for i in range(players)], {"level": "expert"}, seed=seed)
    rng = random.Random(seed)
    actions = 0
    while not game.over:
        assert actions < MAX_ACTIONS, "the game did not end"
        seat = game.to_move()[0]
        action = random_action(game, seat, rng)
        if action is None:
            game.apply_timeout(seat)
        else:
            game.apply(seat, action)
        actions += 1
        check_invariants(game)
        if actions % 7 == 0:
            data = json.loads(json.dumps(game.to_dict()))
            assert DealMeIn.from_dict(data).to_dict() == game.to_dict()
    record = json.loads(json.dumps(game.record()))
    assert replay_game(record).to_dict() == game.to_dict()
    out = replay(record)
    assert "rejected" not in out and out["over"]
    assert out["scores"] == game.scores()
    result = game.view().to_dict()["result"]
    assert result is not None and result["winners"] == game.result().winners
