"""``/play``: quick play. One command opens a table in the channel with computer players
and deals at once; the game is played as any other (the table message, **My hand**)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions
from bot.discord.cogs.game import game_choices
from bot.discord.locale import game_title, t
from bot.discord.places import TablePlace, default_options, table_place, thread_line
from bot.discord.replies import refusals, reply_privately
from bot.tables.table import Table
from engine.registry import game_class


class PlayCog(commands.Cog):
    """``/play game: computers:``."""

    @app_commands.command(name="play", description="Play now against computer players")
    @app_commands.describe(
        game="Which game",
        computers="How many computer players (as many as the game seats at most)",
    )
    @app_commands.choices(game=game_choices())
    async def play(
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        computers: app_commands.Range[int, 1, 5] = 1,
    ) -> None:
        async with refusals(interaction):
            actions.channel_id_of(interaction)  # refused outside servers

            async def open_table() -> tuple[TablePlace, Table]:
                place = await table_place(interaction, game.value)
                table = await actions.service_of(interaction).quick_play(
                    interaction.guild_id or 0,
                    place.channel_id,
                    actions.player_of(interaction),
                    game.value,
                    default_options(game_class(game.value), place.settings),
                    computers,
                    level=place.settings.computer_level,
                )
                return place, table

            # One answer when the table opens quickly (a thread's start included).
            place, table = await actions.soon(interaction, open_table())
            others = ", ".join(seat.name for seat in table.seats if seat.is_bot)
            started = t(
                "bot.table.quick_play",
                game=game_title(table.game_id, table.title),
                others=others,
            )
            await reply_privately(interaction, started + thread_line(place))
