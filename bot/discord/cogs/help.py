"""``/help``: a newcomer's first game, step by step, answered privately.

It names only commands and buttons that exist: a quick-play command (``/play``) is offered
when the bot has one.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.locale import game_title, t
from engine.registry import game_class, game_ids

#: The catalogue keys of the steps of a first game with others (or computer players).
FIRST_GAME = tuple(f"bot.help.step{number}" for number in range(1, 7))

QUICK_PLAY = "bot.help.quick_play"


def help_embed(quick_play: bool) -> discord.Embed:
    """The walk-through in the language now; ``quick_play`` adds the one-step way to play alone."""
    games = ", ".join(game_title(game_id, game_class(game_id).title) for game_id in game_ids())
    keys = [*FIRST_GAME[:1], *([QUICK_PLAY] if quick_play else []), *FIRST_GAME[1:]]
    embed = discord.Embed(
        title=t("bot.help.title"),
        description="\n\n".join(t(key) for key in keys),
        colour=discord.Colour(0x5865F2),
    )
    embed.set_footer(text=t("bot.help.footer", games=games))
    return embed


class HelpCog(commands.Cog):
    """``/help``: available to everyone, answered privately."""

    @app_commands.command(name="help", description="How to play your first game here")
    async def help(self, interaction: discord.Interaction) -> None:
        tree = getattr(interaction.client, "tree", None)
        quick_play = tree is not None and tree.get_command("play") is not None
        embed = help_embed(quick_play)  # in the reader's language (the command tree's)
        await interaction.response.send_message(embed=embed, ephemeral=True)
