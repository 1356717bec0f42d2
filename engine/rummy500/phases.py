"""The phases of a Rummy 500 turn (:attr:`engine.rummy500.game.Rummy500.phase`)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """A phase, written in states and views as its text (``"draw"``)."""

    #: The player to move draws (from the stock or the discard pile), or passes.
    DRAW = "draw"
    #: The player has drawn: melds, lay-offs, then a discard.
    PLAY = "play"
    #: A total has reached the target.
    OVER = "over"


DRAW = Phase.DRAW
PLAY = Phase.PLAY
OVER = Phase.OVER
