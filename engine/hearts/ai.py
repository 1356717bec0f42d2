"""The Hearts computer players: three levels (``easy``, ``normal``, ``hard``).

Each sees only what a player at the table sees, and :func:`choose_action` returns an action
string legal for the seat (a pass or a play).

**normal**: hand-written rules of thumb, checked on its plays by a small search; deterministic
(the ``rng`` is not used: the search's generator is seeded by the position). From its own
hand and the cards it passed, the tricks played so far and who showed out of which suit, it

- passes the dangerous cards (Q♠, A♠ and K♠ without three low spades to cover them, high
  hearts, high clubs and diamonds) and empties a short club or diamond suit when it can,
  but keeps J♦ and its low spades;
- leads low cards of the suits where others hold higher ones, smokes out Q♠ with low
  spades, and never leads Q♠ (nor A♠ and K♠ while Q♠ is out);
- follows with the highest card that still ducks under the winning one, sheds high cards
  when it is last and the trick is harmless, and takes J♦ when no one can take it back;
- when void, dumps Q♠ first, then A♠ and K♠ (while Q♠ is out), then high hearts, then the
  high cards of its shortest suits;
- shoots the moon only when it is on: nobody else has taken a point and it holds enough
  sure winners to take the remaining tricks;
- stops another player's moon by taking a heart when that player has taken every point;

and then plays its card unless the hard player's search (below), over a fixed
:data:`NORMAL_DETERMINIZATIONS` determinizations instead of a time budget, finds a card better
by its margin: the rules of thumb pass, the search plays (against the rules alone it takes
about 2.9 points a hand fewer: bench/hearts_strength.py).

**easy** plays like a casual human: sensible, with the mistakes such a player makes
(:func:`choose_easy_action`). It passes its three highest cards, whatever they are (J♦
too, Q♠ even when it is covered) and never looks for a void; it never shoots the moon and
never spends a trick to stop one; otherwise it plays as normal, except that on about one
card in three (:data:`EASY_SLIP`, drawn from ``rng``, so a seeded game replays) it forgets
the danger cards and plays the card a beginner would: the highest card that ducks or else
the lowest (the highest when last), its highest card when void (an ace rather than Q♠),
and as a lead the lowest card of a random suit, whatever it is (K♠ while Q♠ is out, too).

**hard** searches the hands it cannot see (:mod:`engine.hearts.search`): determinized
Monte-Carlo rollouts on the bitmask engine (:mod:`engine.hearts.fast`) within a time budget
of :data:`engine.hearts.search.BUDGET` seconds per decision (sooner when one choice is
clearly best), keeping the normal player's choice unless the search finds a better one.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import STANDARD_52, Card, card, format_cards
from engine.hearts import search
from engine.hearts.actions import HeartsAction, Pass, Play
from engine.hearts.game import Hearts
from engine.hearts.rules import (
    JACK_OF_DIAMONDS,
    PASS_SIZE,
    PLAYERS,
    QUEEN_OF_SPADES,
    is_point_card,
    points_of,
)

LEVELS = ("easy", "normal", "hard")
#: Share of its decisions on which the easy player forgets the danger cards.
EASY_SLIP = 1 / 3

ACE_OF_SPADES = card(14, "S")
KING_OF_SPADES = card(13, "S")
#: Spades below the queen needed to keep Q♠ (or A♠, K♠) covered through the spade leads.
COVER = 3
#: Determinizations the normal player's search plays out per card (about 13 ms of CPU at
#: the p95 for a play from a full hand: bench/hearts_strength.py --times).
NORMAL_DETERMINIZATIONS = 16
#: Point cards (hearts and Q♠) another seat must have taken, all of them, before this
#: player spends a trick to stop its moon.
MOON_THREAT = 8


def choose_action(
    game: Hearts, player: int, rng: random.Random, level: str = "normal"
) -> HeartsAction:
    """The action of the computer player of ``level`` for ``player`` (see the module)."""
    if level == "easy":
        return choose_easy_action(game, player, rng)
    if level == "hard":
        return choose_hard_action(game, player, rng, search.BUDGET)
    if level != "normal":
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    if game.phase == "passing":
        return Pass(tuple(choose_pass(game.hands[player])))
    return Play(choose_normal_play(game, player))


def choose_normal_play(game: Hearts, player: int) -> Card:
    """The normal player's card: the rules of thumb' (:func:`choose_play`), checked by a
    search of :data:`NORMAL_DETERMINIZATIONS` determinizations drawn from a generator
    seeded by the position, so that the same position gets the same card."""
    fallback = choose_play(game, player)
    seeded = random.Random(f"{format_cards(game.hands[player])}/{len(game.history)}")
    return search.choose_play(game, player, seeded, fallback, None, NORMAL_DETERMINIZATIONS)


def choose_hard_action(
    game: Hearts,
    player: int,
    rng: random.Random,
    budget: float | None = search.BUDGET,
    iterations: int | None = None,
) -> HeartsAction:
    """The hard player: ``budget`` seconds of search, or exactly ``iterations``
    determinizations (deterministic for a seeded ``rng``: for tests)."""
    if game.phase == "passing":
        ranked = rank_passes(game.hands[player])
        chosen = search.choose_pass(game, player, rng, ranked, budget, iterations)
        return Pass(tuple(chosen))
    fallback = choose_play(game, player)
    return Play(search.choose_play(game, player, rng, fallback, budget, iterations))


# --------------------------------------------------------------------------- passing


def choose_pass(hand: Sequence[Card]) -> list[Card]:
    """The three cards to pass: the most dangerous ones, emptying a short suit if possible."""
    return list(rank_passes(hand)[0])


def rank_passes(hand: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every choice of three cards, the best first by the normal player's danger values."""
    low_spades = sum(1 for c in hand if c.suit == "S" and c.rank < 12)
    danger = {c: _pass_danger(c, low_spades) for c in hand}
    suit_sizes = {s: sum(1 for c in hand if c.suit == s) for s in "CD"}

    def value(trio: tuple[Card, ...]) -> float:
        voided = sum(
            1
            for s in "CD"
            if suit_sizes[s] and sum(1 for c in trio if c.suit == s) == suit_sizes[s]
        )
        return sum(danger[c] for c in trio) + 12 * voided

    return sorted(itertools.combinations(hand, PASS_SIZE), key=value, reverse=True)


