"""Animated replays: one frame per move (plus the deal and the final standings) for a
finished game of each game, under 10 MB; a long game summarized, not refused; the
command line; a record with an illegal action replays up to it."""

from __future__ import annotations

import io
import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from engine.records import RecordError
from engine.registry import game_class
from engine.simulate import play_one
from images.replay import FRAME_WIDTH, render_replay, replay_frames
from images.replay import cli as replay_cli

TEN_MB = 10 * 1024 * 1024

#: A short finished game of each game: (players, options).
SHORT_GAMES: dict[str, tuple[int, dict[str, Any]]] = {
    "dealmein": (2, {"level": "unlimited"}),
    "hearts": (4, {"point_limit": 1}),
    "rummy500": (2, {"target": 50}),
    "rummy21": (2, {"deals": 1}),
}


@cache
def finished_record(game_id: str, seed: int = 1) -> dict[str, Any]:
    players, options = SHORT_GAMES[game_id]
    game = game_class(game_id).create([f"p{i}" for i in range(players)], options, seed=seed)
    play_one(game, random.Random(seed))
    return game.record()


def frames_of(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "WEBP" and getattr(image, "is_animated", False)
    return image


@pytest.mark.parametrize("game_id", sorted(SHORT_GAMES))
def test_a_finished_game_is_one_frame_per_move(game_id: str) -> None:
    record = finished_record(game_id)
    moves = len(record["actions"])
    replay = render_replay(record)
    image = frames_of(replay.data)
    # The deal, every move, the final standings.
    assert image.n_frames == replay.frames == moves + 2
    assert replay.moves == moves and replay.moves_per_frame == 1
    assert len(replay.data) < TEN_MB
    assert image.width == FRAME_WIDTH
    assert replay.filename == f"{game_id}-replay.webp"
    assert "one frame per move" in replay.alt


def test_each_frame_is_captioned_with_its_move_in_words() -> None:
    record = finished_record("dealmein")
    frames, last, played, _ = replay_frames(record)
    assert frames[0].counter == "The deal"
    assert frames[1].counter == f"Move 1 of {played}"
    first = record["actions"][0]["action"]
    assert first.startswith("place")
    # The engine's words, with suit symbols: "p0 placed 7♠ 7♥ F6–G6 across: pair 10."
    assert "placed" in frames[1].text and any(s in frames[1].text for s in "♠♥♦♣")
    assert last.over


def test_the_standings_are_held_longest() -> None:
    image = frames_of(render_replay(finished_record("dealmein")).data)
    durations = []
    for index in range(image.n_frames):
        image.seek(index)
        image.load()
        durations.append(image.info["duration"])
    assert durations[-1] == max(durations) and durations[-1] >= 5000
    assert durations[1] < durations[-2] < durations[-1]  # a move, the last move, the end


def test_a_long_game_is_summarized_in_runs_of_moves() -> None:
    record = finished_record("hearts")
    moves = len(record["actions"])
    replay = render_replay(record, max_frames=10)
    per_frame = -(-moves // 10)
    assert replay.moves_per_frame == per_frame > 1
    assert frames_of(replay.data).n_frames == -(-moves // per_frame) + 2
    frames, *_ = replay_frames(record, max_frames=10)
    assert frames[1].counter == f"Moves 1–{per_frame} of {moves}"


def test_an_illegal_action_ends_the_replay_there() -> None:
    record = dict(finished_record("dealmein"))
    record["actions"] = [*record["actions"][:2], {"player": 0, "action": "place A1 down 2S"}]
    frames, last, played, _ = replay_frames(record)
    assert played == 2 and not last.over
    assert frames[-1].text.startswith("Move 3 is refused:")
    replay = render_replay(record)
    assert frames_of(replay.data).n_frames == 4  # no standings: the game is not over


def test_an_unreadable_record_is_refused() -> None:
    with pytest.raises(RecordError):
        render_replay({"game": "dealmein"})


def test_the_command_line_writes_the_animation(tmp_path: Path, capsys) -> None:
    import json

    source = tmp_path / "game.json"
    source.write_text(json.dumps(finished_record("dealmein")))
    out = tmp_path / "game.webp"
    assert replay_cli([str(source), str(out)]) == 0
    moves = len(finished_record("dealmein")["actions"])
    assert frames_of(out.read_bytes()).n_frames == moves + 2
    assert f"{moves + 2} frames" in capsys.readouterr().out
    gif = tmp_path / "game.gif"
    assert replay_cli([str(source), str(gif)]) == 0
    assert Image.open(gif).format == "GIF"
    (tmp_path / "bad.json").write_text("{")
    assert replay_cli([str(tmp_path / "bad.json"), str(out)]) == 2
    assert "bad record" in capsys.readouterr().err


def test_python_m_images_replay_dispatches_to_the_replay_tool(tmp_path: Path) -> None:
    import json

    from images.__main__ import main

    source = tmp_path / "game.json"
    source.write_text(json.dumps(finished_record("dealmein")))
    out = tmp_path / "game.webp"
    assert main(["replay", str(source), str(out)]) == 0
    assert out.stat().st_size > 0
