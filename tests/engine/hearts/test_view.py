"""Hearts Deluxe's typed views give the dicts the untyped view gave (``views.json``)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.hearts.view import HeartsSeatView, HeartsView
from tests.engine.view_cases import cases, check_case

CASES = cases("hearts")


@pytest.mark.parametrize("case", CASES, ids=[str(c["moves"]) for c in CASES])
def test_the_view_dicts_are_unchanged(case: dict[str, Any]) -> None:
    check_case(case)


def test_the_seat_view_marks_the_legal_cards_on_the_seats_turn_to_play() -> None:
    case = next(c for c in CASES if c["views"]["public"]["phase"] == "playing")
    from engine.records import replay_game

    game = replay_game(case["record"])
    (seat,) = game.to_move()
    view = game.view(seat)
    assert isinstance(view, HeartsSeatView) and view.hand is not None
    assert view.hand.playable == view.legal
    other = game.view((seat + 1) % 4)
    assert other.hand is not None and other.hand.playable is None
    public = game.view(None)
    assert type(public) is HeartsView and public.stock is None
    assert [n.words() for n in public.seats[0].notes] == [f"{view.hand_points[0]} this hand"]