def _pass_danger(c: Card, low_spades: int) -> float:
    covered = low_spades >= COVER
    if c is QUEEN_OF_SPADES:
        return 5 if covered else 90
    if c in (ACE_OF_SPADES, KING_OF_SPADES):
        return 10 if covered else 55 + c.rank
    if c.suit == "S":
        return -15
    if c is JACK_OF_DIAMONDS:
        return -40
    if c.suit == "H":
        return (c.rank - 6) * 4
    return (c.rank - 7) * 2


# --------------------------------------------------------------------------- play


@dataclass
class Table:
    """What the player knows when choosing a card."""

    me: int
    hand: list[Card]
    legal: list[Card]
    trick: list[tuple[int, Card]]
    unseen: set[Card]  # cards neither played nor in my hand
    voids: list[set[str]]  # suits each seat has shown out of
    point_cards_taken: list[int]  # hearts and Q♠ taken this hand, per seat

    @property
    def led_suit(self) -> str | None:
        return self.trick[0][1].suit if self.trick else None

    @property
    def winning(self) -> Card:
        led = self.trick[0][1].suit
        return max((c for _, c in self.trick if c.suit == led), key=lambda c: c.rank)

    @property
    def winner(self) -> int:
        return next(s for s, c in self.trick if c is self.winning)

    @property
    def last(self) -> bool:
        return len(self.trick) == PLAYERS - 1

    @property
    def trick_points(self) -> int:
        return points_of(c for _, c in self.trick)

    def unseen_higher(self, c: Card) -> int:
        """Cards of ``c``'s suit above it that another seat may still hold."""
        return sum(1 for u in self.unseen if u.suit == c.suit and u.rank > c.rank)

    def unseen_in(self, suit: str) -> int:
        return sum(1 for u in self.unseen if u.suit == suit)

    def queen_out(self) -> bool:
        """Whether another seat still holds Q♠."""
        return QUEEN_OF_SPADES in self.unseen

    def sure_winner(self, c: Card) -> bool:
        """Whether ``c`` beats every card of its suit that another seat may hold."""
        return self.unseen_higher(c) == 0

    def later_seats_can_beat(self, c: Card) -> bool:
        """Whether a seat still to play may hold a card of the led suit above ``c``."""
        later = [(self.me + k) % PLAYERS for k in range(1, PLAYERS - len(self.trick))]
        led = self.trick[0][1].suit
        return any(led not in self.voids[s] for s in later) and self.unseen_higher(c) > 0

    def moon_threat(self) -> int | None:
        """Another seat that has taken every point card so far, and many of them."""
        for seat, count in enumerate(self.point_cards_taken):
            if seat != self.me and count >= MOON_THREAT and count == sum(self.point_cards_taken):
                return seat
        return None

    def moon_on(self) -> bool:
        """Nobody else has taken a point, and enough of my cards are sure winners."""
        if any(n for s, n in enumerate(self.point_cards_taken) if s != self.me):
            return False
        if sum(self.point_cards_taken) == 0 and len(self.hand) > 9:
            return False
        winners = sum(1 for c in self.hand if self.sure_winner(c))
        return winners >= len(self.hand) - 1


