"""The hard computer player of Rummy 500: the normal player with a memory of the hand.

It remembers, for every other player, the cards they took from the discard pile in this
hand and have not put down since (pile draws are made in sight, so those cards are known to
be in their hand), and it sees their melds on the table. The game's own history is that
memory: :func:`read_memory` replays the record of the game and notes every card that moves
between a hand and the table or the pile (kept from one decision to the next, so each
replays only the actions since the last). With it the player:

- **does not discard what feeds the others**: a card that lays off on a meld on the table
  (anyone may lay off on any meld) or that makes a meld with cards another player is known
  to hold is discarded last; a card of the rank of a known card, or next to one in its suit,
  is avoided too (:func:`danger`);
- **holds melds back** while it is safe: early in the hand (the stock still long, every
  other player with many cards), a meld whose cards another player's known cards would lay
  off on stays in hand, so that it does not feed their lay-offs;
- **goes out** as soon as its whole hand can go down this turn (melds, lay-offs and the last
  discard), and puts every meld down once another player is close to going out or the stock
  runs short (a meld in hand counts against it when the hand ends);
- once another player is down to :data:`CLOSING_HAND` cards, discards its highest safe
  card even if it has partners (what it still holds when they go out counts against it);
- draws as the normal player does.
"""

from __future__ import annotations

import threading
from collections import Counter, OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards import Card
from engine.melds import Meld, analyse_meld
from engine.records import start_game
from engine.rummy500.ai import Play, choose_draw, plan_plays, ties
from engine.rummy500.game import DRAW, Rummy500
from engine.rummy500.table import TableMeld, card_points, layoff_targets, melds_with

#: Melds are held back only while every other player holds at least this many cards...
HOLD_HAND = 5
#: ... and the stock at least this many.
HOLD_STOCK = 12
#: Another player holding this many cards or fewer may go out on their next turn.
CLOSING_HAND = 2
#: What a discard that feeds another player weighs against the ties that keep a card.
FEEDS = 6
#: A card taken from the pile and kept with a partner in hand counts this share of its
#: points as gained when choosing a pile draw (the normal player counts it nothing).
KEPT_SHARE = 0.5
NEAR_KNOWN = 2


@dataclass(slots=True)
class _Reading:
    """What :func:`read_memory` worked out for one game so far: the game replayed through
    the history entries ``seen``, and the memory after them."""

    replay: Rummy500
    seen: list[dict[str, Any]]
    known: list[Counter[Card]]


#: The readings of the games decided lately, by the game's setup (players, seed, options):
#: each decision replays only the actions since the one before, also when it is made on a
#: copy of the game (as the table service does).
_READINGS: OrderedDict[tuple[Any, ...], _Reading] = OrderedDict()
#: How many games' readings are kept.
READINGS_KEPT = 64
_LOCK = threading.Lock()


def read_memory(game: Rummy500) -> list[Counter[Card]]:
    """Per seat: the cards it took from the discard pile in this hand and still holds (as
    everyone at the table saw them go)."""
    key = (
        tuple(game.players),
        game.seed,
        game.first_player,
        tuple(sorted(game.options.items())),
    )
    with _LOCK:
        reading = _READINGS.pop(key, None)
        if reading is None or game.history[: len(reading.seen)] != reading.seen:
            replay = start_game(game.record())
            assert isinstance(replay, Rummy500)
            reading = _Reading(replay, [], [Counter() for _ in game.players])
        _READINGS[key] = reading
        while len(_READINGS) > READINGS_KEPT:
            _READINGS.popitem(last=False)
        _catch_up(reading, game.history[len(reading.seen) :])
        return [Counter(k) for k in reading.known]


def _catch_up(reading: _Reading, entries: Sequence[dict[str, Any]]) -> None:
    """Replay ``entries`` and note every card that moves between a hand and the table or
    the pile."""
    replay, known = reading.replay, reading.known
    for entry in entries:
        seat = entry["player"]
        hand_number = replay.hand_number
        pile = Counter(replay.discard)
        public = pile + Counter(c for m in replay.melds for c in m.meld.cards)
        if entry.get("timeout"):
            replay.apply_timeout(seat)
        else:
            replay.apply(seat, entry["action"])
        reading.seen.append(dict(entry))
        if replay.hand_number != hand_number or replay.over:
            known[:] = [Counter() for _ in known]
            continue
        after = Counter(replay.discard)
        now_public = after + Counter(c for m in replay.melds for c in m.meld.cards)
        known[seat] += pile - after
        known[seat] -= now_public - public


def danger(item: Card, melds: Sequence[TableMeld], known: Counter[Card]) -> int:
    """How much discarding ``item`` would feed the others: :data:`FEEDS` when it lays off on
    a table meld or melds with cards they are known to hold, :data:`NEAR_KNOWN` when it
    shares a rank with a known card or sits next to one in its suit, else 0."""
    if layoff_targets(item, melds):
        return FEEDS
    cards = list(known.elements())
    if cards and melds_with(item, [*cards, item]):
        return FEEDS
    for other in cards:
        if other.rank == item.rank or (
            other.suit == item.suit and abs(other.rank - item.rank) == 1
        ):
            return NEAR_KNOWN
    return 0


def safe_discard(
    hand: Sequence[Card], melds: Sequence[TableMeld], known: Counter[Card], closing: bool = False
) -> Card:
    """The normal player's discard (the highest card with the weakest ties) with the danger
    of feeding the others added to its ties. ``closing``: another player is about to go
    out, so the highest safe card goes, ties or not (a card held then costs its value)."""
    if closing:
        return min(
            hand, key=lambda c: (danger(c, melds, known), -card_points(c), -c.rank, c.sort_key())
        )
    return min(
        hand,
        key=lambda c: (
            ties(c, hand) + danger(c, melds, known),
            -card_points(c),
            -c.rank,
            c.sort_key(),
        ),
    )


def _goes_out(hand: Sequence[Card], plays: Sequence[Play]) -> bool:
    """Whether ``plays`` leave at most one card: the hand goes out this turn."""
    return len(hand) - sum(len(p.cards) for p in plays) <= 1


def _feeds(meld: Meld, known: Counter[Card]) -> bool:
    """Whether a card another player is known to hold would lay off on ``meld``."""
    table = [TableMeld(0, meld, (0,) * len(meld.cards))]
    return any(layoff_targets(c, table) for c in known)


def choose_action(game: Rummy500, player: int) -> str:
    """The hard player's next action for ``player`` (see the module documentation)."""
    if game.phase == DRAW:
        return choose_draw(game, player, kept_share=KEPT_SHARE)
    memory = read_memory(game)
    others = Counter[Card]()
    for seat, cards in enumerate(memory):
        if seat != player:
            others += cards
    hand = game.hands[player]
    plays = plan_plays(hand, game.melds, game.must_use, player)
    if plays and not _goes_out(hand, plays):
        hold = (
            len(game.stock) >= HOLD_STOCK
            and min(len(h) for s, h in enumerate(game.hands) if s != player) >= HOLD_HAND
        )
        for play in plays:
            must = game.must_use is not None and game.must_use in play.cards
            if play.number and play.number not in layoff_targets(play.cards[0], game.melds):
                continue  # it fits only after a play held back above: planned again later
            if hold and not play.number and not must and _feeds(analyse_meld(play.cards), others):
                continue
            return play.action
        plays = []
    if plays:
        return plays[0].action
    closing = min(len(h) for s, h in enumerate(game.hands) if s != player) <= CLOSING_HAND
    return f"discard {safe_discard(hand, game.melds, others, closing)}"
