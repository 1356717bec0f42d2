"""Rummy 500's views: the public table (:class:`Rummy500View`) and a seat's view
(:class:`Rummy500SeatView`: the table, that player's hand sorted by suit and rank, the
largest melds it holds and the lay-offs open to it), built from a
:class:`~engine.rummy500.game.Rummy500`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards import Card, sorted_cards
from engine.melds import Meld, natural_melds
from engine.rummy500.game import Rummy500
from engine.rummy500.table import layoff_targets
from engine.views import GameView, Hand, seats_of


@dataclass(frozen=True, slots=True, kw_only=True)
class Rummy500View(GameView):
    """The public table. ``table_points`` are the points each seat has melded this hand;
    ``discard`` the pile, bottom first; ``melds`` the melds on the table
    (``TableMeld.to_dict``: number, kind, cards, the seat credited with each card);
    ``must_use`` the card a pile draw obliges the player to meld now; ``last_hand`` and
    ``result`` the hand log's last entry and the result with every hand."""

    table_points: tuple[int, ...]
    phase: str
    dealer: int
    discard: tuple[str, ...]
    melds: tuple[dict[str, Any], ...]
    must_use: str | None
    hand_number: int
    target: int
    last_hand: dict[str, Any] | None

    def to_dict(self) -> dict[str, Any]:
        return _public_dict(self)


@dataclass(frozen=True, slots=True, kw_only=True)
class Rummy500SeatView(Rummy500View):
    """A seat's view: ``possible_melds`` are the melds of its hand that no other contains
    (card strings each), ``possible_layoffs`` its lay-offs as ``"8H 1"`` (card, meld)."""

    possible_melds: tuple[tuple[str, ...], ...]
    possible_layoffs: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        assert self.hand is not None
        return {
            **_public_dict(self),
            "seat": self.viewer,
            "hand": list(self.hand.cards),
            "possible_melds": [list(meld) for meld in self.possible_melds],
            "possible_layoffs": list(self.possible_layoffs),
        }


def build_view(game: Rummy500, player: int | None) -> Rummy500View:
    """The public view (``player`` is ``None``) or ``player``'s view of ``game``."""
    public: dict[str, Any] = {
        "game": game.game_id,
        "title": game.title,
        "seats": seats_of(game.players, game.scores(), [len(h) for h in game.hands]),
        "to_move": tuple(game.to_move()),
        "stock": len(game.stock),
        "over": game.over,
        "turn_seconds": game.turn_seconds(),
        "table_points": tuple(game.table_points()),
        "phase": game.phase,
        "dealer": game.dealer,
        "discard": tuple(str(c) for c in game.discard),
        "melds": tuple(m.to_dict() for m in game.melds),
        "must_use": str(game.must_use) if game.must_use else None,
        "hand_number": game.hand_number,
        "target": game.options["target"],
        "last_hand": dict(game.hand_log[-1]) if game.hand_log else None,
        "result": (
            {**game.result().to_dict(), "hands": [dict(h) for h in game.hand_log]}
            if game.over
            else None
        ),
    }
    if player is None:
        return Rummy500View(**public)
    hand = game.hand(player)
    return Rummy500SeatView(
        **public,
        viewer=player,
        hand=Hand(cards=tuple(str(c) for c in hand)),
        possible_melds=tuple(tuple(str(c) for c in m.cards) for m in largest_melds(hand)),
        possible_layoffs=tuple(
            f"{c} {n}" for c in sorted_cards(set(hand)) for n in layoff_targets(c, game.melds)
        ),
    )


def largest_melds(hand: Sequence[Card]) -> list[Meld]:
    """The melds of ``hand`` that no other meld of it contains (for highlighting)."""
    found = natural_melds(hand)
    counts = [Counter(m.cards) for m in found]
    return [
        m
        for m, c in zip(found, counts, strict=True)
        if not any(other != c and not c - other for other in counts)
    ]


def _public_dict(view: Rummy500View) -> dict[str, Any]:
    return {
        "game": view.game,
        "title": view.title,
        "players": list(view.players),
        "scores": list(view.scores),
        "table_points": list(view.table_points),
        "cards_in_hand": list(view.cards_held),
        "to_move": list(view.to_move),
        "phase": view.phase,
        "dealer": view.dealer,
        "stock_size": view.stock,
        "discard": list(view.discard),
        "melds": [dict(m) for m in view.melds],
        "must_use": view.must_use,
        "hand_number": view.hand_number,
        "target": view.target,
        "turn_seconds": view.turn_seconds,
        "last_hand": view.last_hand,
        "over": view.over,
        "result": view.result,
    }


def view_from_dict(data: dict[str, Any], seat: int | None = None) -> Rummy500View:
    """The view written by :meth:`Rummy500View.to_dict` (a seat's view when it has a
    hand: that of its ``"seat"``, else of ``seat``)."""
    public: dict[str, Any] = {
        "game": data["game"],
        "title": data.get("title", Rummy500.title),
        "seats": seats_of(data["players"], data["scores"], data["cards_in_hand"]),
        "to_move": tuple(data["to_move"]),
        "stock": data["stock_size"],
        "over": data["over"],
        "turn_seconds": data["turn_seconds"],
        "table_points": tuple(data["table_points"]),
        "phase": data["phase"],
        "dealer": data["dealer"],
        "discard": tuple(data["discard"]),
        "melds": tuple(dict(m) for m in data["melds"]),
        "must_use": data["must_use"],
        "hand_number": data["hand_number"],
        "target": data["target"],
        "last_hand": data["last_hand"],
        "result": data["result"],
    }
    if "hand" not in data:
        return Rummy500View(**public)
    return Rummy500SeatView(
        **public,
        viewer=data.get("seat", seat),
        hand=Hand(cards=tuple(data["hand"])),
        possible_melds=tuple(tuple(meld) for meld in data["possible_melds"]),
        possible_layoffs=tuple(data["possible_layoffs"]),
    )
