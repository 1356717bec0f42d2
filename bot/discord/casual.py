"""Casual help against computer players, in Discord: ``/practice on|off|takeback`` and the
play checker.

``/practice on`` turns the table's casual help on (the table service refuses it while
another human plays there: :mod:`bot.tables.casual`); ``/practice takeback`` undoes the
player's last move and the computer players' replies since.

The **play checker**: with casual help on, a move the hard player rates much worse than its
own (by :data:`THRESHOLDS`, in the unit of its judgement: :mod:`engine.review`) is not sent
at once; the player is asked, privately, with the hard player's move and why, and a
**Play it anyway** button (``casual:confirm:<channel id>``) that sends it. Every move passes
here (:func:`bot.discord.moves.send`) and is judged off the event loop on a copy of the
game; at any other table nothing is judged.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions
from bot.discord.items import GameButton
from bot.discord.locale import player_locale, t
from bot.discord.plain import plain
from bot.discord.replies import answered, refusals, reply_privately
from bot.tables.casual import others_human
from bot.tables.ports import TableError
from bot.tables.table import Phase
from engine import i18n
from engine.review import Judgement, explanation, judge, move_symbols

#: How much worse than the hard player's move a move must be for the checker to ask, per
#: game and unit of the judgement: Hearts 3 points of the search's standing (about two of
#: the player's own points), Deal Me In 30 points, Rummy 500 3 in the hard player's
#: discard weighing, Indian rummy 4 declaring cards (or 15 points of count).
THRESHOLDS: dict[tuple[str, str], float] = {
    ("hearts", "points"): 3.0,
    ("dealmein", "points"): 30.0,
    ("rummy500", "cost"): 3.0,
    ("rummy21", "draws"): 4.0,
    ("rummy21", "count"): 15.0,
}


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
        super().__init__(text)
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
    if table is None or not table.casual or table.phase is not Phase.PLAYING:
        return
    game = table.game
    seat = table.seat_of(interaction.user.id)
    if game is None or seat is None or seat not in game.to_move() or others_human(table, seat):
        return
    key = (channel_id, interaction.user.id)
    judgement = await actions.on_snapshot(
        game, lambda snapshot: judge(snapshot, seat, random.Random(), played=action)
    )
    cost = worth_asking(game.game_id, judgement, action)
    if cost is None:
        return
    _PENDING[key] = Pending(table.turn, action, turn, seat_moves)
    player_locale(interaction)  # the question is the player's: their language
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmButton(channel_id))
    view.stop()  # the click reaches the dynamic item registered at start
    raise CheckFirst(plain(question(judgement, action, cost)), view)


def worth_asking(game_id: str, judgement: Judgement, action: str) -> float | None:
    """How much worse ``action`` is than the hard player's move when that is at least the
    game's threshold (:data:`THRESHOLDS`); ``None`` when the checker lets it through."""
    limit = THRESHOLDS.get((game_id, judgement.unit))
    cost = judgement.cost(action)
    return cost if limit is not None and cost >= limit else None


def question(judgement: Judgement, action: str, cost: float) -> str:
    """The checker's question, in the language now (the player's)."""
    return t(
        "bot.teach.check.question",
        played=move_symbols(action),
        best=move_symbols(judgement.best),
        cost=t(f"bot.teach.cost.{judgement.unit}", amount=f"{cost:.1f}"),
        why=explanation(judgement, i18n.language()),
    )


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
                raise TableError(t("bot.teach.check.gone"))
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
            await reply_privately(
                interaction, t("bot.teach.takeback.done", player_locale(interaction))
            )

    @staticmethod
    async def _set(interaction: discord.Interaction, on: bool) -> None:
        async with refusals(interaction):
            channel_id = actions.channel_id_of(interaction)
            await actions.defer_privately(interaction)
            await actions.service_of(interaction).set_casual(
                channel_id, actions.player_of(interaction), on
            )
            key = "bot.teach.practice.on" if on else "bot.teach.practice.off"
            await reply_privately(interaction, t(key, player_locale(interaction)))
