"""What every game's view has (``Game.view``), typed, so that shared code reads the same
fields whatever the game.

A view is what one player may see (a *seat view*: the public table and that player's
hand) or what everyone may see (the *public view*). Each game extends :class:`GameView`
with its own fields in ``engine/<game>/view.py`` and builds it there; the images and the bot
read attributes. Shared code (the scoreboard of the table message, the hand image) reads
only the fields of this module: the seats with their names, scores, cards held and notes,
whose turn it is, the stock, whose view it is, the title and the viewer's :class:`Hand`.

Every view keeps its JSON form (:meth:`GameView.to_dict`: the keys each game has always
written, for logs, fixtures and tools), declared once per view class as the fields of
:mod:`engine.state`'s codec (:attr:`GameView.json_fields`), and is read back by
:meth:`GameView.from_dict` (by the game's identifier: :func:`engine.registry.view_from_dict`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self, cast

from engine import i18n
from engine.cards import Card
from engine.state import (
    CARD_TUPLE,
    PLAIN,
    STR,
    TUPLE,
    Field,
    Kind,
    attribute,
    maker,
    optional,
    read_values,
    record,
    write_fields,
)


@dataclass(frozen=True, slots=True)
class SeatNote:
    """Something a scoreboard shows beside a seat's score ("3 this hand", "2 jokers"):
    a catalogue key (:mod:`engine.i18n`) and the count it words, so that a front end shows
    it in its player's language without knowing the game."""

    key: str
    count: int

    def words(self, locale: str | None = None) -> str:
        return i18n.text(self.key, locale, count=self.count)


@dataclass(frozen=True, slots=True)
class Round:
    """One round (a deal, a hand) of a game whose final standings list each seat's net
    score per round: its name by a catalogue key and number ("deal 2"), and the nets in
    seat order."""

    key: str
    number: int
    nets: tuple[int, ...]

    def words(self, locale: str | None = None) -> str:
        return i18n.text(self.key, locale, number=self.number)


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat as everyone sees it: the player's name, score, how many cards they hold
    and the notes the scoreboard shows for them."""

    name: str
    score: int
    cards: int
    notes: tuple[SeatNote, ...] = ()


#: A :class:`Seat` as the codec makes it (read back for every seat of every view).
_make_seat = maker(Seat)


@dataclass(frozen=True, slots=True, kw_only=True)
class Hand:
    """The viewer's hand (its cards, sorted for display) and what the hand image marks
    for their next decision:

    - ``playable``: the cards they may play now, when only some may (Hearts on their turn);
      ``None`` when nothing is to be marked;
    - ``jokers_waiting``: how many of the hand's jokers cannot be played before the next
      turn (Deal Me In's jokers won this turn);
    - ``wild``: the card that makes its rank wild (21-card rummy's Joker), if any.
    """

    cards: tuple[Card, ...]
    playable: tuple[Card, ...] | None = None
    jokers_waiting: int = 0
    wild: Card | None = None


@dataclass(frozen=True, slots=True)
class FinalResult:
    """A finished game's result as its view shows it: the final scores, the ranks (1 for
    the best, shared by equal results) and the winning seats, in seat order (the fields of
    :class:`engine.core.Result`). A game whose result says more (the hands played, the
    settlement) extends it."""

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]


#: The kinds of :class:`FinalResult`'s fields, for :func:`~engine.state.record` of a
#: game's result that extends it.
RESULT_KINDS: dict[str, Kind[Any]] = {"scores": TUPLE, "ranks": TUPLE, "winners": TUPLE}
#: A result as JSON: ``{"scores": [...], "ranks": [...], "winners": [...]}``.
FINAL_RESULT: Kind[FinalResult] = record(FinalResult, **RESULT_KINDS)


@dataclass(frozen=True, slots=True, kw_only=True)
class GameView:
    """The fields of every game's view.

    ``to_move`` lists the seats that may act (several during simultaneous phases; empty
    once the game is over); ``stock`` is the number of cards left to draw, ``None`` for a
    game without a stock; ``viewer`` is the seat whose view this is, ``None`` for the public
    view, and ``hand`` that seat's :class:`Hand` (``None`` in the public view); ``result``
    the finished game's :class:`FinalResult` (a game's own extends it with its details),
    ``None`` while it is in play; ``rounds`` the rounds whose nets the final
    standings list per seat (none for a game that does not list them).
    """

    game: str
    title: str
    seats: tuple[Seat, ...]
    to_move: tuple[int, ...]
    stock: int | None
    over: bool
    turn_seconds: int | None
    viewer: int | None = None
    hand: Hand | None = None
    result: FinalResult | None = None
    rounds: tuple[Round, ...] = ()

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats of a finished game (none while it is in play)."""
        return self.result.winners if self.result else ()

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names, in seat order."""
        return tuple(seat.name for seat in self.seats)

    @property
    def scores(self) -> tuple[int, ...]:
        """The scores, in seat order."""
        return tuple(seat.score for seat in self.seats)

    @property
    def cards_held(self) -> tuple[int, ...]:
        """How many cards each seat holds, in seat order."""
        return tuple(seat.cards for seat in self.seats)

    #: The view's JSON form, key by key in the order written (:mod:`engine.state`'s
    #: fields, over this class's attributes and properties): the seats are written as
    #: their columns (``players``, ``scores``, ``cards_held``) and read back by
    #: :meth:`assemble`.
    json_fields: ClassVar[tuple[Field, ...]] = ()
    #: The class of a seat's view of the same game: :meth:`from_dict` reads JSON with a
    #: ``"hand"`` as one.
    seat_view: ClassVar[type[GameView] | None] = None

    def to_dict(self) -> dict[str, Any]:
        """The view as JSON-able data, with the keys the game has always written."""
        return write_fields(self, self.json_fields)

    @classmethod
    def from_dict(cls, data: dict[str, Any], seat: int | None = None, *, title: str) -> Self:
        """The view :meth:`to_dict` wrote: a seat's view (:attr:`seat_view`, a subclass)
        when it has a hand, whose seat is its JSON's own or else ``seat``; ``title`` is the
        game's, for JSON that does not carry it."""
        reader = cls
        if cls.seat_view is not None and "hand" in data:
            reader = cast(type[Self], cls.seat_view)
        values = read_values(reader.json_fields, data)
        if not values.get("title"):
            values["title"] = title
        if "hand" in values and values.get("viewer") is None:
            values["viewer"] = seat
        return maker(reader)(**reader.assemble(values))

    @classmethod
    def assemble(cls, values: dict[str, Any]) -> dict[str, Any]:
        """The constructor's arguments from the values :attr:`json_fields` read: the seats
        from their columns (with :meth:`notes`), the viewer's :class:`Hand` from its cards
        (with :meth:`hand_of`). A game adds what it derives from other fields."""
        values["seats"] = seats_of(
            values.pop("players"),
            values.pop("scores"),
            values.pop("cards_held"),
            cls.notes(values),
        )
        if "hand" in values:
            values["hand"] = cls.hand_of(values)
        return values

    @classmethod
    def notes(cls, values: dict[str, Any]) -> list[list[SeatNote]] | None:
        """The seats' scoreboard notes, from the values read (none by default)."""
        return None

    @classmethod
    def hand_of(cls, values: dict[str, Any]) -> Hand:
        """The viewer's :class:`Hand` from the values read (its cards, no marks by
        default)."""
        return Hand(cards=values["hand"])


