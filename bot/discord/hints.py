"""A panel's **Hint** in words: the computer player's move as the reader says it (each
game's plugin words it: its ``describe``), with the cards as ``7♠``, and no command to type
(the panel's controls play it). Deal Me In's panel fills its choice with the hint instead
(:func:`bot.discord.games.dealmein.panel.hinted`)."""

from __future__ import annotations

from bot.discord.plugins import plugin
from engine import i18n
from engine.core import Action
from engine.i18n import DEFAULT_LOCALE


def hint_text(game_id: str, action: Action, locale: str = DEFAULT_LOCALE) -> str:
    """``Hint: the computer player would play 2♣.`` for ``action`` of ``game_id``."""
    describe = plugin(game_id).describe
    moves = i18n.text("bot.suggest.then", locale).join(
        describe(step, locale) for step in action.steps()
    )
    return i18n.text("bot.tapping.hint", locale, moves=moves)
