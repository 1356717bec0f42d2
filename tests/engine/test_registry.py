"""The engine registry: one manifest per registered game, computer players found through
it, and rules modules that do not import their AI."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from engine.core import LEVELS, Game, OptionSpec
from engine.manifest import EngineManifest
from engine.registry import GAME_IDS, computer_action, game_class, game_ids, manifest

PLAYERS = {"dealmein": 2, "hearts": 4, "rummy500": 3, "rummy21": 3}


def test_every_registered_game_is_present_and_has_its_manifest() -> None:
    assert game_ids() == list(GAME_IDS)
    assert sorted(PLAYERS) == sorted(GAME_IDS)
    for game_id in GAME_IDS:
        found = manifest(game_id)
        assert isinstance(found, EngineManifest)
        assert found.game_id == game_id == found.rules.game_id
        assert game_class(game_id) is found.rules
        assert found.options == found.rules.option_specs
        assert all(isinstance(spec, OptionSpec) for spec in found.options)


def test_an_unknown_game_is_a_key_error_naming_the_known_ones() -> None:
    with pytest.raises(KeyError, match=r"unknown game 'chess'.*dealmein"):
        manifest("chess")


def test_a_manifest_refuses_rules_of_another_game() -> None:
    with pytest.raises(ValueError, match="names rules of game 'hearts'"):
        hearts = manifest("hearts")
        EngineManifest("rummy21", game_class("hearts"), hearts.choose, hearts.view)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("level", LEVELS)
def test_the_computer_player_of_every_game_and_level_chooses_a_legal_action(
    game_id: str, level: str
) -> None:
    game: Game = game_class(game_id).create(
        [f"p{i}" for i in range(PLAYERS[game_id])], seed=3, first_player=0
    )
    rng = random.Random(1)
    for _ in range(6):
        if game.over:
            break
        seat = game.to_move()[0]
        before = game.to_dict()
        action = computer_action(game, seat, rng, level)
        assert game.to_dict() == before, "a computer player changes nothing"
        game.apply(seat, action)  # raises on an illegal choice


def test_an_unknown_level_is_refused() -> None:
    game = game_class("hearts").create(["a", "b", "c", "d"], seed=1)
    with pytest.raises(ValueError, match="unknown computer level 'expert'"):
        computer_action(game, 0, random.Random(1), "expert")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_rules_module_does_not_import_its_computer_player(game_id: str) -> None:
    script = (
        "import sys, importlib\n"
        f"importlib.import_module('engine.{game_id}.game')\n"
        f"print('engine.{game_id}.ai' in sys.modules)\n"
    )
    ran = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip() == "False"
