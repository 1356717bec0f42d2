"""The phases of a Hearts hand (:attr:`engine.hearts.game.Hearts.phase`)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """A phase, written in states and views as its text (``"passing"``)."""

    #: Every seat chooses three cards to pass (no passing in a keeper hand).
    PASSING = "passing"
    #: Tricks are played.
    PLAYING = "playing"
    #: A total has reached the point limit.
    OVER = "over"
