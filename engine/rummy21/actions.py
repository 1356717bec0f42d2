"""21-card rummy's moves as values (:class:`~engine.core.Action`), with :func:`parse`
reading the text notation and ``str`` writing it:

- the deal ceremony: ``cut N`` (cut the pack N cards down) and ``joker`` (draw the Joker);
- the play: ``draw stock``, ``draw open``, ``discard KS``,
  ``declare 3H 4H 5H | 7S 8S 9S | ... discard KD``, ``drop``;
- ``honours 5H 6H`` (``honors`` is read too): set honour cards aside, also out of turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, format_cards, parse_card, parse_cards
from engine.core import Action, IllegalAction
from engine.rummy21 import deal as dealing
from engine.rummy21.solver import Arrangement

STOCK = "stock"
OPEN = "open"


@dataclass(frozen=True, slots=True)
class Cut(Action):
    """Cut the pack ``above`` cards down (the range is the rules' to check)."""

    above: int

    def __str__(self) -> str:
        return f"cut {self.above}"


@dataclass(frozen=True, slots=True)
class DrawJoker(Action):
    """Draw the Joker of the deal."""

    def __str__(self) -> str:
        return "joker"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw from ``source``: :data:`STOCK` or :data:`OPEN` (the open pile's top card)."""

    source: str

    def __str__(self) -> str:
        return f"draw {self.source}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard ``card``, ending the turn."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Declare the hand as ``groups`` and discard ``discard``."""

    groups: tuple[tuple[Card, ...], ...]
    discard: Card

    def __str__(self) -> str:
        groups = " | ".join(format_cards(group) for group in self.groups)
        return f"declare {groups} discard {self.discard}"


@dataclass(frozen=True, slots=True)
class Drop(Action):
    """Leave the deal (a first drop before drawing, else a mid pack)."""

    def __str__(self) -> str:
        return "drop"


@dataclass(frozen=True, slots=True)
class Honours(Action):
    """Set the honour cards ``cards`` aside."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"honours {format_cards(self.cards)}"


def declare(arrangement: Arrangement) -> Declare:
    """The declaration of a solver's ``arrangement`` of 22 cards (its groups and discard)."""
    assert arrangement.discard is not None
    return Declare(tuple(group.cards for group in arrangement.groups), arrangement.discard)


Rummy21Action = Cut | DrawJoker | Draw | Discard | Declare | Drop | Honours
#: The moves of the deal ceremony.
CEREMONY = (Cut, DrawJoker)


def parse(text: str) -> Rummy21Action:
    """The move ``text`` writes (any case)."""
    words = text.split()
    verb = words[0].lower() if words else ""
    args = words[1:]
    if verb in ("honours", "honors"):
        return Honours(tuple(parse_cards(args)))
    if verb == "cut":
        if len(args) != 1 or not args[0].isdigit():
            raise IllegalAction.of("rummy21.cut.size", low=dealing.MIN_CUT, high=dealing.MAX_CUT)
        return Cut(int(args[0]))
    if verb == "joker":
        if args:
            raise IllegalAction.of("rummy21.joker.first")
        return DrawJoker()
    if verb == "draw":
        source = args[0].lower() if len(args) == 1 else ""
        if source not in (STOCK, OPEN):
            raise IllegalAction.of("rummy21.draw_first.source")
        return Draw(source)
    if verb == "discard":
        if len(args) != 1:
            raise IllegalAction.of("rummy21.discard.one")
        return Discard(parse_card(args[0]))
    if verb == "declare":
        return _declaration(text.split(None, 1)[1] if args else "")
    if verb == "drop":
        if args:
            raise IllegalAction.of("rummy21.drop.no_cards")
        return Drop()
    raise IllegalAction.of("rummy21.moves.unknown", verb=verb)


def _declaration(text: str) -> Declare:
    body, sep, discard_text = text.lower().rpartition("discard")
    if not sep or not body.strip():
        raise IllegalAction.of("rummy21.declare.format")
    discard = parse_cards(discard_text)
    if len(discard) != 1:
        raise IllegalAction.of("rummy21.declare.one_discard")
    groups = tuple(tuple(parse_cards(group)) for group in body.split("|"))
    if any(not group for group in groups):
        raise IllegalAction.of("rummy21.declaration.empty_group")
    return Declare(groups, discard[0])
