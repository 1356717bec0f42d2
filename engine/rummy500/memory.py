"""The memory of the hard Rummy 500 player (:mod:`engine.rummy500.hard`).

It remembers, for every player, the cards they took from the discard pile in this hand and
have not put down since (pile draws are made in sight, so those cards are known to be in
their hand), and the cards they discarded in this hand (a player lets go of cards with no
partner: the cards that would meld with them are less likely in their hand). The game's own
history is that memory: :func:`read_memory` replays the record of the game and notes every
card that moves between a hand and the table or the pile (kept from one decision to the
next, so each replays only the actions since the last).
"""

from __future__ import annotations

import threading
from collections import Counter, OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards import Card
from engine.records import start_game
from engine.rummy500.game import Rummy500


@dataclass(slots=True)
class _Reading:
    """What :func:`read_memory` worked out for one game so far: the game replayed through
    the history entries ``seen``, and the memory after them: per seat, the cards known in
    its hand and the cards it discarded in this hand."""

    replay: Rummy500
    seen: list[dict[str, Any]]
    known: list[Counter[Card]]
    shed: list[list[Card]]


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
    return _read(game)[0]


def read_discards(game: Rummy500) -> list[list[Card]]:
    """Per seat: the cards it discarded in this hand, first to last."""
    return _read(game)[1]


def _read(game: Rummy500) -> tuple[list[Counter[Card]], list[list[Card]]]:
    """The game's reading brought up to date: copies of its ``known`` and ``shed``."""
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
            seats = range(len(game.players))
            reading = _Reading(replay, [], [Counter() for _ in seats], [[] for _ in seats])
        _READINGS[key] = reading
        while len(_READINGS) > READINGS_KEPT:
            _READINGS.popitem(last=False)
        _catch_up(reading, game.history[len(reading.seen) :])
        return [Counter(k) for k in reading.known], [list(s) for s in reading.shed]


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
            reading.shed[:] = [[] for _ in known]
            continue
        after = Counter(replay.discard)
        reading.shed[seat].extend((after - pile).elements())
        now_public = after + Counter(c for m in replay.melds for c in m.meld.cards)
        known[seat] += pile - after
        known[seat] -= now_public - public
