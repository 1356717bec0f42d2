"""``/dmi ...``: Deal Me In moves. Each command writes the engine's action notation
(``place F6 across AS KS QS``, ``swap 2C 7D``, ``reclaim 7H``, ``pass``) and sends it to the
table service; the engine judges it. Autocomplete offers the cards the player holds (and
``JK=`` nominations for a joker), and, from the engine's placements, every legal start
square for the cards typed so far (best score first) and only the legal directions there.

Other games plug in the same way: one cog with its own command group.
"""

from __future__ import annotations

from collections.abc import Callable

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions
from bot.discord.limits import (
    MAX_CARD_OPTION,
    MAX_CARDS_OPTION,
    MAX_DIRECTION_OPTION,
    MAX_SQUARE_OPTION,
)
from bot.discord.moves import (
    MAX_CHOICES,
    card_list,
    hand_choices,
    play,
    seated_choices,
    single_card_choices,
)
from bot.discord.replies import REFUSALS, refusals
from engine.cards import CardError, parse_played
from engine.dealmein.board import square_name
from engine.dealmein.game import DealMeIn
from engine.dealmein.movegen import Spot
from engine.dealmein.placement import ACROSS, DOWN, BoardCard

DIRECTIONS = (ACROSS, DOWN)


def typed_cards(text: str) -> list[BoardCard]:
    """The cards typed so far in ``/dmi place``'s ``cards`` (a token not yet readable, like
    a half-typed ``JK=``, ends the list)."""
    cards: list[BoardCard] = []
    for token in card_list(text).split():
        try:
            cards.append(parse_played(token))
        except CardError:
            break
    return cards


def spot_choices(
    game: DealMeIn, seat: int, cards: str, typed: str, direction: str = ""
) -> list[app_commands.Choice[str]]:
    """Every legal start square for the cards typed so far (for any of the hand's cards
    when none are typed) and the direction if one is chosen, best score first, that
    starts with what is typed (run on a snapshot: it searches every placement)."""
    wanted = typed.strip().upper()
    way = direction.strip().lower()
    best: dict[str, list[Spot]] = {}
    for spot in game.start_spots(seat, typed_cards(cards)):
        name = square_name(spot.square)
        if name.startswith(wanted) and (way not in DIRECTIONS or spot.direction == way):
            best.setdefault(name, []).append(spot)
    choices = []
    for name, spots in list(best.items())[:MAX_CHOICES]:
        ways = ", ".join(f"{spot.direction} {spot.score}" for spot in spots)
        choices.append(app_commands.Choice(name=f"{name} · {ways}", value=name))
    return choices


def direction_choices(
    game: DealMeIn, seat: int, square: str, cards: str
) -> list[app_commands.Choice[str]]:
    """The directions in which a legal placement starts on ``square`` (both while the
    square is not a legal start, so that the command's own refusal says why)."""
    found = [
        spot.direction
        for spot in game.start_spots(seat, typed_cards(cards))
        if square_name(spot.square) == square.strip().upper()
    ]
    return [app_commands.Choice(name=d, value=d) for d in dict.fromkeys(found or DIRECTIONS)]


async def snapshot_choices(
    interaction: discord.Interaction,
    complete: Callable[[DealMeIn, int], list[app_commands.Choice[str]]],
) -> list[app_commands.Choice[str]]:
    """``complete(game, seat)`` for the player's seat at the channel's Deal Me In game, on
    a copy of the game in a worker thread; no choices without a seat there."""
    try:
        _table, game, seat = actions.seat_at(interaction, DealMeIn)
    except REFUSALS:
        return []
    return await actions.on_snapshot(game, lambda snapshot: complete(snapshot, seat))


class DealMeInCog(commands.GroupCog, group_name="dmi", group_description="Deal Me In moves"):
    """Deal Me In's moves and their autocomplete."""

    @app_commands.command(name="place", description="Lay 1 to 5 cards in a row or column")
    @app_commands.describe(
        square="The first square, e.g. F6 (covered squares are skipped)",
        direction="across (rightwards) or down",
        cards="Your cards in order, e.g. AS KS QS, a joker as JK=7H",
    )
    async def place(
        self,
        interaction: discord.Interaction,
        square: app_commands.Range[str, None, MAX_SQUARE_OPTION],
        direction: app_commands.Range[str, None, MAX_DIRECTION_OPTION],
        cards: app_commands.Range[str, None, MAX_CARDS_OPTION],
    ) -> None:
        await play(
            interaction, f"place {square.strip()} {direction.strip().lower()} {card_list(cards)}"
        )

    @app_commands.command(name="swap", description="Swap cards with the deck (−10 each)")
    @app_commands.describe(cards="The cards to swap, e.g. 2C 7D")
    async def swap(
        self,
        interaction: discord.Interaction,
        cards: app_commands.Range[str, None, MAX_CARDS_OPTION],
    ) -> None:
        await play(interaction, f"swap {card_list(cards)}")

    @app_commands.command(name="reclaim", description="Take back a board joker with its card")
    @app_commands.describe(card="The card a joker on the board stands for, e.g. 7H")
    async def reclaim(
        self, interaction: discord.Interaction, card: app_commands.Range[str, None, MAX_CARD_OPTION]
    ) -> None:
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
        cards = str(getattr(interaction.namespace, "cards", "") or "")
        direction = str(getattr(interaction.namespace, "direction", "") or "")
        return await snapshot_choices(
            interaction, lambda game, seat: spot_choices(game, seat, cards, current, direction)
        )

    @place.autocomplete("direction")
    async def place_direction(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        square = str(getattr(interaction.namespace, "square", "") or "")
        cards = str(getattr(interaction.namespace, "cards", "") or "")
        return await snapshot_choices(
            interaction, lambda game, seat: direction_choices(game, seat, square, cards)
        )
