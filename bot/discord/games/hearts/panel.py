"""Hearts Deluxe's hand panel: what "My hand" (or ``/game hand``) shows a player at a Hearts
table, privately, and what their DM'd hand says.

The panel is the hand's image, a few lines (the hand and the totals, the cards received,
the trick on the table, whose move it is) and the player's controls: while passing, a menu
of their 13 cards in which they choose exactly three; at their turn to play, one button per
card they may legally play. Only legal choices are offered; the engine still judges them.

The controls are dynamic items: their ``custom_id`` carries the table's channel (so that
the panel works in the turn's DM as well as in the channel; a control posted before without
it is still read, as one of the channel clicked in), the seat and that seat's own
turn token (:meth:`Table.moves_of`, the moves the seat had made when the panel was drawn),
so they work after a restart with nothing kept in memory, a panel drawn for a move that is
over is refused politely, and the other seats' passes (all four pass at once) do not make a
passing panel stale. After an accepted move the panel redraws itself. **Hint** redraws it
with the computer player's move in words. Its words are in the
language of the moment (:func:`engine.i18n.language`): the clicking player's, or the
server's for the hand sent by DM. Text and controls are drawn from the seat's view alone
(:class:`~engine.hearts.view.HeartsSeatView`), never from the live game.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

import images
from bot.discord import messages, panels
from bot.discord.items import GameButton, GameSelect
from bot.discord.locale import t
from bot.tables.table import Table
from engine.cards import Card, format_cards, parse_card, parse_cards
from engine.hearts.actions import Pass, Play
from engine.hearts.game import PASSING, PLAYING, Hearts
from engine.hearts.rules import PASS_SIZE, PassDirection, is_point_card
from engine.hearts.view import HeartsSeatView

#: Discord puts at most five buttons in a row.
BUTTONS_PER_ROW = 5
REFRESH_ROW = 4

#: The table's channel in a custom id (absent from controls posted before it was there).
_CHANNEL = r"(?:(?P<channel>[0-9]+):)?"


def channel_of(match: re.Match[str]) -> int | None:
    """The table's channel a control names, or ``None`` (the channel clicked in)."""
    return int(match["channel"]) if match["channel"] else None


# --------------------------------------------------------------------- the panel's text


def direction_text(direction: PassDirection, players: Sequence[str], seat: int) -> str:
    """``to the left (to Bob)``, ``across (to Cat)``."""
    target = players[direction.target(seat)]
    return t(f"bot.hearts.pass.{direction.value}", player=target)


def cards_text(cards: Sequence[Card]) -> str:
    return format_cards(cards, symbols=True)


def panel_text(view: HeartsSeatView, news: Sequence[str] = ()) -> str:
    """What happened (``news``), the hand and totals, the cards received, the trick on the
    table and what the player is to do (or whom everyone waits for), from the player's view."""
    seat = view.viewer
    assert seat is not None, "a seat's view"
    players = view.players
    lines = [*news]
    lines.append(
        t(
            "bot.hearts.panel.heading",
            hand=view.hand_number,
            total=view.scores[seat],
            taken=view.hand_points[seat],
            limit=view.point_limit,
        )
    )
    if view.over:
        return "\n".join(lines)
    direction = PassDirection(view.pass_direction)
    if view.received:
        giver = players[direction.source(seat)]
        received = cards_text(view.received)
        lines.append(t("bot.hearts.panel.received", cards=received, player=giver))
    if view.phase == PASSING:
        if seat in view.to_move:
            where = direction_text(direction, players, seat)
            lines.append(t("bot.hearts.panel.pass_now", where=where))
        else:
            chosen = cards_text(view.selected_pass or ())
            waiting = ", ".join(players[other] for other in view.to_move)
            lines.append(t("bot.hearts.panel.passed", cards=chosen, waiting=waiting))
        return "\n".join(lines)
    if view.trick:
        played = " · ".join(f"{players[p.seat]} {p.card.symbol}" for p in view.trick)
        lines.append(t("bot.hearts.panel.on_table", cards=played))
    (to_move,) = view.to_move
    if to_move == seat:
        key = "bot.hearts.panel.lead" if not view.trick else "bot.hearts.panel.play"
        lines.append(t(key, cards=cards_text(view.legal)))
    else:
        lines.append(t("bot.hearts.panel.waiting", player=players[to_move]))
    return "\n".join(lines)


# --------------------------------------------------------------------- the controls


class PassSelect(
    GameSelect,
    template=re.compile(rf"hearts:pass:{_CHANNEL}(?P<seat>[0-9]+):(?P<moves>[0-9]+)"),
):
    """The menu of the hand's cards in which the player chooses the three to pass."""

    def __init__(
        self,
        channel_id: int | None,
        seat: int,
        moves: int,
        options: Sequence[discord.SelectOption],
    ) -> None:
        self.channel_id, self.seat, self.moves = channel_id, seat, moves
        where = f"{channel_id}:" if channel_id is not None else ""
        super().__init__(
            discord.ui.Select(
                custom_id=f"hearts:pass:{where}{seat}:{moves}",
                placeholder=t("bot.hearts.panel.choose_pass"),
                min_values=PASS_SIZE,
                max_values=PASS_SIZE,
                options=list(options),
                row=0,
            )
        )

    @classmethod
    def for_hand(
        cls,
        channel_id: int,
        seat: int,
        moves: int,
        hand: Sequence[Card],
    ) -> PassSelect:
        options = [discord.SelectOption(label=card.symbol, value=str(card)) for card in hand]
        return cls(channel_id, seat, moves, options)

    @classmethod
    def from_match(cls, match: re.Match[str], select: discord.ui.Select) -> PassSelect:
        return cls(channel_of(match), int(match["seat"]), int(match["moves"]), select.options)

    async def callback(self, interaction: discord.Interaction) -> None:
        action = Pass(tuple(parse_cards(self.item.values)))
        await PANEL.act(
            interaction, action, seat=self.seat, seat_moves=self.moves, channel_id=self.channel_id
        )


