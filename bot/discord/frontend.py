"""The table service's front end on discord (``bot.tables.ports.Frontend``).

Channels are reached as partial messageables by id, so text channels and threads work alike
and nothing depends on the cache. The table message is edited for lobby changes and
posted afresh (the old one deleted) when the game moves, so that the board and its buttons
stay at the bottom of the channel.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.discord import messages
from bot.discord.cogs import hand_panel_builder
from bot.discord.views import TableView

if TYPE_CHECKING:
    from bot.discord.client import CardTableBot
    from bot.tables.table import Table
    from engine.core import Event

log = logging.getLogger(__name__)

#: Nobody is pinged by the bot's channel messages...
QUIET = discord.AllowedMentions.none()


def only_user(user_id: int) -> discord.AllowedMentions:
    """...except the one player a message is addressed to."""
    return discord.AllowedMentions(users=[discord.Object(user_id)], everyone=False, roles=False)


class DiscordFrontend:
    """Implements :class:`bot.tables.ports.Frontend` with a discord.py client."""

    def __init__(self, bot: CardTableBot) -> None:
        self.bot = bot

    def channel(self, table: Table) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)

    async def table_changed(self, table: Table, events: list[Event]) -> None:
        embed, files = await messages.table_message(table)
        view = TableView.for_table(table)
        channel = self.channel(table)
        if table.message_id is not None and not events:
            try:
                await channel.get_partial_message(table.message_id).edit(
                    embed=embed, attachments=files, view=view
                )
                return
            except discord.NotFound:
                log.info("table message %s is gone; posting a new one", table.message_id)
        old_message_id = table.message_id
        message = await channel.send(embed=embed, files=files, view=view, allowed_mentions=QUIET)
        await self.bot.service.set_message_id(table.channel_id, message.id)
        if old_message_id is not None:
            await self._delete(channel, old_message_id)

    async def hand_changed(self, table: Table, seat: int) -> None:
        user_id = table.seats[seat].user_id
        if user_id is None or table.seats[seat].is_bot:
            return
        panel = await hand_panel_builder(table.game_id)(table, seat)
        try:
            # The DM channel is cached after the first hand: one request per hand sent.
            dm = await self.bot.create_dm(discord.Object(user_id))
            await dm.send(
                f"<#{table.channel_id}> · {panel.content}",
                file=panel.file,
                allowed_mentions=QUIET,
            )
        except discord.Forbidden:
            await self._dm_failed(table, user_id)

    async def _dm_failed(self, table: Table, user_id: int) -> None:
        """Tell a player with closed DMs, once per table, where their hand is instead."""
        if user_id in table.dm_failed:
            return
        table.dm_failed.add(user_id)
        await self.channel(table).send(
            f"<@{user_id}>, I can't send you direct messages, so your hand isn't in your DMs. "
            "Press **My hand** on the table message (or use `/game hand`) to see it; "
            "the game goes on.",
            allowed_mentions=only_user(user_id),
        )

    async def announce(self, table: Table, text: str) -> None:
        await self.channel(table).send(text, allowed_mentions=QUIET)

    async def table_closed(self, table: Table, reason: str) -> None:
        channel = self.channel(table)
        if table.message_id is not None:
            try:
                await channel.get_partial_message(table.message_id).edit(view=None)
            except discord.NotFound:
                log.info("table message %s was already deleted", table.message_id)
        embed, files = await messages.result_message(table, reason)
        await channel.send(embed=embed, files=files, allowed_mentions=QUIET)

    @staticmethod
    async def _delete(channel: discord.PartialMessageable, message_id: int) -> None:
        try:
            await channel.get_partial_message(message_id).delete()
        except discord.NotFound:
            log.info("old table message %s was already deleted", message_id)
