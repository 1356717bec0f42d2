"""The pictures' words in the player's language, from the catalogue (:mod:`engine.i18n`).

A renderer's entry point (``render_table(view, locale="hi")``...) draws inside
:func:`drawing` and writes its alt text inside :func:`speaking`, and every word below it
comes from :func:`say`: the language reaches the helpers that draw a label without being
handed down through each of them. It is a context variable, so renders running at once in
several threads (or tasks) each keep their own. Caches of drawn pictures key on
:func:`locale`.

Drawn words and alt text differ in one case: Devanagari drawn without Pillow's raqm layout
engine comes out unshaped (vowel signs on the wrong side of their consonant, conjuncts
broken apart), so without raqm a Hindi picture draws its words in English
(:func:`drawn_locale`, with a warning once), while its alt text, which a screen reader
reads, stays Hindi.
"""

from __future__ import annotations

import logging
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

from engine import i18n
from images import text as layout

log = logging.getLogger(__name__)

# The pictures' words (the ``images.*`` keys) are the catalogue in ``images/locale``.
i18n.add_domain("images", Path(__file__).parent / "locale")

#: The languages whose script is unreadable unshaped.
SHAPED = frozenset({"hi"})

_warned: set[str] = set()


def drawn_locale(locale: str) -> str:
    """The language a picture's words are drawn in: ``locale``, or English when ``locale``
    needs shaping and this Pillow cannot shape (see the module's notes)."""
    if locale in SHAPED and not layout.RAQM:
        if locale not in _warned:
            _warned.add(locale)
            log.warning(
                "Pillow has no raqm layout (libraqm, or libfribidi at run time): pictures "
                "for %r draw their words in English; their alt text stays in %r",
                locale,
                locale,
            )
        return i18n.DEFAULT_LOCALE
    return locale


def speaking(locale: str) -> AbstractContextManager[None]:
    """Words in ``locale`` (one of :data:`engine.i18n.LOCALES`; anything else reads
    English) until the block ends: the catalogue's own language of the words now
    (:func:`engine.i18n.speaking`), which every layer shares."""
    return i18n.speaking(locale)


def drawing(locale: str) -> AbstractContextManager[None]:
    """Words drawn for a player of ``locale`` (:func:`drawn_locale`) until the block ends."""
    return speaking(drawn_locale(locale))


def locale() -> str:
    """The language of the words now."""
    return i18n.language()


def say(key: str, /, **params: Any) -> str:
    """The words of ``images.<key>`` in the language now."""
    return i18n.text(f"images.{key}", None, **params)


def has(key: str) -> bool:
    """Whether ``images.<key>`` is in the catalogue."""
    return i18n.has(f"images.{key}")


def counted(key: str, count: int) -> str:
    """``1 card`` or ``3 cards``: the plural family ``images.<key>``'s form for ``count``
    in the language now (its CLDR category: "−1 point", "0 points")."""
    return say(key, count=count)


def parts(key: str, name: str = "name", /, **params: Any) -> tuple[str, str]:
    """The words of ``images.<key>`` before and after its ``{name}`` field (a picture
    shortens the name and keeps the words round it)."""
    before, _, after = say(key, **{name: "\0"}, **params).partition("\0")
    return before, after
