"""``/leaderboard [game] [period]`` (paginated with buttons) and ``/stats [user]``.

The page buttons are dynamic items: their ``custom_id`` carries the board they show
(``lb:next:dealmein:week:2``), so they keep working after a restart with nothing kept in
memory. Both answer in the channel, in the server's language.
"""

from __future__ import annotations

import re

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions
from bot.discord.cogs.paging import PageButton, add_pages
from bot.discord.cogs.seasons import season_board, season_choices, seasons_of, stats_field
from bot.discord.locale import game_title as named
from bot.discord.locale import guild_locale, t
from bot.discord.port import bot_of
from bot.discord.replies import refusals
from bot.discord.web import web_of
from bot.storage import GameStats, LeaderboardPage, Period
from bot.storage.seasons import PlayerSeasons
from bot.tables.ports import TableError
from engine import i18n
from engine.registry import game_class, game_ids

PER_PAGE = 10
SCORES_COLOUR = discord.Colour(0xFFC440)
#: The shown rating of a newcomer, and the points per unit of the OpenSkill ordinal.
RATING_START = 1000
RATING_SCALE = 40
#: Games of a game after which a player's rating of it is no longer provisional.
PROVISIONAL_GAMES = 5
PERIOD_NAMES = {Period.ALL: "all time", Period.MONTH: "last 30 days", Period.WEEK: "last 7 days"}


def count(number: int, noun: str) -> str:
    """``1 win``, ``3 wins`` (``noun`` is ``"win"`` or ``"game"``)."""
    return t(f"bot.scores.{noun}", count=number)


def shown_rating(ordinal: float, games: int) -> str:
    """A skill rating as players expect one: the OpenSkill ordinal (mu - 3 sigma, 0 for a
    newcomer, about -25 to 50) on a scale from 0 that starts at :data:`RATING_START`,
    marked provisional for the first :data:`PROVISIONAL_GAMES` games (sigma is still
    large: the number moves a lot)."""
    rating = f"{max(0, round(RATING_START + RATING_SCALE * ordinal))}"
    if games < PROVISIONAL_GAMES:
        return t("bot.endgame.rating.provisional", rating=rating)
    return rating


def game_title(game_id: str | None) -> str:
    if game_id is None:
        return t("bot.scores.all_games")
    return named(game_id, game_class(game_id).title)


def leaderboard_embed(page: LeaderboardPage) -> discord.Embed:
    embed = discord.Embed(
        title=t(
            "bot.scores.leaderboard.title",
            game=game_title(page.game_id),
            period=t(f"bot.choice.{page.period.value}"),
        ),
        colour=SCORES_COLOUR,
    )
    lines = []
    for row in page.rows:
        best = (
            t("bot.scores.leaderboard.best", score=row.best_score)
            if row.best_score is not None
            else ""
        )
        rating = (
            t(
                "bot.scores.leaderboard.rating",
                rating=shown_rating(row.rating, row.games),
            )
            if row.rating is not None
            else ""
        )
        lines.append(
            t(
                "bot.scores.leaderboard.row",
                rank=row.rank,
                player=f"<@{row.user_id}>",
                wins=count(row.wins, "win"),
                games=count(row.games, "game"),
                rate=f"{row.win_rate:.0%}",
                best=best,
                rating=rating,
            )
        )
    embed.description = "\n".join(lines) or t("bot.scores.leaderboard.empty")
    embed.set_footer(text=t("bot.scores.leaderboard.page", page=page.page, pages=page.total_pages))
    return embed


