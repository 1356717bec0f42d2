"""``/rummy ...``: Rummy 500 moves. Each command writes the engine's action notation
(``draw stock``, ``draw 7H 12``, ``meld 5H 6H 7H``, ``layoff 8H 2``, ``discard KS``,
``pass``) and sends it to the table service; the engine judges it. ``/rummy hint`` tells
what the computer player would play.

Autocomplete offers the stock and the discard pile's cards (top first, with their positions
and what taking them takes), the cards the player holds (the melds they make first), and the
melds on the table by number with their cards and who laid them. The common moves are also
buttons of the hand panel (:mod:`bot.discord.games.rummy500.panel`).
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions, moves
from bot.discord.games.rummy500.panel import (
    MAX_OPTIONS,
    cards_text,
    meld_label,
    pile_cards,
)
from bot.discord.limits import MAX_CARD_OPTION, MAX_CARDS_OPTION, MAX_SOURCE_OPTION
from bot.discord.locale import t
from bot.discord.moves import card_completions, card_list, seated_choices, showing_draws
from bot.discord.replies import refusals
from engine.cards import CardError, format_cards, parse_card
from engine.rummy500.events import drew_from_stock
from engine.rummy500.game import Rummy500
from engine.rummy500.table import layoff_targets
from engine.rummy500.view import Rummy500SeatView


async def play(interaction: discord.Interaction, action: str) -> None:
    """Send ``action`` to the table; the player sees what happened (with the card they drew
    from the stock, which the table does not show), or why not."""
    await moves.play(interaction, action, via=showing_draws(Rummy500, drew_from_stock))


def draw_choices(game: Rummy500, seat: int, typed: str) -> list[app_commands.Choice[str]]:
    """``stock`` and the pile's cards, top first, that start with what is typed."""
    wanted = typed.strip().upper()
    choices = []
    if game.stock and "STOCK".startswith(wanted):
        cards = t("bot.table.cards", count=len(game.stock))
        stock = t("bot.choice.stock")
        choices.append(app_commands.Choice(name=f"{stock} ({cards})", value="stock"))
    seen = game.view(seat)
    assert isinstance(seen, Rummy500SeatView)
    for entry in pile_cards(seen, game.legal_draws()):
        if entry.value.startswith(wanted):
            choices.append(app_commands.Choice(name=entry.label(), value=entry.value))
    return choices[:MAX_OPTIONS]


def meld_choices(game: Rummy500, seat: int, typed: str) -> list[app_commands.Choice[str]]:
    """The melds the player's hand makes (largest first) that extend what is typed, then
    the held cards that could come next."""
    wanted = card_list(typed).upper()
    seen = game.view(seat)
    assert isinstance(seen, Rummy500SeatView)
    melds = sorted(seen.possible_melds, key=lambda meld: -len(meld))
    choices = [
        app_commands.Choice(name=cards_text(meld), value=format_cards(meld))
        for meld in melds
        if format_cards(meld).startswith(wanted)
    ]
    return [*choices, *card_completions(game.hand(seat), typed, jokers=False)][:MAX_OPTIONS]


def held_card_choices(
    game: Rummy500, seat: int, typed: str, *, fits: bool
) -> list[app_commands.Choice[str]]:
    """The cards the player holds that start with what is typed; with ``fits``, each card
    that fits a meld on the table says which (in the language of the moment)."""
    wanted = typed.strip().upper()
    choices = []
    for item in dict.fromkeys(game.hand(seat)):
        if not str(item).startswith(wanted):
            continue
        name = item.symbol
        targets = layoff_targets(item, game.melds) if fits else []
        if targets:
            name += t("bot.words.fits_meld", melds=", ".join(map(str, targets)))
        choices.append(app_commands.Choice(name=name, value=str(item)))
    return choices[:MAX_OPTIONS]


def meld_number_choices(
    game: Rummy500, typed: str, chosen: str | None
) -> list[app_commands.Choice[int]]:
    """The table's melds by number, described; once a valid card is ``chosen``, only the
    melds it fits."""
    melds = game.melds
    if chosen:
        try:
            fitting = set(layoff_targets(parse_card(chosen), melds))
        except CardError:  # not a card (yet): every meld
            fitting = {meld.number for meld in melds}
        melds = [meld for meld in melds if meld.number in fitting]
    wanted = str(typed).strip().lstrip("#")
    shown = {meld.number: meld for meld in game.view().melds}
    return [
        app_commands.Choice(name=meld_label(game.players, shown[meld.number]), value=meld.number)
        for meld in melds
        if str(meld.number).startswith(wanted)
    ][:MAX_OPTIONS]


class Rummy500Cog(commands.GroupCog, group_name="rummy", group_description="Rummy 500 moves"):
    """Rummy 500's moves and their autocomplete."""

    @app_commands.command(name="draw", description="Draw from the stock or the discard pile")
    @app_commands.describe(
        source="stock, or a card of the discard pile (you take every card above it too)"
    )
    async def draw(
        self,
        interaction: discord.Interaction,
        source: app_commands.Range[str, None, MAX_SOURCE_OPTION],
    ) -> None:
        await play(interaction, f"draw {source.strip()}")

    @app_commands.command(name="meld", description="Lay a set or a run from your hand")
    @app_commands.describe(cards="The cards, e.g. 5H 6H 7H or 9C 9D 9S")
    async def meld(
        self,
        interaction: discord.Interaction,
        cards: app_commands.Range[str, None, MAX_CARDS_OPTION],
    ) -> None:
        await play(interaction, f"meld {card_list(cards)}")

    @app_commands.command(name="layoff", description="Add a card to a meld on the table")
    @app_commands.describe(card="The card, e.g. 8H", meld="The meld's number on the table")
    async def layoff(
        self,
        interaction: discord.Interaction,
        card: app_commands.Range[str, None, MAX_CARD_OPTION],
        meld: int,
    ) -> None:
        await play(interaction, f"layoff {card.strip()} {meld}")

    @app_commands.command(name="discard", description="Discard a card and end your turn")
    @app_commands.describe(card="The card, e.g. KS")
    async def discard(
        self, interaction: discord.Interaction, card: app_commands.Range[str, None, MAX_CARD_OPTION]
    ) -> None:
        await play(interaction, f"discard {card.strip()}")

    @app_commands.command(
        name="pass", description="Stock empty: take nothing from the pile (ends the hand)"
    )
    async def pass_(self, interaction: discord.Interaction) -> None:
        await play(interaction, "pass")

    @app_commands.command(name="hint", description="What the computer would play for you")
    async def hint(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            await actions.hint(interaction, Rummy500)

    @draw.autocomplete("source")
    async def draw_source(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return seated_choices(
            interaction,
            Rummy500,
            lambda game, seat: draw_choices(game, seat, current),
        )

    @meld.autocomplete("cards")
    async def meld_cards(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return seated_choices(
            interaction, Rummy500, lambda game, seat: meld_choices(game, seat, current)
        )

    @layoff.autocomplete("card")
    async def layoff_card(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return seated_choices(
            interaction,
            Rummy500,
            lambda game, seat: held_card_choices(game, seat, current, fits=True),
        )

    @layoff.autocomplete("meld")
    async def layoff_meld(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        chosen = getattr(interaction.namespace, "card", None)
        return seated_choices(
            interaction, Rummy500, lambda game, _seat: meld_number_choices(game, current, chosen)
        )

    @discard.autocomplete("card")
    async def discard_card(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return seated_choices(
            interaction,
            Rummy500,
            lambda game, seat: held_card_choices(game, seat, current, fits=False),
        )
