"""A panel's **Hint** in words: the computer player's move (the engine's notation) as the
reader says it, with the cards as ``7♠``, and no command to type (the panel's controls
play it). Deal Me In's panel fills its choice with the hint instead
(:func:`bot.discord.games.dealmein.panel.hinted`)."""

from __future__ import annotations

import random

from bot.discord.plain import plain
from engine import i18n
from engine.cards import parse_played
from engine.core import Game
from engine.i18n import DEFAULT_LOCALE
from engine.review import explanation, judge


def explained(game: Game, seat: int, locale: str = DEFAULT_LOCALE) -> tuple[str, str]:
    """The hard player's move for ``seat`` and why, in ``locale`` (:mod:`engine.review`:
    the reason comes from the evaluation that chose the move). It searches: run it on a
    snapshot, off the event loop."""
    judgement = judge(game, seat, random.Random())
    return judgement.best, plain(explanation(judgement, locale), locale)


def explained_hint(game: Game, seat: int, locale: str = DEFAULT_LOCALE) -> tuple[str, str]:
    """The hard player's move for ``seat`` and the hint that says it and why."""
    action, why = explained(game, seat, locale)
    return action, f"{hint_text(game.game_id, action, locale)} {why}"


def hint_text(game_id: str, action: str, locale: str = DEFAULT_LOCALE) -> str:
    """``Hint: the computer player would play 2♣.`` for ``action`` of ``game_id``."""
    moves = i18n.text("bot.suggest.then", locale).join(
        move_words(game_id, part.split(), locale) for part in action.split(";") if part.strip()
    )
    return i18n.text("bot.tapping.hint", locale, moves=moves)


def symbols(tokens: list[str]) -> str:
    return " ".join(parse_played(token).symbol for token in tokens)


def move_words(game_id: str, words: list[str], locale: str = DEFAULT_LOCALE) -> str:
    """What one action does, in ``locale`` (``play 2♣``, ``take 7♥ from the open pile``)."""
    verb, args = words[0].lower(), words[1:]

    def said(key: str, **params: str) -> str:
        return i18n.text(key, locale, **params)

    if verb == "place":
        return said("bot.suggest.place", cards=symbols(args[2:]), square=args[0], direction=args[1])
    if verb in ("swap", "reclaim", "meld", "discard", "play"):
        return said(f"bot.suggest.{verb}", cards=symbols(args))
    if verb == "pass":
        return (
            said("bot.suggest.pass_cards", cards=symbols(args))
            if args
            else said("bot.suggest.pass")
        )
    if verb == "layoff":
        return said("bot.suggest.layoff", card=symbols(args[:1]), meld=args[1])
    if verb == "draw" and args == ["stock"]:
        return said("bot.suggest.draw_stock")
    if verb == "draw" and args == ["open"]:
        return said("bot.tapping.rummy21.draw_open")
    if verb == "draw":
        return said("bot.suggest.take", card=symbols(args[:1]))
    if verb == "declare":
        groups, _discard, card = " ".join(args).rpartition(" discard ")
        shown = " | ".join(symbols(group.split()) for group in groups.split("|"))
        return said("bot.tapping.rummy21.declare", groups=shown, card=symbols([card]))
    if verb in ("honours", "honors"):
        return said("bot.tapping.rummy21.honours", cards=symbols(args))
    if verb in ("drop", "cut", "joker"):
        return said(f"bot.tapping.rummy21.{verb}")
    return " ".join(words)
