"""Deal Me In's moves in words and as the slash commands that play them (its plugin's
``describe`` and ``command_for``: the computer player's hint says both)."""

from __future__ import annotations

from bot.discord.games.moves import said, unknown
from engine.cards import format_cards
from engine.core import Action
from engine.dealmein.actions import Pass, Place, Reclaim, Swap
from engine.dealmein.board import square_name


def describe(action: Action) -> str:
    """What one step does, in the language now: ``place 7♥ 7♦ from F6 across``."""
    match action:
        case Place(start, direction, cards):
            symbols = format_cards(cards, symbols=True)
            square = square_name(start)
            return said("place", cards=symbols, square=square, direction=direction)
        case Swap(cards):
            return said("swap", cards=format_cards(cards, symbols=True))
        case Reclaim(cards):
            return said("reclaim", cards=format_cards(cards, symbols=True))
        case Pass():
            return said("pass")
    raise unknown(action)


def command_for(action: Action) -> str:
    """The slash command that makes one step: ``/dmi place square:F6 direction:across
    cards:7H 7D``."""
    match action:
        case Place(start, direction, cards):
            square = square_name(start)
            return f"/dmi place square:{square} direction:{direction} cards:{format_cards(cards)}"
        case Swap(cards):
            return f"/dmi swap cards:{format_cards(cards)}"
        case Reclaim(cards):
            return f"/dmi reclaim card:{format_cards(cards)}"
        case Pass():
            return "/dmi pass"
    raise unknown(action)
