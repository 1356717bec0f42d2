"""``/game replay``: the channel's last finished game, or one by id from the history, as an
animated picture posted in the channel: one frame per move plus the deal and the final
standings, under 10 MB, for each of the four games."""

from __future__ import annotations

import io
import random
import re

import pytest
from PIL import Image

from bot.discord.replays import NO_SUCH_GAME
from bot.tables.table import Phase, Seat, Table
from engine.registry import game_class
from engine.simulate import play_one
from tests.bot.discord.conftest import World
from tests.bot.discord.test_full_game import play_until_over
from tests.images.test_replay import SHORT_GAMES

TEN_MB = 10 * 1024 * 1024

#: SimCord waits 5 s for the bot to settle by default; a replay is drawn in a worker
#: thread for a few seconds, more on a busy machine.
pytestmark = pytest.mark.simcord(settle_timeout=60)


async def frames_posted(world: World, result) -> tuple[int, int]:
    """The frame count and size of the animation a replay command posted."""
    assert not result.ephemeral
    message = result.followups[-1] if result.followups else result.response
    assert message is not None
    [attachment] = message.attachments
    assert attachment.filename.endswith("-replay.webp") and attachment.description
    data = await attachment.read()
    image = Image.open(io.BytesIO(data))
    assert image.format == "WEBP" and image.is_animated
    return image.n_frames, len(data)


async def test_the_channels_last_game_is_replayed(world: World) -> None:
    await world.open_two_player_table()
    await play_until_over(world)
    exported = await world.ann.slash(world.channel, "game export")
    import json

    moves = len(json.loads(await exported.response.attachments[0].read())["actions"])
    replayed = await world.cat.slash(world.channel, "game replay")
    frames, size = await frames_posted(world, replayed)
    assert frames == moves + 2 and size < TEN_MB


def finished_table(world: World, game_id: str, table_id: str, guild_id: int | None = None) -> Table:
    players, options = SHORT_GAMES[game_id]
    game = game_class(game_id).create([f"Bot {i}" for i in range(players)], options, seed=2)
    play_one(game, random.Random(2))
    return Table(
        table_id=table_id,
        guild_id=world.guild.id if guild_id is None else guild_id,
        channel_id=world.channel.id,
        game_id=game_id,
        options=dict(game.options),
        host_id=world.ann.id,
        phase=Phase.FINISHED,
        seats=[Seat(None, name, is_bot=True) for name in game.players],
        game=game,
        created_at=0.0,
    )


@pytest.mark.parametrize("game_id", sorted(SHORT_GAMES))
async def test_a_game_from_the_history_is_replayed_by_id(world: World, game_id: str) -> None:
    table = finished_table(world, game_id, f"{game_id}-game")
    assert await world.bot.store.record_result(table)
    assert table.game is not None
    moves = len(table.game.history)
    replayed = await world.ann.slash(world.channel, "game replay", game_id=table.table_id)
    frames, size = await frames_posted(world, replayed)
    assert frames == moves + 2 and size < TEN_MB


async def test_nothing_to_replay_is_a_private_refusal(world: World) -> None:
    refused = await world.ann.slash(world.channel, "game replay")
    assert refused.ephemeral and "no finished game" in refused.response.content
    unknown = await world.ann.slash(world.channel, "game replay", game_id="nope")
    assert unknown.ephemeral and unknown.response.content == NO_SUCH_GAME.format(game_id="nope")
    await world.open_two_player_table()
    playing = await world.ann.slash(world.channel, "game replay")
    assert playing.ephemeral and "once the game is over" in playing.response.content


async def test_the_history_is_offered_and_kept_to_its_server(world: World) -> None:
    for game_id in ("dealmein", "hearts"):
        assert await world.bot.store.record_result(finished_table(world, game_id, game_id))
    offered = await world.ann.autocomplete(world.channel, "game replay", "game_id", "")
    assert [c["value"] for c in offered] == ["hearts", "dealmein"]  # newest first
    assert re.match(r"Hearts Deluxe · \d{4}-\d\d-\d\d \d\d:\d\d · ", offered[0]["name"])
    assert offered[0]["name"].endswith("Bot 0, Bot 1, Bot 2, Bot 3")
    typed = await world.ann.autocomplete(world.channel, "game replay", "game_id", "deal")
    assert [c["value"] for c in typed] == ["dealmein"]
    elsewhere = finished_table(world, "dealmein", "elsewhere", guild_id=world.guild.id + 1)
    assert await world.bot.store.record_result(elsewhere)
    refused = await world.ann.slash(world.channel, "game replay", game_id="elsewhere")
    assert refused.ephemeral and refused.response.content == NO_SUCH_GAME.format(
        game_id="elsewhere"
    )
