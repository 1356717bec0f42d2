"""The daily challenge by tapping: the controls under ``/daily play``'s private answer.

The player chooses, in this order, the cards (a menu of the day's hand, 1 to 5 of them),
the first square (a menu of the squares a legal placement of exactly those cards starts on,
in board order) and the direction (Across, Down: those that work from that square), then
presses **Place**, which makes the day's one move with those cards in the order the engine
lays them best from there (shown before the press). Nothing before the attempt shows a
score, a ranking or a best move: the squares are in reading order, not best first, and the
texts name no points. The move is judged and stored by the daily service, exactly as
``/daily place``'s.

Every control is a dynamic item whose ``custom_id`` carries the day it was drawn for and
what is chosen so far (the cards as a bit mask over the day's hand, the square, the
direction): a control of another day is refused, and the panel works after a restart.

Apart from the slash commands (:mod:`bot.discord.cogs.daily`) because a click on the panel
is handled here from start to end (the controls, their redraw, the move they make), and
the commands need only the first panel (:func:`tapping_panel`); the answer both give after
a move is worded in :mod:`bot.discord.cogs.daily_answers`, which imports neither.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.discord import actions
from bot.discord.cogs.daily_answers import answer_text, daily_of, guild_of
from bot.discord.items import GameButton, GameSelect
from bot.discord.locale import SpeaksToClicker, t
from bot.discord.replies import answered
from bot.tables.ports import TableError
from engine.cards import Card
from engine.dealmein.board import square_index, square_name
from engine.dealmein.daily import DailyPosition
from engine.dealmein.movegen import Move, best_at_each_start
from engine.dealmein.placement import ACROSS, DOWN, MAX_CARDS

#: Discord's limit on a menu's options.
MAX_MENU_OPTIONS = 25
CARDS_ROW, SQUARE_ROW, ACTIONS_ROW = range(3)

_DAY = r"(?P<day>[0-9]{4}-[0-9]{2}-[0-9]{2})"


@dataclass(frozen=True, slots=True)
class Pick:
    """What the player has chosen so far: the cards (bit ``i``: the ``i``-th card of the
    day's hand), the first square, the direction."""

    day: str
    mask: int = 0
    square: str | None = None
    direction: str | None = None

    def cards(self, hand: Sequence[Card]) -> list[Card]:
        return [card for index, card in enumerate(hand) if self.mask >> index & 1]

    def mark(self) -> str:
        """The pick in a custom id: ``2026-01-01:5:G7:down`` (``-`` for what is not chosen)."""
        return f"{self.day}:{self.mask}:{self.square or '-'}:{self.direction or '-'}"

    @classmethod
    def of(cls, match: re.Match[str]) -> Pick:
        square, direction = match["square"], match["direction"]
        return cls(
            match["day"],
            int(match["mask"]),
            None if square == "-" else square,
            None if direction == "-" else direction,
        )


_PICK = rf"{_DAY}:(?P<mask>[0-9]+):(?P<square>[A-K](?:10|11|[1-9])|-):(?P<direction>across|down|-)"


def placements(position: DailyPosition, pick: Pick) -> list[Move]:
    """The legal placements of exactly the cards picked: the engine's best at each start
    square and direction (the scores stay unseen). A search: run it in a worker thread."""
    cards = pick.cards(position.hand)
    if not cards or len(cards) > MAX_CARDS:
        return []
    return best_at_each_start(position.board, cards)


def starts(moves: Sequence[Move]) -> list[str]:
    """The squares the placements start on, in board order (reading order: not a hint)."""
    return sorted({square_name(move.squares[0]) for move in moves}, key=square_index)


def directions(moves: Sequence[Move], square: str) -> list[str]:
    """The directions that work from ``square``, across first."""
    found = {move.direction for move in moves if square_name(move.squares[0]) == square}
    return [d for d in (ACROSS, DOWN) if d in found]


def chosen_move(moves: Sequence[Move], pick: Pick) -> Move | None:
    for move in moves:
        if square_name(move.squares[0]) == pick.square and move.direction == pick.direction:
            return move
    return None


def cards_text(cards: Sequence[Any]) -> str:
    return " ".join(card.symbol for card in cards)


def panel_text(position: DailyPosition, pick: Pick, moves: Sequence[Move]) -> str:
    """What to do next, with what is chosen so far; never a score."""
    chosen = pick.cards(position.hand)
    if not chosen:
        return t("bot.tapping.daily.intro")
    if len(chosen) > MAX_CARDS:
        return t("bot.tapping.daily.too_many", cards=cards_text(chosen), most=MAX_CARDS)
    if not moves:
        return t("bot.tapping.daily.nowhere", cards=cards_text(chosen))
    if pick.square is None:
        return t("bot.tapping.daily.choose_square", cards=cards_text(chosen))
    move = chosen_move(moves, pick)
    if move is None:
        return t(
            "bot.tapping.daily.choose_direction",
            cards=cards_text(chosen),
            square=pick.square,
        )
    return t(
        "bot.tapping.daily.ready",
        cards=cards_text(move.cards),
        square=pick.square,
        direction=t(f"bot.tapping.daily.{move.direction}"),
    )


# --------------------------------------------------------------------- the controls


class DailyCards(
    SpeaksToClicker,
    GameSelect,
    template=re.compile(rf"daily:cards:{_DAY}"),
):
    """The day's hand: the player chooses the cards to lay (1 to 5)."""

    def __init__(self, day: str, options: Sequence[discord.SelectOption]) -> None:
        self.day = day
        super().__init__(
            discord.ui.Select(
                custom_id=f"daily:cards:{day}",
                placeholder=t("bot.tapping.daily.cards_menu"),
                min_values=1,
                max_values=min(MAX_CARDS, max(1, len(options))),
                options=list(options) or [discord.SelectOption(label="-")],
                row=CARDS_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str], select: discord.ui.Select) -> DailyCards:
        return cls(match["day"], select.options)

    async def callback(self, interaction: discord.Interaction) -> None:
        mask = 0
        for value in self.item.values:
            if value.isdigit():
                mask |= 1 << int(value)
        await show_pick(interaction, Pick(self.day, mask))


class DailySquare(
    SpeaksToClicker,
    GameSelect,
    template=re.compile(rf"daily:square:{_DAY}:(?P<mask>[0-9]+)"),
):
    """The squares a placement of the chosen cards may start on."""

    def __init__(
        self,
        day: str,
        mask: int,
        options: Sequence[discord.SelectOption],
    ) -> None:
        self.day, self.mask = day, mask
        super().__init__(
            discord.ui.Select(
                custom_id=f"daily:square:{day}:{mask}",
                placeholder=t("bot.tapping.daily.square_menu"),
                options=list(options) or [discord.SelectOption(label="-")],
                row=SQUARE_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str], select: discord.ui.Select) -> DailySquare:
        return cls(match["day"], int(match["mask"]), select.options)

    async def callback(self, interaction: discord.Interaction) -> None:
        square = self.item.values[0] if self.item.values else None
        await show_pick(interaction, Pick(self.day, self.mask, square))


class DailyButton(
    SpeaksToClicker,
    GameButton,
    template=re.compile(rf"daily:(?P<what>dir|place):{_PICK}"),
):
    """A direction (chooses it) or **Place** (makes the day's move as chosen)."""

    def __init__(
        self,
        what: str,
        pick: Pick,
        label: str = "-",
        *,
        chosen: bool = False,
        disabled: bool = False,
    ) -> None:
        self.what, self.pick = what, pick
        if what == "place":
            style = discord.ButtonStyle.success
        else:
            style = discord.ButtonStyle.primary if chosen else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                custom_id=f"daily:{what}:{pick.mark()}",
                disabled=disabled,
                row=ACTIONS_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> DailyButton:
        return cls(match["what"], Pick.of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.what == "dir":
            await show_pick(interaction, self.pick)
        else:
            await place_pick(interaction, self.pick)


#: The daily panel's dynamic items, registered with the bot so that they outlive a restart.
DAILY_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    DailyCards,
    DailySquare,
    DailyButton,
)


def controls(position: DailyPosition, pick: Pick, moves: Sequence[Move]) -> discord.ui.View:
    """The menus and buttons for ``pick`` (see the module): three rows at most."""
    view = discord.ui.View(timeout=None)
    options = [
        discord.SelectOption(
            label=card.symbol, value=str(index), default=bool(pick.mask >> index & 1)
        )
        for index, card in enumerate(position.hand[:MAX_MENU_OPTIONS])
    ]
    view.add_item(DailyCards(pick.day, options))
    squares = starts(moves)
    if squares:
        offered = [
            discord.SelectOption(label=square, value=square, default=square == pick.square)
            for square in squares[:MAX_MENU_OPTIONS]
        ]
        view.add_item(DailySquare(pick.day, pick.mask, offered))
    if pick.square is not None:
        for direction in directions(moves, pick.square):
            label = t(f"bot.tapping.daily.{direction}")
            chosen = direction == pick.direction
            choice = Pick(pick.day, pick.mask, pick.square, direction)
            view.add_item(DailyButton("dir", choice, label, chosen=chosen))
    ready = chosen_move(moves, pick) is not None
    label = t("bot.dealmein.button.place")
    view.add_item(DailyButton("place", pick, label, disabled=not ready))
    return view


async def tapping_panel(position: DailyPosition, pick: Pick) -> tuple[str, discord.ui.View]:
    """The panel's words and controls for ``pick`` (the search in a worker thread)."""
    moves = await asyncio.to_thread(placements, position, pick)
    if pick.square is not None and pick.square not in starts(moves):
        pick = Pick(pick.day, pick.mask)
    return panel_text(position, pick, moves), controls(position, pick, moves)


async def _position_for(interaction: discord.Interaction, day: str) -> DailyPosition:
    """Today's position, refusing a panel drawn for another day."""
    guild_id = guild_of(interaction)
    service = daily_of(interaction)
    if day != service.today():
        raise TableError.text(t("bot.tapping.daily.other_day"))
    return await service.position(guild_id, day)


async def show_pick(interaction: discord.Interaction, pick: Pick) -> None:
    """Redraw the clicked panel for ``pick`` (nothing played)."""
    async with answered(interaction):
        position = await _position_for(interaction, pick.day)
        text, view = await tapping_panel(position, pick)
        await interaction.response.edit_message(content=text, view=view)


async def place_pick(interaction: discord.Interaction, pick: Pick) -> None:
    """Make the day's one move as picked: the service judges and stores it; the panel
    becomes the answer (the move, its score, the streak), with no controls left."""
    async with answered(interaction):
        position = await _position_for(interaction, pick.day)
        moves = await asyncio.to_thread(placements, position, pick)
        move = chosen_move(moves, pick)
        if move is None or pick.square is None or pick.direction is None:
            raise TableError.text(t("bot.tapping.daily.incomplete"))
        await interaction.response.defer()
        service = daily_of(interaction)
        played = await service.play(
            guild_of(interaction),
            actions.player_of(interaction),
            pick.square,
            pick.direction,
            " ".join(str(card) for card in move.cards),
        )
        ends = service.ends_at(played.position.day)
        text = answer_text(played.position, played.attempt, played.streaks, ends)
        await interaction.edit_original_response(content=text, view=None)
