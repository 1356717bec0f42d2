"""``/rules [game]``: a summary of a game's rules (the full rule book is RULES.md)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.cogs import GAMES
from engine.registry import game_class


def rules_embed(game_id: str) -> discord.Embed:
    return discord.Embed(
        title=f"{game_class(game_id).title}: the rules in short",
        description=GAMES[game_id].rules,
        colour=discord.Colour(0x5865F2),
    )


class RulesCog(commands.Cog):
    """``/rules``: available to everyone, answered privately."""

    @app_commands.command(name="rules", description="How to play a game")
    @app_commands.describe(game="The game (default: Deal Me In)")
    @app_commands.choices(
        game=[app_commands.Choice(name=game_class(gid).title, value=gid) for gid in GAMES]
    )
    async def rules(
        self, interaction: discord.Interaction, game: app_commands.Choice[str] | None = None
    ) -> None:
        game_id = game.value if game is not None else "dealmein"
        await interaction.response.send_message(embed=rules_embed(game_id), ephemeral=True)
