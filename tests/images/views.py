"""Hand-written Deal Me In views, for renderer tests that do not depend on a particular
deal: each in its JSON form (``*_dict``, the exact shape of ``DealMeInView.to_dict``) and
typed (``*_view``, read from it with any fields changed)."""

from __future__ import annotations

from typing import Any

from engine.dealmein.game import DealMeIn
from engine.dealmein.view import DealMeInView

#: The seat of :func:`player_view` (bob).
PLAYER = 1


def empty_view(**changes: Any) -> DealMeInView:
    return DealMeInView.from_dict({**empty_dict(), **changes}, title=DealMeIn.title)


def mid_game_view(**changes: Any) -> DealMeInView:
    return DealMeInView.from_dict({**mid_game_dict(), **changes}, title=DealMeIn.title)


def ended_view(**changes: Any) -> DealMeInView:
    return DealMeInView.from_dict({**ended_dict(), **changes}, title=DealMeIn.title)


def player_view(**changes: Any) -> DealMeInView:
    return DealMeInView.from_dict({**player_dict(), **changes}, PLAYER, title=DealMeIn.title)


def empty_dict() -> dict[str, Any]:
    """A new two-player game before the first move."""
    return {
        "game": "dealmein",
        "players": ["ann", "bob"],
        "scores": [150, 150],
        "hand_sizes": [7, 7],
        "jokers_held": [0, 0],
        "to_move": 0,
        "deck_size": 38,
        "level": "unlimited",
        "turn_seconds": None,
        "over": False,
        "board": {},
        "joker_squares_won": [],
        "lines": [],
        "last_move": None,
        "result": None,
    }


def mid_game_dict() -> dict[str, Any]:
    """Three players: two complete lines (a royal flush across row 6 and four aces down
    column F, one of them a played joker), a pair, two won Joker squares (F3, I6) and a last
    move down column F."""
    return {
        "game": "dealmein",
        "players": ["ann", "bob", "a player with a very long display name"],
        "scores": [350, 140, 160],
        "hand_sizes": [7, 6, 7],
        "jokers_held": [0, 1, 0],
        "to_move": 2,
        "deck_size": 21,
        "level": "social",
        "turn_seconds": 120,
        "over": False,
        "board": {
            "F6": "AS",
            "G6": "KS",
            "H6": "QS",
            "I6": "JS",
            "J6": "10S",
            "F5": "AH",
            "F4": "JK=AD",
            "F3": "AC",
            "J7": "10D",
        },
        "joker_squares_won": ["F3", "I6"],
        "lines": [
            {
                "squares": ["F6", "G6", "H6", "I6", "J6"],
                "cards": ["AS", "KS", "QS", "JS", "10S"],
                "combination": "royal flush",
                "complete": True,
            },
            {
                "squares": ["F3", "F4", "F5", "F6"],
                "cards": ["AC", "JK=AD", "AH", "AS"],
                "combination": "four of a kind",
                "complete": True,
            },
            {
                "squares": ["J6", "J7"],
                "cards": ["10S", "10D"],
                "combination": "pair",
                "complete": False,
            },
        ],
        "last_move": {
            "player": 1,
            "kind": "place",
            "squares": ["F3", "F4", "F5"],
            "score": 100,
            "text": "bob placed AH JK=AD AC down from F5 to F3: four of a kind, 100 points, "
            "and won the joker of F3.",
        },
        "result": None,
    }


def ended_dict() -> dict[str, Any]:
    """The mid-game board after the deck ran out and ann went out."""
    view = mid_game_dict()
    view.update(
        {
            "scores": [410, 40, 130],
            "hand_sizes": [0, 5, 3],
            "jokers_held": [0, 1, 0],
            "to_move": None,
            "deck_size": 0,
            "over": True,
            "result": {
                "scores": [410, 40, 130],
                "ranks": [1, 3, 2],
                "winners": [0],
                "reason": "a player has no cards",
                "settlement": [
                    {"from": 1, "to": 0, "points": 50},
                    {"from": 2, "to": 0, "points": 30},
                ],
                "joker_penalties": [0, 50, 0],
            },
        }
    )
    return view


def player_dict() -> dict[str, Any]:
    """The mid-game view as bob sees it: his hand, one joker playable."""
    view = mid_game_dict()
    view["hand"] = ["AS", "10H", "QD", "2C", "7C", "JK"]
    view["jokers_playable"] = 1
    return view
