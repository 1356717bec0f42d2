"""One catalogue of every text a player reads, in every language the bot speaks.

Every layer words things through it: the engine its refusals and event sentences, the
images their words and alt text, the bot its commands, replies and messages. It lives at
the bottom layer because the engine is its lowest reader; it is plain data (one Python
module of ``TEXTS`` per area and language, no I/O) so that a translator edits a dict of
strings and nothing else.

Keys are dotted, the area first (``"rummy21.refusal.not_in_hand"``, ``"bot.lobby.joined"``);
a key lives in exactly one area module. Templates use :meth:`str.format` fields
(``"{card} is not in your hand."``); every language has exactly the English keys and, in
each template, exactly the English fields (``tests/engine/test_i18n.py`` checks both). A language
may leave a key to English only by repeating the English text.
"""

from __future__ import annotations

import importlib
import pkgutil
import string
from collections.abc import Mapping
from functools import cache
from typing import Any

#: The languages shipped, English first (the fallback).
LOCALES: tuple[str, ...] = ("en", "hi", "es")
DEFAULT_LOCALE = "en"


def locale_for(tag: str | None) -> str:
    """Our language for a client's or server's locale tag (Discord's ``"es-ES"``,
    ``"es-419"``, ``"hi"``, ``"en-US"``...): its language part if we ship it, else English."""
    if not tag:
        return DEFAULT_LOCALE
    language = str(tag).replace("_", "-").split("-", 1)[0].lower()
    return language if language in LOCALES else DEFAULT_LOCALE


@cache
def catalogue(locale: str) -> Mapping[str, str]:
    """Every key of ``locale`` and its template, gathered from the language's area modules.

    :class:`KeyError` for a language not shipped; :class:`ValueError` when two area modules
    define the same key (each key has one home).
    """
    if locale not in LOCALES:
        raise KeyError(f"unknown locale {locale!r} (locales: {', '.join(LOCALES)})")
    package = importlib.import_module(f"{__name__}.{locale}")
    texts: dict[str, str] = {}
    home: dict[str, str] = {}
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for key, template in module.TEXTS.items():
            if key in texts:
                raise ValueError(f"{locale}: key {key!r} is in both {home[key]} and {info.name}")
            texts[key] = template
            home[key] = info.name
    return texts


def has(key: str) -> bool:
    """Whether ``key`` is in the catalogue (in English, hence in every language)."""
    return key in catalogue(DEFAULT_LOCALE)


def text(key: str, locale: str = DEFAULT_LOCALE, /, **params: Any) -> str:
    """The text of ``key`` in ``locale`` (English where the language lacks it) with
    ``params`` filled in. :class:`KeyError` for a key that is in no language."""
    template = catalogue(locale).get(key) if locale in LOCALES else None
    if template is None:
        template = catalogue(DEFAULT_LOCALE)[key]
    return template.format(**params)


def fields(template: str) -> set[str]:
    """The names of the :meth:`str.format` fields in ``template``."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}
