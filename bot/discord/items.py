"""One base for the bot's dynamic items (:class:`discord.ui.DynamicItem`): the buttons and
menus of the panels, the table message and the finished game's summary.

A dynamic item's ``custom_id`` carries what it was made for (its table, seat, move, card),
so that a click reaches it after a restart: discord.py matches the id against the class's
``template`` and asks the class for the item (``from_custom_id``). That step is the same
for every item: :class:`GameButton` and :class:`GameSelect` do it once, and each item says
only how its fields are read back from the match (:meth:`GameButton.from_match`; a menu
also gets its posted menu, whose options and placeholder it keeps). The custom ids are
each item's own and never change: buttons already posted must keep working
(``tests/bot/discord/test_custom_ids.py``).
"""

from __future__ import annotations

import re
from typing import Any, Self

import discord

#: The template of the bases themselves, which are never registered: it matches nothing.
NO_ID = re.compile(r"(?!)")


class GameButton(discord.ui.DynamicItem[discord.ui.Button], template=NO_ID):
    """A dynamic button; a subclass gives its ``template`` and :meth:`from_match`."""

    @classmethod
    def from_match(cls, match: re.Match[str]) -> Self:
        """The button whose custom id matched ``match``."""
        raise NotImplementedError(f"{cls.__name__} reads no custom id")

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls.from_match(match)


class GameSelect(discord.ui.DynamicItem[discord.ui.Select], template=NO_ID):
    """A dynamic menu; a subclass gives its ``template`` and :meth:`from_match`."""

    @classmethod
    def from_match(cls, match: re.Match[str], select: discord.ui.Select) -> Self:
        """The menu whose custom id matched ``match``, ``select`` being the posted menu (its
        options, placeholder and the values chosen)."""
        raise NotImplementedError(f"{cls.__name__} reads no custom id")

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        assert isinstance(item, discord.ui.Select)  # the item a subclass made
        return cls.from_match(match, item)
