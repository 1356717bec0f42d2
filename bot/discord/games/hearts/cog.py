"""``/hearts ...``: Hearts Deluxe moves. ``/hearts pass cards:"QS AH KH"`` and
``/hearts play card:2C`` write the engine's notation (``pass QS AH KH``, ``play 2C``) and
send it to the table service; the engine judges it. Autocomplete offers the cards the player
holds (to pass) and the cards they may play now. The same moves are the controls of the
hand panel (:mod:`bot.discord.games.hearts.panel`).
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions
from bot.discord.limits import MAX_CARD_OPTION, MAX_CARDS_OPTION
from bot.discord.moves import (
    card_list,
    hand_choices,
    play,
    seated_choices,
    single_card_choices,
)
from bot.discord.replies import refusals
from engine.hearts.game import Hearts


class HeartsCog(commands.GroupCog, group_name="hearts", group_description="Hearts Deluxe moves"):
    """Hearts Deluxe's moves and their autocomplete."""

    @app_commands.command(name="pass", description="Pass three cards (all players at once)")
    @app_commands.describe(cards="The three cards to pass, e.g. QS AH KH")
    async def pass_(
        self,
        interaction: discord.Interaction,
        cards: app_commands.Range[str, None, MAX_CARDS_OPTION],
    ) -> None:
        await play(interaction, f"pass {card_list(cards)}")

    @app_commands.command(name="play", description="Play a card to the trick")
    @app_commands.describe(card="The card to play, e.g. 2C")
    async def play_(
        self, interaction: discord.Interaction, card: app_commands.Range[str, None, MAX_CARD_OPTION]
    ) -> None:
        await play(interaction, f"play {card.strip()}")

    @app_commands.command(name="hint", description="What the computer would play for you")
    async def hint(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            await actions.hint(interaction, Hearts)

    @pass_.autocomplete("cards")
    async def pass_cards(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return hand_choices(interaction, Hearts, current, jokers=False)

    @play_.autocomplete("card")
    async def play_card(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return seated_choices(
            interaction,
            Hearts,
            lambda game, seat: single_card_choices(game.legal_cards(seat), current),
        )
