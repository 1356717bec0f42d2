"""The computer players of 21-card Indian rummy, built on the solver.

Three levels (``level`` of :func:`engine.registry.computer_action`):

- **normal** (below) plays every hand out: it drops only a stalled deal. The player it
  replaced dropped hopeless-looking hands before its first draw, 15% of deals at 30 points
  each, and measured against a plain solver-based player, those hands win often enough
  when played on (never dropping took it from 48% to 61% of two-player deals:
  bench/levels.py);
- **easy** plays like a casual player: the normal player's reading of the hand, but it
  drops a hand that looks hopeless at its first turn (as the old player did) and one
  discard in four lets go of a loose card at random instead of the best one;
- **hard** (:mod:`engine.rummy21.outs`) draws and discards by the cards not yet seen that
  would complete a declaration, and takes and keeps honour cards; it reads its hand with
  the normal player's measure when no card is that close.

The normal player measures a hand by the lowest count it can reach *with three pure sequences* (what
stands between it and a declaration, high cards weighing most), falling back to the count
with one pure sequence, then to the whole hand, each with a penalty, when the hand does not
hold that many pure sequences yet. With that measure it:

- sets honour cards aside as soon as it holds them (they are paid even if it drops later);
- takes the open card when it improves the hand clearly, otherwise draws from the stock;
- declares whenever the solver finds a declaration, otherwise discards the card whose loss
  leaves the best measure.

Every level drops a deal that has stalled (:func:`stalled`): no player drops or declares
for :data:`STALL_DRAWS` draws when the hands hold the cards each other waits for.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from engine.cards import Card, format_cards
from engine.rummy21.rules import PURE_SEQUENCES_NEEDED, hand_points
from engine.rummy21.solver import (
    Arrangement,
    best_discard,
    find_declaration,
    lowest_count_with,
)

if TYPE_CHECKING:
    from engine.rummy21.game import IndianRummy

#: Added to the measure of a hand short of three pure sequences (one in reach).
SHORT_OF_PURE = 60
#: Added to the measure of a hand with no pure sequence at all.
NO_PURE = 150
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


def measure(cards: Sequence[Card], joker_rank: int, free_discard: bool) -> tuple[int, Card | None]:
    """How far ``cards`` are from a declaration (lower is better) and, with a free
    discard, which card to let go."""
    value, arrangement = reading(cards, joker_rank, free_discard)
    return value, arrangement.discard


def reading(cards: Sequence[Card], joker_rank: int, free_discard: bool) -> tuple[int, Arrangement]:
    """:func:`measure` with the arrangement it measured (its groups and loose cards)."""
    return _reading(tuple(sorted(cards, key=Card.sort_key)), joker_rank, free_discard)


@lru_cache(maxsize=4096)
def _reading(
    cards: tuple[Card, ...], joker_rank: int, free_discard: bool
) -> tuple[int, Arrangement]:
    """:func:`reading` of a sorted hand, remembered: a decision often measures the hand
    the previous one measured (the hand with the open card, then its discard)."""
    for needed, penalty in ((PURE_SEQUENCES_NEEDED, 0), (1, SHORT_OF_PURE)):
        found = lowest_count_with(cards, joker_rank, needed, free_discard)
        if found is not None:
            return found.count + penalty, found
    # No pure sequence in reach: every card counts (and is loose).
    if free_discard:
        fallback = best_discard(cards, joker_rank)
        return fallback.count + NO_PURE, fallback
    count = hand_points(cards, joker_rank)
    return count + NO_PURE, Arrangement((), tuple(cards), count)


def declaration_of(cards: Sequence[Card], joker_rank: int) -> Arrangement | None:
    """:func:`engine.rummy21.solver.find_declaration`, remembered like :func:`reading`."""
    return _declaration(tuple(sorted(cards, key=Card.sort_key)), joker_rank)


@lru_cache(maxsize=1024)
def _declaration(cards: tuple[Card, ...], joker_rank: int) -> Arrangement | None:
    return find_declaration(cards, joker_rank)


def least_useful_card(hand: Sequence[Card], joker_rank: int) -> Card:
    """The card of a 22-card hand whose discard leaves the best hand."""
    _, discard = measure(hand, joker_rank, free_discard=True)
    assert discard is not None
    return discard


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


def choose_action(game: IndianRummy, player: int, rng: random.Random, level: str) -> str:
    """The action of the computer player of ``level`` for ``player`` in the play of a deal
    (the deal ceremony is the game's)."""
    assert game.joker is not None
    if not game.drawn and not game.claimable_honours(player) and stalled(game):
        return "drop"
    if level == "hard":
        from engine.rummy21 import outs  # it builds on this module's measure

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
    return normal_action(
        hand=hand, joker=joker, drawn=drawn, open_top=open_top, claimable=claimable
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
) -> str:
    """The easy player's action (see the module documentation)."""
    if not claimable and not drawn and first_turn:
        now, _ = measure(hand, joker.rank, free_discard=False)
        if now >= HOPELESS:
            return "drop"
    action = normal_action(
        hand=hand, joker=joker, drawn=drawn, open_top=open_top, claimable=claimable
    )
    if action.startswith("discard") and rng.random() < EASY_SLIPS:
        loose = best_discard(hand, joker.rank).unmatched
        if loose:
            return f"discard {rng.choice(sorted(loose, key=lambda c: c.sort_key()))}"
    return action


def normal_action(
    *,
    hand: Sequence[Card],
    joker: Card,
    drawn: bool,
    open_top: Card | None,
    claimable: Sequence[Card],
) -> str:
    """The normal player's action (see the module documentation)."""
    if claimable:
        return f"honours {format_cards(claimable)}"
    if drawn:
        declaration = declaration_of(hand, joker.rank)
        if declaration is not None:
            return f"declare {declaration.notation()} discard {declaration.discard}"
        return f"discard {least_useful_card(hand, joker.rank)}"
    if open_top is None:
        return "draw stock"
    now, _ = measure(hand, joker.rank, free_discard=False)
    with_open = [*hand, open_top]
    if declaration_of(with_open, joker.rank) is not None:
        return "draw open"
    after, discard = measure(with_open, joker.rank, free_discard=True)
    if discard is not open_top and after < now - OPEN_MARGIN:
        return "draw open"
    return "draw stock"
