"""Helpers for the Deal Me In tests: decks dealt as wanted, and positions set up directly."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from engine.cards import STANDARD_52
from engine.dealmein.game import DealMeIn

NAMES = ("ann", "bob", "cat", "dan")


def deal(hands: Sequence[str], draw: str = "") -> list[str]:
    """A full deck in draw order: each hand's seven cards, then ``draw``, then the rest of
    the pack in its usual order."""
    chosen = [c for hand in hands for c in hand.split()] + draw.split()
    assert all(len(hand.split()) == 7 for hand in hands)
    return chosen + [str(c) for c in STANDARD_52 if str(c) not in chosen]


def make_record(
    hands: Sequence[str],
    actions: Sequence[tuple[int, str] | int],
    draw: str = "",
    options: dict[str, Any] | None = None,
    first: int = 0,
    seed: int = 7,
) -> dict[str, Any]:
    """A game record: ``actions`` are ``(seat, "action")`` or a bare seat for a timeout."""
    steps = [
        {"player": a, "timeout": True} if isinstance(a, int) else {"player": a[0], "action": a[1]}
        for a in actions
    ]
    return {
        "game": "dealmein",
        "players": list(NAMES[: len(hands)]),
        "options": {"level": "unlimited", **(options or {})},
        "seed": seed,
        "deck": deal(hands, draw),
        "first_player": first,
        "actions": steps,
    }


def make_position(
    board: dict[str, str],
    hands: Sequence[str],
    deck: str = "",
    jokers_left: Sequence[str] = ("F3", "C6", "I6", "F9"),
    turn: int = 0,
    options: dict[str, Any] | None = None,
    **state: Any,
) -> DealMeIn:
    """A game in a given position (board, hands, draw pile), built through ``from_dict``."""
    game = DealMeIn.create(NAMES[: len(hands)], {"level": "unlimited", **(options or {})}, seed=1)
    data = game.to_dict()
    data.update(
        board=board,
        hands=[hand.split() for hand in hands],
        deck=deck.split(),
        jokers_left=list(jokers_left),
        turn=turn,
        **state,
    )
    return DealMeIn.from_dict(data)


@pytest.fixture
def record() -> Callable[..., dict[str, Any]]:
    return make_record


@pytest.fixture
def position() -> Callable[..., DealMeIn]:
    return make_position
