"""The hard computer player of Deal Me In: it looks at the reply and at its own next turn.

It starts from the normal player's placement (:mod:`engine.dealmein.ai`: the best score,
its tie-breaks) and weighs it against the other best placements that score at most
:data:`SLACK` less, by what each leaves the next player to answer on the board it leaves.
It does not know that player's hand, so it samples it: the hand's size and its jokers are
public (jokers are won and played in sight), its other cards are drawn from the cards it has
not seen (not on the board, not in its own hand). For each sampled hand and each candidate
it finds the best reply among the placements that candidate *opens*: those sharing a line
with its cards (:func:`engine.dealmein.movegen.placement_groups_touching`), which is where
the bonus and Joker squares it leaves open are reached from. Replies elsewhere on the board
are open whatever it plays, so they do not tell the candidates apart. A placement is worth

    its score (+ :data:`NORMAL_PREFERENCE` for the normal player's own choice)
    − :data:`REPLY_WEIGHT` × what the mean best reply it opens gains beyond :data:`GIFT`
    + :data:`FOLLOW_UP_WEIGHT` × the mean best placement of its own next turn
    − with the deck empty, the cards and jokers it will still hold, 10 and 50 each

where a reply that wins a Joker square counts :data:`JOKER_WORTH` more. So of two placements
that score alike, the one that hands the next player four of a kind on a Joker square or a
×3 Ace square is passed over. Its own next turn is played on the board the candidate
leaves, with the cards it keeps (its *leave*) and the cards it would draw, sampled from the
unseen cards, the same draw for every candidate in a round (so the draw's luck cancels out
between them): of two placements scoring alike, the one keeping a pair to extend, a flush
to complete or a bonus square within reach is preferred, and a placement a little poorer
now is chosen when it sets up a richer one. Towards the end of the game (the deck running out,
:func:`endgame_weight`) the costs of the settlement come in, so it empties its hand and
plays its jokers rather than keep them; a placement that ends the game (the deck empty,
its last cards placed) collects 10 per card the others hold.

The search is anytime: samples are added one at a time, to every candidate alike, until
:data:`engine.core.TIME_BUDGET` of the hard level is spent; when not one reply could be
compared in time, the placement best by score and settlement is played. Without a placement it
swaps or passes as the normal player does.
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
from engine.dealmein.ai import after_reclaim, best_move, no_placement_action, top_moves
from engine.dealmein.movegen import (
    Move,
    PlacementGroup,
    placement_groups,
    placement_groups_touching,
)
from engine.dealmein.placement import BoardCard

if TYPE_CHECKING:
    from engine.dealmein.game import DealMeIn

#: Placements weighed against the reply (the best by score, without and with a reclaim).
CANDIDATES = 8
#: Other placements weighed against the normal player's: those scoring at most this much
#: less than it.
SLACK = 40
#: What the normal player's placement is credited for its tie-breaks (a Joker square won,
#: jokers kept, more cards placed, fewer bonus squares opened), which the others lack.
NORMAL_PREFERENCE = 5
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
REPLY_WEIGHT = 0.5
#: The settlement: per card held at the end, per joker held at the end.
CARD_COST = 10
JOKER_COST = 50
#: Below this many cards in the deck the end-of-game costs start to count.
ENDGAME_DECK = 1
#: Of the budget, what the sampling may spend.
SEARCH_SHARE = 0.85
#: How much the best placement of this player's next turn (on the board the candidate
#: leaves, with the cards it keeps and a sampled draw) counts.
FOLLOW_UP_WEIGHT = 1.0
#: Most cards drawn after one placement.
MAX_DRAW = 5


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
    #: The cards kept after the placement, and how many it draws (a Joker square won adds
    #: a joker).
    leave: list[Card] = field(default_factory=list)
    draws: int = 0
    replies: list[float] = field(default_factory=list)
    #: The best placement of this player's next turn, per sampled draw.
    follow_ups: list[float] = field(default_factory=list)

    def action(self) -> str:
        if not self.reclaim:
            return self.move.action()
        return f"reclaim {' '.join(str(c) for c in self.reclaim)}; {self.move.action()}"

    def value(self, samples: int) -> float:
        """The worth of the placement over the first ``samples`` replies."""
        if self.final:
            return self.own_value
        gift = max(0.0, statistics.fmean(self.replies[:samples]) - GIFT)
        follow_up = statistics.fmean(self.follow_ups[:samples])
        return self.own_value - REPLY_WEIGHT * gift + FOLLOW_UP_WEIGHT * follow_up


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


def _leave(move: Move, hand: Sequence[Card]) -> list[Card]:
    """The cards of ``hand`` that ``move`` does not place."""
    left = list(hand)
    for card in move.cards:
        left.remove(JOKER if isinstance(card, PlayedJoker) else card)
    return left


def _own_value(move: Move, hand: Sequence[Card], deck_size: int, jokers_left: set[int]) -> float:
    """The placement's score and, as the deck runs out, the settlement's costs of the
    cards and jokers it will still hold."""
    weight = endgame_weight(max(0, deck_size - len(move.squares)))
    won = sum(1 for s in move.squares if s in jokers_left)
    placed = len(move.squares)
    jokers = hand.count(JOKER) - move.jokers_used + won
    held = len(hand) - placed + min(placed, deck_size) + won
    return move.score - weight * (CARD_COST * held + JOKER_COST * jokers)


def _normal_choice(
    game: DealMeIn, player: int, rng: random.Random
) -> tuple[tuple[Card, ...], Move] | None:
    """The normal player's placement (and the reclaims before it), or ``None``."""
    hand = game.hands[player]
    best = best_move(game.board, hand, game.jokers_left, rng)
    reclaim = game.reclaimable(player)
    if reclaim:
        board, new_hand = after_reclaim(game.board, hand, reclaim)
        with_jokers = best_move(board, new_hand, game.jokers_left, rng)
        if with_jokers is not None and (best is None or with_jokers.score > best.score):
            return tuple(reclaim), with_jokers
    return ((), best) if best is not None else None


