"""Which games exist, by identifier. Modules are imported on first use."""

from __future__ import annotations

import importlib
import importlib.util

from engine.core import Game

#: game id -> "module:ClassName"
_GAMES: dict[str, str] = {
    "dealmein": "engine.dealmein.game:DealMeIn",
    "hearts": "engine.hearts.game:Hearts",
    "rummy500": "engine.rummy500.game:Rummy500",
    "rummy21": "engine.rummy21.game:IndianRummy",
}


def game_ids() -> list[str]:
    """The identifiers of the games whose module is present."""
    return [gid for gid in _GAMES if _available(gid)]


def _available(game_id: str) -> bool:
    module = _GAMES[game_id].partition(":")[0]
    return importlib.util.find_spec(module.rpartition(".")[0]) is not None


def game_class(game_id: str) -> type[Game]:
    """The class of ``game_id``; :class:`KeyError` with the known ids otherwise."""
    try:
        target = _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r} (games: {', '.join(game_ids())})") from None
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)
