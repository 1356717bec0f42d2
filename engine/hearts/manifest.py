"""Hearts Deluxe as the engine registers it (:mod:`engine.registry`)."""

from __future__ import annotations

import random

from engine.core import Action, Game
from engine.hearts import ai
from engine.hearts.game import Hearts
from engine.hearts.view import HeartsView
from engine.manifest import EngineManifest


def choose(game: Game, seat: int, rng: random.Random, level: str) -> Action:
    """The computer player of :mod:`engine.hearts.ai`."""
    assert isinstance(game, Hearts)
    return ai.choose_action(game, seat, rng, level)


MANIFEST = EngineManifest(game_id="hearts", rules=Hearts, choose=choose, view=HeartsView)
