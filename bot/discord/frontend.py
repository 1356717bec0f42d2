"""The table service's front end on discord (``bot.tables.ports.Frontend``).

Channels are reached as partial messageables by id, so text channels and threads work alike
and nothing depends on the cache. The table message is edited for lobby changes and
posted afresh (the old one deleted) when the game moves, so that the board and its buttons
stay at the bottom of the channel.

Discord's failures become the service's two kinds (:func:`delivering`): a channel that is
gone (:class:`~bot.tables.ports.ChannelGone`: the table is closed as abandoned) and a
passing fault (:class:`~bot.tables.ports.DeliveryFailed`: the table message is repaired
later), a permission taken away being one that is told once
(:class:`~bot.discord.permissions.PermissionsLost`). Deleting an old table message is best
effort.

A player hears of their turn as they chose in ``/settings``: the table message posted when
the turn starts mentions the players to move and no one else (its allowed mentions are
those users), and their hand comes by DM once when dealt and once at the start of each of
their turns. A player whose DM failed is not DMed again at that table until they ask for
their hand (``bot.discord.hands``).

The service's notices (timeouts, replacements, why a table closed) are public, so they are
worded in the server's language (its preferred locale), with the slash commands named
(:data:`bot.discord.wording.COMMANDS`).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

from bot.discord import messages
from bot.discord.limits import clamp_content, clamp_embed
from bot.discord.locale import guild_id_locale, t
from bot.discord.permissions import (
    PERMISSION_CODES,
    LostPermissions,
    PermissionsLost,
    telling_lost_permissions,
)
from bot.discord.places import note_result
from bot.discord.plugins import hand_panel_builder, panel_in_dm
from bot.discord.views import TableView
from bot.discord.wording import worded_text
from bot.monitoring import metrics
from bot.tables.ports import ChannelGone, DeliveryFailed, Notice

if TYPE_CHECKING:
    from bot.discord.client import CardTableBot
    from bot.tables.table import Table
    from engine.core import Event

log = logging.getLogger(__name__)

#: Discord's error codes that mean the channel is gone for the bot: Unknown Channel (and
#: Missing Access, Missing Permissions, where not told as lost permissions first).
CHANNEL_GONE_CODES = frozenset({10003, 50001, 50013})

#: Nobody is pinged by the bot's channel messages...
QUIET = discord.AllowedMentions.none()


def only_user(user_id: int) -> discord.AllowedMentions:
    """...except the one player a message is addressed to."""
    return discord.AllowedMentions(users=[discord.Object(user_id)], everyone=False, roles=False)


@contextlib.contextmanager
def delivering() -> Iterator[None]:
    """Around calls to the table's channel: discord's errors as the service's faults."""
    try:
        yield
    except discord.HTTPException as error:
        if error.code in PERMISSION_CODES:  # the table waits for them: told once
            raise PermissionsLost(f"{error.status} {error.code}: {error.text}") from error
        if error.code in CHANNEL_GONE_CODES:
            raise ChannelGone(f"{error.status} {error.code}: {error.text}") from error
        raise DeliveryFailed(f"{error.status} {error.code}: {error.text}") from error
    except (aiohttp.ClientError, TimeoutError) as error:
        raise DeliveryFailed(repr(error)) from error


