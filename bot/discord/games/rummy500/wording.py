"""Rummy 500's moves in words and as the slash commands that play them (its plugin's
``describe`` and ``command_for``)."""

from __future__ import annotations

from bot.discord.games.moves import said, unknown
from engine.cards import format_cards
from engine.core import Action
from engine.rummy500.actions import Discard, DrawPile, DrawStock, Layoff, Meld, Pass


def describe(action: Action) -> str:
    """What the move does, in the language now: ``take 7♥ from the discard pile``..."""
    match action:
        case DrawStock():
            return said("draw_stock")
        case DrawPile(card):
            return said("take", card=card.symbol)
        case Pass():
            return said("pass")
        case Meld(cards):
            return said("meld", cards=format_cards(cards, symbols=True))
        case Layoff(card, number):
            return said("layoff", card=card.symbol, meld=str(number))
        case Discard(card):
            return said("discard", cards=card.symbol)
    raise unknown(action)


def command_for(action: Action) -> str:
    """The slash command that plays it: ``/rummy draw source:7H``..."""
    match action:
        case DrawStock():
            return "/rummy draw source:stock"
        case DrawPile():
            return f"/rummy draw source:{str(action).removeprefix('draw ')}"
        case Pass():
            return "/rummy pass"
        case Meld(cards):
            return f"/rummy meld cards:{format_cards(cards)}"
        case Layoff(card, number):
            return f"/rummy layoff card:{card} meld:{number}"
        case Discard(card):
            return f"/rummy discard card:{card}"
    raise unknown(action)
