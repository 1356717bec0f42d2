"""The hard computer player of Deal Me In: it looks at the reply and at its own next turn.

It starts from the normal player's placement (:mod:`engine.dealmein.greedy`: the best score,
its tie-breaks) and weighs it against the other best placements that score at most
:data:`SLACK` less, by the reply the next player makes on the board it leaves. It does not
know that player's hand, so it samples it: the hand's size and its jokers are public
(jokers are won and played in sight), its other cards are drawn from the cards it has not
seen (not on the board, not in its own hand). For each sampled hand and each candidate it
finds the best reply, as the normal player would choose it (by score): the better of the
best placement the candidate *opens* (sharing a line with its cards:
:func:`engine.dealmein.movegen.placement_groups_touching`, which is where the bonus and
Joker squares it leaves open are reached from) and the best placement it leaves alone
(found once per sampled hand on the board as it is, for every candidate:
:func:`engine.dealmein.movegen.near_squares`). So opening 40 points costs nothing when the
next player has 100 elsewhere, and a placement that takes the square of the next player's
best reply is credited for it. A placement is worth

    its score (+ :data:`NORMAL_PREFERENCE` for the normal player's own choice)
    − :data:`REPLY_WEIGHT` × the mean best reply
    + :data:`FOLLOW_UP_WEIGHT` × the mean best placement of its own next turn
    − with the deck empty, the cards and jokers it will still hold, 10 and 50 each

where a reply (or its own next placement) that wins a Joker square counts
:data:`JOKER_WORTH` more. So of two placements that score alike, the one that hands the
next player four of a kind on a Joker square or a ×3 Ace square is passed over. Its own
next turn is played on the board the candidate leaves, with the cards it keeps (its
*leave*) and the cards it would draw, sampled from the unseen cards, the same draw for
every candidate in a round (so the draw's luck cancels out between them): of two
placements scoring alike, the one keeping a pair to extend, a flush to complete or a bonus
square within reach is preferred, and a placement a little poorer now is chosen when it
sets up a richer one. Towards the end of the game (the deck running out,
:func:`endgame_weight`) the costs of the settlement come in, so it empties its hand and
plays its jokers rather than keep them; a placement that ends the game (the deck empty,
its last cards placed) collects 10 per card the others hold.

Once the deck is empty in a two-player game every hand is known (the cards it has not seen
are the other hand, with the jokers it holds in sight): it then plays each candidate, and
the pass, out to the end of the game (:func:`play_out`: the other player as the normal
player, itself by score and settlement) and keeps the one with the best final lead.

The search is anytime: :data:`SAMPLES` hands are sampled one at a time, to every candidate
alike, unless :data:`engine.core.TIME_BUDGET` of the hard level is spent first; when not
one reply could be compared in time, the placement best by score and settlement is played.
Without a placement it swaps or passes as the normal player does.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from engine.cards import JOKER, STANDARD_52, Card, PlayedJoker
from engine.core import TIME_BUDGET
from engine.dealmein.actions import DealMeInAction, Pass, Reclaim, Steps
from engine.dealmein.game import DealMeIn
from engine.dealmein.greedy import after_reclaim, best_move, no_placement_action, top_moves
from engine.dealmein.greedy import choose_action as choose_normal
from engine.dealmein.movegen import Move, PreparedBoard, near_squares, ranked_moves
from engine.dealmein.placement import BoardCard

#: Placements weighed against the reply (the best by score, without and with a reclaim).
CANDIDATES = 8
#: Other placements weighed against the normal player's: those scoring at most this much
#: less than it.
SLACK = 40
#: What the normal player's placement is credited for its tie-breaks (a Joker square won,
#: jokers kept, more cards placed, fewer bonus squares opened), which the others lack.
NORMAL_PREFERENCE = 5
#: What a reply that wins a Joker square counts beyond its score (less as the game ends:
#: a joker held then costs 50).
JOKER_WORTH = 15
#: How much of the next player's mean best reply a placement is charged.
REPLY_WEIGHT = 1.0
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
#: Hands sampled per decision (fewer when the time budget runs out first).
SAMPLES = 24
#: Most moves played out to the end of the game once every hand is known, and the share of
#: the search's time the play-outs may take (the samples have the rest when they run over).
PLAY_OUT_MOVES = 16
PLAY_OUT_SHARE = 0.5
#: The clock the budget is counted on: wall time, since a table waits wall time.
#: bench/dealmein_levels.py may count the thread's CPU time instead, to measure the
#: strength the player has on an unloaded machine while the machine is shared.
CLOCK: Callable[[], float] = time.perf_counter


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

    def action(self) -> DealMeInAction:
        if not self.reclaim:
            return self.move.place
        return Steps((Reclaim(tuple(self.reclaim)),), self.move.place)

    def value(self, samples: int) -> float:
        """The worth of the placement over the first ``samples`` replies."""
        if self.final:
            return self.own_value
        reply = statistics.fmean(self.replies[:samples])
        follow_up = statistics.fmean(self.follow_ups[:samples])
        return self.own_value - REPLY_WEIGHT * reply + FOLLOW_UP_WEIGHT * follow_up


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
    game: DealMeIn, player: int, rng: random.Random, prepared: PreparedBoard
) -> tuple[tuple[Card, ...], Move] | None:
    """The normal player's placement (and the reclaims before it), or ``None``.
    ``prepared``: the board (a reclaim leaves the same cards in every line)."""
    hand = game.hands[player]
    best = best_move(prepared, hand, game.jokers_left, rng)
    reclaim = game.reclaimable(player)
    if reclaim:
        _, new_hand = after_reclaim(game.board, hand, reclaim)
        floor = None if best is None else best.score
        with_jokers = best_move(prepared, new_hand, game.jokers_left, rng, above=floor)
        if with_jokers is not None and (best is None or with_jokers.score > best.score):
            return tuple(reclaim), with_jokers
    return ((), best) if best is not None else None


def candidates(game: DealMeIn, player: int, rng: random.Random) -> list[Candidate]:
    """The normal player's placement first, then the other best placements scoring at
    most :data:`SLACK` less."""
    prepared = PreparedBoard(game.board)
    normal = _normal_choice(game, player, rng, prepared)
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
    for reclaimed, (_, held) in boards.items():
        for move in top_moves(prepared, held, CANDIDATES):
            if move.score >= normal[1].score - SLACK and move != normal[1]:
                found.append(candidate(reclaimed, move))
    return found[:CANDIDATES]


class _Replies:
    """The next player's placements on the board as it is now, for one sampled hand, best
    first, worked out only as far as asked: the best of those a candidate leaves alone (it
    covers none of their squares and shares no line with them) is shared by every
    candidate, and a candidate's reply is the better of that and the best it opens."""

    def __init__(self, board: PreparedBoard, hand: Sequence[Card]) -> None:
        self._ranked = ranked_moves(board, hand)
        self._seen: list[tuple[int, Move]] = []

    def best_apart(self, near: set[int], jokers_left: set[int], bonus: float) -> float:
        """The best placement covering none of ``near`` (see :func:`best_reply`)."""
        best = 0.0
        index = 0
        while True:
            if index == len(self._seen):
                found = next(self._ranked, None)
                if found is None:
                    return best
                self._seen.append(found)
            ceiling, move = self._seen[index]
            index += 1
            if ceiling + bonus <= best:
                return best
            if near.isdisjoint(move.squares):
                won = any(s in jokers_left for s in move.squares)
                best = max(best, move.score + (bonus if won else 0.0))


