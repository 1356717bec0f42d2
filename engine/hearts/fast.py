"""Hearts Deluxe on bitmasks: the fast playout path for search and benchmarks.

The rules are those of :mod:`engine.hearts.rules` (RULES.md §2), written over integers so
that a whole hand plays out in a fraction of a millisecond of pure Python:

- a card is an index 0..51, ``13 * suit + rank - 2`` with the suits in the order clubs,
  diamonds, spades, hearts (so 2♣ is bit 0 and the hearts are the top thirteen bits);
- a set of cards (a hand, a trick, the cards a seat has won) is an ``int`` with one bit
  per card, so following suit is ``hand & SUIT_MASK[led]`` and the trick's winner is the
  highest bit of the led suit;
- :func:`play_out` plays the rest of a hand from any position, asking a *policy* for each
  card. A policy is a function of what the seat to play may know (its hand, the trick, the
  cards gone, the cards each seat has won) returning a card index from the legal mask.

:func:`random_policy` chooses uniformly (the benchmark's random playouts);
:func:`heuristic_policy` is the cheap rule-of-thumb player that the hard computer player's
search (:mod:`engine.hearts.search`) uses as rollout policy. A property test
(``tests/engine/hearts/test_ai_fast.py``) plays random hands through this module and through
:class:`~engine.hearts.game.Hearts` and checks they offer the same legal cards at every step
and score the same points.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from engine.cards import Card, card
from engine.hearts.rules import MOON_POINTS, PLAYERS, PassDirection

#: Suit numbers: the order of the suits' blocks of thirteen bits.
CLUBS, DIAMONDS, SPADES, HEARTS = 0, 1, 2, 3
SUIT_LETTERS = "CDSH"
SUIT_MASK: tuple[int, ...] = tuple(0x1FFF << (13 * s) for s in range(4))
CLUB_MASK, DIAMOND_MASK, SPADE_MASK, HEART_MASK = SUIT_MASK
ALL_CARDS = (1 << 52) - 1

#: The card object of each index, and the index of each card object.
CARDS: tuple[Card, ...] = tuple(card(i % 13 + 2, SUIT_LETTERS[i // 13]) for i in range(52))
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
BIT: tuple[int, ...] = tuple(1 << i for i in range(52))
#: The suit number of each card index.
SUIT_OF: tuple[int, ...] = tuple(i // 13 for i in range(52))

TWO_OF_CLUBS = 0
JACK_OF_DIAMONDS = 13 + 9
QUEEN_OF_SPADES = 26 + 10
KING_OF_SPADES = 26 + 11
ACE_OF_SPADES = 26 + 12
QS_BIT = BIT[QUEEN_OF_SPADES]
JD_BIT = BIT[JACK_OF_DIAMONDS]
#: Hearts and Q♠: the cards that may not go to the first trick, and that make the moon.
POINT_MASK = HEART_MASK | QS_BIT
NON_POINT_MASK = ALL_CARDS & ~POINT_MASK
#: Spades above the queen: dangerous while Q♠ is still out.
HIGH_SPADES = BIT[KING_OF_SPADES] | BIT[ACE_OF_SPADES]
#: ``BELOW[i]``: the cards of ``i``'s suit ranked below it.
BELOW: tuple[int, ...] = tuple(((1 << i) - 1) & SUIT_MASK[i // 13] for i in range(52))
#: ``ABOVE[i]``: the cards of ``i``'s suit ranked above it.
ABOVE: tuple[int, ...] = tuple(SUIT_MASK[i // 13] & ~((2 << i) - 1) for i in range(52))

#: A policy: (seat, legal, hand, position in trick, led suit, winning card, trick mask,
#: cards gone before this trick, cards won per seat) -> the index of a legal card.
Policy = Callable[[int, int, int, int, int, int, int, int, list[int]], int]


def to_mask(cards: Iterable[Card]) -> int:
    mask = 0
    for c in cards:
        mask |= BIT[INDEX[c]]
    return mask


def indices(mask: int) -> list[int]:
    """The card indices of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def to_cards(mask: int) -> list[Card]:
    return [CARDS[i] for i in indices(mask)]


def lowest(mask: int) -> int:
    """The lowest card index of a non-empty mask."""
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    """The highest card index of a non-empty mask (in suit order: a heart above any spade)."""
    return mask.bit_length() - 1


def highest_rank(mask: int) -> int:
    """The card of highest rank in a non-empty mask (ties: the later suit)."""
    best = -1
    best_rank = -1
    for suit in range(4):
        part = (mask >> (13 * suit)) & 0x1FFF
        if part:
            rank = part.bit_length()
            if rank >= best_rank:
                best_rank = rank
                best = 13 * suit + rank - 1
    return best


