"""The phases of a 21-card game (:attr:`engine.rummy21.game.IndianRummy.phase`)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """A phase, written in states and views as its text (``"play"``)."""

    #: The first deal only: every player cuts, the lowest card deals.
    CUT_FOR_DEAL = "cut_for_deal"
    #: The player on the dealer's right cuts the shuffled packs.
    CUT = "cut"
    #: The player on the dealer's left draws the Joker.
    JOKER = "joker"
    #: Turns of drawing and discarding, until a declaration or one player left.
    PLAY = "play"
    #: Every deal played.
    OVER = "over"


CUT_FOR_DEAL = Phase.CUT_FOR_DEAL
CUT = Phase.CUT
JOKER = Phase.JOKER
PLAY = Phase.PLAY
OVER = Phase.OVER
