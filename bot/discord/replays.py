"""``/game replay``: a finished game as an animated picture, posted in the channel.

The record comes from the table service (the channel's last finished game) or from the
store by the game's id; the animation is drawn by :mod:`images.replay` in a worker thread
(``asyncio.to_thread``), never on the event loop.
"""

from __future__ import annotations

import asyncio
import io

import discord

from bot.discord import actions
from bot.discord.frontend import QUIET
from bot.tables.ports import TableError
from images.replay import render_replay

NO_SUCH_GAME = "No finished game has the id `{}`: leave the id out for this channel's last game."


async def send_replay(interaction: discord.Interaction, game_id: str | None) -> None:
    """Post the replay of ``game_id`` (or of the channel's last finished game). Every
    refusal comes before the public defer, so it stays private."""
    service = actions.service_of(interaction)
    channel_id = actions.channel_id_of(interaction)
    if game_id and game_id.strip():
        record = await service.store.game_record(game_id.strip())
        if record is None:
            raise TableError(NO_SUCH_GAME.format(game_id.strip()[:40]))
    else:
        record = await service.export_record(channel_id)
    await interaction.response.defer(thinking=True)
    replay = await asyncio.to_thread(render_replay, record)
    summary = (
        "one frame per move"
        if replay.moves_per_frame == 1
        else f"{replay.moves_per_frame} moves a frame"
    )
    file = discord.File(
        io.BytesIO(replay.data), filename=replay.filename, description=replay.alt[:1024]
    )
    await interaction.followup.send(
        f"The replay: {replay.moves} moves, {summary}, then the final standings.",
        file=file,
        allowed_mentions=QUIET,
    )
