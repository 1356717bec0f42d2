"""``/daily ...``: the daily Deal Me In challenge's slash commands and their autocomplete.

Every member of a server gets the same position each day (UTC): ``/daily play`` shows the
board and the hand with the controls to play it by tapping
(:mod:`bot.discord.cogs.daily_panel`), ``/daily place`` makes the one move of the day
(autocomplete from the engine: the cards held, the squares legal placements start on, best
first, and the directions that work from there), and the score comes back privately at
once. The best move is revealed when the day ends, in the channel an admin chose with
``/daily channel`` (and with ``/daily reveal`` to anyone who asks); the words of the answer,
the leaderboard and the reveal are :mod:`bot.discord.cogs.daily_answers`'. All rules and
scores come from :mod:`engine.dealmein.daily`; the service (:mod:`bot.daily.service`)
keeps the rest.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import images
from bot.daily.service import shift
from bot.discord import actions
from bot.discord.cogs.daily_answers import (
    BOARD_LINES,
    DAILY_COLOUR,
    answer_text,
    daily_of,
    guild_of,
    leaderboard_lines,
    reveal_message,
    streak_text,
    title,
)
from bot.discord.cogs.daily_panel import Pick, tapping_panel
from bot.discord.frontend import QUIET
from bot.discord.limits import MAX_CARDS_OPTION, MAX_DIRECTION_OPTION, MAX_SQUARE_OPTION
from bot.discord.locale import guild_locale, t
from bot.discord.messages import render_file
from bot.discord.moves import MAX_CHOICES, card_completions, card_list
from bot.discord.permissions import require_table_permissions
from bot.discord.replies import refusals, reply_privately
from bot.tables.ports import TableError
from engine import i18n
from engine.dealmein.daily import DailyPosition
from engine.dealmein.placement import ACROSS, DOWN

#: The refusal of ``/daily channel`` to a member without Manage Server, in English.
NEEDS_MANAGE_SERVER = t("bot.daily.manage_server")


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
                description=t(
                    "bot.daily.position",
                    cards=cards,
                    placements=position.placements,
                    when=f"<t:{int(service.ends_at(position.day))}:R>",
                ),
            )
            embed.set_image(url=f"attachment://{board.filename}")
            # The controls to play it by tapping: cards, then square, then direction.
            text, controls = await tapping_panel(position, Pick(position.day))
            await interaction.followup.send(
                text, embed=embed, files=[board, hand], view=controls, ephemeral=True
            )

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
            text = answer_text(played.position, played.attempt, played.streaks, ends)
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
        text = answer_text(position, attempt, streaks, service.ends_at(position.day))
        view = position.view_after(attempt.action)
        image = await render_file(images.render_table, view)
        played = t("bot.daily.played_already", answer=text)
        await reply_privately(interaction, played, file=image)

    @app_commands.command(name="leaderboard", description="Today's scores in this server")
    async def leaderboard(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            service = daily_of(interaction)
            await interaction.response.defer(thinking=True)
            results = await service.results(guild_id)
            with i18n.speaking(guild_locale(interaction)):  # a public message: the server's
                lines = leaderboard_lines(results, revealed=False)
                embed = discord.Embed(
                    title=t("bot.daily.board.title", title=title(results.day)),
                    colour=DAILY_COLOUR,
                    description="\n".join(lines) or t("bot.daily.board.empty"),
                )
                embed.set_footer(text=t("bot.daily.board.footer"))
                await interaction.followup.send(embed=embed, allowed_mentions=QUIET)

    @app_commands.command(
        name="week", description="This week's challenge: the week's dailies scored together"
    )
    async def week(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            await interaction.response.defer(thinking=True)
            monday, totals = await daily_of(interaction).week(guild_id)
            with i18n.speaking(guild_locale(interaction)):  # a public message: the server's
                lines = [
                    t(
                        "bot.daily_week.line",
                        rank=rank,
                        player=f"<@{total.user_id}>",
                        points=total.total,
                        count=total.days,
                    )
                    for rank, total in enumerate(totals[:BOARD_LINES], start=1)
                ]
                embed = discord.Embed(
                    title=t("bot.daily_week.title", monday=monday, sunday=shift(monday, 6)),
                    colour=DAILY_COLOUR,
                    description="\n".join(lines) or t("bot.daily_week.empty"),
                )
                embed.set_footer(text=t("bot.daily_week.footer"))
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
            text = streak_text(streaks)
            await reply_privately(interaction, f"<@{user.id}>: {text}.")

    @app_commands.command(name="channel", description="Post each day's answer in this channel")
    @app_commands.default_permissions(manage_guild=True)
    async def channel(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            if not interaction.permissions.manage_guild:
                raise TableError.text(t("bot.daily.manage_server"))
            channel_id = actions.channel_id_of(interaction)
            require_table_permissions(interaction)  # the post is a picture in an embed
            await daily_of(interaction).set_channel(guild_id, channel_id)
            await reply_privately(
                interaction, t("bot.daily.channel_set", channel=f"<#{channel_id}>")
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
