"""A deal's reckoning in 21-card rummy (RULES.md §4): who pays whom, and why.

Every payment is a :class:`Payment` from one seat to another: counts, drops, wrong
declarations and honour cards (:func:`end_of_deal_payments`); a deal's net result per seat
is what it received less what it paid (:func:`net`), so the totals of all seats always sum
to zero; :func:`explain` words each amount. Nothing here changes a game: the settlement of
a deal (:mod:`engine.rummy21.settlement`) and the state's ledger
(:mod:`engine.rummy21.state`) are built on it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards import Card
from engine.rummy21.rules import honour_cards, honour_value
from engine.rummy21.solver import best_arrangement


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
