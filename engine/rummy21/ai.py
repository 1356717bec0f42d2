"""The computer players of 21-card Indian rummy, built on the solver.

Three levels (``level`` of :func:`engine.registry.computer_action`):

- **normal** (:mod:`engine.rummy21.normal`) races to declare: a deal of two is won by
  declaring first, so it reads its hand by the cards that stand between it and a
  declaration, not by what it would pay; it plays every hand out and drops only a stalled
  deal (dropping hopeless-looking hands before the first draw lost more deals than it
  saved: bench/levels.py);
- **easy** plays like a casual player: it reads the hand by its count (the lowest count it
  can reach with three pure sequences, what the normal player read before it raced), drops
  a hand that looks hopeless at its first turn and, one discard in four, lets go of a loose
  card at random instead of the best one;
- **hard** (:mod:`engine.rummy21.outs`) draws and discards by the cards not yet seen that
  would complete a declaration, and takes and keeps honour cards; it plays as the normal
  player when no card is that close.

The easy player's measure, by the count: the lowest count it can reach *with three pure
sequences*, falling back to the count with one pure sequence, then to the whole hand, each
with a penalty, when the hand does not hold that many pure sequences yet (:func:`measure`).

Every level drops a deal that has stalled (:func:`stalled`): no player drops or declares
for :data:`STALL_DRAWS` draws when the hands hold the cards each other waits for.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import Card
from engine.rummy21 import outs
from engine.rummy21.actions import OPEN, STOCK, Discard, Draw, Drop, Honours, Rummy21Action, declare
from engine.rummy21.game import IndianRummy
from engine.rummy21.normal import declaration_of, normal_action
from engine.rummy21.reading import NO_PURE, least_useful_card, measure
from engine.rummy21.rules import honour_cards
from engine.rummy21.sight import feeding_cards, unseen_cards
from engine.rummy21.solver import best_discard

#: A hand that measures this much or more at its first turn looks hopeless (no pure sequence
#: in reach and a count far above the first drop): the easy player drops it.
HOPELESS = NO_PURE + 90
#: The share of the easy player's discards that let go of a loose card at random.
EASY_SLIPS = 0.25
#: A deal this many draws long (the stock renewed about twice with two players) is stalled:
#: the computer player to move drops.
STALL_DRAWS = 240
#: The open card is taken when it improves the measure by more than this: swapping a high
#: loose card for a slightly lower one is not worth showing the table what one collects.
OPEN_MARGIN = 4


def stalled(game: IndianRummy) -> bool:
    """Whether the deal has gone on for :data:`STALL_DRAWS` draws: the players hold cards
    each other needs and keep them (two computer players can do so for ever), so the one
    to move drops."""
    draws = 0
    for entry in reversed(game.history):
        action = entry.get("action", "")
        if action == "joker":  # the deal's play starts after the Joker is drawn
            break
        draws += action.startswith("draw")
    return draws >= STALL_DRAWS


def choose_action(game: IndianRummy, player: int, rng: random.Random, level: str) -> Rummy21Action:
    """The action of the computer player of ``level`` for ``player`` in the play of a deal
    (the deal ceremony is the game's)."""
    assert game.joker is not None
    if not game.drawn and not game.claimable_honours(player) and stalled(game):
        return Drop()
    if level == "hard":
        return outs.choose_action(game, player)
    hand, joker, drawn = game.hands[player], game.joker, game.drawn
    open_top = game.open_pile[-1] if game.open_pile else None
    claimable = game.claimable_honours(player)
    if level == "easy":
        first_turn = not game.has_drawn[player]
        return easy_action(
            rng=rng,
            hand=hand,
            joker=joker,
            drawn=drawn,
            first_turn=first_turn,
            open_top=open_top,
            claimable=claimable,
        )
    unseen, feeding = None, frozenset[Card]()
    if drawn and not claimable:
        unseen = unseen_cards(game, player)
        feeding = feeding_cards(game, player)
    return normal_action(
        hand=hand,
        joker=joker,
        drawn=drawn,
        open_top=open_top,
        claimable=claimable,
        unseen=unseen,
        feeding=feeding,
        honours=honour_cards(joker),
    )


def easy_action(
    *,
    rng: random.Random,
    hand: Sequence[Card],
    joker: Card,
    drawn: bool,
    first_turn: bool,
    open_top: Card | None,
    claimable: Sequence[Card],
) -> Rummy21Action:
    """The easy player's action (see the module documentation)."""
    if not claimable and not drawn and first_turn:
        now, _ = measure(hand, joker.rank, free_discard=False)
        if now >= HOPELESS:
            return Drop()
    action = count_action(
        hand=hand, joker=joker, drawn=drawn, open_top=open_top, claimable=claimable
    )
    if isinstance(action, Discard) and rng.random() < EASY_SLIPS:
        loose = best_discard(hand, joker.rank).unmatched
        if loose:
            return Discard(rng.choice(sorted(loose, key=lambda c: c.sort_key())))
    return action


def count_action(
    *,
    hand: Sequence[Card],
    joker: Card,
    drawn: bool,
    open_top: Card | None,
    claimable: Sequence[Card],
) -> Rummy21Action:
    """The action of a player reading its hand by :func:`measure` (the count): the easy
    player's, before it slips."""
    if claimable:
        return Honours(tuple(claimable))
    if drawn:
        declaration = declaration_of(hand, joker.rank)
        if declaration is not None:
            return declare(declaration)
        return Discard(least_useful_card(hand, joker.rank))
    if open_top is None:
        return Draw(STOCK)
    now, _ = measure(hand, joker.rank, free_discard=False)
    with_open = [*hand, open_top]
    if declaration_of(with_open, joker.rank) is not None:
        return Draw(OPEN)
    after, discard = measure(with_open, joker.rank, free_discard=True)
    if discard is not open_top and after < now - OPEN_MARGIN:
        return Draw(OPEN)
    return Draw(STOCK)
