"""``/dmi ...``: Deal Me In moves. Each command writes the engine's action notation
(``place F6 across AS KS QS``, ``swap 2C 7D``, ``reclaim 7H``, ``pass``) and sends it to the
table service; the engine judges it. Autocomplete offers the cards the player holds (and
``JK=`` nominations for a joker), and the empty squares next to the board's cards.

Other games plug in the same way: one cog with its own command group.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions
from bot.discord.moves import (
    MAX_CHOICES,
    card_list,
    hand_choices,
    play,
    seated_choices,
    single_card_choices,
)
from bot.discord.replies import refusals
from engine.dealmein.game import DealMeIn

#: ``/rules`` for Deal Me In (the rule book is RULES.md §1).
RULES_SUMMARY = (
    "Lay poker combinations on an 11×11 board, across or down, like Scrabble with cards. "
    "2–4 players start with 150 points and 7 cards.\n\n"
    "**Your move** is one of:\n"
    "• `/dmi place`: 1–5 cards in one row or column, forming one unbroken line with the "
    "cards around them. The first move covers F6 with at least two cards; later moves "
    "touch a card on the board. Every line the move makes or changes must be a "
    "combination: pair 10, two pair 20, three of a kind 30, straight 40, flush 60, "
    "full house 80, four of a kind 100, straight flush 150, royal flush 200. "
    "J, Q, K on their squares double a line, an A on an Ace square triples it; five "
    "cards of one line placed at once score +50. You draw what you placed.\n"
    "• `/dmi swap`: change cards with the deck, −10 points each.\n"
    "• `/dmi pass`: only when the deck is empty, or when you hold only jokers (they "
    "cannot be swapped) and none can be placed.\n\n"
    "**Jokers**: cover a Joker square to win one; play it as any card (`JK=7H` is a joker "
    "as 7♥). Holding "
    "the card a board joker stands for, `/dmi reclaim` takes the joker back. Each joker "
    "still held at the end costs 50.\n\n"
    "**End**: the deck is empty and someone is out; or the deck is empty and everyone "
    "passed in a row; or nobody placed for two full rounds while the deck has cards (the "
    "board is blocked). Players with the fewest cards collect 10 per extra card from the "
    "others. Timed levels: Social 120 s, Competitive 60 s, Expert 30 s; a timeout swaps "
    "one random card for −10 (with an empty deck, or a hand of jokers only, it is a pass "
    "with no penalty)."
)


def square_choices(game: DealMeIn, typed: str) -> list[app_commands.Choice[str]]:
    """The empty squares next to the board's cards that start with what is typed."""
    wanted = typed.strip().upper()
    squares = [square for square in game.anchor_squares() if square.startswith(wanted)]
    return [app_commands.Choice(name=square, value=square) for square in squares[:MAX_CHOICES]]


class DealMeInCog(commands.GroupCog, group_name="dmi", group_description="Deal Me In moves"):
    """Deal Me In's moves and their autocomplete."""

    @app_commands.command(name="place", description="Lay 1 to 5 cards in a row or column")
    @app_commands.describe(
        square="The first square, e.g. F6 (covered squares are skipped)",
        direction="across (rightwards) or down",
        cards="Your cards in order, e.g. AS KS QS, a joker as JK=7H",
    )
    @app_commands.choices(
        direction=[
            app_commands.Choice(name="across", value="across"),
            app_commands.Choice(name="down", value="down"),
        ]
    )
    async def place(
        self,
        interaction: discord.Interaction,
        square: str,
        direction: app_commands.Choice[str],
        cards: str,
    ) -> None:
        await play(interaction, f"place {square.strip()} {direction.value} {card_list(cards)}")

    @app_commands.command(name="swap", description="Swap cards with the deck (−10 each)")
    @app_commands.describe(cards="The cards to swap, e.g. 2C 7D")
    async def swap(self, interaction: discord.Interaction, cards: str) -> None:
        await play(interaction, f"swap {card_list(cards)}")

    @app_commands.command(name="reclaim", description="Take back a board joker with its card")
    @app_commands.describe(card="The card a joker on the board stands for, e.g. 7H")
    async def reclaim(self, interaction: discord.Interaction, card: str) -> None:
        await play(interaction, f"reclaim {card.strip()}")

    @app_commands.command(name="pass", description="Pass (only when the deck is empty)")
    async def pass_(self, interaction: discord.Interaction) -> None:
        await play(interaction, "pass")

    @app_commands.command(name="hint", description="What the computer would play for you")
    async def hint(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            await actions.hint(interaction, DealMeIn)

    @place.autocomplete("cards")
    async def place_cards(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return hand_choices(interaction, DealMeIn, current, jokers=True)

    @swap.autocomplete("cards")
    async def swap_cards(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return hand_choices(interaction, DealMeIn, current, jokers=False)

    @reclaim.autocomplete("card")
    async def reclaim_card(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return seated_choices(
            interaction,
            DealMeIn,
            lambda game, seat: single_card_choices(game.reclaimable(seat), current),
        )

    @place.autocomplete("square")
    async def place_square(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return seated_choices(
            interaction, DealMeIn, lambda game, _seat: square_choices(game, current)
        )
