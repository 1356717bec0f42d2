"""How each human at a table hears of their hand and their turn: by DM, or by a mention
in the table's channel.

**A player hears of their turn once**, as they chose in ``/settings``: their hand comes by
DM once when dealt and once at the start of each of their turns (a DM notifies), unless
they are at the table: a player who typed a move in the table's channel less than
:data:`AT_TABLE_SECONDS` ago has their hand in that move's reply and sees their turn on the
table message, so the turn that comes back to them is not DMed too
(:meth:`TurnDMs.at_table`). A player with turn pings on who gets no DM that turn (turn DMs
off, or failed at this table) is mentioned in a short message in the channel (a mention in
an edit would notify nobody). They go out in order through the table's outbox
(:mod:`bot.discord.delivery`), never under the table's lock. A player whose DM failed is
told once per table in the channel and is not DMed again at that table until they ask for
their hand (``bot.discord.hands``), however often they ask.

Apart from :mod:`bot.discord.frontend`, which holds a :class:`TurnDMs` and hands it the
service's ``hand_changed`` and ``turn_started``, because it needs nothing of the table
message's upkeep: it reads the table and the players' settings, sends through the outbox,
and remembers only who is at the table.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.delivery import Outboxes, channel_of
from bot.discord.locale import guild_id_locale, t
from bot.discord.plugins import hand_panel_builder, panel_in_dm
from bot.discord.port import TableBot
from bot.discord.replies import QUIET
from bot.monitoring import metrics
from engine import i18n

if TYPE_CHECKING:
    from bot.tables.table import Table

log = logging.getLogger(__name__)

#: A player who typed a move in the table's channel this recently is at the table: their
#: next turn is not DMed (their move's reply showed the hand, the table message the turn).
AT_TABLE_SECONDS = 30.0

#: Nobody is pinged by the bot's channel messages (:data:`bot.discord.replies.QUIET`)...


def only_user(user_id: int) -> discord.AllowedMentions:
    """...except the one player a message is addressed to."""
    return only_users([user_id])


def only_users(user_ids: Iterable[int]) -> discord.AllowedMentions:
    """...or the players it is addressed to."""
    return discord.AllowedMentions(
        users=[discord.Object(user_id) for user_id in user_ids], everyone=False, roles=False
    )


class TurnDMs:
    """Tells the humans at the tables of their hands and turns (see the module docstring),
    in each table's outbox."""

    def __init__(self, bot: TableBot, outboxes: Outboxes) -> None:
        self.bot = bot
        self._outboxes = outboxes
        #: table id -> user id -> when (``time.monotonic``) they last typed a move there.
        self._at_table: dict[str, dict[int, float]] = {}

    def at_table(self, table: Table, user_id: int) -> None:
        """The player typed a move in the table's channel just now (see the module
        docstring): their hand is in its reply, their turn on the table message."""
        self._at_table.setdefault(table.table_id, {})[user_id] = time.monotonic()

    def _is_at_table(self, table: Table, user_id: int) -> bool:
        typed = self._at_table.get(table.table_id, {}).get(user_id)
        return typed is not None and time.monotonic() - typed < AT_TABLE_SECONDS

    def forget(self, table: Table) -> None:
        """The table is closed: who was at it no longer matters."""
        self._at_table.pop(table.table_id, None)

    async def reader_locale(self, table: Table, user_id: int) -> str:
        """The language of what ``user_id`` alone reads, sent in the background (a DM):
        their client's, as their last interaction said it (before a restart too: stored),
        else the table's."""
        known = await self.bot.client_locales.of(user_id)
        return known or guild_id_locale(self.bot, table.guild_id)

    def hand_changed(self, table: Table, seat: int) -> None:
        """The hand is DMed when it is dealt; later changes wait for the player's turn
        (:meth:`turn_started`) or for **My hand**. A player who turned DMs off in
        ``/settings`` gets none (read in the outbox: no store read under the table's lock)."""
        user_id = table.seats[seat].user_id
        if table.game is None or table.game.history or user_id is None:
            return
        self._outboxes.send(table, self._deal_hand(table, seat, user_id))

    async def _deal_hand(self, table: Table, seat: int, user_id: int) -> None:
        if (await self.bot.store.settings.get(user_id)).turn_dms:
            await self._send_hand(table, seat)

    def turn_started(self, table: Table, seats: list[int]) -> None:
        """Each human whose turn starts is told once, as they chose in ``/settings``: by
        a DM of their hand with its panel (at the deal, by :meth:`hand_changed`'s), or,
        with pings on and no DM for them, by a short mention in the channel. What they
        chose is read in the table's outbox, so the table's lock waits for no store read."""
        game = table.game
        humans = [
            (seat, held.user_id)
            for seat in seats
            if not (held := table.seats[seat]).is_bot and held.user_id is not None
        ]
        if not humans or game is None:
            return
        # Decided now, as the turn starts: whether it is a later turn (the deal's hands go
        # by hand_changed) and who is at the table, whose turn is not DMed.
        dm_turn = {
            user_id
            for _, user_id in humans
            if game.history and not self._is_at_table(table, user_id)
        }
        self._outboxes.send(table, self._tell_turns(table, humans, dm_turn, pings=not game.over))

    async def _tell_turns(
        self, table: Table, humans: list[tuple[int, int]], dm_turn: set[int], *, pings: bool
    ) -> None:
        """In the outbox: DM each player in ``dm_turn`` who wants turn DMs their hand;
        mention the others who want pings and get no DM, in one message."""
        settings = self.bot.store.settings
        pinged: list[int] = []
        for seat, user_id in humans:
            wanted = await settings.get(user_id)
            if wanted.turn_dms and user_id not in table.dm_failed:
                if user_id in dm_turn:
                    await self._send_hand(table, seat, turn=True)
            elif wanted.turn_pings:
                pinged.append(user_id)
        if pinged and pings:
            names = " ".join(f"<@{user_id}>" for user_id in pinged)
            text = t("bot.table.your_turn", names=names)
            await channel_of(self.bot, table).send(text, allowed_mentions=only_users(pinged))

    async def _send_hand(self, table: Table, seat: int, *, turn: bool = False) -> None:
        """DM the hand (with its panel where the game's works in a DM), unless the player's
        DMs failed at this table and they have not asked for their hand since."""
        user_id = table.seats[seat].user_id
        if user_id is None or table.seats[seat].is_bot or user_id in table.dm_failed:
            return
        if table.game is None or self.bot.service.table(table.channel_id) is not table:
            return  # closed meanwhile
        channel = f"<#{table.channel_id}>"
        with i18n.speaking(await self.reader_locale(table, user_id)):  # the DM is theirs alone
            panel = await hand_panel_builder(table.game_id)(table, seat)
            heading = t("bot.table.dm_turn", channel=channel) if turn else channel
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
        except discord.HTTPException as error:
            log.warning("table %s: hand not DMed (%s)", table.table_id, error)

    async def _dm_failed(self, table: Table, user_id: int) -> None:
        """No DM is tried again at this table until the player presses **My hand** (or
        uses ``/game hand``); the channel is told where their hand is, once per table.

        The sets are replaced, not changed, so that a copy of the table being made in a
        worker thread never sees one change under it."""
        if user_id in table.dm_failed:
            return
        table.dm_failed = table.dm_failed | {user_id}
        if user_id in table.dm_told:
            return
        table.dm_told = table.dm_told | {user_id}
        await channel_of(self.bot, table).send(
            t("bot.table.dm_closed", player=f"<@{user_id}>"),
            allowed_mentions=only_user(user_id),
        )
