"""21-card Indian rummy's controls: the deal ceremony's buttons on the table message, and
the hand panel that "My hand" (or ``/game hand``) shows a player, privately.

**The ceremony** happens in the channel: the table message shows whose step it is (the
image and the "To move" line) and what happened (who cut, who deals, the open card, the
Joker, as the engine's events), with one button for the step of the moment: "Cut" (a
form asks how many cards to lift, 7 to 149) or "Draw the Joker". The engine refuses anyone
but the player on the dealer's right (cutting) or left (drawing the Joker); on timeout the
table service plays the engine's timeout action for them.

**The hand panel** is the hand grouped by the solver's best arrangement (with its count),
a few lines on the deal and the move, and the player's controls: Draw stock / Draw open
(before drawing), a select of the cards to discard and Declare when the solver finds a
valid declaration (after drawing), Drop, "Set aside" for honour cards held (at any time,
also out of turn), Check (the arrangement in words), Hint (the normal computer player's
move, in words: :func:`engine.rummy21.ai.choose_action`) and Refresh.

Every control is a dynamic item whose ``custom_id`` carries its token: the table's
:attr:`~Table.turn` for the ceremony buttons, the table's channel (so that the panel works
in the turn's DM as well as in the channel; a control posted before without it is still
read, as one of the channel clicked in), the seat and that seat's own move count
(:meth:`Table.moves_of`) for the panel's. So they work after a restart with nothing kept
in memory, a control drawn for a move that is over is refused politely, and honour cards
set aside by another player (out of turn) leave the panel of the player to move good.

The panel's words are in the language of the moment (:func:`engine.i18n.language`: the
clicking player's, or the server's for the hand sent by DM); the ceremony's buttons follow
the table message's. Text and controls are drawn from the seat's view and its legal
actions alone, never from the live game.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

import images
from bot.discord import actions, messages, panels
from bot.discord.items import GameButton, GameSelect
from bot.discord.locale import t
from bot.discord.moves import Move, showing_draws
from bot.discord.replies import answered, reply_privately, report_failure
from bot.tables.ports import TableError
from bot.tables.table import Table
from engine import i18n
from engine.cards import Card, format_cards, parse_card, parse_cards
from engine.rummy21 import deal as dealing
from engine.rummy21.actions import (
    OPEN,
    STOCK,
    Discard,
    Draw,
    DrawJoker,
    Drop,
    Honours,
    Rummy21Action,
)
from engine.rummy21.events import drew_from_stock
from engine.rummy21.game import CUT, CUT_FOR_DEAL, JOKER, PLAY, IndianRummy
from engine.rummy21.play import out_reason
from engine.rummy21.view import Rummy21SeatView, Rummy21View
from images.rummy21.arranged_hand import render_arranged_hand

#: Catalogue keys of two refusals (and their English).
STALE_KEY = "bot.rummy21.stale_button"
STALE_BUTTON = t(STALE_KEY)
NO_DECLARATION_KEY = "bot.rummy21.no_declaration"
NO_DECLARATION = t(NO_DECLARATION_KEY)

#: The table's channel in a panel's custom id (absent from controls posted before it was).
_CHANNEL = r"(?:(?P<channel>[0-9]+):)?"


def channel_of(match: re.Match[str]) -> int | None:
    """The table's channel a control names, or ``None`` (the channel clicked in)."""
    return int(match["channel"]) if match["channel"] else None


def where(channel_id: int | None) -> str:
    """The channel's part of a custom id."""
    return f"{channel_id}:" if channel_id is not None else ""


#: Sends a move and adds the card drawn from the stock to what the player is told.
send_with_draw = showing_draws(IndianRummy, drew_from_stock)


# --------------------------------------------------------------------- the ceremony


def step_text(view: Rummy21View) -> str:
    """The ceremony's step of the moment: ``Deal 2: Bob, on Ann's right, to cut the pack.``
    (the viewer, if any, is called "You")."""
    (mover,) = view.to_move
    name = t("bot.rummy21.you") if mover == view.viewer else view.players[mover]
    if view.phase == CUT_FOR_DEAL:
        return t("bot.rummy21.step.cut_for_deal", name=name)
    dealer = view.players[view.dealer] if view.dealer is not None else t("bot.rummy21.the_dealer")
    key = "bot.rummy21.step.cut" if view.phase == CUT else "bot.rummy21.step.joker"
    return t(key, deal=view.deal_number, name=name, dealer=dealer)


