"""The settlement of a deal of 21-card rummy (RULES.md §4): :func:`end_deal` pays a
finished deal's counts, drops and honour cards (the reckoning of
:mod:`engine.rummy21.payments`) into the totals, and starts the next deal or ends the game.

It takes the game's state (:class:`engine.rummy21.state.IndianRummyState`) and changes it.
"""

from __future__ import annotations

from engine import i18n
from engine.core import Event
from engine.rummy21 import ceremony
from engine.rummy21 import events as kinds
from engine.rummy21.payments import end_of_deal_payments, explain, honour_cards_earned, net
from engine.rummy21.phases import OVER
from engine.rummy21.rules import honour_cards
from engine.rummy21.state import IndianRummyState


def end_deal(
    game: IndianRummyState, winner: int, declaration: list[list[str]] | None
) -> list[Event]:
    assert game.joker is not None
    payments, counts = end_of_deal_payments(
        winner=winner,
        hands=game.hands,
        out=game.out,
        claimed=game.claimed,
        joker=game.joker,
        options=game.options,
    )
    for p in payments:
        game.totals[p.payer] -= p.points
        game.totals[p.payee] += p.points
    everything = [*game.ledger, *payments]
    deal_net = net(everything, game.seats)
    game.last_settlement = {
        "deal": game.deal_number,
        "winner": winner,
        "joker": str(game.joker),
        "honours": [str(c) for c in honour_cards(game.joker)],
        "declaration": declaration,
        "counts": counts,
        "out": list(game.out),
        "payments": [p.to_dict() for p in everything],
        "net": deal_net,
        "totals": list(game.totals),
    }
    game.deal_history.append({"deal": game.deal_number, "winner": winner, "net": deal_net})
    summary = i18n.series(
        i18n.phrase("rummy21.net", name=game.players[s], net=f"{deal_net[s]:+d}")
        for s in range(game.seats)
    )
    earned = honour_cards_earned(game.hands, game.out, game.claimed, game.joker)
    how = "last_left" if declaration is None else "declared"
    events = [
        Event.of(kinds.PAYMENT, None, {}, key=key, **params)
        for key, params in explain(everything, game.players, earned, game.joker)
    ]
    events.append(
        Event.of(
            kinds.DEAL_OVER,
            winner,
            {"settlement": game.last_settlement},
            key=f"event.rummy21.deal_over.{how}",
            name=game.players[winner],
            deal=game.deal_number,
            summary=summary,
        )
    )
    _clear_deal(game)
    if game.deal_number >= game.options["deals"]:
        game.phase = OVER
        result = game.result()
        winners = [game.players[s] for s in result.winners]
        events.append(
            Event.of(
                kinds.GAME_OVER,
                None,
                result.to_dict(),
                key="event.rummy21.game_over",
                winners=winners,
            )
        )
        return events
    assert game.dealer is not None
    game.deal_number += 1
    game.dealer = game.right_of(game.dealer)
    return events + ceremony.start_deal(game)


def _clear_deal(game: IndianRummyState) -> None:
    """Forget the cards of a finished deal; the settlement keeps what players saw."""
    n = game.seats
    game.hands = [[] for _ in range(n)]
    game.open_pile, game.stock, game.joker = [], [], None
    game.drawn = False
    game.has_drawn = [False] * n
    game.out = [None] * n
    game.claimed = [[] for _ in range(n)]
    game.timeouts = [0] * n
    game.ledger = []
