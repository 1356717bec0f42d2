"""The settlement of a deal: counts, drops, honour cards (RULES.md §4).

Every payment is a :class:`Payment` from one seat to another; a deal's net result per seat
is what it received less what it paid, so the totals of all seats always sum to zero.
:func:`end_deal` settles a finished deal of a game and starts the next one (or ends the
game).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import i18n
from engine.cards import Card
from engine.core import Event
from engine.rummy21 import ceremony
from engine.rummy21 import events as kinds
from engine.rummy21.phases import OVER
from engine.rummy21.rules import honour_cards, honour_value
from engine.rummy21.solver import best_arrangement

if TYPE_CHECKING:
    from engine.rummy21.game import IndianRummy


@dataclass(frozen=True, slots=True)
class Payment:
    """``points`` paid by seat ``payer`` to seat ``payee`` for ``reason`` (``"count"``,
    ``"first_drop"``, ``"mid_pack"``, ``"timeouts"``, ``"wrong_declaration"``,
    ``"honours"``)."""

    payer: int
    payee: int
    points: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "payer": self.payer,
            "payee": self.payee,
            "points": self.points,
            "reason": self.reason,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Payment:
        return cls(int(data["payer"]), int(data["payee"]), int(data["points"]), str(data["reason"]))


def net(payments: Sequence[Payment], players: int) -> list[int]:
    """Each seat's received less paid."""
    totals = [0] * players
    for p in payments:
        totals[p.payer] -= p.points
        totals[p.payee] += p.points
    return totals


def capped(count: int, cap: int) -> int:
    """A count limited to ``cap`` (0: no cap)."""
    return min(count, cap) if cap else count


def honours_earned(claimed: Sequence[Card], held: Sequence[Card] | None, joker: Card) -> list[Card]:
    """The honour cards a player is paid for: those set aside during the deal and, for a
    player still in at the end (``held`` is their hand), those held; a card set aside and
    still held counts once."""
    honours = set(honour_cards(joker))
    counts = Counter(c for c in claimed if c in honours)
    if held is not None:
        for item, number in Counter(c for c in held if c in honours).items():
            counts[item] = max(counts[item], number)
    return sorted(counts.elements(), key=Card.sort_key)


def end_of_deal_payments(
    *,
    winner: int,
    hands: Sequence[Sequence[Card]],
    out: Sequence[str | None],
    claimed: Sequence[Sequence[Card]],
    joker: Card,
    options: dict[str, Any],
) -> tuple[list[Payment], list[int | None]]:
    """The payments due when the deal ends with ``winner``, and each seat's count (``None``
    for the winner and for seats out of the deal).

    ``out[seat]`` is why a seat left the deal (``"first_drop"``, ``"mid_pack"``,
    ``"timeouts"``, ``"wrong_declaration"``) or ``None``. Wrong declarations were paid when
    they happened.
    """
    payments: list[Payment] = []
    counts: list[int | None] = [None] * len(hands)
    for seat, hand in enumerate(hands):
        reason = out[seat]
        if seat == winner:
            continue
        if reason is None:
            count = capped(best_arrangement(hand, joker.rank).count, options["count_cap"])
            counts[seat] = count
            if count:
                payments.append(Payment(seat, winner, count, "count"))
        elif reason in ("first_drop", "mid_pack", "timeouts"):
            points = options["first_drop"] if reason == "first_drop" else options["mid_pack"]
            payments.append(Payment(seat, winner, points, reason))
    for seat in range(len(hands)):
        held = hands[seat] if out[seat] is None else None
        earned = honours_earned(claimed[seat], held, joker)
        value = honour_value(earned, joker, options["honour"], options["marriage"])
        if value:
            payments.extend(
                Payment(other, seat, value, "honours")
                for other in range(len(hands))
                if other != seat
            )
    return payments, counts


#: What a payment is for, as the table reads it.
#: The payments from one seat to another (drops and counts) that a settlement words.
PAID_FOR = ("count", "first_drop", "mid_pack", "timeouts")


def honour_cards_earned(
    hands: Sequence[Sequence[Card]],
    out: Sequence[str | None],
    claimed: Sequence[Sequence[Card]],
    joker: Card,
) -> list[list[Card]]:
    """Per seat, the honour cards it is paid for at the end of the deal."""
    return [
        honours_earned(claimed[seat], hands[seat] if out[seat] is None else None, joker)
        for seat in range(len(hands))
    ]


def explain(
    payments: Sequence[Payment],
    players: Sequence[str],
    earned: Sequence[Sequence[Card]],
    joker: Card,
) -> list[tuple[str, dict[str, Any]]]:
    """One sentence per amount of a deal's settlement, so that every seat's net result can
    be read off: each drop and count (payer, payee, points, why), each wrong declaration
    (paid to every other player), each seat's honour cards (which cards, from whom). Each
    sentence is a catalogue key with its parameters."""
    lines: list[tuple[str, dict[str, Any]]] = []
    wrong_payers: list[int] = []
    for p in payments:
        if p.reason == "wrong_declaration":
            if p.payer not in wrong_payers:
                wrong_payers.append(p.payer)
                lines.append(
                    (
                        "event.rummy21.payment.wrong_declaration",
                        {"payer": players[p.payer], "points": p.points},
                    )
                )
        elif p.reason in PAID_FOR:
            lines.append(
                (
                    f"event.rummy21.payment.{p.reason}",
                    {"payer": players[p.payer], "payee": players[p.payee], "points": p.points},
                )
            )
    below, middle, above = honour_cards(joker)
    for seat, cards in enumerate(earned):
        value = next((p.points for p in payments if p.reason == "honours" and p.payee == seat), 0)
        if not value:
            continue
        held = Counter(cards)
        marriages = min(held[below], held[middle], held[above])
        key = "honour_card" if len(cards) == 1 else "honour_cards"
        if marriages:
            key += ".marriage" if marriages == 1 else ".marriages"
        shown = " ".join(c.symbol for c in cards)
        params = {"name": players[seat], "cards": shown, "points": value, "count": marriages}
        if not marriages or marriages == 1:
            del params["count"]
        lines.append((f"event.rummy21.payment.{key}", params))
    return lines


def end_deal(game: IndianRummy, winner: int, declaration: list[list[str]] | None) -> list[Event]:
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


def _clear_deal(game: IndianRummy) -> None:
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