class CutModal(discord.ui.Modal, title="Cut the pack"):
    """Asks the cutter how many cards to lift (in the cutter's language)."""

    def __init__(self, turn: int) -> None:
        super().__init__(
            title=t("bot.rummy21.cut.title"),
            timeout=None,
            custom_id=f"rummy21:cutmodal:{turn}",
        )
        self.turn = turn
        low, high = dealing.MIN_CUT, dealing.MAX_CUT
        self.above: discord.ui.TextInput[CutModal] = discord.ui.TextInput(
            placeholder=t("bot.rummy21.cut.placeholder", low=low, high=high),
            custom_id="rummy21:cut:above",
            min_length=1,
            max_length=3,
        )
        self.add_item(
            discord.ui.Label(
                text=t("bot.rummy21.cut.label", low=low, high=high), component=self.above
            )
        )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await ceremony_step(interaction, f"cut {self.above.value.strip()}", self.turn)

    async def on_error(
        self,
        interaction: discord.Interaction,
        error: Exception,
        item: discord.ui.Item[Any] | None = None,
        /,
    ) -> None:
        # A modal's hook has no item; the optional one keeps the base view's shape too.
        await report_failure(interaction, error)


class CutButton(
    GameButton,
    template=re.compile(r"rummy21:cut:(?P<turn>[0-9]+)"),
):
    """The table message's "Cut" (for the first deal, or the cut before a deal)."""

    def __init__(self, turn: int) -> None:
        self.turn = turn
        super().__init__(
            discord.ui.Button(
                label=t("bot.rummy21.button.cut"),
                style=discord.ButtonStyle.primary,
                custom_id=f"rummy21:cut:{turn}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> CutButton:
        return cls(int(match["turn"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """The form for the number, once the player is known to be the one to cut now."""
        async with answered(interaction):
            table, game, seat = actions.seat_at(interaction, IndianRummy)
            if table.turn != self.turn:
                raise TableError.text(t(STALE_KEY))
            if seat not in game.to_move():
                raise game.not_your_turn(seat)
            await interaction.response.send_modal(CutModal(self.turn))


class JokerButton(
    GameButton,
    template=re.compile(r"rummy21:joker:(?P<turn>[0-9]+)"),
):
    """The table message's "Draw the Joker"."""

    def __init__(self, turn: int) -> None:
        self.turn = turn
        super().__init__(
            discord.ui.Button(
                label=t("bot.rummy21.button.joker"),
                style=discord.ButtonStyle.primary,
                custom_id=f"rummy21:joker:{turn}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> JokerButton:
        return cls(int(match["turn"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await ceremony_step(interaction, DrawJoker(), self.turn)


async def ceremony_step(interaction: discord.Interaction, action: Move, turn: int) -> None:
    """Play a ceremony ``action`` for the step ``turn``, from the table message: the click
    is answered with the table message's update (one request); only when it cannot be
    (the message is re-posted, Discord is slow) does the player hear what happened
    privately."""
    async with answered(interaction):
        actions.channel_id_of(interaction)  # refused outside a server
        with panels.refused_if_stale(STALE_KEY):
            news, shown = await actions.frontend_of(interaction).move_from_table(
                interaction, lambda: send_with_draw(interaction, action, turn=turn)
            )
        if not shown:
            done = t("bot.moves.done", action=action)
            await reply_privately(interaction, "\n".join(news) or done)


def table_controls(table: Table) -> list[discord.ui.Item[Any]]:
    """The table message's button for the ceremony's step of the moment (none in play),
    labelled in the language of the moment (the table message's), from the public view."""
    game = table.game
    if not isinstance(game, IndianRummy):
        return []
    seen = game.view()
    if seen.over or seen.phase == PLAY:
        return []
    # A computer seat's step is played at once: no button waits for it.
    if any(table.seats[seat].is_bot for seat in seen.to_move):
        return []
    if seen.phase in (CUT_FOR_DEAL, CUT):
        return [CutButton(table.turn)]
    if seen.phase == JOKER:
        return [JokerButton(table.turn)]
    return []


# --------------------------------------------------------------------- the panel's text


def cards_text(tokens: Sequence[str]) -> str:
    """Card notation tokens shown with suit symbols: ``5♥ 6♥ 7♥``."""
    return format_cards(parse_cards(list(tokens)), symbols=True)


def pure_sequences(number: int) -> str:
    return t("bot.rummy21.pure", count=number)


def arrangement_text(arrangement: dict[str, Any]) -> list[str]:
    """The solver's arrangement in words: the groups, the unmatched cards, the count."""
    lines = [
        f"• {t('bot.rummy21.group.' + group['kind'])}: {cards_text(group['cards'])}"
        for group in arrangement["groups"]
    ]
    if arrangement["unmatched"]:
        unmatched = cards_text(arrangement["unmatched"])
        lines.append(t("bot.rummy21.check.unmatched", cards=unmatched))
    if arrangement["discard"]:
        card = parse_card(arrangement["discard"]).symbol
        lines.append(t("bot.rummy21.check.discard", card=card))
    pure = arrangement["pure_sequences"]
    key = "bot.rummy21.check.count" if pure else "bot.rummy21.check.count_no_pure"
    lines.append(t(key, count=arrangement["count"], pure=pure_sequences(pure)))
    return lines


def check_text(game: IndianRummy, seat: int) -> str:
    """The answer to "check my hand": the solver's best arrangement, and the declaration
    when there is one."""
    checked = game.check_hand(seat)
    arrangement = checked["arrangement"]
    if arrangement is None:
        return t("bot.rummy21.check.not_yet")
    lines = [t("bot.rummy21.check.heading")]
    lines += arrangement_text(arrangement)
    if checked["declare"]:
        lines.append(t("bot.rummy21.check.can_declare"))
    return "\n".join(lines)


def move_text(view: Rummy21SeatView) -> str:
    """What the viewer is to do now, or whom the table waits for."""
    if view.phase != PLAY:
        return step_text(view)
    seat = view.viewer
    assert seat is not None, "a seat's view"
    reason = view.out[seat]
    if reason is not None:
        return t("bot.rummy21.move.out", reason=out_reason(reason, i18n.language()))
    (mover,) = view.to_move
    if mover != seat:
        key = "bot.rummy21.move.wait_discard" if view.drawn else "bot.rummy21.move.wait_draw"
        return t(key, player=view.players[mover])
    if view.drawn:
        return t("bot.rummy21.move.discard")
    if view.open:
        return t("bot.rummy21.move.draw_or_open", card=view.open[-1].symbol)
    return t("bot.rummy21.move.draw")


def panel_text(view: Rummy21SeatView, news: Sequence[str] = ()) -> str:
    """What happened (``news``), the deal and totals, the Joker, the move, the count, from
    ``view`` alone (the player's view, with the solver's arrangement)."""
    seat = view.viewer
    assert seat is not None, "a seat's view"
    lines = [*news]
    lines.append(
        t(
            "bot.rummy21.panel.heading",
            deal=view.deal_number,
            deals=view.deals,
            total=f"{view.scores[seat]:+d}",
        )
    )
    if view.over:
        return "\n".join(lines)
    if view.joker is not None:
        joker, honours = view.joker.symbol, format_cards(view.honours, symbols=True)
        lines.append(t("bot.rummy21.panel.joker", joker=joker, honours=honours))
    lines.append(move_text(view))
    if view.honours_set_aside[seat]:
        claimed = format_cards(view.honours_set_aside[seat], symbols=True)
        lines.append(t("bot.rummy21.panel.set_aside", cards=claimed))
    arrangement = view.arrangement
    if view.declare:
        lines.append(t("bot.rummy21.panel.can_declare"))
    elif arrangement is not None:
        pure = pure_sequences(arrangement.pure_sequences)
        lines.append(t("bot.rummy21.panel.best", count=arrangement.count, pure=pure))
    return "\n".join(lines)


# --------------------------------------------------------------------- the panel's controls

#: The panel's buttons: what -> (label's catalogue key, style, action; ``None`` when not a
#: plain action).
BUTTONS: dict[str, tuple[str, discord.ButtonStyle, Rummy21Action | None]] = {
    "stock": ("bot.rummy21.button.stock", discord.ButtonStyle.primary, Draw(STOCK)),
    "open": ("bot.rummy21.button.open", discord.ButtonStyle.primary, Draw(OPEN)),
    "declare": ("bot.rummy21.button.declare", discord.ButtonStyle.success, None),
    "honours": ("bot.rummy21.button.honours", discord.ButtonStyle.success, None),
    "drop": ("bot.rummy21.button.drop", discord.ButtonStyle.danger, Drop()),
    "check": ("bot.rummy21.button.check", discord.ButtonStyle.secondary, None),
    "hint": ("bot.tapping.button.hint", discord.ButtonStyle.secondary, None),
    "refresh": ("bot.panel.refresh", discord.ButtonStyle.secondary, None),
}


class PanelButton(
    GameButton,
    template=re.compile(
        r"rummy21:(?P<what>stock|open|declare|honours|drop|check|hint|refresh)"
        rf":{_CHANNEL}(?P<seat>[0-9]+):(?P<moves>[0-9]+)"
    ),
):
    """One of the panel's buttons (:data:`BUTTONS`) for ``seat`` at its move ``moves``, at
    the table of ``channel_id`` (``None``: the channel clicked in)."""

    def __init__(
        self,
        what: str,
        channel_id: int | None,
        seat: int,
        moves: int,
        label: str | None = None,
    ) -> None:
        self.what, self.channel_id, self.seat, self.moves = what, channel_id, seat, moves
        default_label, style, _action = BUTTONS[what]
        super().__init__(
            discord.ui.Button(
                label=label or t(default_label),
                style=style,
                custom_id=f"rummy21:{what}:{where(channel_id)}{seat}:{moves}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PanelButton:
        # Unlike the other buttons it keeps the posted label (it names the cards).
        assert isinstance(item, discord.ui.Button)  # the item this class made
        return cls(
            match["what"], channel_of(match), int(match["seat"]), int(match["moves"]), item.label
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.what == "refresh":
            await PANEL.refresh(interaction, self.seat, self.channel_id)
        elif self.what == "check":
            await check_from_panel(interaction, self.seat, self.channel_id)
        elif self.what == "hint":
            await PANEL.hint(interaction, self.seat, self.channel_id)
        else:
            await PANEL.act(
                interaction,
                self.action_now,
                seat=self.seat,
                seat_moves=self.moves,
                channel_id=self.channel_id,
            )

    def action_now(self, game: IndianRummy, seat: int) -> Rummy21Action:
        """The action this button sends, judged on the game as it is at the click (its
        refusals in the language of the click, which the snapshot's thread keeps)."""
        _label, _style, action = BUTTONS[self.what]
        if action is not None:
            return action
        if self.what == "declare":
            declaration = game.declaration(seat)
            if declaration is None:
                raise TableError.text(t(NO_DECLARATION_KEY))
            return declaration
        claims = [a for a in game.legal_actions(seat) if isinstance(a, Honours)]
        if not claims:
            raise TableError.text(t("bot.rummy21.no_honours"))
        return claims[0]


class DiscardSelect(
    GameSelect,
    template=re.compile(rf"rummy21:discard:{_CHANNEL}(?P<seat>[0-9]+):(?P<moves>[0-9]+)"),
):
    """The menu of the cards the player may discard."""

    def __init__(
        self,
        channel_id: int | None,
        seat: int,
        moves: int,
        options: Sequence[discord.SelectOption],
    ) -> None:
        self.channel_id, self.seat, self.moves = channel_id, seat, moves
        super().__init__(
            discord.ui.Select(
                custom_id=f"rummy21:discard:{where(channel_id)}{seat}:{moves}",
                placeholder=t("bot.rummy21.discard_placeholder"),
                options=list(options),
            )
        )

    @classmethod
    def for_hand(
        cls,
        channel_id: int,
        seat: int,
        moves: int,
        cards: Sequence[Card],
    ) -> DiscardSelect:
        options = [discord.SelectOption(label=card.symbol, value=str(card)) for card in cards]
        return cls(channel_id, seat, moves, options)

    @classmethod
    def from_match(cls, match: re.Match[str], select: discord.ui.Select) -> DiscardSelect:
        return cls(channel_of(match), int(match["seat"]), int(match["moves"]), select.options)

    async def callback(self, interaction: discord.Interaction) -> None:
        card = parse_card(self.item.values[0])
        await PANEL.act(
            interaction,
            Discard(card),
            seat=self.seat,
            seat_moves=self.moves,
            channel_id=self.channel_id,
        )


#: The dynamic items of the table message and the panel, registered with the bot so that
#: they outlive a restart.
COMPONENTS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    CutButton,
    JokerButton,
    PanelButton,
    DiscardSelect,
)


def panel_view(
    table: Table, seen: Rummy21SeatView, legal: Sequence[Rummy21Action]
) -> discord.ui.View:
    """The controls of the seat whose view is ``seen`` now: only what the engine would
    accept (``legal``, its legal actions; the view's declaration, the solver's, if any),
    Check and Refresh, and the menu of cards to discard. Nothing else of the game is read."""
    seat = seen.viewer
    assert seat is not None, "a seat's view"
    view = discord.ui.View(timeout=None)
    moves = table.moves_of(seat)

    def button(what: str, label: str | None = None) -> PanelButton:
        return PanelButton(what, table.channel_id, seat, moves, label)

    if seen.phase == PLAY:
        if Draw(STOCK) in legal:
            view.add_item(button("stock"))
        if Draw(OPEN) in legal:
            top = seen.open[-1].symbol
            view.add_item(button("open", t("bot.rummy21.button.open_card", card=top)))
        if seen.declare is not None:
            view.add_item(button("declare"))
        if Drop() in legal:
            view.add_item(button("drop"))
        claims = [a for a in legal if isinstance(a, Honours)]
        if claims:
            cards = format_cards(claims[0].cards, symbols=True)
            view.add_item(button("honours", t("bot.rummy21.button.set_aside", cards=cards)))
        view.add_item(button("check"))
        if seat in seen.to_move:
            view.add_item(button("hint"))
    view.add_item(button("refresh"))
    # The menu last: it takes a row of its own, under the buttons.
    discards = [a.card for a in legal if isinstance(a, Discard)]
    if discards:
        view.add_item(DiscardSelect.for_hand(table.channel_id, seat, moves, discards))
    return view


# --------------------------------------------------------------------- sending the panel


async def hand_file(view: Rummy21SeatView) -> discord.File | None:
    """The hand (``view`` is the player's) grouped by the solver, in the language of the
    moment; before the Joker is drawn, the cards as dealt; none before the deal."""
    if view.arrangement:
        return await messages.render_file(render_arranged_hand, view)
    if view.hand is not None and view.hand.cards:
        return await messages.render_file(images.render_hand, view)
    return None


async def hand_panel(table: Table, seat: int, news: Sequence[str] = ()) -> messages.PanelMessage:
    """The panel of ``seat`` at ``table`` (an Indian rummy game), in the language of the
    moment: the plugin's ``hand_panel``."""
    game = table.game
    assert isinstance(game, IndianRummy)
    # The solver runs here, off the event loop.
    seen, legal = await actions.on_snapshot(
        game, lambda snapshot: (snapshot.view(seat), snapshot.legal_actions(seat))
    )
    assert isinstance(seen, Rummy21SeatView)
    return await panel_of(table, seen, legal, news)


async def panel_of(
    table: Table,
    seen: Rummy21SeatView,
    legal: Sequence[Rummy21Action],
    news: Sequence[str] = (),
) -> messages.PanelMessage:
    """The panel of the seat whose view is ``seen`` and legal actions ``legal`` (``table``
    names the channel and the seat's move count, which the controls carry)."""
    controls = None if seen.over else panel_view(table, seen, legal)
    return messages.PanelMessage(panel_text(seen, news), await hand_file(seen), controls)


async def check_from_panel(
    interaction: discord.Interaction, seat: int, channel_id: int | None = None
) -> None:
    """The panel's Check: the arrangement in words, in a private reply of its own."""
    async with answered(interaction):
        _table, game = PANEL.owned_seat(interaction, seat, channel_id)
        text = await actions.on_snapshot(game, lambda snapshot: check_text(snapshot, seat))
        await reply_privately(interaction, text)


#: Indian rummy's panel for :mod:`bot.discord.panels`, which acts from it (with the card drawn
#: from the stock in what happened), refreshes and redraws it.
PANEL = panels.Panel(IndianRummy, hand_panel, play=send_with_draw, stale=panels.STALE_KEY)
