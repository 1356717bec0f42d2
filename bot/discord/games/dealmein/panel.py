"""Deal Me In's hand panel: what "My hand" (or ``/game hand``) shows a player at a Deal Me In
table, privately, and what the DM at the start of their turn carries.

At the player's turn the panel is, top to bottom (five rows at most, as Discord allows):

1. a menu of the hand's cards, in which the player chooses the cards to place or swap;
2. a menu of the legal placements of exactly those cards, from the engine: one per start
   square and direction, with its score and the cards in the order they go down (the
   jokers nominated), best first, 25 a page;
3. "◀"/"▶" to page through a longer list of placements;
4. **Place** (confirms the placement picked), **Swap** (the chosen cards, its cost on the
   button), **Pass** (only when the engine allows it), **Hint** (fills the choice with the
   computer's move) and **Refresh**;
5. one **Reclaim** button per card of the hand a board joker stands for.

Picking a placement (or the hint's) shows it before it is made: a small picture of the
board around that line with the cards ghosted in, the combination and the score named
(:mod:`images.dealmein.preview`, drawn off the event loop like every picture), attached
beside the hand's; **Place** confirms it, and the redrawn panel drops the preview.

What the panel offers (the choice, the engine's answers, its text, the hint) is worked
out in :mod:`bot.discord.games.dealmein.offer`; here are the controls that act on it, the
view that lays them out and the redraw. They stay together because they call each other:
a control's click redraws the panel, which is made of the controls.

The controls are dynamic items whose ``custom_id`` carries the table's channel (so that the
panel works in a DM as well as in the channel), the seat and that seat's own move count
(:meth:`Table.moves_of`) and what is chosen so far (the cards as a bit mask over the sorted
hand, the placement, the page). Nothing is kept in memory: a panel works after a restart,
and one drawn for a move that is over is refused as in the other games (:mod:`panels`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord

import images
from bot.discord import actions, messages, panels
from bot.discord.games.dealmein.offer import (
    MAX_OPTIONS,
    Choice,
    Mark,
    Offer,
    cards_text,
    hand_of,
    hinted,
    offer,
    page_count,
    panel_text,
    preview_file,
    spot_of,
)
from bot.discord.items import GameButton, GameSelect
from bot.discord.locale import t
from bot.discord.plain import plain
from bot.discord.replies import answered
from bot.tables.ports import TableError
from bot.tables.table import Table
from engine.cards import Card, parse_card
from engine.core import Action
from engine.dealmein.actions import Pass, Place, Reclaim, Swap
from engine.dealmein.game import SWAP_PENALTY, DealMeIn
from engine.dealmein.movegen import Move
from images.dealmein.preview import FILENAME as PREVIEW_FILENAME

#: Discord's limits: buttons of a row, characters of a label.
BUTTONS_PER_ROW = 5
MAX_LABEL = 100
#: A message's text, less room for the DM's heading.
MAX_CONTENT = 1900

CARDS_ROW, SPOTS_ROW, PAGES_ROW, ACTIONS_ROW, RECLAIM_ROW = range(5)

_CHANNEL = r"(?P<channel>[0-9]+):(?P<seat>[0-9]+):(?P<moves>[0-9]+)"
_SPOT = r"(?P<square>[A-K](?:10|11|[1-9])|-):(?P<direction>across|down|-)"


# --------------------------------------------------------------------- the controls


class CardsSelect(
    GameSelect,
    template=re.compile(rf"dmi:cards:{_CHANNEL}"),
):
    """The hand's cards: the player chooses those to place (1 to 5) or to swap (any)."""

    def __init__(
        self,
        mark: Mark,
        options: Sequence[discord.SelectOption] = (),
    ) -> None:
        self.mark = mark
        super().__init__(
            discord.ui.Select(
                custom_id=f"dmi:cards:{mark}",
                placeholder=t("bot.dealmein.menu.cards"),
                min_values=0,
                max_values=max(1, len(options)),
                options=list(options) or [discord.SelectOption(label="-")],
                row=CARDS_ROW,
            )
        )

    @classmethod
    def for_hand(cls, mark: Mark, hand: Sequence[Card], mask: int) -> CardsSelect:
        joker, joker_help = t("bot.dealmein.joker"), t("bot.dealmein.joker_help")
        options = [
            discord.SelectOption(
                label=joker if card.is_joker else card.symbol,
                value=str(index),
                description=joker_help if card.is_joker else None,
                default=bool(mask >> index & 1),
            )
            for index, card in enumerate(hand[:MAX_OPTIONS])
        ]
        return cls(mark, options)

    @classmethod
    def from_match(cls, match: re.Match[str], select: discord.ui.Select) -> CardsSelect:
        return cls(Mark.of(match), select.options)

    async def callback(self, interaction: discord.Interaction) -> None:
        mask = 0
        for value in self.item.values:
            if value.isdigit():
                mask |= 1 << int(value)
        await show(interaction, self.mark, Choice(mask=mask))


