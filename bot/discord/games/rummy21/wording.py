"""21-card rummy's moves in words and as the slash commands that play them (its plugin's
``describe`` and ``command_for``)."""

from __future__ import annotations

from bot.discord.games.moves import said, unknown
from engine import i18n
from engine.cards import format_cards
from engine.core import Action
from engine.rummy21.actions import (
    OPEN,
    Cut,
    Declare,
    Discard,
    Draw,
    DrawJoker,
    Drop,
    Honours,
)


def tapping(what: str, /, **params: str) -> str:
    """The words of a move of 21-card rummy's own (``bot.tapping.rummy21.<what>``), in the
    language now."""
    return i18n.text(f"bot.tapping.rummy21.{what}", **params)


def describe(action: Action) -> str:
    """What the move does, in the language now: ``take 7♥ from the open pile``..."""
    match action:
        case Cut():
            return tapping("cut")
        case DrawJoker():
            return tapping("joker")
        case Draw(source):
            return tapping("draw_open") if source == OPEN else said("draw_stock")
        case Discard(card):
            return said("discard", cards=card.symbol)
        case Declare(groups, card):
            shown = " | ".join(format_cards(group, symbols=True) for group in groups)
            return tapping("declare", groups=shown, card=card.symbol)
        case Drop():
            return tapping("drop")
        case Honours(cards):
            return tapping("honours", cards=format_cards(cards, symbols=True))
    raise unknown(action)


def command_for(action: Action) -> str:
    """The slash command that plays it: ``/rummy21 draw source:open``..."""
    match action:
        case Cut(above):
            return f"/rummy21 cut cards:{above}"
        case DrawJoker():
            return "/rummy21 joker"
        case Draw(source):
            return f"/rummy21 draw source:{source}"
        case Discard(card):
            return f"/rummy21 discard card:{card}"
        case Declare():
            return f"/rummy21 declare groups:{str(action).removeprefix('declare ')}"
        case Drop():
            return "/rummy21 drop"
        case Honours(cards):
            return f"/rummy21 honours cards:{format_cards(cards)}"
    raise unknown(action)
