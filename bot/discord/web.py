"""Discord's side of the web front (:mod:`bot.web`): the **Open table** button of the table
message and ``/game open``.

With the Activity set up (``DISCORD_CLIENT_ID`` and ``DISCORD_CLIENT_SECRET``) the answer
launches it in the channel (the interaction's "launch activity" response, type 12), and
the page signs in with Discord's OAuth; without, the player is answered, privately, with a
link to the page that carries a session of theirs alone (:mod:`bot.web.sessions`). Either
way the page shows this channel's table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord

from bot.discord import actions
from bot.discord.locale import player_locale, t
from bot.discord.port import TableBot
from bot.discord.replies import reply_privately

if TYPE_CHECKING:
    from bot.web.server import WebFront


def web_of(client: discord.Client) -> WebFront | None:
    """The bot's web front, or ``None`` when ``WEB_PORT`` is not set."""
    return getattr(cast(TableBot, client), "web", None)


async def open_table(interaction: discord.Interaction) -> None:
    """Launch the Activity, or answer with the private link (see the module docstring)."""
    web = web_of(interaction.client)
    service = actions.service_of(interaction)
    table = service.require_table(actions.channel_id_of(interaction))
    locale = player_locale(interaction)
    if web is None:
        await reply_privately(interaction, t("web.refusal.off", locale))
        return
    if web.options.oauth is not None:
        await interaction.response.launch_activity()
        return
    session = web.options.sessions.issue(interaction.user.id, locale)
    await reply_privately(
        interaction, t("web.link.open", locale, url=web.table_url(session, table))
    )
