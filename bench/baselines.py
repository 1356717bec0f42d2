"""Baseline players the computer levels are measured against (bench/levels.py).

Each is a plain, legal policy written from the game's public API, outside the levels' code:

- ``dealmein`` **greedy**: the highest-scoring placement (the first of equal scores), else
  a swap of the highest card while the deck has cards, else ``pass``;
- ``rummy21`` **count**: draws the open card when that lowers its count (the solver's
  lowest count of its best 21 cards), else the stock; declares when it can; otherwise
  discards the card whose removal leaves the lowest count; never drops;
- ``rummy500`` **greedy**: takes the top card of the pile when it may, else the stock;
  lays the first meld it finds, then any lay-off, and discards its highest card.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from rummy500_strength import greedy_player  # type: ignore[import-not-found]

from engine.core import Game
from engine.dealmein.game import DealMeIn
from engine.dealmein.movegen import placement_groups
from engine.registry import computer_action
from engine.rummy21.game import PLAY, IndianRummy
from engine.rummy21.solver import best_arrangement, best_discard, find_declaration
from engine.rummy500.game import Rummy500

Policy = Callable[[Game, int, random.Random], str]


def dealmein_greedy(game: Game, seat: int, rng: random.Random) -> str:
    assert isinstance(game, DealMeIn)
    groups = list(placement_groups(game.board, game.hands[seat]))
    if groups:
        return max((g.best() for g in groups), key=lambda m: m.score).action()
    swappable = [c for c in game.hands[seat] if not c.is_joker]
    if game.deck and swappable:
        return f"swap {max(swappable, key=lambda c: c.rank)}"
    return "pass"


def rummy21_count(game: Game, seat: int, rng: random.Random) -> str:
    assert isinstance(game, IndianRummy)
    if game.phase != PLAY:
        return computer_action(game, seat, rng)
    assert game.joker is not None
    hand, joker_rank = game.hands[seat], game.joker.rank
    if game.drawn:
        found = find_declaration(hand, joker_rank)
        if found is not None:
            return f"declare {found.notation()} discard {found.discard}"
        return f"discard {best_discard(hand, joker_rank).discard}"
    if game.open_pile:
        top = game.open_pile[-1]
        after = best_discard([*hand, top], joker_rank)
        if after.discard is not top and after.count < best_arrangement(hand, joker_rank).count:
            return "draw open"
    return "draw stock"


def rummy500_greedy(game: Game, seat: int, rng: random.Random) -> str:
    """The plain greedy player of ``rummy500_strength.py``: top pile card when it can be
    used, the first meld or lay-off offered, the highest-valued discard."""
    assert isinstance(game, Rummy500)
    return greedy_player(game, seat, rng)


#: game id -> baseline name -> policy.
BASELINES: dict[str, dict[str, Policy]] = {
    "dealmein": {"greedy": dealmein_greedy},
    "rummy21": {"count": rummy21_count},
    "rummy500": {"greedy": rummy500_greedy},
}