class PlayButton(
    GameButton,
    template=re.compile(
        rf"hearts:play:{_CHANNEL}(?P<seat>[0-9]+):(?P<moves>[0-9]+)"
        r":(?P<card>(?:[2-9]|10|[JQKA])[SHDC])"
    ),
):
    """One card the player may play now."""

    def __init__(
        self, channel_id: int | None, seat: int, moves: int, card: Card, row: int | None = None
    ) -> None:
        self.channel_id, self.seat, self.moves, self.card = channel_id, seat, moves, card
        style = discord.ButtonStyle.danger if is_point_card(card) else discord.ButtonStyle.primary
        where = f"{channel_id}:" if channel_id is not None else ""
        super().__init__(
            discord.ui.Button(
                label=card.symbol,
                style=style,
                custom_id=f"hearts:play:{where}{seat}:{moves}:{card}",
                row=row,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> PlayButton:
        return cls(
            channel_of(match), int(match["seat"]), int(match["moves"]), parse_card(match["card"])
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await PANEL.act(
            interaction,
            Play(self.card),
            seat=self.seat,
            seat_moves=self.moves,
            channel_id=self.channel_id,
        )


class RefreshButton(
    GameButton,
    template=re.compile(rf"hearts:(?P<what>refresh|hint):{_CHANNEL}(?P<seat>[0-9]+)"),
):
    """Redraws the panel for the table as it is now (after the others have moved); as
    **Hint** (``what``), with the computer player's move on top."""

    def __init__(
        self,
        channel_id: int | None,
        seat: int,
        what: str = "refresh",
    ) -> None:
        self.channel_id, self.seat, self.what = channel_id, seat, what
        where = f"{channel_id}:" if channel_id is not None else ""
        label = "bot.panel.refresh" if what == "refresh" else "bot.tapping.button.hint"
        super().__init__(
            discord.ui.Button(
                label=t(label),
                style=discord.ButtonStyle.secondary,
                custom_id=f"hearts:{what}:{where}{seat}",
                row=REFRESH_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> RefreshButton:
        return cls(channel_of(match), int(match["seat"]), what=match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.what == "hint":
            await PANEL.hint(interaction, self.seat, self.channel_id)
        else:
            await PANEL.refresh(interaction, self.seat, self.channel_id)


#: The panel's dynamic items, registered with the bot so that they outlive a restart.
PANEL_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    PassSelect,
    PlayButton,
    RefreshButton,
)


def panel_view(table: Table, seen: HeartsSeatView) -> discord.ui.View:
    """The controls of the seat whose view is ``seen``: the pass menu or the legal cards
    and "Hint", or only "Refresh"; from the view alone (its phase, hand and legal cards)."""
    seat = seen.viewer
    assert seat is not None and seen.hand is not None, "a seat's view"
    view = discord.ui.View(timeout=None)
    moves, channel = table.moves_of(seat), table.channel_id
    if seat in seen.to_move:
        if seen.phase == PASSING:
            hand = list(seen.hand.cards)
            view.add_item(PassSelect.for_hand(channel, seat, moves, hand))
        elif seen.phase == PLAYING:
            for index, card in enumerate(seen.legal):
                row = index // BUTTONS_PER_ROW
                view.add_item(PlayButton(channel, seat, moves, card, row=row))
        view.add_item(RefreshButton(channel, seat, what="hint"))
    view.add_item(RefreshButton(channel, seat))
    return view


# --------------------------------------------------------------------- sending the panel


def seen_by(table: Table, seat: int) -> HeartsSeatView:
    """The view of ``seat`` at ``table`` (a Hearts game in play): all its panel shows."""
    game = table.game
    assert isinstance(game, Hearts)
    seen = game.view(seat)
    assert isinstance(seen, HeartsSeatView)
    return seen


async def hand_panel(table: Table, seat: int, news: Sequence[str] = ()) -> messages.PanelMessage:
    """The panel of ``seat`` at ``table`` (a Hearts game in play), in the language now, from
    the seat's view alone: the Hearts plugin's ``hand_panel``."""
    return await panel_of(table, seen_by(table, seat), news)


async def panel_of(
    table: Table, seen: HeartsSeatView, news: Sequence[str] = ()
) -> messages.PanelMessage:
    """The panel of the seat whose view is ``seen`` (``table`` names its channel and the
    seat's move count, which its controls carry)."""
    file = await messages.render_file(images.render_hand, seen)
    view = None if seen.over else panel_view(table, seen)
    return messages.PanelMessage(panel_text(seen, news), file, view)


#: Hearts' panel for :mod:`bot.discord.panels`, which acts from it, refreshes and redraws it.
PANEL = panels.Panel(Hearts, hand_panel)
