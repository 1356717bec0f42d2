"""Moves as values keep the records byte-identical: every record of a corpus (the saved
states and view cases under ``tests/engine``, and whole games of computer players of every
game from :mod:`engine.simulate`) read action by action into values (text -> value) and
written back (value -> text) is the same record, and replayed through the values it gives
the replay tool's output step for step and the same record again."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.core import Event
from engine.records import replay_steps, start_game, state_output
from engine.registry import game_class, game_ids
from engine.simulate import play_one

HERE = Path(__file__).parent
#: The levels of the simulated games' seats (easy and normal: fast, and they differ).
LEVELS = ("easy", "normal")


def saved_records() -> Iterator[tuple[str, dict[str, Any]]]:
    """The records of the saved states and of the view cases kept under ``tests/engine``."""
    states = json.loads((HERE / "saved_states.json").read_text("utf-8"))
    for game_id, saved in states.items():
        # Several states are snapshots of one game: a history that starts another is left.
        histories = [state["history"] for state in saved]
        for number, state in enumerate(saved):
            history = state["history"]
            if not any(len(o) > len(history) and o[: len(history)] == history for o in histories):
                yield f"saved-{game_id}-{number}", game_class(game_id).from_dict(state).record()
    for path in sorted(HERE.glob("*/views.json")):
        for number, case in enumerate(json.loads(path.read_text("utf-8"))):
            yield f"views-{path.parent.name}-{number}", case["record"]


def simulated_records() -> Iterator[tuple[str, dict[str, Any]]]:
    """A whole game of computer players of every registered game, at its most players."""
    for game_id in game_ids():
        cls = game_class(game_id)
        game = cls.create([f"p{seat}" for seat in range(cls.max_players)], seed=11)
        play_one(game, random.Random(11), LEVELS)
        yield f"simulated-{game_id}", game.record()


CORPUS = [
    pytest.param(record, id=name)
    for name, record in [*saved_records(), *simulated_records()]
    if record.get("actions")  # a record of no moves has nothing to read
]


def rewritten(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` with every action read into a value and written back."""
    cls = game_class(record["game"])
    actions = [
        item if item.get("timeout") else {**item, "action": str(cls.parse_action(item["action"]))}
        for item in record.get("actions", [])
    ]
    return {**record, "actions": actions}


def replayed_through_values(record: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The replay tool's steps, each action applied as its value (none is refused here)."""
    game = start_game(record)
    for item in record["actions"]:
        events: list[Event]
        if item.get("timeout"):
            events = game.apply_timeout(item["player"])
        else:
            events = game.apply(item["player"], game.parse_action(item["action"]))
        yield state_output(game, events)
    assert game.record()["actions"] == record["actions"]


@pytest.mark.parametrize("record", CORPUS)
def test_a_record_reads_into_values_and_back_byte_for_byte(record: dict[str, Any]) -> None:
    assert json.dumps(rewritten(record)) == json.dumps(record)
    by_text = [json.dumps(step) for step in replay_steps(record)]
    by_value = [json.dumps(step) for step in replayed_through_values(record)]
    assert "rejected" not in by_text[-1]
    assert by_value == by_text
