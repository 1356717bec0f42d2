"""Rummy 500's hand panel: the private message a player gets from "My hand" (or
``/game hand``) at a Rummy 500 table, and the descriptions of the table it shares with the
``/rummy`` commands' autocomplete.

The panel shows the hand image (sorted by suit and rank), lists the melds and lay-offs the
hand can make, and offers the common moves as components: "Draw from stock" (or "Pass" once
the stock is empty), a select of the discard pile's cards the player may take, and selects
of the melds, lay-offs and discards open to them. Only legal moves are offered: the choices
come from the engine's ``legal_actions``.

A panel is made for one move of the table (:attr:`Table.turn`) and sends its clicks with
that turn, so a panel left over from an earlier move is refused politely by the service
instead of playing into a position the player has not seen. After an accepted move the
panel redraws itself for the move that follows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord

import images
from bot.discord import actions, messages
from bot.discord.replies import refusals, report_failure
from bot.tables.ports import TableError
from bot.tables.table import Table
from engine.cards import Card, format_cards, parse_card, parse_cards
from engine.melds import analyse_meld
from engine.rummy500.game import DRAW, Rummy500
from engine.rummy500.table import TableMeld

#: Discord's limit on the options of a select (and on autocomplete choices).
MAX_OPTIONS = 25
#: Discord's limits on a select option's label and description.
MAX_LABEL = 100
#: An interaction's token lasts 15 minutes: after that the panel can no longer be edited.
PANEL_TIMEOUT = 15 * 60
#: How many melds and lay-offs the panel's text lists (the selects offer the rest).
MAX_LISTED = 8


def rummy_seat(interaction: discord.Interaction) -> tuple[Table, Rummy500, int]:
    """The channel's table, its Rummy 500 game and the player's seat; a refusal when the
    player has no seat at a Rummy 500 game here."""
    table, seat = actions.service_of(interaction).seat_view(
        actions.channel_id_of(interaction), interaction.user.id
    )
    if not isinstance(table.game, Rummy500):
        raise TableError(f"This channel's table plays {table.title}, not Rummy 500.")
    return table, table.game, seat


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
        takes = "takes it alone" if self.taken == 1 else f"takes {self.taken} cards"
        label = f"{self.card.symbol} · position {self.position} · {takes}"
        if self.usable is False:
            label += " · you could not use it"
        return label


def pile_cards(game: Rummy500, seat: int) -> list[PileCard]:
    """The discard pile's cards, top first, judged for ``seat`` when they are to draw."""
    drawing = game.phase == DRAW and seat in game.to_move()
    usable = legal_pile_positions(game) if drawing else set()
    size = len(game.discard)
    return [
        PileCard(
            game.discard[index],
            index + 1,
            size - index,
            (index + 1 in usable) if drawing else None,
        )
        for index in range(size - 1, -1, -1)
    ]


def legal_pile_positions(game: Rummy500) -> set[int]:
    """The pile positions the player to move may draw from (from ``legal_draws``, which
    writes ``draw 7H`` for the upper 7H and ``draw 7H 12`` for one below it)."""
    positions: set[int] = set()
    for draw in game.legal_draws():
        _verb, source, *position = draw.split()
        if source == "stock":
            continue
        if position:
            positions.add(int(position[0]))
        else:
            selected = parse_card(source)
            positions.add(max(i for i, c in enumerate(game.discard, 1) if c is selected))
    return positions


def meld_label(game: Rummy500, table_meld: TableMeld) -> str:
    """``2: 5♥ 6♥ 7♥ (ann)``: the meld's number, cards and who is credited with them."""
    owners = dict.fromkeys(game.players[seat] for seat in table_meld.owners)
    cards = format_cards(table_meld.meld.cards, symbols=True)
    return f"{table_meld.number}: {cards} ({', '.join(owners)})"[:MAX_LABEL]


def cards_text(tokens: Sequence[str]) -> str:
    """Card notation tokens shown with suit symbols: ``5♥ 6♥ 7♥``."""
    return format_cards(parse_cards(list(tokens)), symbols=True)


