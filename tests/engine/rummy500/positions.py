"""Game records and positions for the Rummy 500 tests.

:func:`deck` stacks a deck so that each seat is dealt the hand a test states, the up card
starts the discard pile and the stock is drawn in the order given; :func:`record` wraps it
into a game record. :func:`position` sets up a state directly (piles and totals that a record
would need dozens of moves to reach).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine.cards import new_deck, parse_cards
from engine.records import replay, replay_game
from engine.rummy500.game import Rummy500

NAMES = ("ann", "bob", "cat", "dan", "eve", "fay")

#: Three players, seven cards each. Seat 0 holds a run and a set of four; seats 1 and 2
#: hold nothing that melds.
HANDS = (
    "5H 6H 7H 9S 9H 9D 9C",
    "2S 4S 6S 8S 10S QS AS",
    "2D 4D 6D 8D 10D QD AD",
)

Action = tuple[int, str]


def deck(hands: Sequence[str], up: str, stock: str = "", packs: int = 1) -> list[str]:
    """A full deck in draw order: the hands in blocks, the up card, then ``stock`` (drawn
    first to last), then the rest of the pack(s) in their usual order."""
    chosen = parse_cards(" ".join([*hands, up, stock]))
    rest = Counter(new_deck(packs)) - Counter(chosen)
    remaining = []
    for item in new_deck(packs):
        if rest[item] > 0:
            rest[item] -= 1
            remaining.append(item)
    return [str(c) for c in chosen + remaining]


def record(
    hands: Sequence[str] = HANDS,
    actions: Sequence[Action] = (),
    up: str = "KC",
    stock: str = "",
    options: dict[str, Any] | None = None,
    first: int = 0,
) -> dict[str, Any]:
    packs = 2 if len(hands) > 4 else 1
    return {
        "game": "rummy500",
        "players": list(NAMES[: len(hands)]),
        "options": options or {},
        "seed": 11,
        "deck": deck(hands, up, stock, packs),
        "first_player": first,
        "actions": [{"player": p, "action": a} for p, a in actions],
    }


def play(actions: Sequence[Action], **kwargs: Any) -> dict[str, Any]:
    """The replay output of :func:`record`."""
    return replay(record(actions=actions, **kwargs))


def game_after(actions: Sequence[Action], **kwargs: Any) -> Rummy500:
    game = replay_game(record(actions=actions, **kwargs))
    assert isinstance(game, Rummy500)
    return game


def position(
    hands: Sequence[str],
    discard: str = "",
    stock: str = "",
    totals: Sequence[int] | None = None,
    options: dict[str, Any] | None = None,
) -> Rummy500:
    """Seat 0 to draw, holding ``hands``; the pile (bottom first) and stock (top first) as
    given. The cards need not add up to a pack: the rules checked here do not count them."""
    game = Rummy500.create(NAMES[: len(hands)], options=options, seed=3, first_player=0)
    game.hands = [parse_cards(h) for h in hands]
    game.discard = parse_cards(discard)
    game.stock = parse_cards(stock)[::-1]
    if totals is not None:
        game.totals = list(totals)
    return game
