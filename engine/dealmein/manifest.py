"""Deal Me In as the engine registers it (:mod:`engine.registry`)."""

from __future__ import annotations

import random

from engine.core import Action, Game
from engine.dealmein import ai
from engine.dealmein.game import DealMeIn
from engine.dealmein.view import DealMeInView
from engine.manifest import EngineManifest


def choose(game: Game, seat: int, rng: random.Random, level: str) -> Action:
    """The computer player of :mod:`engine.dealmein.ai`."""
    assert isinstance(game, DealMeIn)
    return ai.choose_action(game, seat, rng, level)


MANIFEST = EngineManifest(game_id="dealmein", rules=DealMeIn, choose=choose, view=DealMeInView)
