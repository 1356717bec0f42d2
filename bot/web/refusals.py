"""The web front's own refusals (a session that ran out, a table that is not the page's):
codes of the catalogue's area ``web`` (``web.refusal.CODE``), worded in the reader's
language when they are sent, as the table service's :class:`~bot.tables.ports.TableError`
is."""

from __future__ import annotations

from typing import Any

from engine import i18n


class Refusal(Exception):
    """``Refusal(code, **params)``: the sentence ``web.refusal.<code>``."""

    def __init__(self, code: str, /, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def words(self, locale: str) -> str:
        return i18n.text(f"web.refusal.{self.code}", locale, **self.params)
