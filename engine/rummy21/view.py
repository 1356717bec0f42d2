"""21-card Indian rummy's views: the public table (:class:`Rummy21View`) and a seat's view
(:class:`Rummy21SeatView`: the table, that player's hand, the solver's best arrangement of
it and a declaration open to it), built by :meth:`engine.rummy21.game.IndianRummy.view`,
and their JSON form."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.rummy21.phases import Phase
from engine.state import BOOL, DICT, INT, PLAIN, TUPLE, Field, optional, record, text_enum, tuple_of
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
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Arranged:
    """A hand as the solver lays it out (its lowest count): the groups, the cards left
    unmatched, the count the hand pays as it stands, the card set apart to discard (a hand
    of 22) and how many pure sequences it holds."""

    groups: tuple[Group, ...]
    unmatched: tuple[str, ...]
    count: int
    discard: str | None
    pure_sequences: int


#: An arranged hand as JSON (``Arrangement.to_dict``'s keys).
ARRANGED = record(Arranged, groups=tuple_of(record(Group, cards=TUPLE)), unmatched=TUPLE)


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
    joker: str | None
    honours: tuple[str, ...]
    open: tuple[str, ...]
    pack_size: int
    honours_set_aside: tuple[tuple[str, ...], ...]
    out: tuple[str | None, ...]
    cut_cards: dict[str, str]
    drawn: bool
    settlement: dict[str, Any] | None
    deal_history: tuple[dict[str, Any], ...]

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
        Field("joker", PLAIN),
        Field("honours", TUPLE),
        Field("open", TUPLE),
        stock("stock_size"),
        Field("pack_size", INT),
        cards_held("cards_in_hand"),
        Field("honours_set_aside", tuple_of(TUPLE)),
        Field("out", TUPLE),
        Field("cut_cards", DICT),
        TO_MOVE,
        Field("drawn", BOOL),
        OVER,
        Field("settlement", PLAIN),
        Field("deal_history", TUPLE),
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


def rounds(deal_history: Sequence[dict[str, Any]]) -> tuple[Round, ...]:
    """Each deal's nets, for the final standings."""
    return tuple(Round(DEAL, int(deal["deal"]), tuple(deal["net"])) for deal in deal_history)
