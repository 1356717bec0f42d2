"""The easy and normal computer players of Deal Me In: one move deep.

The normal player is greedy:

- It places the highest-scoring placement; among equal scores it prefers winning a joker
  square, keeping its own jokers, placing more cards (fewer left to pay for at the end) and
  leaving fewer empty bonus squares next to its cards for the next player.
- It reclaims board jokers first when the joker lets it score more this move.
- When it cannot place, it swaps its least useful cards (those that pair with nothing and
  have few neighbours in rank), or passes once the deck is empty.

The easy player plays like a casual player: it sees the good placements but not always the
best one (it picks at random among the :data:`EASY_CHOICES` best-scoring placements of
different cards, the best twice as often as each of the others), and it overlooks one
reclaim in two (:data:`EASY_MISSED_RECLAIM`).

The hard player (:mod:`engine.dealmein.lookahead`) starts from the normal player's choice
and its pieces (:func:`best_move`, :func:`top_moves`, :func:`after_reclaim`,
:func:`no_placement_action`); :mod:`engine.dealmein.ai` chooses between the levels.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence

from engine.cards import JOKER, Card, PlayedJoker
from engine.dealmein.actions import DealMeInAction, Pass, Reclaim, Steps, Swap
from engine.dealmein.board import BONUS, KIND_BY_INDEX, SquareKind
from engine.dealmein.game import DealMeIn
from engine.dealmein.movegen import Move, PreparedBoard, prepare, ranked_moves
from engine.dealmein.placement import BoardCard, neighbours

#: Most cards swapped in one move.
MAX_SWAP = 3


#: The easy player chooses among this many of the best-scoring placements.
EASY_CHOICES = 3
#: How often the easy player overlooks a reclaim that would pay.
EASY_MISSED_RECLAIM = 0.5


def choose_action(
    game: DealMeIn, player: int, rng: random.Random, level: str = "normal"
) -> DealMeInAction:
    """The action of the easy or the normal player (``level``) for ``player`` (whose turn
    it is)."""
    hand = game.hands[player]
    pick = _casual_move if level == "easy" else best_move
    board = PreparedBoard(game.board)  # a reclaim leaves the same cards in every line
    best = pick(board, hand, game.jokers_left, rng)
    reclaim = game.reclaimable(player)
    if reclaim and not (level == "easy" and rng.random() < EASY_MISSED_RECLAIM):
        _, new_hand = after_reclaim(game.board, hand, reclaim)
        if level == "easy":
            with_jokers = pick(board, new_hand, game.jokers_left, rng)
        else:  # only a placement scoring more than ``best`` is worth the reclaim
            floor = None if best is None else best.score
            with_jokers = best_move(board, new_hand, game.jokers_left, rng, above=floor)
        if with_jokers is not None and (best is None or with_jokers.score > best.score):
            return Steps((Reclaim(tuple(reclaim)),), with_jokers.place)
    if best is not None:
        return best.place
    return no_placement_action(game, player)


def no_placement_action(game: DealMeIn, player: int) -> Swap | Pass:
    """With no placement: a swap of the least useful cards, or the pass."""
    swappable = [c for c in game.hands[player] if not c.is_joker]
    if game.deck and swappable:
        cards = swap_choice(swappable, len(game.deck))
        return Swap(tuple(cards))
    return Pass()


def after_reclaim(
    board: Mapping[int, BoardCard], hand: Sequence[Card], reclaim: Sequence[Card]
) -> tuple[dict[int, BoardCard], list[Card]]:
    """The board and hand once the board jokers standing for ``reclaim`` are taken back."""
    new_board = dict(board)
    new_hand = list(hand)
    for card in reclaim:
        square = min(
            s for s, c in new_board.items() if isinstance(c, PlayedJoker) and c.stands_for is card
        )
        new_board[square] = card
        new_hand.remove(card)
        new_hand.append(JOKER)
    return new_board, new_hand


def top_moves(
    board: Mapping[int, BoardCard] | PreparedBoard, hand: Sequence[Card], count: int
) -> list[Move]:
    """The ``count`` best-scoring placements of different groups (squares and cards), best
    first; the search stops at groups whose ceiling is below the last one kept."""
    kept: list[Move] = []
    for ceiling, move in ranked_moves(board, hand):
        if len(kept) >= count and ceiling <= kept[-1].score:
            break
        kept.append(move)
        kept.sort(key=lambda m: m.score, reverse=True)
        del kept[count:]
    return kept


def _casual_move(
    board: Mapping[int, BoardCard] | PreparedBoard,
    hand: Sequence[Card],
    jokers_left: Collection[int],
    rng: random.Random,
) -> Move | None:
    """One of the :data:`EASY_CHOICES` best placements of different cards (where the same
    cards go matters less to a casual eye), the best one weighted double."""
    distinct: dict[tuple[str, ...], Move] = {}
    for move in top_moves(board, hand, 4 * EASY_CHOICES):
        distinct.setdefault(tuple(sorted(str(c) for c in move.cards)), move)
    moves = list(distinct.values())[:EASY_CHOICES]
    if not moves:
        return None
    weights = [2] + [1] * (len(moves) - 1)
    return rng.choices(moves, weights)[0]


def best_move(
    board: Mapping[int, BoardCard] | PreparedBoard,
    hand: Sequence[Card],
    jokers_left: Collection[int],
    rng: random.Random,
    above: int | None = None,
) -> Move | None:
    """The greedy choice among every legal placement, or ``None`` when there is none
    (``above``: among the placements scoring more than that, when there are any).

    Groups are scored richest ceiling first, and the search stops at a group whose ceiling
    is below the best score found (ties are kept for the tie-break)."""
    prepared = prepare(board)
    tied: list[Move] = []
    for ceiling, move in ranked_moves(prepared, hand, above=above):
        if tied and ceiling < tied[0].score:
            break
        if not tied or move.score > tied[0].score:
            tied = [move]
        elif move.score == tied[0].score:
            tied.append(move)
    if not tied:
        return None
    keys = [_tie_break(m, prepared.board, jokers_left) for m in tied]
    best_key = max(keys)
    finalists = [m for m, k in zip(tied, keys, strict=True) if k == best_key]
    return finalists[0] if len(finalists) == 1 else rng.choice(finalists)


def _tie_break(
    move: Move, board: Mapping[int, BoardCard], jokers_left: Collection[int]
) -> tuple[int, int, int, int]:
    won = sum(1 for s in move.squares if s in jokers_left)
    placed = set(move.squares)
    exposed = {
        n
        for s in move.squares
        for n in neighbours(s)
        if n not in board and n not in placed and _is_prize(n, jokers_left)
    }
    return (won, -move.jokers_used, len(move.squares), -len(exposed))


def _is_prize(square: int, jokers_left: Collection[int]) -> bool:
    kind = KIND_BY_INDEX[square]
    return kind in BONUS or (kind is SquareKind.JOKER and square in jokers_left)


def swap_choice(cards: Sequence[Card], deck_size: int) -> list[Card]:
    """The cards worth least to keep: unpaired, far in rank from the rest, low. At least
    one card, at most :data:`MAX_SWAP` and never more than the deck holds."""

    def usefulness(card: Card) -> tuple[int, int]:
        same_rank = sum(1 for c in cards if c.rank == card.rank and c is not card)
        close = sum(1 for c in cards if c is not card and 0 < abs(c.rank - card.rank) <= 4)
        same_suit = sum(1 for c in cards if c.suit == card.suit and c is not card)
        return (3 * same_rank + close + same_suit, card.rank)

    ranked = sorted(cards, key=lambda c: (usefulness(c), c.sort_key()))
    loners = [c for c in ranked if not any(o.rank == c.rank and o is not c for o in cards)]
    chosen = loners[:MAX_SWAP] or ranked[:1]
    return chosen[: max(1, min(len(chosen), deck_size))]
