"""A game's state, and a view of it, declared as fields, written and read by one codec.

A rules class lists its state in :attr:`engine.core.Game.state_fields`, one :class:`Field`
per JSON key, in the order the keys are written::

    state_fields = (
        Field("hands", CARDS_PER_SEAT),
        Field("open", CARDS, attr="open_pile"),
        Field("joker", CARD),
        Field("ledger", list_of(nested(Payment))),
        Field("dealt_deck", PLAIN, default=None),  # absent from states saved before it
    )

and :meth:`~engine.core.Game.to_dict` / :meth:`~engine.core.Game.from_dict` do the rest.
A :class:`Kind` says how one value becomes JSON and back; the kinds below cover cards,
lists of them per seat, optional values and objects with their own ``to_dict`` /
``from_dict``, and a game adds a kind of its own as a pair of functions.

The views (:mod:`engine.views`) declare their JSON form the same way, in
:attr:`engine.views.GameView.json_fields`, and are read back through :func:`read_values`
(a view is frozen: its reader builds it from the values).

Saved tables and exported states are a public contract: a kind must write exactly what
the game wrote before, and a field added later needs a ``default`` for older states.

Why the codec compiles: speed. A kind carries its writer and reader as Python expressions
(:func:`coded`), and each list of fields gets one writer and one reader compiled from them
(:func:`write_fields`, :func:`read_values`), with every nested kind inlined: writing a view
is one call, not a call per value and per level of nesting. The same kinds composed as
closures (tried in December 2026, ``bench/bench_codec.py`` on a shared two-core machine)
wrote a view in 7-12 µs rather than 4-7 and read one in 14-20 µs rather than 11-15 (the
views' reads would have been slower than before their results were typed). For the same
reason a reader makes the frozen records and views it reads with :func:`maker`, compiled
per class, which sets their slots directly: a view is read about a fifth faster than
through the dataclasses' constructors.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Generic, Protocol, Self, TypeVar, cast

from engine.cards import STANDARD_52, Card, PlayedJoker, parse_card, parse_cards, parse_played

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Kind(Generic[T]):
    """How a value of type ``T`` is written as JSON (``write``) and read back (``read``).

    ``code`` is the same pair as Python expressions of ``{v}`` (the value, a plain name or
    an attribute), with the names they use in ``names``: the writers and readers of
    :func:`write_fields` / :func:`read_values` are compiled from them once per list of
    fields, rather than calling one function per value. A kind made of a pair of functions
    alone is called as such.
    """

    write: Callable[[T], Any]
    read: Callable[[Any], T]
    code: tuple[str, str] = ("", "")
    names: tuple[tuple[str, Any], ...] = ()

    def source(self) -> tuple[str, str, dict[str, Any]]:
        """The writer's and reader's expressions of ``{v}`` and the names they use."""
        if self.code[0]:
            return self.code[0], self.code[1], dict(self.names)
        tag = _tag()
        return (
            f"_w{tag}({{v}})",
            f"_r{tag}({{v}})",
            {f"_w{tag}": self.write, f"_r{tag}": self.read},
        )


_tags = iter(range(1 << 62))


def _tag() -> int:
    """A fresh number for the names of compiled code."""
    return next(_tags)


def _compile(source: str, names: dict[str, Any], name: str) -> Any:
    """The function ``name`` that ``source`` defines, with ``names`` as its globals."""
    scope = dict(names)
    exec(compile(source, f"<engine.state {name}>", "exec"), scope)
    return scope[name]


#: Each class's maker (:func:`maker`), once made.
_MAKERS: dict[type[Any], Callable[..., Any]] = {}


def maker(cls: type[T]) -> Callable[..., T]:
    """What makes a ``cls`` from the values its constructor takes, as the constructor
    does, for the codec's readers: a frozen dataclass's ``__init__`` sets each field
    through ``object.__setattr__``, the most costly step of reading a view; this maker,
    compiled once per class, sets the slots directly (Hearts' seat view, 27 fields, in
    2 µs rather than 4). A class the maker could not make exactly as its constructor does
    (no slots, a ``__post_init__``, a default factory, a field left out of ``__init__``, a
    field whose name could clash with the maker's own) is its own maker."""
    found = _MAKERS.get(cls)
    if found is None:
        found = _MAKERS[cls] = _compile_maker(cls)
    return found


def _compile_maker(cls: type[T]) -> Callable[..., T]:
    """:func:`maker`'s function for ``cls``, compiled from its fields; ``cls`` itself
    where such a function could not do exactly what its constructor does."""
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    faithful = (
        not hasattr(cls, "__post_init__")
        and not any(item.name.startswith("_") for item in fields)
        and list(inspect.signature(cls).parameters) == [item.name for item in fields]
        and all(item.default_factory is dataclasses.MISSING for item in fields)
        and all(inspect.ismemberdescriptor(getattr(cls, item.name, None)) for item in fields)
    )
    if not faithful:
        return cls
    names: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    by_position: list[str] = []
    by_keyword: list[str] = []
    body = ["    _made = _new(_cls)\n"]
    for index, item in enumerate(fields):
        parameter = item.name
        if item.default is not dataclasses.MISSING:
            names[f"_d{index}"] = item.default
            parameter += f"=_d{index}"
        (by_keyword if item.kw_only else by_position).append(parameter)
        names[f"_s{index}"] = getattr(cls, item.name).__set__
        body.append(f"    _s{index}(_made, {item.name})\n")
    parameters = ", ".join(by_position + (["*", *by_keyword] if by_keyword else []))
    source = f"def make({parameters}):\n" + "".join(body) + "    return _made\n"
    return cast(Callable[..., T], _compile(source, names, "make"))


def coded(write: str, read: str, names: dict[str, Any] | None = None) -> Kind[Any]:
    """The kind whose writer and reader are the expressions ``write`` and ``read`` of
    ``{v}`` (see :class:`Kind`), using ``names``."""
    given = names or {}
    return Kind(
        _compile(f"def write(v):\n    return {write.replace('{v}', 'v')}\n", given, "write"),
        _compile(f"def read(v):\n    return {read.replace('{v}', 'v')}\n", given, "read"),
        (write, read),
        tuple(given.items()),
    )


class Saved(Protocol):
    """What :func:`nested` values offer: their own JSON form, and a reader of it."""

    def to_dict(self) -> dict[str, Any]: ...

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self: ...


S = TypeVar("S", bound=Saved)
E = TypeVar("E", bound=StrEnum)


#: JSON-able data kept as it is (shared, not copied): settlements, last moves...
PLAIN: Kind[Any] = coded("{v}", "{v}")
INT: Kind[int] = coded("{v}", "int({v})")
BOOL: Kind[bool] = coded("{v}", "bool({v})")
STR: Kind[str] = coded("{v}", "str({v})")
#: A list of JSON-able values (seats, counters, flags per seat), copied.
LIST: Kind[list[Any]] = coded("list({v})", "list({v})")
#: A dict of JSON-able values, copied (one level).
DICT: Kind[dict[str, Any]] = coded("dict({v})", "dict({v})")
#: A tuple of JSON-able values (a view's seats, counters...), written as a list.
TUPLE: Kind[tuple[Any, ...]] = coded("list({v})", "tuple({v})")


def optional(kind: Kind[T]) -> Kind[T | None]:
    """``kind``, or ``None`` (``null``)."""
    write, read, names = kind.source()
    return coded(
        f"(None if {{v}} is None else {write})", f"(None if {{v}} is None else {read})", names
    )


def _each(code: str, into: str) -> str:
    """``code`` applied to each item of ``{v}``, collected by ``into`` (``[...]``, ...)."""
    item = f"_i{_tag()}"
    return into.format(f"{code.replace('{v}', item)} for {item} in {{v}}")


def list_of(kind: Kind[T]) -> Kind[list[T]]:
    """A list of values of ``kind`` (hands per seat, tricks, payments...)."""
    write, read, names = kind.source()
    return coded(_each(write, "[{}]"), _each(read, "[{}]"), names)


def tuple_of(kind: Kind[T]) -> Kind[tuple[T, ...]]:
    """A tuple of values of ``kind`` (a view's cards per seat, its melds...), written as a
    list."""
    write, read, names = kind.source()
    return coded(_each(write, "[{}]"), _each(read, "tuple([{}])"), names)


def dict_of(kind: Kind[T]) -> Kind[dict[str, T]]:
    """A dict of values of ``kind`` by text keys (a board by square), copied."""
    write, read, names = kind.source()
    item = f"_i{_tag()}"
    loop = f" for _k, {item} in {{v}}.items()}}"
    return coded(
        "{_k: " + write.replace("{v}", item) + loop,
        "{_k: " + read.replace("{v}", item) + loop,
        names,
    )


def attribute(name: str, kind: Kind[Any]) -> Kind[Any]:
    """``kind`` written from the value's attribute ``name`` (a hand's cards); read as
    ``kind`` reads."""
    write, read, names = kind.source()
    return coded(write.replace("{v}", f"{{v}}.{name}"), read, names)


def text_enum(cls: type[E]) -> Kind[E]:
    """A member of a :class:`~enum.StrEnum` (a phase), written as its text."""
    tag = _tag()
    return coded("str({v})", f"_e{tag}({{v}})", {f"_e{tag}": cls})


def record(cls: type[T], keys: Mapping[str, str] | None = None, /, **kinds: Kind[Any]) -> Kind[T]:
    """A dataclass (a view's nested record: a line, a meld, a trick, a result) written as
    an object of its fields in their order, each by its kind in ``kinds`` (as it is unless
    named), and read back by its :func:`maker`. A field's key is its name, or its entry in
    ``keys`` where JSON names it otherwise (Deal Me In's payments ``"from"`` a seat, which
    Python cannot name). The values are passed by position where the class takes them so
    (a quarter faster than by keyword)."""
    names: dict[str, Any] = {}
    writes: list[str] = []
    by_position: list[str] = []
    by_keyword: list[str] = []
    for item in dataclasses.fields(cls):  # type: ignore[arg-type]
        write, read, used = kinds.get(item.name, PLAIN).source()
        names.update(used)
        key = (keys or {}).get(item.name, item.name)
        writes.append(f"{key!r}: {write.replace('{v}', f'v.{item.name}')}")
        value = read.replace("{v}", f"v[{key!r}]")
        if item.kw_only:
            by_keyword.append(f"{item.name}={value}")
        else:
            by_position.append(value)
    tag = _tag()
    names[f"_c{tag}"] = maker(cls)
    arguments = ", ".join(by_position + by_keyword)
    writer = _compile(f"def write(v):\n    return {{{', '.join(writes)}}}\n", names, "write")
    reader = _compile(f"def read(v):\n    return _c{tag}({arguments})\n", names, "read")
    return Kind(writer, reader)


def nested(cls: type[S]) -> Kind[S]:
    """An object written by its own ``to_dict`` and read by ``cls.from_dict``."""
    return Kind(lambda value: value.to_dict(), cls.from_dict)


#: Each card, and each nominated joker, by its notation: what the views and states wrote.
_CARD_TEXTS: dict[str, Card] = {c.text: c for c in (*STANDARD_52, parse_card("JK"))}
_PLAYED_TEXTS: dict[str, Card | PlayedJoker] = {
    **{c.text: c for c in STANDARD_52},
    **{f"JK={c.text}": PlayedJoker(c) for c in STANDARD_52},
}
_card_of = _CARD_TEXTS.__getitem__
_played_of = _PLAYED_TEXTS.__getitem__


def _card_tuple(tokens: Sequence[str]) -> tuple[Card, ...]:
    """Cards from their tokens: looked up as written (fast), else read one by one."""
    try:
        return tuple(map(_card_of, tokens))
    except (KeyError, TypeError):
        return tuple(parse_card(token) for token in tokens)


def _played_tuple(tokens: Sequence[str]) -> tuple[Card | PlayedJoker, ...]:
    """Cards on the table (nominated jokers too) from their tokens, as :func:`_card_tuple`."""
    try:
        return tuple(map(_played_of, tokens))
    except (KeyError, TypeError):
        return tuple(parse_played(token) for token in tokens)


def _card_list(tokens: str | Sequence[str]) -> list[Card]:
    """A state's cards (a list of tokens, or the tokens in one string) as
    :func:`_card_tuple`."""
    if isinstance(tokens, str):
        return parse_cards(tokens)
    return list(_card_tuple(tokens))


_CARD_NAMES = {"_ct": _CARD_TEXTS, "_pc": parse_card}
#: One card, as its token (``"AS"``, ``"JK"``).
CARD_TEXT: Kind[Card] = coded("{v}.text", "(_ct.get({v}) or _pc({v}))", _CARD_NAMES)
#: A card on the table, or a joker nominated as one: ``"AS"``, ``"JK=7H"``.
PLAYED_TEXT: Kind[Card | PlayedJoker] = coded(
    "{v}.text", "(_pt.get({v}) or _pp({v}))", {"_pt": _PLAYED_TEXTS, "_pp": parse_played}
)
#: Cards as a list of card tokens (``["AS", "10H"]``).
CARDS: Kind[list[Card]] = coded("[_c.text for _c in {v}]", "_cl({v})", {"_cl": _card_list})
#: A view's cards as a tuple, written as their tokens.
CARD_TUPLE: Kind[tuple[Card, ...]] = coded(
    "[_c.text for _c in {v}]", "_cs({v})", {"_cs": _card_tuple}
)
#: Cards on the table as a tuple (a Deal Me In line), written as their tokens.
PLAYED_TUPLE: Kind[tuple[Card | PlayedJoker, ...]] = coded(
    "[_c.text for _c in {v}]", "_ps({v})", {"_ps": _played_tuple}
)
#: One card, or ``None`` (the 21-card game's Joker, Rummy 500's card to use).
CARD: Kind[Card | None] = optional(CARD_TEXT)
#: A list of cards per seat (hands, cards received, honours set aside).
CARDS_PER_SEAT: Kind[list[list[Card]]] = list_of(CARDS)


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


#: No default: the key must be in every saved state.
MISSING: Any = _Missing()


@dataclass(frozen=True, slots=True)
class Field:
    """One key of a saved state: written from attribute ``attr`` (the key's name unless
    given) by ``kind``.

    ``default`` is what a state saved before the field existed reads as. ``present``, when
    given, says whether the attribute holds a value in the game's current state (the
    leader of a Hearts trick, unset while cards are passed): when it does not, ``null`` is
    written, and a ``null`` read leaves the attribute unset.
    """

    name: str
    kind: Kind[Any]
    attr: str = ""
    default: Any = MISSING
    present: Callable[[Any], bool] | None = None

    def __post_init__(self) -> None:
        if not self.attr:
            object.__setattr__(self, "attr", self.name)

    @property
    def attribute(self) -> str:
        return self.attr


#: The compiled writer and reader of each list of fields, by its ``id`` (with the list,
#: which keeps the ``id`` its own).
_WRITERS: dict[int, tuple[Sequence[Field], Callable[[Any], dict[str, Any]]]] = {}
_READERS: dict[int, tuple[Sequence[Field], Callable[[dict[str, Any]], dict[str, Any]]]] = {}


def _writer(fields: Sequence[Field]) -> Callable[[Any], dict[str, Any]]:
    """``fields``' writer as one function: a dict display of the fields' expressions."""
    names: dict[str, Any] = {}
    items: list[str] = []
    for index, spec in enumerate(fields):
        write, _, used = spec.kind.source()
        names.update(used)
        value = write.replace("{v}", f"o.{spec.attr}")
        if spec.present is not None:
            names[f"_p{index}"] = spec.present
            value = f"({value} if _p{index}(o) else None)"
        items.append(f"{spec.name!r}: {value}")
    return _compile("def write(o):\n    return {" + ", ".join(items) + "}\n", names, "write")


def _reader(fields: Sequence[Field]) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """``fields``' reader as one function: each key taken once (a missing key with no
    default raises :class:`KeyError`), then a dict display of the fields' values."""
    names: dict[str, Any] = {}
    lines: list[str] = []
    items: list[str] = []
    optional_items: list[str] = []
    for index, spec in enumerate(fields):
        _, read, used = spec.kind.source()
        names.update(used)
        raw = f"_{index}"
        if spec.default is MISSING:
            lines.append(f"{raw} = d[{spec.name!r}]")
        else:
            names[f"_d{index}"] = spec.default
            lines.append(f"{raw} = d.get({spec.name!r}, _d{index})")
        value = read.replace("{v}", raw)
        if spec.present is not None:
            optional_items.append(f"if {raw} is not None:\n        out[{spec.attr!r}] = {value}")
        else:
            items.append(f"{spec.attr!r}: {value}")
    body = "".join(f"    {line}\n" for line in lines)
    body += "    out = {" + ", ".join(items) + "}\n"
    body += "".join(f"    {line}\n" for line in optional_items)
    return _compile(f"def read(d):\n{body}    return out\n", names, "read")


def write_fields(obj: object, fields: Sequence[Field]) -> dict[str, Any]:
    """The JSON-able state of ``obj`` that ``fields`` declare, in their order."""
    found = _WRITERS.get(id(fields))
    if found is None or found[0] is not fields:
        found = _WRITERS[id(fields)] = (fields, _writer(fields))
    return found[1](obj)


def read_values(fields: Sequence[Field], data: dict[str, Any]) -> dict[str, Any]:
    """The values that ``fields`` declare, read from ``data`` (as :func:`write_fields`
    wrote it), by attribute name; :class:`KeyError` for a missing key with no default. A
    field with ``present`` read as ``null`` has no value."""
    found = _READERS.get(id(fields))
    if found is None or found[0] is not fields:
        found = _READERS[id(fields)] = (fields, _reader(fields))
    return found[1](data)


def read_fields(obj: T, fields: Sequence[Field], data: dict[str, Any]) -> T:
    """Set the attributes of ``obj`` that ``fields`` declare from ``data`` (as
    :func:`write_fields` wrote it); :class:`KeyError` for a missing key with no default."""
    for name, value in read_values(fields, data).items():
        setattr(obj, name, value)
    return obj