def candidates(game: DealMeIn, player: int, rng: random.Random) -> list[Candidate]:
    """The normal player's placement first, then the other best placements scoring at
    most :data:`SLACK` less."""
    normal = _normal_choice(game, player, rng)
    if normal is None:
        return []
    hand = game.hands[player]
    jokers_left = set(game.jokers_left)
    boards: dict[tuple[Card, ...], tuple[dict[int, BoardCard], list[Card]]] = {
        (): (dict(game.board), list(hand))
    }
    if normal[0]:
        boards[normal[0]] = after_reclaim(game.board, hand, normal[0])
    others = sum(len(h) for seat, h in enumerate(game.hands) if seat != player)

    def candidate(reclaimed: tuple[Card, ...], move: Move) -> Candidate:
        board, held = boards[reclaimed]
        after = dict(board)
        after.update(zip(move.squares, move.cards, strict=True))
        value = _own_value(move, held, len(game.deck), jokers_left)
        won = any(s in jokers_left for s in move.squares)
        final = not game.deck and len(move.squares) == len(held) and not won
        if final:
            value += CARD_COST * others
        leave = _leave(move, held)
        won_jokers = sum(1 for s in move.squares if s in jokers_left)
        leave += [JOKER] * won_jokers
        draws = min(len(move.squares), len(game.deck))
        return Candidate(reclaimed, move, after, value, final, leave, draws)

    first = candidate(*normal)
    first.own_value += NORMAL_PREFERENCE
    found = [first]
    for reclaimed, (board, held) in boards.items():
        for move in top_moves(board, held, CANDIDATES):
            if move.score >= normal[1].score - SLACK and move != normal[1]:
                found.append(candidate(reclaimed, move))
    return found[:CANDIDATES]


def choose_action(game: DealMeIn, player: int, rng: random.Random) -> str:
    """The hard player's action for ``player`` (see the module documentation)."""
    deadline = time.perf_counter() + TIME_BUDGET["hard"] * SEARCH_SHARE
    found = candidates(game, player, rng)
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
        drawn = rng.sample(unseen, min(MAX_DRAW, len(unseen)))  # the same for every candidate
        for candidate in open_ended:
            squares = candidate.move.squares
            left = jokers_left - set(squares)
            opened = placement_groups_touching(candidate.board, hand, squares)
            candidate.replies.append(best_reply(opened, left, weight))
            own = candidate.leave + drawn[: candidate.draws]
            candidate.follow_ups.append(
                best_reply(placement_groups(candidate.board, own), left, weight)
            )
            if time.perf_counter() >= deadline:
                break
        else:
            rounds += 1
    if rounds == 0:  # not one full round in the time: only the candidates sampled count
        sampled = [c for c in found if c.final or c.replies]
        if len(sampled) < 2:  # no time to compare replies: the best placement and leave
            return max(found, key=lambda c: c.own_value).action()
        found, rounds = sampled, 1
    # A placement that ends the game has no next turn: it is credited the best next turn
    # of the others, so that the follow-ups do not count against ending the game.
    follow_up = max(
        (FOLLOW_UP_WEIGHT * statistics.fmean(c.follow_ups[:rounds]) for c in found if not c.final),
        default=0.0,
    )
    return max(found, key=lambda c: c.value(rounds) + (follow_up if c.final else 0.0)).action()
