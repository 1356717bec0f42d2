"""The rules of Hearts Deluxe that do not depend on the game's state (RULES.md §2).

Pure functions over cards: which cards score, where a pass goes, who wins a trick, which
cards may be played, why a card may not be played, and how a hand scores. The game
(:mod:`engine.hearts.game`) and the computer player (:mod:`engine.hearts.ai`) share them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.cards import SUIT_SYMBOLS, Card, card, format_cards, sorted_cards
from engine.core import IllegalAction

PLAYERS = 4
HAND_SIZE = 13
PASS_SIZE = 3

QUEEN_OF_SPADES = card(12, "S")
JACK_OF_DIAMONDS = card(11, "D")
TWO_OF_CLUBS = card(2, "C")

#: Points of the cards that score; every other card scores 0.
CARD_POINTS: dict[Card, int] = {
    QUEEN_OF_SPADES: 13,
    JACK_OF_DIAMONDS: -10,
    **{card(rank, "H"): 1 for rank in range(2, 15)},
}
#: What shooting the moon scores for the shooter (instead of the 26 it took).
MOON_POINTS = -26
#: Hearts and Q♠ taken together: all of them is shooting the moon.
MOON_CARDS = 14

#: Tie-break between equal ranks when "the lowest-ranked card" is chosen (timeouts): a club
#: before a diamond before a spade before a heart, so the cheapest card goes first.
_SUIT_COST = {"C": 0, "D": 1, "S": 2, "H": 3}


class PassDirection(StrEnum):
    """Where the cards go in a hand; the cycle repeats every four hands."""

    LEFT = "left"
    RIGHT = "right"
    ACROSS = "across"
    KEEPER = "keeper"

    @property
    def offset(self) -> int:
        """Seats from the passer to the receiver (play goes left: left is seat + 1)."""
        return _OFFSETS[self]

    def target(self, seat: int) -> int:
        """The seat that receives ``seat``'s cards."""
        return (seat + self.offset) % PLAYERS

    def source(self, seat: int) -> int:
        """The seat whose cards ``seat`` receives."""
        return (seat - self.offset) % PLAYERS


_OFFSETS = {
    PassDirection.LEFT: 1,
    PassDirection.RIGHT: -1,
    PassDirection.ACROSS: 2,
    PassDirection.KEEPER: 0,
}
_CYCLE = (PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS, PassDirection.KEEPER)


def pass_direction(hand_number: int) -> PassDirection:
    """The direction of hand ``hand_number`` (1 for the first hand)."""
    return _CYCLE[(hand_number - 1) % len(_CYCLE)]


def is_point_card(c: Card) -> bool:
    """A heart or Q♠: the cards that may not be played on the first trick and not led before
    hearts are broken. (J♦ scores too, but it is not a point card in these rules.)"""
    return c.suit == "H" or c is QUEEN_OF_SPADES


def points_of(cards: Iterable[Card]) -> int:
    """Points of ``cards`` before any moon is shot."""
    return sum(CARD_POINTS.get(c, 0) for c in cards)


def lowest_ranked_key(c: Card) -> tuple[int, int]:
    """Sort key for "the lowest-ranked card": rank, then the cheaper suit first."""
    return (c.rank, _SUIT_COST[c.suit])


def trick_winner(trick: Sequence[tuple[int, Card]]) -> int:
    """The seat whose card is the highest of the suit led."""
    led = trick[0][1].suit
    return max((c.rank, seat) for seat, c in trick if c.suit == led)[1]


def legal_plays(
    hand: Sequence[Card], led_suit: str | None, first_trick: bool, hearts_broken: bool
) -> list[Card]:
    """The cards of ``hand`` that may be played; ``led_suit`` is ``None`` for a lead."""
    if led_suit is None:
        if first_trick:
            return [c for c in hand if c.suit == "C"]
        if hearts_broken:
            return list(hand)
        return [c for c in hand if not is_point_card(c)] or list(hand)
    follow = [c for c in hand if c.suit == led_suit]
    if follow:
        return follow
    if first_trick:
        return [c for c in hand if not is_point_card(c)] or list(hand)
    return list(hand)


def refusal(
    hand: Sequence[Card], played: Card, led_suit: str | None, first_trick: bool, hearts_broken: bool
) -> IllegalAction | None:
    """Why ``played`` may not be played now (the refusal to raise), or ``None``."""
    if played not in hand:
        return IllegalAction.of("hearts.not_held", card=played.symbol)
    if played in legal_plays(hand, led_suit, first_trick, hearts_broken):
        return None
    if led_suit is None and first_trick:
        clubs = [c for c in hand if c.suit == "C"]
        return IllegalAction.of("hearts.lead_club", cards=_cards(clubs))
    same = [c for c in hand if c.suit == led_suit]
    if same and led_suit is not None:
        return IllegalAction.of("hearts.follow", suit=SUIT_SYMBOLS[led_suit], cards=_cards(same))
    others = [c for c in hand if not is_point_card(c)]
    example = min(others, key=lowest_ranked_key).symbol
    code = "hearts.first_trick_points" if first_trick else "hearts.not_broken"
    return IllegalAction.of(code, card=played.symbol, example=example)


def _cards(cards: Iterable[Card]) -> str:
    return format_cards(sorted_cards(cards), symbols=True)


@dataclass(frozen=True, slots=True)
class HandScore:
    """The points of one hand per seat, and the seat that shot the moon (or ``None``)."""

    points: list[int]
    moon: int | None


def score_hand(taken: Sequence[Sequence[Card]]) -> HandScore:
    """Score a finished hand from the cards each seat took.

    Shooting the moon (Q♠ and all 13 hearts) scores −26 for the shooter and nothing for
    the others for those cards; J♦ counts −10 on top for whoever took it (RULES.md §2).
    """
    for seat, cards in enumerate(taken):
        if sum(1 for c in cards if is_point_card(c)) == MOON_CARDS:
            points = [0] * len(taken)
            points[seat] = MOON_POINTS
            for other, other_cards in enumerate(taken):
                if JACK_OF_DIAMONDS in other_cards:
                    points[other] += CARD_POINTS[JACK_OF_DIAMONDS]
            return HandScore(points, seat)
    return HandScore([points_of(cards) for cards in taken], None)
