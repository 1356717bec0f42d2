"""The typed views against the dicts the games' views gave before they were typed.

Each game's ``views.json`` holds positions (a game record each, mid-game and finished) and
the view dicts that the untyped ``Game.view`` returned there, public and for every seat,
written before the views became dataclasses: the typed view's :meth:`to_dict` must give
exactly them, and read back from them (:func:`engine.registry.view_from_dict`) to the same view.
The last cases (Deal Me In's timeout, joker penalties and lone reclaim, Rummy 500's hand
that no one went out of, Hearts' moon) were written before the results and the scored
hands became records, for the shapes of those records the first cases do not reach.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.records import replay_game
from engine.registry import view_from_dict
from engine.views import GameView


def cases(game_id: str) -> list[dict[str, Any]]:
    path = Path(__file__).parent / game_id / "views.json"
    loaded: list[dict[str, Any]] = json.loads(path.read_text("utf-8"))
    return loaded


def check_case(case: dict[str, Any]) -> None:
    game = replay_game(case["record"])
    assert len(game.history) == case["moves"] and game.over == case["over"]
    for who, expected in case["views"].items():
        seat = None if who == "public" else int(who)
        view = game.view(seat)
        assert isinstance(view, GameView)
        assert view.to_dict() == expected, who
        assert view_from_dict(expected, seat) == view, who
        check_base(game, view, seat)


def check_base(game: Any, view: GameView, seat: int | None) -> None:
    """The shared fields agree with the rules class."""
    assert view.game == game.game_id and view.title == game.title
    assert view.players == tuple(game.players)
    assert list(view.scores) == game.scores()
    assert list(view.to_move) == game.to_move()
    assert view.over == game.over
    assert view.cards_held == tuple(len(game.hand(p)) for p in range(len(game.players)))
    assert view.viewer == seat
    if seat is None:
        assert view.hand is None
    else:
        assert view.hand is not None
        assert list(view.hand.cards) == list(game.hand(seat))
    for shown in view.seats:
        for note in shown.notes:
            assert note.words()
