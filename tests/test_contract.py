"""The contract every registered game keeps, in every layer: created, played at random to
the end (a seeded RNG, some moves timed out), its state through JSON and back at several
points (the game then goes on from the copy), its record replayed by the replay tool to the
same final state, each view (public and every seat's) drawn through its images manifest
as a valid PNG, its moves values that go through their text notation and back (and that
its bot plugin words and turns into a slash command), and its commands in the bot's
command tree. A game registered in
:mod:`engine.registry` that lacks any piece fails here."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from discord import app_commands
from discord.ext import commands
from PIL import Image

import images
from bot.config import Settings
from bot.discord.client import CardTableBot
from bot.discord.plugins import plugin
from engine.__main__ import main as engine_main
from engine.core import Action, Event, Game
from engine.records import state_output
from engine.registry import game_class, game_ids

SEED = 5
#: Share of the moves left to run out of time (the game's timeout action).
TIMEOUTS = 0.05
#: A random game that has not ended by then is a game that may never end.
MAX_STEPS = 20_000
#: Legal actions of each move checked as values (all of them would be thousands).
CHECKED_ACTIONS = 6
#: Where (as a share of the game's moves) the state goes through JSON and is drawn.
CHECKPOINTS = (0.0, 1 / 3, 2 / 3)

CASES = [
    pytest.param(game_id, players, id=f"{game_id}-{players}p")
    for game_id in game_ids()
    for players in sorted({game_class(game_id).min_players, game_class(game_id).max_players})
]


def new_game(game_id: str, players: int) -> Game:
    return game_class(game_id).create([f"Player {n}" for n in range(players)], {}, seed=SEED)


def step(game: Game, rng: random.Random) -> list[Event]:
    """One random move of one of the players to move (or their move timed out)."""
    seat = rng.choice(game.to_move())
    if rng.random() < TIMEOUTS:
        return game.apply_timeout(seat)
    legal = game.legal_actions(seat)
    assert legal, f"seat {seat} is to move and has no legal action"
    for action in rng.sample(list(legal), min(len(legal), CHECKED_ACTIONS)):
        assert_value(game, action)
    return game.apply(seat, rng.choice(legal))


def assert_value(game: Game, action: Action) -> None:
    """``action`` is a value (frozen, hashable) whose notation parses back to it, and the
    game's bot plugin words it and names the slash command that plays it."""
    assert isinstance(action, Action), action
    text = str(action)
    parsed = game.parse_action(text)
    assert parsed == action and hash(parsed) == hash(action), text
    assert str(parsed) == text
    own = plugin(game.game_id)
    assert own.describe(action).strip(), text
    assert own.command_for(action).startswith("/"), text


def length(game_id: str, players: int) -> int:
    """The number of moves of the seeded random game."""
    game, rng = new_game(game_id, players), random.Random(SEED)
    for moves in range(MAX_STEPS):
        if game.over:
            return moves
        step(game, rng)
    raise AssertionError(f"a random game of {game_id} did not end in {MAX_STEPS} moves")


def through_json(game: Game) -> Game:
    """The game after a JSON round trip of its state, checked equal to it."""
    state = game.to_dict()
    copy = type(game).from_dict(json.loads(json.dumps(state)))
    assert copy.to_dict() == state
    for seat in [None, *range(len(game.players))]:
        assert copy.view(seat) == game.view(seat), seat
    return copy


def assert_png(picture: images.Rendered) -> None:
    assert picture.png.startswith(b"\x89PNG\r\n\x1a\n")
    with Image.open(io.BytesIO(picture.png)) as image:
        assert image.format == "PNG" and image.width > 100 and image.height > 100
        image.verify()
    assert picture.alt.strip()


def draw_every_view(game: Game) -> None:
    """The table of every view, every hand held and, at the end, the result."""
    assert_png(images.render_table(game.view(None)))
    for seat in range(len(game.players)):
        view = game.view(seat)
        assert_png(images.render_table(view))
        if view.hand is not None:
            assert_png(images.render_hand(view))
    if game.over:
        assert_png(images.render_result(game.view(None)))


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_a_random_game_goes_through_every_layer(
    game_id: str, players: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    moves = length(game_id, players)
    assert moves > 0
    checkpoints = {int(moves * share) for share in CHECKPOINTS}
    game, rng = new_game(game_id, players), random.Random(SEED)
    events: list[Event] = []
    for move in range(moves):
        if move in checkpoints:
            game = through_json(game)
            draw_every_view(game)
        events = step(game, rng)
    assert game.over, "the game went on differently after a JSON round trip"
    game = through_json(game)
    draw_every_view(game)

    record = tmp_path / "record.json"
    record.write_text(json.dumps(game.record()), "utf-8")
    capsys.readouterr()
    assert engine_main(["replay", str(record)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert "rejected" not in replayed
    assert replayed == json.loads(json.dumps(state_output(game, events)))
    assert engine_main(["replay", str(record), "--trace"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == moves


@pytest.fixture
async def tree(tmp_path: Path) -> app_commands.CommandTree:
    """The bot's command tree with every cog added, as at start-up (not connected)."""
    bot = CardTableBot(Settings(token="contract", database_url=f"sqlite+aiosqlite:///{tmp_path}/t"))
    await bot.add_commands()
    return bot.tree


def choices(tree: app_commands.CommandTree, path: str, parameter: str) -> list[str]:
    command = tree.get_command(path.split()[0])
    for name in path.split()[1:]:
        assert isinstance(command, app_commands.Group)
        command = command.get_command(name)
    assert isinstance(command, app_commands.Command), path
    found = command.get_parameter(parameter)
    assert found is not None, f"/{path} has no {parameter!r}"
    return [str(choice.value) for choice in found.choices]


@pytest.mark.parametrize("game_id", game_ids())
async def test_the_games_commands_are_in_the_command_tree(
    tree: app_commands.CommandTree, game_id: str
) -> None:
    own = plugin(game_id)
    if issubclass(own.cog, commands.GroupCog):
        group = str(own.cog.__cog_group_name__)
        command = tree.get_command(group)
        assert isinstance(command, app_commands.Group), f"/{group} is not in the tree"
        assert command.commands, f"/{group} has no commands"
    else:
        assert own.cog.__cog_app_commands__, f"{own.cog.__name__} has no commands"
        for each in own.cog.__cog_app_commands__:
            assert tree.get_command(each.name) is not None, f"/{each.name} is not in the tree"
    assert game_id in choices(tree, "game new", "game")
    assert game_id in choices(tree, "rules", "game")
    assert game_id in choices(tree, "leaderboard", "game")
    options = {spec.name: spec for spec in game_class(game_id).option_specs}
    for parameter in own.new_parameters:
        offered = choices(tree, "game new", parameter.option)
        assert offered == [str(c) for c in options[parameter.option].choices or ()]
    for item in own.components:
        assert item.__discord_ui_compiled_template__.pattern  # type: ignore[attr-defined]
