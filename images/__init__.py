"""Pillow renderers: card sprites, game tables, hands and results (no discord here).

The bot calls :func:`render_table`, :func:`render_hand` and :func:`render_result` with a
game's view (``Game.view``) and the player's language (``locale``, one of
:data:`engine.i18n.LOCALES`: every word drawn and the alt text come from the catalogue, see
:mod:`images.words`) and gets :class:`Rendered` PNG bytes with alt text. Each game
has a folder, ``images/<game>/``, with its renderers and its manifest
(:class:`~images.plugins.ImagesManifest`), found from the game's id
(:func:`images.plugins.manifest`): a game registered in :mod:`engine.registry` plugs in
with its folder and nothing else here. Renders are deterministic (same view, same bytes)
and safe to run in worker threads; :func:`prepare` makes at start-up what a first render
would otherwise make.
"""

from __future__ import annotations

from engine.views import GameView
from images import hand
from images.plugins import ImagesManifest, MissingPiece, manifest
from images.rendered import Rendered

__all__ = [
    "ImagesManifest",
    "MissingPiece",
    "Rendered",
    "manifest",
    "prepare",
    "render_hand",
    "render_result",
    "render_table",
]


def prepare() -> float:
    """Make the fonts, sprites, fixed pictures and palettes now (see :mod:`images.warm`);
    the seconds it took."""
    from images.warm import prepare as warm

    return warm()


def render_table(view: GameView, *, locale: str = "en") -> Rendered:
    """The table image of a game view (the public view, or a player's), in ``locale``."""
    return manifest(view.game).table(view, locale=locale)


def render_hand(view: GameView, *, locale: str = "en") -> Rendered:
    """The hand of the player whose view this is (a seat's view, with its ``hand``), in
    ``locale``: the game's own picture, or the one every game shares (:mod:`images.hand`)."""
    own = manifest(view.game).hand
    return (own or hand.render_hand)(view, locale=locale)


def render_result(view: GameView, *, locale: str = "en") -> Rendered:
    """The end-of-game image (final standings and how they came about), in ``locale``."""
    return manifest(view.game).result(view, locale=locale)
