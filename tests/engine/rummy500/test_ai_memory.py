"""The hard Rummy 500 player's memory is kept from one decision to the next (also across
copies of the game, as the table service decides on a copy) and brought up to date with
the actions since: after every action it is what a fresh replay of the whole game reads."""

from __future__ import annotations

import random

from engine.registry import computer_action
from engine.rummy500 import memory
from engine.rummy500.actions import DrawPile
from engine.rummy500.game import Rummy500


def test_the_memory_kept_up_to_date_reads_as_a_fresh_replay() -> None:
    game = Rummy500.create(["ann", "bob"], seed=11)
    rng = random.Random(11)
    pile_draws = 0
    for _ in range(400):
        if game.over:
            break
        seat = game.to_move()[0]
        action = computer_action(game, seat, rng, "hard" if seat == 0 else "normal")
        pile_draws += isinstance(action, DrawPile)
        game.apply(seat, action)
        kept = memory.read_memory(Rummy500.from_dict(game.to_dict()))  # a copy, as served
        memory._READINGS.clear()
        assert kept == memory.read_memory(game)
    assert pile_draws > 0  # the memory had something to remember


def test_another_game_with_the_same_setup_is_read_afresh() -> None:
    # Same players and seed, other actions: the kept reading is not a prefix, so it is
    # replaced.
    games = [Rummy500.create(["ann", "bob"], seed=4) for _ in range(2)]
    for game, level in zip(games, ("normal", "easy"), strict=True):
        rng = random.Random(level)
        for _ in range(40):
            seat = game.to_move()[0]
            game.apply(seat, computer_action(game, seat, rng, level))
    assert games[0].history != games[1].history
    for game in (*games, *games):
        kept = memory.read_memory(game)
        memory._READINGS.clear()
        assert kept == memory.read_memory(game)
