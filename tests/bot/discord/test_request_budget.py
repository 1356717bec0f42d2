"""Discord's request budget (DESIGN.md: at most about 1.5 REST requests per move over whole
games, the mover's reply and the turn DMs included), counted in SimCord's request log over a
whole game of each game: one human against computer players, who plays what the computer
would in her seat with the slash commands (21-card rummy's ceremony with the table
message's buttons). Every request counts, from ``/game new`` to the game-over message."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from engine.core import Game
from engine.registry import computer_action
from engine.rummy21.game import PLAY, IndianRummy
from tests.bot.discord import test_rummy21, test_rummy500
from tests.bot.discord.conftest import World, place_options

#: The budget (DESIGN.md, "Performance budget").
REQUESTS_PER_MOVE = 1.5

#: Every game keeps it: a human at the table (typing in its channel) has their hand in each
#: move's reply and their turn on the table message, so the turn is not DMed too.
BOUNDS = dict.fromkeys(("dealmein", "hearts", "rummy500", "rummy21"), REQUESTS_PER_MOVE)


def dealmein_command(action: str) -> tuple[str, dict[str, Any]]:
    verb, *words = action.split()
    if verb == "place":
        return "dmi place", place_options(action)
    if verb == "swap":
        return "dmi swap", {"cards": " ".join(words)}
    if verb == "reclaim":
        return "dmi reclaim", {"card": words[0]}
    return "dmi pass", {}


def hearts_command(action: str) -> tuple[str, dict[str, Any]]:
    verb, *words = action.split()
    if verb == "pass":
        return "hearts pass", {"cards": " ".join(words)}
    return "hearts play", {"card": words[0]}


async def open_dealmein(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein", level="unlimited")
    await world.ann.slash(world.channel, "game addbot")
    await world.ann.slash(world.channel, "game start")


async def open_hearts(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="hearts", options="point_limit=20")
    await world.ann.slash(world.channel, "game start")


async def open_rummy500(world: World) -> None:
    await test_rummy500.open_table(world, against_computer=True)


async def open_rummy21(world: World) -> None:
    await test_rummy21.open_table(world, against_computer=True)


Opener = Callable[[World], Awaitable[None]]
Command = Callable[[str], tuple[str, dict[str, Any]]]

GAMES: dict[str, tuple[Opener, Command]] = {
    "dealmein": (open_dealmein, dealmein_command),
    "hearts": (open_hearts, hearts_command),
    "rummy500": (open_rummy500, test_rummy500.command_of),
    "rummy21": (open_rummy21, test_rummy21.command_of),
}


async def ann_plays(world: World, game: Game, command_of: Command, rng: random.Random) -> None:
    """Ann's move: the computer's choice in her seat (21-card rummy's ceremony by the table
    message's buttons; its deal ended by a drop after a few draws)."""
    action = "" if isinstance(game, IndianRummy) and game.phase != PLAY else None
    if isinstance(game, IndianRummy) and action is not None:
        await test_rummy21.ceremony_step(world, world.ann, game)
        return
    action = computer_action(game, 0, rng)
    if isinstance(game, IndianRummy):
        enough = test_rummy21.draws(game) >= test_rummy21.TURNS_BEFORE_DROP
        if action == "drop" or (not game.drawn and enough):
            action = "drop" if enough else "draw stock"
    command, options = command_of(action)
    reply = await world.ann.slash(world.channel, command, **options)
    assert reply.ephemeral and not reply.deferred, "the reply is the move's one answer"


async def requests_per_move(world: World, game_id: str) -> tuple[float, int]:
    """A whole game of ``game_id``: the requests per move, and the moves."""
    opener, command_of = GAMES[game_id]
    before = len(world.env.http_requests)
    await opener(world)
    table = world.table()
    game = table.game
    assert game is not None and table.seats[0].user_id == world.ann.id
    rng = random.Random(7)
    while world.bot.service.table(world.channel.id) is not None:
        assert 0 in game.to_move(), "the computers move at once: it is Ann's turn again"
        turn = table.turn
        await ann_plays(world, game, command_of, rng)
        assert table.turn > turn
    closing = world.channel.last_message
    assert closing is not None and "game over" in (closing.embeds[0].title or "")
    moves = len(game.history)
    return (len(world.env.http_requests) - before) / moves, moves


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_a_whole_game_keeps_the_request_budget(world: World, game_id: str) -> None:
    per_move, moves = await requests_per_move(world, game_id)
    assert moves >= 10
    assert per_move <= BOUNDS[game_id], f"{per_move:.2f} requests a move over {moves} moves"
    # One table message for the whole game, edited in place: posted once, never deleted.
    posts = f"/channels/{world.channel.id}/messages"
    created = [r for r in world.env.http_requests if r.method == "POST" and r.path == posts]
    deleted = [r for r in world.env.http_requests if r.method == "DELETE"]
    assert deleted == []
    assert len(created) == 2  # the table message and the game-over message
