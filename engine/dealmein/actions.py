"""Deal Me In's moves as values (:class:`~engine.core.Action`), with :func:`parse` reading
the text notation and ``str`` writing it:

- :class:`Place`: ``place F6 across AS KS QS JS 10S`` / ``place G7 down JK=7H 7D`` (the
  cards fill the empty squares from the start square rightwards or downwards);
- :class:`Swap`: ``swap 2C 7D``; :class:`Pass`: ``pass``;
- :class:`Reclaim`: ``reclaim 7H`` (or ``reclaim 7H 8S``), the first step of a move;
- :class:`Steps`: reclaims, then at most one placement, swap or pass, written with ``;``
  between the steps: ``reclaim 7H; place F7 down JK=8S 9S``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, format_cards, parse_card, parse_played
from engine.core import Action, IllegalAction
from engine.dealmein.board import square_name
from engine.dealmein.placement import ACROSS, DOWN, BoardCard, board_square


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Place ``cards`` from square ``start`` (its index) ``across`` or ``down``."""

    start: int
    direction: str
    cards: tuple[BoardCard, ...]

    def __str__(self) -> str:
        return f"place {square_name(self.start)} {self.direction} {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Put ``cards`` back into the deck for as many new ones."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"swap {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Reclaim(Action):
    """Put each of ``cards`` on the board joker nominated as it, taking the joker back."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"reclaim {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass (an empty deck, or only jokers that cannot be placed)."""

    def __str__(self) -> str:
        return "pass"


#: The step that ends a move.
Finish = Place | Swap | Pass
Step = Finish | Reclaim


@dataclass(frozen=True, slots=True)
class Steps(Action):
    """A move of several steps: ``reclaims``, then ``finish`` (``None``: the reclaims alone,
    after which the same player goes on)."""

    reclaims: tuple[Reclaim, ...]
    finish: Finish | None = None

    def __str__(self) -> str:
        return "; ".join(str(step) for step in self.steps())

    def steps(self) -> tuple[Action, ...]:
        return (*self.reclaims, *([self.finish] if self.finish else []))

    @property
    def reclaimed(self) -> tuple[Card, ...]:
        """The cards of every reclaim, in order."""
        return tuple(card for step in self.reclaims for card in step.cards)


DealMeInAction = Step | Steps


def steps_of(action: Action) -> tuple[tuple[Card, ...], Finish | None]:
    """The cards ``action`` reclaims first and the step that finishes it (``None`` for
    reclaims alone); :class:`IllegalAction` for an action that is no Deal Me In move."""
    match action:
        case Steps():
            return action.reclaimed, action.finish
        case Reclaim(cards):
            return cards, None
        case Place() | Swap() | Pass():
            return (), action
    raise IllegalAction.of("dealmein.moves.unknown", verb=str(action).partition(" ")[0])


def parse(text: str) -> DealMeInAction:
    """The move ``text`` writes (any case; steps separated by ``;``)."""
    parts = [part.strip() for part in text.split(";") if part.strip()]
    if not parts:
        raise IllegalAction.of("dealmein.moves.empty")
    steps = [parse_step(part) for part in parts]
    if len(steps) == 1:
        return steps[0]
    reclaims = tuple(step for step in steps if isinstance(step, Reclaim))
    rest = steps[len(reclaims) :]
    if tuple(steps[: len(reclaims)]) != reclaims or len(rest) > 1:
        raise IllegalAction.of("dealmein.moves.order")
    finish = rest[0] if rest else None
    assert not isinstance(finish, Reclaim)
    return Steps(reclaims, finish)


def parse_step(text: str) -> Step:
    """One step of a move: ``place ...``, ``swap ...``, ``reclaim ...`` or ``pass``."""
    words = text.split()
    verb = words[0].lower()
    if verb == "place":
        if len(words) < 4:
            raise IllegalAction.of("dealmein.place.incomplete", text=text)
        start = board_square(words[1])
        direction = words[2].lower()
        if direction not in (ACROSS, DOWN):
            raise IllegalAction.of("dealmein.place.no_direction", direction=words[2])
        return Place(start, direction, tuple(parse_played(w) for w in words[3:]))
    if verb in ("swap", "reclaim"):
        if len(words) < 2:
            raise IllegalAction.of(f"dealmein.{verb}.no_cards")
        cards = tuple(parse_card(w) for w in words[1:])
        return Swap(cards) if verb == "swap" else Reclaim(cards)
    if verb == "pass":
        if len(words) > 1:
            raise IllegalAction.of("dealmein.pass_alone")
        return Pass()
    raise IllegalAction.of("dealmein.moves.unknown", verb=words[0])
