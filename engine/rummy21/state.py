"""The state of a game of 21-card Indian rummy and the questions every phase asks of it.

:class:`IndianRummyState` is the table as its saved JSON holds it (:attr:`state_fields`: the
pack, the hands, the open pile and the stock, the Joker, who is out, the ledger of the deal,
the totals) with what the rules read from it: the seats and their directions, who cuts and
who draws the Joker, who is to move, the honour cards a seat may still set aside. The
phases (:mod:`engine.rummy21.ceremony`, :mod:`engine.rummy21.play`,
:mod:`engine.rummy21.settlement`) take it and change it; the rules class
:class:`engine.rummy21.game.IndianRummy` is built on it and hands each action to its phase,
so that the phases need not know the class that calls them.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar

from engine.cards import Card, parse_card, sorted_cards
from engine.core import Game
from engine.rummy21.payments import Payment
from engine.rummy21.phases import CUT, CUT_FOR_DEAL, JOKER, OVER, PLAY, Phase
from engine.rummy21.rules import honour_cards
from engine.state import (
    BOOL,
    CARD,
    CARDS,
    CARDS_PER_SEAT,
    INT,
    LIST,
    PLAIN,
    Field,
    Kind,
    list_of,
    nested,
    text_enum,
)

#: The cards shown in the cut for the deal, by seat (JSON keys are strings).
SEAT_CARDS: Kind[dict[int, Card]] = Kind(
    lambda shown: {str(s): str(c) for s, c in shown.items()},
    lambda data: {int(s): parse_card(c) for s, c in data.items()},
)


class IndianRummyState(Game):
    """A table of 21-card rummy: its fields and what the rules ask of them (see the module
    documentation); the actions are :class:`engine.rummy21.game.IndianRummy`'s."""

    state_fields: ClassVar[tuple[Field, ...]] = (
        Field("phase", text_enum(Phase)),
        Field("deal_number", INT),
        Field("dealer", PLAIN),
        Field("dealer_given", BOOL),
        Field("decks", CARDS_PER_SEAT),
        Field("pack", CARDS),
        Field("pack_explicit", BOOL),
        Field("contenders", LIST),
        Field("cut_cards", SEAT_CARDS),
        Field("hands", CARDS_PER_SEAT),
        Field("open", CARDS, attr="open_pile"),
        Field("stock", CARDS),
        Field("joker", CARD),
        Field("turn", INT),
        Field("drawn", BOOL),
        Field("has_drawn", LIST),
        Field("out", LIST),
        Field("claimed", CARDS_PER_SEAT),
        Field("timeouts", LIST),
        Field("totals", LIST),
        Field("ledger", list_of(nested(Payment))),
        Field("last_settlement", PLAIN),
        Field("deal_history", LIST),
    )

    phase: Phase
    deal_number: int
    dealer: int | None
    dealer_given: bool
    decks: list[list[Card]]
    pack: list[Card]
    pack_explicit: bool
    contenders: list[int]
    cut_cards: dict[int, Card]
    hands: list[list[Card]]
    open_pile: list[Card]
    stock: list[Card]
    joker: Card | None
    turn: int
    drawn: bool
    has_drawn: list[bool]
    out: list[str | None]
    claimed: list[list[Card]]
    timeouts: list[int]
    totals: list[int]
    ledger: list[Payment]
    last_settlement: dict[str, Any] | None
    #: Per finished deal: its number, winner and net result per seat.
    deal_history: list[dict[str, Any]]

    # ------------------------------------------------------------------ seats

    @property
    def seats(self) -> int:
        return len(self.players)

    def left_of(self, seat: int) -> int:
        """The seat on ``seat``'s left (next in play)."""
        return (seat + 1) % self.seats

    def right_of(self, seat: int) -> int:
        """The seat on ``seat``'s right."""
        return (seat - 1) % self.seats

    @property
    def cutter(self) -> int | None:
        """Who cuts for this deal: the player on the dealer's right."""
        return None if self.dealer is None else self.right_of(self.dealer)

    @property
    def joker_drawer(self) -> int | None:
        """Who draws the Joker: the player on the dealer's immediate left."""
        return None if self.dealer is None else self.left_of(self.dealer)

    def to_move(self) -> list[int]:
        if self.phase == CUT_FOR_DEAL:
            return [self.contenders[len(self.cut_cards)]]
        if self.phase == CUT:
            return [self.cutter] if self.cutter is not None else []
        if self.phase == JOKER:
            return [self.joker_drawer] if self.joker_drawer is not None else []
        if self.phase == PLAY:
            return [self.turn]
        return []

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        return list(self.totals)

    def hand(self, player: int) -> list[Card]:
        return sorted_cards(self.hands[player])

    def deck_size(self) -> int:
        return len(self.pack) if self.phase in (CUT_FOR_DEAL, CUT) else len(self.stock)

    def in_deal(self) -> list[int]:
        """Seats still playing this deal."""
        return [s for s in range(self.seats) if self.out[s] is None]

    def claimable_honours(self, player: int) -> list[Card]:
        """Honour cards ``player`` holds and has not set aside yet."""
        if self.phase != PLAY or self.joker is None or self.out[player] is not None:
            return []
        left = Counter(c for c in self.hands[player] if c in honour_cards(self.joker))
        left.subtract(Counter(self.claimed[player]))
        return sorted_cards(left.elements())
