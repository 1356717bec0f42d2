"""The state of a game of Deal Me In and the questions the rules ask of it.

:class:`DealMeInState` is the game as its saved JSON holds it (:attr:`state_fields`: the
board, square index -> card or nominated joker; the hands; the deck in draw order; the
scores; the joker squares not yet won; whose turn it is and the counters of the end
conditions). The moves of a turn (:mod:`engine.dealmein.moves`) take it and change it; the
rules class :class:`engine.dealmein.game.DealMeIn` is built on it and hands each action to
them, so that they need not know the class that calls them.
"""

from __future__ import annotations

from typing import Any, ClassVar

from engine.cards import Card, parse_played, sorted_cards
from engine.core import Game
from engine.dealmein.board import square_index, square_name
from engine.dealmein.placement import BoardCard
from engine.state import CARDS, CARDS_PER_SEAT, INT, PLAIN, Field, Kind, list_of

#: The board by square name, in square order (``{"F6": "AS", "G6": "JK=7H"}``).
BOARD: Kind[dict[int, BoardCard]] = Kind(
    lambda board: {square_name(s): str(board[s]) for s in sorted(board)},
    lambda data: {square_index(s): parse_played(c) for s, c in data.items()},
)
#: Squares by name (``["A1", "M13"]``).
SQUARES: Kind[list[int]] = list_of(Kind(square_name, square_index))


class DealMeInState(Game):
    """A game of Deal Me In: its fields and what the rules ask of them (see the module
    documentation); the actions are :class:`engine.dealmein.game.DealMeIn`'s."""

    state_fields: ClassVar[tuple[Field, ...]] = (
        Field("board", BOARD),
        Field("hands", CARDS_PER_SEAT),
        Field("deck", CARDS),
        Field("points", list_of(INT)),
        Field("jokers_left", SQUARES),
        Field("turn", INT),
        Field("passes", INT),
        Field("idle_turns", INT),
        Field("reclaimed", SQUARES),
        Field("last_move", PLAIN),
        Field("ending", PLAIN),
        Field("dealt_deck", PLAIN, default=None),
    )

    board: dict[int, BoardCard]
    hands: list[list[Card]]
    deck: list[Card]
    points: list[int]
    jokers_left: list[int]
    turn: int
    #: Passes in a row (the deck empty: every player passing ends the game).
    passes: int
    #: Turns in a row without a placement (swaps, timeouts).
    idle_turns: int
    #: Squares reclaimed so far in the move of the player to move.
    reclaimed: list[int]
    last_move: dict[str, Any] | None
    ending: dict[str, Any] | None
    #: The explicit deck the game was created with (kept for its record), or None.
    dealt_deck: list[str] | None

    def to_move(self) -> list[int]:
        return [] if self.ending else [self.turn]

    @property
    def over(self) -> bool:
        return self.ending is not None

    def scores(self) -> list[int]:
        return list(self.points)

    def hand(self, player: int) -> list[Card]:
        return sorted_cards(self.hands[player])

    def deck_size(self) -> int:
        return len(self.deck)
