"""``/daily ...``: the daily Deal Me In challenge, and its day-end post.

Every member of a server gets the same position each day (UTC): ``/daily play`` shows the
board and the hand, ``/daily place`` makes the one move of the day (autocomplete from the
engine: the cards held, the squares legal placements start on, best first, and the
directions that work from there), and the score comes back privately at once. The best
move is revealed when the day ends, in the channel an admin chose with ``/daily channel``
(and with ``/daily reveal`` to anyone who asks). All rules and scores come from
:mod:`engine.dealmein.daily`; the service (:mod:`bot.daily.service`) keeps the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord
from discord import app_commands
from discord.ext import commands

import images
from bot.daily.service import DailyService, DayResults, Streaks, shift
from bot.discord import actions
from bot.discord.frontend import QUIET
from bot.discord.limits import MAX_CARDS_OPTION, MAX_DIRECTION_OPTION, MAX_SQUARE_OPTION
from bot.discord.messages import render_file
from bot.discord.moves import MAX_CHOICES, card_completions, card_list
from bot.discord.replies import refusals, reply_privately
from bot.tables.ports import TableError
from engine.dealmein.daily import Attempt, DailyPosition, share_line
from engine.dealmein.placement import ACROSS, DOWN

if TYPE_CHECKING:
    from bot.discord.client import CardTableBot

DAILY_COLOUR = discord.Colour(0x9B59B6)
GUILD_ONLY = "The daily challenge belongs to a server: use it in a server's channel."
NEEDS_MANAGE_SERVER = "Only members with the Manage Server permission choose the daily channel."
#: Lines of a leaderboard shown in one message.
BOARD_LINES = 20


def daily_of(interaction: discord.Interaction) -> DailyService:
    return cast("CardTableBot", interaction.client).daily


def guild_of(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        raise TableError(GUILD_ONLY)
    return interaction.guild_id


def title(day: str) -> str:
    return f"Deal Me In daily · {day}"


def move_text(position: DailyPosition, action: str) -> str:
    """A move in words a player reads: ``7♥ 7♦ G7–G8 down: pair 10 ×2 = 20``."""
    placement = position.judge_action(action).placement
    return f"{placement.describe()}: {placement.score_text()}"


def streak_text(streaks: Streaks) -> str:
    parts = [f"🔥 {streaks.played} day{'s' if streaks.played != 1 else ''} in a row"]
    if streaks.best:
        parts.append(f"⭐ {streaks.best} on the best move")
    parts.append(f"longest {streaks.longest}")
    return " · ".join(parts)


def leaderboard_lines(results: DayResults, revealed: bool) -> list[str]:
    """One line per member, best first; once the day is over, with how close they came."""
    best = results.position.best.score
    lines = []
    for rank, attempt in enumerate(results.attempts[:BOARD_LINES], start=1):
        line = f"**{rank}.** <@{attempt.user_id}>: {attempt.score}"
        if revealed:
            share = attempt.score / best if best else 1.0
            line += " ⭐" if attempt.best else f" ({share:.0%} of the best)"
        lines.append(line)
    more = len(results.attempts) - BOARD_LINES
    if more > 0:
        lines.append(f"… and {more} more")
    return lines


def reveal_embed(results: DayResults) -> discord.Embed:
    """The day's end: the best move and score, the obvious move, the leaderboard."""
    position = results.position
    best = position.best
    found = results.found_best
    lines = [
        f"**The best move**: `{best.action()}`, {move_text(position, best.action())}.",
        f"The obvious move, the most cards, scored {position.most_cards.score}: "
        f"{move_text(position, position.most_cards.action())}.",
    ]
    if results.attempts:
        who = ", ".join(f"<@{a.user_id}>" for a in found[:10]) or "nobody"
        lines.append(f"{len(results.attempts)} played; {who} found the best ({best.score} points).")
        lines.append("")
        lines.extend(leaderboard_lines(results, revealed=True))
    else:
        lines.append("Nobody played this one.")
    embed = discord.Embed(
        title=f"{title(results.day)}: the answer", colour=DAILY_COLOUR, description="\n".join(lines)
    )
    embed.set_footer(text="Today's challenge: /daily play")
    return embed


async def reveal_message(results: DayResults) -> tuple[discord.Embed, discord.File]:
    embed = reveal_embed(results)
    view = results.position.view_after(results.position.best.action())
    image = await render_file(images.render_table, view)
    embed.set_image(url=f"attachment://{image.filename}")
    return embed, image


