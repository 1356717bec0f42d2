"""Game records for the rummy21 tests, written from the hands the seats are dealt.

Three players, ann (seat 0) deals unless a test says otherwise, so cy (seat 2, on the
dealer's right) cuts and bob (seat 1, on the dealer's left) draws the Joker and plays first.
The Joker is 7♥: every 7 is wild and the honour cards are 6♥ 7♥ 8♥; no hand below holds a
7 or an honour card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine.cards import new_deck, parse_card, parse_cards

PLAYERS = ["ann", "bob", "cy"]

#: ann: no pure sequence (counts all 21 cards: 137); bob: a declaration once he draws A♦,
#: discarding 9♠; cy: one pure sequence and 17 points unmatched (A♣ 3♦ 4♠).
HANDS = (
    "2S 4S 6S 8S 10S QS 2H 4H 10H QH 2D 4D 6D 8D 10D QD 2C 4C 6C 9C JC",
    "3S 4S 5S 9D 10D JD 2C 3C 4C KS KH KD 5H 5D 5C QC QS QD AS AH 9S",
    "3H 4H 5H 9S 9H 9C JS JH JD KS KC KH 2S 2D 2H 10S 10H 10C AC 3D 4S",
)
BOB_DECLARES = (
    "declare 3S 4S 5S | 9D 10D JD | 2C 3C 4C | KS KH KD | 5H 5D 5C | QC QS QD | AS AH AD discard 9S"
)
OPEN = "8C"
JOKER = "7H"
STOCK = "AD"


def deck(hands: Sequence[str], open_card: str, joker: str, stock: str = "") -> list[str]:
    """A 156-card deck that deals ``hands`` (seat order), turns up ``open_card``, gives
    ``joker`` to the Joker drawer and puts ``stock`` on top of the stock (the rest of the
    three packs follows, in pack order)."""
    for h in hands:
        assert len(parse_cards(h)) == 21, h
    top = [*(c for h in hands for c in parse_cards(h)), parse_card(open_card), parse_card(joker)]
    top += parse_cards(stock)
    rest = Counter(new_deck(3))
    rest.subtract(Counter(top))
    assert all(n >= 0 for n in rest.values()), "more than three copies of a card"
    return [str(c) for c in top] + [str(c) for c in new_deck(1) for _ in range(rest[c])]


def record(
    actions: Sequence[tuple[int, str] | tuple[int, None]] = (),
    *,
    hands: Sequence[str] = HANDS,
    open_card: str = OPEN,
    joker: str = JOKER,
    stock: str = STOCK,
    dealer: int = 0,
    options: dict[str, Any] | None = None,
    players: Sequence[str] = PLAYERS,
    ceremony: bool = True,
    decks: Sequence[list[str]] = (),
) -> dict[str, Any]:
    """A record dealing ``hands`` with ``dealer`` dealing; with ``ceremony`` the cut and the
    Joker draw come first. An action ``(seat, None)`` is a timeout."""
    n = len(players)
    steps: list[dict[str, Any]] = []
    if ceremony:
        steps += [
            {"player": (dealer - 1) % n, "action": "cut 40"},
            {"player": (dealer + 1) % n, "action": "joker"},
        ]
    for seat, action in actions:
        steps.append(
            {"player": seat, "timeout": True}
            if action is None
            else {"player": seat, "action": action}
        )
    return {
        "game": "rummy21",
        "players": list(players),
        "options": options or {},
        "seed": 7,
        "deck": [deck(hands, open_card, joker, stock), *decks],
        "first_player": dealer,
        "actions": steps,
    }
