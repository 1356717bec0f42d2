"""Saved states are a public contract: tables saved in databases and exported states must
load, and a game must write them back exactly as before.

``saved_states.json`` holds, per game, the ``to_dict()`` of games at many points
(every phase, explicit decks, settlements, drops, wrong declarations, a card that must be
used), written by the hand-written serializers the declarative one replaced. Each must load
and be written back to the identical JSON text (key order included), and resume play.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.registry import game_class

SAVED: dict[str, list[dict[str, Any]]] = json.loads(
    (Path(__file__).parent / "saved_states.json").read_text(encoding="utf-8")
)
CASES = [(game_id, index) for game_id, states in SAVED.items() for index in range(len(states))]


@pytest.mark.parametrize(("game_id", "index"), CASES)
def test_a_saved_state_loads_and_is_written_back_identically(game_id: str, index: int) -> None:
    state = SAVED[game_id][index]
    game = game_class(game_id).from_dict(state)
    written = game.to_dict()
    assert json.dumps(written, ensure_ascii=False) == json.dumps(state, ensure_ascii=False)


@pytest.mark.parametrize(("game_id", "index"), CASES)
def test_a_saved_state_resumes_play(game_id: str, index: int) -> None:
    game = game_class(game_id).from_dict(SAVED[game_id][index])
    if game.over:
        assert game.to_move() == []
        return
    seat = game.to_move()[0]
    game.apply_timeout(seat)
    again = game_class(game_id).from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.to_dict() == game.to_dict()


def test_every_registered_game_has_saved_states() -> None:
    from engine.registry import game_ids

    assert sorted(SAVED) == sorted(game_ids())
