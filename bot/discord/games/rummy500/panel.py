"""Rummy 500's hand panel: the private message a player gets from "My hand" (or
``/game hand``) at a Rummy 500 table, and the descriptions of the table it shares with the
``/rummy`` commands' autocomplete.

The panel shows the hand image (sorted by suit and rank), lists the melds and lay-offs the
hand can make, and offers the common moves as components: "Draw from stock" (or "Pass" once
the stock is empty), a select of the discard pile's cards the player may take, and selects
of the melds, lay-offs and discards open to them. Only legal moves are offered: the choices
come from the engine's ``legal_actions``.

The controls are dynamic items whose ``custom_id`` carries the table's channel (so that the
panel works in the turn's DM as well as in the channel; a control posted before without it
is still read, as one of the channel clicked in) and the table's turn (:attr:`Table.turn`)
the panel was drawn for: they work after a restart with nothing kept in memory, and a
panel left over from a move that is over is refused politely instead of playing into a
position the player has not seen. After an accepted move the panel redraws itself for the
move that follows. **Hint** redraws it with the computer player's move in words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import discord

import images
from bot.discord import messages, panels
from bot.discord.items import GameButton, GameSelect
from bot.discord.locale import t
from bot.tables.table import Table
from engine.cards import Card, format_cards, parse_card
from engine.melds import analyse_meld
from engine.rummy500.actions import (
    Discard,
    DrawPile,
    DrawStock,
    Layoff,
    Meld,
    Pass,
    Rummy500Action,
)
from engine.rummy500.game import DRAW, Rummy500
from engine.rummy500.view import MeldShown, Rummy500SeatView

#: Discord's limit on the options of a select (and on autocomplete choices).
MAX_OPTIONS = 25
#: Discord's limits on a select option's label and on a select's placeholder.
MAX_LABEL = 100
MAX_PLACEHOLDER = 150
#: How many melds and lay-offs the panel's text lists (the selects offer the rest).
MAX_LISTED = 8

#: The catalogue key of the refusal of a control of a move that is over (and its English).
STALE_KEY = "bot.panel.stale_refresh"
STALE_PANEL = t(STALE_KEY)

#: The table's channel in a custom id (absent from controls posted before it was there).
_CHANNEL = r"(?:(?P<channel>[0-9]+):)?"


def channel_of(match: re.Match[str]) -> int | None:
    """The table's channel a control names, or ``None`` (the channel clicked in)."""
    return int(match["channel"]) if match["channel"] else None


def where(channel_id: int | None) -> str:
    """The channel's part of a custom id."""
    return f"{channel_id}:" if channel_id is not None else ""


# --------------------------------------------------------------------- describing the table


@dataclass(frozen=True, slots=True)
class PileCard:
    """A card of the discard pile as a draw: its position (1 is the bottom card, as the
    table image numbers them), and how many cards taking it takes (itself and those above).
    ``usable`` is ``None`` unless the player is to draw, when it says whether the engine
    would let them take it (they must be able to use it at once)."""

    card: Card
    position: int
    taken: int
    usable: bool | None

    @property
    def value(self) -> str:
        """The ``/rummy draw`` source naming this very card: ``7H 12``."""
        return f"{self.card} {self.position}"

    def label(self) -> str:
        """``7♥ · position 12 · takes 3 cards``, and why not when it cannot be taken."""
        if self.taken == 1:
            takes = t("bot.rummy500.pile.alone")
        else:
            takes = t("bot.rummy500.pile.takes", count=self.taken)
        label = t(
            "bot.rummy500.pile.label",
            card=self.card.symbol,
            position=self.position,
            takes=takes,
        )
        if self.usable is False:
            label += t("bot.rummy500.pile.unusable")
        return label


def pile_cards(seen: Rummy500SeatView, legal: Sequence[Rummy500Action]) -> list[PileCard]:
    """The discard pile's cards, top first, judged for the viewer when they are to draw
    (``legal``: their legal actions, or at least their legal draws)."""
    seat = seen.viewer
    drawing = seen.phase == DRAW and seat in seen.to_move
    usable = legal_pile_positions(seen.discard, legal) if drawing else set()
    size = len(seen.discard)
    return [
        PileCard(
            seen.discard[index],
            index + 1,
            size - index,
            (index + 1 in usable) if drawing else None,
        )
        for index in range(size - 1, -1, -1)
    ]


