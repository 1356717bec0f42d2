"""The hard computer player of Rummy 500: the normal player with a memory of the hand
(:mod:`engine.rummy500.memory`: the cards each other player took from the pile and kept,
and the cards they discarded) and a reading of what a discard gives away
(:mod:`engine.rummy500.risk`). With them it:

- **holds its melds back** while nobody is near going out (every other player holds at
  least :data:`HOLD_HAND` cards and the stock has :data:`HOLD_STOCK`): a meld on the table
  takes the others' lay-offs, each worth its points to them, while a meld kept in hand
  costs nothing until the hand ends. It still lays off on the table's melds at once,
  melds the card it took from the pile (the rule says so), and discards a card of a meld
  it holds only when it has no other;
- **goes out** whenever its whole hand can go down this turn (melds, lay-offs and the last
  discard), held melds included, and lays every meld down once another player is down to
  fewer than :data:`HOLD_HAND` cards or the stock runs short;
- **does not discard what feeds the others, and keeps its high cards**: each card's ties to
  its hand (as the normal player counts them) are weighed with the chance that another
  player can use it (:func:`engine.rummy500.risk.use_chance`: certain when it lays off on
  the table or melds with cards they are known to hold) times what it would give them, and
  with its own points: a high card melded later counts most, and a high card let go is the
  one that feeds the others most, so the low cards go first (against the normal player,
  who lets its highest loose card go, this wins far more games);
- once another player is down to :data:`CLOSING_HAND` cards, lets its highest card go
  whatever its ties, the safest first (what it still holds when they go out counts
  against it);
- draws as the normal player does, but counts half the points of taken cards that partner
  its hand as gained (:data:`KEPT_SHARE`).

It plays the same way for the same position: nothing in it is random.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.cards import Card
from engine.rummy500 import memory, risk
from engine.rummy500.actions import Discard, Rummy500Action
from engine.rummy500.game import DRAW, Rummy500
from engine.rummy500.planning import Play, choose_draw, plan_plays, ties
from engine.rummy500.table import TableMeld, card_points, layoff_targets

#: Melds are held back only while every other player holds at least this many cards...
HOLD_HAND = 4
#: ... and the stock at least this many.
HOLD_STOCK = 12
#: Another player holding this many cards or fewer may go out on their next turn.
CLOSING_HAND = 2
#: A card taken from the pile and kept with a partner in hand counts this share of its
#: points as gained when choosing a pile draw (the normal player counts it nothing).
KEPT_SHARE = 0.5
#: What feeding another player weighs against a card's ties to the hand: the chance that
#: they can use it, times (its points + :data:`FEED_BASE`) / 10, times this.
FEED = 5.0
#: What a card taken from the pile is worth to the taker beyond its points (a meld laid
#: sooner, cards out of hand).
FEED_BASE = 5.0
#: A card's points / 10, times this, weigh for keeping it.
KEEP_HIGH = 4.0
#: Once another player is about to go out: a card's points / 10, times this, weigh for
#: letting it go (it costs its value if still held when they go out; ties no longer count).
CLOSING_HIGH = 4.0


def choose_action(game: Rummy500, player: int) -> Rummy500Action:
    """The hard player's next action for ``player`` (see the module documentation)."""
    if game.phase == DRAW:
        return choose_draw(game, player, kept_share=KEPT_SHARE)
    hand = game.hands[player]
    plays = plan_plays(hand, game.melds, game.must_use, player)
    held: list[Card] = []
    if plays and not _goes_out(hand, plays) and holding(game, player):
        held = [c for p in plays if not p.number for c in p.cards]
        plays = [p for p in plays if _played_while_holding(p, game)]
    if plays:
        return plays[0].action
    return Discard(choose_discard(game, player, held))


def holding(game: Rummy500, player: int) -> bool:
    """Whether melds are held back: nobody is near going out and the stock is long."""
    return len(game.stock) >= HOLD_STOCK and _fewest_cards(game, player) >= HOLD_HAND


def _played_while_holding(play: Play, game: Rummy500) -> bool:
    """A lay-off on a meld already on the table, or the meld of the card that must be
    used."""
    if play.number:
        return play.number in layoff_targets(play.cards[0], game.melds)
    return game.must_use is not None and game.must_use in play.cards


def _goes_out(hand: Sequence[Card], plays: Sequence[Play]) -> bool:
    """Whether ``plays`` leave at most one card: the hand goes out this turn."""
    return len(hand) - sum(len(p.cards) for p in plays) <= 1


def _fewest_cards(game: Rummy500, player: int) -> int:
    return min(len(h) for seat, h in enumerate(game.hands) if seat != player)


def choose_discard(game: Rummy500, player: int, held: Sequence[Card] = ()) -> Card:
    """The discard of ``player`` (to discard), weighed by :func:`discard_cost`: never a card
    of the melds ``held`` back while it has another."""
    known = memory.read_memory(game)
    shed = memory.read_discards(game)
    others = Counter[Card]()
    for seat, cards in enumerate(known):
        if seat != player:
            others += cards
    hidden = sum(len(h) for seat, h in enumerate(game.hands) if seat != player) - others.total()
    hand = game.hands[player]
    seen = risk.sight(
        hand,
        game.discard,
        game.melds,
        others,
        hidden,
        game.packs,
        [c for seat, cards in enumerate(shed) if seat != player for c in cards],
    )
    closing = _fewest_cards(game, player) <= CLOSING_HAND
    loose = list((Counter(hand) - Counter(held)).elements())
    return min(
        loose or hand,
        key=lambda c: (
            discard_cost(c, hand, game.melds, seen, closing),
            -card_points(c),
            -c.rank,
            c.sort_key(),
        ),
    )


def discard_cost(
    item: Card,
    hand: Sequence[Card],
    melds: Sequence[TableMeld],
    seen: risk.Sight,
    closing: bool = False,
) -> float:
    """What letting ``item`` go costs (the lowest goes): what it may feed the others, plus
    its ties to the rest of ``hand`` and its points (once another player is closing: less
    its points, ties or not)."""
    points = card_points(item)
    feed = FEED * risk.use_chance(item, melds, seen) * (points + FEED_BASE) / 10
    if closing:
        return feed - CLOSING_HIGH * points / 10
    return ties(item, hand) + feed + KEEP_HIGH * points / 10
