"""What a render drew, for the chat-size standard (``tests/images/test_chat_size.py``).

While :func:`measuring` is active in a thread, every line of text (through
:class:`images.text.Draw`) and every card sprite (through :mod:`images.cards`) is noted
with its size and its role, so that tests check the sizes the renderers really used rather
than a copy of their constants. Outside :func:`measuring` nothing is kept.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from enum import StrEnum


class Role(StrEnum):
    """What a line of text is for; names, scores and the turn must read at chat size."""

    NAME = "name"
    SCORE = "score"
    TURN = "turn"
    LABEL = "label"


@dataclass(frozen=True, slots=True)
class TextDrawn:
    role: Role
    size: int
    text: str


@dataclass(frozen=True, slots=True)
class CardDrawn:
    token: str
    width: int
    height: int


Drawn = TextDrawn | CardDrawn

_log: ContextVar[list[Drawn] | None] = ContextVar("images_probe", default=None)


@contextmanager
def measuring() -> Iterator[list[Drawn]]:
    """Collect what is drawn in this thread until the block ends."""
    log: list[Drawn] = []
    token = _log.set(log)
    try:
        yield log
    finally:
        _log.reset(token)


def note(item: Drawn) -> None:
    """Record ``item`` if a :func:`measuring` block is active."""
    log = _log.get()
    if log is not None:
        log.append(item)