class SpotSelect(
    GameSelect,
    template=re.compile(rf"dmi:spot:{_CHANNEL}:(?P<mask>[0-9]+):(?P<page>[0-9]+)"),
):
    """The legal placements of the chosen cards (one page of them): the player picks one,
    then confirms it with **Place**."""

    def __init__(
        self,
        mark: Mark,
        mask: int,
        page: int,
        options: Sequence[discord.SelectOption] = (),
    ) -> None:
        self.mark, self.mask, self.page = mark, mask, page
        super().__init__(
            discord.ui.Select(
                custom_id=f"dmi:spot:{mark}:{mask}:{page}",
                placeholder=t("bot.dealmein.menu.spot"),
                options=list(options) or [discord.SelectOption(label="-")],
                row=SPOTS_ROW,
            )
        )

    @classmethod
    def for_page(cls, mark: Mark, choice: Choice, placements: Sequence[Move]) -> SpotSelect:
        shown = placements[choice.page * MAX_OPTIONS : (choice.page + 1) * MAX_OPTIONS]
        options = [
            discord.SelectOption(
                label=t("bot.dealmein.spot", spot=spot_of(move), score=move.score),
                value=spot_of(move),
                description=plain(cards_text(move.cards))[:MAX_LABEL],
                default=spot_of(move) == choice.spot,
            )
            for move in shown
        ]
        return cls(mark, choice.mask, choice.page, options)

    @classmethod
    def from_match(cls, match: re.Match[str], select: discord.ui.Select) -> SpotSelect:
        return cls(Mark.of(match), int(match["mask"]), int(match["page"]), select.options)

    async def callback(self, interaction: discord.Interaction) -> None:
        spot = self.item.values[0] if self.item.values else None
        await show(interaction, self.mark, Choice(self.mask, spot, self.page))


