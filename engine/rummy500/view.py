"""Rummy 500's views: the public table (:class:`Rummy500View`) and a seat's view
(:class:`Rummy500SeatView`: the table, that player's hand sorted by suit and rank, the
largest melds it holds and the lay-offs open to it), built by
:meth:`engine.rummy500.game.Rummy500.view`, and their JSON form."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from engine.cards import Card
from engine.melds import Meld, natural_melds
from engine.rummy500.phases import Phase
from engine.state import (
    CARD,
    CARD_TUPLE,
    INT,
    PLAIN,
    TUPLE,
    Field,
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
    RESULT_KINDS,
    SCORES,
    TITLE,
    TO_MOVE,
    TURN_SECONDS,
    FinalResult,
    GameView,
    cards_held,
    stock,
)


@dataclass(frozen=True, slots=True)
class MeldShown:
    """A meld on the table: its number (what a lay-off names), its kind (``"run"``,
    ``"set"``), its cards in order and the seat credited with each card."""

    number: int
    kind: str
    cards: tuple[Card, ...]
    owners: tuple[int, ...]


#: A meld as JSON: ``{"number": 1, "kind": "run", "cards": [...], "owners": [...]}``.
MELD = record(MeldShown, cards=CARD_TUPLE, owners=TUPLE)


@dataclass(frozen=True, slots=True)
class HandScore:
    """A hand as the game scored it (the hand log's entry): its number, the seat that went
    out (``None``: the stock ran out), and per seat the points it melded (``table``), the
    points left in its hand, its net for the hand and its total after it."""

    hand_number: int
    went_out: int | None
    table: tuple[int, ...]
    hand: tuple[int, ...]
    net: tuple[int, ...]
    totals: tuple[int, ...]


#: A scored hand as JSON (the keys of the game's ``hand_log``).
HAND_SCORE = record(HandScore, table=TUPLE, hand=TUPLE, net=TUPLE, totals=TUPLE)


@dataclass(frozen=True, slots=True)
class Rummy500Result(FinalResult):
    """A finished game's result, with every hand it played."""

    hands: tuple[HandScore, ...]


#: A result as JSON: the base's keys, then ``"hands"``.
RUMMY500_RESULT = record(Rummy500Result, **RESULT_KINDS, hands=tuple_of(HAND_SCORE))


@dataclass(frozen=True, slots=True, kw_only=True)
class Rummy500View(GameView):
    """The public table. ``table_points`` are the points each seat has melded this hand;
    ``discard`` the pile, bottom first; ``melds`` the melds on the table;
    ``must_use`` the card a pile draw obliges the player to meld now; ``last_hand`` the
    hand scored last and ``result`` the result with every hand."""

    table_points: tuple[int, ...]
    phase: Phase
    dealer: int
    discard: tuple[Card, ...]
    melds: tuple[MeldShown, ...]
    must_use: Card | None
    hand_number: int
    target: int
    last_hand: HandScore | None
    result: Rummy500Result | None = None

    json_fields: ClassVar[tuple[Field, ...]] = (
        GAME,
        TITLE,
        PLAYERS,
        SCORES,
        Field("table_points", TUPLE),
        cards_held("cards_in_hand"),
        TO_MOVE,
        Field("phase", text_enum(Phase)),
        Field("dealer", INT),
        stock("stock_size"),
        Field("discard", CARD_TUPLE),
        Field("melds", tuple_of(MELD)),
        Field("must_use", CARD),
        Field("hand_number", INT),
        Field("target", INT),
        TURN_SECONDS,
        Field("last_hand", optional(HAND_SCORE)),
        OVER,
        Field("result", optional(RUMMY500_RESULT)),
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class Rummy500SeatView(Rummy500View):
    """A seat's view: ``possible_melds`` are the melds of its hand that no other contains
    (cards each), ``possible_layoffs`` its lay-offs as ``"8H 1"`` (card, meld)."""

    possible_melds: tuple[tuple[Card, ...], ...]
    possible_layoffs: tuple[str, ...]

    json_fields: ClassVar[tuple[Field, ...]] = (
        *Rummy500View.json_fields,
        Field("seat", PLAIN, attr="viewer", default=None),
        HAND,
        Field("possible_melds", tuple_of(CARD_TUPLE)),
        Field("possible_layoffs", TUPLE),
    )


Rummy500View.seat_view = Rummy500SeatView


def largest_melds(hand: Sequence[Card]) -> list[Meld]:
    """The melds of ``hand`` that no other meld of it contains (for highlighting)."""
    found = natural_melds(hand)
    counts = [Counter(m.cards) for m in found]
    return [
        m
        for m, c in zip(found, counts, strict=True)
        if not any(other != c and not c - other for other in counts)
    ]
