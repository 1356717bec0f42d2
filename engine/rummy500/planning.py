"""What the Rummy 500 computer players read in a hand: the melds and lay-offs of a turn
(:func:`plan_plays`, the melds that put the most cards down: :func:`best_melds`), the pile
draw worth making (:func:`choose_draw`) and a card's ties to the rest of its hand
(:func:`ties`).

The normal and easy players (:mod:`engine.rummy500.ai`) play by it, and the hard player
(:mod:`engine.rummy500.hard`) builds on it: it lives apart from both so that the hard
player reads the hand as the normal player does without importing the module that
chooses between the levels.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card
from engine.melds import Meld, analyse_meld, meld_points, natural_melds
from engine.rummy500.actions import DrawPile, DrawStock, Layoff, Pass
from engine.rummy500.actions import Meld as MeldAction
from engine.rummy500.state import Rummy500State
from engine.rummy500.table import TableMeld, card_points, layoff_targets, melds_with

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


def choose_draw(
    game: Rummy500State, player: int, top_only: bool = False, kept_share: float = 0.0
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


def _pile_position(game: Rummy500State, action: DrawPile) -> int:
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
