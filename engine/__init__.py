"""The rules of the card games: pure Python, no discord, no asyncio, no I/O, no Pillow."""

from engine.cards import JOKER, Card, CardError, PlayedJoker, parse_card, parse_cards
from engine.core import Event, Game, GameSetupError, IllegalAction, OptionSpec, Result
from engine.registry import game_class, game_ids

__all__ = [
    "JOKER",
    "Card",
    "CardError",
    "Event",
    "Game",
    "GameSetupError",
    "IllegalAction",
    "OptionSpec",
    "PlayedJoker",
    "Result",
    "game_class",
    "game_ids",
    "parse_card",
    "parse_cards",
]
