"""The Rummy 500 computer players.

Three levels (``level`` of :func:`engine.registry.computer_action`):

- **easy** plays like a casual player: it looks only at the top card of the discard pile
  (never digs deeper), it overlooks half of the lay-offs it could make (the card that must
  be used excepted), and one discard in four is a random card among those with no partner;
- **normal** (below);
- **hard** (:mod:`engine.rummy500.hard`): the normal player with a memory of what the
  others took from the pile and discarded: it holds its melds back (they would take the
  others' lay-offs) while nobody is near going out, goes out as soon as it can, and does
  not discard what is likely to feed the others.

The normal player plays one action per call, recomputed from the position each time:

- **draw**: take from the discard pile when the cards it gains go to the table at once and
  add more to this turn's melds and lay-offs than the cards it takes on would cost: the
  taken cards left in hand with no partner there (a taken card that makes a pair or a
  near-run is kept as a meld to come, not counted as a cost: measured against the stricter
  count, this wins more often). Otherwise the stock (with the stock empty: the best such
  pile draw, or ``pass``);
- **play**: first use the card that must be used, then lay the melds that put the most
  cards down (:func:`best_melds`), then lay off every card that fits, so that it goes out
  whenever it can;
- **discard**: the highest card with no partner (no card of its rank, none of its suit one
  or two ranks away), keeping pairs and near-runs; when every card has one, the card with
  the weakest ties.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card
from engine.melds import Meld, analyse_meld, meld_points, natural_melds
from engine.rummy500.actions import Discard, DrawPile, DrawStock, Layoff, Pass, Rummy500Action
from engine.rummy500.actions import Meld as MeldAction
from engine.rummy500.game import DRAW, Rummy500
from engine.rummy500.table import (
    TableMeld,
    card_points,
    layoff_targets,
    melds_with,
)

#: The most steps :func:`best_melds` takes before settling for the best melds found.
SEARCH_NODES = 4000


@dataclass(frozen=True, slots=True)
class Play:
    """One meld (``number`` 0) or lay-off onto meld ``number`` of the plan."""

    cards: tuple[Card, ...]
    number: int = 0

    @property
    def action(self) -> Layoff | MeldAction:
        if self.number:
            return Layoff(self.cards[0], self.number)
        return MeldAction(self.cards)


def choose_action(
    game: Rummy500, player: int, rng: random.Random, level: str = "normal"
) -> Rummy500Action:
    """The next action of the computer player of ``level`` for ``player`` (to move)."""
    if level == "hard":
        from engine.rummy500 import hard  # it builds on this module

        return hard.choose_action(game, player)
    if level == "easy":
        return easy_action(game, player, rng)
    if game.phase == DRAW:
        return choose_draw(game, player)
    hand = game.hands[player]
    plays = plan_plays(hand, game.melds, game.must_use, player)
    if plays:
        return plays[0].action
    return Discard(choose_discard(hand))


#: The share of lay-offs the easy player overlooks, and of its discards that slip.
EASY_MISSED_LAYOFFS = 0.5
EASY_SLIPS = 0.25


def easy_action(game: Rummy500, player: int, rng: random.Random) -> Rummy500Action:
    """The easy player's action (see the module documentation)."""
    if game.phase == DRAW:
        return choose_draw(game, player, top_only=True)
    hand = game.hands[player]
    for play in plan_plays(hand, game.melds, game.must_use, player):
        overlooked = play.number and game.must_use not in play.cards
        if overlooked and rng.random() < EASY_MISSED_LAYOFFS:
            continue
        if play.number and play.number not in layoff_targets(play.cards[0], game.melds):
            continue  # it fits only after a play skipped above: planned again later
        return play.action
    if game.must_use is not None:  # the card taken must be used: the plan's first play does
        return plan_plays(hand, game.melds, game.must_use, player)[0].action
    loose = [c for c in hand if ties(c, hand) == 0]
    if loose and rng.random() < EASY_SLIPS:
        return Discard(rng.choice(sorted(loose, key=lambda c: c.sort_key())))
    return Discard(choose_discard(hand))


def choose_draw(
    game: Rummy500, player: int, top_only: bool = False, kept_share: float = 0.0
) -> DrawStock | DrawPile | Pass:
    """``draw stock``, or the pile draw with the best gain when it gains anything
    (``top_only``: of the pile's top card alone). ``kept_share``: the share of their points
    that taken cards kept in hand with a partner there count as gained (melds to come)."""
    hand = game.hands[player]
    baseline = _placed_points(plan_plays(hand, game.melds, None, player))
    best_gain: float = 0
    best_action: DrawStock | DrawPile | Pass = DrawStock() if game.stock else Pass()
    top = DrawPile(game.discard[-1]) if game.discard else None
    for action in game.legal_draws():
        if not isinstance(action, DrawPile) or (top_only and action != top):
            continue
        index = _pile_position(game, action)
        taken = game.discard[index:]
        plays = plan_plays([*hand, *taken], game.melds, game.discard[index], player)
        placed = Counter(c for play in plays for c in play.cards)
        kept = list((Counter([*hand, *taken]) - placed).elements())
        left = list((Counter(taken) - placed).elements())
        burden = sum(card_points(c) for c in left if ties(c, kept) < 2)
        promise = sum(card_points(c) for c in left if ties(c, kept) >= 2)
        gain = _placed_points(plays) - baseline - burden + kept_share * promise
        if gain > best_gain:
            best_gain, best_action = gain, action
    return best_action


