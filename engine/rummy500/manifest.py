"""Rummy 500 as the engine registers it (:mod:`engine.registry`)."""

from __future__ import annotations

import random

from engine.core import Action, Game
from engine.manifest import EngineManifest
from engine.rummy500 import ai
from engine.rummy500.game import Rummy500
from engine.rummy500.view import Rummy500View


def choose(game: Game, seat: int, rng: random.Random, level: str) -> Action:
    """The computer player of :mod:`engine.rummy500.ai`."""
    assert isinstance(game, Rummy500)
    return ai.choose_action(game, seat, rng, level)


MANIFEST = EngineManifest(game_id="rummy500", rules=Rummy500, choose=choose, view=Rummy500View)
