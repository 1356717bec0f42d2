"""Casual help against computer players, in Discord: ``/practice on|off|takeback`` and the
play checker.

``/practice on`` turns the table's casual help on (the table service refuses it while
another human plays there: :mod:`bot.tables.casual`); ``/practice takeback`` undoes the
player's last move and the computer players' replies since.

The **play checker** (:mod:`bot.checker`, the rule every front shares): with casual help on,
a move the hard player rates much worse than its own is not sent at once; the player is
asked, privately, with the hard player's move and why, and a **Play it anyway** button
(``casual:confirm:<channel id>``) that sends it. Every move passes here
(:func:`bot.discord.moves.send`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import discord
from discord import app_commands
from discord.ext import commands

from bot.checker import doubt
from bot.discord import actions
from bot.discord.items import GameButton
from bot.discord.locale import t
from bot.discord.plain import plain
from bot.discord.replies import answered, refusals, reply_privately
from bot.tables.ports import TableError
from engine.review import move_symbols


@dataclass(frozen=True, slots=True)
class Pending:
    """A move the checker asked about: the table's turn then, the move and its tokens."""

    table_turn: int
    action: str
    turn: int | None
    seat_moves: int | None


#: The move each player was asked about, by (channel, user).
_PENDING: dict[tuple[int, int], Pending] = {}


class CheckFirst(TableError):
    """The checker's question: a private message with the **Play it anyway** button."""

    def __init__(self, text: str, view: discord.ui.View) -> None:
        self._set(None, {}, text)  # a sentence worded already, as TableError.text makes
        self.view = view


async def check(
    interaction: discord.Interaction,
    channel_id: int,
    action: str,
    *,
    turn: int | None = None,
    seat_moves: int | None = None,
) -> None:
    """Ask before ``action`` when the table's casual help is on and the hard player rates it
    much worse than its own move (raises :class:`CheckFirst`); nothing otherwise."""
    table = actions.service_of(interaction).table(channel_id)
    if table is None:
        return
    doubted = await doubt(table, table.seat_of(interaction.user.id), action)
    if doubted is None:
        return
    _PENDING[(channel_id, interaction.user.id)] = Pending(table.turn, action, turn, seat_moves)
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmButton(channel_id))
    view.stop()  # the click reaches the dynamic item registered at start
    raise CheckFirst(plain(doubted.question()), view)  # the player's language, as the reply


class ConfirmButton(
    GameButton,
    template=re.compile(r"casual:confirm:(?P<channel>[0-9]{1,20})"),
):
    """Send the move the checker asked about, as it was made."""

    def __init__(self, channel_id: int) -> None:
        self.channel_id = channel_id
        super().__init__(
            discord.ui.Button(
                label=t("bot.teach.check.button"),
                style=discord.ButtonStyle.danger,
                custom_id=f"casual:confirm:{channel_id}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> ConfirmButton:
        return cls(int(match["channel"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answered(interaction):
            pending = _PENDING.pop((self.channel_id, interaction.user.id), None)
            service = actions.service_of(interaction)
            table = service.table(self.channel_id)
            if pending is None or table is None or table.turn != pending.table_turn:
                raise TableError.text(t("bot.teach.check.gone"))
            # Straight to the table (the question is answered): as the move was made.
            events = await actions.soon(
                interaction,
                service.act(
                    self.channel_id,
                    actions.player_of(interaction),
                    pending.action,
                    turn=pending.turn,
                    seat_moves=pending.seat_moves,
                ),
            )
            news = [plain(event.words()) for event in events if event.text]
            done = t("bot.moves.done", action=plain(move_symbols(pending.action)))
            await reply_privately(interaction, "\n".join(news) or done)


class PracticeCog(
    commands.GroupCog, group_name="practice", group_description="Casual help against computers"
):
    """Casual help at a table where one human plays computer players."""

    @app_commands.command(name="on", description="Take-back and the play checker at this table")
    async def on(self, interaction: discord.Interaction) -> None:
        await self._set(interaction, True)

    @app_commands.command(name="off", description="No take-back or play checker at this table")
    async def off(self, interaction: discord.Interaction) -> None:
        await self._set(interaction, False)

    @app_commands.command(name="takeback", description="Take back your last move")
    async def takeback(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            channel_id = actions.channel_id_of(interaction)
            await actions.defer_privately(interaction)
            await actions.service_of(interaction).take_back(
                channel_id, actions.player_of(interaction)
            )
            await reply_privately(interaction, t("bot.teach.takeback.done"))

    @staticmethod
    async def _set(interaction: discord.Interaction, on: bool) -> None:
        async with refusals(interaction):
            channel_id = actions.channel_id_of(interaction)
            await actions.defer_privately(interaction)
            await actions.service_of(interaction).set_casual(
                channel_id, actions.player_of(interaction), on
            )
            key = "bot.teach.practice.on" if on else "bot.teach.practice.off"
            await reply_privately(interaction, t(key))