def read_table(game: Hearts, player: int) -> Table:
    hand = list(game.hands[player])
    played = {c for t in game.tricks for _, c in t.cards} | {c for _, c in game.trick}
    voids: list[set[str]] = [set() for _ in range(PLAYERS)]
    point_cards = [0] * PLAYERS
    for trick in game.tricks:
        _note_voids(trick.cards, voids)
        point_cards[trick.winner] += sum(1 for _, c in trick.cards if is_point_card(c))
    _note_voids(tuple(game.trick), voids)
    unseen = set(STANDARD_52) - played - set(hand)
    legal = game.legal_cards(player)
    return Table(player, hand, legal, list(game.trick), unseen, voids, point_cards)


def _note_voids(cards: Sequence[tuple[int, Card]], voids: list[set[str]]) -> None:
    if not cards:
        return
    led = cards[0][1].suit
    for seat, c in cards[1:]:
        if c.suit != led:
            voids[seat].add(led)


def choose_play(game: Hearts, player: int) -> Card:
    """The card to play: see the module's description."""
    return choose_card(read_table(game, player))


def choose_card(table: Table) -> Card:
    """The card to play from what the player knows."""
    if len(table.legal) == 1:
        return table.legal[0]
    if table.moon_on():
        return _moon_play(table)
    if table.led_suit is None:
        return _lead(table)
    if any(c.suit == table.led_suit for c in table.legal):
        return _follow(table)
    return _discard(table)


def _moon_play(table: Table) -> Card:
    """Take every trick: lead and follow with the highest cards, discard the lowest
    non-point cards (a heart discarded would go to someone else)."""
    legal = table.legal
    if table.led_suit is None:
        return max(legal, key=lambda c: (table.sure_winner(c), c.suit != "H", c.rank))
    follow = [c for c in legal if c.suit == table.led_suit]
    if follow:
        best = max(follow, key=lambda c: c.rank)
        return best if best.rank > table.winning.rank else min(follow, key=lambda c: c.rank)
    return min(legal, key=lambda c: (is_point_card(c), c is JACK_OF_DIAMONDS, c.rank))


def _lead(table: Table) -> Card:
    return min(table.legal, key=lambda c: (_lead_cost(table, c), c.rank))


def _lead_cost(table: Table, c: Card) -> float:
    """How bad leading ``c`` is likely to be (lower is better)."""
    higher = table.unseen_higher(c)
    others_void = any(c.suit in table.voids[s] for s in range(PLAYERS) if s != table.me)
    if c is QUEEN_OF_SPADES:
        return 100
    if c in (ACE_OF_SPADES, KING_OF_SPADES) and table.queen_out():
        return 60
    if c is JACK_OF_DIAMONDS:
        return -5 if higher == 0 and not others_void else 40
    cost = 0.0
    if higher == 0:
        # Leading a sure winner: the trick is mine, and anyone out of the suit dumps on it.
        cost += 12 + (15 if others_void or table.unseen_in(c.suit) < 3 else 0)
    else:
        lower = sum(1 for u in table.unseen if u.suit == c.suit and u.rank < c.rank)
        cost += 8 * lower / (lower + higher)
    if c.suit == "H":
        cost += 2
    if c.suit == "S" and c.rank < 12 and table.queen_out():
        cost -= 4  # smoke out the queen
    if c.suit == "D" and c.rank > 11 and JACK_OF_DIAMONDS in table.unseen:
        cost -= 2  # a high diamond may draw J♦
    return cost


