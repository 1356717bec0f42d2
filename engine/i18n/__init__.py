"""One catalogue of every text a player reads, in every language the bot speaks.

Every layer words things through it: the engine its refusals and event sentences, the
images their words and alt text, the bot its commands, replies and messages. Each layer owns
its words: a gettext catalogue in its own ``locale/`` folder (a ``.pot`` template with the
English, a ``.po`` per language; :mod:`engine.i18n.po`, ``docs/translating.md``). The
engine's is read from the start; a layer above adds its own when it is imported
(:func:`add_domain`), so the engine never imports it.

Keys are dotted, the area first (``"rummy21.refusal.not_in_hand"``, ``"bot.lobby.joined"``);
a key lives in exactly one catalogue. Templates use :meth:`str.format` fields
(``"{card} is not in your hand."``); every language has exactly the English keys and, in
each template, exactly the English fields (``tests/engine/test_i18n.py`` checks both).

Words still in the former format (a module of ``TEXTS`` per area and language,
``engine/i18n/<lang>/<area>.py``) are read too, until ``python -m engine.i18n convert``
moves them into the catalogues of their layers.

A parameter may itself be words to put in the reader's language, kept as plain JSON-able
data so that a saved event or refusal still words itself after a restart (:func:`worded`):
a :func:`phrase` (another key with its parameters), a list of names joined the language's
way (:func:`joined`: "ann, bob and cid", CLDR's list patterns), or a :func:`series` of such
values with a separator.

A text that counts something is a *plural family*: one key per CLDR plural category that the
language uses for whole numbers (``"images.count.card.one"``, ``"images.count.card.other"``;
Polish adds ``.few`` and ``.many``), asked for by the family's name with a ``count``
(``text("images.count.card", "hi", count=0)``). The category comes from the language's own
CLDR rule (:func:`plural_category`, Babel's data), of the count's absolute value, as CLDR
defines it: English says "1 point" and "−1 point" but "0 points"; Hindi's "one" covers 0 and 1.
The language is known only when the words are, so the engine never chooses a form itself.

The language of the words now is a context variable (:func:`speaking`, :func:`language`):
every layer sets it where it knows the reader (the bot per interaction and per table, the
pictures per render), and a text asked for without a language is in it.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, date, datetime, timedelta
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, ClassVar, Self

from babel import Locale
from babel.dates import format_date, format_datetime, format_timedelta
from babel.lists import format_list
from babel.numbers import format_decimal, format_percent

from engine.i18n import po
from engine.i18n.po import fields as fields  # a catalogue entry's notion, read here too

#: The languages shipped, English first (the fallback).
LOCALES: tuple[str, ...] = ("en", "hi", "es", "pl")
DEFAULT_LOCALE = "en"

#: The catalogues read, by domain: the engine's own, and those the layers above add.
_DOMAINS: dict[str, po.Domain] = {"engine": po.layer_domain("engine")}


def add_domain(name: str, directory: Path) -> None:
    """Read the catalogue ``name`` in ``directory`` (a layer's ``locale/`` folder) too."""
    domain = po.Domain(name, directory)
    if _DOMAINS.get(name) != domain:
        _DOMAINS[name] = domain
        catalogue.cache_clear()
        families.cache_clear()


def locale_for(tag: str | None) -> str:
    """Our language for a client's or server's locale tag (Discord's ``"es-ES"``,
    ``"es-419"``, ``"hi"``, ``"en-US"``...): its language part if we ship it, else English."""
    if not tag:
        return DEFAULT_LOCALE
    language = str(tag).replace("_", "-").split("-", 1)[0].lower()
    return language if language in LOCALES else DEFAULT_LOCALE


@cache
def catalogue(locale: str) -> Mapping[str, str]:
    """Every key of ``locale`` and its template: English from the templates, another
    language from its translations (those neither empty nor fuzzy), and the words of the
    language still in the former area modules.

    :class:`KeyError` for a language not shipped; :class:`ValueError` when two places
    define the same key (each key has one home).
    """
    if locale not in LOCALES:
        raise KeyError(f"unknown locale {locale!r} (locales: {', '.join(LOCALES)})")
    texts: dict[str, str] = {}
    home: dict[str, str] = {}
    places: list[tuple[str, Mapping[str, str]]] = [
        (
            f"{domain.name} catalogue",
            po.english(domain) if locale == DEFAULT_LOCALE else po.translated(domain, locale),
        )
        for domain in _DOMAINS.values()
    ]
    places.extend(former_modules(locale))
    for where, entries in places:
        for key, template in entries.items():
            if key in texts:
                raise ValueError(f"{locale}: key {key!r} is in both {home[key]} and {where}")
            texts[key] = template
            home[key] = where
    return texts


def former_modules(locale: str) -> Iterator[tuple[str, Mapping[str, str]]]:
    """The ``TEXTS`` of each area module of ``locale`` in the former format
    (``engine/i18n/<locale>/<area>.py``), by module name."""
    folder = Path(__file__).parent / locale
    for path in sorted(folder.glob("*.py")) if folder.is_dir() else ():
        if path.stem != "__init__":
            module = importlib.import_module(f"{__name__}.{locale}.{path.stem}")
            yield f"{locale}/{path.name}", module.TEXTS


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
    return _babel_locale(locale).plural_form


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
        joined(["a", "b"], locale)
        number(1, locale)


def keys_of(locale: str) -> frozenset[str]:
    """The keys a complete catalogue of ``locale`` has: the English keys, each plural
    family with one form per category of the language (and ``.other``) instead."""
    return frozenset(po.forms(catalogue(DEFAULT_LOCALE), plural_categories(locale)))


def plural_categories(locale: str) -> frozenset[str]:
    """The categories ``locale`` uses for the whole numbers a game counts (0 to 999): the
    forms each plural family must have in that language. (Spanish's "many" is for
    millions, which no game counts.)"""
    return frozenset(plural_category(n, locale) for n in range(1000))


def count_text(count: Any, locale: str | None = None) -> Any:
    """A count as a player reads it: a negative whole number with a true minus sign
    (``−1``, as the pictures draw it), a fraction as the language writes it (``1,5``),
    anything else as it is."""
    if isinstance(count, float):
        return number(count, locale)
    return f"−{-count}" if isinstance(count, int) and count < 0 else count


_language: ContextVar[str] = ContextVar("language", default=DEFAULT_LOCALE)


def language(locale: str | None = None) -> str:
    """``locale``, or when ``None`` the language of the words now (English outside every
    :func:`speaking` block)."""
    return _language.get() if locale is None else locale


@contextmanager
def speaking(locale: str | None) -> Iterator[None]:
    """Words in ``locale`` (one of :data:`LOCALES`; anything else, or ``None``, reads
    English) until the block ends. A context variable: tasks and threads each keep their
    own, and a task started inside the block starts in its language."""
    token = _language.set(locale if locale in LOCALES else DEFAULT_LOCALE)
    try:
        yield
    finally:
        _language.reset(token)


def speak(locale: str | None) -> None:
    """Words in ``locale`` from now on in this task or thread (an interaction's handler or
    a background task sets its reader's language once at its entry)."""
    _language.set(locale if locale in LOCALES else DEFAULT_LOCALE)


def text(key: str, locale: str | None = None, /, **params: Any) -> str:
    """The text of ``key`` in ``locale`` (the language now when ``None``; English where
    the language lacks it) with ``params`` filled in, each worded in ``locale`` first
    (:func:`worded`). For a plural family's name, the family's form for ``params["count"]``
    in that language. :class:`KeyError` for a key that is in no language."""
    if locale is None:
        locale = _language.get()
    texts = catalogue(locale) if locale in LOCALES else catalogue(DEFAULT_LOCALE)
    if key in families():
        count = params["count"]
        form = f"{key}.{plural_category(count, locale)}"
        key = form if form in texts else f"{key}.{OTHER}"
        params = {**params, "count": count_text(count, locale)}
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


def joined(names: Iterable[Any], locale: str | None = None, style: str = "standard") -> str:
    """Names joined as ``locale`` (the language now when ``None``) joins them, by CLDR's
    list patterns: "ann, bob and cid", "ana, bob y cid", "ania, bob i cyd". ``style`` is
    Babel's: ``"standard"`` (and), ``"or"``. A list given as a parameter is joined so."""
    locale = language(locale)
    words = [str(worded(name, locale)) for name in names]
    if not words:
        return ""
    return format_list(words, style=style, locale=_babel_locale(locale))  # type: ignore[arg-type]


def number(value: float, locale: str | None = None) -> str:
    """``value`` written as ``locale`` writes numbers (CLDR: ``1,234.5``, ``1.234,5``,
    ``1 234,5``, Hindi's ``1,23,456``), a negative one with a true minus sign (``−12``)."""
    locale = language(locale)
    written = format_decimal(abs(value), locale=_babel_locale(locale))
    return f"−{written}" if value < 0 else written


def percent(value: float, locale: str | None = None) -> str:
    """A share (``0.25``) as ``locale`` writes a percentage (``25%``, ``25 %``)."""
    locale = language(locale)
    return format_percent(value, locale=_babel_locale(locale))


def day(value: date, locale: str | None = None, form: str = "medium") -> str:
    """A date as ``locale`` writes it (CLDR's ``form``: ``"short"``, ``"medium"``,
    ``"long"``: ``Dec 2, 2026``, ``2 dic 2026``, ``2 gru 2026``)."""
    locale = language(locale)
    return format_date(value, format=form, locale=_babel_locale(locale))


def moment(value: datetime, locale: str | None = None, form: str = "medium") -> str:
    """A date and time (UTC when naive) as ``locale`` writes it."""
    locale = language(locale)
    return format_datetime(value, format=form, tzinfo=UTC, locale=_babel_locale(locale))


def duration(value: timedelta, locale: str | None = None) -> str:
    """A length of time as ``locale`` says it (``3 minutes``, ``3 minuty``)."""
    locale = language(locale)
    return format_timedelta(value, locale=_babel_locale(locale))


#: The CLDR locale of each language's lists, numbers and dates: the catalogue's English is
#: British ("honours"), which writes "a, b and c".
_CLDR = {"en": "en_GB"}


@cache
def _babel_locale(locale: str) -> Locale:
    locale = locale if locale in LOCALES else DEFAULT_LOCALE
    return Locale.parse(_CLDR.get(locale, locale))


def worded(value: Any, locale: str | None = None) -> Any:
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
        return cls(text(cls.prefix + code, DEFAULT_LOCALE, **params), code=code, params=params)

    @property
    def key(self) -> str:
        """The catalogue key of the sentence ('' for an error raised with a plain message)."""
        return self.prefix + self.code if self.code is not None else ""

    def words(self, locale: str | None = None) -> str:
        """The sentence in ``locale`` (the language now when ``None``; the English message
        when it has no key, or a key the catalogue lacks)."""
        return text(self.key, locale, **self.params) if self.key and has(self.key) else str(self)

    def as_phrase(self) -> dict[str, Any] | str:
        """The sentence as a parameter of another (:func:`phrase`), or the plain message."""
        return phrase(self.key, **self.params) if self.key else str(self)