class LeaderboardPageButton(
    PageButton,
    template=re.compile(
        r"lb:(?P<way>prev|next):(?P<game>[a-z0-9_]*):(?P<period>[a-z]+):(?P<page>[0-9]+)"
    ),
):
    """ "Previous" or "Next": shows page ``page`` of the board it names."""

    def __init__(self, way: str, game_id: str | None, period: Period, page: int) -> None:
        self.game_id, self.period, self.page = game_id, period, page
        super().__init__(way, f"lb:{way}:{game_id or ''}:{period.value}:{page}")

    @classmethod
    def from_match(cls, match: re.Match[str]) -> LeaderboardPageButton:
        return cls(match["way"], match["game"] or None, Period(match["period"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        page = await actions.service_of(interaction).store.leaderboard(
            interaction.guild_id or 0, self.game_id, self.period, self.page, PER_PAGE
        )
        url = await leaderboard_page_url(interaction, page.game_id)
        with i18n.speaking(guild_locale(interaction)):  # a public message: the server's
            view, embed = leaderboard_view(page, url), leaderboard_embed(page)
        await interaction.response.edit_message(embed=embed, view=view)


async def leaderboard_page_url(interaction: discord.Interaction, game_id: str | None) -> str | None:
    """The server's leaderboard page (of ``game_id``, when one is chosen) when the web front
    is on and the server turned its page on (``/config web_leaderboard``), else ``None``."""
    web = web_of(interaction.client)
    guild_id = interaction.guild_id
    if web is None or guild_id is None:
        return None
    if not (await bot_of(interaction).guild_settings.get(guild_id)).web_leaderboard:
        return None
    url = web.leaderboard_url(guild_id)
    return url if game_id is None else f"{url}?game={game_id}"


def leaderboard_view(page: LeaderboardPage, page_url: str | None = None) -> discord.ui.View | None:
    """Previous/Next buttons and the link to the leaderboard's web page (``page_url``), or
    ``None`` for a board of one page without a web page."""
    if page.total_pages <= 1 and page_url is None:
        return None
    view = discord.ui.View(timeout=None)
    if page_url is not None:
        label = t("web.button.leaderboard_page")
        view.add_item(discord.ui.Button(label=label, url=page_url))
    if page.total_pages <= 1:
        return view
    add_pages(
        view,
        page.page,
        page.total_pages,
        lambda way, to: LeaderboardPageButton(way, page.game_id, page.period, to),
    )
    return view


def stats_embed(
    member: discord.abc.User,
    stats: list[GameStats],
    seasons: list[PlayerSeasons] | None = None,
) -> discord.Embed:
    embed = discord.Embed(
        title=t("bot.scores.stats.title", name=member.display_name),
        colour=SCORES_COLOUR,
    )
    for entry in stats:
        rating = (
            "\n"
            + t(
                "bot.scores.stats.rating",
                rating=shown_rating(entry.rating, entry.games),
            )
            if entry.rating is not None
            else ""
        )
        embed.add_field(
            name=game_title(entry.game_id),
            value=t(
                "bot.scores.stats.entry",
                wins=count(entry.wins, "win"),
                games=count(entry.games, "game"),
                rate=f"{entry.win_rate:.0%}",
                best=entry.best_score,
                average=f"{entry.average_score:.0f}",
                rating=rating,
                when=f"<t:{int(entry.last_played)}:R>",
            ),
        )
    if seasons:
        embed.add_field(
            name=t("bot.seasons.stats.title"),
            value=stats_field(seasons),
            inline=False,
        )
    if any(entry.rating is not None for entry in stats):
        embed.set_footer(text=t("bot.endgame.rating.about", games=PROVISIONAL_GAMES))
    return embed


class ScoresCog(commands.Cog):
    """The server's leaderboards and each player's record."""

    @app_commands.command(name="leaderboard", description="This server's best players")
    @app_commands.describe(
        game="One game (default: all games)",
        period="How far back",
        season="A past season's final standings (choose the game too)",
    )
    @app_commands.choices(
        game=[app_commands.Choice(name=game_class(gid).title, value=gid) for gid in game_ids()],
        period=[app_commands.Choice(name=name, value=p.value) for p, name in PERIOD_NAMES.items()],
    )
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str] | None = None,
        period: app_commands.Choice[str] | None = None,
        season: app_commands.Range[str, None, 40] | None = None,
    ) -> None:
        if season:
            await season_board(interaction, game.value if game else None, season)
            return
        chosen = Period(period.value) if period is not None else Period.ALL
        page = await actions.service_of(interaction).store.leaderboard(
            interaction.guild_id or 0, game.value if game else None, chosen, 1, PER_PAGE
        )
        url = await leaderboard_page_url(interaction, page.game_id)
        with i18n.speaking(guild_locale(interaction)):  # a public message: the server's
            view, embed = leaderboard_view(page, url), leaderboard_embed(page)
        if view is None:
            await interaction.response.send_message(embed=embed)
        else:
            await interaction.response.send_message(embed=embed, view=view)

    @leaderboard.autocomplete("season")
    async def leaderboard_season(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await season_choices(interaction, current)

    @app_commands.command(name="stats", description="A player's record on this server")
    @app_commands.describe(user="Whose record (default: yours)")
    async def stats(
        self, interaction: discord.Interaction, user: discord.Member | None = None
    ) -> None:
        async with refusals(interaction):
            member = user or interaction.user
            stats = await actions.service_of(interaction).store.player_stats(
                interaction.guild_id or 0, member.id
            )
            if not stats:
                raise TableError.text(t("bot.scores.stats.none", name=member.display_name))
            seasons = await seasons_of(interaction).store.player_seasons(
                interaction.guild_id or 0, member.id
            )
            with i18n.speaking(guild_locale(interaction)):  # a public message: the server's
                embed = stats_embed(member, stats, seasons)
            await interaction.response.send_message(embed=embed)
