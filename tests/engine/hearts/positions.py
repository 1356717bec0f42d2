"""Game records for the Hearts tests, written from the hands the seats hold after the pass.

:func:`record` turns four 13-card hands (the hands *after* the first hand's pass to the
left) into a record: the deck to deal and the four pass actions that produce them. Each
seat passes the last three cards of its left neighbour's hand, so every test states the
hands it plays with and the pass stays out of its way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

#: Seat 0 holds 2♣ and A♣; seat 1 is void in clubs; seat 2 holds only clubs and diamonds;
#: seat 3 holds only spades and hearts, with Q♠.
HANDS = (
    "2C 3C 4C 5C AC 2D 3D 4D 2S 3S 4S 2H 3H",
    "5D 6D 7D 8D 9D 5S 6S 7S 8S 4H 5H 6H 7H",
    "6C 7C 8C 9C 10C JC QC KC 10D JD QD KD AD",
    "9S 10S JS QS KS AS 8H 9H 10H JH QH KH AH",
)

#: Seat 0 wins every trick: its four top clubs draw the others' clubs, then its nine top
#: hearts take everything else, Q♠ and J♦ included.
MOON_HANDS = (
    "JC QC KC AC 6H 7H 8H 9H 10H JH QH KH AH",
    "2C 3C 4C 4H 5H 2S 3S 4S 5S 6S 7S 8S 9S",
    "5C 6C 7C 2H 3H 10S JS KS AS 2D 3D 4D 5D",
    "8C 9C 10C QS 6D 7D 8D 9D 10D JD QD KD AD",
)

Action = tuple[int, str]


def record(
    hands: Sequence[str] = HANDS,
    actions: Sequence[Action] = (),
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A record whose first hand is played with ``hands`` (after the pass left).

    An action is ``(seat, "play 2C")``, or ``(seat, "timeout")`` for a timeout.
    """
    cards = [h.split() for h in hands]
    passed = [cards[(seat + 1) % 4][10:] for seat in range(4)]
    deck = [c for seat in range(4) for c in cards[seat][:10] + passed[seat]]
    steps: list[dict[str, Any]] = [
        {"player": seat, "action": "pass " + " ".join(passed[seat])} for seat in range(4)
    ]
    for seat, action in actions:
        step: dict[str, Any] = {"player": seat}
        if action == "timeout":
            step["timeout"] = True
        else:
            step["action"] = action
        steps.append(step)
    return {
        "game": "hearts",
        "players": ["ann", "bob", "cat", "dan"],
        "options": options or {},
        "seed": 5,
        "deck": deck,
        "actions": steps,
    }
