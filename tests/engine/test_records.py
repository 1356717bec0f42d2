"""The game records and the replay tool (engine/records.py, ``python -m engine replay``),
with Deal Me In records."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.cards import STANDARD_52
from engine.records import RecordError, load_record, replay, replay_game, replay_steps

ROOT = Path(__file__).resolve().parents[2]
ANN = ["AS", "KS", "QS", "JS", "10S", "7H", "7D"]
BOB = ["9C", "9D", "4S", "2C", "3C", "5C", "6C"]


def record(*actions: dict[str, Any]) -> dict[str, Any]:
    return {
        "game": "dealmein",
        "players": ["ann", "bob"],
        "options": {"level": "unlimited"},
        "seed": 7,
        "deck": ANN + BOB + [str(c) for c in STANDARD_52 if str(c) not in ANN + BOB],
        "first_player": 0,
        "actions": list(actions),
    }


ROYAL = {"player": 0, "action": "place F6 across AS KS QS JS 10S"}


def test_replay_output_fields() -> None:
    out = replay(record(ROYAL))
    assert {
        "game", "over", "to_move", "scores", "hands", "deck_size", "events",
        "board", "jokers_left", "can_place",
    } == set(out)  # fmt: skip
    assert out["game"] == "dealmein" and out["over"] is False
    assert out["to_move"] == 1 and out["scores"] == [400, 150]
    assert out["hands"][1] == ["4S", "9D", "2C", "3C", "5C", "6C", "9C"]
    assert out["deck_size"] == 33
    assert out["events"][0]["kind"] == "placed"
    assert out["board"]["F6"] == "AS" and out["jokers_left"] == ["F3", "C6", "F9"]
    assert isinstance(out["can_place"], bool)


def test_a_record_without_actions_gives_the_deal() -> None:
    out = replay(record())
    assert out["hands"][0] == ["10S", "JS", "QS", "KS", "AS", "7H", "7D"]
    assert out["events"] == [] and out["board"] == {}


def test_the_first_illegal_action_stops_the_replay() -> None:
    out = replay(record(ROYAL, {"player": 1, "action": "place A1 down 9C 9D"}, ROYAL))
    assert out["rejected"] == {"index": 1, "reason": "The cards must touch a card on the board."}
    assert out["board"]["F6"] == "AS" and "A1" not in out["board"]  # the state before it
    assert out["events"][0]["kind"] == "placed"


def test_a_card_error_is_a_rejection() -> None:
    out = replay(record({"player": 0, "action": "swap 7Q"}))
    assert out["rejected"]["index"] == 0 and "'7Q' is not a card" in out["rejected"]["reason"]


def test_the_trace_has_one_step_per_action() -> None:
    steps = list(replay_steps(record(ROYAL, {"player": 1, "timeout": True})))
    assert len(steps) == 2
    assert steps[0]["to_move"] == 1 and steps[1]["to_move"] == 0
    assert steps[1]["events"][0]["kind"] == "timeout" and steps[1]["scores"] == [400, 140]


def test_replay_game_gives_the_game_object() -> None:
    game = replay_game(record(ROYAL))
    assert game.record()["actions"] == [ROYAL]
    assert replay(game.record())["board"] == replay(record(ROYAL))["board"]


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ({"players": ["a", "b"]}, "the record has no 'game' field"),
        ({"game": "chess", "players": ["a", "b"]}, "unknown game 'chess'"),
        ({"game": "dealmein", "players": ["a"]}, "played by 2 to 4 players"),
        ({"game": "dealmein", "players": ["a", "b"], "deck": ["AS"]}, "52 cards of one pack"),
        ({"game": "dealmein", "players": ["a", "b"], "deck": ["XX"] * 52}, "'XX' is not a card"),
        ({"game": "dealmein", "players": ["a", "b"], "options": {"speed": 1}}, "unknown option"),
        ({"game": "dealmein", "players": ["a", "b"], "actions": [{"action": "pass"}]}, "seat"),
    ],
)
def test_unreadable_records(data: dict[str, Any], reason: str) -> None:
    with pytest.raises(RecordError) as error:
        replay(data)
    assert reason in str(error.value)


def test_load_record_refuses_what_is_not_a_json_object() -> None:
    with pytest.raises(RecordError, match="not JSON"):
        load_record("{")
    with pytest.raises(RecordError, match="a record is a JSON object"):
        load_record("[]")


def run_replay(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", "replay", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


def test_command_line_replay(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record(ROYAL, {"player": 1, "action": "pass"})), "utf-8")
    done = run_replay(str(path))
    assert done.returncode == 0  # an illegal action is a result, not a failure
    out = json.loads(done.stdout)
    assert out["rejected"]["reason"].startswith("You can pass only when the deck is empty")
    traced = run_replay(str(path), "--trace")
    assert traced.returncode == 0
    assert [json.loads(line)["to_move"] for line in traced.stdout.splitlines()] == [1, 1]


def test_command_line_replay_of_an_unreadable_record() -> None:
    done = run_replay("-", stdin='{"game": "dealmein"')
    assert done.returncode == 2
    assert done.stdout == "" and done.stderr.startswith("bad record: not JSON")
    assert len(done.stderr.strip().splitlines()) == 1