def best_reply(moves: Iterable[tuple[int, Move]], jokers_left: set[int], weight: float) -> float:
    """The most a player can make of the placements ``moves`` (best first by ceiling, as
    :func:`engine.dealmein.movegen.ranked_moves` gives them): the best score, plus
    :data:`JOKER_WORTH` (fading with ``weight``) when a Joker square is won."""
    bonus = JOKER_WORTH * (1 - weight)
    best = 0.0
    for ceiling, move in moves:
        if ceiling + bonus <= best:
            break
        won = any(s in jokers_left for s in move.squares)
        best = max(best, move.score + (bonus if won else 0.0))
    return best


def known_hands(game: DealMeIn, player: int) -> bool:
    """Whether ``player`` knows every hand: two players and the deck empty (the cards it
    has not seen are then the other hand)."""
    if len(game.players) != 2 or game.deck:
        return False
    other = game.hands[1 - player]
    return len(unseen_cards(game, player)) == len(other) - other.count(JOKER)


def play_out(game: DealMeIn, player: int, action: DealMeInAction, rng: random.Random) -> float:
    """With every hand known (:func:`known_hands`): ``player``'s lead at the end of the
    game after ``action``, the other player playing as the normal player does and this
    one by score and settlement (:func:`settling_action`), for at most
    :data:`PLAY_OUT_MOVES` moves (then the lead with the settlement as it would stand)."""
    other = 1 - player
    copy = type(game).from_dict(game.to_dict())
    # The same cards, as it infers them (its jokers are public).
    copy.hands[other] = unseen_cards(game, player) + [JOKER] * game.hands[other].count(JOKER)
    copy.apply(player, action)
    for _ in range(PLAY_OUT_MOVES):
        if copy.over:
            break
        seat = copy.turn
        policy = choose_normal if seat == other else settling_action
        copy.apply(seat, policy(copy, seat, rng))
    lead = copy.points[player] - copy.points[other]
    if not copy.over:
        held = [len(h) * CARD_COST + h.count(JOKER) * JOKER_COST for h in copy.hands]
        lead += held[other] - held[player]
    return float(lead)


