"""The Rummy 500 computer players.

Three levels (``level`` of :func:`engine.registry.computer_action`):

- **easy** plays like a casual player: it looks only at the top card of the discard pile
  (never digs deeper), it overlooks half of the lay-offs it could make (the card that must
  be used excepted), and one discard in four is a random card among those with no partner;
- **normal** (below; it reads the hand with :mod:`engine.rummy500.planning`);
- **hard** (:mod:`engine.rummy500.hard`): the normal player with a memory of what the
  others took from the pile and discarded: it holds its melds back (they would take the
  others' lay-offs) while nobody is near going out, goes out as soon as it can, and does
  not discard what is likely to feed the others.

The normal player plays one action per call, recomputed from the position each time:

- **draw**: take from the discard pile when the cards it gains go to the table at once and
  add more to this turn's melds and lay-offs than the cards it takes on would cost: the
  taken cards left in hand with no partner there (a taken card that makes a pair or a
  near-run is kept as a meld to come, not counted as a cost: measured against the stricter
  count, this wins more often). Otherwise the stock (with the stock empty: the best such
  pile draw, or ``pass``);
- **play**: first use the card that must be used, then lay the melds that put the most
  cards down (:func:`engine.rummy500.planning.best_melds`), then lay off every card that
  fits, so that it goes out whenever it can;
- **discard**: the highest card with no partner (no card of its rank, none of its suit one
  or two ranks away), keeping pairs and near-runs; when every card has one, the card with
  the weakest ties.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import Card
from engine.rummy500 import hard
from engine.rummy500.actions import Discard, Rummy500Action
from engine.rummy500.game import DRAW, Rummy500
from engine.rummy500.planning import choose_draw, plan_plays, ties
from engine.rummy500.table import card_points, layoff_targets


def choose_action(
    game: Rummy500, player: int, rng: random.Random, level: str = "normal"
) -> Rummy500Action:
    """The next action of the computer player of ``level`` for ``player`` (to move)."""
    if level == "hard":
        return hard.choose_action(game, player)
    if level == "easy":
        return easy_action(game, player, rng)
    if game.phase == DRAW:
        return choose_draw(game, player)
    hand = game.hands[player]
    plays = plan_plays(hand, game.melds, game.must_use, player)
    if plays:
        return plays[0].action
    return Discard(choose_discard(hand))


#: The share of lay-offs the easy player overlooks, and of its discards that slip.
EASY_MISSED_LAYOFFS = 0.5
EASY_SLIPS = 0.25


def easy_action(game: Rummy500, player: int, rng: random.Random) -> Rummy500Action:
    """The easy player's action (see the module documentation)."""
    if game.phase == DRAW:
        return choose_draw(game, player, top_only=True)
    hand = game.hands[player]
    for play in plan_plays(hand, game.melds, game.must_use, player):
        overlooked = play.number and game.must_use not in play.cards
        if overlooked and rng.random() < EASY_MISSED_LAYOFFS:
            continue
        if play.number and play.number not in layoff_targets(play.cards[0], game.melds):
            continue  # it fits only after a play skipped above: planned again later
        return play.action
    if game.must_use is not None:  # the card taken must be used: the plan's first play does
        return plan_plays(hand, game.melds, game.must_use, player)[0].action
    loose = [c for c in hand if ties(c, hand) == 0]
    if loose and rng.random() < EASY_SLIPS:
        return Discard(rng.choice(sorted(loose, key=lambda c: c.sort_key())))
    return Discard(choose_discard(hand))


def choose_discard(hand: Sequence[Card]) -> Card:
    """The highest card without a partner; else the card with the weakest ties (a pair or
    a neighbour counts 2, a card two ranks away 1), the highest of those."""

    return min(hand, key=lambda c: (ties(c, hand), -card_points(c), -c.rank, c.sort_key()))
