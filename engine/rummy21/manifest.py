"""21-card Indian rummy as the engine registers it (:mod:`engine.registry`)."""

from __future__ import annotations

import random

from engine.core import Action, Game
from engine.manifest import EngineManifest
from engine.rummy21 import ai
from engine.rummy21 import deal as dealing
from engine.rummy21.actions import Cut, DrawJoker
from engine.rummy21.game import CUT, CUT_FOR_DEAL, JOKER, IndianRummy
from engine.rummy21.view import Rummy21View


def choose(game: Game, seat: int, rng: random.Random, level: str) -> Action:
    """In the deal ceremony a random cut, or the Joker; in play the computer player of
    :mod:`engine.rummy21.ai`."""
    assert isinstance(game, IndianRummy)
    if game.phase in (CUT_FOR_DEAL, CUT):
        return Cut(rng.randint(dealing.MIN_CUT, dealing.MAX_CUT))
    if game.phase == JOKER:
        return DrawJoker()
    return ai.choose_action(game, seat, rng, level)


MANIFEST = EngineManifest(game_id="rummy21", rules=IndianRummy, choose=choose, view=Rummy21View)
