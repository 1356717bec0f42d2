"""The buttons under a finished game's summary: **Play again**, **Replay**, **My stats**
and **Review** (:mod:`bot.discord.review`).

They are dynamic items whose ``custom_id`` carries what they need, so a summary posted
before a restart keeps working: Play again the finished table's id and the computer
players' levels by seat (``end:again:<table id>:-n-h``, ``-`` for a human's seat), Replay
the table's id, My stats the game's id.

Play again opens a lobby with the same game, options and seats (the table service's
:meth:`~bot.tables.service.TableService.rematch`); every other human of that game confirms
their seat with one tap on the same button (or Join), and the game starts as soon as all
have. Replay posts the animated replay (:mod:`bot.discord.replays`); My stats answers the
one who pressed it, privately.
"""

from __future__ import annotations

import re

import discord

from bot.discord import actions
from bot.discord.cogs.scores import stats_embed
from bot.discord.items import GameButton
from bot.discord.locale import SpeaksToClicker, game_title, t
from bot.discord.permissions import require_table_permissions
from bot.discord.replays import send_replay
from bot.discord.replies import answered, reply_privately
from bot.discord.review import ReviewButton
from bot.tables.ports import TableError
from bot.tables.table import Phase, Table
from engine import i18n
from engine.core import LEVELS

#: One letter per seat in Play again's custom id: a computer player's level, or a human.
LEVEL_LETTERS = {level[0]: level for level in LEVELS}
HUMAN = "-"


def seat_letters(table: Table) -> str:
    """The seats of ``table`` as Play again carries them (``-n-h``)."""
    return "".join(seat.level[0] if seat.owner_id is None else HUMAN for seat in table.seats)


class PlayAgainButton(
    SpeaksToClicker,
    GameButton,
    template=re.compile(r"end:again:(?P<table>[0-9a-z]{1,32}):(?P<seats>[-a-z]{0,10})"),
):
    """Open the same table again, or confirm one's seat at the table opened again."""

    def __init__(self, table_id: str, seats: str) -> None:
        self.table_id, self.seats = table_id, seats
        super().__init__(
            discord.ui.Button(
                label=t("bot.endgame.button.again"),
                style=discord.ButtonStyle.success,
                custom_id=f"end:again:{table_id}:{seats}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> PlayAgainButton:
        return cls(match["table"], match["seats"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answered(interaction):
            await play_again(interaction, self.table_id, self.seats)


async def play_again(interaction: discord.Interaction, table_id: str, seats: str) -> None:
    """Play the finished table ``table_id`` again, in the channel (or thread) it was played
    in: the one place a rematch is opened from Discord, so what is checked before a table
    opens is checked here (the bot's permissions there)."""
    service = actions.service_of(interaction)
    channel_id = actions.channel_id_of(interaction)
    require_table_permissions(interaction)
    levels = [LEVEL_LETTERS.get(letter, "") for letter in seats]
    await actions.defer_privately(interaction)
    table = await service.rematch(
        interaction.guild_id or 0, channel_id, actions.player_of(interaction), table_id, levels
    )
    game = game_title(table.game_id, table.title)
    if table.phase is not Phase.LOBBY:
        text = t("bot.endgame.again.started", game=game)
    else:
        waiting = [f"<@{user_id}>" for user_id in sorted(table.awaiting)]
        text = t(
            "bot.endgame.again.waiting",
            game=game,
            players=i18n.joined(waiting),
            when=f"<t:{int(table.deadline or 0)}:R>",
        )
    await reply_privately(interaction, text)


class ReplayButton(
    SpeaksToClicker,
    GameButton,
    template=re.compile(r"end:replay:(?P<table>[0-9a-z]{1,32})"),
):
    """Post the finished game's animated replay in the channel."""

    def __init__(self, table_id: str) -> None:
        self.table_id = table_id
        super().__init__(
            discord.ui.Button(
                label=t("bot.endgame.button.replay"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"end:replay:{table_id}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> ReplayButton:
        return cls(match["table"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answered(interaction):
            await send_replay(interaction, self.table_id)


class MyStatsButton(
    SpeaksToClicker,
    GameButton,
    template=re.compile(r"end:stats:(?P<game>[a-z0-9_]{1,32})"),
):
    """The record of the player who pressed it on this server, for them alone."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(
                label=t("bot.endgame.button.stats"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"end:stats:{game_id}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> MyStatsButton:
        return cls(match["game"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answered(interaction):
            stats = await actions.service_of(interaction).store.player_stats(
                interaction.guild_id or 0, interaction.user.id
            )
            # This game's record first, then the others'.
            stats.sort(key=lambda entry: entry.game_id != self.game_id)
            if not stats:
                raise TableError.text(
                    t("bot.scores.stats.none", name=interaction.user.display_name)
                )
            await reply_privately(interaction, embed=stats_embed(interaction.user, stats))


#: The summary's buttons, registered with ``bot.add_dynamic_items`` at start.
COMPONENTS = (PlayAgainButton, ReplayButton, MyStatsButton, ReviewButton)


def summary_view(table: Table, replay_url: str | None = None) -> discord.ui.View | None:
    """Play again, Replay, My stats and Review for a finished game's summary, and a link to
    the replay page when the web front is on (``replay_url``); ``None`` for a table closed
    without a result: there is nothing to replay. Labelled in the language now (the
    table's, where the front end posts the summary)."""
    if table.game is None or not table.game.over:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(PlayAgainButton(table.table_id, seat_letters(table)))
    view.add_item(ReplayButton(table.table_id))
    view.add_item(MyStatsButton(table.game_id))
    view.add_item(ReviewButton(table.table_id))
    if replay_url is not None:
        view.add_item(discord.ui.Button(label=t("web.button.replay_page"), url=replay_url))
    # Stopped before it is sent (as the table message's view): the clicks reach the
    # dynamic items registered at start, and discord.py keeps nothing per message.
    view.stop()
    return view
