"""Hearts Deluxe's views: the public table (:class:`HeartsView`) and a seat's view
(:class:`HeartsSeatView`: the table, that player's hand, the cards they may play, the pass
they chose and the cards they received), built from a :class:`~engine.hearts.game.Hearts`.

The scoreboard note of a seat is the points it has taken this hand (before any moon).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards import sorted_cards
from engine.hearts.game import PASSING, PLAYING, Hearts
from engine.hearts.rules import PLAYERS, PassDirection, trick_winner
from engine.views import GameView, Hand, SeatNote, seats_of

#: The catalogue key of the scoreboard's note: points taken this hand.
TAKEN_NOTE = "views.note.this_hand"


@dataclass(frozen=True, slots=True)
class Played:
    """A card on the table in the trick being played, and who played it."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class HeartsView(GameView):
    """The public table. ``hand_points`` are the points taken this hand per seat;
    ``passed`` the seats that have passed; ``winning`` the seat winning the trick on the
    table; ``leader`` the seat that leads (``None`` while passing); ``last_trick``,
    ``last_hand`` and ``result`` are the game's records of them (``Trick.to_dict``, the hand
    log's last entry, the result with every hand)."""

    hand_points: tuple[int, ...]
    phase: str
    pass_direction: str
    passed: tuple[int, ...]
    hearts_broken: bool
    trick: tuple[Played, ...]
    winning: int | None
    leader: int | None
    tricks_played: int
    last_trick: dict[str, Any] | None
    last_hand: dict[str, Any] | None
    hand_number: int
    point_limit: int

    def to_dict(self) -> dict[str, Any]:
        return _public_dict(self)


@dataclass(frozen=True, slots=True, kw_only=True)
class HeartsSeatView(HeartsView):
    """A seat's view: ``legal`` are the cards it may pass or play now (none once it has
    passed), ``received`` the cards passed to it (once every seat has passed; ``None``
    before, and in a keeper hand), ``selected_pass`` the three it chose (``None`` until
    then)."""

    legal: tuple[str, ...]
    received: tuple[str, ...] | None
    selected_pass: tuple[str, ...] | None

    def to_dict(self) -> dict[str, Any]:
        assert self.hand is not None
        return {
            **_public_dict(self),
            "seat": self.viewer,
            "hand": list(self.hand.cards),
            "legal": list(self.legal),
            "received": _listed(self.received),
            "selected_pass": _listed(self.selected_pass),
        }


def build_view(game: Hearts, player: int | None) -> HeartsView:
    """The public view (``player`` is ``None``) or ``player``'s view of ``game``."""
    public: dict[str, Any] = {
        "game": game.game_id,
        "title": game.title,
        "seats": seats_of(
            game.players, game.scores(), [len(h) for h in game.hands], notes(game.hand_points())
        ),
        "to_move": tuple(game.to_move()),
        "stock": None,
        "over": game.over,
        "turn_seconds": game.turn_seconds(),
        "hand_points": tuple(game.hand_points()),
        "phase": game.phase,
        "pass_direction": game.pass_direction.value,
        "passed": tuple(s for s in range(PLAYERS) if game.passes[s] is not None),
        "hearts_broken": game.hearts_broken,
        "trick": tuple(Played(s, str(c)) for s, c in game.trick),
        "winning": trick_winner(game.trick) if game.trick else None,
        "leader": game.leader if game.phase != PASSING else None,
        "tricks_played": len(game.tricks),
        "last_trick": game.tricks[-1].to_dict() if game.tricks else None,
        "last_hand": dict(game.hand_log[-1]) if game.hand_log else None,
        "hand_number": game.hand_number,
        "point_limit": game.options["point_limit"],
        "result": (
            {**game.result().to_dict(), "hands": [dict(h) for h in game.hand_log]}
            if game.over
            else None
        ),
    }
    if player is None:
        return HeartsView(**public)
    chosen = game.passes[player]
    pass_done = game.phase != PASSING and game.pass_direction is not PassDirection.KEEPER
    if game.phase == PASSING:
        legal = game.hands[player] if chosen is None else []
    else:
        legal = game.legal_cards(player)
    legal_cards = tuple(str(c) for c in sorted_cards(legal))
    cards = tuple(str(c) for c in game.hand(player))
    return HeartsSeatView(
        **public,
        viewer=player,
        hand=Hand(cards=cards, playable=_playable(public, player, legal_cards)),
        legal=legal_cards,
        received=tuple(str(c) for c in game.received[player]) if pass_done else None,
        selected_pass=tuple(str(c) for c in chosen) if chosen is not None else None,
    )