def legal_pile_positions(discard: Sequence[Card], legal: Sequence[Rummy500Action]) -> set[int]:
    """The pile positions (``discard`` bottom first) the player to move may draw from, by
    the legal draws among ``legal`` (``draw 7H`` is the upper 7H, ``draw 7H 12`` one below
    it)."""
    positions: set[int] = set()
    for draw in legal:
        if not isinstance(draw, DrawPile):
            continue
        if draw.position is not None:
            positions.add(draw.position)
        else:
            positions.add(max(i for i, c in enumerate(discard, 1) if c == draw.card))
    return positions


def meld_label(players: Sequence[str], meld: MeldShown) -> str:
    """``2: 5♥ 6♥ 7♥ (ann)``: the meld's number, cards and who is credited with them."""
    owners = dict.fromkeys(players[seat] for seat in meld.owners)
    return f"{meld.number}: {cards_text(meld.cards)} ({', '.join(owners)})"[:MAX_LABEL]


def cards_text(cards: Sequence[Card]) -> str:
    """Cards shown with suit symbols: ``5♥ 6♥ 7♥``."""
    return format_cards(cards, symbols=True)


# --------------------------------------------------------------------- the panel's text


def panel_text(table: Table, view: Rummy500SeatView, news: Sequence[str] = ()) -> str:
    """What happened (``news``), whose move it is, the card that must be used, and the
    melds and lay-offs the hand can make, from ``view`` (the seat's view of the game) alone
    (``table`` names the game)."""
    seat = view.viewer
    assert seat is not None, "a seat's view"
    lines = [*news]
    lines.append(
        t(
            "bot.rummy500.panel.heading",
            game=messages.table_title(table),
            hand=view.hand_number,
            total=view.scores[seat],
            target=view.target,
        )
    )
    if seat not in view.to_move:
        lines.append(t("bot.rummy500.panel.to_move", player=view.players[view.to_move[0]]))
    elif view.phase == DRAW and view.stock:
        lines.append(t("bot.rummy500.panel.draw"))
    elif view.phase == DRAW:
        lines.append(t("bot.rummy500.panel.draw_no_stock"))
    else:
        lines.append(t("bot.rummy500.panel.meld"))
    if view.must_use is not None and seat in view.to_move:
        lines.append(t("bot.rummy500.panel.must_use", card=view.must_use.symbol))
    melds = [cards_text(meld) for meld in view.possible_melds]
    if melds:
        lines.append(t("bot.rummy500.panel.melds", melds=listing(melds)))
    layoffs = []
    for entry in view.possible_layoffs:
        token, number = entry.split()
        card = parse_card(token).symbol
        layoffs.append(t("bot.rummy500.layoff", card=card, meld=number))
    if layoffs:
        lines.append(t("bot.rummy500.panel.layoffs", layoffs=listing(layoffs)))
    return "\n".join(lines)


def listing(items: Sequence[str]) -> str:
    """Items joined by `` · ``, the first :data:`MAX_LISTED` of them and a count of the rest."""
    shown = " · ".join(items[:MAX_LISTED])
    rest = len(items) - MAX_LISTED
    return t("bot.rummy500.more", shown=shown, count=rest) if rest > 0 else shown


# --------------------------------------------------------------------- the controls