def seats_of(
    names: Sequence[str],
    scores: Sequence[int],
    cards: Sequence[int],
    notes: Sequence[Sequence[SeatNote]] | None = None,
) -> tuple[Seat, ...]:
    """The :class:`Seat` s of a table from its columns (``notes`` per seat, or none)."""
    if not notes:
        columns = zip(names, scores, cards, strict=True)
        return tuple(
            [_make_seat(str(name), int(score), int(held)) for name, score, held in columns]
        )
    return tuple(
        [
            _make_seat(str(name), int(score), int(held), tuple(noted))
            for name, score, held, noted in zip(names, scores, cards, notes, strict=True)
        ]
    )


#: The fields every view writes, as each game names them.
GAME = Field("game", STR)
TITLE = Field("title", STR, default="")
PLAYERS = Field("players", TUPLE)
SCORES = Field("scores", TUPLE)
TO_MOVE = Field("to_move", TUPLE)
OVER = Field("over", PLAIN)
TURN_SECONDS = Field("turn_seconds", PLAIN)
#: The result of a game that says no more than :class:`FinalResult` (``null`` while in
#: play); a game with its own result declares the field with its own record.
RESULT = Field("result", optional(FINAL_RESULT))
#: The viewer's hand, written as its cards (:meth:`GameView.hand_of` reads it back).
HAND = Field("hand", attribute("cards", CARD_TUPLE))


def cards_held(key: str) -> Field:
    """The column of cards each seat holds, under the game's ``key``."""
    return Field(key, TUPLE, attr="cards_held")


def stock(key: str) -> Field:
    """The cards left to draw, under the game's ``key``."""
    return Field(key, PLAIN, attr="stock")
