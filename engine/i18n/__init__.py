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

A parameter may itself be words to put in the reader's language, kept as plain JSON-able
data so that a saved event or refusal still words itself after a restart (:func:`worded`):
a :func:`phrase` (another key with its parameters), a list of names joined the language's
way (:func:`joined`: "ann and bob"), or a :func:`series` of such values with a separator.

A text that counts something is a *plural family*: one key per CLDR plural category that the
language uses for whole numbers (``"images.count.card.one"``, ``"images.count.card.other"``;
Polish would add ``.few`` and ``.many``), asked for by the family's name with a ``count``
(``text("images.count.card", "hi", count=0)``). The category comes from the language's own
CLDR rule (:func:`plural_category`, Babel's data), of the count's absolute value, as CLDR
defines it: English says "1 point" and "−1 point" but "0 points"; Hindi's "one" covers 0 and 1.
The language is known only when the words are, so the engine never chooses a form itself.
"""

from __future__ import annotations

import importlib
import pkgutil
import string
from collections.abc import Iterable, Mapping
from functools import cache, lru_cache
from typing import Any, ClassVar, Self

from babel import Locale

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


#: The category every language has: the form used when no other category applies.
OTHER = "other"


@cache
def families() -> frozenset[str]:
    """The names of the plural families: the keys with a ``.one`` and an ``.other`` form in
    English (which has exactly those two)."""
    texts = catalogue(DEFAULT_LOCALE)
    return frozenset(
        key.removesuffix(".one")
        for key in texts
        if key.endswith(".one") and f"{key.removesuffix('.one')}.{OTHER}" in texts
    )


def has(key: str) -> bool:
    """Whether ``key`` is in the catalogue (in English, hence in every language), as a
    text of its own or as the name of a plural family."""
    return key in catalogue(DEFAULT_LOCALE) or key in families()


@cache
def _plural_rule(locale: str) -> Any:
    return Locale.parse(locale).plural_form


@lru_cache(maxsize=4096)
def plural_category(count: float, locale: str = DEFAULT_LOCALE) -> str:
    """The CLDR plural category (``"one"``, ``"few"``, ``"many"``, ``"other"``...) of
    ``count`` in ``locale``; a negative count takes the category of its absolute value, as
    CLDR's rules define their operand. (Remembered: Babel's rule takes a few microseconds,
    and a game counts the same few numbers again and again.)"""
    category: str = _plural_rule(locale)(abs(count))
    return category


def prepare() -> None:
    """Gather every language's catalogue and load its CLDR plural rule now (Babel reads its
    locale data from files: tens of milliseconds for the first count worded in a language),
    so that the first words after start-up cost what later ones cost."""
    families()
    for locale in LOCALES:
        catalogue(locale)
        plural_category(1, locale)


def plural_categories(locale: str) -> frozenset[str]:
    """The categories ``locale`` uses for the whole numbers a game counts (0 to 999): the
    forms each plural family must have in that language. (Spanish's "many" is for
    millions, which no game counts.)"""
    return frozenset(plural_category(n, locale) for n in range(1000))


def count_text(count: Any) -> Any:
    """A count as a player reads it: a negative whole number with a true minus sign
    (``−1``, as the pictures draw it), anything else as it is."""
    return f"−{-count}" if isinstance(count, int) and count < 0 else count


def text(key: str, locale: str = DEFAULT_LOCALE, /, **params: Any) -> str:
    """The text of ``key`` in ``locale`` (English where the language lacks it) with
    ``params`` filled in, each worded in ``locale`` first (:func:`worded`). For a plural
    family's name, the family's form for ``params["count"]`` in that language.
    :class:`KeyError` for a key that is in no language."""
    texts = catalogue(locale) if locale in LOCALES else catalogue(DEFAULT_LOCALE)
    if key in families():
        count = params["count"]
        form = f"{key}.{plural_category(count, locale)}"
        key = form if form in texts else f"{key}.{OTHER}"
        params = {**params, "count": count_text(count)}
    template = texts.get(key)
    if template is None:
        template = catalogue(DEFAULT_LOCALE)[key]
    return template.format(**{name: worded(value, locale) for name, value in params.items()})


def phrase(key: str, /, **params: Any) -> dict[str, Any]:
    """A parameter that is itself a sentence or phrase of the catalogue, worded in the
    reader's language when the text it goes into is (``{"key": ..., "params": ...}``)."""
    return {"key": key, "params": params}


