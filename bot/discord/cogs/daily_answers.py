"""What the daily Deal Me In challenge says: a player's answer (their move in words, its
score, their streak), the leaderboard, and the day's end, which the daily service's front
end (:class:`DiscordDailyFrontend`) posts in the channel an admin chose.

Apart from the commands (:mod:`bot.discord.cogs.daily`) and the tapping panel
(:mod:`bot.discord.cogs.daily_panel`) because both answer a move with these words and
find the server and the service of an interaction the same way: each imports this module,
and neither imports the other's. Private answers are in the player's language, the
leaderboard and the day-end post in the server's (the move itself in the engine's words,
``7♥ 7♦ G7–G8 down: pair 10 ×2 = 20``).
"""

from __future__ import annotations

import discord
from discord.ext import commands

import images
from bot.daily.service import DailyService, DayResults, Streaks
from bot.discord.frontend import QUIET
from bot.discord.locale import guild_id_locale, t
from bot.discord.messages import render_file
from bot.discord.port import bot_of
from bot.tables.ports import TableError
from engine import i18n
from engine.dealmein.daily import Attempt, DailyPosition, share_line

DAILY_COLOUR = discord.Colour(0x9B59B6)
#: Lines of a leaderboard shown in one message.
BOARD_LINES = 20


def daily_of(interaction: discord.Interaction) -> DailyService:
    return bot_of(interaction).daily


def guild_of(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        raise TableError.text(t("bot.daily.guild_only"))
    return interaction.guild_id


def title(day: str) -> str:
    return t("bot.daily.title", day=day)


def move_text(position: DailyPosition, action: str) -> str:
    """A move in words a player reads, in the language now:
    ``7♥ 7♦ G7–G8 down: pair 10 ×2 = 20``."""
    placement = position.judge_action(action).placement
    described = i18n.worded(placement.describe_phrase())
    return f"{described}: {i18n.worded(placement.score_phrase())}"


def streak_text(streaks: Streaks) -> str:
    parts = [t("bot.daily.streak.days", count=streaks.played)]
    if streaks.best:
        parts.append(t("bot.daily.streak.best", count=streaks.best))
    parts.append(t("bot.daily.streak.longest", count=streaks.longest))
    return " · ".join(parts)


def leaderboard_lines(results: DayResults, revealed: bool) -> list[str]:
    """One line per member, best first; once the day is over, with how close they came."""
    best = results.position.best.score
    lines = []
    for rank, attempt in enumerate(results.attempts[:BOARD_LINES], start=1):
        line = f"**{rank}.** <@{attempt.user_id}>: {attempt.score}"
        if revealed:
            share = attempt.score / best if best else 1.0
            line += " ⭐" if attempt.best else t("bot.daily.of_best", share=f"{share:.0%}")
        lines.append(line)
    more = len(results.attempts) - BOARD_LINES
    if more > 0:
        lines.append(t("bot.daily.more", count=more))
    return lines


def reveal_embed(results: DayResults) -> discord.Embed:
    """The day's end: the best move and score, the obvious move, the leaderboard."""
    position = results.position
    best = position.best
    found = results.found_best
    lines = [
        t(
            "bot.daily.reveal.best",
            action=best.action(),
            move=move_text(position, best.action()),
        ),
        t(
            "bot.daily.reveal.obvious",
            score=position.most_cards.score,
            move=move_text(position, position.most_cards.action()),
        ),
    ]
    if results.attempts:
        who = ", ".join(f"<@{a.user_id}>" for a in found[:10]) or t("bot.daily.nobody")
        lines.append(
            t(
                "bot.daily.reveal.played",
                count=len(results.attempts),
                who=who,
                score=best.score,
            )
        )
        lines.append("")
        lines.extend(leaderboard_lines(results, revealed=True))
    else:
        lines.append(t("bot.daily.reveal.nobody_played"))
    embed = discord.Embed(
        title=t("bot.daily.reveal.title", title=title(results.day)),
        colour=DAILY_COLOUR,
        description="\n".join(lines),
    )
    embed.set_footer(text=t("bot.daily.reveal.footer"))
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
        with i18n.speaking(guild_id_locale(self.bot, results.guild_id)):  # the server reads it
            embed, image = await reveal_message(results)
        channel = self.bot.get_partial_messageable(channel_id, guild_id=results.guild_id)
        message = await channel.send(embed=embed, file=image, allowed_mentions=QUIET)
        return message.id


def answer_text(
    position: DailyPosition,
    attempt: Attempt,
    streaks: Streaks,
    ends: float,
) -> str:
    share = share_line(attempt, position.day, streaks.played)
    return t(
        "bot.daily.answer",
        action=attempt.action,
        move=move_text(position, attempt.action),
        score=attempt.score,
        when=f"<t:{int(ends)}:R>",
        streak=streak_text(streaks),
        share=share,
    )
