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
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Generic, Protocol, Self, TypeVar

from engine.cards import Card, parse_card, parse_cards

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Kind(Generic[T]):
    """How a value of type ``T`` is written as JSON (``write``) and read back (``read``)."""

    write: Callable[[T], Any]
    read: Callable[[Any], T]


class Saved(Protocol):
    """What :func:`nested` values offer: their own JSON form, and a reader of it."""

    def to_dict(self) -> dict[str, Any]: ...

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self: ...


S = TypeVar("S", bound=Saved)
E = TypeVar("E", bound=StrEnum)


def _copy_list(value: Sequence[Any]) -> list[Any]:
    return list(value)


def _cards(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


#: JSON-able data kept as it is (shared, not copied): settlements, last moves...
PLAIN: Kind[Any] = Kind(lambda value: value, lambda data: data)
INT: Kind[int] = Kind(lambda value: value, int)
BOOL: Kind[bool] = Kind(lambda value: value, bool)
STR: Kind[str] = Kind(lambda value: value, str)
#: A list of JSON-able values (seats, counters, flags per seat), copied.
LIST: Kind[list[Any]] = Kind(_copy_list, _copy_list)
#: A dict of JSON-able values, copied (one level).
DICT: Kind[dict[str, Any]] = Kind(dict, dict)
#: Cards as a list of card tokens (``["AS", "10H"]``).
CARDS: Kind[list[Card]] = Kind(_cards, parse_cards)
#: A tuple of JSON-able values (a view's seats, cards as tokens...), written as a list.
TUPLE: Kind[tuple[Any, ...]] = Kind(list, tuple)


def optional(kind: Kind[T]) -> Kind[T | None]:
    """``kind``, or ``None`` (``null``)."""
    return Kind(
        lambda value: None if value is None else kind.write(value),
        lambda data: None if data is None else kind.read(data),
    )


def list_of(kind: Kind[T]) -> Kind[list[T]]:
    """A list of values of ``kind`` (hands per seat, tricks, payments...)."""
    return Kind(
        lambda values: [kind.write(value) for value in values],
        lambda data: [kind.read(item) for item in data],
    )


def tuple_of(kind: Kind[T]) -> Kind[tuple[T, ...]]:
    """A tuple of values of ``kind`` (a view's cards per seat, its melds...), written as a
    list."""
    return Kind(
        lambda values: [kind.write(value) for value in values],
        lambda data: tuple(kind.read(item) for item in data),
    )


def text_enum(cls: type[E]) -> Kind[E]:
    """A member of a :class:`~enum.StrEnum` (a phase), written as its text."""
    return Kind(str, cls)


def record(cls: type[T], **kinds: Kind[Any]) -> Kind[T]:
    """A dataclass (a view's nested record: a line, a meld, a trick) written as an object
    of its fields in their order, each by its kind in ``kinds`` (as it is unless named),
    and read back by its constructor."""
    specs = tuple(
        (item.name, kinds.get(item.name, PLAIN))
        for item in dataclasses.fields(cls)  # type: ignore[arg-type]
    )
    return Kind(
        lambda value: {name: kind.write(getattr(value, name)) for name, kind in specs},
        lambda data: cls(**{name: kind.read(data[name]) for name, kind in specs}),
    )


def nested(cls: type[S]) -> Kind[S]:
    """An object written by its own ``to_dict`` and read by ``cls.from_dict``."""
    return Kind(lambda value: value.to_dict(), cls.from_dict)


#: One card, or ``None`` (the 21-card game's Joker, Rummy 500's card to use).
CARD: Kind[Card | None] = optional(Kind(str, parse_card))
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


def write_fields(obj: object, fields: Sequence[Field]) -> dict[str, Any]:
    """The JSON-able state of ``obj`` that ``fields`` declare, in their order."""
    out: dict[str, Any] = {}
    for spec in fields:
        if spec.present is not None and not spec.present(obj):
            out[spec.name] = None
        else:
            out[spec.name] = spec.kind.write(getattr(obj, spec.attr))
    return out


def read_values(fields: Sequence[Field], data: dict[str, Any]) -> dict[str, Any]:
    """The values that ``fields`` declare, read from ``data`` (as :func:`write_fields`
    wrote it), by attribute name; :class:`KeyError` for a missing key with no default. A
    field with ``present`` read as ``null`` has no value."""
    values: dict[str, Any] = {}
    for spec in fields:
        raw = data.get(spec.name, spec.default)
        if raw is MISSING:
            raise KeyError(spec.name)
        if raw is None and spec.present is not None:
            continue
        values[spec.attr] = spec.kind.read(raw)
    return values


def read_fields(obj: T, fields: Sequence[Field], data: dict[str, Any]) -> T:
    """Set the attributes of ``obj`` that ``fields`` declare from ``data`` (as
    :func:`write_fields` wrote it); :class:`KeyError` for a missing key with no default."""
    for name, value in read_values(fields, data).items():
        setattr(obj, name, value)
    return obj
