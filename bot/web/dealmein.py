"""Deal Me In on the page: the board's layout, the moves tapped (reclaims, swap, pass) and
the placements of the cards a player drags, each with its squares, its combinations and
its score, from the engine's move generator, so that the page lights the legal squares and
names what a drop would make before it is made. A one-game feature by design (the board
is this game's), like the daily puzzle.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine import i18n
from engine.cards import Card, CardError, parse_card
from engine.dealmein.board import KIND_BY_INDEX, SIZE, SquareKind, square_name
from engine.dealmein.game import DealMeIn
from engine.dealmein.placement import check_placement

__all__ = ["DealMeIn", "board_layout", "placements_json", "tap_moves"]


def tap_moves(game: DealMeIn, seat: int) -> list[str]:
    """The reclaims and the pass when allowed, and ``swap`` alone when a swap is possible
    (the page builds it from the cards chosen); placements come by dragging."""
    moves = [f"reclaim {card}" for card in game.reclaimable(seat)]
    if game.swap_limit(seat):
        moves.append("swap")
    if game.may_pass(seat):
        moves.append("pass")
    return moves


def placements_json(game: DealMeIn, seat: int, tokens: Sequence[str]) -> list[Any]:
    """The legal placements of exactly the cards ``tokens`` for ``seat``, best first: one per
    start square and direction, with the squares covered, the cards in that order (jokers
    nominated), the score and each line's combination and points worded in the language
    now (the page's). Empty for cards not held, out of turn, or for what is no card."""
    try:
        cards: list[Card] = [parse_card(str(token)) for token in tokens]
    except (CardError, ValueError):
        return []
    found = []
    for move in game.placement_choices(seat, cards):
        detail = check_placement(
            game.board,
            game.hands[seat],
            move.squares[0],
            move.direction,
            move.cards,
            game.jokers_left,
        )
        found.append(
            {
                "action": move.action(),
                "start": square_name(move.squares[0]),
                "direction": move.direction,
                "squares": [square_name(s) for s in move.squares],
                "cards": [str(card) for card in move.cards],
                "score": move.score,
                "lines": [str(i18n.worded(line.phrase())) for line in detail.lines],
            }
        )
    return found


def board_layout() -> dict[str, Any]:
    """The board's size and the kind of each special square (the page colours them with
    the theme's ``--square-KIND``)."""
    return {
        "size": SIZE,
        "kinds": {
            square_name(i): kind.value
            for i, kind in enumerate(KIND_BY_INDEX)
            if kind is not SquareKind.PLAIN
        },
    }
