"""The hard Rummy 500 player's move, explained by its own weighing of each choice.

:func:`judge` asks the hard player (:func:`engine.rummy500.hard.choose_action`) for its move.
A discard is valued as the hard player weighs it (:func:`engine.rummy500.hard.discard_cost`:
what the card may feed the others, its ties to the hand and its points), minus, so that
higher is better. A meld or lay-off it makes is worth what it puts down, as that weighing
counts a card's points (:func:`laid_down`: :data:`engine.rummy500.hard.KEEP_HIGH` a ten
points), for the whole turn's plays it plans (a discard instead ends the turn without them):
so a missed meld costs its points and the discard's weight. A draw is said as it draws.
Codes ``teach.rummy500.<code>``.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards import Card, parse_card
from engine.review import Ask, Judgement, Reason
from engine.rummy500 import hard, risk
from engine.rummy500.game import DRAW, PLAY, Rummy500
from engine.rummy500.planning import plan_plays
from engine.rummy500.table import card_points

GAME = "rummy500"


def judge(game: Rummy500, ask: Ask) -> Judgement:
    """The hard player's move for ``ask.seat`` and, in the play, the hard player's weight
    of every card it could let go and of the melds and lay-offs it makes."""
    seat, played = ask.seat, ask.played
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
    if game.phase != PLAY:
        return Judgement(GAME, best, {}, Reason("draw_stock"))
    values = {f"discard {c}": -cost for c, cost in discard_costs(game, seat).items()}
    if words[0] in ("meld", "layoff"):
        plays = plan_plays(game.hands[seat], game.melds, game.must_use, seat)
        worth = laid_down(c for p in plays for c in p.cards)
        values.update({str(p.action): worth for p in plays})
        values[best] = worth
        if words[0] == "meld":
            cards = [parse_card(w) for w in words[1:]]
            points = sum(card_points(c) for c in cards)
            shown = " ".join(c.symbol for c in cards)
            reason = Reason("meld", {"cards": shown, "points": points})
        else:
            card = parse_card(words[1])
            reason = Reason("layoff", {"card": card.symbol, "points": card_points(card)})
        return Judgement(GAME, best, values, reason, unit="cost")
    card = parse_card(words[1])
    hand = game.hands[seat]
    if plan_plays(hand, game.melds, game.must_use, seat) and hard.holding(game, seat):
        code = "hold"
    elif risk_of(game, seat, card) > 0:
        code = "safest"
    else:
        code = "loose"
    return Judgement(GAME, best, values, Reason(code, {"card": card.symbol}), unit="cost")


def laid_down(cards: Iterable[Card]) -> float:
    """What putting ``cards`` down is worth in the hard player's discard weighing: their
    points, weighed as it weighs a card's points for keeping it (:data:`hard.KEEP_HIGH` a
    ten points)."""
    return hard.KEEP_HIGH * sum(card_points(c) for c in cards) / 10


def discard_costs(game: Rummy500, seat: int) -> dict[Card, float]:
    """The hard player's :func:`~engine.rummy500.hard.discard_cost` of each card of the
    hand."""
    hand = game.hands[seat]
    seen = hard.sight_of(game, seat)
    closing = hard.closing_in(game, seat)
    return {c: hard.discard_cost(c, hand, game.melds, seen, closing) for c in dict.fromkeys(hand)}


def risk_of(game: Rummy500, seat: int, card: Card) -> float:
    """The chance another player can use ``card`` (the hard player's reading)."""
    return risk.use_chance(card, game.melds, hard.sight_of(game, seat))
