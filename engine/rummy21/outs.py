"""The hard computer player of 21-card Indian rummy: discards chosen by the chance of
completing its groups from the cards not yet seen.

It reads its hand as the normal player does (:func:`engine.rummy21.ai.reading`: the lowest
count with three pure sequences, penalised while they are not in reach, and the loose cards
of that arrangement). Then it asks what the draws to come may bring, card by card over the
cards it has not seen: the three packs less its own hand, the open pile (every discard of
the deal was shown face up), the honour cards others set aside and the Joker card (face up
under the stock). An unseen card is an *out* when it makes a group with two loose cards: a
pure sequence (two loose cards of its suit around it, worth :data:`PURE_WEIGHT` while the
hand holds fewer than three), a set (two loose cards of its rank), or, being wild, any loose
pair one card short of a group. A hand's *live outs* are the unseen copies of its outs, each
by its worth (:func:`live_outs`). A wait whose cards are all seen (on the open pile, in the
hand, set aside) is dead: it has no live outs, where the normal player, which reads the
count alone, keeps it as readily as a live one, and breaks a pair waiting for a third card
to keep a lower card that waits for nothing.

- **discard**: of the normal player's discard and the other loose cards, the one whose
  remaining hand has the best measure less :data:`OUT_WEIGHT` points a live out;
- it draws, declares and claims honour cards as the normal player does, and drops only a
  stalled deal.

No search beyond the normal player's solver calls: the outs are counted, not solved, so the
hard player decides in the normal player's time.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from engine.cards import STANDARD_52, SUITS, Card, card
from engine.rummy21.ai import declaration_of, normal_action, reading
from engine.rummy21.rules import ACE, PACKS, PURE_SEQUENCES_NEEDED, card_points

if TYPE_CHECKING:
    from engine.rummy21.game import IndianRummy

#: What one unseen copy of an out is worth against the count (points): keeping a pair that
#: waits for a third card beats keeping a lower card that waits for nothing.
OUT_WEIGHT = 3.0
#: An out that makes a pure sequence while the hand holds fewer than three counts this many
#: times (the declaration needs three).
PURE_WEIGHT = 2


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
    """Each unseen card that makes a group with two of the ``loose`` cards, and what that
    group is worth: 1, or :data:`PURE_WEIGHT` for a pure sequence while the hand holds fewer
    than three (``pure_short``). An unseen wild card is an out (worth 1) when some loose
    pair is one card short of a group."""
    natural = [c for c in loose if c.rank != joker_rank]
    found: dict[Card, int] = {}
    short = False
    for a, b in combinations(natural, 2):
        if not _short_pair(a, b):
            continue
        short = True
        if a.rank == b.rank:
            for suit in SUITS:
                drawn = card(a.rank, suit)
                if unseen[drawn] and drawn.rank != joker_rank:
                    found[drawn] = max(found.get(drawn, 0), 1)
            continue
        weight = PURE_WEIGHT if pure_short else 1
        for rank in range(2, ACE + 1):
            drawn = card(rank, a.suit)
            if unseen[drawn] and rank != joker_rank and _in_run((a.rank, b.rank, rank)):
                found[drawn] = max(found.get(drawn, 0), weight)
    if short:
        for suit in SUITS:
            wild = card(joker_rank, suit)
            if unseen[wild]:
                found[wild] = max(found.get(wild, 0), 1)
    return found


def live_outs(
    loose: Sequence[Card], joker_rank: int, unseen: Counter[Card], pure_short: bool
) -> int:
    """The unseen copies of the :func:`outs` of ``loose``, each counted by its worth."""
    return sum(
        unseen[c] * weight for c, weight in outs(loose, joker_rank, unseen, pure_short).items()
    )


def choose_action(game: IndianRummy, player: int) -> str:
    """The hard player's action for ``player`` in the play of a deal."""
    assert game.joker is not None
    hand, joker, joker_rank = game.hands[player], game.joker, game.joker.rank
    claimable = game.claimable_honours(player)
    if game.drawn and not claimable and declaration_of(hand, joker_rank) is None:
        return f"discard {choose_discard(hand, joker_rank, unseen_cards(game, player))}"
    open_top = game.open_pile[-1] if game.open_pile else None
    return normal_action(
        hand=hand, joker=joker, drawn=game.drawn, open_top=open_top, claimable=claimable
    )


def choose_discard(hand: Sequence[Card], joker_rank: int, unseen: Counter[Card]) -> Card:
    """The loose card whose loss leaves the best measure less :data:`OUT_WEIGHT` a live out
    (see the module documentation)."""
    value, arrangement = reading(hand, joker_rank, free_discard=True)
    first = arrangement.discard
    assert first is not None
    loose = list(arrangement.unmatched)
    short = arrangement.pure_sequences < PURE_SEQUENCES_NEEDED
    best, best_score = first, value - OUT_WEIGHT * live_outs(loose, joker_rank, unseen, short)
    for item in sorted(set(loose), key=lambda c: c.sort_key()):
        if item.rank == joker_rank:
            continue
        # Keep the normal discard loose instead of ``item``: the same groups, a count
        # higher by the difference of their points.
        cost = card_points(first, joker_rank) - card_points(item, joker_rank)
        kept = list(loose)
        kept.remove(item)
        kept.append(first)
        score = value + cost - OUT_WEIGHT * live_outs(kept, joker_rank, unseen, short)
        if score < best_score:
            best, best_score = item, score
    return best
