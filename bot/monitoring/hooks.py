"""What the discord side counts in the metrics, kept here so that its own modules call one
function each (:mod:`bot.monitoring.metrics` knows no discord)."""

from __future__ import annotations

import discord

from bot.discord.wording import refusal_code
from bot.monitoring import metrics


def refusal_answered(interaction: discord.Interaction, refusal: BaseException) -> None:
    """Count a refusal under the game of the channel's table (if any) and its code: the
    engine's (``rummy21.draw_first``), else the table service's (``not_seated``)."""
    service = getattr(interaction.client, "service", None)
    table = service.table(interaction.channel_id) if service is not None else None
    code = refusal_code(refusal) or getattr(refusal, "code", None)
    metrics.refused(table.game_id if table is not None else None, code)
