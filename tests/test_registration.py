"""A game is registered once (:mod:`engine.registry`) and found in every layer from its id;
the bot refuses to start, naming the game and the piece, when one is missing."""

from __future__ import annotations

import dataclasses
import sys
import types
from pathlib import Path

import pytest

import images
from bot import __main__ as entry
from bot.config import Settings
from bot.discord import plugins
from bot.discord.client import create_bot
from engine import registry
from images import plugins as images_plugins
from images.plugins import MissingPiece
from tests.bot.service.helpers import counting_manifest

#: A registered game with rules only: the table service's test game.
FIFTH = "counting"


@pytest.fixture
def fifth_game(monkeypatch: pytest.MonkeyPatch) -> str:
    """A game registered in the engine registry, with no pictures and no bot pieces."""
    monkeypatch.setattr(registry, "GAME_IDS", (*registry.GAME_IDS, FIFTH))
    monkeypatch.setitem(registry._LOADED, FIFTH, counting_manifest())
    return FIFTH


@pytest.fixture
def with_pictures(monkeypatch: pytest.MonkeyPatch, fifth_game: str) -> str:
    """...and with pictures (Hearts')."""
    monkeypatch.setitem(images_plugins._loaded, fifth_game, images.manifest("hearts"))
    return fifth_game


def settings(tmp_path: Path) -> Settings:
    return Settings(token="t", database_url=f"sqlite+aiosqlite:///{tmp_path}/t.db")


def test_every_registered_game_is_whole() -> None:
    plugins.check_games()
    assert list(plugins.game_plugins()) == registry.game_ids()


@pytest.mark.usefixtures("fifth_game")
def test_a_game_without_pictures_stops_the_bot(tmp_path: Path) -> None:
    with pytest.raises(MissingPiece) as refused:
        create_bot(settings(tmp_path))
    assert str(refused.value) == (
        "game 'counting' has no manifest (images.counting.manifest) in images"
    )
    assert (refused.value.game_id, refused.value.layer) == (FIFTH, "images")


@pytest.mark.usefixtures("with_pictures")
def test_a_game_without_its_bot_manifest_stops_the_bot(tmp_path: Path) -> None:
    with pytest.raises(MissingPiece, match=r"'counting' has no manifest \(bot.discord.games"):
        create_bot(settings(tmp_path))


@pytest.mark.usefixtures("with_pictures")
def test_a_manifest_module_without_its_manifest_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, plugins.module_name(FIFTH), types.ModuleType("empty"))
    with pytest.raises(MissingPiece, match="no MANIFEST \\(a GamePlugin\\)"):
        plugins.check_games()


@pytest.mark.usefixtures("with_pictures")
def test_a_game_parameter_that_is_no_option_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    level = plugins.NewParameter("level", "the time per move")
    hearts = plugins.plugin("hearts")
    own = plugins.GamePlugin(
        hearts.cog,
        "Count to the target.",
        hearts.describe,
        hearts.command_for,
        new_parameters=(level,),
    )
    monkeypatch.setitem(plugins._loaded, FIFTH, own)
    with pytest.raises(MissingPiece, match=r"'counting' has no option 'level'.* in engine"):
        plugins.check_games()


@pytest.mark.usefixtures("fifth_game")
def test_the_command_line_says_what_is_missing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert entry.run(settings(tmp_path)) == entry.EXIT_CONFIG
    assert capsys.readouterr().err == (
        "cardtable-bot: game 'counting' has no manifest (images.counting.manifest) in images\n"
    )


def test_an_unknown_game_has_no_pieces() -> None:
    with pytest.raises(KeyError, match="'chess' has no manifest"):
        plugins.plugin("chess")


def test_a_game_with_its_own_hand_picture_draws_it(monkeypatch: pytest.MonkeyPatch) -> None:
    own = images.Rendered(b"\x89PNG own", "The hand, drawn by the game itself.", "hand.png")
    pictures = dataclasses.replace(images.manifest("hearts"), hand=lambda view, locale="en": own)
    monkeypatch.setitem(images_plugins._loaded, "hearts", pictures)
    view = registry.game_class("hearts").create(["ann", "bob", "cat", "dan"], seed=1).view(0)
    assert images.render_hand(view) is own
    monkeypatch.undo()
    assert images.render_hand(view).png.startswith(b"\x89PNG\r\n")