def _follow(table: Table) -> Card:
    follow = [c for c in table.legal if c.suit == table.led_suit]
    winning = table.winning
    below = [c for c in follow if c.rank < winning.rank]
    above = [c for c in follow if c.rank > winning.rank]
    points = table.trick_points
    highest_below = max(below, key=lambda c: c.rank) if below else None
    if table.led_suit == "S":
        if QUEEN_OF_SPADES in below:
            return QUEEN_OF_SPADES
        above_safe = [c for c in above if c is not QUEEN_OF_SPADES]
        if above_safe and table.last and points <= 1 and not _queen_may_fall(table):
            return max(above_safe, key=lambda c: c.rank)
        if below:
            return max(below, key=lambda c: c.rank)
        return min(above_safe or above, key=lambda c: c.rank)
    if (
        JACK_OF_DIAMONDS in above
        and points < 10
        and not table.later_seats_can_beat(JACK_OF_DIAMONDS)
    ):
        return JACK_OF_DIAMONDS
    sure = [c for c in above if not table.later_seats_can_beat(c)]
    if sure and (points < 0 or (table.moon_threat() is not None and points > 0)):
        return max(sure, key=lambda c: c.rank)
    if above and table.last and points == 0:
        return max(above, key=lambda c: c.rank)
    if highest_below is not None:
        return highest_below
    if table.last:
        return max(above, key=lambda c: c.rank)
    return min(above, key=lambda c: c.rank)


def _queen_may_fall(table: Table) -> bool:
    """Whether Q♠ is in this trick or may still be played to it by a later seat."""
    if any(c is QUEEN_OF_SPADES for _, c in table.trick):
        return True
    return table.queen_out() and not table.last


def _discard(table: Table) -> Card:
    suit_sizes = {s: sum(1 for c in table.hand if c.suit == s) for s in "SHDC"}
    threat = table.moon_threat()
    feeding_moon = threat is not None and table.winner == threat
    return max(table.legal, key=lambda c: _discard_value(table, c, suit_sizes, feeding_moon))


def _discard_value(table: Table, c: Card, suit_sizes: dict[str, int], feeding_moon: bool) -> float:
    """How much ``c`` should go now (higher goes first)."""
    if c is QUEEN_OF_SPADES:
        return -50 if feeding_moon else 100
    if c is JACK_OF_DIAMONDS:
        return -40
    if c in (ACE_OF_SPADES, KING_OF_SPADES) and table.queen_out():
        return 60 + c.rank
    if c.suit == "H":
        return (-30 if feeding_moon else 20) + c.rank
    value = float(c.rank)
    if suit_sizes[c.suit] <= 2:
        value += 5  # one step from a new void
    return value


# --------------------------------------------------------------------------- easy


def choose_easy_action(game: Hearts, player: int, rng: random.Random) -> HeartsAction:
    """The easy player (see the module): the three highest cards passed; normal play with
    no moon, and on :data:`EASY_SLIP` of its cards a beginner's card."""
    hand = game.hands[player]
    if game.phase == "passing":
        highest = sorted(hand, key=lambda c: (c.rank, c.suit in "SH"), reverse=True)
        return Pass(tuple(highest[:PASS_SIZE]))
    table = CasualTable(**vars(read_table(game, player)))
    slip = rng.random() < EASY_SLIP
    if len(table.legal) == 1 or not slip:
        return Play(choose_card(table))
    return Play(_beginner_card(table, rng))


class CasualTable(Table):
    """The table as the easy player reads it: blind to moons, it neither shoots nor stops
    one."""

    def moon_threat(self) -> int | None:
        return None

    def moon_on(self) -> bool:
        return False


def _beginner_card(table: Table, rng: random.Random) -> Card:
    """What a beginner plays, minding only the trick in front of them."""
    legal = table.legal
    if table.led_suit is None:
        suits = sorted({c.suit for c in legal})
        suit = rng.choice(suits)
        return min((c for c in legal if c.suit == suit), key=lambda c: c.rank)
    follow = [c for c in legal if c.suit == table.led_suit]
    if not follow:
        return max(legal, key=lambda c: (c.rank, c.suit == "H"))
    below = [c for c in follow if c.rank < table.winning.rank]
    if below:
        return max(below, key=lambda c: c.rank)
    if table.last:
        return max(follow, key=lambda c: c.rank)
    return min(follow, key=lambda c: c.rank)
