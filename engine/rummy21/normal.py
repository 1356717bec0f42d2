"""The normal computer player of 21-card Indian rummy (:mod:`engine.rummy21.ai` chooses
the level; the hard player of :mod:`engine.rummy21.outs` builds on this one).

The normal player measures a hand by its *distance* (:func:`distance`): the fewest loose
natural cards it can have with three pure sequences (each draw can replace one: a card
that joins a group lets a loose one go, so that is about the draws still needed), each pure
sequence short of three weighing :data:`MISSING_PURE` loose cards; between equal numbers,
the lower count of the loose cards. With it, the normal player:

- sets honour cards aside as soon as it holds them (they are paid even if it lets them go);
- declares whenever the solver finds a declaration;
- takes the open card when it declares with it or when it brings the distance down by a
  card, otherwise draws from the stock: the open card that only lowers the count (a loose
  3 for a loose king) costs the draw from the stock that might have brought a card closer,
  and, one card from declaring, the draw that might have declared;
- discards a loose card of the hand's nearest arrangement, the one with the fewest *live
  outs* (:func:`live_outs`: the unseen copies of the cards that would make it a group with
  another loose card): a pair waits for its third card, a lone card for nothing, and a pair
  whose third cards are all in sight (on the open pile, in its own hand) waits for nothing
  either; between equals, one that neither pays nor *feeds* the other player (an honour
  card pays whoever takes it from the open pile; a card of the rank, or of the suit two
  ranks apart at most, of a card they took from the open pile may give them a group:
  :func:`engine.rummy21.sight.feeds`), then the *lowest* (a player who reads its hand by
  its count takes a low card from the open pile to lower it, and spends its draw on a card
  that brings it no closer to declaring), then the fewest cards it could make a group with
  in the whole hand (of its rank, or of its suit two ranks apart at most);
- takes an honour card from the open pile when the hand is no farther from declaring with
  it (after the best discard): 10 points from every other player, which decides many deals
  of two where the loser's count is low.

Against the count baseline of ``bench/baselines.py`` (2,000 deals: seeds 1001..2000, each
played twice with the seats swapped) the honour cards took normal from 61.5% of the deals
to 64.7% (95% CI 62.6..66.8); the discard's order alone (feeding, the lowest) changed
nothing measurable.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from functools import lru_cache

from engine.cards import SUITS, Card, card
from engine.rummy21.actions import OPEN, STOCK, Discard, Draw, Honours, Rummy21Action, declare
from engine.rummy21.rules import ACE, PURE_SEQUENCES_NEEDED, card_points, sequence_places
from engine.rummy21.solver import Arrangement, fewest_loose, find_declaration

#: What a pure sequence short of the three a declaration needs weighs in the normal
#: player's distance, in loose cards: it waits for one of few cards (three copies of each)
#: where a loose card is replaced by any card that joins a group.
MISSING_PURE = 3


def declaration_of(cards: Sequence[Card], joker_rank: int) -> Arrangement | None:
    """:func:`engine.rummy21.solver.find_declaration`, remembered like :func:`reading`."""
    return _declaration(tuple(sorted(cards, key=Card.sort_key)), joker_rank)


@lru_cache(maxsize=1024)
def _declaration(cards: tuple[Card, ...], joker_rank: int) -> Arrangement | None:
    return find_declaration(cards, joker_rank)


def distance(
    cards: Sequence[Card], joker_rank: int, free_discard: bool
) -> tuple[tuple[int, int], Arrangement]:
    """How far ``cards`` are from a declaration, as the normal player reads it (see the
    module documentation): (loose natural cards plus :data:`MISSING_PURE` for each pure
    sequence short of three, the count of the loose cards), and the arrangement read."""
    return _distance(tuple(sorted(cards, key=Card.sort_key)), joker_rank, free_discard)


@lru_cache(maxsize=4096)
def _distance(
    cards: tuple[Card, ...], joker_rank: int, free_discard: bool
) -> tuple[tuple[int, int], Arrangement]:
    best: tuple[tuple[int, int], Arrangement] | None = None
    for pure, arrangement in enumerate(fewest_loose(cards, joker_rank, free_discard)):
        if arrangement is None:
            continue
        loose = sum(1 for c in arrangement.unmatched if c.rank != joker_rank)
        value = (loose + MISSING_PURE * (PURE_SEQUENCES_NEEDED - pure), arrangement.count)
        if best is None or value < best[0]:
            best = (value, arrangement)
    assert best is not None  # with no pure sequence wanted, every hand has an arrangement
    return best


def partners(item: Card, others: Sequence[Card], joker_rank: int) -> int:
    """How many of ``others`` could make a group with ``item`` and one more card: of its
    rank, or of its suit at most two ranks away (the ace high or low); wild cards aside."""
    if item.rank == joker_rank:
        return 0
    ranks = sequence_places(item.rank)
    found = 0
    for other in others:
        if other.rank == joker_rank:
            continue
        if other.rank == item.rank:
            found += 1
        elif other.suit == item.suit:
            theirs = sequence_places(other.rank)
            found += any(abs(a - b) <= 2 for a in ranks for b in theirs)
    return found


def _card_at(position: int, suit: str) -> Card | None:
    """The card at a place of a sequence (1 is the ace low), or ``None`` off its ends."""
    if position < 1 or position > ACE:
        return None
    return card(ACE if position == 1 else position, suit)


def live_outs(item: Card, others: Sequence[Card], joker_rank: int, unseen: Counter[Card]) -> int:
    """The unseen copies (``unseen``) of the cards that would make a group of three with
    ``item`` and one of ``others``: any card of its rank with a card of its rank, the cards
    at either end of two neighbours of its suit, the card between two of its suit one rank
    apart; wild cards aside (every pair waits for them alike)."""
    if item.rank == joker_rank:
        return 0
    completing: set[Card] = set()
    for other in others:
        if other.rank == joker_rank:
            continue
        if other.rank == item.rank:
            completing.update(card(item.rank, suit) for suit in SUITS)
        elif other.suit == item.suit:
            for a in sequence_places(item.rank):
                for b in sequence_places(other.rank):
                    low, high = min(a, b), max(a, b)
                    if high - low == 1:
                        places = [low - 1, high + 1]
                    elif high - low == 2:
                        places = [low + 1]
                    else:
                        continue
                    completing.update(
                        c for c in (_card_at(p, item.suit) for p in places) if c is not None
                    )
    return sum(unseen[c] for c in completing)


def normal_discard(
    hand: Sequence[Card],
    joker_rank: int,
    unseen: Counter[Card] | None = None,
    feeding: Collection[Card] = (),
) -> Card:
    """The normal player's discard from a 22-card hand that does not declare: of the loose
    cards of its nearest arrangement (and the card that arrangement sets apart), the one
    with the fewest live outs (:func:`live_outs`, with ``unseen``: the copies of each card
    the player has not seen; without it, the fewest partners, :func:`partners`) among the
    other loose cards (a loose pair is one card from a group), then one not in ``feeding``
    (cards that pay or may give another player a group: honour cards, the cards next to
    those they took), then the lowest, then the fewest partners in the whole hand, then the
    first in card order."""
    _, arrangement = distance(hand, joker_rank, free_discard=True)
    assert arrangement.discard is not None
    loose = {c for c in (*arrangement.unmatched, arrangement.discard) if c.rank != joker_rank}
    if not loose:
        return arrangement.discard

    def weight(item: Card) -> tuple[int, bool, int, int, tuple[int, int]]:
        rest = list(hand)
        rest.remove(item)
        others = list(loose - {item})
        near = (
            partners(item, others, joker_rank)
            if unseen is None
            else live_outs(item, others, joker_rank, unseen)
        )
        return (
            near,
            item in feeding,
            card_points(item, joker_rank),
            partners(item, rest, joker_rank),
            item.sort_key(),
        )

    return min(loose, key=weight)


def takes_open(
    hand: Sequence[Card], joker_rank: int, open_top: Card, honours: Collection[Card] = ()
) -> bool:
    """Whether the normal player takes ``open_top``: it declares with it, or it brings the
    hand's distance down by a card (after the best discard, not the open card itself), or
    it is one of ``honours`` and leaves the distance as it is."""
    with_open = [*hand, open_top]
    if declaration_of(with_open, joker_rank) is not None:
        return True
    (now, _), _ = distance(hand, joker_rank, free_discard=False)
    (after, _), arrangement = distance(with_open, joker_rank, free_discard=True)
    if open_top in honours:
        return after <= now
    return arrangement.discard != open_top and after < now


def normal_action(
    *,
    hand: Sequence[Card],
    joker: Card,
    drawn: bool,
    open_top: Card | None,
    claimable: Sequence[Card],
    unseen: Counter[Card] | None = None,
    feeding: Collection[Card] = (),
    honours: Collection[Card] = (),
) -> Rummy21Action:
    """The normal player's action (see the module documentation); ``unseen``: how many
    copies of each card the player has not seen (:func:`engine.rummy21.sight.unseen_cards`),
    ``feeding``: the cards that may give another player a group
    (:func:`engine.rummy21.sight.feeding_cards`), which its discard weighs, and ``honours``:
    the deal's honour cards, which it takes from the open pile and keeps."""
    if claimable:
        return Honours(tuple(claimable))
    if drawn:
        declaration = declaration_of(hand, joker.rank)
        if declaration is not None:
            return declare(declaration)
        keep = {*feeding, *(c for c in hand if c in honours)}
        return Discard(normal_discard(hand, joker.rank, unseen, keep))
    if open_top is not None and takes_open(hand, joker.rank, open_top, honours):
        return Draw(OPEN)
    return Draw(STOCK)
