"""The web front's own refusals (a session that ran out, a table that is not the page's):
codes of the catalogue's area ``web`` (``web.refusal.CODE``), worded in the reader's
language when they are sent, as the table service's :class:`~bot.tables.ports.TableError`
is: in the language spoken then (the page's: the server speaks it for each request and
socket, the hub for each page it tells)."""

from __future__ import annotations

from typing import Any

from bot.tables.ports import Worded
from engine import i18n


class Refusal(Exception):
    """``Refusal(code, **params)``: the sentence ``web.refusal.<code>``."""

    def __init__(self, code: str, /, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def words(self) -> str:
        """The sentence in the language now."""
        return i18n.text(f"web.refusal.{self.code}", **self.params)


def sentence(said: Worded | Refusal) -> str:
    """A refusal or notice, the web front's or the table service's, in the language now
    (the table service's words take their language as an argument)."""
    return said.words() if isinstance(said, Refusal) else said.words(i18n.language())
