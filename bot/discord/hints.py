"""A panel's **Hint** in words: the computer player's move as the reader says it (each
game's plugin words it: its ``describe``), with the cards as ``7♠``, and no command to type
(the panel's controls play it). Deal Me In's panel fills its choice with the hint instead
(:func:`bot.discord.games.dealmein.panel.hinted`). A slash command's ``hint`` says the same
move and why, with the command that makes it (:func:`explained_suggestion`)."""

from __future__ import annotations

import random

from bot.discord.plain import plain
from bot.discord.plugins import plugin
from bot.discord.wording import suggested_move
from engine import i18n
from engine.core import Action, Game
from engine.review import explanation, judge


def explained(game: Game, seat: int, locale: str | None = None) -> tuple[Action, str]:
    """The hard player's move for ``seat`` and why, in ``locale`` (:mod:`engine.review`:
    the reason comes from the evaluation that chose the move). It searches: run it on a
    snapshot, off the event loop."""
    judgement = judge(game, seat, random.Random())
    locale = i18n.language(locale)
    return game.parse_action(judgement.best), plain(explanation(judgement, locale), locale)


def explained_hint(game: Game, seat: int, locale: str | None = None) -> tuple[Action, str]:
    """The hard player's move for ``seat`` and the hint that says it and why."""
    action, why = explained(game, seat, locale)
    return action, f"{hint_text(game.game_id, action, locale)} {why}"


def explained_suggestion(game: Game, seat: int, locale: str | None = None) -> tuple[Action, str]:
    """The hard player's move for ``seat`` as a slash command's hint says it (the command
    that makes it, as typed: :func:`bot.discord.wording.suggested_move`) and why, the same
    move and reason as the panel's Hint. It searches: off the event loop, on a snapshot."""
    action, why = explained(game, seat, locale)
    language = i18n.language(locale)
    return action, f"{suggested_move(game.game_id, action, language)} {why}"


def hint_text(game_id: str, action: Action, locale: str | None = None) -> str:
    """``Hint: the computer player would play 2♣.`` for ``action`` of ``game_id``."""
    return i18n.text("bot.tapping.hint", locale, moves=hint_steps(game_id, action, locale))


def hint_steps(game_id: str, action: Action, locale: str | None = None) -> str:
    """What ``action`` does, step by step, in ``locale`` (``play 2♣``), from the game's plugin."""
    describe, language = plugin(game_id).describe, i18n.language(locale)
    return i18n.text("bot.suggest.then", language).join(
        describe(step, language) for step in action.steps()
    )
