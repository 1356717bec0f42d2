"""The hard Indian rummy player's move, explained by its own count of declaring draws.

:func:`judge` asks the hard player (:func:`engine.rummy21.ai.choose_action` at ``hard``)
for its move and values the choices with the measure it decides by
(:mod:`engine.rummy21.outs`): for a discard, the *declaring draws* each discard keeps (the
unseen cards with which the 21 cards kept would declare), or, when no discard keeps any,
minus the count of the cards kept (:func:`engine.rummy21.reading.reading`); for a draw, the
declaring draws of the hand with the stock's card to come and with the open card taken. A
declaration is worth every unseen card (:func:`declared`: the certain win the draws count
the chances of), so a discard where the hand could declare costs nearly all of them.
Codes ``teach.rummy21.<code>``.
"""

from __future__ import annotations

from collections import Counter

from engine.cards import Card, parse_card
from engine.review import Ask, Judgement, Reason
from engine.rummy21 import ai, outs
from engine.rummy21.game import IndianRummy
from engine.rummy21.normal import declaration_of
from engine.rummy21.phases import PLAY
from engine.rummy21.reading import reading
from engine.rummy21.rules import honour_cards
from engine.rummy21.sight import unseen_cards
from engine.rummy21.solver import DiscardChoices

GAME = "rummy21"


def judge(game: IndianRummy, ask: Ask) -> Judgement:
    """The hard player's move for ``ask.seat`` and the declaring draws of the choices (the
    deal ceremony and setting honour cards aside are not weighed: they have one right
    answer)."""
    seat, played = ask.seat, ask.played
    if game.phase != PLAY or game.joker is None or seat != game.turn:
        return Judgement(GAME, played or "", {}, Reason("ceremony"))
    best = str(ai.choose_action(game, seat, ask.rng, "hard"))
    verb = best.split()[0]
    hand, joker_rank = game.hands[seat], game.joker.rank
    unseen = unseen_cards(game, seat)
    if verb == "honours":
        return Judgement(GAME, best, {}, Reason("honours"))
    if verb == "drop":
        return Judgement(GAME, best, {}, Reason("stalled"))
    if verb == "declare":
        return _declare(hand, joker_rank, unseen, best)
    if verb == "discard":
        return _discard(hand, joker_rank, unseen, best, played)
    return _draw(game, seat, best, unseen)


def declared(unseen: Counter[Card]) -> float:
    """What a declaration is worth in the hard player's measure: every unseen card would
    declare (it is the certain win that the declaring draws count the chances of)."""
    return float(unseen.total())


def _declare(hand: list[Card], joker_rank: int, unseen: Counter[Card], best: str) -> Judgement:
    """The declaration the hard player makes, valued beside every discard that would let
    it pass (each by the declaring draws it keeps)."""
    kept = outs.declaring_draws_kept(hand, joker_rank, unseen)
    values = {f"discard {c}": float(n) for c, n in kept.items()}
    values[best] = declared(unseen)
    return Judgement(GAME, best, values, Reason("declare"), unit="draws")


def _discards(played: str | None) -> bool:
    """Whether ``played`` is a discard of one card."""
    return played is not None and len(played.split()) == 2 and played.split()[0] == "discard"


def _discard(
    hand: list[Card], joker_rank: int, unseen: Counter[Card], best: str, played: str | None
) -> Judgement:
    kept = outs.declaring_draws_kept(hand, joker_rank, unseen)
    card = parse_card(best.split()[1])
    if max(kept.values()) > 0:
        draws = {f"discard {c}": float(n) for c, n in kept.items()}
        reason = Reason("keeps_draws", {"card": card.symbol, "draws": kept[card]})
        return Judgement(GAME, best, draws, reason, unit="draws")
    # The cards worth weighing: the loose ones of the hand's reading, the best, the played.
    _, arrangement = reading(hand, joker_rank, free_discard=True)
    weighed = [*arrangement.unmatched, *([arrangement.discard] if arrangement.discard else [])]
    weighed.append(card)
    if played is not None and _discards(played):
        weighed.append(parse_card(played.split()[1]))
    counts: dict[str, float] = {}
    for c in dict.fromkeys(c for c in weighed if c in hand):
        rest = list(hand)
        rest.remove(c)
        count, _ = reading(rest, joker_rank, free_discard=False)
        counts[f"discard {c}"] = -float(count)
    reason = Reason("lowest_count", {"card": card.symbol})
    return Judgement(GAME, best, counts, reason, unit="count")


def _draw(game: IndianRummy, seat: int, best: str, unseen: Counter[Card]) -> Judgement:
    assert game.joker is not None
    hand, joker_rank = game.hands[seat], game.joker.rank
    choices = DiscardChoices(joker_rank, outs.POSITIONS)  # one memo, as the hard player's
    now = float(outs.declaring_draws(hand, joker_rank, unseen, choices))
    if not game.open_pile:
        return Judgement(GAME, best, {best: now}, Reason("stock_only"), unit="draws")
    top = game.open_pile[-1]
    with_open = outs.declaring_draws_kept([*hand, top], joker_rank, unseen, choices)
    declares = declaration_of([*hand, top], joker_rank) is not None
    opened = declared(unseen) if declares else float(max(with_open.values()))
    values = {"draw stock": now, "draw open": opened}
    params = {"card": top.symbol, "draws": int(values[best])}
    if best == "draw open":
        if declares:
            code = "open_declares"
        elif top in honour_cards(game.joker):
            code = "open_honour"
        elif opened > 0:
            code = "open_draws"
        else:
            code = "open_closer"
    else:
        code = "stock_draws" if now > 0 else "stock"
    return Judgement(GAME, best, values, Reason(code, params), unit="draws")
