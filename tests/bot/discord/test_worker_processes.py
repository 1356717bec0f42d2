"""The bot as ``COMPUTER_PROCESSES`` and ``PICTURE_PROCESSES`` run it: a quick-play game to
its end, the computer player thinking and the pictures drawn in worker processes (the
SimCord tests otherwise keep both in threads)."""

from __future__ import annotations

import pytest

from bot.discord import drawing
from bot.discord.client import CardTableBot
from bot.tables.thinking import InProcesses
from tests.bot.discord.conftest import World, make_bot
from tests.bot.discord.test_dmi_panel import play_to_the_end_from_the_panel


@pytest.fixture
def simcord_bot(database_url: str) -> CardTableBot:
    return make_bot(database_url, computer_processes=1, picture_processes=1)


async def test_quick_play_with_the_computer_player_in_a_worker_process(world: World) -> None:
    assert isinstance(world.bot.service.thinking, InProcesses)
    assert isinstance(world.bot.drawing, drawing.InProcesses)
    await world.ann.slash(world.channel, "play", game="dealmein")
    table = world.table()
    game = table.game
    assert game is not None
    await play_to_the_end_from_the_panel(world, human=0)
    computer = [move for move in game.history if move["player"] == 1]
    assert computer and all("action" in move for move in computer)  # chosen, not timed out
    pictures = [a for m in world.channel.history() for a in m.attachments]
    assert pictures and all(a.filename.endswith(".png") for a in pictures)
