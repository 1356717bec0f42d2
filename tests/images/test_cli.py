"""``python -m images``: draws a record's table, a hand or the result; exit 2 on a bad one."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from engine.cards import STANDARD_52
from engine.registry import computer_action, game_class
from images.__main__ import main
from images.dealmein.render import HEIGHT, WIDTH

ANN = ["AS", "KS", "QS", "JS", "10S", "2H", "3H"]
BOB = ["2C", "2D", "3C", "3D", "4C", "4D", "5C"]


def _record() -> dict[str, Any]:
    """Ann opens with a royal flush from F6; bob is to move."""
    rest = [str(c) for c in STANDARD_52 if str(c) not in ANN + BOB]
    return {
        "game": "dealmein",
        "players": ["ann", "bob"],
        "options": {"level": "expert"},
        "seed": 1,
        "deck": ANN + BOB + rest,
        "first_player": 0,
        "actions": [{"player": 0, "action": "place F6 across AS KS QS JS 10S"}],
    }


def _write(tmp_path: Path, record: dict[str, Any] | str) -> Path:
    path = tmp_path / "record.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record), "utf-8")
    return path


def test_draws_the_table_at_the_end_of_the_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "table.png"
    assert main([str(_write(tmp_path, _record())), "--out", str(out)]) == 0
    with Image.open(out) as image:
        assert image.format == "PNG" and image.size == (WIDTH, HEIGHT)
    alt = capsys.readouterr().out
    assert "bob to move" in alt and "royal flush A♠ K♠ Q♠ J♠ 10♠ from F6 to J6, complete" in alt


def test_draws_the_table_in_another_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "mesa.png"
    assert main([str(_write(tmp_path, _record())), "--out", str(out), "--locale", "es"]) == 0
    with Image.open(out) as image:
        assert image.format == "PNG" and image.size == (WIDTH, HEIGHT)
    alt = capsys.readouterr().out
    assert "Le toca a bob" in alt and "bob to move" not in alt
    with pytest.raises(SystemExit):
        main([str(_write(tmp_path, _record())), "--out", str(out), "--locale", "fr"])


def test_draws_a_players_hand(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "hand.png"
    assert main([str(_write(tmp_path, _record())), "--out", str(out), "--player", "1"]) == 0
    with Image.open(out) as image:
        assert image.format == "PNG"
    assert "7 cards: 2♦ 3♦ 4♦ 2♣ 3♣ 4♣ 5♣." in capsys.readouterr().out


def test_draws_the_result_of_a_finished_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = game_class("dealmein").create(["ann", "bob"], seed=4, first_player=1)
    rng = random.Random(4)
    while not game.over:
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    out = tmp_path / "result.png"
    assert main([str(_write(tmp_path, game.record())), "--out", str(out), "--result"]) == 0
    with Image.open(out) as image:
        assert image.format == "PNG"
    assert "Final standings: 1." in capsys.readouterr().out


@pytest.mark.parametrize(
    ("record", "args", "reason"),
    [
        ("{not json", [], "bad record: not JSON"),
        (json.dumps({"game": "chess", "players": ["a", "b"]}), [], "unknown game 'chess'"),
        (json.dumps(_record()), ["--player", "2"], "--player 2 is not a seat (0 to 1)"),
        (json.dumps(_record()), ["--result"], "not over"),
    ],
)
def test_a_bad_record_exits_2_with_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    record: str,
    args: list[str],
    reason: str,
) -> None:
    out = tmp_path / "out.png"
    assert main([str(_write(tmp_path, record)), "--out", str(out), *args]) == 2
    error = capsys.readouterr().err
    assert reason in error and error.count("\n") == 1
    assert not out.exists()


def test_a_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(tmp_path / "nothing.json"), "--out", str(tmp_path / "x.png")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_runs_as_a_module(tmp_path: Path) -> None:
    out = tmp_path / "table.png"
    done = subprocess.run(
        [sys.executable, "-m", "images", str(_write(tmp_path, _record())), "--out", str(out)],
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_preview_writes_contact_sheets_at_chat_widths(tmp_path: Path) -> None:
    from images.preview import COLUMNS, GAP, WIDTHS

    assert main(["preview", str(tmp_path), "--game", "hearts"]) == 0
    for width in WIDTHS:
        with Image.open(tmp_path / f"hearts-{width}.png") as sheet:
            assert sheet.width == GAP + COLUMNS * (width + GAP)
