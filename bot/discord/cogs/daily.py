"""``/daily ...``: the daily Deal Me In challenge, and its day-end post.

Every member of a server gets the same position each day (UTC): ``/daily play`` shows the
board and the hand, ``/daily place`` makes the one move of the day (autocomplete from the
engine: the cards held, the squares legal placements start on, best first, and the
directions that work from there), and the score comes back privately at once. The best
move is revealed when the day ends, in the channel an admin chose with ``/daily channel``
(and with ``/daily reveal`` to anyone who asks). All rules and scores come from
:mod:`engine.dealmein.daily`; the service (:mod:`bot.daily.service`) keeps the rest.
Private answers are in the player's language, the leaderboard and the day-end post in the
server's (the move itself in the engine's words, ``7♥ 7♦ G7–G8 down: pair 10 ×2 = 20``).
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
from bot.discord.locale import DEFAULT_LOCALE, guild_id_locale, guild_locale, player_locale, t
from bot.discord.messages import render_file
from bot.discord.moves import MAX_CHOICES, card_completions, card_list
from bot.discord.permissions import require_table_permissions
from bot.discord.replies import refusals, reply_privately
from bot.tables.ports import TableError
from engine import i18n
from engine.dealmein.daily import Attempt, DailyPosition, share_line
from engine.dealmein.placement import ACROSS, DOWN

if TYPE_CHECKING:
    from bot.discord.client import CardTableBot

DAILY_COLOUR = discord.Colour(0x9B59B6)
#: The refusal of ``/daily channel`` to a member without Manage Server, in English.
NEEDS_MANAGE_SERVER = t("bot.daily.manage_server")
#: Lines of a leaderboard shown in one message.
BOARD_LINES = 20


def daily_of(interaction: discord.Interaction) -> DailyService:
    return cast("CardTableBot", interaction.client).daily


def guild_of(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        raise TableError(t("bot.daily.guild_only", player_locale(interaction)))
    return interaction.guild_id


def title(day: str, locale: str = DEFAULT_LOCALE) -> str:
    return t("bot.daily.title", locale, day=day)


def move_text(position: DailyPosition, action: str, locale: str = DEFAULT_LOCALE) -> str:
    """A move in words a player reads, in ``locale``: ``7♥ 7♦ G7–G8 down: pair 10 ×2 = 20``."""
    placement = position.judge_action(action).placement
    described = i18n.worded(placement.describe_phrase(), locale)
    return f"{described}: {i18n.worded(placement.score_phrase(), locale)}"


def streak_text(streaks: Streaks, locale: str = DEFAULT_LOCALE) -> str:
    parts = [t("bot.daily.streak.days", locale, count=streaks.played)]
    if streaks.best:
        parts.append(t("bot.daily.streak.best", locale, count=streaks.best))
    parts.append(t("bot.daily.streak.longest", locale, count=streaks.longest))
    return " · ".join(parts)


def leaderboard_lines(
    results: DayResults, revealed: bool, locale: str = DEFAULT_LOCALE
) -> list[str]:
    """One line per member, best first; once the day is over, with how close they came."""
    best = results.position.best.score
    lines = []
    for rank, attempt in enumerate(results.attempts[:BOARD_LINES], start=1):
        line = f"**{rank}.** <@{attempt.user_id}>: {attempt.score}"
        if revealed:
            share = attempt.score / best if best else 1.0
            line += " ⭐" if attempt.best else t("bot.daily.of_best", locale, share=f"{share:.0%}")
        lines.append(line)
    more = len(results.attempts) - BOARD_LINES
    if more > 0:
        lines.append(t("bot.daily.more", locale, count=more))
    return lines


def reveal_embed(results: DayResults, locale: str = DEFAULT_LOCALE) -> discord.Embed:
    """The day's end: the best move and score, the obvious move, the leaderboard."""
    position = results.position
    best = position.best
    found = results.found_best
    lines = [
        t(
            "bot.daily.reveal.best",
            locale,
            action=best.action(),
            move=move_text(position, best.action(), locale),
        ),
        t(
            "bot.daily.reveal.obvious",
            locale,
            score=position.most_cards.score,
            move=move_text(position, position.most_cards.action(), locale),
        ),
    ]
    if results.attempts:
        who = ", ".join(f"<@{a.user_id}>" for a in found[:10]) or t("bot.daily.nobody", locale)
        lines.append(
            t(
                "bot.daily.reveal.played",
                locale,
                count=len(results.attempts),
                who=who,
                score=best.score,
            )
        )
        lines.append("")
        lines.extend(leaderboard_lines(results, revealed=True, locale=locale))
    else:
        lines.append(t("bot.daily.reveal.nobody_played", locale))
    embed = discord.Embed(
        title=t("bot.daily.reveal.title", locale, title=title(results.day, locale)),
        colour=DAILY_COLOUR,
        description="\n".join(lines),
    )
    embed.set_footer(text=t("bot.daily.reveal.footer", locale))
    return embed