# --------------------------------------------------------------------- the panel's text


def panel_text(table: Table, game: Rummy500, seat: int, news: Sequence[str] = ()) -> str:
    """What happened (``news``), whose move it is, the card that must be used, and the
    melds and lay-offs the hand can make."""
    view = game.view(seat)
    lines = [*news]
    lines.append(
        f"**Your hand** at {table.title}: hand {game.hand_number}, "
        f"your total {game.totals[seat]} (the game ends at {game.options['target']})."
    )
    if seat not in game.to_move():
        lines.append(f"{game.players[game.turn]} is to move.")
    elif game.phase == DRAW:
        lines.append("Your turn: draw from the stock, or take a card of the discard pile.")
    else:
        lines.append("Your turn: meld and lay off what you like, then discard a card.")
    if game.must_use is not None and seat in game.to_move():
        lines.append(
            f"You took {game.must_use.symbol} from the pile: meld it or lay it off "
            "before you discard."
        )
    melds = [cards_text(meld) for meld in view["possible_melds"]]
    if melds:
        lines.append(f"Melds in your hand: {listing(melds)}")
    layoffs = []
    for entry in view["possible_layoffs"]:
        token, number = entry.split()
        layoffs.append(f"{parse_card(token).symbol} on meld {number}")
    if layoffs:
        lines.append(f"Lay-offs: {listing(layoffs)}")
    return "\n".join(lines)


def listing(items: Sequence[str]) -> str:
    """Items joined by `` · ``, the first :data:`MAX_LISTED` of them and a count of the rest."""
    shown = " · ".join(items[:MAX_LISTED])
    rest = len(items) - MAX_LISTED
    return f"{shown} · and {rest} more" if rest > 0 else shown


# --------------------------------------------------------------------- the components


class ActionButton(discord.ui.Button["HandPanel"]):
    """A button that plays one action."""

    def __init__(self, label: str, action: str, style: discord.ButtonStyle) -> None:
        super().__init__(label=label, style=style, custom_id=f"rummy500:{action}", row=0)
        self.action = action

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.view is not None
        await self.view.play(interaction, self.action)


