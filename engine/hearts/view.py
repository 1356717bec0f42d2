"""Hearts Deluxe's views: the public table (:class:`HeartsView`) and a seat's view
(:class:`HeartsSeatView`: the table, that player's hand, the cards they may play, the pass
they chose and the cards they received), built by :meth:`engine.hearts.game.Hearts.view`,
and their JSON form.

The scoreboard note of a seat is the points it has taken this hand (before any moon).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.cards import Card
from engine.hearts.phases import Phase
from engine.state import (
    BOOL,
    CARD_TEXT,
    CARD_TUPLE,
    INT,
    PLAIN,
    STR,
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
    TO_MOVE,
    TURN_SECONDS,
    FinalResult,
    GameView,
    Hand,
    SeatNote,
    cards_held,
)

#: The catalogue key of the scoreboard's note: points taken this hand.
TAKEN_NOTE = "views.note.this_hand"


@dataclass(frozen=True, slots=True)
class Played:
    """A card on the table in the trick being played, and who played it."""

    seat: int
    card: Card


#: A played card as JSON: ``{"seat": 2, "card": "QS"}``.
PLAYED = record(Played, card=CARD_TEXT)


@dataclass(frozen=True, slots=True)
class LastTrick:
    """The last trick taken: its cards in the order played, who took it and the points in
    it."""

    cards: tuple[Played, ...]
    winner: int
    points: int


@dataclass(frozen=True, slots=True)
class HandScore:
    """A hand as the game scored it (the hand log's entry): its number and pass direction
    (``"left"``, ``"keeper"``...), the points each seat took (after a moon), the seat that
    shot the moon (``None``: no one), the seats that took Q♠ and J♦, and each seat's total
    after the hand."""

    hand_number: int
    pass_direction: str
    points: tuple[int, ...]
    moon: int | None
    queen: int
    jack: int
    totals: tuple[int, ...]


#: A scored hand as JSON (the keys of the game's ``hand_log``).
HAND_SCORE = record(HandScore, points=TUPLE, totals=TUPLE)


@dataclass(frozen=True, slots=True)
class HeartsResult(FinalResult):
    """A finished game's result, with every hand it played."""

    hands: tuple[HandScore, ...]


#: A result as JSON: the base's keys, then ``"hands"``.
HEARTS_RESULT = record(HeartsResult, **RESULT_KINDS, hands=tuple_of(HAND_SCORE))


@dataclass(frozen=True, slots=True, kw_only=True)
class HeartsView(GameView):
    """The public table. ``hand_points`` are the points taken this hand per seat;
    ``passed`` the seats that have passed; ``winning`` the seat winning the trick on the
    table; ``leader`` the seat that leads (``None`` while passing); ``last_trick``
    the trick taken last; ``last_hand`` the hand scored last and ``result`` the result
    with every hand."""

    #: Hearts has no stock: every card is dealt.
    stock: int | None = None
    hand_points: tuple[int, ...]
    phase: Phase
    pass_direction: str
    passed: tuple[int, ...]
    hearts_broken: bool
    trick: tuple[Played, ...]
    winning: int | None
    leader: int | None
    tricks_played: int
    last_trick: LastTrick | None
    last_hand: HandScore | None
    hand_number: int
    point_limit: int
    result: HeartsResult | None = None

    json_fields: ClassVar[tuple[Field, ...]] = (
        GAME,
        PLAYERS,
        SCORES,
        Field("hand_points", TUPLE),
        cards_held("cards_left"),
        TO_MOVE,
        Field("phase", text_enum(Phase)),
        Field("pass_direction", STR),
        Field("passed", TUPLE),
        Field("hearts_broken", BOOL),
        Field("trick", tuple_of(PLAYED)),
        Field("winning", PLAIN),
        Field("leader", PLAIN),
        Field("tricks_played", INT),
        Field("last_trick", optional(record(LastTrick, cards=tuple_of(PLAYED)))),
        Field("last_hand", optional(HAND_SCORE)),
        Field("hand_number", INT),
        Field("point_limit", INT),
        TURN_SECONDS,
        OVER,
        Field("result", optional(HEARTS_RESULT)),
    )

    @classmethod
    def notes(cls, values: dict[str, Any]) -> list[list[SeatNote]]:
        return notes(values["hand_points"])


@dataclass(frozen=True, slots=True, kw_only=True)
class HeartsSeatView(HeartsView):
    """A seat's view: ``legal`` are the cards it may pass or play now (none once it has
    passed), ``received`` the cards passed to it (once every seat has passed; ``None``
    before, and in a keeper hand), ``selected_pass`` the three it chose (``None`` until
    then)."""

    legal: tuple[Card, ...]
    received: tuple[Card, ...] | None
    selected_pass: tuple[Card, ...] | None

    json_fields: ClassVar[tuple[Field, ...]] = (
        *HeartsView.json_fields,
        Field("seat", PLAIN, attr="viewer", default=None),
        HAND,
        Field("legal", CARD_TUPLE),
        Field("received", optional(CARD_TUPLE), default=None),
        Field("selected_pass", optional(CARD_TUPLE), default=None),
    )

    @classmethod
    def hand_of(cls, values: dict[str, Any]) -> Hand:
        seat = values["viewer"]
        if seat is None:
            raise ValueError("a seat's view names its seat")
        playable = playable_cards(values["phase"], values["to_move"], seat, values["legal"])
        return Hand(cards=values["hand"], playable=playable)


HeartsView.seat_view = HeartsSeatView


def notes(hand_points: Sequence[int]) -> list[list[SeatNote]]:
    """Each seat's scoreboard note: the points it has taken this hand."""
    return [[SeatNote(TAKEN_NOTE, points)] for points in hand_points]


def playable_cards(
    phase: Phase, to_move: Sequence[int], seat: int, legal: tuple[Card, ...]
) -> tuple[Card, ...] | None:
    """The cards to mark as playable: the legal ones on the seat's turn to play (while
    passing every card may go, so nothing is marked)."""
    if phase != Phase.PLAYING or seat not in to_move:
        return None
    return legal
