"""Which games exist, by identifier, and their manifests (:mod:`engine.manifest`).

:data:`GAME_IDS` is the one place a game is registered: game ``g`` lives in the package
``engine.g``, whose ``manifest`` module holds its ``MANIFEST``. Modules are imported on
first use.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import random
from typing import Any

from engine.core import DEFAULT_LEVEL, Action, Game, check_level
from engine.manifest import EngineManifest
from engine.views import GameView

#: Every game, in the order menus list them.
GAME_IDS: tuple[str, ...] = ("dealmein", "hearts", "rummy500", "rummy21")

#: The manifests read so far, by game id. Tests put games of their own here (with
#: ``monkeypatch.setitem``); a real game is only ever registered in :data:`GAME_IDS`.
_LOADED: dict[str, EngineManifest] = {}


def game_ids() -> list[str]:
    """The identifiers of the registered games whose package is present (or whose
    manifest a test put in :data:`_LOADED`)."""
    return [
        gid
        for gid in GAME_IDS
        if gid in _LOADED or importlib.util.find_spec(f"engine.{gid}") is not None
    ]


def manifest(game_id: str) -> EngineManifest:
    """The manifest of ``game_id``; :class:`KeyError` with the known ids otherwise."""
    found = _LOADED.get(game_id)
    if found is not None:
        return found
    if game_id not in GAME_IDS:
        raise KeyError(f"unknown game {game_id!r} (games: {', '.join(game_ids())})")
    found = importlib.import_module(f"engine.{game_id}.manifest").MANIFEST
    if not isinstance(found, EngineManifest) or found.game_id != game_id:
        raise TypeError(f"engine.{game_id}.manifest.MANIFEST is not the manifest of {game_id}")
    _LOADED[game_id] = found
    return found


def game_class(game_id: str) -> type[Game]:
    """The rules class of ``game_id``; :class:`KeyError` with the known ids otherwise."""
    return manifest(game_id).rules


def view_from_dict(data: dict[str, Any], seat: int | None = None) -> GameView:
    """The view of :meth:`~engine.views.GameView.to_dict`'s output, by its ``"game"``.
    ``seat`` is whose view it is, for a seat's view in a game whose JSON does not name the
    seat (Deal Me In)."""
    found = manifest(str(data["game"]))
    return found.view.from_dict(data, seat, title=found.rules.title)


def computer_action(
    game: Game, seat: int, rng: random.Random, level: str = DEFAULT_LEVEL
) -> Action:
    """The computer player's action for ``seat`` of ``game`` at ``level`` (one of
    :data:`engine.core.LEVELS`; :class:`ValueError` otherwise), from the game's manifest.
    It may think for up to the level's :data:`engine.core.TIME_BUDGET`: see
    :data:`engine.manifest.ComputerPlayer`."""
    return manifest(game.game_id).choose(game, seat, rng, check_level(level))


def computer_action_on_state(game_id: str, state: str, seat: int, seed: int, level: str) -> Action:
    """:func:`computer_action` on the game of ``game_id`` whose saved state is ``state`` (the
    JSON of its ``to_dict``), with ``random.Random(seed)``: the whole decision from plain
    data, so that a process holding no game of its own can make it (the bot runs its
    computer players in worker processes) and make it exactly as a thread would."""
    game = game_class(game_id).from_dict(json.loads(state))
    return computer_action(game, seat, random.Random(seed), level)
