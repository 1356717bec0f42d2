"""``/game replay``: a finished game as an animated picture, posted in the channel.

The record comes from the table service (the channel's last finished game) or from the
store by the game's id (autocomplete lists the channel's latest games; a game of another
server is not found); the animation is drawn by :mod:`images.replay` in a worker thread
of its own, never on the event loop.
"""

from __future__ import annotations

import asyncio
import functools
import io
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime

import discord
from discord import app_commands

from bot.discord import actions
from bot.discord.locale import game_title, guild_locale, t
from bot.discord.moves import MAX_CHOICES
from bot.discord.plain import plain
from bot.storage.history import game_record_in, recent_games
from bot.tables.ports import TableError
from engine import i18n
from engine.registry import game_class
from images.replay import render_replay

#: The refusal of an id that names no finished game here, in English (``{game_id}``).
NO_SUCH_GAME = t("bot.replay.no_such_game", game_id="{game_id}")

#: Replays are drawn in this one worker thread, one at a time: a long game's frames take
#: a hundred MB and a core for seconds; other requests wait their turn (their interaction
#: is deferred), and the event loop and the other worker threads go on meanwhile.
_DRAWING = ThreadPoolExecutor(max_workers=1, thread_name_prefix="replay")


async def send_replay(interaction: discord.Interaction, game_id: str | None) -> None:
    """Post the replay of ``game_id`` (or of the channel's last finished game). Every
    refusal comes before the public defer, so it stays private."""
    service = actions.service_of(interaction)
    channel_id = actions.channel_id_of(interaction)
    if game_id and game_id.strip():
        record = await game_record_in(service.store, game_id.strip(), interaction.guild_id or 0)
        if record is None:
            raise TableError.text(t("bot.replay.no_such_game", game_id=game_id.strip()[:40]))
    else:
        record = await service.export_record(channel_id)
    await interaction.response.defer(thinking=True)
    with i18n.speaking(guild_locale(interaction)):  # the replay is posted in the channel
        # The executor's thread shares no context: the language goes with the record.
        drawing = functools.partial(render_replay, record, locale=i18n.language())
        replay = await asyncio.get_running_loop().run_in_executor(_DRAWING, drawing)
        summary = (
            t("bot.replay.frame_per_move")
            if replay.moves_per_frame == 1
            else t("bot.replay.moves_a_frame", count=replay.moves_per_frame)
        )
        file = discord.File(
            io.BytesIO(replay.data),
            filename=replay.filename,
            description=plain(replay.alt)[:1024],
        )
        text = t("bot.replay.posted", moves=replay.moves, summary=summary)
    await interaction.followup.send(
        text, file=file, allowed_mentions=discord.AllowedMentions.none()
    )


async def finished_game_choices(
    interaction: discord.Interaction, typed: str
) -> list[app_commands.Choice[str]]:
    """The channel's latest finished games, ``Deal Me In · 2026-12-01 18:05 · ann, bob``,
    those whose label or id contains what is typed."""
    if interaction.channel_id is None:
        return []
    store = actions.service_of(interaction).store
    wanted = typed.strip().lower()
    choices = []
    for game in await recent_games(store, interaction.channel_id, limit=MAX_CHOICES):
        try:
            title = game_title(game.game_id, game_class(game.game_id).title)
        except KeyError:
            title = game.game_id
        when = datetime.fromtimestamp(game.finished_at, UTC).strftime("%Y-%m-%d %H:%M")
        label = f"{title} · {when} · {', '.join(game.names)}"[:100]
        if wanted in label.lower() or game.table_id.startswith(wanted):
            choices.append(app_commands.Choice(name=label, value=game.table_id))
    return choices