class ActionButton(
    GameButton,
    template=re.compile(rf"rummy500:{_CHANNEL}(?P<turn>[0-9]+):(?P<what>stock|pass)"),
):
    """ "Draw from stock", or "Pass" once the stock is empty."""

    #: what -> (action, label's catalogue key, style)
    KINDS: ClassVar[dict[str, tuple[Rummy500Action, str, discord.ButtonStyle]]] = {
        "stock": (DrawStock(), "bot.rummy500.button.stock", discord.ButtonStyle.primary),
        "pass": (Pass(), "bot.rummy500.button.pass", discord.ButtonStyle.danger),
    }

    def __init__(self, channel_id: int | None, turn: int, what: str) -> None:
        self.channel_id, self.turn, self.what = channel_id, turn, what
        _action, label, style = self.KINDS[what]
        super().__init__(
            discord.ui.Button(
                label=t(label),
                style=style,
                custom_id=f"rummy500:{where(channel_id)}{turn}:{what}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> ActionButton:
        return cls(channel_of(match), int(match["turn"]), match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await PANEL.act(
            interaction, self.KINDS[self.what][0], turn=self.turn, channel_id=self.channel_id
        )


class ActionSelect(
    GameSelect,
    template=re.compile(rf"rummy500:{_CHANNEL}(?P<turn>[0-9]+):(?P<what>draw|meld|layoff|discard)"),
):
    """A menu of actions of one kind (the pile's cards to draw, the melds, the lay-offs or
    the discards); choosing one plays it."""

    def __init__(
        self,
        channel_id: int | None,
        turn: int,
        what: str,
        placeholder: str,
        options: Sequence[discord.SelectOption],
    ) -> None:
        self.channel_id, self.turn = channel_id, turn
        super().__init__(
            discord.ui.Select(
                custom_id=f"rummy500:{where(channel_id)}{turn}:{what}",
                placeholder=placeholder[:MAX_PLACEHOLDER],
                options=list(options),
            )
        )

    @classmethod
    def capped(
        cls,
        channel_id: int,
        turn: int,
        what: str,
        placeholder: str,
        options: list[discord.SelectOption],
    ) -> ActionSelect:
        """Keeps the first :data:`MAX_OPTIONS` options; the placeholder then names the
        command that reaches the others."""
        if len(options) > MAX_OPTIONS:
            placeholder += t("bot.rummy500.capped", count=MAX_OPTIONS, what=what)
        return cls(channel_id, turn, what, placeholder, options[:MAX_OPTIONS])

    @classmethod
    def from_match(cls, match: re.Match[str], select: discord.ui.Select) -> ActionSelect:
        return cls(
            channel_of(match),
            int(match["turn"]),
            match["what"],
            select.placeholder or "",
            select.options,
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        # The option's value is the action's notation (what the posted menu carries).
        action = Rummy500.parse_action(self.item.values[0])
        await PANEL.act(interaction, action, turn=self.turn, channel_id=self.channel_id)


class RefreshButton(
    GameButton,
    template=re.compile(r"rummy500:(?P<what>refresh|hint)(?::(?P<channel>[0-9]+))?"),
):
    """Redraws the panel for the table as it is now; as **Hint** (``what``), with the
    computer player's move on top."""

    def __init__(self, channel_id: int | None = None, what: str = "refresh") -> None:
        self.channel_id, self.what = channel_id, what
        label = "bot.panel.refresh" if what == "refresh" else "bot.tapping.button.hint"
        suffix = f":{channel_id}" if channel_id is not None else ""
        super().__init__(
            discord.ui.Button(
                label=t(label),
                style=discord.ButtonStyle.secondary,
                custom_id=f"rummy500:{what}{suffix}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> RefreshButton:
        return cls(channel_of(match), what=match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.what == "hint":
            await PANEL.hint(interaction, channel_id=self.channel_id)
        else:
            await PANEL.refresh(interaction, channel_id=self.channel_id)


#: The panel's dynamic items, registered with the bot so that they outlive a restart.
PANEL_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ActionButton,
    ActionSelect,
    RefreshButton,
)


def panel_view(
    table: Table, seen: Rummy500SeatView, legal: Sequence[Rummy500Action]
) -> discord.ui.View:
    """The controls of the seat whose view is ``seen`` for the table's move now: its legal
    moves (``legal``, the engine's), and "Refresh"; nothing else of the game is read."""
    turn, channel = table.turn, table.channel_id
    view = discord.ui.View(timeout=None)
    if DrawStock() in legal:
        view.add_item(ActionButton(channel, turn, "stock"))
    if Pass() in legal:
        view.add_item(ActionButton(channel, turn, "pass"))
    if seen.viewer in seen.to_move:
        view.add_item(RefreshButton(channel, what="hint"))
    view.add_item(RefreshButton(channel))
    menus = [
        ("draw", pile_options(seen, legal)),
        ("meld", meld_options(legal)),
        ("layoff", layoff_options(seen, legal)),
        ("discard", discard_options(legal)),
    ]
    for what, options in menus:
        if options:
            placeholder = t(f"bot.rummy500.menu.{what}")
            view.add_item(ActionSelect.capped(channel, turn, what, placeholder, options))
    return view


def pile_options(
    seen: Rummy500SeatView, legal: Sequence[Rummy500Action]
) -> list[discord.SelectOption]:
    """The pile's cards the viewer may take now, top first."""
    return [
        discord.SelectOption(label=entry.label()[:MAX_LABEL], value=f"draw {entry.value}")
        for entry in pile_cards(seen, legal)
        if entry.usable
    ]


def meld_options(legal: Sequence[Rummy500Action]) -> list[discord.SelectOption]:
    """The legal melds, the longest first: ``run 5♥ 6♥ 7♥``."""
    melds = sorted(
        (action for action in legal if isinstance(action, Meld)),
        key=lambda action: -len(action.cards),
    )
    return [
        discord.SelectOption(
            label=analyse_meld(list(action.cards)).describe(symbols=True), value=str(action)
        )
        for action in melds
    ]


def layoff_options(
    seen: Rummy500SeatView, legal: Sequence[Rummy500Action]
) -> list[discord.SelectOption]:
    """The legal lay-offs: ``8♥ on meld 1``, described by the meld's cards and owners."""
    melds = {meld.number: meld for meld in seen.melds}
    options = []
    for action in legal:
        if isinstance(action, Layoff):
            number = action.number
            options.append(
                discord.SelectOption(
                    label=t("bot.rummy500.layoff", card=action.card.symbol, meld=number),
                    value=str(action),
                    description=meld_label(seen.players, melds[number]),
                )
            )
    return options


def discard_options(legal: Sequence[Rummy500Action]) -> list[discord.SelectOption]:
    """The legal discards (none while a card taken from the pile is still to be used)."""
    return [
        discord.SelectOption(label=action.card.symbol, value=str(action))
        for action in legal
        if isinstance(action, Discard)
    ]


# --------------------------------------------------------------------- sending the panel


def seen_by(table: Table, seat: int) -> tuple[Rummy500SeatView, list[Rummy500Action]]:
    """What the panel of ``seat`` at ``table`` (a Rummy 500 game in play) is drawn from:
    the seat's view and its legal actions, the engine's."""
    game = table.game
    assert isinstance(game, Rummy500)
    seen = game.view(seat)
    assert isinstance(seen, Rummy500SeatView)
    return seen, game.legal_actions(seat)


async def hand_panel(table: Table, seat: int, news: Sequence[str] = ()) -> messages.PanelMessage:
    """The panel of ``seat`` at ``table`` (a Rummy 500 game in play), in the language of
    the moment: the Rummy 500 plugin's ``hand_panel``."""
    return await panel_of(table, *seen_by(table, seat), news)


async def panel_of(
    table: Table,
    seen: Rummy500SeatView,
    legal: Sequence[Rummy500Action],
    news: Sequence[str] = (),
) -> messages.PanelMessage:
    """The panel of the seat whose view is ``seen`` and legal actions ``legal`` (``table``
    names the game and the table's turn, which the controls carry)."""
    file = await messages.render_file(images.render_hand, seen)
    controls = None if seen.over else panel_view(table, seen, legal)
    return messages.PanelMessage(panel_text(table, seen, news), file, controls)


#: Rummy 500's panel for :mod:`bot.discord.panels`, which acts from it, refreshes and redraws
#: it (its controls carry the table's turn, not a seat).
PANEL = panels.Panel(Rummy500, hand_panel, stale=STALE_KEY)
