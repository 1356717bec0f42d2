"""Hearts' moves as values (:class:`~engine.core.Action`): ``pass QS AH KH`` and
``play 2C``, with :func:`parse` reading the text notation and ``str`` writing it.

:class:`PassChoice` is the replay output's compact entry for a seat still to pass
(``"pass 3 of 2C 5C ... AH"``): any three of its cards make a pass, and it lists them
(:meth:`PassChoice.actions`) rather than being played itself.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from engine.cards import Card, format_cards, parse_card, parse_cards
from engine.core import Action, IllegalAction


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass ``cards`` (three, checked by the rules) to the hand's neighbour."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"pass {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play ``card`` to the trick."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class PassChoice(Action):
    """Any ``count`` of ``cards`` (a seat's hand while passing) make a pass."""

    count: int
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"pass {self.count} of {format_cards(self.cards)}"

    def actions(self) -> list[Pass]:
        """Every pass this choice stands for, in the hand's order."""
        return [Pass(trio) for trio in itertools.combinations(self.cards, self.count)]


HeartsAction = Pass | Play


def parse(text: str) -> HeartsAction:
    """The move ``text`` writes: ``pass QS AH KH`` or ``play 2C`` (any case)."""
    verb, _, rest = text.strip().partition(" ")
    verb = verb.lower()
    if verb == "pass":
        return Pass(tuple(parse_cards(rest)))
    if verb == "play":
        tokens = rest.split()
        if len(tokens) != 1:
            raise IllegalAction.of("hearts.play.one_card")
        return Play(parse_card(tokens[0]))
    raise IllegalAction.of("hearts.moves.unknown", verb=verb)
