"""Ephemeral replies, and the refusals that become them.

A refusal (the service's :class:`TableError`, the engine's :class:`IllegalAction`, a card
or option that cannot be read) is an answer for the person who asked, not a bug: it is shown
to them alone and never reaches the error log. Anything else propagates, and is reported as
a failure: logged with its traceback under an incident id that the player's apology shows,
so a report from a player leads to the log line. Every reply is clamped to Discord's limits.
A refusal is worded in the player's language where the catalogue has its sentence
(:meth:`engine.core.IllegalAction.words`), the apology always.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
from collections.abc import AsyncIterator, Sequence
from typing import Any

import discord

from bot.discord.limits import clamp_content, clamp_embed
from bot.discord.locale import DEFAULT_LOCALE, player_locale, t
from bot.discord.wording import refusal_text
from bot.monitoring import metrics
from bot.monitoring.hooks import refusal_answered
from bot.tables.ports import TableError
from engine import i18n
from engine.cards import CardError
from engine.core import GameSetupError, IllegalAction

log = logging.getLogger(__name__)

#: The apology for a failure, in English (``{incident}`` to fill in).
FAILURE = i18n.catalogue(DEFAULT_LOCALE)["bot.failure"]

#: The allowed mentions of a message that pings nobody (the bot's channel messages).
QUIET = discord.AllowedMentions.none()

#: Exceptions whose message is a sentence for the player (see each class).
REFUSALS: tuple[type[Exception], ...] = (TableError, IllegalAction, CardError, GameSetupError)


async def reply_privately(
    interaction: discord.Interaction,
    content: str | None = None,
    *,
    embed: discord.Embed | None = None,
    file: discord.File | None = None,
    files: Sequence[discord.File] = (),
    view: discord.ui.View | None = None,
) -> None:
    """Answer ``interaction`` ephemerally, whether or not it was already deferred."""
    kwargs: dict[str, Any] = {"ephemeral": True}
    if content is not None:
        kwargs["content"] = clamp_content(content)
    if embed is not None:
        kwargs["embed"] = clamp_embed(embed)
    if file is not None:
        kwargs["file"] = file
    if files:
        kwargs["files"] = list(files)
    if view is not None:
        kwargs["view"] = view
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)


@contextlib.asynccontextmanager
async def refusals(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Turn a refusal raised inside the block into an ephemeral reply to ``interaction``."""
    try:
        yield
    except REFUSALS as refusal:
        refusal_answered(interaction, refusal)
        player_locale(interaction)  # the reply is the player's (also before any entry spoke)
        text = refusal_text(refusal)
        # A refusal may come with controls (the play checker's "Play it anyway").
        await reply_privately(interaction, text, view=getattr(refusal, "view", None))


def new_incident() -> str:
    """A short id that ties a player's report to the log line of the failure."""
    return secrets.token_hex(4)


async def report_failure(interaction: discord.Interaction, error: Exception) -> None:
    """The reply to a bug (anything but a refusal): logged with its traceback and an
    incident id, and an apology to the player that shows the id."""
    incident = new_incident()
    metrics.incident(error)
    extra = {"incident": incident, "guild": interaction.guild_id}
    log.error("interaction failed (incident %s)", incident, exc_info=error, extra=extra)
    try:
        player_locale(interaction)  # (also for a failure before any entry spoke)
        await reply_privately(interaction, t("bot.failure", incident=incident))
    except discord.HTTPException:
        log.warning("could not tell the player about incident %s", incident)


@contextlib.asynccontextmanager
async def answered(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Around a dynamic item's callback: its words are in the clicking player's language
    from its entry (a click reaches no command tree's ``interaction_check`` that would set
    it), a refusal becomes a private reply, anything else is reported as a failure (the
    item has no view whose ``on_error`` would report it)."""
    player_locale(interaction)
    try:
        async with refusals(interaction):
            yield
    except Exception as error:
        await report_failure(interaction, error)