def settling_action(game: DealMeIn, player: int, rng: random.Random) -> DealMeInAction:
    """The placement best by score and the settlement's costs (no look at the reply), or
    the pass: how this player finishes a game in :func:`play_out`."""
    found = candidates(game, player, rng)
    if not found:
        return no_placement_action(game, player)
    return max(found, key=lambda c: c.own_value).action()


def choose_action(game: DealMeIn, player: int, rng: random.Random) -> DealMeInAction:
    """The hard player's action for ``player`` (see the module documentation)."""
    deadline = CLOCK() + TIME_BUDGET["hard"] * SEARCH_SHARE
    found = candidates(game, player, rng)
    if not found:
        return no_placement_action(game, player)
    if len(found) == 1:
        return found[0].action()
    if known_hands(game, player):  # the rest of the game played out, the pass too
        actions = [c.action() for c in found] + [Pass()]
        leads: dict[DealMeInAction, float] = {}
        started = CLOCK()
        for action in actions:
            leads[action] = play_out(game, player, action, rng)
            if CLOCK() >= started + (deadline - started) * PLAY_OUT_SHARE:
                break
        if len(leads) == len(actions):
            return max(leads, key=lambda a: leads[a])
        # Not played out in time: the samples, with the rest of the time.
    replier = (player + 1) % len(game.players)
    unseen = unseen_cards(game, player)
    weight = endgame_weight(len(game.deck))
    bonus = JOKER_WORTH * (1 - weight)
    open_ended = [c for c in found if not c.final]
    before = PreparedBoard(game.board)
    boards = {id(c): PreparedBoard(c.board) for c in open_ended}
    near = {id(c): near_squares(boards[id(c)], c.move.squares) for c in open_ended}
    rounds = 0
    jokers_left = set(game.jokers_left)
    while open_ended and rounds < SAMPLES and CLOCK() < deadline:
        hand = sample_hand(game, replier, unseen, rng)
        drawn = rng.sample(unseen, min(MAX_DRAW, len(unseen)))  # the same for every candidate
        elsewhere = _Replies(before, hand)
        for candidate in open_ended:
            board = boards[id(candidate)]
            squares = candidate.move.squares
            left = jokers_left - set(squares)
            opened = best_reply(ranked_moves(board, hand, near=squares), left, weight)
            apart = elsewhere.best_apart(near[id(candidate)], jokers_left, bonus)
            candidate.replies.append(max(opened, apart))
            own = candidate.leave + drawn[: candidate.draws]
            candidate.follow_ups.append(best_reply(ranked_moves(board, own), left, weight))
            if CLOCK() >= deadline:
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