def notes(hand_points: list[int] | tuple[int, ...]) -> list[list[SeatNote]]:
    """Each seat's scoreboard note: the points it has taken this hand."""
    return [[SeatNote(TAKEN_NOTE, points)] for points in hand_points]


def _playable(public: dict[str, Any], seat: int, legal: tuple[str, ...]) -> tuple[str, ...] | None:
    """The cards to mark as playable: the legal ones on the seat's turn to play (while
    passing every card may go, so nothing is marked)."""
    if public["phase"] != PLAYING or seat not in public["to_move"]:
        return None
    return legal


def _listed(cards: tuple[str, ...] | None) -> list[str] | None:
    return None if cards is None else list(cards)


def _public_dict(view: HeartsView) -> dict[str, Any]:
    return {
        "game": view.game,
        "players": list(view.players),
        "scores": list(view.scores),
        "hand_points": list(view.hand_points),
        "cards_left": list(view.cards_held),
        "to_move": list(view.to_move),
        "phase": view.phase,
        "pass_direction": view.pass_direction,
        "passed": list(view.passed),
        "hearts_broken": view.hearts_broken,
        "trick": [{"seat": p.seat, "card": p.card} for p in view.trick],
        "winning": view.winning,
        "leader": view.leader,
        "tricks_played": view.tricks_played,
        "last_trick": view.last_trick,
        "last_hand": view.last_hand,
        "hand_number": view.hand_number,
        "point_limit": view.point_limit,
        "turn_seconds": view.turn_seconds,
        "over": view.over,
        "result": view.result,
    }


def view_from_dict(data: dict[str, Any], seat: int | None = None) -> HeartsView:
    """The view written by :meth:`HeartsView.to_dict` (a seat's view when it has a hand:
    that of its ``"seat"``, else of ``seat``)."""
    public: dict[str, Any] = {
        "game": data["game"],
        "title": Hearts.title,
        "seats": seats_of(
            data["players"], data["scores"], data["cards_left"], notes(data["hand_points"])
        ),
        "to_move": tuple(data["to_move"]),
        "stock": None,
        "over": data["over"],
        "turn_seconds": data["turn_seconds"],
        "hand_points": tuple(data["hand_points"]),
        "phase": data["phase"],
        "pass_direction": data["pass_direction"],
        "passed": tuple(data["passed"]),
        "hearts_broken": data["hearts_broken"],
        "trick": tuple(Played(int(p["seat"]), str(p["card"])) for p in data["trick"]),
        "winning": data["winning"],
        "leader": data["leader"],
        "tricks_played": data["tricks_played"],
        "last_trick": data["last_trick"],
        "last_hand": data["last_hand"],
        "hand_number": data["hand_number"],
        "point_limit": data["point_limit"],
        "result": data["result"],
    }
    if "hand" not in data:
        return HeartsView(**public)
    legal = tuple(data["legal"])
    seat = data.get("seat", seat)
    if seat is None:
        raise ValueError("a seat's view names its seat")
    received, chosen = data.get("received"), data.get("selected_pass")
    return HeartsSeatView(
        **public,
        viewer=seat,
        hand=Hand(cards=tuple(data["hand"]), playable=_playable(public, seat, legal)),
        legal=legal,
        received=None if received is None else tuple(received),
        selected_pass=None if chosen is None else tuple(chosen),
    )