def score(won: list[int]) -> list[int]:
    """Points of a finished hand from the cards each seat won (RULES.md §2: the moon is −26
    for the shooter and nothing for the others; J♦ counts −10 on top)."""
    for seat in range(PLAYERS):
        if won[seat] & POINT_MASK == POINT_MASK:
            points = [0] * PLAYERS
            points[seat] = MOON_POINTS
            for other in range(PLAYERS):
                if won[other] & JD_BIT:
                    points[other] -= 10
            return points
    return [
        (w & HEART_MASK).bit_count() + (13 if w & QS_BIT else 0) - (10 if w & JD_BIT else 0)
        for w in won
    ]


def play_out(
    hands: list[int],
    leader: int,
    trick: list[int],
    broken: bool,
    first: bool,
    won: list[int],
    gone: int,
    policy: Policy,
    forced: int = -1,
) -> list[int]:
    """Play the hand to its end and return each seat's points.

    The legal cards are those of :func:`engine.hearts.rules.legal_plays`, written inline
    for speed. A seat with a single legal card plays it without asking the policy.

    ``hands`` and ``won`` are changed in place (pass copies to keep them). ``trick`` holds
    the cards of the current trick in the order played from ``leader``; ``gone`` the cards
    of the finished tricks. ``forced`` (a card index), when given, is the next card played,
    instead of the policy's choice.
    """
    position = len(trick)
    seat = (leader + position) & 3
    led = -1
    win = -1
    win_seat = leader
    trick_mask = 0
    for offset, c in enumerate(trick):
        trick_mask |= BIT[c]
        if offset == 0:
            led = SUIT_OF[c]
            win = c
        elif SUIT_OF[c] == led and c > win:
            win = c
            win_seat = (leader + offset) & 3
    left = hands[0] | hands[1] | hands[2] | hands[3] | trick_mask  # cards not yet won
    while left:
        hand = hands[seat]
        if position == 0:
            if first:
                legal = hand & CLUB_MASK
            elif broken:
                legal = hand
            else:
                legal = hand & NON_POINT_MASK or hand
        else:
            legal = hand & SUIT_MASK[led]
            if not legal:
                legal = hand & NON_POINT_MASK or hand if first else hand
        if forced >= 0:
            c = forced
            forced = -1
        elif legal & (legal - 1) == 0:
            c = legal.bit_length() - 1
        else:
            c = policy(seat, legal, hand, position, led, win, trick_mask, gone, won)
        bit = BIT[c]
        hands[seat] = hand ^ bit
        trick_mask |= bit
        if bit & POINT_MASK:
            broken = True
        if position == 0:
            led = SUIT_OF[c]
            win = c
            win_seat = seat
        elif c > win and SUIT_OF[c] == led:
            win = c
            win_seat = seat
        if position == 3:
            won[win_seat] |= trick_mask
            gone |= trick_mask
            left ^= trick_mask
            trick_mask = 0
            position = 0
            seat = win_seat
            first = False
        else:
            position += 1
            seat = (seat + 1) & 3
    return score(won)


# --------------------------------------------------------------------------- dealing


def deal(deck: list[int]) -> list[int]:
    """Hands from a deck of card indices, dealt in blocks of thirteen to seats 0..3."""
    return [sum(BIT[c] for c in deck[13 * s : 13 * s + 13]) for s in range(PLAYERS)]


def exchange(hands: list[int], passes: list[int], direction: PassDirection) -> list[int]:
    """The hands after every seat passed its mask of three cards in ``direction``."""
    out = [hands[s] ^ passes[s] for s in range(PLAYERS)]
    for seat in range(PLAYERS):
        out[direction.target(seat)] |= passes[seat]
    return out


def two_of_clubs_holder(hands: list[int]) -> int:
    return next(s for s in range(PLAYERS) if hands[s] & BIT[TWO_OF_CLUBS])


