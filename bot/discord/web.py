"""Discord's side of the web front (:mod:`bot.web`): the **Open table** button of the table
message and ``/game open``.

With the Activity set up (``DISCORD_CLIENT_ID`` and ``DISCORD_CLIENT_SECRET``) the answer
launches it in the channel (the interaction's "launch activity" response, type 12), and
the page signs in with Discord's OAuth; without, the player is answered, privately, with a
link to the page that carries a session of theirs alone (:mod:`bot.web.sessions`). Either
way the page shows this channel's table.

:class:`ChannelAccess` is the web front's :class:`~bot.web.access.Access` on the bot's
cache: a page watches a channel only if its user is a member of the channel's server and
may view it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import discord

from bot.discord import actions
from bot.discord.locale import t
from bot.discord.port import TableBot
from bot.discord.replies import reply_privately
from bot.web.refusals import Refusal
from engine import i18n

if TYPE_CHECKING:
    from bot.tables.table import Table
    from bot.web.server import WebFront
    from bot.web.sessions import Session


def web_of(client: discord.Client) -> WebFront | None:
    """The bot's web front, or ``None`` when ``WEB_PORT`` is not set."""
    return getattr(cast(TableBot, client), "web", None)


@dataclass(frozen=True, slots=True)
class Launch:
    """Answer with Discord's "launch activity" response (type 12)."""


@dataclass(frozen=True, slots=True)
class Link:
    """Answer privately with ``text``: the page's link, signed in as the player."""

    text: str


def open_answer(web: WebFront, user_id: int, table: Table) -> Launch | Link:
    """What **Open table** and ``/game open`` answer ``user_id`` with: the Activity when it
    is set up (the OAuth pair), else the private link to the page with a session of
    theirs, whose page speaks the language now (the player's)."""
    if web.options.oauth is not None:
        return Launch()
    session = web.options.sessions.issue(user_id, i18n.language())
    return Link(t("web.link.open", url=web.table_url(session, table)))


async def open_table(interaction: discord.Interaction) -> None:
    """Launch the Activity, or answer with the private link (see the module docstring)."""
    web = web_of(interaction.client)
    service = actions.service_of(interaction)
    table = service.require_table(actions.channel_id_of(interaction))
    if web is None:
        await reply_privately(interaction, t("web.refusal.off"))
        return
    answer = open_answer(web, interaction.user.id, table)
    if isinstance(answer, Launch):
        await interaction.response.launch_activity()
    else:
        await reply_privately(interaction, answer.text)


#: A member's answer: ``None`` for a user who is not in the server.
_Fetched = asyncio.Task["discord.Member | None"]


class ChannelAccess:
    """Whether a page's user may watch a channel's table, from the bot's cached server and
    channel and one ``GET /guilds/{guild}/members/{user}`` per session and server (no
    privileged intent: the bot keeps no member list), kept for the session's life: the
    member's roles, the channel's overwrites read afresh at each watch (a thread's: its
    parent's). The answer of a user who is not a member is kept too: a page that
    reconnects asks Discord nothing new; opening the table again from Discord makes a new
    session."""

    def __init__(self, client: discord.Client, clock: Callable[[], float] = time.time) -> None:
        self._client = client
        self._clock = clock
        #: (user, session's expiry, server) -> the member's fetch, shared by the pages of
        #: one session (a session is its user and its expiry: it carries nothing else of
        #: its own).
        self._members: dict[tuple[int, float, int], _Fetched] = {}

    async def may_watch(self, session: Session, channel_id: int) -> None:
        channel = self._client.get_channel(channel_id)
        if not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
            raise Refusal("cannot_view")
        place = channel.parent if isinstance(channel, discord.Thread) else channel
        member = await self._member(session, channel.guild)
        if member is None:
            raise Refusal("not_member")
        if place is None or not place.permissions_for(member).view_channel:
            raise Refusal("cannot_view")

    async def _member(self, session: Session, guild: discord.Guild) -> discord.Member | None:
        key = (session.user_id, session.expires, guild.id)
        fetching = self._members.get(key)
        if fetching is None:
            now = self._clock()
            for old in [k for k in self._members if k[1] <= now]:
                del self._members[old]
            fetching = asyncio.create_task(_fetch_member(guild, session.user_id))
            self._members[key] = fetching
        try:
            return await asyncio.shield(fetching)
        except discord.HTTPException:
            if self._members.get(key) is fetching:
                del self._members[key]  # Discord failed to answer: asked again next time
            raise Refusal("check_failed") from None


async def _fetch_member(guild: discord.Guild, user_id: int) -> discord.Member | None:
    try:
        return await guild.fetch_member(user_id)
    except discord.NotFound:
        return None
