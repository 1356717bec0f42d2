"""The sample tables Deal Me In's palette (:func:`images.dealmein.render.table_palette`) is
taken from.

Apart from :mod:`images.dealmein.render` because it is data, not drawing: two views written
out by hand so that between them they show every colour a table can hold.
"""

from __future__ import annotations

from typing import Any

from engine.cards import STANDARD_52
from engine.dealmein.board import square_name
from engine.dealmein.game import DealMeIn
from engine.dealmein.view import DealMeInView


def sample_views() -> list[DealMeInView]:
    """A full board in play and the same board at the end: every card tile (jokers of
    both colours too), stop ends, the last move, won Joker squares, and every panel mark."""
    tokens = [str(card) for card in STANDARD_52] + ["JK=AH", "JK=2S"]
    board = {square_name(i): token for i, token in enumerate(tokens)}
    scores = [150, -40, 1230, 90]
    playing: dict[str, Any] = {
        "game": "dealmein",
        "players": ["Annabelle Longname", "bob", "carol", "dmitri"],
        "scores": scores,
        "hand_sizes": [7, 6, 1, 0],
        "jokers_held": [0, 1, 2, 0],
        "to_move": 1,
        "deck_size": 1,
        "level": "social",
        "turn_seconds": 120,
        "over": False,
        "board": board,
        "joker_squares_won": ["F3", "C6"],
        "lines": [
            {
                "squares": ["A1", "B1", "C1", "D1", "E1"],
                "cards": tokens[:5],
                "combination": "straight flush",
                "complete": True,
            }
        ],
        "last_move": {
            "player": 0,
            "kind": "place",
            "squares": ["A2", "B2", "C2"],
            "score": 80,
            "text": "ann placed 3 cards.",
        },
        "result": None,
    }
    over = {
        **playing,
        "over": True,
        "to_move": None,
        "deck_size": 0,
        "last_move": {
            "player": 1,
            "kind": "swap",
            "squares": [],
            "score": -10,
            "text": "bob swapped a card.",
        },
        "result": {
            "scores": scores,
            "ranks": [2, 4, 1, 3],
            "winners": [2],
            "reason": "the board is blocked",
            "settlement": [],
            "joker_penalties": [0, 0, 0, 0],
        },
    }
    return [
        DealMeInView.from_dict(playing, title=DealMeIn.title),
        DealMeInView.from_dict(over, title=DealMeIn.title),
    ]
