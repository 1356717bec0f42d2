"""The hard computer player of Deal Me In: it looks at the reply.

For each of its best placements (:data:`CANDIDATES`, by score, with and without reclaiming
board jokers) it asks what the next player could answer on the board that placement leaves.
It does not know that player's hand, so it samples it: the hand's size and its jokers are
public (jokers are won and played in sight), its other cards are drawn from the cards it has
not seen (not on the board, not in its own hand). For each sampled hand and each candidate
it finds the best reply among the placements that candidate *opens*: those sharing a line
with its cards (:func:`engine.dealmein.movegen.placement_groups_touching`), which is where
the bonus and Joker squares it leaves open are reached from. Replies elsewhere on the board
are open whatever it plays, so they do not tell the candidates apart. A placement is worth

    its score − the mean over the samples of the best reply it opens
    + what its own jokers and the cards left in hand are worth or will cost

where a reply that wins a Joker square counts :data:`JOKER_WORTH` more. So of two placements
that score alike, the one that hands the next player a ×3 square or a joker loses what that
reply would gain. Towards the end of the game (the deck running out, :func:`endgame_weight`)
the costs of the settlement come in: 10 points per card still held and 50 per joker held,
so it empties its hand and plays its jokers rather than keep them; a placement that ends
the game (the deck empty, its last cards placed) collects 10 per card the others hold.

The search is anytime: samples are added one at a time, to every candidate alike, until
:data:`engine.core.TIME_BUDGET` of the hard level is spent (at least one sample is always
taken). Without a placement it swaps or passes as the normal player does.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.cards import JOKER, STANDARD_52, Card, PlayedJoker
from engine.core import TIME_BUDGET
from engine.dealmein.ai import after_reclaim, no_placement_action, top_moves
from engine.dealmein.movegen import (
    Move,
    PlacementGroup,
    placement_groups_touching,
)
from engine.dealmein.placement import BoardCard

if TYPE_CHECKING:
    from engine.dealmein.game import DealMeIn

#: Placements weighed against the reply (the best by score, without and with a reclaim).
CANDIDATES = 6
#: While the deck is full, the normal player's tie-breaks as points: winning a Joker square,
#: spending one of its jokers, each card placed (more cards, more fresh draws).
JOKER_WIN = 9
JOKER_SPEND = 5
PLACED = 1
#: What a reply that wins a Joker square counts beyond its score.
JOKER_WORTH = 15
#: Replies up to this many points are the ordinary run of the game: a placement is charged
#: only for what the reply it opens gains beyond that (so that the noise of a few sampled
#: hands does not outweigh the normal player's sound preferences).
GIFT = 20
#: How much of that gain a placement is charged. Not all of it: an opened square the next
#: player cannot use is open to this player on its next turn, and the mean of a few sampled
#: hands is a noisy estimate (charged in full, the replies cost the normal player's sound
#: preferences more games than they saved: bench/levels.py).
REPLY_WEIGHT = 0.3
#: The settlement: per card held at the end, per joker held at the end.
CARD_COST = 10
JOKER_COST = 50
#: Below this many cards in the deck the end-of-game costs start to count.
ENDGAME_DECK = 8
#: Of the budget, what the sampling may spend.
SEARCH_SHARE = 0.85


@dataclass
class Candidate:
    """A placement (after the reclaims, if any) and the replies sampled against it."""

    reclaim: tuple[Card, ...]
    move: Move
    board: dict[int, BoardCard]
    own_value: float
    #: Whether the placement ends the game (the deck empty, the last cards placed): no
    #: reply, and every other player pays for the cards they hold.
    final: bool = False
    replies: list[float] = field(default_factory=list)

    def action(self) -> str:
        if not self.reclaim:
            return self.move.action()
        return f"reclaim {' '.join(str(c) for c in self.reclaim)}; {self.move.action()}"

    def value(self, samples: int) -> float:
        """The worth of the placement over the first ``samples`` replies."""
        if self.final:
            return self.own_value
        gift = max(0.0, statistics.fmean(self.replies[:samples]) - GIFT)
        return self.own_value - REPLY_WEIGHT * gift


def endgame_weight(deck_size: int) -> float:
    """0 while the deck is full, rising to 1 when it is empty: how much the settlement's
    costs of cards and jokers held weigh."""
    return max(0.0, 1.0 - deck_size / ENDGAME_DECK)


def unseen_cards(game: DealMeIn, player: int) -> list[Card]:
    """The real cards ``player`` has not seen: not on the board, not in its hand."""
    seen = {c for c in game.board.values() if not isinstance(c, PlayedJoker)}
    seen.update(game.hands[player])
    return [c for c in STANDARD_52 if c not in seen]


def sample_hand(
    game: DealMeIn, seat: int, unseen: Sequence[Card], rng: random.Random
) -> list[Card]:
    """A hand ``seat`` may hold: its jokers (public) and its other cards drawn from
    ``unseen``."""
    jokers = game.hands[seat].count(JOKER)
    reals = len(game.hands[seat]) - jokers
    return [JOKER] * jokers + rng.sample(list(unseen), min(reals, len(unseen)))


def best_reply(groups: Iterable[PlacementGroup], jokers_left: set[int], weight: float) -> float:
    """The most the next player can make of the placements ``groups``: the best score, plus
    :data:`JOKER_WORTH` (fading with ``weight``) when a Joker square is won."""
    groups = sorted(groups, key=lambda g: g.ceiling(), reverse=True)
    bonus = JOKER_WORTH * (1 - weight)
    best = 0.0
    for group in groups:
        if group.ceiling() + bonus <= best:
            break
        move = group.best()
        won = any(s in jokers_left for s in move.squares)
        best = max(best, move.score + (bonus if won else 0.0))
    return best


def _own_value(move: Move, hand: Sequence[Card], deck_size: int, jokers_left: set[int]) -> float:
    """The placement's score with the normal player's preferences as points (winning a
    Joker square, keeping its jokers, placing more cards) while the deck is full, turning
    into the settlement's costs of the cards and jokers it will still hold as it runs out."""
    weight = endgame_weight(max(0, deck_size - len(move.squares)))
    won = sum(1 for s in move.squares if s in jokers_left)
    placed = len(move.squares)
    jokers = hand.count(JOKER) - move.jokers_used + won
    held = len(hand) - placed + min(placed, deck_size) + won
    early = JOKER_WIN * won - JOKER_SPEND * move.jokers_used + PLACED * placed
    late = -CARD_COST * held - JOKER_COST * jokers
    return move.score + (1 - weight) * early + weight * late


