"""The computer players of Deal Me In.

Three levels (``level`` of :func:`engine.registry.computer_action`):

- **easy** plays like a casual player: it sees the good placements but not always the best
  one (it picks at random among the three best-scoring placements of different cards, the
  best twice as often as each of the others), and it overlooks one reclaim in two;
- **normal** is greedy, one move deep: the best-scoring placement, its reclaims, else the
  swap of its least useful cards or the pass;
- **hard** looks at the reply: it values a placement by its score minus the next player's
  best reply on the board it leaves (that hand sampled from the cards it has not seen),
  plus the best placement of its own next turn (the cards it keeps and a sampled draw),
  and weighs the end-of-game costs; once every hand is known (two players, the deck empty)
  it plays each placement out to the end of the game.

Easy and normal live in :mod:`engine.dealmein.greedy`, hard in
:mod:`engine.dealmein.lookahead`, which builds on the normal player's pieces; this module
only chooses between them, so that neither level imports the other's chooser.
"""

from __future__ import annotations

import random

from engine.dealmein import greedy, lookahead
from engine.dealmein.actions import DealMeInAction
from engine.dealmein.game import DealMeIn


def choose_action(
    game: DealMeIn, player: int, rng: random.Random, level: str = "normal"
) -> DealMeInAction:
    """The action of the computer player of ``level`` for ``player`` (whose turn it is)."""
    if level == "hard":
        return lookahead.choose_action(game, player, rng)
    return greedy.choose_action(game, player, rng, level)
