"""Deal Me In's views: the public board (:class:`DealMeInView`) and a seat's view
(:class:`DealMeInSeatView`: the board and that player's hand), built by
:meth:`engine.dealmein.game.DealMeIn.view`, and their JSON form.

The scoreboard note of a seat is the jokers it holds, when it holds any.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.cards import JOKER, Card, PlayedJoker
from engine.state import (
    PLAIN,
    PLAYED_TEXT,
    PLAYED_TUPLE,
    STR,
    TUPLE,
    Field,
    Kind,
    dict_of,
    optional,
    record,
    tuple_of,
)
from engine.views import (
    GAME,
    HAND,
    OVER,
    PLAYERS,
    RESULT_KINDS,
    SCORES,
    TURN_SECONDS,
    FinalResult,
    GameView,
    Hand,
    SeatNote,
    cards_held,
    stock,
)

#: The seat to move, one at a time: ``null`` once the game is over.
TURN: Kind[tuple[int, ...]] = Kind(
    lambda seats: seats[0] if seats else None,
    lambda data: () if data is None else (int(data),),
)


@dataclass(frozen=True, slots=True)
class Line:
    """A line of two or more cards on the board: its squares and cards in reading order,
    the combination they make (``None``: none yet) and whether it is complete."""

    squares: tuple[str, ...]
    cards: tuple[Card | PlayedJoker, ...]
    combination: str | None
    complete: bool


#: A line as JSON: ``{"squares": [...], "cards": [...], "combination": ..., "complete": ...}``.
LINE = record(Line, squares=TUPLE, cards=PLAYED_TUPLE)


@dataclass(frozen=True, slots=True)
class LastMove:
    """The last move as the game recorded it: the seat that made it, its kind
    (``"place"``, ``"swap"``, ``"pass"``, ``"timeout"``, ``"reclaim"``), the squares it
    covered or reclaimed in order, its score and the engine's sentence of it (in English)."""

    player: int
    kind: str
    squares: tuple[str, ...]
    score: int
    text: str


#: A last move as JSON (the keys of the game's ``last_move``).
LAST_MOVE = record(LastMove, squares=TUPLE)


@dataclass(frozen=True, slots=True)
class Paid:
    """One payment of the settlement at the end: ``points`` from seat ``payer`` to seat
    ``payee`` (for the cards the payer held beyond the fewest)."""

    payer: int
    payee: int
    points: int


#: A payment as JSON: ``{"from": 1, "to": 0, "points": 30}``.
PAID = record(Paid, {"payer": "from", "payee": "to"})


@dataclass(frozen=True, slots=True)
class DealMeInResult(FinalResult):
    """A finished game's result, with why it ended (the engine's phrase, in English), the
    settlement's payments and each seat's joker penalty (points, not signed)."""

    reason: str
    settlement: tuple[Paid, ...]
    joker_penalties: tuple[int, ...]


#: A result as JSON: the base's keys, then the game's ``ending`` (reason, settlement,
#: joker penalties).
DEALMEIN_RESULT = record(
    DealMeInResult, **RESULT_KINDS, settlement=tuple_of(PAID), joker_penalties=TUPLE
)


@dataclass(frozen=True, slots=True, kw_only=True)
class DealMeInView(GameView):
    """The public board. ``jokers_held`` per seat; ``level`` the time level; ``board``
    square -> card (``{"F6": "AS", "G6": "JK=7H"}``); ``joker_squares_won`` the Joker
    squares already covered; ``lines`` every line of two or more cards, rows first (squares,
    cards, combination, complete); ``last_move`` the last move; ``result`` the result with
    how the game ended, once over."""

    jokers_held: tuple[int, ...]
    level: str
    board: dict[str, Card | PlayedJoker]
    joker_squares_won: tuple[str, ...]
    lines: tuple[Line, ...]
    last_move: LastMove | None
    result: DealMeInResult | None = None

    json_fields: ClassVar[tuple[Field, ...]] = (
        GAME,
        PLAYERS,
        SCORES,
        cards_held("hand_sizes"),
        Field("jokers_held", TUPLE),
        Field("to_move", TURN),
        stock("deck_size"),
        Field("level", STR),
        TURN_SECONDS,
        OVER,
        Field("board", dict_of(PLAYED_TEXT)),
        Field("joker_squares_won", TUPLE),
        Field("lines", tuple_of(LINE)),
        Field("last_move", optional(LAST_MOVE)),
        Field("result", optional(DEALMEIN_RESULT)),
    )

    @property
    def turn(self) -> int | None:
        """The seat to move (one at a time), ``None`` once the game is over."""
        return self.to_move[0] if self.to_move else None

    @classmethod
    def notes(cls, values: dict[str, Any]) -> list[list[SeatNote]]:
        return notes(values["jokers_held"])


@dataclass(frozen=True, slots=True, kw_only=True)
class DealMeInSeatView(DealMeInView):
    """A seat's view: the public board and the player's hand (``hand.jokers_waiting``:
    jokers that cannot be played before the next turn). Its JSON does not name the seat."""

    json_fields: ClassVar[tuple[Field, ...]] = (
        *DealMeInView.json_fields,
        HAND,
        Field("jokers_playable", PLAIN, default=None),
    )

    @property
    def jokers_playable(self) -> int:
        """The jokers of the hand that may be played this turn."""
        assert self.hand is not None
        return _jokers(self.hand.cards) - self.hand.jokers_waiting

    @classmethod
    def hand_of(cls, values: dict[str, Any]) -> Hand:
        cards = values["hand"]
        jokers = _jokers(cards)
        playable = values.pop("jokers_playable")
        waiting = 0 if playable is None else max(0, jokers - int(playable))
        return Hand(cards=cards, jokers_waiting=waiting)


DealMeInView.seat_view = DealMeInSeatView


def notes(jokers_held: Sequence[int]) -> list[list[SeatNote]]:
    """Each seat's scoreboard note: the jokers it holds, if any."""
    return [
        [SeatNote("views.note.joker" if held == 1 else "views.note.jokers", held)] if held else []
        for held in jokers_held
    ]


def _jokers(cards: Sequence[Card]) -> int:
    return sum(1 for card in cards if card is JOKER)