def random_bit(mask: int, rng_random: Callable[[], float]) -> int:
    """A card index drawn uniformly from a non-empty mask."""
    k = int(rng_random() * mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    return (mask & -mask).bit_length() - 1


def random_policy(rng: random.Random) -> Policy:
    """Any legal card, uniformly."""
    rng_random = rng.random

    def choose(
        seat: int,
        legal: int,
        hand: int,
        position: int,
        led: int,
        win: int,
        trick: int,
        gone: int,
        won: list[int],
    ) -> int:
        k = int(rng_random() * legal.bit_count())
        while k:
            legal &= legal - 1
            k -= 1
        return (legal & -legal).bit_length() - 1

    return choose


def random_pass(hand: int, rng_random: Callable[[], float]) -> int:
    """Three cards of ``hand`` drawn uniformly."""
    chosen = 0
    for _ in range(3):
        chosen |= BIT[random_bit(hand & ~chosen, rng_random)]
    return chosen


def random_hand(rng: random.Random, direction: PassDirection = PassDirection.LEFT) -> list[int]:
    """One full hand with random legal players: the deal, a random pass, thirteen tricks;
    the points of each seat."""
    deck = list(range(52))
    rng.shuffle(deck)
    hands = deal(deck)
    if direction is not PassDirection.KEEPER:
        rng_random = rng.random
        hands = exchange(hands, [random_pass(h, rng_random) for h in hands], direction)
    leader = two_of_clubs_holder(hands)
    return play_out(hands, leader, [], False, True, [0, 0, 0, 0], 0, random_policy(rng))


# --------------------------------------------------------------------------- rollouts

#: Point cards one seat must have taken, all of them, for the rollout players to see a moon.
MOON_THREAT = 8


def heuristic_policy(rng: random.Random, careful: bool = False) -> Policy:
    """A cheap rule-of-thumb player for rollouts, close to the normal computer player.

    Leads a low card of a random safe suit (never Q♠, nor A♠/K♠ while Q♠ is out; with
    ``careful``, the hard player's rollouts, a suit whose lowest card can lose the trick, a
    card still out above it, before a sure winner, and hearts only when no other suit
    can); follows
    with the highest card that ducks, takes a harmless trick when last, takes J♦ when last;
    when void dumps Q♠, then A♠/K♠, then its highest heart, then its highest card (keeping
    J♦). A seat that has taken every point card so far plays for the moon (high cards, no
    hearts thrown away) once it holds some; the others stop a seat that has taken eight or
    more point cards and all of them, by taking a trick with a point in it.
    """
    rng_random = rng.random

    def choose(
        seat: int,
        legal: int,
        hand: int,
        position: int,
        led: int,
        win: int,
        trick: int,
        gone: int,
        won: list[int],
    ) -> int:
        taken = (won[0] | won[1] | won[2] | won[3]) & POINT_MASK
        shooter = -1
        if taken.bit_count() >= MOON_THREAT:
            for s in range(4):
                if won[s] & POINT_MASK == taken:
                    shooter = s
                    break
        queen_out = not (gone | trick | hand) & QS_BIT
        if shooter == seat and hand & HEART_MASK:
            # Running for the moon: win everything, keep the hearts.
            if position == 0:
                return highest_rank(legal)
            follow = legal & SUIT_MASK[led]
            if follow:
                top = highest(follow)
                return top if top > win else lowest(follow)
            return highest_rank(legal & ~POINT_MASK & ~JD_BIT or legal)
        if position == 0:
            safe = legal & ~QS_BIT
            if queen_out:
                safe &= ~HIGH_SPADES
            if not safe:
                safe = legal
            plain = safe & ~HEART_MASK or safe
            if careful:
                out = ALL_CARDS & ~(gone | hand)
                losers = [
                    s
                    for s in range(4)
                    if safe & SUIT_MASK[s] and out & ABOVE[lowest(safe & SUIT_MASK[s])]
                ]
                plain_losers = [s for s in losers if s != HEARTS]
                if plain_losers or losers:
                    suit = (plain_losers or losers)[int(rng_random() * len(plain_losers or losers))]
                    return lowest(safe & SUIT_MASK[suit])
            suits = [s for s in range(4) if plain & SUIT_MASK[s]]
            suit = suits[int(rng_random() * len(suits))]
            return lowest(plain & SUIT_MASK[suit])
        follow = legal & SUIT_MASK[led]
        last = position == 3
        if follow:
            below = follow & BELOW[win]
            if shooter >= 0 and trick & POINT_MASK:
                above = follow & ABOVE[win]
                if above:
                    return highest(above)
            if led == SPADES:
                if below & QS_BIT:
                    return QUEEN_OF_SPADES
                if below:
                    return highest(below)
                plain = follow & ~QS_BIT
                if last and not trick & QS_BIT and plain:
                    return highest(plain)
                return lowest(plain or follow)
            if last and follow & JD_BIT and win < JACK_OF_DIAMONDS and not trick & QS_BIT:
                return JACK_OF_DIAMONDS
            if below:
                if last and not trick & POINT_MASK:
                    return highest(follow)
                return highest(below)
            if last:
                return highest(follow)
            return lowest(follow)
        # Void in the led suit.
        if shooter >= 0:
            return highest_rank(legal & ~POINT_MASK & ~JD_BIT or legal)
        if legal & QS_BIT:
            return QUEEN_OF_SPADES
        if queen_out and legal & HIGH_SPADES:
            return highest(legal & HIGH_SPADES)
        hearts = legal & HEART_MASK
        if hearts:
            return highest(hearts)
        return highest_rank(legal & ~JD_BIT or legal)

    return choose
