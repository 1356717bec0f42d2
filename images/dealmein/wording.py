"""Deal Me In's table in words: the description a screen reader gets (:func:`table_alt`)
and the sentences the picture's panel writes as well (the level, the last move, whether
this is the daily challenge).

Apart from :mod:`images.dealmein.render` because it draws nothing: it reads the view and
says it in the pictures' language, so the panel and the alt text cannot tell it two ways.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import i18n
from engine.dealmein.view import DealMeInView, LastMove
from images import words
from images.dealmein.result import ending_text
from images.draw import symbols, time_limit
from images.rendered import alt_text
from images.result import winners
from images.words import counted, say

#: The levels (their words: ``images.dealmein.level.<level>``).
LEVELS = ("unlimited", "social", "competitive", "expert")


def level_text(view: DealMeInView) -> str:
    """``"Social · 120 s a move"`` or ``"Unlimited · no time limit"``."""
    name = str(view.level)
    level = say(f"dealmein.level.{name}") if name in LEVELS else name.title()
    return f"{level} · {time_limit(view.turn_seconds, 'move')}"


def is_daily(view: DealMeInView) -> bool:
    """Whether ``view`` is the daily challenge's board: a game has two players at least,
    the challenge's position one seat, and that seat is the reader, not a rival."""
    return len(view.players) == 1


def daily_move_text(last: LastMove) -> str:
    """The daily challenge's move, naming no one: where the cards went and their score."""
    return say("dealmein.daily_move", squares=_span(last.squares), score=f"{last.score:+d}")


def last_move_text(last: LastMove, players: Sequence[str]) -> str:
    """The last move in the pictures' language: the engine's own sentence in English, and
    in another language a summary from the move's data (who, what, where, the score),
    since the view carries the engine's sentence in English only."""
    sentence = last.text
    if words.locale() == i18n.DEFAULT_LOCALE or not sentence:
        return sentence
    key = f"dealmein.last.{last.kind}"
    if not words.has(key):
        return sentence
    name = players[last.player]
    return say(key, name=name, squares=_span(last.squares), score=f"{last.score:+d}")


def _span(squares: Sequence[str]) -> str:
    """Where a move went: its one square, or its first and last (``F6–J6``)."""
    if len(squares) == 1:
        return squares[0]
    return f"{squares[0]}–{squares[-1]}" if squares else ""


def table_alt(view: DealMeInView) -> str:
    """A short description of the table image, built from the same view."""
    players = view.players
    essentials = []
    if is_daily(view):
        return _daily_alt(view)
    if view.over:
        won = i18n.joined([str(players[s]) for s in winners(view)])
        essentials.append(say("alt.over_won", names=won) if won else say("alt.over"))
    elif view.turn is not None:
        essentials.append(say("alt.to_move", name=players[view.turn]))
    parts = [say("dealmein.alt.board", level=level_text(view).replace(" · ", ", "))]
    if view.over:
        parts.append(ending_text(view))
    seats = []
    for seat, name in enumerate(players):
        text = say(
            "alt.seat",
            name=name,
            score=counted("count.point", view.scores[seat]),
            cards=counted("count.card", view.cards_held[seat]),
        )
        if view.jokers_held[seat]:
            text += say("alt.and_more", more=counted("count.joker", view.jokers_held[seat]))
        seats.append(text)
    essentials.append(say("alt.players", seats="; ".join(seats)))
    deck = counted("count.card", view.stock) if view.stock else say("dealmein.empty")
    parts.append(say("dealmein.alt.deck", deck=deck))
    last = view.last_move
    if last and last.text:
        move = last_move_text(last, view.players).rstrip(".।")
        parts.append(say("alt.last_move", move=move))
    parts.append(say("dealmein.alt.on_board", cards=counted("count.card", len(view.board))))
    lines = [
        say(
            "dealmein.alt.line_complete" if line.complete else "dealmein.alt.line",
            combination=combination_name(str(line.combination)),
            cards=symbols(line.cards),
            first=line.squares[0],
            last=line.squares[-1],
        )
        for line in view.lines
    ]
    if lines:
        parts.append(say("dealmein.alt.lines", lines="; ".join(lines)))
    if view.joker_squares_won:
        used = ", ".join(view.joker_squares_won)
        parts.append(say("dealmein.alt.jokers_used", squares=used))
    return alt_text(essentials, [p for p in parts if p])


def _daily_alt(view: DealMeInView) -> str:
    """The daily challenge's board for a screen reader: the challenge, the move if it was
    made, the board's lines; no seat and no deck (the challenge has neither)."""
    parts = [say("dealmein.alt.on_board", cards=counted("count.card", len(view.board)))]
    if view.last_move and view.last_move.squares:
        parts.insert(0, say("alt.last_move", move=daily_move_text(view.last_move).rstrip(".।")))
    if view.joker_squares_won:
        parts.append(say("dealmein.alt.jokers_used", squares=", ".join(view.joker_squares_won)))
    return alt_text([say("dealmein.daily")], parts)


def combination_name(name: str) -> str:
    """A combination's name (the engine's, like ``"royal flush"``) in the pictures'
    language."""
    key = "dealmein.combination." + name.replace(" ", "_").replace("-", "_")
    return say(key) if words.has(key) else name
