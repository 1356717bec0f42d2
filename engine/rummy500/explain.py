"""The hard Rummy 500 player's move, explained by its own weighing of each discard.

:func:`judge` asks the hard player (:func:`engine.rummy500.hard.choose_action`) for its move.
A discard is valued as the hard player weighs it (:func:`engine.rummy500.hard.discard_cost`:
what the card may feed the others, its ties to the hand and its points), minus, so that
higher is better; a meld or lay-off by the points it puts down; a draw as it draws. Codes
``teach.rummy500.<code>``.
"""

from __future__ import annotations

import random
from collections import Counter

from engine.cards import Card, parse_card
from engine.review import Judgement, Reason
from engine.rummy500 import hard, memory, risk
from engine.rummy500.game import DRAW, PLAY, Rummy500
from engine.rummy500.planning import plan_plays
from engine.rummy500.table import card_points

GAME = "rummy500"


def judge(
    game: Rummy500,
    seat: int,
    rng: random.Random,
    *,
    budget: float | None = None,
    iterations: int | None = None,
    played: str | None = None,
) -> Judgement:
    """The hard player's move for ``seat`` and, for a discard, the hard player's weight of
    every card it could let go."""
    if game.over or seat not in game.to_move():
        return Judgement(GAME, played or "", {}, Reason("draw_stock"))
    best = str(hard.choose_action(game, seat))
    words = best.split()
    if game.phase == DRAW:
        if words[1] == "stock":
            return Judgement(GAME, best, {}, Reason("draw_stock"))
        if words[0] == "pass":
            return Judgement(GAME, best, {}, Reason("pass"))
        return Judgement(GAME, best, {}, Reason("draw_pile", {"card": parse_card(words[1]).symbol}))
    if words[0] == "meld":
        cards = [parse_card(w) for w in words[1:]]
        points = sum(card_points(c) for c in cards)
        shown = " ".join(c.symbol for c in cards)
        return Judgement(GAME, best, {}, Reason("meld", {"cards": shown, "points": points}))
    if words[0] == "layoff":
        card = parse_card(words[1])
        return Judgement(
            GAME, best, {}, Reason("layoff", {"card": card.symbol, "points": card_points(card)})
        )
    if game.phase != PLAY or words[0] != "discard":
        return Judgement(GAME, best, {}, Reason("draw_stock"))
    card = parse_card(words[1])
    values = {f"discard {c}": -cost for c, cost in discard_costs(game, seat).items()}
    hand = game.hands[seat]
    if plan_plays(hand, game.melds, game.must_use, seat) and hard.holding(game, seat):
        code = "hold"
    elif risk_of(game, seat, card) > 0:
        code = "safest"
    else:
        code = "loose"
    return Judgement(GAME, best, values, Reason(code, {"card": card.symbol}), unit="cost")


def _sight(game: Rummy500, seat: int) -> risk.Sight:
    """What ``seat`` sees of the others, as the hard player reads it for its discard."""
    known = memory.read_memory(game)
    shed = memory.read_discards(game)
    others = Counter[Card]()
    for other, cards in enumerate(known):
        if other != seat:
            others += cards
    hidden = sum(len(h) for s, h in enumerate(game.hands) if s != seat) - others.total()
    return risk.sight(
        game.hands[seat],
        game.discard,
        game.melds,
        others,
        hidden,
        game.packs,
        [c for s, cards in enumerate(shed) if s != seat for c in cards],
    )


def discard_costs(game: Rummy500, seat: int) -> dict[Card, float]:
    """The hard player's :func:`~engine.rummy500.hard.discard_cost` of each card of the
    hand."""
    hand = game.hands[seat]
    seen = _sight(game, seat)
    closing = min(len(h) for s, h in enumerate(game.hands) if s != seat) <= hard.CLOSING_HAND
    return {c: hard.discard_cost(c, hand, game.melds, seen, closing) for c in dict.fromkeys(hand)}


def risk_of(game: Rummy500, seat: int, card: Card) -> float:
    """The chance another player can use ``card`` (the hard player's reading)."""
    return risk.use_chance(card, game.melds, _sight(game, seat))
