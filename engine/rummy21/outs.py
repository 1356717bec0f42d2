"""The hard computer player of 21-card Indian rummy: draws and discards chosen by the
chance of completing its groups from the cards not yet seen.

It reads its hand as the normal player does (:func:`engine.rummy21.ai.reading`: the lowest
count with three pure sequences, penalised while they are not in reach, and the loose cards
of that arrangement). Then it asks what the *next stock draw* may bring, card by card over
the cards it has not seen: the three packs less its own hand, the open pile (every discard of
the deal was shown face up), the honour cards others set aside and the Joker card (face up
under the stock). An unseen card is an *out* when it makes a group with two loose cards: a
pure sequence (two loose cards of its suit around it), a set (two loose cards of its rank),
or, being wild, any loose pair that is one card short of a group. The *expected gain* of a
hand is the sum over its outs of

    (copies unseen / cards unseen) x (the points of the two loose cards the out takes in,
    plus :data:`PURE_BONUS` for a pure sequence while the hand has fewer than three)

A wait whose cards are all seen (on the open pile, in the hand, set aside) is dead: it has
no outs and gains nothing, where the normal player, which reads the count alone, keeps it
as readily as a live one.

- **discard**: of the normal player's discard and the loose cards that could go instead at
  a cost of at most :data:`NEAR` in the measure, the one whose remaining hand has the best
  measure less expected gain;
- **draw**: the open card is taken when what it gains now (by the measure) is at least the
  expected gain of a stock draw, the stock otherwise;
- it declares and claims honour cards as the normal player does, and never drops.

No search beyond the normal player's solver calls: the outs are counted, not solved, so the
hard player decides in the normal player's time.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from engine.cards import STANDARD_52, Card, format_cards
from engine.rummy21.ai import declaration_of, measure, reading
from engine.rummy21.rules import PACKS, PURE_SEQUENCES_NEEDED, card_points

if TYPE_CHECKING:
    from engine.rummy21.game import IndianRummy

#: A discard may cost this much more than the normal player's by the measure and still be
#: chosen for its better outs.
NEAR = 12
#: What a new pure sequence is worth beyond its cards' points while three are not there yet.
PURE_BONUS = 20


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


def _low(rank: int) -> int:
    return 1 if rank == 14 else rank


def _in_run(ranks: Sequence[int]) -> bool:
    """Whether three ranks of one suit are consecutive (the ace high or low)."""
    for ace in (14, 1):
        values = sorted(ace if r == 14 else r for r in ranks)
        if len(set(values)) == 3 and values[2] - values[0] == 2:
            return True
    return False


def _short_pair(a: Card, b: Card) -> bool:
    """Whether one more card (any wild card) makes ``a`` and ``b`` a group."""
    if a.rank == b.rank:
        return True
    gap = min(abs(a.rank - b.rank), abs(_low(a.rank) - _low(b.rank)))
    return a.suit == b.suit and 1 <= gap <= 2


def outs(
    loose: Sequence[Card], joker_rank: int, unseen: Counter[Card], pure_short: bool
) -> dict[Card, int]:
    """Each unseen card that makes a group with two of the ``loose`` cards, and the points
    that group takes in (``pure_short``: a pure sequence is still wanted, worth
    :data:`PURE_BONUS` more)."""
    natural = [c for c in loose if c.rank != joker_rank]
    pairs = list(combinations(natural, 2))
    best_pair = max(
        (
            card_points(a, joker_rank) + card_points(b, joker_rank)
            for a, b in pairs
            if _short_pair(a, b)
        ),
        default=0,
    )
    found: dict[Card, int] = {}
    for drawn in unseen:
        if drawn.rank == joker_rank:
            if best_pair:
                found[drawn] = best_pair
            continue
        gain = 0
        for a, b in pairs:
            points = card_points(a, joker_rank) + card_points(b, joker_rank)
            if a.rank == b.rank == drawn.rank:
                gain = max(gain, points)
            elif a.suit == b.suit == drawn.suit and _in_run((a.rank, b.rank, drawn.rank)):
                gain = max(gain, points + (PURE_BONUS if pure_short else 0))
        if gain:
            found[drawn] = gain
    return found


def expected_gain(
    loose: Sequence[Card], joker_rank: int, unseen: Counter[Card], pure_short: bool
) -> float:
    """What the next stock draw is expected to take into groups (see the module)."""
    total = sum(unseen.values())
    if not total:
        return 0.0
    found = outs(loose, joker_rank, unseen, pure_short)
    return sum(unseen[c] * gain for c, gain in found.items()) / total


def choose_action(game: IndianRummy, player: int) -> str:
    """The hard player's action for ``player`` in the play of a deal."""
    assert game.joker is not None
    hand, joker_rank = game.hands[player], game.joker.rank
    claimable = game.claimable_honours(player)
    if claimable:
        return f"honours {format_cards(claimable)}"
    unseen = unseen_cards(game, player)
    if game.drawn:
        declaration = declaration_of(hand, joker_rank)
        if declaration is not None:
            return f"declare {declaration.notation()} discard {declaration.discard}"
        return f"discard {choose_discard(hand, joker_rank, unseen)}"
    if not game.open_pile:
        return "draw stock"
    top = game.open_pile[-1]
    with_open = [*hand, top]
    if declaration_of(with_open, joker_rank) is not None:
        return "draw open"
    now, arrangement = reading(hand, joker_rank, free_discard=False)
    after, discard = measure(with_open, joker_rank, free_discard=True)
    short = arrangement.pure_sequences < PURE_SEQUENCES_NEEDED
    stock = expected_gain(arrangement.unmatched, joker_rank, unseen, short)
    if discard is not top and now - after > stock:
        return "draw open"
    return "draw stock"


def choose_discard(hand: Sequence[Card], joker_rank: int, unseen: Counter[Card]) -> Card:
    """Of the near-best discards, the one leaving the best measure less expected gain."""
    value, arrangement = reading(hand, joker_rank, free_discard=True)
    first = arrangement.discard
    assert first is not None
    loose = list(arrangement.unmatched)
    short = arrangement.pure_sequences < PURE_SEQUENCES_NEEDED
    best, best_score = first, value - expected_gain(loose, joker_rank, unseen, short)
    for item in sorted(set(loose), key=lambda c: c.sort_key()):
        # Keep the normal discard loose instead of ``item``: the same groups, a count
        # higher by the difference of their points.
        cost = card_points(first, joker_rank) - card_points(item, joker_rank)
        if cost > NEAR:
            continue
        kept = list(loose)
        kept.remove(item)
        kept.append(first)
        score = value + cost - expected_gain(kept, joker_rank, unseen, short)
        if score < best_score:
            best, best_score = item, score
    return best
