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

#: The terms the summary, the pictures and the messages use, with their meaning (``/rules``).
GLOSSARY: tuple[tuple[str, str], ...] = (
    ("trick", "one card from each player; the highest card of the suit led takes it"),
    ("lead", "play the first card of a trick"),
    ("follow suit", "play a card of the suit that was led"),
    ("broken", "hearts are broken once a heart or Q♠ has been played to a trick"),
    ("keeper", "every fourth hand, in which nobody passes cards"),
    ("shooting the moon", "taking all 13 hearts and Q♠ in one hand"),
    ("point limit", "the total that ends the game (option `point_limit`)"),
)


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
