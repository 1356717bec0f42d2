"""Playing cards and their text notation.

The notation (RULES.md): rank ``2``-``10`` (``T`` is accepted for 10), ``J``, ``Q``, ``K``,
``A``; suit ``S H D C`` or ``♠ ♥ ♦ ♣``; case-insensitive. ``JK`` is a joker and ``JK=7H``
a played joker nominated as the seven of hearts.

Cards are interned: ``parse_card("AS") is parse_card("a♠")``, so they compare and hash
fast, which the move generators rely on.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from engine import i18n

SUITS = "SHDC"
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_SYMBOL_TO_SUIT = {v: k for k, v in SUIT_SYMBOLS.items()}

#: Ranks as integers: 2..10, J=11, Q=12, K=13, A=14. A joker has rank 0.
RANKS = tuple(range(2, 15))
RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A", **{r: str(r) for r in range(2, 11)}}
RANK_NAMES = {11: "jack", 12: "queen", 13: "king", 14: "ace", **{r: str(r) for r in range(2, 11)}}
_TEXT_TO_RANK = {"J": 11, "Q": 12, "K": 13, "A": 14, "T": 10, **{str(r): r for r in range(2, 11)}}


class CardError(i18n.WordedError):
    """A card token that cannot be read; the message quotes the token. Its sentence is
    the catalogue's ``"cards." + code`` (:meth:`~engine.i18n.WordedError.words`)."""

    prefix = "cards."


@dataclass(frozen=True, slots=True)
class Card:
    """One card. ``rank`` is 2..14 (ace high as 14), ``suit`` one of ``SHDC``.

    The joker is ``Card(0, "")``. Use :func:`card` or :func:`parse_card` rather than the
    constructor, so that the interned instances are shared.
    """

    rank: int
    suit: str
    #: The card's notation (``AS``, ``10H``, ``JK``), kept once per card: the views' and
    #: states' JSON writes it for every card (:mod:`engine.state`).
    text: str = field(default="", init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        text = "JK" if self.rank == 0 else RANK_TEXT[self.rank] + self.suit
        object.__setattr__(self, "text", text)

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    def __str__(self) -> str:
        return self.text

    def __reduce__(self) -> tuple[Callable[[int, str], Card], tuple[int, str]]:
        """Pickled as its rank and suit and unpickled as the interned card (a view sent to
        a worker process keeps ``card is JOKER`` true)."""
        return card, (self.rank, self.suit)

    def __repr__(self) -> str:
        return f"Card({self})"

    @property
    def symbol(self) -> str:
        """Display form with a suit symbol: ``A♠``, ``10♥``, ``JK``."""
        if self.rank == 0:
            return "JK"
        return RANK_TEXT[self.rank] + SUIT_SYMBOLS[self.suit]

    @property
    def is_red(self) -> bool:
        return self.suit in ("H", "D")

    def sort_key(self) -> tuple[int, int]:
        """Order by suit (S H D C) then rank; jokers last."""
        if self.rank == 0:
            return (9, 0)
        return (SUITS.index(self.suit), self.rank)


JOKER = Card(0, "")
_INTERNED: dict[tuple[int, str], Card] = {(0, ""): JOKER}
for _s in SUITS:
    for _r in RANKS:
        _INTERNED[(_r, _s)] = Card(_r, _s)

#: The 52 cards of one pack in a fixed order (spades, hearts, diamonds, clubs; 2..A).
STANDARD_52: tuple[Card, ...] = tuple(_INTERNED[(r, s)] for s in SUITS for r in RANKS)


def card(rank: int, suit: str) -> Card:
    """The interned card of ``rank`` (2..14) and ``suit`` (``SHDC``)."""
    try:
        return _INTERNED[(rank, suit)]
    except KeyError:
        raise CardError.of("no_such_card", rank=repr(rank), suit=repr(suit)) from None


@dataclass(frozen=True, slots=True)
class PlayedJoker:
    """A joker on the table, nominated as ``stands_for``: notation ``JK=7H``."""

    stands_for: Card

    def __str__(self) -> str:
        return f"JK={self.stands_for}"

    @property
    def text(self) -> str:
        """The notation, as :attr:`Card.text`: ``JK=7H``."""
        return f"JK={self.stands_for}"

    @property
    def symbol(self) -> str:
        return f"JK={self.stands_for.symbol}"

    @property
    def rank(self) -> int:
        return self.stands_for.rank

    @property
    def suit(self) -> str:
        return self.stands_for.suit


#: Each card by its notation, for the common case of reading what was written.
_BY_TEXT: dict[str, Card] = {c.text: c for c in _INTERNED.values()}


def parse_card(token: str) -> Card:
    """Read one card (``AS``, ``10h``, ``Td``, ``Q♠``, ``JK``); :class:`CardError` otherwise."""
    found = _BY_TEXT.get(token)
    if found is not None:
        return found
    text = token.strip().upper()
    if text in ("JK", "JOKER"):
        return JOKER
    if len(text) < 2:
        raise CardError.of("not_a_card", token=token)
    rank_text, suit_text = text[:-1], text[-1]
    suit = _SYMBOL_TO_SUIT.get(suit_text, suit_text)
    rank = _TEXT_TO_RANK.get(rank_text)
    if rank is None or suit not in SUITS:
        raise CardError.of("not_a_card", token=token)
    return _INTERNED[(rank, suit)]


def parse_played(token: str) -> Card | PlayedJoker:
    """Read a card as played to the table: a card, or a nominated joker ``JK=7H``.

    A bare ``JK`` is refused here, because a played joker must say what it stands for.
    """
    text = token.strip()
    head, sep, tail = text.partition("=")
    if sep:
        if parse_card(head) is not JOKER:
            raise CardError.of("nominate_joker_only", token=token)
        stands_for = parse_card(tail)
        if stands_for.is_joker:
            raise CardError.of("nominate_real_card", token=token)
        return PlayedJoker(stands_for)
    result = parse_card(text)
    if result.is_joker:
        raise CardError.of("nominate_joker", token=token)
    return result


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Read several cards separated by spaces or commas (or given as a list of tokens)."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [parse_card(t) for t in tokens]


def format_cards(cards: Iterable[Card | PlayedJoker], symbols: bool = False) -> str:
    """Cards joined by spaces, in notation (``AS 10H``) or with symbols (``A♠ 10♥``)."""
    return " ".join(c.symbol if symbols else str(c) for c in cards)


def sorted_cards(cards: Iterable[Card]) -> list[Card]:
    """Cards in the display order of :meth:`Card.sort_key`."""
    return sorted(cards, key=Card.sort_key)


def new_deck(packs: int = 1, jokers: int = 0) -> list[Card]:
    """An unshuffled deck of ``packs`` standard packs plus ``jokers`` jokers."""
    return [*STANDARD_52 * packs, *([JOKER] * jokers)]


def shuffled(cards: Iterable[Card], rng: random.Random) -> list[Card]:
    """A shuffled copy of ``cards``; the same ``rng`` state gives the same order."""
    result = list(cards)
    rng.shuffle(result)
    return result