def _pile_position(game: Rummy500, action: DrawPile) -> int:
    """The index in the discard pile that a legal ``draw`` action names."""
    if action.position is not None:
        return action.position - 1
    return max(i for i, c in enumerate(game.discard) if c is action.card)


def plan_plays(
    hand: Sequence[Card], melds: Sequence[TableMeld], must_use: Card | None, player: int
) -> list[Play]:
    """The melds and lay-offs the player would make this turn, in order: the card that must
    be used first (in the meld that leaves the best melds of the rest), then the melds of
    :func:`best_melds`, then lay-offs of the highest cards."""
    held = list(hand)
    table = list(melds)
    plays: list[Play] = []
    must = must_use
    while (play := _next_play(held, table, must)) is not None:
        plays.append(play)
        for item in play.cards:
            held.remove(item)
        if play.number:
            table = [
                m.extended(play.cards[0], player) if m.number == play.number else m for m in table
            ]
        else:
            meld = analyse_meld(play.cards)
            table.append(TableMeld(len(table) + 1, meld, (player,) * len(play.cards)))
        if must is not None and must in play.cards:
            must = None
    return plays


def _next_play(held: list[Card], table: list[TableMeld], must: Card | None) -> Play | None:
    if must is not None:
        options = melds_with(must, held)
        if options:
            return Play(max(options, key=lambda m: _with_rest(m, held)).cards)
        numbers = layoff_targets(must, table)
        return Play((must,), numbers[0]) if numbers else None
    best = best_melds(held)
    if best:
        return Play(best[0].cards)
    for item in sorted(set(held), key=lambda c: (-card_points(c), c.sort_key())):
        numbers = layoff_targets(item, table)
        if numbers:
            return Play((item,), numbers[0])
    return None


def _with_rest(meld: Meld, held: list[Card]) -> tuple[int, int]:
    """The (cards, points) melded by ``meld`` and the best melds of the cards left."""
    rest = list((Counter(held) - Counter(meld.cards)).elements())
    cards, points = _value(best_melds(rest))
    return cards + len(meld.cards), points + meld_points(meld)


def best_melds(held: Sequence[Card]) -> list[Meld]:
    """Melds that can be laid together from ``held`` (no card used twice), chosen to meld
    the most cards, then the most points; the largest first.

    An exhaustive search over the hand's melds, capped at :data:`SEARCH_NODES` steps (a hand
    swollen by a deep draw can hold very many overlapping runs); the best found so far is
    kept when the cap is reached.
    """
    options = sorted(natural_melds(held), key=lambda m: (-len(m.cards), -meld_points(m)))
    counts = Counter(held)
    best: list[Meld] = []
    best_value = (0, 0)
    steps = 0

    def search(start: int, chosen: list[Meld], cards: int, points: int) -> None:
        nonlocal best, best_value, steps
        if (cards, points) > best_value:
            best, best_value = list(chosen), (cards, points)
        for index in range(start, len(options)):
            steps += 1
            if steps > SEARCH_NODES:
                return
            meld = options[index]
            need = Counter(meld.cards)
            if any(counts[c] < n for c, n in need.items()):
                continue
            counts.subtract(need)
            chosen.append(meld)
            search(index + 1, chosen, cards + len(meld.cards), points + meld_points(meld))
            chosen.pop()
            counts.update(need)

    search(0, [], 0, 0)
    return best


def _value(melds: list[Meld]) -> tuple[int, int]:
    return sum(len(m.cards) for m in melds), sum(meld_points(m) for m in melds)


def _placed_points(plays: list[Play]) -> int:
    return sum(card_points(c) for play in plays for c in play.cards)


def choose_discard(hand: Sequence[Card]) -> Card:
    """The highest card without a partner; else the card with the weakest ties (a pair or
    a neighbour counts 2, a card two ranks away 1), the highest of those."""

    return min(hand, key=lambda c: (ties(c, hand), -card_points(c), -c.rank, c.sort_key()))


def ties(item: Card, hand: Sequence[Card]) -> int:
    """How strongly the other cards of ``hand`` (which holds ``item``) tie ``item`` to a
    meld to come: the sum of :func:`_tie` over them."""
    return sum(_tie(item, other) for other in hand) - _tie(item, item)


def _tie(item: Card, other: Card) -> int:
    """How much ``other`` helps ``item`` towards a meld: 2 for a card of the same rank or a
    neighbour in the suit, 1 for a card two ranks away in the suit, else 0."""
    if other.rank == item.rank:
        return 2
    if other.suit != item.suit:
        return 0
    gap = min(abs(item.rank - other.rank), abs(_low(item) - _low(other)))
    return {1: 2, 2: 1}.get(gap, 0)


def _low(item: Card) -> int:
    """The card's rank with the ace low."""
    return 1 if item.rank == 14 else item.rank
