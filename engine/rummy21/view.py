"""21-card Indian rummy's views: the public table (:class:`Rummy21View`) and a seat's view
(:class:`Rummy21SeatView`: the table, that player's hand, the solver's best arrangement of
it and a declaration open to it), built from an
:class:`~engine.rummy21.game.IndianRummy`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.rummy21.game import IndianRummy
from engine.rummy21.rules import honour_cards
from engine.views import GameView, Hand, Round, seats_of

#: The catalogue key naming a round of the final standings: a deal.
DEAL = "views.round.deal"


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

    phase: str
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

    def to_dict(self) -> dict[str, Any]:
        return _public_dict(self)


@dataclass(frozen=True, slots=True, kw_only=True)
class Rummy21SeatView(Rummy21View):
    """A seat's view: ``arrangement`` is the solver's best grouping of its hand (its lowest
    count; ``Arrangement.to_dict``), ``None`` before the Joker is drawn; ``declare`` a valid
    declaration to send after a draw, or ``None``."""

    arrangement: dict[str, Any] | None
    declare: str | None

    def to_dict(self) -> dict[str, Any]:
        assert self.hand is not None
        return {
            **_public_dict(self),
            "player": self.viewer,
            "hand": list(self.hand.cards),
            "arrangement": self.arrangement,
            "declare": self.declare,
        }


def build_view(game: IndianRummy, player: int | None) -> Rummy21View:
    """The public view (``player`` is ``None``) or ``player``'s view of ``game``."""
    joker = str(game.joker) if game.joker else None
    public: dict[str, Any] = {
        "game": game.game_id,
        "title": game.title,
        "seats": seats_of(game.players, game.scores(), [len(h) for h in game.hands]),
        "to_move": tuple(game.to_move()),
        "stock": len(game.stock),
        "over": game.over,
        "turn_seconds": game.turn_seconds(),
        "phase": game.phase,
        "deal_number": game.deal_number,
        "deals": game.options["deals"],
        "dealer": game.dealer,
        "cutter": game.cutter,
        "joker_drawer": game.joker_drawer,
        "joker": joker,
        "honours": tuple(str(c) for c in honour_cards(game.joker)) if game.joker else (),
        "open": tuple(str(c) for c in game.open_pile),
        "pack_size": len(game.pack),
        "honours_set_aside": tuple(tuple(str(c) for c in cs) for cs in game.claimed),
        "out": tuple(game.out),
        "cut_cards": {str(s): str(c) for s, c in game.cut_cards.items()},
        "drawn": game.drawn,
        "settlement": game.last_settlement,
        "deal_history": tuple(game.deal_history),
        "result": game.result().to_dict() if game.over else None,
    }
    public["rounds"] = rounds(public["deal_history"])
    if player is None:
        return Rummy21View(**public)
    checked = game.check_hand(player)
    return Rummy21SeatView(
        **public,
        viewer=player,
        hand=Hand(cards=tuple(str(c) for c in game.hand(player)), wild=joker),
        arrangement=checked["arrangement"],
        declare=checked["declare"],
    )


def rounds(deal_history: tuple[dict[str, Any], ...]) -> tuple[Round, ...]:
    """Each deal's nets, for the final standings."""
    return tuple(Round(DEAL, int(deal["deal"]), tuple(deal["net"])) for deal in deal_history)


def _public_dict(view: Rummy21View) -> dict[str, Any]:
    return {
        "game": view.game,
        "title": view.title,
        "players": list(view.players),
        "scores": list(view.scores),
        "phase": view.phase,
        "deal_number": view.deal_number,
        "deals": view.deals,
        "dealer": view.dealer,
        "cutter": view.cutter,
        "joker_drawer": view.joker_drawer,
        "joker": view.joker,
        "honours": list(view.honours),
        "open": list(view.open),
        "stock_size": view.stock,
        "pack_size": view.pack_size,
        "cards_in_hand": list(view.cards_held),
        "honours_set_aside": [list(cs) for cs in view.honours_set_aside],
        "out": list(view.out),
        "cut_cards": dict(view.cut_cards),
        "to_move": list(view.to_move),
        "drawn": view.drawn,
        "over": view.over,
        "settlement": view.settlement,
        "deal_history": list(view.deal_history),
        "turn_seconds": view.turn_seconds,
        "result": view.result,
    }


def view_from_dict(data: dict[str, Any], seat: int | None = None) -> Rummy21View:
    """The view written by :meth:`Rummy21View.to_dict` (a seat's view when it has a
    hand: that of its ``"player"``, else of ``seat``)."""
    public: dict[str, Any] = {
        "game": data["game"],
        "title": data.get("title", IndianRummy.title),
        "seats": seats_of(data["players"], data["scores"], data["cards_in_hand"]),
        "to_move": tuple(data["to_move"]),
        "stock": data["stock_size"],
        "over": data["over"],
        "turn_seconds": data["turn_seconds"],
        "phase": data["phase"],
        "deal_number": data["deal_number"],
        "deals": data["deals"],
        "dealer": data["dealer"],
        "cutter": data["cutter"],
        "joker_drawer": data["joker_drawer"],
        "joker": data["joker"],
        "honours": tuple(data["honours"]),
        "open": tuple(data["open"]),
        "pack_size": data["pack_size"],
        "honours_set_aside": tuple(tuple(cs) for cs in data["honours_set_aside"]),
        "out": tuple(data["out"]),
        "cut_cards": dict(data["cut_cards"]),
        "drawn": data["drawn"],
        "settlement": data["settlement"],
        "deal_history": tuple(data["deal_history"]),
        "result": data["result"],
    }
    public["rounds"] = rounds(public["deal_history"])
    if "hand" not in data:
        return Rummy21View(**public)
    return Rummy21SeatView(
        **public,
        viewer=data.get("player", seat),
        hand=Hand(cards=tuple(data["hand"]), wild=data["joker"]),
        arrangement=data.get("arrangement"),
        declare=data.get("declare"),
    )
