"""Previous and Next under a board of pages (the leaderboard, a past season's board): each
a dynamic button whose custom id carries the page it shows, so that it works after a
restart, labelled in the language now (the board's)."""

from __future__ import annotations

from collections.abc import Callable

import discord

from bot.discord.items import NO_ID, GameButton
from bot.discord.locale import t


class PageButton(GameButton, template=NO_ID):
    """ "Previous" or "Next" (``way``: ``prev`` or ``next``) of a board; a subclass gives
    its ``template``, :meth:`from_match` and what a click shows."""

    def __init__(self, way: str, custom_id: str) -> None:
        self.way = way
        super().__init__(
            discord.ui.Button(
                label=t(f"bot.scores.button.{way}"),
                style=discord.ButtonStyle.secondary,
                custom_id=custom_id,
            )
        )


def add_pages(
    view: discord.ui.View, page: int, pages: int, button: Callable[[str, int], PageButton]
) -> None:
    """Previous (to page ``page - 1``) and Next (to ``page + 1``) of a board of ``pages``
    pages into ``view``, each disabled at its end; ``button(way, page)`` makes one."""
    previous = button("prev", max(1, page - 1))
    following = button("next", min(pages, page + 1))
    previous.item.disabled = page <= 1
    following.item.disabled = page >= pages
    view.add_item(previous)
    view.add_item(following)