def as_sentence(said: dict[str, Any] | str) -> dict[str, Any] | str:
    """A :func:`phrase` worded as a sentence of its own: its first letter capitalized and a
    full stop added where the language's template has none (English error messages are
    written lower case, without one)."""
    return {**said, "sentence": True} if isinstance(said, Mapping) else _sentence_case(said)


def _sentence_case(said: str) -> str:
    said = said.strip()
    if not said:
        return said
    said = said[0].upper() + said[1:]
    return said if said.endswith((".", "!", "?", "।")) else said + "."


def series(items: Iterable[Any], separator: str = ", ") -> dict[str, Any]:
    """A parameter that is several values (names, numbers, phrases) written one after
    the other with ``separator`` (``"ann +10, bob −10"``), each worded in the language."""
    return {"series": list(items), "separator": separator}


def joined(names: Iterable[Any], locale: str = DEFAULT_LOCALE) -> str:
    """Names joined as ``locale`` joins them: "ann and bob and cid" (key ``"lists.and"``,
    folded pair by pair). A list given as a parameter is joined so."""
    words = [str(worded(name, locale)) for name in names]
    if not words:
        return ""
    out = words[0]
    for word in words[1:]:
        out = text("lists.and", locale, first=out, second=word)
    return out


def worded(value: Any, locale: str = DEFAULT_LOCALE) -> Any:
    """A parameter in ``locale``: a :func:`phrase` worded, a list :func:`joined`, a
    :func:`series` written out; anything else (a name, a number, cards) as it is."""
    if isinstance(value, list | tuple):
        return joined(value, locale)
    if isinstance(value, Mapping):
        if "key" in value:
            said = text(value["key"], locale, **value.get("params", {}))
            return _sentence_case(said) if value.get("sentence") else said
        if "series" in value:
            separator = str(value.get("separator", ", "))
            return separator.join(str(worded(item, locale)) for item in value["series"])
    return value


def fields(template: str) -> set[str]:
    """The names of the :meth:`str.format` fields in ``template``."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


class WordedError(ValueError):
    """An error whose message is a sentence of the catalogue, key :attr:`prefix` + ``code``
    (like :class:`engine.core.IllegalAction`'s refusals): ``str(error)`` is the English
    sentence, :meth:`words` the sentence in any language, ``params`` what it was made from
    (plain data: cards already written as ``"9♣"``)."""

    #: The area of the catalogue the codes of this error live in (``"cards."``).
    prefix: ClassVar[str] = ""

    def __init__(
        self, message: str, *, code: str | None = None, params: dict[str, Any] | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, Any] = dict(params or {})

    @classmethod
    def of(cls, code: str, /, **params: Any) -> Self:
        """The error ``code``, its English sentence from the catalogue."""
        return cls(text(cls.prefix + code, **params), code=code, params=params)

    @property
    def key(self) -> str:
        """The catalogue key of the sentence ('' for an error raised with a plain message)."""
        return self.prefix + self.code if self.code is not None else ""

    def words(self, locale: str = DEFAULT_LOCALE) -> str:
        """The sentence in ``locale`` (the English message when it has no key)."""
        return text(self.key, locale, **self.params) if self.key else str(self)

    def as_phrase(self) -> dict[str, Any] | str:
        """The sentence as a parameter of another (:func:`phrase`), or the plain message."""
        return phrase(self.key, **self.params) if self.key else str(self)
