"""The hard computer player of 21-card Indian rummy: draws and discards chosen by the
chance of completing its groups from the cards not yet seen.

It measures hands as the normal player does (:func:`engine.rummy21.ai.measure`: the lowest
count with three pure sequences, penalised while they are not in reach), but it does not
judge a hand by how it stands. It judges it by what the *next stock draw* makes of it:

    E(hand) = sum over the unseen cards c of P(c) x (the best measure of hand + c, one card
    let go)

where the unseen cards are the three packs less its own hand, the open pile (every
discard of the deal was shown face up), the honour cards others set aside and the Joker
card, which waits face up under the stock. A card that touches nothing in the hand (no card
of its rank, none of its suit within two ranks among the loose cards, not wild) leaves the
measure as it is, so only the cards that may complete a sequence or a set are solved for:
its *outs*, weighted by how many copies are still unseen. A card whose last copies are all
on the open pile is dead, and a hand waiting for it is worth less than one waiting for live
cards: that is the difference from the normal player.

- **draw**: the open card is taken when the hand with it is better than the expected hand
  after a stock draw, E(hand);
- **discard**: of the cards the normal measure ranks near-best (:data:`CANDIDATES`), the
  one whose remaining hand has the best E;
- it declares and claims honour cards as the normal player does, and never drops.

The search is anytime: outs are solved most likely first, for every candidate alike, until
:data:`engine.core.TIME_BUDGET` of the hard level is spent; the outs not reached count as
leaving the hand unchanged.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from engine.cards import STANDARD_52, Card, format_cards
from engine.core import TIME_BUDGET
from engine.rummy21.ai import measure
from engine.rummy21.rules import PACKS
from engine.rummy21.solver import best_arrangement, best_discard, find_declaration

if TYPE_CHECKING:
    from engine.rummy21.game import IndianRummy

#: Discards weighed by their expected hand: the normal player's choice and the cards whose
#: discard leaves a hand at most :data:`NEAR` worse by the normal measure.
CANDIDATES = 3
NEAR = 12
#: Ranks apart within a suit that a loose card and an unseen card may share a sequence.
REACH = 2
#: Of the budget, what the search may spend (the rest: the decision around it).
SEARCH_SHARE = 0.85


def unseen_cards(game: IndianRummy, player: int) -> Counter[Card]:
    """How many copies of each card ``player`` has not seen in this deal."""
    left: Counter[Card] = Counter({c: PACKS for c in STANDARD_52})
    seen: list[Card] = [*game.hands[player], *game.open_pile]
    for seat, claimed in enumerate(game.claimed):
        if seat != player:
            seen += claimed
    if game.joker is not None and game.joker not in game.hands[player]:
        seen.append(game.joker)
    left.subtract(Counter(seen))
    return +left


def outs(hand: Sequence[Card], joker_rank: int, unseen: Counter[Card]) -> list[Card]:
    """The unseen cards that may improve ``hand``: wild cards, and cards of a loose card's
    rank or of its suit within :data:`REACH` ranks; most copies unseen first."""
    loose = best_arrangement(hand, joker_rank).unmatched
    wanted = {c for c in unseen if c.rank == joker_rank}
    for item in loose:
        for other in unseen:
            if other.rank == item.rank or (
                other.suit == item.suit and _gap(item.rank, other.rank) <= REACH
            ):
                wanted.add(other)
    return sorted(wanted, key=lambda c: (-unseen[c], c.sort_key()))


def _gap(a: int, b: int) -> int:
    """Ranks between two cards of one suit, the ace high or low."""
    low = {14: 1}
    return min(abs(a - b), abs(low.get(a, a) - low.get(b, b)))


class _Expectation:
    """E(hand) for several hands, solved out by out in turns (anytime)."""

    def __init__(self, hands: Iterable[Sequence[Card]], joker_rank: int, unseen: Counter[Card]):
        self.joker_rank = joker_rank
        self.unseen = unseen
        self.total = sum(unseen.values()) or 1
        self.hands = [list(h) for h in hands]
        self.base = [measure(h, joker_rank, free_discard=False)[0] for h in self.hands]
        self.queues = [outs(h, joker_rank, unseen) for h in self.hands]
        #: Per hand: the probability-weighted gain of the outs solved so far.
        self.gain = [0.0] * len(self.hands)

    def run(self, deadline: float) -> None:
        depth = 0
        while time.perf_counter() < deadline:
            progressed = False
            for index, queue in enumerate(self.queues):
                if depth >= len(queue):
                    continue
                progressed = True
                drawn = queue[depth]
                after, _ = measure([*self.hands[index], drawn], self.joker_rank, True)
                better = max(0, self.base[index] - after)
                self.gain[index] += better * self.unseen[drawn] / self.total
                if time.perf_counter() >= deadline:
                    return
            if not progressed:
                return
            depth += 1

    def value(self, index: int) -> float:
        return self.base[index] - self.gain[index]


def choose_action(game: IndianRummy, player: int) -> str:
    """The hard player's action for ``player`` in the play of a deal."""
    assert game.joker is not None
    started = time.perf_counter()
    deadline = started + TIME_BUDGET["hard"] * SEARCH_SHARE
    hand, joker_rank = game.hands[player], game.joker.rank
    claimable = game.claimable_honours(player)
    if claimable:
        return f"honours {format_cards(claimable)}"
    unseen = unseen_cards(game, player)
    if game.drawn:
        declaration = find_declaration(hand, joker_rank)
        if declaration is not None:
            return f"declare {declaration.notation()} discard {declaration.discard}"
        return f"discard {choose_discard(hand, joker_rank, unseen, deadline)}"
    if game.open_pile:
        top = game.open_pile[-1]
        with_open = [*hand, top]
        if find_declaration(with_open, joker_rank) is not None:
            return "draw open"
        now, _ = measure(hand, joker_rank, free_discard=False)
        after, discard = measure(with_open, joker_rank, free_discard=True)
        if discard is not top and after < now:
            stock = _Expectation([hand], joker_rank, unseen)
            stock.run(deadline)
            if after < stock.value(0):
                return "draw open"
    return "draw stock"


def choose_discard(
    hand: Sequence[Card], joker_rank: int, unseen: Counter[Card], deadline: float
) -> Card:
    """Of the near-best discards by the normal measure, the one leaving the best E."""
    first = best_discard(hand, joker_rank)
    assert first.discard is not None
    choices = [first.discard, *sorted(set(first.unmatched), key=lambda c: c.sort_key())]
    ranked: list[tuple[int, Card]] = []
    for item in dict.fromkeys(choices):
        rest = list(hand)
        rest.remove(item)
        ranked.append((measure(rest, joker_rank, free_discard=False)[0], item))
        if time.perf_counter() >= deadline:
            break
    ranked.sort(key=lambda pair: (pair[0], pair[1] is not first.discard))
    best = ranked[0][0]
    shortlist = [item for value, item in ranked[:CANDIDATES] if value <= best + NEAR]
    if len(shortlist) == 1:
        return shortlist[0]
    hands = []
    for item in shortlist:
        rest = list(hand)
        rest.remove(item)
        hands.append(rest)
    expectation = _Expectation(hands, joker_rank, unseen)
    expectation.run(deadline)
    values = [expectation.value(i) for i in range(len(shortlist))]
    return shortlist[min(range(len(shortlist)), key=lambda i: (values[i], i))]