class DiscordDailyFrontend:
    """The daily service's front end (:class:`bot.daily.service.DailyFrontend`)."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def day_ended(self, results: DayResults, channel_id: int) -> int | None:
        embed, image = await reveal_message(results)
        channel = self.bot.get_partial_messageable(channel_id, guild_id=results.guild_id)
        message = await channel.send(embed=embed, file=image, allowed_mentions=QUIET)
        return message.id


def answer_text(position: DailyPosition, attempt: Attempt, streaks: Streaks, ends: float) -> str:
    share = share_line(attempt, position.day, streaks.played)
    return (
        f"Your move: `{attempt.action}`, {move_text(position, attempt.action)}.\n"
        f"**Your score: {attempt.score}.** The best move is revealed <t:{int(ends)}:R>.\n"
        f"{streak_text(streaks)}\n\nShare it (no spoilers):\n```\n{share}\n```"
    )


class DailyCog(
    commands.GroupCog, group_name="daily", group_description="The daily Deal Me In challenge"
):
    """The daily challenge's commands and their autocomplete."""

    @app_commands.command(name="play", description="Today's position: the board and your hand")
    async def play(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            service = daily_of(interaction)
            await actions.defer_privately(interaction)
            if await service.has_played(guild_id, interaction.user.id):
                await self._send_answer(interaction, guild_id)
                return
            position = await service.position(guild_id)
            view = position.view()
            board = await render_file(images.render_table, view)
            hand = await render_file(images.render_hand, view)
            cards = " ".join(card.symbol for card in position.hand)
            embed = discord.Embed(
                title=title(position.day),
                colour=DAILY_COLOUR,
                description=(
                    f"Your hand: **{cards}**\n"
                    f"One move, one try: lay cards with `/daily place square direction "
                    f"cards` for the highest score you can find. There are "
                    f"{position.placements} legal placements, and bonus and Joker squares "
                    f"within reach. Everyone here plays this position today; the best move "
                    f"is revealed <t:{int(service.ends_at(position.day))}:R>."
                ),
            )
            embed.set_image(url=f"attachment://{board.filename}")
            await interaction.followup.send(embed=embed, files=[board, hand], ephemeral=True)

    @app_commands.command(name="place", description="Your one move of the day")
    @app_commands.describe(
        square="The first square, e.g. G7 (covered squares are skipped)",
        direction="across (rightwards) or down",
        cards="Your cards in order, e.g. 7H 7D",
    )
    async def place(
        self,
        interaction: discord.Interaction,
        square: app_commands.Range[str, None, MAX_SQUARE_OPTION],
        direction: app_commands.Range[str, None, MAX_DIRECTION_OPTION],
        cards: app_commands.Range[str, None, MAX_CARDS_OPTION],
    ) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            service = daily_of(interaction)
            await actions.defer_privately(interaction)
            played = await service.play(
                guild_id,
                actions.player_of(interaction),
                square.strip(),
                direction.strip().lower(),
                card_list(cards),
            )
            ends = service.ends_at(played.position.day)
            await reply_privately(
                interaction, answer_text(played.position, played.attempt, played.streaks, ends)
            )

    @app_commands.command(name="answer", description="Your move of today, again")
    async def answer(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            await actions.defer_privately(interaction)
            await self._send_answer(interaction, guild_id)

    async def _send_answer(self, interaction: discord.Interaction, guild_id: int) -> None:
        service = daily_of(interaction)
        position, attempt = await service.answer(guild_id, interaction.user.id)
        streaks = await service.streaks(guild_id, interaction.user.id)
        text = answer_text(position, attempt, streaks, service.ends_at(position.day))
        view = position.view_after(attempt.action)
        image = await render_file(images.render_table, view)
        await reply_privately(interaction, f"You played today's challenge.\n{text}", file=image)

    @app_commands.command(name="leaderboard", description="Today's scores in this server")
    async def leaderboard(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            service = daily_of(interaction)
            await interaction.response.defer(thinking=True)
            results = await service.results(guild_id)
            lines = leaderboard_lines(results, revealed=False)
            embed = discord.Embed(
                title=f"{title(results.day)}: leaderboard",
                colour=DAILY_COLOUR,
                description="\n".join(lines) or "Nobody has played yet: `/daily play`!",
            )
            embed.set_footer(text="The best move and score are revealed when the day ends (UTC).")
            await interaction.followup.send(embed=embed, allowed_mentions=QUIET)

    @app_commands.command(name="reveal", description="Yesterday's best move and leaderboard")
    async def reveal(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            service = daily_of(interaction)
            await actions.defer_privately(interaction)
            results = await service.results(guild_id, shift(service.today(), -1))
            embed, image = await reveal_message(results)
            await reply_privately(interaction, embed=embed, file=image)

    @app_commands.command(name="streak", description="Days in a row you played the challenge")
    @app_commands.describe(member="Whose streak (default: yours)")
    async def streak(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            user = member or interaction.user
            streaks = await daily_of(interaction).streaks(guild_id, user.id)
            await reply_privately(interaction, f"<@{user.id}>: {streak_text(streaks)}.")

    @app_commands.command(name="channel", description="Post each day's answer in this channel")
    @app_commands.default_permissions(manage_guild=True)
    async def channel(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            if not interaction.permissions.manage_guild:
                raise TableError(NEEDS_MANAGE_SERVER)
            channel_id = actions.channel_id_of(interaction)
            await daily_of(interaction).set_channel(guild_id, channel_id)
            await reply_privately(
                interaction,
                f"Each day's answer and leaderboard will be posted in <#{channel_id}> when the "
                "day ends (midnight UTC).",
            )

    # ------------------------------------------------------------------ autocomplete

    async def _position(self, interaction: discord.Interaction) -> DailyPosition | None:
        if interaction.guild_id is None:
            return None
        service = daily_of(interaction)
        cached = service.cached_position(interaction.guild_id)
        return cached or await service.position(interaction.guild_id)

    @place.autocomplete("square")
    async def place_square(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        position = await self._position(interaction)
        if position is None:
            return []
        wanted = current.strip().upper()
        squares = [s for s in position.start_squares() if s.startswith(wanted)]
        return [app_commands.Choice(name=s, value=s) for s in squares[:MAX_CHOICES]]

    @place.autocomplete("direction")
    async def place_direction(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        position = await self._position(interaction)
        square = str(getattr(interaction.namespace, "square", "") or "")
        offered = position.directions(square) if position is not None and square else []
        wanted = current.strip().lower()
        return [
            app_commands.Choice(name=d, value=d)
            for d in offered or [ACROSS, DOWN]
            if d.startswith(wanted)
        ]

    @place.autocomplete("cards")
    async def place_cards(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        position = await self._position(interaction)
        if position is None:
            return []
        return card_completions(list(position.hand), current, jokers=False)