async def reveal_message(
    results: DayResults, locale: str = DEFAULT_LOCALE
) -> tuple[discord.Embed, discord.File]:
    embed = reveal_embed(results, locale)
    view = results.position.view_after(results.position.best.action())
    image = await render_file(images.render_table, view, locale)
    embed.set_image(url=f"attachment://{image.filename}")
    return embed, image


class DiscordDailyFrontend:
    """The daily service's front end (:class:`bot.daily.service.DailyFrontend`)."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def day_ended(self, results: DayResults, channel_id: int) -> int | None:
        embed, image = await reveal_message(results, guild_id_locale(self.bot, results.guild_id))
        channel = self.bot.get_partial_messageable(channel_id, guild_id=results.guild_id)
        message = await channel.send(embed=embed, file=image, allowed_mentions=QUIET)
        return message.id


def answer_text(
    position: DailyPosition,
    attempt: Attempt,
    streaks: Streaks,
    ends: float,
    locale: str = DEFAULT_LOCALE,
) -> str:
    share = share_line(attempt, position.day, streaks.played)
    return t(
        "bot.daily.answer",
        locale,
        action=attempt.action,
        move=move_text(position, attempt.action, locale),
        score=attempt.score,
        when=f"<t:{int(ends)}:R>",
        streak=streak_text(streaks, locale),
        share=share,
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
            locale = player_locale(interaction)
            board = await render_file(images.render_table, view, locale)
            hand = await render_file(images.render_hand, view, locale)
            cards = " ".join(card.symbol for card in position.hand)
            embed = discord.Embed(
                title=title(position.day, locale),
                colour=DAILY_COLOUR,
                description=t(
                    "bot.daily.position",
                    locale,
                    cards=cards,
                    placements=position.placements,
                    when=f"<t:{int(service.ends_at(position.day))}:R>",
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
            text = answer_text(
                played.position, played.attempt, played.streaks, ends, player_locale(interaction)
            )
            await reply_privately(interaction, text)

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
        locale = player_locale(interaction)
        text = answer_text(position, attempt, streaks, service.ends_at(position.day), locale)
        view = position.view_after(attempt.action)
        image = await render_file(images.render_table, view, locale)
        played = t("bot.daily.played_already", locale, answer=text)
        await reply_privately(interaction, played, file=image)

    @app_commands.command(name="leaderboard", description="Today's scores in this server")
    async def leaderboard(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            service = daily_of(interaction)
            await interaction.response.defer(thinking=True)
            results = await service.results(guild_id)
            locale = guild_locale(interaction)
            lines = leaderboard_lines(results, revealed=False, locale=locale)
            embed = discord.Embed(
                title=t("bot.daily.board.title", locale, title=title(results.day, locale)),
                colour=DAILY_COLOUR,
                description="\n".join(lines) or t("bot.daily.board.empty", locale),
            )
            embed.set_footer(text=t("bot.daily.board.footer", locale))
            await interaction.followup.send(embed=embed, allowed_mentions=QUIET)

    @app_commands.command(name="reveal", description="Yesterday's best move and leaderboard")
    async def reveal(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            service = daily_of(interaction)
            await actions.defer_privately(interaction)
            results = await service.results(guild_id, shift(service.today(), -1))
            embed, image = await reveal_message(results, player_locale(interaction))
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
            text = streak_text(streaks, player_locale(interaction))
            await reply_privately(interaction, f"<@{user.id}>: {text}.")

    @app_commands.command(name="channel", description="Post each day's answer in this channel")
    @app_commands.default_permissions(manage_guild=True)
    async def channel(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            locale = player_locale(interaction)
            if not interaction.permissions.manage_guild:
                raise TableError(t("bot.daily.manage_server", locale))
            channel_id = actions.channel_id_of(interaction)
            require_table_permissions(interaction, locale)  # the post is a picture in an embed
            await daily_of(interaction).set_channel(guild_id, channel_id)
            await reply_privately(
                interaction, t("bot.daily.channel_set", locale, channel=f"<#{channel_id}>")
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
