"""Deal Me In's views: the public board (:class:`DealMeInView`) and a seat's view
(:class:`DealMeInSeatView`: the board and that player's hand), built from a
:class:`~engine.dealmein.game.DealMeIn`.

The scoreboard note of a seat is the jokers it holds, when it holds any.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards import JOKER, parse_card
from engine.dealmein.board import JOKER_SQUARES, square_index
from engine.dealmein.game import DealMeIn
from engine.views import GameView, Hand, SeatNote, seats_of


@dataclass(frozen=True, slots=True, kw_only=True)
class DealMeInView(GameView):
    """The public board. ``jokers_held`` per seat; ``level`` the time level; ``board``
    square -> card (``{"F6": "AS", "G6": "JK=7H"}``); ``joker_squares_won`` the Joker
    squares already covered; ``lines`` every line of two or more cards, rows first (squares,
    cards, combination, complete); ``last_move`` the last move's record (player, kind,
    squares...); ``result`` the result with how the game ended, once over."""

    jokers_held: tuple[int, ...]
    level: str
    board: dict[str, str]
    joker_squares_won: tuple[str, ...]
    lines: tuple[dict[str, Any], ...]
    last_move: dict[str, Any] | None

    @property
    def turn(self) -> int | None:
        """The seat to move (one at a time), ``None`` once the game is over."""
        return self.to_move[0] if self.to_move else None

    def to_dict(self) -> dict[str, Any]:
        return _public_dict(self)


@dataclass(frozen=True, slots=True, kw_only=True)
class DealMeInSeatView(DealMeInView):
    """A seat's view: the public board and the player's hand (``hand.jokers_waiting``:
    jokers that cannot be played before the next turn)."""

    def to_dict(self) -> dict[str, Any]:
        assert self.hand is not None
        jokers = sum(1 for token in self.hand.cards if parse_card(token) is JOKER)
        return {
            **_public_dict(self),
            "hand": list(self.hand.cards),
            "jokers_playable": jokers - self.hand.jokers_waiting,
        }


def build_view(game: DealMeIn, player: int | None) -> DealMeInView:
    """The public view (``player`` is ``None``) or ``player``'s view of ``game``."""
    jokers_held = [h.count(JOKER) for h in game.hands]
    public: dict[str, Any] = {
        "game": game.game_id,
        "title": game.title,
        "seats": seats_of(
            game.players, game.points, [len(h) for h in game.hands], notes(jokers_held)
        ),
        "to_move": tuple(game.to_move()),
        "stock": len(game.deck),
        "over": game.over,
        "turn_seconds": game.turn_seconds(),
        "jokers_held": tuple(jokers_held),
        "level": game.options["level"],
        "board": game.board_dict(),
        "joker_squares_won": tuple(
            s for s in JOKER_SQUARES if square_index(s) not in game.jokers_left
        ),
        "lines": tuple(game.lines()),
        "last_move": dict(game.last_move) if game.last_move else None,
        "result": game.result_dict(),
    }
    if player is None:
        return DealMeInView(**public)
    return DealMeInSeatView(
        **public, viewer=player, hand=Hand(cards=tuple(str(c) for c in game.hand(player)))
    )


def notes(jokers_held: Sequence[int]) -> list[list[SeatNote]]:
    """Each seat's scoreboard note: the jokers it holds, if any."""
    return [
        [SeatNote("views.note.joker" if held == 1 else "views.note.jokers", held)] if held else []
        for held in jokers_held
    ]


def _public_dict(view: DealMeInView) -> dict[str, Any]:
    return {
        "game": view.game,
        "players": list(view.players),
        "scores": list(view.scores),
        "hand_sizes": list(view.cards_held),
        "jokers_held": list(view.jokers_held),
        "to_move": view.turn,
        "deck_size": view.stock,
        "level": view.level,
        "turn_seconds": view.turn_seconds,
        "over": view.over,
        "board": dict(view.board),
        "joker_squares_won": list(view.joker_squares_won),
        "lines": [dict(line) for line in view.lines],
        "last_move": view.last_move,
        "result": view.result,
    }


def view_from_dict(data: dict[str, Any], seat: int | None = None) -> DealMeInView:
    """The view written by :meth:`DealMeInView.to_dict`: a seat's view when it has a
    hand, whose seat (the JSON does not say) is ``seat``."""
    to_move = data["to_move"]
    public: dict[str, Any] = {
        "game": data["game"],
        "title": DealMeIn.title,
        "seats": seats_of(
            data["players"], data["scores"], data["hand_sizes"], notes(data["jokers_held"])
        ),
        "to_move": () if to_move is None else (int(to_move),),
        "stock": data["deck_size"],
        "over": data["over"],
        "turn_seconds": data["turn_seconds"],
        "jokers_held": tuple(data["jokers_held"]),
        "level": data["level"],
        "board": dict(data["board"]),
        "joker_squares_won": tuple(data["joker_squares_won"]),
        "lines": tuple(dict(line) for line in data["lines"]),
        "last_move": data["last_move"],
        "result": data["result"],
    }
    if "hand" not in data:
        return DealMeInView(**public)
    cards = tuple(data["hand"])
    jokers = sum(1 for token in cards if parse_card(token) is JOKER)
    waiting = max(0, jokers - int(data.get("jokers_playable", jokers)))
    return DealMeInSeatView(**public, viewer=seat, hand=Hand(cards=cards, jokers_waiting=waiting))
