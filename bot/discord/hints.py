"""A panel's **Hint** in words: the computer player's move as the reader says it (each
game's plugin words it: its ``describe``), with the cards as ``7♠``, and no command to type
(the panel's controls play it). Deal Me In's panel fills its choice with the hint instead
(:func:`bot.discord.games.dealmein.offer.hinted`). A slash command's ``hint`` says the same
move and why, with the command that makes it (:func:`explained_suggestion`)."""

from __future__ import annotations

import random

from bot.discord.plain import plain
from bot.discord.plugins import plugin
from bot.discord.wording import suggested_move
from engine import i18n
from engine.core import Action, Game
from engine.review import explanation, judge


def explained(game: Game, seat: int) -> tuple[Action, str]:
    """The hard player's move for ``seat`` and why, in the language now
    (:mod:`engine.review`: the reason comes from the evaluation that chose the move). It
    searches: run it on a snapshot, off the event loop (a thread started with the
    context, :func:`bot.discord.actions.on_snapshot`, speaks the caller's language)."""
    judgement = judge(game, seat, random.Random())
    return game.parse_action(judgement.best), plain(explanation(judgement, i18n.language()))


def explained_hint(game: Game, seat: int) -> tuple[Action, str]:
    """The hard player's move for ``seat`` and the hint that says it and why."""
    action, why = explained(game, seat)
    return action, f"{hint_text(game.game_id, action)} {why}"


def explained_suggestion(game: Game, seat: int) -> tuple[Action, str]:
    """The hard player's move for ``seat`` as a slash command's hint says it (the command
    that makes it, as typed: :func:`bot.discord.wording.suggested_move`) and why, the same
    move and reason as the panel's Hint. It searches: off the event loop, on a snapshot."""
    action, why = explained(game, seat)
    return action, f"{suggested_move(game.game_id, action)} {why}"


def hint_text(game_id: str, action: Action) -> str:
    """``Hint: the computer player would play 2♣.`` for ``action`` of ``game_id``."""
    return i18n.text("bot.tapping.hint", moves=hint_steps(game_id, action))


def hint_steps(game_id: str, action: Action) -> str:
    """What ``action`` does, step by step, in the language now (``play 2♣``), from the
    game's plugin."""
    describe = plugin(game_id).describe
    return i18n.text("bot.suggest.then").join(describe(step) for step in action.steps())