class RefreshButton(discord.ui.Button["HandPanel"]):
    """Redraws the panel for the table as it is now."""

    def __init__(self) -> None:
        super().__init__(
            label="Refresh",
            style=discord.ButtonStyle.secondary,
            custom_id="rummy500:refresh",
            row=0,
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.view is not None
        await self.view.refresh(interaction)


class ActionSelect(discord.ui.Select["HandPanel"]):
    """A select whose options are actions; choosing one plays it."""

    def __init__(self, name: str, placeholder: str, options: list[discord.SelectOption]) -> None:
        super().__init__(
            custom_id=f"rummy500:{name}", placeholder=placeholder[:150], options=options
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.view is not None
        await self.view.play(interaction, self.values[0])


def capped(placeholder: str, options: list[discord.SelectOption], command: str) -> ActionSelect:
    """Keeps the first :data:`MAX_OPTIONS` options; the placeholder then names the command
    that reaches the others."""
    return ActionSelect(
        command.split()[-1],
        placeholder
        if len(options) <= MAX_OPTIONS
        else f"{placeholder} (the first {MAX_OPTIONS}; {command} for the others)",
        options[:MAX_OPTIONS],
    )


class HandPanel(discord.ui.View):
    """The panel's components for one move (``turn``) of the table: the legal moves of
    the player's seat, and "Refresh"."""

    def __init__(self, turn: int) -> None:
        super().__init__(timeout=PANEL_TIMEOUT)
        self.turn = turn

    @classmethod
    def for_seat(cls, table: Table, game: Rummy500, seat: int) -> HandPanel:
        panel = cls(table.turn)
        legal = game.legal_actions(seat)
        if "draw stock" in legal:
            panel.add_item(
                ActionButton("Draw from stock", "draw stock", discord.ButtonStyle.primary)
            )
        if "pass" in legal:
            panel.add_item(ActionButton("Pass", "pass", discord.ButtonStyle.danger))
        panel.add_item(RefreshButton())
        pile = [
            discord.SelectOption(label=entry.label()[:MAX_LABEL], value=f"draw {entry.value}")
            for entry in pile_cards(game, seat)
            if entry.usable
        ]
        if pile:
            panel.add_item(capped("Take from the discard pile…", pile, "/rummy draw"))
        melds = sorted(
            (action for action in legal if action.startswith("meld ")),
            key=lambda action: -len(action.split()),
        )
        if melds:
            options = [
                discord.SelectOption(
                    label=analyse_meld(parse_cards(action.split()[1:])).describe(symbols=True),
                    value=action,
                )
                for action in melds
            ]
            panel.add_item(capped("Meld…", options, "/rummy meld"))
        layoffs = [action for action in legal if action.startswith("layoff ")]
        if layoffs:
            options = []
            for action in layoffs:
                _verb, token, number = action.split()
                target = game.melds[int(number) - 1]
                options.append(
                    discord.SelectOption(
                        label=f"{parse_card(token).symbol} on meld {number}",
                        value=action,
                        description=meld_label(game, target),
                    )
                )
            panel.add_item(capped("Lay off…", options, "/rummy layoff"))
        discards = [
            discord.SelectOption(label=parse_card(action.split()[1]).symbol, value=action)
            for action in legal
            if action.startswith("discard ")
        ]
        if discards:
            panel.add_item(capped("Discard and end your turn…", discards, "/rummy discard"))
        return panel

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item
    ) -> None:
        await report_failure(interaction, error)

    async def play(self, interaction: discord.Interaction, action: str) -> None:
        """Send ``action`` for the move this panel was made for, then redraw the panel;
        a refusal is a private message and leaves the panel as it was."""
        async with refusals(interaction):
            channel_id = actions.channel_id_of(interaction)
            await interaction.response.defer()
            events = await actions.service_of(interaction).act(
                channel_id, actions.player_of(interaction), action, turn=self.turn
            )
            self.stop()
            await redraw(interaction, [event.text for event in events if event.text])

    async def refresh(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            await interaction.response.defer()
            self.stop()
            await redraw(interaction, [])


# --------------------------------------------------------------------- sending the panel


@dataclass(frozen=True, slots=True)
class PanelMessage:
    """The panel as it is sent: text, the hand image and the components."""

    content: str
    file: discord.File
    view: HandPanel


async def hand_panel(table: Table, seat: int, news: Sequence[str] = ()) -> PanelMessage:
    """The panel of ``seat`` at ``table`` (a Rummy 500 game in play)."""
    game = table.game
    assert isinstance(game, Rummy500)
    file = await messages.render_file(images.render_hand, game.view(seat))
    return PanelMessage(
        panel_text(table, game, seat, news), file, HandPanel.for_seat(table, game, seat)
    )


async def show_hand_panel(interaction: discord.Interaction) -> None:
    """Reply, to the player alone, with their hand panel (works with closed DMs)."""
    table, _game, seat = rummy_seat(interaction)
    await actions.defer_privately(interaction)
    panel = await hand_panel(table, seat)
    await interaction.followup.send(
        panel.content, file=panel.file, view=panel.view, ephemeral=True, wait=True
    )


async def redraw(interaction: discord.Interaction, news: list[str]) -> None:
    """Edit the panel the player clicked for the table as it is now. When the table has
    closed (the move ended the game), the panel keeps only what happened."""
    service = actions.service_of(interaction)
    channel_id = actions.channel_id_of(interaction)
    if service.table(channel_id) is None:
        await interaction.edit_original_response(
            content="\n".join(news) or "This table is closed.", attachments=[], view=None
        )
        return
    table, _game, seat = rummy_seat(interaction)
    panel = await hand_panel(table, seat, news)
    await interaction.edit_original_response(
        content=panel.content, attachments=[panel.file], view=panel.view
    )