class PageButton(
    GameButton,
    template=re.compile(rf"dmi:page:{_CHANNEL}:(?P<mask>[0-9]+):(?P<page>[0-9]+)"),
):
    """Shows another page of the placements."""

    def __init__(self, mark: Mark, mask: int, page: int, label: str = "Page") -> None:
        self.mark, self.mask, self.page = mark, mask, page
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"dmi:page:{mark}:{mask}:{page}",
                row=PAGES_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> PageButton:
        return cls(Mark.of(match), int(match["mask"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await show(interaction, self.mark, Choice(self.mask, None, self.page))


class PlaceButton(
    GameButton,
    template=re.compile(rf"dmi:place:{_CHANNEL}:(?P<mask>[0-9]+):{_SPOT}"),
):
    """Confirms the placement picked: the engine's best placement of the chosen cards at
    that start square and direction, as the menu showed it."""

    def __init__(
        self,
        mark: Mark,
        mask: int,
        spot: str | None,
        score: int | None = None,
    ) -> None:
        self.mark, self.mask, self.spot = mark, mask, spot
        square, direction = spot.split() if spot else ("-", "-")
        place = t("bot.dealmein.button.place")
        super().__init__(
            discord.ui.Button(
                label=f"{place} ({score})" if score is not None else place,
                style=discord.ButtonStyle.success,
                custom_id=f"dmi:place:{mark}:{mask}:{square}:{direction}",
                disabled=spot is None,
                row=ACTIONS_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> PlaceButton:
        spot = None if match["square"] == "-" else f"{match['square']} {match['direction']}"
        return cls(Mark.of(match), int(match["mask"]), spot)

    async def callback(self, interaction: discord.Interaction) -> None:
        mask, spot = self.mask, self.spot

        def placement(game: DealMeIn, seat: int) -> Place:
            cards = Choice(mask).cards(game.hand(seat))
            for move in game.placement_choices(seat, cards):
                if spot_of(move) == spot:
                    return move.place
            raise TableError.text(t(panels.STALE_KEY))

        await act(interaction, self.mark, placement)


class SwapButton(
    GameButton,
    template=re.compile(rf"dmi:swap:{_CHANNEL}:(?P<mask>[0-9]+)"),
):
    """Swaps the chosen cards with the deck (the cost on the button)."""

    def __init__(
        self,
        mark: Mark,
        mask: int,
        count: int = 0,
        allowed: bool = True,
    ) -> None:
        self.mark, self.mask = mark, mask
        swap = t("bot.dealmein.button.swap")
        label = f"{swap} {count} (−{count * SWAP_PENALTY})" if count else swap
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"dmi:swap:{mark}:{mask}",
                disabled=not (count and allowed),
                row=ACTIONS_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> SwapButton:
        return cls(Mark.of(match), int(match["mask"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        mask = self.mask

        def swap(game: DealMeIn, seat: int) -> Swap:
            return Swap(tuple(Choice(mask).cards(game.hand(seat))))

        await act(interaction, self.mark, swap)


class PassButton(
    GameButton,
    template=re.compile(rf"dmi:pass:{_CHANNEL}"),
):
    """Passes (offered only when the engine allows a pass)."""

    def __init__(self, mark: Mark) -> None:
        self.mark = mark
        super().__init__(
            discord.ui.Button(
                label=t("bot.dealmein.button.pass"),
                style=discord.ButtonStyle.danger,
                custom_id=f"dmi:pass:{mark}",
                row=ACTIONS_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> PassButton:
        return cls(Mark.of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await act(interaction, self.mark, Pass())


class ReclaimButton(
    GameButton,
    template=re.compile(rf"dmi:reclaim:{_CHANNEL}:(?P<card>(?:[2-9]|10|[JQKA])[SHDC])"),
):
    """Takes back the board joker that stands for ``card`` (which goes on its square)."""

    def __init__(self, mark: Mark, card: Card) -> None:
        self.mark, self.card = mark, card
        super().__init__(
            discord.ui.Button(
                label=t("bot.dealmein.button.reclaim", card=card.symbol),
                style=discord.ButtonStyle.primary,
                custom_id=f"dmi:reclaim:{mark}:{card}",
                row=RECLAIM_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> ReclaimButton:
        return cls(Mark.of(match), parse_card(match["card"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await act(interaction, self.mark, Reclaim((self.card,)))


class HintButton(
    GameButton,
    template=re.compile(rf"dmi:hint:{_CHANNEL}"),
):
    """Fills the panel with the computer's move for this hand (nothing is played)."""

    def __init__(self, mark: Mark) -> None:
        self.mark = mark
        super().__init__(
            discord.ui.Button(
                label=t("bot.dealmein.button.hint"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"dmi:hint:{mark}",
                row=ACTIONS_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> HintButton:
        return cls(Mark.of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await show(interaction, self.mark, None)


class RefreshButton(
    GameButton,
    template=re.compile(r"dmi:refresh:(?P<channel>[0-9]+):(?P<seat>[0-9]+)"),
):
    """Redraws the panel for the table as it is now (after the others have moved)."""

    def __init__(self, channel_id: int, seat: int, row: int = ACTIONS_ROW) -> None:
        self.channel_id, self.seat = channel_id, seat
        super().__init__(
            discord.ui.Button(
                label=t("bot.panel.refresh"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"dmi:refresh:{channel_id}:{seat}",
                row=row,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> RefreshButton:
        return cls(int(match["channel"]), int(match["seat"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await PANEL.refresh(interaction, self.seat, self.channel_id)


async def act(
    interaction: discord.Interaction, mark: Mark, action: Action | panels.ActionOf[DealMeIn]
) -> None:
    """Play ``action`` for the move ``mark``'s control was drawn for, at the table it names
    (from the channel or a DM), and redraw the panel: the click's answer."""
    await PANEL.act(
        interaction, action, seat=mark.seat, seat_moves=mark.moves, channel_id=mark.channel_id
    )


#: The panel's dynamic items, registered with the bot so that they outlive a restart.
PANEL_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    CardsSelect,
    SpotSelect,
    PageButton,
    PlaceButton,
    SwapButton,
    PassButton,
    ReclaimButton,
    HintButton,
    RefreshButton,
)


# --------------------------------------------------------------------- drawing the panel


def panel_view(table: Table, choice: Choice, offered: Offer) -> discord.ui.View:
    """The controls of the seat whose view ``offered`` carries, for ``choice``: at most five
    rows (see the module), from the view and the engine's offer alone (``table`` names the
    channel and the seat's move count, which the controls carry)."""
    seen = offered.seen
    seat = seen.viewer
    assert seat is not None, "a seat's view"
    view = discord.ui.View(timeout=None)
    if seat not in seen.to_move:
        view.add_item(RefreshButton(table.channel_id, seat, row=CARDS_ROW))
        return view
    mark = Mark(table.channel_id, seat, table.moves_of(seat))
    hand = hand_of(seen)
    view.add_item(CardsSelect.for_hand(mark, hand, choice.mask))
    placements = offered.placements
    picked = next((m for m in placements if spot_of(m) == choice.spot), None)
    if placements:
        view.add_item(SpotSelect.for_page(mark, choice, placements))
    pages = page_count(placements)
    page = t("bot.dealmein.button.page")
    if choice.page > 0:
        view.add_item(PageButton(mark, choice.mask, choice.page - 1, f"◀ {page} {choice.page}"))
    if choice.page + 1 < pages:
        label = f"{page} {choice.page + 2} ▶"
        view.add_item(PageButton(mark, choice.mask, choice.page + 1, label))
    view.add_item(
        PlaceButton(mark, choice.mask, picked and spot_of(picked), picked and picked.score)
    )
    chosen = choice.cards(hand)
    swappable = bool(chosen) and not any(card.is_joker for card in chosen)
    allowed = swappable and len(chosen) <= offered.swap_limit
    view.add_item(SwapButton(mark, choice.mask, len(chosen), allowed))
    if offered.may_pass:
        view.add_item(PassButton(mark))
    view.add_item(HintButton(mark))
    if not offered.may_pass:
        view.add_item(RefreshButton(table.channel_id, seat))
    for card in offered.reclaimable[:BUTTONS_PER_ROW]:
        view.add_item(ReclaimButton(mark, card))
    return view


def drawn(
    table: Table, offered: Offer, news: Sequence[str] = (), choice: Choice | None = None
) -> tuple[str, discord.ui.View | None]:
    """The panel's text and controls for ``choice`` (by default, nothing chosen), from the
    view and offer alone."""
    choice = choice or Choice()
    pages = page_count(offered.placements)
    if choice.page >= pages:
        choice = replace(choice, page=pages - 1)
    text = panel_text(offered, news, choice)
    view = None if offered.seen.over else panel_view(table, choice, offered)
    return text[:MAX_CONTENT], view


async def draw(
    table: Table, seat: int, news: Sequence[str] = (), choice: Choice | None = None
) -> tuple[str, discord.ui.View | None, Offer]:
    """The panel's text and controls for ``choice`` (by default, nothing chosen), in the
    language of the moment, and what they were drawn from."""
    game = table.game
    assert isinstance(game, DealMeIn)
    chosen = choice or Choice()
    offered = await actions.on_snapshot(game, lambda snapshot: offer(snapshot, seat, chosen))
    return (*drawn(table, offered, news, chosen), offered)


async def hand_panel(table: Table, seat: int, news: Sequence[str] = ()) -> messages.PanelMessage:
    """The panel of ``seat`` at ``table`` (a Deal Me In game) in the language of the moment:
    the plugin's ``hand_panel``."""
    text, view, offered = await draw(table, seat, news)
    file = await messages.render_file(images.render_hand, offered.seen)
    return messages.PanelMessage(text, file, view)


async def show(interaction: discord.Interaction, mark: Mark, choice: Choice | None) -> None:
    """Redraw the clicked panel for ``choice`` (``None``: the hint's), nothing played. A
    panel of a move that is over is refused, as its actions would be."""
    async with answered(interaction):
        table, game = PANEL.owned_seat(interaction, mark.seat, mark.channel_id)
        if table.moves_of(mark.seat) != mark.moves or mark.seat not in game.to_move():
            raise TableError.text(t(panels.STALE_KEY))
        await interaction.response.defer()
        if choice is None:
            choice = await actions.on_snapshot(game, lambda snapshot: hinted(snapshot, mark.seat))
        text, view, offered = await draw(table, mark.seat, (), choice)
        preview = await preview_file(offered)
        message = interaction.message
        shown = list(message.attachments) if message is not None else []
        kept = [file for file in shown if file.filename != PREVIEW_FILENAME]
        if preview is None and len(kept) == len(shown):  # no preview to show or take away
            await interaction.edit_original_response(content=text, view=view)
            return
        attachments: list[discord.Attachment | discord.File] = [*kept]
        if preview is not None:
            attachments.append(preview)
        await interaction.edit_original_response(content=text, view=view, attachments=attachments)


#: Deal Me In's panel for :mod:`bot.discord.panels`, which acts from it and redraws it.
PANEL = panels.Panel(DealMeIn, hand_panel)
