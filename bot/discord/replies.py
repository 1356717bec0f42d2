"""Ephemeral replies, and the refusals that become them.

A refusal (the service's :class:`TableError`, the engine's :class:`IllegalAction`, a card
or option that cannot be read) is an answer for the person who asked, not a bug: it is shown
to them alone and never reaches the error log. Anything else propagates.
"""

from __future__ import annotations

from types import TracebackType

import discord

from bot.tables.ports import TableError
from engine.cards import CardError
from engine.core import GameSetupError, IllegalAction

#: Exceptions whose message is a sentence for the player (see each class).
REFUSALS: tuple[type[Exception], ...] = (TableError, IllegalAction, CardError, GameSetupError)


async def reply_privately(
    interaction: discord.Interaction,
    content: str | None = None,
    *,
    embed: discord.Embed | None = None,
    file: discord.File | None = None,
) -> None:
    """Answer ``interaction`` ephemerally, whether or not it was already deferred."""
    kwargs: dict[str, object] = {"ephemeral": True}
    if content is not None:
        kwargs["content"] = content
    if embed is not None:
        kwargs["embed"] = embed
    if file is not None:
        kwargs["file"] = file
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)


class refusals:
    """Turn a refusal raised inside the block into an ephemeral reply to ``interaction``."""

    def __init__(self, interaction: discord.Interaction) -> None:
        self.interaction = interaction

    async def __aenter__(self) -> None:
        return None

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> bool:
        if exc is None or not isinstance(exc, REFUSALS):
            return False
        await reply_privately(self.interaction, str(exc))
        return True
