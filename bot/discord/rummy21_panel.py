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
also out of turn), Check (the arrangement in words) and Refresh.

Every control is a dynamic item whose ``custom_id`` carries its token: the table's
:attr:`~Table.turn` for the ceremony buttons, the seat and that seat's own move count
(:meth:`Table.moves_of`) for the panel's. So they work after a restart with nothing kept
in memory, a control drawn for a move that is over is refused politely, and honour cards
set aside by another player (out of turn) leave the panel of the player to move good.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

import images
from bot.discord import actions, messages, panels
from bot.discord.locale import player_locale
from bot.discord.moves import drawn_note, tell
from bot.discord.replies import answered, reply_privately, report_failure
from bot.tables.ports import TableError
from bot.tables.table import Table
from engine.cards import Card, format_cards, parse_card, parse_cards
from engine.rummy21 import deal as dealing
from engine.rummy21.game import CUT, CUT_FOR_DEAL, JOKER, OUT_REASONS, PLAY, IndianRummy
from engine.rummy21.rules import honour_cards
from images.rummy21 import render_arranged_hand

STALE_BUTTON = "That button belongs to a step that is over: look at the table's latest message."
NO_DECLARATION = (
    "The solver finds no valid declaration in your hand now: discard a card, or declare "
    "groups of your own with /rummy21 declare."
)
#: The solver's group kinds, in words.
GROUP_WORDS = {"pure": "pure sequence", "sequence": "sequence", "set": "set"}


async def send_with_draw(
    interaction: discord.Interaction,
    action: str,
    *,
    turn: int | None = None,
    seat_moves: int | None = None,
    channel_id: int | None = None,
) -> list[str]:
    """Send ``action`` for the player (the interaction is acknowledged already); what
    happened, with the card drawn from the stock, which only the player may see."""
    table, game, seat = actions.seat_at(interaction, IndianRummy, channel_id)
    held = game.hand(seat)
    events = await actions.service_of(interaction).act(
        table.channel_id,
        actions.player_of(interaction),
        action,
        turn=turn,
        seat_moves=seat_moves,
    )
    news = [event.text for event in events if event.text]
    if any(event.kind == "drew" and event.data.get("from") == "stock" for event in events):
        news += drawn_note(held, game.hand(seat), player_locale(interaction))
    return news


# --------------------------------------------------------------------- the ceremony


def step_text(game: IndianRummy, seat: int | None = None) -> str:
    """The ceremony's step of the moment: ``Deal 2: Bob, on Ann's right, to cut the pack.``
    (``seat``, the reader, is called "You")."""
    (mover,) = game.to_move()
    name = "You" if mover == seat else game.players[mover]
    if game.phase == CUT_FOR_DEAL:
        return f"Cutting for the first deal (the lowest card deals, the ace low): {name} to cut."
    dealer = game.players[game.dealer] if game.dealer is not None else "the dealer"
    if game.phase == CUT:
        return f"Deal {game.deal_number}: {name}, on {dealer}'s right, to cut the pack."
    return f"Deal {game.deal_number}: {name}, on {dealer}'s left, to draw the Joker."


class CutModal(discord.ui.Modal, title="Cut the pack"):
    """Asks the cutter how many cards to lift."""

    above: discord.ui.TextInput[CutModal] = discord.ui.TextInput(
        label=f"Cards to lift ({dealing.MIN_CUT} to {dealing.MAX_CUT})",
        placeholder=f"a number from {dealing.MIN_CUT} to {dealing.MAX_CUT}",
        custom_id="rummy21:cut:above",
        min_length=1,
        max_length=3,
    )

    def __init__(self, turn: int) -> None:
        super().__init__(timeout=None, custom_id=f"rummy21:cutmodal:{turn}")
        self.turn = turn

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await ceremony_step(interaction, f"cut {self.above.value.strip()}", self.turn)

    async def on_error(self, interaction: discord.Interaction, error: Exception) -> None:
        await report_failure(interaction, error)


class CutButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(r"rummy21:cut:(?P<turn>[0-9]+)"),
):
    """The table message's "Cut" (for the first deal, or the cut before a deal)."""

    def __init__(self, turn: int) -> None:
        self.turn = turn
        super().__init__(
            discord.ui.Button(
                label="Cut", style=discord.ButtonStyle.primary, custom_id=f"rummy21:cut:{turn}"
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> CutButton:
        return cls(int(match["turn"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """The form for the number, once the player is known to be the one to cut now."""
        async with answered(interaction):
            table, game, seat = actions.seat_at(interaction, IndianRummy)
            if table.turn != self.turn:
                raise TableError(STALE_BUTTON)
            if seat not in game.to_move():
                raise TableError(game.not_your_turn_message(seat))
            await interaction.response.send_modal(CutModal(self.turn))


class JokerButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(r"rummy21:joker:(?P<turn>[0-9]+)"),
):
    """The table message's "Draw the Joker"."""

    def __init__(self, turn: int) -> None:
        self.turn = turn
        super().__init__(
            discord.ui.Button(
                label="Draw the Joker",
                style=discord.ButtonStyle.primary,
                custom_id=f"rummy21:joker:{turn}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> JokerButton:
        return cls(int(match["turn"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await ceremony_step(interaction, "joker", self.turn)


async def ceremony_step(interaction: discord.Interaction, action: str, turn: int) -> None:
    """Play a ceremony ``action`` for the step ``turn``; the player hears what happened."""
    async with answered(interaction):
        with panels.refused_if_stale(STALE_BUTTON):
            await tell(interaction, action, turn=turn, via=send_with_draw)


def table_controls(table: Table) -> list[discord.ui.Item[Any]]:
    """The table message's button for the ceremony's step of the moment (none in play)."""
    game = table.game
    if not isinstance(game, IndianRummy) or game.over:
        return []
    if game.phase in (CUT_FOR_DEAL, CUT):
        return [CutButton(table.turn)]
    if game.phase == JOKER:
        return [JokerButton(table.turn)]
    return []


# --------------------------------------------------------------------- the panel's text


def cards_text(tokens: Sequence[str]) -> str:
    """Card notation tokens shown with suit symbols: ``5♥ 6♥ 7♥``."""
    return format_cards(parse_cards(list(tokens)), symbols=True)


def pure_sequences(number: int) -> str:
    return f"{number} pure sequence{'' if number == 1 else 's'}"


def arrangement_text(arrangement: dict[str, Any]) -> list[str]:
    """The solver's arrangement in words: the groups, the unmatched cards, the count."""
    lines = [
        f"• {GROUP_WORDS[group['kind']]}: {cards_text(group['cards'])}"
        for group in arrangement["groups"]
    ]
    if arrangement["unmatched"]:
        lines.append(f"• unmatched: {cards_text(arrangement['unmatched'])}")
    if arrangement["discard"]:
        lines.append(f"• to discard: {parse_card(arrangement['discard']).symbol}")
    pure = arrangement["pure_sequences"]
    count = f"Count {arrangement['count']}, {pure_sequences(pure)}"
    if not pure:
        count += ": with no pure sequence every card counts"
    lines.append(f"{count}.")
    return lines


def check_text(game: IndianRummy, seat: int) -> str:
    """The answer to "check my hand": the solver's best arrangement, and the declaration
    when there is one."""
    checked = game.check_hand(seat)
    arrangement = checked["arrangement"]
    if arrangement is None:
        return "Your hand can be checked once the cards are dealt and the Joker drawn."
    lines = ["**Your hand, as the solver arranges it** (the lowest count):"]
    lines += arrangement_text(arrangement)
    if checked["declare"]:
        lines.append(
            "You can declare with these groups: press **Declare** in your hand panel, or use "
            "`/rummy21 declare` with no groups."
        )
    return "\n".join(lines)


def move_text(game: IndianRummy, seat: int) -> str:
    """What the player is to do now, or whom the table waits for."""
    if game.phase != PLAY:
        return step_text(game, seat)
    reason = game.out[seat]
    if reason is not None:
        return f"You are out of this deal ({OUT_REASONS[reason]})."
    mover = game.turn
    if mover != seat:
        doing = "discard" if game.drawn else "draw"
        return f"Waiting for {game.players[mover]} to {doing}."
    if game.drawn:
        return "Your turn: discard a card (or declare)."
    top = f" or take {game.open_pile[-1].symbol} from the open pile" if game.open_pile else ""
    return f"Your turn: draw from the stock{top} (or drop)."


def panel_text(game: IndianRummy, seat: int, view: dict[str, Any], news: Sequence[str] = ()) -> str:
    """What happened (``news``), the deal and totals, the Joker, the move, the count
    (``view`` is the player's view, with the solver's arrangement)."""
    lines = [*news]
    lines.append(
        f"**Your hand** at 21-card Indian Rummy: deal {game.deal_number} of "
        f"{game.options['deals']}, your total {game.totals[seat]:+d}."
    )
    if game.over:
        return "\n".join(lines)
    if game.joker is not None:
        honours = format_cards(honour_cards(game.joker), symbols=True)
        lines.append(
            f"Joker {game.joker.symbol}: every card of its rank is wild; honour cards {honours}."
        )
    lines.append(move_text(game, seat))
    if game.claimed[seat]:
        lines.append(f"Honour cards set aside: {format_cards(game.claimed[seat], symbols=True)}.")
    arrangement = view.get("arrangement")
    if view.get("declare"):
        lines.append("The solver finds a valid declaration: press **Declare**.")
    elif arrangement is not None:
        lines.append(
            f"Best arrangement: count {arrangement['count']}, "
            f"{pure_sequences(arrangement['pure_sequences'])} (press Check for the groups)."
        )
    return "\n".join(lines)


# --------------------------------------------------------------------- the panel's controls

#: The panel's buttons: what -> (label, style, action; ``None`` when not a plain action).
BUTTONS: dict[str, tuple[str, discord.ButtonStyle, str | None]] = {
    "stock": ("Draw stock", discord.ButtonStyle.primary, "draw stock"),
    "open": ("Draw open", discord.ButtonStyle.primary, "draw open"),
    "declare": ("Declare", discord.ButtonStyle.success, None),
    "honours": ("Set aside honours", discord.ButtonStyle.success, None),
    "drop": ("Drop", discord.ButtonStyle.danger, "drop"),
    "check": ("Check", discord.ButtonStyle.secondary, None),
    "refresh": ("Refresh", discord.ButtonStyle.secondary, None),
}


class PanelButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(
        r"rummy21:(?P<what>stock|open|declare|honours|drop|check|refresh)"
        r":(?P<seat>[0-9]+):(?P<moves>[0-9]+)"
    ),
):
    """One of the panel's buttons (:data:`BUTTONS`) for ``seat`` at its move ``moves``."""

    def __init__(self, what: str, seat: int, moves: int, label: str | None = None) -> None:
        self.what, self.seat, self.moves = what, seat, moves
        default_label, style, _action = BUTTONS[what]
        super().__init__(
            discord.ui.Button(
                label=label or default_label,
                style=style,
                custom_id=f"rummy21:{what}:{seat}:{moves}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> PanelButton:
        return cls(match["what"], int(match["seat"]), int(match["moves"]), item.label)

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.what == "refresh":
            await PANEL.refresh(interaction, self.seat)
        elif self.what == "check":
            await check_from_panel(interaction, self.seat)
        else:
            await PANEL.act(interaction, self.action_now, seat=self.seat, seat_moves=self.moves)

    def action_now(self, game: IndianRummy, seat: int) -> str:
        """The action this button sends, judged on the game as it is at the click."""
        _label, _style, action = BUTTONS[self.what]
        if action is not None:
            return action
        if self.what == "declare":
            declaration = game.declaration(seat)
            if declaration is None:
                raise TableError(NO_DECLARATION)
            return declaration
        claims = [a for a in game.legal_actions(seat) if a.startswith("honours ")]
        if not claims:
            raise TableError("You hold no honour card left to set aside.")
        return claims[0]


class DiscardSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=re.compile(r"rummy21:discard:(?P<seat>[0-9]+):(?P<moves>[0-9]+)"),
):
    """The menu of the cards the player may discard."""

    def __init__(self, seat: int, moves: int, options: Sequence[discord.SelectOption]) -> None:
        self.seat, self.moves = seat, moves
        super().__init__(
            discord.ui.Select(
                custom_id=f"rummy21:discard:{seat}:{moves}",
                placeholder="Discard a card and end your turn…",
                options=list(options),
            )
        )

    @classmethod
    def for_hand(cls, seat: int, moves: int, cards: Sequence[Card]) -> DiscardSelect:
        options = [discord.SelectOption(label=card.symbol, value=str(card)) for card in cards]
        return cls(seat, moves, options)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> DiscardSelect:
        return cls(int(match["seat"]), int(match["moves"]), item.options)

    async def callback(self, interaction: discord.Interaction) -> None:
        card = self.item.values[0]
        await PANEL.act(interaction, f"discard {card}", seat=self.seat, seat_moves=self.moves)


#: The dynamic items of the table message and the panel, registered with the bot so that
#: they outlive a restart.
COMPONENTS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    CutButton,
    JokerButton,
    PanelButton,
    DiscardSelect,
)


def panel_view(
    table: Table, game: IndianRummy, seat: int, legal: Sequence[str], declaration: str | None
) -> discord.ui.View:
    """The controls of ``seat`` now: only what the engine would accept (``legal``, its
    legal actions; ``declaration``, the solver's, if any), Check and Refresh, and the menu
    of cards to discard."""
    view = discord.ui.View(timeout=None)
    moves = table.moves_of(seat)
    if game.phase == PLAY:
        if "draw stock" in legal:
            view.add_item(PanelButton("stock", seat, moves))
        if "draw open" in legal:
            top = game.open_pile[-1].symbol
            view.add_item(PanelButton("open", seat, moves, f"Draw open {top}"))
        if declaration is not None:
            view.add_item(PanelButton("declare", seat, moves))
        if "drop" in legal:
            view.add_item(PanelButton("drop", seat, moves))
        claims = [a for a in legal if a.startswith("honours ")]
        if claims:
            cards = format_cards(parse_cards(claims[0].split()[1:]), symbols=True)
            view.add_item(PanelButton("honours", seat, moves, f"Set aside {cards}"))
        view.add_item(PanelButton("check", seat, moves))
    view.add_item(PanelButton("refresh", seat, moves))
    # The menu last: it takes a row of its own, under the buttons.
    discards = [parse_card(a.split()[1]) for a in legal if a.startswith("discard ")]
    if discards:
        view.add_item(DiscardSelect.for_hand(seat, moves, discards))
    return view


# --------------------------------------------------------------------- sending the panel


async def hand_file(view: dict[str, Any]) -> discord.File | None:
    """The hand (``view`` is the player's) grouped by the solver; before the Joker is
    drawn, the cards as dealt; none before the deal."""
    if view.get("arrangement"):
        return await messages.render_file(render_arranged_hand, view)
    if view["hand"]:
        return await messages.render_file(images.render_hand, view)
    return None


async def hand_panel(table: Table, seat: int, news: Sequence[str] = ()) -> messages.PanelMessage:
    """The panel of ``seat`` at ``table`` (an Indian rummy game): the plugin's
    ``hand_panel``."""
    game = table.game
    assert isinstance(game, IndianRummy)
    # The solver runs here, off the event loop.
    seen, legal = await actions.on_snapshot(
        game, lambda snapshot: (snapshot.view(seat), snapshot.legal_actions(seat))
    )
    controls = None if game.over else panel_view(table, game, seat, legal, seen.get("declare"))
    return messages.PanelMessage(
        panel_text(game, seat, seen, news), await hand_file(seen), controls
    )


async def check_from_panel(interaction: discord.Interaction, seat: int) -> None:
    """The panel's Check: the arrangement in words, in a private reply of its own."""
    async with answered(interaction):
        _table, game = PANEL.owned_seat(interaction, seat)
        text = await actions.on_snapshot(game, lambda snapshot: check_text(snapshot, seat))
        await reply_privately(interaction, text)


#: Indian rummy's panel for :mod:`bot.discord.panels`, which acts from it (with the card drawn
#: from the stock in what happened), refreshes and redraws it.
PANEL = panels.Panel(IndianRummy, hand_panel, play=send_with_draw)
