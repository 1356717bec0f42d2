"""Who may watch a channel's table from the web: the port the web front asks before a page
watches a channel (:meth:`Access.may_watch`).

A session proves who the reader is (:mod:`bot.web.sessions`), not that they may see the
channel whose id their page names: that is Discord's to say (being a member of the server,
and the channel's View Channel permission). The web front knows nothing of discord, so the
bot hands it an :class:`Access` made from its own cache
(:class:`bot.discord.web.ChannelAccess`).
"""

from __future__ import annotations

from typing import Protocol

from bot.web.sessions import Session


class Access(Protocol):
    """Says whether a session's user may see a channel (and so watch its table)."""

    async def may_watch(self, session: Session, channel_id: int) -> None:
        """Return when ``session``'s user may see ``channel_id``; raise a
        :class:`~bot.web.refusals.Refusal` saying why not otherwise."""
        ...