def candidates(game: DealMeIn, player: int) -> list[Candidate]:
    hand = game.hands[player]
    jokers_left = set(game.jokers_left)
    found = []
    options: list[tuple[tuple[Card, ...], dict[int, BoardCard], list[Card]]] = [
        ((), dict(game.board), list(hand))
    ]
    reclaim = game.reclaimable(player)
    if reclaim:
        board, new_hand = after_reclaim(game.board, hand, reclaim)
        options.append((tuple(reclaim), board, new_hand))
    others = sum(len(h) for seat, h in enumerate(game.hands) if seat != player)
    for reclaimed, board, held in options:
        for move in top_moves(board, held, CANDIDATES):
            after = dict(board)
            after.update(zip(move.squares, move.cards, strict=True))
            value = _own_value(move, held, len(game.deck), jokers_left)
            won = any(s in jokers_left for s in move.squares)
            final = not game.deck and len(move.squares) == len(held) and not won
            if final:
                value += CARD_COST * others
            found.append(Candidate(reclaimed, move, after, value, final))
    found.sort(key=lambda c: c.own_value, reverse=True)
    return found[:CANDIDATES]


def choose_action(game: DealMeIn, player: int, rng: random.Random) -> str:
    """The hard player's action for ``player`` (see the module documentation)."""
    deadline = time.perf_counter() + TIME_BUDGET["hard"] * SEARCH_SHARE
    found = candidates(game, player)
    if not found:
        return no_placement_action(game, player)
    if len(found) == 1:
        return found[0].action()
    replier = (player + 1) % len(game.players)
    unseen = unseen_cards(game, player)
    weight = endgame_weight(len(game.deck))
    open_ended = [c for c in found if not c.final]
    rounds = 0
    jokers_left = set(game.jokers_left)
    while open_ended and time.perf_counter() < deadline:
        hand = sample_hand(game, replier, unseen, rng)
        for candidate in open_ended:
            squares = candidate.move.squares
            opened = placement_groups_touching(candidate.board, hand, squares)
            candidate.replies.append(best_reply(opened, jokers_left - set(squares), weight))
            if time.perf_counter() >= deadline:
                break
        else:
            rounds += 1
    if rounds == 0:  # not one full round in the time: only the candidates sampled count
        sampled = [c for c in found if c.final or c.replies]
        if not sampled:  # no time for a single reply: the best score, as normal plays
            return found[0].action()
        found, rounds = sampled, 1
    return max(found, key=lambda c: c.value(rounds)).action()
