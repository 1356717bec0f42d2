"""21-card Indian rummy's views: the public table (:class:`Rummy21View`) and a seat's view
(:class:`Rummy21SeatView`: the table, that player's hand, the solver's best arrangement of
it and a declaration open to it), built by :meth:`engine.rummy21.game.IndianRummy.view`,
and their JSON form."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.cards import Card
from engine.rummy21.phases import Phase
from engine.state import (
    BOOL,
    CARD,
    CARD_TEXT,
    CARD_TUPLE,
    INT,
    PLAIN,
    TUPLE,
    Field,
    dict_of,
    optional,
    record,
    text_enum,
    tuple_of,
)
from engine.views import (
    GAME,
    HAND,
    OVER,
    PLAYERS,
    RESULT,
    SCORES,
    TITLE,
    TO_MOVE,
    TURN_SECONDS,
    GameView,
    Hand,
    Round,
    cards_held,
    stock,
)

#: The catalogue key naming a round of the final standings: a deal.
DEAL = "views.round.deal"


@dataclass(frozen=True, slots=True)
class Group:
    """One group of an arranged hand: its kind (``"pure"``, ``"sequence"``, ``"set"``) and
    its cards."""

    kind: str
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Arranged:
    """A hand as the solver lays it out (its lowest count): the groups, the cards left
    unmatched, the count the hand pays as it stands, the card set apart to discard (a hand
    of 22) and how many pure sequences it holds."""

    groups: tuple[Group, ...]
    unmatched: tuple[Card, ...]
    count: int
    discard: Card | None
    pure_sequences: int


@dataclass(frozen=True, slots=True)
class Paid:
    """One payment of a deal's settlement: ``points`` from seat ``payer`` to ``payee`` for
    ``reason`` (``"count"``, ``"first_drop"``, ``"honours"``...)."""

    payer: int
    payee: int
    points: int
    reason: str


@dataclass(frozen=True, slots=True)
class Settlement:
    """How a deal ended: its number, the seat that won it (declared, or was last in), the
    deal's Joker and honour cards, the winning declaration's groups (``None``: last in),
    each seat's count and why it left (``None``: stayed in), every payment of the deal,
    each seat's net for the deal and its total after it."""

    deal: int
    winner: int
    joker: Card
    honours: tuple[Card, ...]
    declaration: tuple[tuple[Card, ...], ...] | None
    counts: tuple[int, ...]
    out: tuple[str | None, ...]
    payments: tuple[Paid, ...]
    net: tuple[int, ...]
    totals: tuple[int, ...]


#: A settlement as JSON (the keys the game writes in its state's ``last_settlement``).
SETTLEMENT = record(
    Settlement,
    joker=CARD_TEXT,
    honours=CARD_TUPLE,
    declaration=optional(tuple_of(CARD_TUPLE)),
    counts=TUPLE,
    out=TUPLE,
    payments=tuple_of(record(Paid)),
    net=TUPLE,
    totals=TUPLE,
)


@dataclass(frozen=True, slots=True)
class DealNet:
    """One deal of the game's history: its number, who won it and each seat's net."""

    deal: int
    winner: int
    net: tuple[int, ...]


#: A deal of the history as JSON: ``{"deal": 1, "winner": 2, "net": [...]}``.
DEAL_NET = record(DealNet, net=TUPLE)

#: An arranged hand as JSON (``Arrangement.to_dict``'s keys).
ARRANGED = record(
    Arranged,
    groups=tuple_of(record(Group, cards=CARD_TUPLE)),
    unmatched=CARD_TUPLE,
    discard=CARD,
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Rummy21View(GameView):
    """The public table. ``deal_number`` of ``deals``; ``cutter`` and ``joker_drawer`` the
    seats of the deal ceremony (``None`` outside it); ``joker`` the card that makes its
    rank wild and ``honours`` its honour cards; ``open`` the open pile, bottom first;
    ``pack_size`` the cards of the pack before the deal; ``honours_set_aside`` per seat;
    ``out`` per seat why it left the deal (``None`` while in it); ``cut_cards`` the cards
    cut for the deal, by seat (a string, as in JSON); ``drawn`` whether the player to move
    has drawn; ``settlement`` and ``deal_history`` the last deal's and every deal's
    settlement; ``result`` the result once over."""

    phase: Phase
    deal_number: int
    deals: int
    dealer: int | None
    cutter: int | None
    joker_drawer: int | None
    joker: Card | None
    honours: tuple[Card, ...]
    open: tuple[Card, ...]
    pack_size: int
    honours_set_aside: tuple[tuple[Card, ...], ...]
    out: tuple[str | None, ...]
    cut_cards: dict[str, Card]
    drawn: bool
    settlement: Settlement | None
    deal_history: tuple[DealNet, ...]

    json_fields: ClassVar[tuple[Field, ...]] = (
        GAME,
        TITLE,
        PLAYERS,
        SCORES,
        Field("phase", text_enum(Phase)),
        Field("deal_number", INT),
        Field("deals", INT),
        Field("dealer", PLAIN),
        Field("cutter", PLAIN),
        Field("joker_drawer", PLAIN),
        Field("joker", CARD),
        Field("honours", CARD_TUPLE),
        Field("open", CARD_TUPLE),
        stock("stock_size"),
        Field("pack_size", INT),
        cards_held("cards_in_hand"),
        Field("honours_set_aside", tuple_of(CARD_TUPLE)),
        Field("out", TUPLE),
        Field("cut_cards", dict_of(CARD_TEXT)),
        TO_MOVE,
        Field("drawn", BOOL),
        OVER,
        Field("settlement", optional(SETTLEMENT)),
        Field("deal_history", tuple_of(DEAL_NET)),
        TURN_SECONDS,
        RESULT,
    )

    @classmethod
    def assemble(cls, values: dict[str, Any]) -> dict[str, Any]:
        values["rounds"] = rounds(values["deal_history"])
        return super(Rummy21View, cls).assemble(values)


@dataclass(frozen=True, slots=True, kw_only=True)
class Rummy21SeatView(Rummy21View):
    """A seat's view: ``arrangement`` is the solver's best grouping of its hand (its lowest
    count), ``None`` before the Joker is drawn; ``declare`` a valid declaration to send
    after a draw, or ``None``."""

    arrangement: Arranged | None
    declare: str | None

    json_fields: ClassVar[tuple[Field, ...]] = (
        *Rummy21View.json_fields,
        Field("player", PLAIN, attr="viewer", default=None),
        HAND,
        Field("arrangement", optional(ARRANGED), default=None),
        Field("declare", PLAIN, default=None),
    )

    @classmethod
    def hand_of(cls, values: dict[str, Any]) -> Hand:
        return Hand(cards=values["hand"], wild=values["joker"])


Rummy21View.seat_view = Rummy21SeatView


def rounds(deal_history: Sequence[DealNet]) -> tuple[Round, ...]:
    """Each deal's nets, for the final standings."""
    return tuple(Round(DEAL, deal.deal, deal.net) for deal in deal_history)
