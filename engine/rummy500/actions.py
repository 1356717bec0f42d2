"""Rummy 500's moves as values (:class:`~engine.core.Action`): ``draw stock``, ``draw 7H``
(or ``draw 7H 12``: the card at position 12 of the discard pile, 1 the bottom), ``pass``,
``meld 5H 6H 7H``, ``layoff 8H 1`` (on meld number 1) and ``discard KS``, with
:func:`parse` reading the text notation and ``str`` writing it."""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, format_cards, parse_card, parse_cards
from engine.core import Action, IllegalAction


@dataclass(frozen=True, slots=True)
class DrawStock(Action):
    """Draw the top card of the stock."""

    def __str__(self) -> str:
        return "draw stock"


@dataclass(frozen=True, slots=True)
class DrawPile(Action):
    """Take ``card`` from the discard pile with every card above it: the topmost copy, or
    the one at ``position`` (1 the bottom) when the pile holds two."""

    card: Card
    position: int | None = None

    def __str__(self) -> str:
        if self.position is None:
            return f"draw {self.card}"
        return f"draw {self.card} {self.position}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass instead of drawing (only with the stock empty)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Meld(Action):
    """Lay ``cards`` on the table as a new meld."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"meld {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Layoff(Action):
    """Lay ``card`` off on the table's meld number ``number``."""

    card: Card
    number: int

    def __str__(self) -> str:
        return f"layoff {self.card} {self.number}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard ``card``, ending the turn."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


Rummy500Action = DrawStock | DrawPile | Pass | Meld | Layoff | Discard
#: The moves of the draw phase (the others are of the play after it).
DRAWS = (DrawStock, DrawPile, Pass)


def parse(text: str) -> Rummy500Action:
    """The move ``text`` writes (any case; a meld number may be written ``#1``)."""
    verb, _, rest = text.strip().partition(" ")
    verb = verb.lower()
    tokens = rest.split()
    if verb == "draw":
        if len(tokens) == 1 and tokens[0].lower() == "stock":
            return DrawStock()
        if not 1 <= len(tokens) <= 2 or (len(tokens) == 2 and not tokens[1].isdigit()):
            raise IllegalAction.of("rummy500.draw_first.how")
        position = int(tokens[1]) if len(tokens) == 2 else None
        return DrawPile(parse_card(tokens[0]), position)
    if verb == "pass":
        return Pass()
    if verb == "meld":  # a meld of no cards is the rules' to refuse, after the phase
        return Meld(tuple(parse_cards(tokens)))
    if verb == "layoff":
        if len(tokens) != 2:
            raise IllegalAction.of("rummy500.layoff.how")
        return Layoff(parse_card(tokens[0]), _meld_number(tokens[1]))
    if verb == "discard":
        if len(tokens) != 1:
            raise IllegalAction.of("rummy500.discard.one")
        return Discard(parse_card(tokens[0]))
    raise IllegalAction.of("rummy500.moves.unknown", verb=verb)


def _meld_number(token: str) -> int:
    text = token.lstrip("#")
    if not text.isdigit():
        raise IllegalAction.of("rummy500.layoff.number", token=token)
    return int(text)
