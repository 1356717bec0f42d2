"""What the games' ``describe`` and ``command_for`` share
(:class:`~bot.discord.plugins.GamePlugin`): the catalogue's words of a suggested move and
the refusal of an action of another game."""

from __future__ import annotations

from engine import i18n
from engine.core import Action


def said(what: str, /, **params: str) -> str:
    """The words of a move (``bot.suggest.<what>``) in the language now."""
    return i18n.text(f"bot.suggest.{what}", **params)


def unknown(action: Action) -> TypeError:
    """The error for an action that is not the game's (a programming error)."""
    return TypeError(f"not a move of this game: {action!r}")
