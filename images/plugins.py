"""What the pictures need of each game: its :class:`ImagesManifest`, in the game's own
folder (``images/<game>/manifest.py``, a module-level ``MANIFEST``).

A game is registered once, in :mod:`engine.registry`; this layer finds the game's manifest
from its id by that convention (:func:`manifest`), so nothing here lists the games and no
generic module imports a game's folder. :func:`check` says, for every registered game,
whether its manifest is there and whole: the bot runs it before it starts.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from PIL import Image

from images.rendered import Rendered

if TYPE_CHECKING:
    from engine.cards import Card

#: What a manifest's drawers take: each game's own view class (:class:`engine.views.GameView`
#: extended in ``engine/<game>/view.py``). A manifest holds the drawers of one game, so its
#: fields cannot name that class; the game's drawers do.
View = Any
M = TypeVar("M")


class Drawer(Protocol):
    """Draws a picture of a view, its words and alt text in ``locale`` (one of
    :data:`engine.i18n.LOCALES`)."""

    def __call__(self, view: View, /, *, locale: str = ...) -> Rendered: ...


@dataclass(frozen=True, slots=True)
class Extra:
    """A picture of the game beyond its table, hand and result (21-card rummy's arranged
    hand, its settled deal), for the sample sheets: drawn from a seat's view
    (``of_seat``) or the public one, when ``shown`` says the view has one."""

    name: str
    draw: Drawer
    shown: Callable[[View], bool]
    of_seat: bool = False


class MissingPiece(KeyError):
    """A registered game lacks a piece in one layer (its manifest, or a field of it). A
    :class:`KeyError`, as an unknown game is, whose text is the sentence itself."""

    def __init__(self, game_id: str, layer: str, piece: str) -> None:
        super().__init__(f"game {game_id!r} has no {piece} in {layer}")
        self.game_id = game_id
        self.layer = layer
        self.piece = piece

    def __str__(self) -> str:
        return str(self.args[0])


@dataclass(frozen=True, slots=True)
class ImagesManifest:
    """A game's pictures.

    ``table`` draws the table of a view (public or a player's) as PNG with alt text, in a
    language; ``table_image`` is the same picture unencoded, for the replay's frames (in
    the language of :func:`images.words.drawing`); ``palette`` is
    the fixed 256-colour palette the replay maps those frames to (made once, at start-up);
    ``result`` draws the final standings. ``hand`` draws a player's hand (the generic
    picture unless the game has its own); ``hand_targets`` (Deal Me In) names, per card of
    the hand, the squares it could go to now, printed under each card and read in the alt
    text. ``prepare`` makes at start-up what the game's first picture would otherwise make
    (beyond the shared sprites and the palette). ``extras`` are its other pictures
    (:class:`Extra`) and ``sample_options`` the options of a short game, for the sample
    sheets (:mod:`images.samples`); ``sample_positions`` gives the views of positions the
    bot draws beyond its games (Deal Me In's daily challenge) by a name for each, drawn
    among the samples too.
    """

    table: Drawer
    table_image: Callable[[View], Image.Image]
    palette: Callable[[], Image.Image]
    result: Drawer
    hand: Drawer | None = None
    hand_targets: Callable[[View], dict[Card, list[str]]] | None = None
    prepare: Callable[[], None] | None = None
    extras: Sequence[Extra] = ()
    sample_options: Mapping[str, Any] = field(default_factory=dict)
    sample_positions: Callable[[], Mapping[str, View]] | None = None


_loaded: dict[str, ImagesManifest] = {}


def module_name(game_id: str) -> str:
    """Where the manifest of ``game_id`` lives, by convention."""
    return f"images.{game_id}.manifest"


def manifest(game_id: str) -> ImagesManifest:
    """The images manifest of ``game_id``; :class:`MissingPiece` when there is none."""
    found = _loaded.get(game_id)
    if found is None:
        found = _loaded[game_id] = _load(game_id)
    return found


def load_manifest(game_id: str, layer: str, name: str, kind: type[M]) -> M:
    """The ``MANIFEST`` of module ``name``, a ``kind``: the manifest of ``game_id`` in
    ``layer``; :class:`MissingPiece` when the module or its ``MANIFEST`` is missing (an
    error inside a manifest that exists propagates as it is)."""
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name is not None and name.startswith(error.name):
            raise MissingPiece(game_id, layer, f"manifest ({name})") from None
        raise
    found = getattr(module, "MANIFEST", None)
    if not isinstance(found, kind):
        raise MissingPiece(game_id, layer, f"MANIFEST (a {kind.__name__}) in {name}")
    return found


def _load(game_id: str) -> ImagesManifest:
    name = module_name(game_id)
    found = load_manifest(game_id, "images", name, ImagesManifest)
    for piece in ("table", "table_image", "palette", "result"):
        if not callable(getattr(found, piece)):
            raise MissingPiece(game_id, "images", f"{piece} renderer in {name}")
    return found


def check(game_ids: Iterable[str]) -> None:
    """Load the manifest of every game of ``game_ids``; :class:`MissingPiece` for the
    first that lacks one."""
    for game_id in game_ids:
        manifest(game_id)
