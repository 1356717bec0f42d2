"""The Rummy 500 computer players choose the same actions whatever the interpreter's hash
seed: nothing they choose depends on the order in which a set of cards is iterated."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

#: Plays one game with four seats at ``level`` and prints its actions.
SCRIPT = """
import random, sys
from engine.rummy500.ai import choose_action
from engine.rummy500.game import Rummy500

level = sys.argv[1]
game = Rummy500.create(["a", "b", "c", "d"], options={"target": 150}, seed=2)
rng = random.Random(2)
while not game.over:
    seat = game.to_move()[0]
    game.apply(seat, choose_action(game, seat, rng, level))
print("\\n".join(entry["action"] for entry in game.history))
"""


def actions(level: str, hash_seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, level], capture_output=True, text=True, env=env, check=True
    )
    return done.stdout


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_the_same_game_under_two_hash_seeds(level: str) -> None:
    first = actions(level, "1")
    assert first.count("\n") > 50 and "layoff" in first
    assert actions(level, "2") == first
