"""What a slash command and a button have in common: who the player is, and the few table
actions both offer (join, start; "My hand" is in ``bot.discord.hands``)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

import discord

from bot.discord.hints import explained_suggestion
from bot.discord.locale import game_title, t
from bot.discord.port import TableFront, bot_of
from bot.discord.replies import reply_privately
from bot.storage import Store
from bot.tables.ports import Player, TableError
from bot.tables.service import TableService
from bot.tables.table import Table
from engine.core import DEFAULT_LEVEL, Game

G = TypeVar("G", bound=Game)
T = TypeVar("T")


def service_of(interaction: discord.Interaction) -> TableService[Store]:
    return bot_of(interaction).service


def frontend_of(interaction: discord.Interaction) -> TableFront:
    return bot_of(interaction).frontend


def player_of(interaction: discord.Interaction) -> Player:
    return Player(interaction.user.id, interaction.user.display_name)


def channel_id_of(interaction: discord.Interaction) -> int:
    """The channel (or thread) of the interaction; refused outside servers."""
    if interaction.guild_id is None or interaction.channel_id is None:
        raise TableError.text(t("bot.table.guild_only"))
    return interaction.channel_id


def seat_at(
    interaction: discord.Interaction, game_class: type[G], channel_id: int | None = None
) -> tuple[Table, G, int]:
    """The channel's table, its game and the player's seat; a refusal when the player has
    no seat at a ``game_class`` game here. ``channel_id`` names the table's channel for a
    click that may come from elsewhere (a panel in a DM); by default, the channel used."""
    channel = channel_id if channel_id is not None else channel_id_of(interaction)
    table, seat = service_of(interaction).seat_view(channel, interaction.user.id)
    if not isinstance(table.game, game_class):
        raise TableError.text(
            t(
                "bot.table.other_game",
                game=game_title(table.game_id, table.title),
                wanted=game_title(game_class.game_id, game_class.title),
            )
        )
    return table, table.game, seat


def is_moderator(interaction: discord.Interaction) -> bool:
    """Whether the user may abort or kick at any table here (Manage Messages)."""
    return interaction.permissions.manage_messages


async def defer_privately(interaction: discord.Interaction) -> None:
    """Acknowledge at once: the service may wait for the table's lock and redraw it."""
    await interaction.response.defer(ephemeral=True, thinking=True)


async def soon(
    interaction: discord.Interaction,
    work: Awaitable[T],
    defer: Callable[[], Awaitable[object]] | None = None,
) -> T:
    """What ``work`` returns, answering the interaction in one request when it is quick:
    only if it takes longer than the front end's ``answer_within`` (2 s, see
    :data:`bot.discord.frontend.ANSWER_WITHIN`) is the interaction acknowledged
    meanwhile (``defer``, by default :func:`defer_privately`), the answer following. A
    move never waits on the table message, a picture of the table or a DM, so it is
    quick unless the database is."""
    task = asyncio.ensure_future(work)
    try:
        wait = frontend_of(interaction).answer_within
        return await asyncio.wait_for(asyncio.shield(task), wait)
    except TimeoutError:
        if not interaction.response.is_done():
            await (defer or (lambda: defer_privately(interaction)))()
        return await task


async def join(interaction: discord.Interaction) -> None:
    service = service_of(interaction)
    channel_id = channel_id_of(interaction)
    table = await soon(interaction, service.join(channel_id, player_of(interaction)))
    await reply_privately(
        interaction, t("bot.table.joined", game=game_title(table.game_id, table.title))
    )


async def leave(interaction: discord.Interaction) -> None:
    channel_id = channel_id_of(interaction)
    await defer_privately(interaction)
    await service_of(interaction).leave(channel_id, player_of(interaction))
    await reply_privately(interaction, t("bot.table.left"))


async def add_bot(interaction: discord.Interaction, level: str | None) -> None:
    """Seat a computer player of ``level`` (the default when ``None``) in the lobby."""
    channel_id = channel_id_of(interaction)
    table = await soon(
        interaction,
        service_of(interaction).add_bot(channel_id, player_of(interaction), level or DEFAULT_LEVEL),
    )
    seat = table.seats[-1]
    await reply_privately(
        interaction,
        t("bot.table.bot_seated", name=seat.name, level=t(f"core.level.{seat.level}")),
    )


async def start(interaction: discord.Interaction) -> None:
    service = service_of(interaction)
    channel_id = channel_id_of(interaction)
    settings = await bot_of(interaction).guild_settings.get(interaction.guild_id or 0)
    player = player_of(interaction)
    table = await soon(
        interaction, service.start_game(channel_id, player, level=settings.computer_level)
    )
    await reply_privately(
        interaction, t("bot.table.started", game=game_title(table.game_id, table.title))
    )


async def on_snapshot(game: G, work: Callable[[G], T]) -> T:
    """Run ``work`` (a search: a hint, a solver) on a copy of ``game`` in a worker thread.

    The event loop goes on serving every other table meanwhile, and the live game, which
    only the event loop changes, is never read from another thread.
    """
    snapshot = type(game).from_dict(game.to_dict())
    return await asyncio.to_thread(work, snapshot)


async def hint(interaction: discord.Interaction, game_class: type[Game]) -> None:
    """Tell the player at the channel's ``game_class`` game, privately, what the hard
    computer player would do with their cards and why (the panel's Hint, with the command
    to type), found off the event loop."""
    _table, game, seat = seat_at(interaction, game_class)
    if seat not in game.to_move():
        raise game.not_your_turn(seat)
    await defer_privately(interaction)
    # The worker thread starts in this task's context: the player's language.
    _action, said = await on_snapshot(game, lambda snapshot: explained_suggestion(snapshot, seat))
    await reply_privately(interaction, said)
