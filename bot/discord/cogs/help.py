"""``/help``: a newcomer's first game, step by step, answered privately.

It names only commands and buttons that exist: a quick-play command (``/play``) is offered
when the bot has one.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from engine.registry import game_class, game_ids

#: The steps of a first game with others (or with computer players).
FIRST_GAME = (
    "**1. Open a table** in a text channel or a thread: `/game new game:Deal Me In` "
    "(pick any game; `level:Unlimited` gives Deal Me In no move timer).",
    "**2. Fill the seats.** Friends press **Join** on the table message (or type "
    "`/game join`). To play alone, `/game addbot` seats a computer player; add as many as "
    "you like. Hearts always plays with four: computer players fill the empty seats.",
    "**3. Start**: the host presses **Start** (or `/game start`). The table message shows "
    "the board, the scores, whose turn it is and when the time runs out.",
    "**4. See your cards**: press **My hand** on the table message (only you see it), or "
    "read the DM the bot sends you. `/game hand` does the same.",
    "**5. Move** on your turn. Hearts, Rummy 500 and 21-card rummy: use the buttons and "
    "menus of **My hand**. Deal Me In: `/dmi place` with a square, a direction and your "
    "cards (autocomplete offers them), `/dmi swap`, or `/dmi hint` to see what the "
    "computer would play. Each game's commands start with its name: `/dmi`, `/hearts`, "
    "`/rummy`, `/rummy21`.",
    "**6. Stuck?** A move the rules refuse changes nothing, and the private answer says "
    "what to do instead. `/rules` explains a game and every word it uses; `/game status` "
    "shows the table again. After the game: `/leaderboard` and `/stats`.",
)

QUICK_PLAY = (
    "**Alone, in one step**: `/play game:Deal Me In` opens a table with computer players "
    "and starts it at once."
)


def help_embed(quick_play: bool) -> discord.Embed:
    """The walk-through; ``quick_play`` adds the one-step way to play alone."""
    games = ", ".join(game_class(game_id).title for game_id in game_ids())
    steps = [*FIRST_GAME[:1], *([QUICK_PLAY] if quick_play else []), *FIRST_GAME[1:]]
    embed = discord.Embed(
        title="Your first game",
        description="\n\n".join(steps),
        colour=discord.Colour(0x5865F2),
    )
    embed.set_footer(text=f"Games: {games}. One table per channel; a thread is a channel too.")
    return embed


class HelpCog(commands.Cog):
    """``/help``: available to everyone, answered privately."""

    @app_commands.command(name="help", description="How to play your first game here")
    async def help(self, interaction: discord.Interaction) -> None:
        tree = getattr(interaction.client, "tree", None)
        quick_play = tree is not None and tree.get_command("play") is not None
        await interaction.response.send_message(embed=help_embed(quick_play), ephemeral=True)
