"""Pillow renderers: card sprites, game tables, hands and results (no discord here).

The bot calls :func:`render_table`, :func:`render_hand` and :func:`render_result` with a
game's view (``Game.view``) and the player's language (``locale``, one of
:data:`engine.i18n.LOCALES`: every word drawn and the alt text come from the catalogue, see
:mod:`images.words`) and gets :class:`Rendered` PNG bytes with alt text. Each game has a
renderer module offering ``render_table(view, locale=...)`` and
``render_result(view, locale=...)``; a new
game plugs in with its module and one entry in :data:`RENDERERS`. Renders are
deterministic (same view, same bytes) and safe to run in worker threads; :func:`prepare`
makes at start-up what a first render would otherwise make.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol, cast

from images.hand import render_hand
from images.rendered import Rendered

__all__ = [
    "RENDERERS",
    "Rendered",
    "prepare",
    "render_hand",
    "render_result",
    "render_table",
]

#: game id -> the module that draws its table and result.
RENDERERS: dict[str, str] = {
    "dealmein": "images.dealmein",
    "hearts": "images.hearts",
    "rummy500": "images.rummy500",
    "rummy21": "images.rummy21",
}


class GameRenderer(Protocol):
    def render_table(self, view: dict[str, Any], *, locale: str = "en") -> Rendered: ...

    def render_result(self, view: dict[str, Any], *, locale: str = "en") -> Rendered: ...


def renderer(game: str) -> GameRenderer:
    """The renderer module of ``game``; :class:`KeyError` naming the games drawn."""
    try:
        module = RENDERERS[game]
    except KeyError:
        raise KeyError(f"no images for game {game!r} (drawn: {', '.join(RENDERERS)})") from None
    return cast(GameRenderer, importlib.import_module(module))


def prepare() -> float:
    """Make the fonts, sprites, fixed pictures and palettes now (see :mod:`images.warm`);
    the seconds it took."""
    from images.warm import prepare as warm

    return warm()


def render_table(view: dict[str, Any], *, locale: str = "en") -> Rendered:
    """The table image of a game view (the public view, or a player's), in ``locale``."""
    return renderer(view["game"]).render_table(view, locale=locale)


def render_result(view: dict[str, Any], *, locale: str = "en") -> Rendered:
    """The end-of-game image (final standings and how they came about), in ``locale``."""
    return renderer(view["game"]).render_result(view, locale=locale)
