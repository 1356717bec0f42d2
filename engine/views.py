"""What every game's view has (``Game.view``), typed, so that shared code reads the same
fields whatever the game.

A view is what one player may see (a *seat view*: the public table and that player's
hand) or what everyone may see (the *public view*). Each game extends :class:`GameView`
with its own fields in ``engine/<game>/view.py`` and builds it there; the images and the bot
read attributes. Shared code (the scoreboard of the table message, the hand image) reads
only the fields of this module: the seats with their names, scores, cards held and notes,
whose turn it is, the stock, whose view it is, the title and the viewer's :class:`Hand`.

Every view keeps its JSON form (:meth:`GameView.to_dict`: the keys each game has always
written, for logs, fixtures and tools), and reads it back (:func:`view_from_dict`).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine import i18n


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


@dataclass(frozen=True, slots=True, kw_only=True)
class Hand:
    """The viewer's hand (card strings, sorted for display) and what the hand image marks
    for their next decision:

    - ``playable``: the cards they may play now, when only some may (Hearts on their turn);
      ``None`` when nothing is to be marked;
    - ``jokers_waiting``: how many of the hand's jokers cannot be played before the next
      turn (Deal Me In's jokers won this turn);
    - ``wild``: the card that makes its rank wild (21-card rummy's Joker), if any.
    """

    cards: tuple[str, ...]
    playable: tuple[str, ...] | None = None
    jokers_waiting: int = 0
    wild: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class GameView:
    """The fields of every game's view.

    ``to_move`` lists the seats that may act (several during simultaneous phases; empty
    once the game is over); ``stock`` is the number of cards left to draw, ``None`` for a
    game without a stock; ``viewer`` is the seat whose view this is, ``None`` for the public
    view, and ``hand`` that seat's :class:`Hand` (``None`` in the public view); ``result``
    the finished game's ``Result.to_dict()`` (scores, ranks, winners) with the game's own
    details, ``None`` while it is in play; ``rounds`` the rounds whose nets the final
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
    result: dict[str, Any] | None = None
    rounds: tuple[Round, ...] = ()

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats of a finished game (none while it is in play)."""
        return tuple(self.result.get("winners", ())) if self.result else ()

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

    def to_dict(self) -> dict[str, Any]:
        """The view as JSON-able data, with the keys the game has always written."""
        raise NotImplementedError(f"{type(self).__name__} has no JSON form")


def seats_of(
    names: Sequence[str],
    scores: Sequence[int],
    cards: Sequence[int],
    notes: Sequence[Sequence[SeatNote]] | None = None,
) -> tuple[Seat, ...]:
    """The :class:`Seat` s of a table from its columns (``notes`` per seat, or none)."""
    return tuple(
        Seat(str(name), int(score), int(held), tuple(notes[index]) if notes else ())
        for index, (name, score, held) in enumerate(zip(names, scores, cards, strict=True))
    )


def view_from_dict(data: dict[str, Any], seat: int | None = None) -> GameView:
    """The view of :meth:`GameView.to_dict`'s output, by its ``"game"`` (the game's
    ``view`` module, beside its rules class, reads it). ``seat`` is whose view it is, for a
    seat's view in a game whose JSON does not name the seat (Deal Me In)."""
    from engine.registry import game_class

    package = game_class(str(data["game"])).__module__.rpartition(".")[0]
    module = importlib.import_module(f"{package}.view")
    view: GameView = module.view_from_dict(data, seat)
    return view
