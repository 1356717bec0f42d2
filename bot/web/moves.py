"""The page's moves as the table service takes them: the one place where the web front
reads a move's text (the game's notation, as typed in a slash command: ``play 2C``,
``place F6 across AS KS``). When the service takes action values instead of text, only
:func:`parse_move` changes: it will parse the text with the game's notation here, at the
edge, as the slash commands do.
"""

from __future__ import annotations

from bot.web.refusals import Refusal

#: The longest move text the page may send (a Rummy declaration with every card is ~80).
MAX_MOVE = 200


def parse_move(text: object) -> str:
    """The action to hand :meth:`~bot.tables.service.TableService.act` for the page's
    ``text``; a :class:`Refusal` (``bad_move``) for what is no move text at all. The game
    judges the rest, as for a command."""
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_MOVE:
        raise Refusal("bad_move")
    if not text.isprintable():
        raise Refusal("bad_move")
    return " ".join(text.split())
