"""Hearts' moves in words and as the slash commands that play them (its plugin's
``describe`` and ``command_for``)."""

from __future__ import annotations

from bot.discord.games.moves import said, unknown
from engine.cards import format_cards
from engine.core import Action
from engine.hearts.actions import Pass, Play


def describe(action: Action) -> str:
    """What the move does, in the language now: ``pass Q♠ A♥ K♥``, ``play 2♣``."""
    match action:
        case Pass(cards):
            return said("pass_cards", cards=format_cards(cards, symbols=True))
        case Play(card):
            return said("play", cards=card.symbol)
    raise unknown(action)


def command_for(action: Action) -> str:
    """The slash command that plays it: ``/hearts pass cards:QS AH KH``."""
    match action:
        case Pass(cards):
            return f"/hearts pass cards:{format_cards(cards)}"
        case Play(card):
            return f"/hearts play card:{card}"
    raise unknown(action)
