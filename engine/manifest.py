"""What the engine knows of one game: its rules and its computer player.

Each game's folder has a ``manifest.py`` whose ``MANIFEST`` is an :class:`EngineManifest`;
:mod:`engine.registry` finds it by the game's identifier. The manifest sits above the
rules and the AI and is the only module that knows both, so that neither imports the
other: the rules never ask the AI for a move, and the AI reads the rules' state.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from engine.core import Action, Game, OptionSpec
from engine.views import GameView

#: A computer player: ``(game, seat, rng, level) -> action`` (a value of the game's
#: ``actions`` module), for a seat that may act now, at one of :data:`engine.core.LEVELS`
#: (already checked). It may think for up to :data:`engine.core.TIME_BUDGET` of its level
#: and must not change ``game``, so callers that must stay responsive run it on a copy of
#: the game, off their loop.
ComputerPlayer = Callable[[Game, int, random.Random, str], Action]


@dataclass(frozen=True, slots=True)
class EngineManifest:
    """One game as the engine registers it."""

    #: The identifier of records and commands (the rules class's ``game_id``).
    game_id: str
    #: The rules: a :class:`~engine.core.Game` subclass.
    rules: type[Game]
    #: The computer player of every level.
    choose: ComputerPlayer
    #: The class of the game's public view (its ``seat_view`` that of a seat's view), which
    #: reads a view back from JSON.
    view: type[GameView]

    def __post_init__(self) -> None:
        if self.rules.game_id != self.game_id:
            raise ValueError(
                f"manifest {self.game_id!r} names rules of game {self.rules.game_id!r}"
            )

    @property
    def options(self) -> tuple[OptionSpec, ...]:
        """The game's options (those of its rules class)."""
        return self.rules.option_specs
