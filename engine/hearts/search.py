"""The hard Hearts computer player: determinized Monte-Carlo search over the unseen hands.

The seat knows its own hand, every card played, who showed out of which suit, and the cards
it passed (the receiver holds them until they are played). A *determinization* deals the
unseen cards to the other seats consistently with all of that (:meth:`Knowledge.sample`):

- a seat that did not follow a suit holds none of it;
- a seat that led a heart or Q♠ before hearts were broken, or played one on the first trick
  while void in clubs, held nothing but hearts and Q♠;
- the cards this seat passed are in the receiver's hand until they appear on the table;
- each seat holds exactly as many cards as it has left.

**Play.** Each determinization is played to the end of the hand once for every distinct
legal card (cards of one suit with nothing unseen between them are the same card), with
the bitmask rollout player of :mod:`engine.hearts.fast` for everyone and the same rollout
randomness for every candidate card, so that the candidates are compared on the same
futures. Determinizations are added until the time budget is spent (anytime; it stops
sooner once one card leads the others clearly, :func:`settled`), and the card
with the best :func:`standing` (this seat's points less the others' average) wins.
Shooting the moon, and being shot at, score as in the rules, so the search ducks Q♠, takes
J♦ when it is safe, runs a moon that is on and spends a trick to stop another seat's. The
normal player's card (see :mod:`engine.hearts.ai`) is kept unless another card is better by
:data:`MARGIN` on average, so the search only overrides the rules of thumb where it sees a
difference.

**Pass.** The normal player's best few passes by its danger values, and every pass that
empties a club or diamond suit, are played out the same way: the unseen cards dealt at
random, the other seats passing their most dangerous cards, the hand played out with the
rollout player. Voids show their worth here (a void lets the seat discard Q♠ and hearts).
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.cards import Card
from engine.hearts import fast
from engine.hearts.game import Hearts
from engine.hearts.rules import PLAYERS, PassDirection, is_point_card

#: Wall-clock seconds a decision may take (the budget is 300 ms at p95, DESIGN.md).
BUDGET = 0.2
#: The clock the budget is read on: the wall clock (a table waits wall time); a benchmark
#: on a busy machine sets ``time.thread_time`` so that the search gets its CPU time.
CLOCK: Callable[[], float] = time.perf_counter
#: By how much (in :func:`standing` points, 4/3 of a point of the seat's own for a hand
#: without a moon) a searched card must beat the normal player's to replace it.
MARGIN = 0.2
#: The search stops early, before its budget, once the best candidate leads every other one
#: by this many standard errors (checked every ``SETTLE_EVERY`` determinizations).
SETTLE_Z = 3.0
SETTLE_EVERY = 24
#: Passes by the normal player's danger values that the pass search compares.
PASS_CANDIDATES = 6


@dataclass
class Knowledge:
    """What ``seat`` knows of the hand in play, as card masks."""

    seat: int
    hands: list[int]  # this seat's hand; the others' are 0 (unknown)
    sizes: list[int]  # cards each seat holds
    allowed: list[int]  # cards each other seat may hold
    fixed: list[int]  # cards another seat is known to hold (the pass)
    unseen: int  # cards neither played nor in this seat's hand
    leader: int
    trick: list[int]
    gone: int  # cards of the finished tricks
    won: list[int]
    broken: bool
    first: bool

    def sample(self, rng: random.Random) -> list[int]:
        """The four hands of one determinization consistent with the knowledge."""
        hands = list(self.hands)
        need = list(self.sizes)
        for s in range(PLAYERS):
            if s != self.seat:
                hands[s] = self.fixed[s]
                need[s] -= self.fixed[s].bit_count()
        need[self.seat] = 0
        pool_mask = self.unseen & ~(self.fixed[0] | self.fixed[1] | self.fixed[2] | self.fixed[3])
        pool = fast.indices(pool_mask)
        others = [s for s in range(PLAYERS) if s != self.seat]
        if not any(pool_mask & ~self.allowed[s] for s in others):
            rng.shuffle(pool)
            start = 0
            for s in others:
                for c in pool[start : start + need[s]]:
                    hands[s] |= fast.BIT[c]
                start += need[s]
            return hands
        return self._sample_constrained(rng, hands, need, pool, others)

    def _sample_constrained(
        self,
        rng: random.Random,
        hands: list[int],
        need: list[int],
        pool: list[int],
        others: list[int],
    ) -> list[int]:
        choices = {c: [s for s in others if self.allowed[s] & fast.BIT[c]] for c in pool}
        for _ in range(40):
            rng.shuffle(pool)
            pool.sort(key=lambda c: len(choices[c]))
            left = list(need)
            dealt = list(hands)
            for c in pool:
                seats = [s for s in choices[c] if left[s]]
                if not seats:
                    break
                total = sum(left[s] for s in seats)
                pick = rng.random() * total
                for s in seats:
                    pick -= left[s]
                    if pick < 0:
                        break
                dealt[s] |= fast.BIT[c]
                left[s] -= 1
            else:
                return dealt
        # Forty random tries failed to meet the constraints (it does not happen on positions
        # of real games, where the actual deal meets them): deal without them.
        left = list(need)
        dealt = list(hands)
        rng.shuffle(pool)
        for c in pool:
            s = next(s for s in others if left[s])
            dealt[s] |= fast.BIT[c]
            left[s] -= 1
        return dealt


def read_knowledge(game: Hearts, seat: int) -> Knowledge:
    """What ``seat`` knows in the playing phase of ``game`` (never another seat's hand)."""
    allowed = [fast.ALL_CARDS] * PLAYERS
    broken = False
    tricks: list[Sequence[tuple[int, Card]]] = [t.cards for t in game.tricks]
    if game.trick:
        tricks.append(game.trick)
    won = [0] * PLAYERS
    gone = 0
    for number, cards in enumerate(tricks):
        lead_seat, lead = cards[0]
        if number > 0 and not broken and is_point_card(lead):
            allowed[lead_seat] &= fast.POINT_MASK
        for s, c in cards[1:]:
            if c.suit != lead.suit:
                allowed[s] &= ~fast.SUIT_MASK[fast.INDEX[lead] // 13]
                if number == 0 and is_point_card(c):
                    allowed[s] &= fast.POINT_MASK
        broken = broken or any(is_point_card(c) for _, c in cards)
    for t in game.tricks:
        mask = fast.to_mask(c for _, c in t.cards)
        won[t.winner] |= mask
        gone |= mask
    trick = [fast.INDEX[c] for _, c in game.trick]
    on_table = gone | fast.to_mask(c for _, c in game.trick)
    mine = fast.to_mask(game.hands[seat])
    fixed = [0] * PLAYERS
    passed = game.passes[seat]
    if game.pass_direction is not PassDirection.KEEPER and passed is not None:
        fixed[game.pass_direction.target(seat)] = fast.to_mask(passed) & ~on_table
    hands = [0] * PLAYERS
    hands[seat] = mine
    return Knowledge(
        seat=seat,
        hands=hands,
        sizes=[len(h) for h in game.hands],
        allowed=allowed,
        fixed=fixed,
        unseen=fast.ALL_CARDS & ~on_table & ~mine,
        leader=game.leader,
        trick=trick,
        gone=gone,
        won=won,
        broken=game.hearts_broken,
        first=game.first_trick,
    )


def distinct_moves(legal: int, hand: int, unseen: int) -> list[int]:
    """One card of each group of legal cards that play alike: neighbours in a suit with no
    unseen card between them (Q♠ and J♦ score, so they always stand alone)."""
    moves: list[int] = []
    previous = -2
    for c in fast.indices(legal):
        alike = (
            previous >= 0
            and fast.SUIT_OF[c] == fast.SUIT_OF[previous]
            and not unseen & fast.BELOW[c] & fast.ABOVE[previous]
            and c not in (fast.QUEEN_OF_SPADES, fast.JACK_OF_DIAMONDS)
            and previous not in (fast.QUEEN_OF_SPADES, fast.JACK_OF_DIAMONDS)
        )
        if not alike:
            moves.append(c)
        previous = c
    return moves


def standing(points: list[int], seat: int) -> float:
    """What the search minimizes: the seat's points less the others' average.

    Without a moon every hand hands out 16 points (26 − 10), so this orders outcomes as the
    seat's own points do; with a moon it weighs the shooter's −26 as well, so the search stops
    another seat's moon for a point or two of its own, and runs its own.
    """
    own = points[seat]
    return own - (sum(points) - own) / (PLAYERS - 1)


@dataclass
class SearchResult:
    """The mean :func:`standing` per candidate, over ``iterations`` determinizations."""

    means: dict[int, float]
    iterations: int


def evaluate_plays(
    knowledge: Knowledge,
    moves: list[int],
    rng: random.Random,
    budget: float | None,
    iterations: int | None,
) -> SearchResult:
    """Play each candidate card on the same determinizations until the budget is spent."""
    deadline = None if budget is None else CLOCK() + budget
    rollout_rng = random.Random()
    policy = fast.heuristic_policy(rollout_rng)
    values: dict[int, list[float]] = {m: [] for m in moves}
    seat = knowledge.seat
    done = 0
    k = knowledge
    while True:
        hands = k.sample(rng)
        seed = rng.getrandbits(32)
        for m in moves:
            rollout_rng.seed(seed)
            points = fast.play_out(
                list(hands), k.leader, k.trick, k.broken, k.first, list(k.won), k.gone, policy, m
            )
            values[m].append(standing(points, seat))
        done += 1
        if iterations is not None and done >= iterations:
            break
        if deadline is not None and CLOCK() >= deadline:
            break
        if done % SETTLE_EVERY == 0 and settled(values):
            break
    return SearchResult({m: sum(v) / done for m, v in values.items()}, done)


def settled(values: dict[int, list[float]]) -> bool:
    """Whether more determinizations would hardly change the choice: the best candidate
    beats every other one by :data:`SETTLE_Z` standard errors of their paired differences
    (or plays exactly alike with it), after :data:`SETTLE_EVERY` determinizations or more."""
    n = len(next(iter(values.values())))
    best = min(values, key=lambda m: sum(values[m]))
    for m, other in values.items():
        if m == best:
            continue
        diffs = [a - b for a, b in zip(other, values[best], strict=True)]
        mean = sum(diffs) / n
        spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if spread == 0 and mean == 0:
            continue
        if mean <= SETTLE_Z * math.sqrt(spread / n):
            return False
    return True


def choose_play(
    game: Hearts,
    seat: int,
    rng: random.Random,
    fallback: Card,
    budget: float | None = BUDGET,
    iterations: int | None = None,
) -> Card:
    """The card to play: the search's, or ``fallback`` (the normal player's) unless another
    card is better by :data:`MARGIN` points."""
    legal = game.legal_cards(seat)
    if len(legal) == 1:
        return legal[0]
    k = read_knowledge(game, seat)
    legal_mask = fast.to_mask(legal)
    moves = distinct_moves(legal_mask, k.hands[seat], k.unseen)
    fallback_move = _representative(fast.INDEX[fallback], moves, k.unseen)
    if len(moves) == 1:
        return fallback
    result = evaluate_plays(k, moves, rng, budget, iterations)
    best = min(moves, key=lambda m: result.means[m])
    if result.means[best] < result.means[fallback_move] - MARGIN:
        return fast.CARDS[best]
    return fallback


def _representative(c: int, moves: list[int], unseen: int) -> int:
    """The candidate of ``c``'s group (the group's lowest card)."""
    return max(m for m in moves if m <= c and fast.SUIT_OF[m] == fast.SUIT_OF[c])


# --------------------------------------------------------------------------- passing

#: How much another seat wants to pass each card (for the passes of the rollouts).
_PASS_DANGER: tuple[float, ...] = tuple(
    90.0
    if c == fast.QUEEN_OF_SPADES
    else 60.0 + c % 13
    if c in (fast.KING_OF_SPADES, fast.ACE_OF_SPADES)
    else -40.0
    if c == fast.JACK_OF_DIAMONDS
    else -15.0
    if fast.SUIT_OF[c] == fast.SPADES
    else 4.0 * (c % 13 - 4)
    if fast.SUIT_OF[c] == fast.HEARTS
    else 2.0 * (c % 13 - 5)
    for c in range(52)
)


def _rollout_pass(hand: int) -> int:
    """The three most dangerous cards of ``hand`` (the other seats' pass in a rollout)."""
    chosen = sorted(fast.indices(hand), key=_PASS_DANGER.__getitem__)[-3:]
    return fast.BIT[chosen[0]] | fast.BIT[chosen[1]] | fast.BIT[chosen[2]]


def pass_candidates(hand: Sequence[Card], ranked: list[tuple[Card, ...]]) -> list[int]:
    """Masks of the passes worth comparing: the best by danger, and every void-making one."""
    candidates = [fast.to_mask(trio) for trio in ranked[:PASS_CANDIDATES]]
    for suit in "CD":
        cards = [c for c in hand if c.suit == suit]
        if 0 < len(cards) <= 3:
            rest = [c for c in hand if c.suit != suit]
            best_rest = [c for trio in ranked for c in trio if c in rest]
            fill = list(dict.fromkeys(best_rest))[: 3 - len(cards)]
            if len(fill) == 3 - len(cards):
                candidates.append(fast.to_mask([*cards, *fill]))
        if len(cards) == 4:  # three of four: a singleton left to lead or dump early
            for trio in itertools.combinations(cards, 3):
                candidates.append(fast.to_mask(trio))
    return list(dict.fromkeys(candidates))


def evaluate_passes(
    game: Hearts,
    seat: int,
    candidates: list[int],
    rng: random.Random,
    budget: float | None,
    iterations: int | None,
) -> dict[int, float]:
    """Mean :func:`standing` of ``seat`` for each candidate pass (on shared futures)."""
    direction = game.pass_direction
    mine = fast.to_mask(game.hands[seat])
    others = [s for s in range(PLAYERS) if s != seat]
    pool = fast.indices(fast.ALL_CARDS & ~mine)
    deadline = None if budget is None else CLOCK() + budget
    rollout_rng = random.Random()
    policy = fast.heuristic_policy(rollout_rng)
    values: dict[int, list[float]] = {c: [] for c in candidates}
    done = 0
    while True:
        rng.shuffle(pool)
        hands = [0] * PLAYERS
        hands[seat] = mine
        for number, s in enumerate(others):
            hands[s] = sum(fast.BIT[c] for c in pool[13 * number : 13 * number + 13])
        passes = [_rollout_pass(h) for h in hands]
        seed = rng.getrandbits(32)
        for candidate in candidates:
            passes[seat] = candidate
            dealt = fast.exchange(hands, passes, direction)
            rollout_rng.seed(seed)
            points = fast.play_out(
                dealt, fast.two_of_clubs_holder(dealt), [], False, True, [0] * 4, 0, policy
            )
            values[candidate].append(standing(points, seat))
        done += 1
        if iterations is not None and done >= iterations:
            break
        if deadline is not None and CLOCK() >= deadline:
            break
        if done % SETTLE_EVERY == 0 and settled(values):
            break
    return {c: sum(v) / done for c, v in values.items()}


def choose_pass(
    game: Hearts,
    seat: int,
    rng: random.Random,
    ranked: list[tuple[Card, ...]],
    budget: float | None = BUDGET,
    iterations: int | None = None,
) -> list[Card]:
    """The pass: the normal player's best (``ranked[0]``) unless a candidate is better by
    :data:`MARGIN` points in the rollouts."""
    hand = game.hands[seat]
    candidates = pass_candidates(hand, ranked)
    means = evaluate_passes(game, seat, candidates, rng, budget, iterations)
    default = candidates[0]
    best = min(candidates, key=means.__getitem__)
    chosen = best if means[best] < means[default] - MARGIN else default
    return fast.to_cards(chosen)
