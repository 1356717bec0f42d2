"""``/hearts ...``: Hearts Deluxe moves. ``/hearts pass cards:"QS AH KH"`` and
``/hearts play card:2C`` write the engine's notation (``pass QS AH KH``, ``play 2C``) and
send it to the table service; the engine judges it. Autocomplete offers the cards the player
holds (to pass) and the cards they may play now. The same moves are the controls of the
hand panel (:mod:`bot.discord.hearts_panel`).
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

#: ``/rules`` for Hearts Deluxe (the rule book is RULES.md §2).
RULES_SUMMARY = (
    "Avoid points. Exactly 4 players (computer players fill the empty seats), 13 cards "
    "each.\n\n"
    "**Passing**: each hand starts with everyone passing three cards at once: to the left, "
    "then right, then across, then a keeper hand with no pass, and again. You see what you "
    "received once all four have passed. Choose them in **My hand** or with `/hearts pass`.\n\n"
    "**Tricks**: the holder of 2♣ leads any club. Follow suit if you can; otherwise play "
    "anything, except that the first trick takes no heart or Q♠ unless you hold nothing "
    "else. Hearts and Q♠ may not be led until a heart or Q♠ has been played to a trick "
    "(hearts are broken: Q♠ played on a spade lead breaks them too), unless you hold "
    "nothing else. The highest card of the suit led wins and "
    "leads next. Play with the buttons of **My hand** or `/hearts play`.\n\n"
    "**Points**: each heart 1, Q♠ 13, J♦ −10. Taking all 13 hearts and Q♠ shoots the "
    "moon: −26 for you, nothing for the others (J♦ still counts).\n\n"
    "**End**: after the hand in which a total passes the point limit (100 by default: "
    "`/game new game:Hearts Deluxe options:point_limit=50`). The lowest total wins; ties "
    "share the win. A move that runs out of time passes the three lowest cards, or plays "
    "the lowest legal card."
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
