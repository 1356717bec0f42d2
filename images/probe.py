"""What a render drew, for the chat-size standard (``tests/images/test_chat_size.py``).

While :func:`measuring` is active in a thread, every line of text (through
:class:`images.text.Draw`) and every card sprite (through :mod:`images.cards`) is noted
with its size and its role, so that tests check the sizes the renderers really used rather
than a copy of their constants. A line of text is noted with its box (where its letters
stand, or the whole label when it is written on a pill or a chip), and with how much of it
was left out when :func:`images.text.shorten` cut it (the width of its missing end), so a
test also sees lines that cover each other and lines cut where they had room (in their
panel, when they are written in one: every rounded box is noted as a panel). Outside
:func:`measuring` nothing is kept, and nothing is measured.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from enum import StrEnum

#: (left, top, right, bottom) in the picture's pixels.
Box = tuple[float, float, float, float]


class Role(StrEnum):
    """What a line of text is for; names, scores and the turn must read at chat size."""

    NAME = "name"
    SCORE = "score"
    TURN = "turn"
    LABEL = "label"


@dataclass(frozen=True, slots=True)
class TextDrawn:
    """A line of text: its role, font size, words and box; ``cut`` is the width its
    shortened end would have taken (0 when it is whole); ``anchor`` its horizontal anchor
    (``l``, ``m`` or ``r``), the side it grows from."""

    role: Role
    size: int
    text: str
    box: Box = (0.0, 0.0, 0.0, 0.0)
    cut: float = 0.0
    anchor: str = "l"


@dataclass(frozen=True, slots=True)
class PanelDrawn:
    """A panel (a rounded box: a seat's, a score table's, the last trick's) whose texts
    stay inside it: a text cut inside a panel had room only if its whole fits there."""

    box: Box


@dataclass(frozen=True, slots=True)
class CardDrawn:
    token: str
    width: int
    height: int


Drawn = TextDrawn | CardDrawn | PanelDrawn


@dataclass(slots=True)
class _Log:
    drawn: list[Drawn] = field(default_factory=list)
    #: Shortened texts, as drawn, and the width of what was left out of each.
    cuts: dict[str, float] = field(default_factory=dict)


_log: ContextVar[_Log | None] = ContextVar("images_probe", default=None)


@contextmanager
def measuring() -> Iterator[list[Drawn]]:
    """Collect what is drawn in this thread until the block ends."""
    log = _log.set(_Log())
    try:
        current = _log.get()
        assert current is not None
        yield current.drawn
    finally:
        _log.reset(log)


@contextmanager
def unmeasured() -> Iterator[None]:
    """Draw without noting anything, within a :func:`measuring` block too: for pictures
    drawn to prepare a render (a palette's samples), not part of the picture measured."""
    log = _log.set(None)
    try:
        yield
    finally:
        _log.reset(log)


def active() -> bool:
    """Whether a :func:`measuring` block is collecting (renderers measure only then)."""
    return _log.get() is not None


def note(item: Drawn) -> None:
    """Record ``item`` if a :func:`measuring` block is active."""
    log = _log.get()
    if log is not None:
        log.drawn.append(item)


def note_cut(shown: str, missing: float) -> None:
    """Record that ``shown`` is a shortened text, ``missing`` pixels short of the whole."""
    log = _log.get()
    if log is not None:
        log.cuts[shown] = missing


def cut_in(text: str) -> float:
    """How much was cut from the shortened texts within ``text`` (0 when none was)."""
    log = _log.get()
    if log is None or not log.cuts:
        return 0.0
    return sum(missing for shown, missing in log.cuts.items() if shown and shown in text)
