"""The Rummy 500 computer player.

One action per call, recomputed from the position each time:

- **draw**: take from the discard pile when the cards it gains go to the table at once and
  add more to this turn's melds and lay-offs than the taken cards left in hand would cost;
  otherwise the stock (with the stock empty: the best such pile draw, or ``pass``);
- **play**: first use the card that must be used, then meld the largest melds it holds,
  then lay off every card that fits, so that it goes out whenever it can;
- **discard**: the highest card with no partner (no card of its rank, none of its suit one
  or two ranks away), keeping pairs and near-runs; when every card has one, the card with
  the weakest ties.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card, format_cards
from engine.melds import Meld, analyse_meld, meld_points, natural_melds
from engine.rummy500.game import DRAW, Rummy500
from engine.rummy500.table import (
    TableMeld,
    card_points,
    hand_points,
    layoff_targets,
    melds_with,
)


@dataclass(frozen=True, slots=True)
class Play:
    """One meld (``number`` 0) or lay-off onto meld ``number`` of the plan."""

    cards: tuple[Card, ...]
    number: int = 0

    @property
    def action(self) -> str:
        if self.number:
            return f"layoff {self.cards[0]} {self.number}"
        return f"meld {format_cards(self.cards)}"


def choose_action(game: Rummy500, player: int, rng: random.Random) -> str:
    """The computer player's next action for ``player`` (who must be to move)."""
    if game.phase == DRAW:
        return choose_draw(game, player)
    hand = game.hands[player]
    plays = plan_plays(hand, game.melds, game.must_use, player)
    if plays:
        return plays[0].action
    return f"discard {choose_discard(hand)}"


def choose_draw(game: Rummy500, player: int) -> str:
    """``draw stock``, or the pile draw with the best gain when it gains anything."""
    hand = game.hands[player]
    baseline = _placed_points(plan_plays(hand, game.melds, None, player))
    best_gain, best_action = 0, "draw stock" if game.stock else "pass"
    for action in game.legal_draws():
        if action == "draw stock":
            continue
        index = _pile_position(game, action)
        taken = game.discard[index:]
        plays = plan_plays([*hand, *taken], game.melds, game.discard[index], player)
        placed = Counter(c for play in plays for c in play.cards)
        left = Counter(taken) - placed
        gain = _placed_points(plays) - baseline - hand_points(left.elements())
        if gain > best_gain:
            best_gain, best_action = gain, action
    return best_action


def _pile_position(game: Rummy500, action: str) -> int:
    """The index in the discard pile that a legal ``draw`` action names."""
    tokens = action.split()[1:]
    if len(tokens) == 2:
        return int(tokens[1]) - 1
    return max(i for i, c in enumerate(game.discard) if str(c) == tokens[0])


def plan_plays(
    hand: Sequence[Card], melds: Sequence[TableMeld], must_use: Card | None, player: int
) -> list[Play]:
    """The melds and lay-offs the player would make this turn, in order: the card that must
    be used first, then the largest melds, then lay-offs of the highest cards."""
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
            return Play(_best_meld(options).cards)
        numbers = layoff_targets(must, table)
        return Play((must,), numbers[0]) if numbers else None
    options = natural_melds(held)
    if options:
        return Play(_best_meld(options).cards)
    for item in sorted(set(held), key=card_points, reverse=True):
        numbers = layoff_targets(item, table)
        if numbers:
            return Play((item,), numbers[0])
    return None


def _best_meld(options: list[Meld]) -> Meld:
    return max(options, key=lambda m: (len(m.cards), meld_points(m)))


def _placed_points(plays: list[Play]) -> int:
    return sum(card_points(c) for play in plays for c in play.cards)


def choose_discard(hand: Sequence[Card]) -> Card:
    """The highest card without a partner; else the card with the weakest ties (a pair or
    a neighbour counts 2, a card two ranks away 1), the highest of those."""

    def ties(item: Card) -> int:
        return sum(_tie(item, other) for other in hand) - _tie(item, item)

    return min(hand, key=lambda c: (ties(c), -card_points(c), -c.rank, c.sort_key()))


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