class DiscordFrontend:
    """Implements :class:`bot.tables.ports.Frontend` with a discord.py client."""

    def __init__(self, bot: CardTableBot) -> None:
        self.bot = bot
        #: table id -> the users to mention in its next table message (their turn began).
        self._mentions: dict[str, list[int]] = {}
        self.lost = LostPermissions(bot)

    def channel(self, table: Table) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)

    def guild_locale(self, guild_id: int) -> str:
        """The language of the server's public messages (its preferred locale)."""
        return guild_id_locale(self.bot, guild_id)

    def locale(self, table: Table) -> str:
        """The language of the table's server: what the channel's messages are written in."""
        return self.guild_locale(table.guild_id)

    def notice_text(self, guild_id: int, notice: Notice) -> str:
        """A notice of the service, worded for everyone in the server."""
        return worded_text(notice, self.guild_locale(guild_id))

    @telling_lost_permissions
    async def table_changed(self, table: Table, events: list[Event]) -> int | None:
        """Edit the table message for a lobby change, or post it afresh (deleting the old
        one) when the game moved; returns the id of the message that shows the table."""
        locale = self.locale(table)
        embed, files = await messages.table_message(table, locale)
        clamp_embed(embed)
        view = TableView.for_table(table, locale)
        channel = self.channel(table)
        content, mentions = self._take_mentions(table)
        with delivering():
            if table.message_id is not None and not events and content is None:
                try:
                    await channel.get_partial_message(table.message_id).edit(
                        embed=embed, attachments=files, view=view
                    )
                    return table.message_id
                except discord.NotFound as error:
                    if error.code in CHANNEL_GONE_CODES:
                        raise
                    log.info("table message %s is gone; posting a new one", table.message_id)
            old_message_id = table.message_id
            message = await channel.send(
                content,
                embed=embed,
                files=files,
                # No buttons (a finished game): send no view at all.
                view=view if view is not None else discord.utils.MISSING,
                allowed_mentions=mentions,
            )
        if old_message_id is not None:
            await self._delete(channel, old_message_id)
        return message.id

    async def hand_changed(self, table: Table, seat: int) -> None:
        """The hand is DMed when it is dealt; later changes wait for the player's turn
        (:meth:`turn_started`) or for **My hand**. A player who turned DMs off in
        ``/settings`` gets none."""
        user_id = table.seats[seat].user_id
        if table.game is None or table.game.history or user_id is None:
            return
        if (await self.bot.store.settings.get(user_id)).turn_dms:
            await self._send_hand(table, seat)

    async def turn_started(self, table: Table, seats: list[int]) -> None:
        """Each human whose turn starts, as they chose in ``/settings``: a mention in the
        table message about to be posted (and no one else), and a DM of their hand with
        its panel. At the deal the hand is DMed once (by :meth:`hand_changed`)."""
        settings = self.bot.store.settings
        pinged: list[int] = []
        for seat in seats:
            held = table.seats[seat]
            if held.is_bot or held.user_id is None:
                continue
            wanted = await settings.get(held.user_id)
            if wanted.turn_pings:
                pinged.append(held.user_id)
            if wanted.turn_dms and table.game is not None and table.game.history:
                await self._send_hand(table, seat, turn=True)
        if pinged:
            self._mentions[table.table_id] = pinged

    def _take_mentions(self, table: Table) -> tuple[str | None, discord.AllowedMentions]:
        """The mention of the players whose turn just started, once, for the next table
        message, with the allowed mentions limited to them (otherwise: no text, quiet)."""
        users = self._mentions.pop(table.table_id, [])
        if not users or table.game is None or table.game.over:
            return None, QUIET
        names = " ".join(f"<@{user_id}>" for user_id in users)
        allowed = discord.AllowedMentions(
            users=[discord.Object(user_id) for user_id in users], everyone=False, roles=False
        )
        return t("bot.table.your_turn", self.locale(table), names=names), allowed

    async def _send_hand(self, table: Table, seat: int, *, turn: bool = False) -> None:
        """DM the hand (with its panel where the game's works in a DM), unless the player's
        DMs failed at this table and they have not asked for their hand since."""
        user_id = table.seats[seat].user_id
        if user_id is None or table.seats[seat].is_bot or user_id in table.dm_failed:
            return
        panel = await hand_panel_builder(table.game_id)(table, seat, locale=self.locale(table))
        channel = f"<#{table.channel_id}>"
        heading = t("bot.table.dm_turn", self.locale(table), channel=channel) if turn else channel
        view = panel.view if panel_in_dm(table.game_id) and panel.view is not None else None
        try:
            # The DM channel is cached after the first hand: one request per hand sent.
            dm = await self.bot.create_dm(discord.Object(user_id))
            kwargs: dict[str, Any] = {"file": panel.file, "allowed_mentions": QUIET}
            if view is not None:
                kwargs["view"] = view
            await dm.send(f"{heading} · {panel.content}", **kwargs)
        except discord.Forbidden:
            metrics.dm_failed(table.game_id)
            await self._dm_failed(table, user_id)

    async def _dm_failed(self, table: Table, user_id: int) -> None:
        """Tell a player with closed DMs, once, where their hand is instead; no DM is tried
        again at this table until they press **My hand** (or use ``/game hand``)."""
        if user_id in table.dm_failed:
            return
        table.dm_failed.add(user_id)
        await self.channel(table).send(
            t("bot.table.dm_closed", self.locale(table), player=f"<@{user_id}>"),
            allowed_mentions=only_user(user_id),
        )

    @telling_lost_permissions
    async def announce(self, table: Table, notice: Notice) -> None:
        text = self.notice_text(table.guild_id, notice)
        with delivering():
            await self.channel(table).send(clamp_content(text), allowed_mentions=QUIET)

    @telling_lost_permissions
    async def table_closed(self, table: Table, reason: Notice) -> None:
        self._mentions.pop(table.table_id, None)
        channel = self.channel(table)
        embed, files = await messages.result_message(
            table, self.notice_text(table.guild_id, reason), self.locale(table)
        )
        clamp_embed(embed)
        with delivering():
            if table.message_id is not None:
                try:
                    await channel.get_partial_message(table.message_id).edit(view=None)
                except discord.NotFound as error:
                    if error.code in CHANNEL_GONE_CODES:
                        raise
                    log.info("table message %s was already deleted", table.message_id)
            await channel.send(embed=embed, files=files, allowed_mentions=QUIET)
        await note_result(
            self.bot, table, self.notice_text(table.guild_id, reason), self.locale(table)
        )

    async def broken_table(self, guild_id: int, channel_id: int, notice: Notice) -> None:
        channel = self.bot.get_partial_messageable(channel_id, guild_id=guild_id)
        text = self.notice_text(guild_id, notice)
        with delivering():
            await channel.send(clamp_content(text), allowed_mentions=QUIET)

    @staticmethod
    async def _delete(channel: discord.PartialMessageable, message_id: int) -> None:
        """Delete an old table message; the new one is posted, so a failure only leaves
        the old one in the channel."""
        try:
            await channel.get_partial_message(message_id).delete()
        except discord.NotFound:
            log.info("old table message %s was already deleted", message_id)
        except discord.HTTPException as error:
            log.warning("old table message %s not deleted (%s)", message_id, error)
