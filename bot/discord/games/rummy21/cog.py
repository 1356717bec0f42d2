"""``/rummy21 ...``: 21-card Indian rummy moves. Each command writes the engine's action
notation (``cut 40``, ``joker``, ``draw stock``, ``draw open``, ``discard KS``,
``declare 3H 4H 5H | ... discard KD``, ``drop``, ``honours 6H 8H``) and sends it to the
table service; the engine judges it. ``/rummy21 check`` answers "check my hand" with the
solver's best arrangement.

Autocomplete offers the cards the player holds (to discard) and the honour cards they may
still set aside. The ceremony's steps are also buttons of the table message, and the moves
buttons of the hand panel (:mod:`bot.discord.games.rummy21.panel`).
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions
from bot.discord.games.rummy21.panel import NO_DECLARATION_KEY, check_text, send_with_draw
from bot.discord.limits import MAX_CARD_OPTION, MAX_CARDS_OPTION, MAX_DECLARATION_OPTION
from bot.discord.locale import t
from bot.discord.moves import (
    Move,
    card_completions,
    card_list,
    play,
    seated_choices,
    single_card_choices,
)
from bot.discord.replies import refusals, reply_privately
from bot.tables.ports import TableError
from engine.cards import parse_cards
from engine.rummy21 import deal as dealing
from engine.rummy21.actions import Cut, Draw, DrawJoker, Drop
from engine.rummy21.game import IndianRummy

#: The terms the summary, the pictures and the messages use, with their meaning (``/rules``).
GLOSSARY: tuple[tuple[str, str], ...] = (
    ("Joker", "the card drawn after the deal: every card of its rank is wild"),
    ("wild card", "a card of the Joker's rank: it may stand for any card in a group"),
    ("open card", "the face-up card that starts the discard pile (the open pile)"),
    ("stock", "the face-down pile you draw from; the Joker's card lies face up under it"),
    ("pure sequence", "3 or more consecutive cards of one suit with no wild card standing in"),
    ("set", "3 or more cards of one rank"),
    (
        "honour cards",
        "the Joker's own card and the cards one rank above and below it in its suit",
    ),
    ("marriage", "all three honour cards together: 50 instead of 30"),
    ("declare", "show your 21 cards in valid groups, with one card discarded, to win"),
    ("count", "what your unmatched cards are worth, paid to the declarer (at most 120)"),
    ("first drop", "leaving the deal before your first draw: you pay 30"),
    ("mid pack", "leaving the deal later (or three timeouts in a row): you pay 70"),
    (
        "wrong declaration (WRONG DECL.)",
        "a declaration that is not valid: you pay 120 to every other player and are out",
    ),
    (
        "best grouping",
        "the grouping of a hand with the lowest count, as the bot finds it (`/rummy21 check`)",
    ),
)


async def send(interaction: discord.Interaction, action: Move) -> None:
    """Send ``action`` to the table; the player sees what happened (with the card drawn
    from the stock), or why not."""
    await play(interaction, action, via=send_with_draw)


def claimable_cards(game: IndianRummy, seat: int) -> list[str]:
    """The honour cards ``seat`` holds and has not set aside yet (no solver: autocomplete
    answers on the event loop)."""
    return [str(card) for card in game.claimable_honours(seat)]


class Rummy21Cog(
    commands.GroupCog, group_name="rummy21", group_description="21-card Indian rummy moves"
):
    """21-card Indian rummy's moves and their autocomplete."""

    @app_commands.command(name="cut", description="Cut the pack (when it is your turn to cut)")
    @app_commands.describe(
        cards=f"How many cards to lift: {dealing.MIN_CUT} to {dealing.MAX_CUT}",
    )
    async def cut(
        self,
        interaction: discord.Interaction,
        cards: app_commands.Range[int, dealing.MIN_CUT, dealing.MAX_CUT],
    ) -> None:
        await send(interaction, Cut(cards))

    @app_commands.command(name="joker", description="Draw the Joker (the dealer's left)")
    async def joker(self, interaction: discord.Interaction) -> None:
        await send(interaction, DrawJoker())

    @app_commands.command(name="draw", description="Draw from the stock or the open pile")
    @app_commands.describe(source="stock (the top card, hidden) or open (the open pile's top)")
    @app_commands.choices(
        source=[
            app_commands.Choice(name="stock", value="stock"),
            app_commands.Choice(name="open pile", value="open"),
        ]
    )
    async def draw(
        self, interaction: discord.Interaction, source: app_commands.Choice[str]
    ) -> None:
        await send(interaction, Draw(source.value))

    @app_commands.command(name="discard", description="Discard a card and end your turn")
    @app_commands.describe(card="The card, e.g. KS")
    async def discard(
        self, interaction: discord.Interaction, card: app_commands.Range[str, None, MAX_CARD_OPTION]
    ) -> None:
        await send(interaction, f"discard {card.strip()}")

    @app_commands.command(name="declare", description="Declare your hand (after drawing)")
    @app_commands.describe(
        groups="Optional: your groups and discard, e.g. 3H 4H 5H | 7S 8S 9S | ... discard KD "
        "(left out: the valid grouping the bot finds)"
    )
    async def declare(
        self,
        interaction: discord.Interaction,
        groups: app_commands.Range[str, None, MAX_DECLARATION_OPTION] | None = None,
    ) -> None:
        async with refusals(interaction):
            action: Move
            if groups and groups.strip():
                action = f"declare {groups.strip()}"  # as typed: the game reads it
            else:
                _table, game, seat = actions.seat_at(interaction, IndianRummy)
                found = await actions.on_snapshot(game, lambda snapshot: snapshot.declaration(seat))
                if found is None:
                    raise TableError.text(t(NO_DECLARATION_KEY))
                action = found
            await send(interaction, action)

    @app_commands.command(name="drop", description="Leave the deal (30 before drawing, then 70)")
    async def drop(self, interaction: discord.Interaction) -> None:
        await send(interaction, Drop())

    @app_commands.command(name="honours", description="Set honour cards aside (at any time)")
    @app_commands.describe(cards="The honour cards, e.g. 6H 8H")
    async def honours(
        self,
        interaction: discord.Interaction,
        cards: app_commands.Range[str, None, MAX_CARDS_OPTION],
    ) -> None:
        await send(interaction, f"honours {card_list(cards)}")

    @app_commands.command(name="check", description="Check my hand: its best grouping")
    async def check(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            _table, game, seat = actions.seat_at(interaction, IndianRummy)
            text = await actions.on_snapshot(game, lambda snapshot: check_text(snapshot, seat))
            await reply_privately(interaction, text)

    @discard.autocomplete("card")
    async def discard_card(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return seated_choices(
            interaction,
            IndianRummy,
            lambda game, seat: single_card_choices(dict.fromkeys(game.hand(seat)), current),
        )

    @honours.autocomplete("cards")
    async def honours_cards(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return seated_choices(
            interaction,
            IndianRummy,
            lambda game, seat: card_completions(
                parse_cards(claimable_cards(game, seat)), current, jokers=False
            ),
        )
