"""``/season set|show``, the season-end post and a past season's board.

A moderator (Manage Server) sets a game's seasons with ``/season set``: monthly (the
default of every server), weekly or none, the server's time zone, and the channel the
final standings are posted in (without one, the server's announcement channel of
``/config``). The post (:class:`DiscordSeasonFrontend`) is the podium picture
(:mod:`images.podium`) and each player's place, games and rating; ``/leaderboard season:``
pages through a past season (:func:`season_board`), its buttons' custom ids carrying the
board (``lbs:next:hearts:2026-11:2``) so that they work after a restart.
"""

from __future__ import annotations

import re

import discord
from discord import app_commands
from discord.ext import commands

from bot.daily.service import DAILY_GAME
from bot.discord.cogs.paging import PageButton, add_pages
from bot.discord.locale import SpeaksToClicker, guild_id_locale, guild_locale, t
from bot.discord.locale import game_title as named
from bot.discord.messages import render_file
from bot.discord.port import TableBot, bot_of
from bot.discord.replies import QUIET, refusals, reply_privately
from bot.seasons.calendar import DEFAULT_TIME_ZONE, Schedule, time_zones, valid_time_zone
from bot.seasons.service import SeasonService
from bot.storage.daily import DailyTotal
from bot.storage.seasons import Archive, PlayerSeasons, SeasonLine, SeasonPage, SeasonSettings
from bot.tables.ports import TableError
from engine import i18n
from engine.registry import game_class, game_ids
from images.podium import Board, BoardLine, render_board

SEASON_COLOUR = discord.Colour(0xE67E22)
PER_PAGE = 10
#: Discord's limit on autocomplete choices.
MAX_CHOICES = 25


def seasons_of(interaction: discord.Interaction) -> SeasonService:
    return bot_of(interaction).seasons


def guild_of(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        raise TableError.text(t("bot.seasons.guild_only"))
    return interaction.guild_id


def title_of(game_id: str) -> str:
    return named(game_id, game_class(game_id).title)


def counted(key: str, number: int) -> str:
    """A plural family's words for ``number`` (``1 game``, ``3 games``)."""
    return t(key, count=number)


def line_text(line: SeasonLine) -> str:
    games = counted("bot.scores.game", line.games)
    if line.rating is None:
        return t(
            "bot.seasons.post.line_unrated",
            place=line.place,
            player=f"<@{line.user_id}>",
            games=games,
        )
    return t(
        "bot.seasons.post.line",
        place=line.place,
        player=f"<@{line.user_id}>",
        games=games,
        rating=f"{line.rating:.1f}",
    )


def board_of(page: SeasonPage) -> Board:
    """The podium picture's content of a season's first page."""
    archive = page.archive
    return Board(
        kind="season",
        title=t(
            "bot.seasons.picture.title",
            game=title_of(archive.game_id),
            season=archive.season,
        ),
        subtitle=counted("bot.seasons.picture.subtitle", archive.players),
        columns=tuple(t(f"bot.seasons.col.{c}") for c in ("games", "wins", "rating")),
        lines=tuple(
            BoardLine(
                line.place,
                line.name,
                (
                    str(line.games),
                    str(line.wins),
                    "—" if line.rating is None else f"{line.rating:.1f}",
                ),
            )
            for line in page.lines
        ),
    )


async def podium_file(page: SeasonPage) -> discord.File:
    """The podium picture, in the language now (drawn as every picture is, off the loop)."""
    return await render_file(render_board, board_of(page))


def post_embed(page: SeasonPage) -> discord.Embed:
    archive = page.archive
    lines = [line_text(line) for line in page.lines]
    more = archive.players - len(page.lines)
    if more > 0:
        key = f"{archive.game_id}:{archive.season}"
        lines.append(t("bot.seasons.post.more", count=more, season=key))
    embed = discord.Embed(
        title=t(
            "bot.seasons.post.title",
            game=title_of(archive.game_id),
            season=archive.season,
        ),
        description="\n".join(lines),
        colour=SEASON_COLOUR,
    )
    embed.set_footer(text=t("bot.seasons.post.footer"))
    return embed


class DiscordSeasonFrontend:
    """The seasons service's front end (:class:`bot.seasons.service.SeasonFrontend`)."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    async def season_ended(self, page: SeasonPage) -> int | None:
        archive = page.archive
        assert archive.channel_id is not None
        with i18n.speaking(guild_id_locale(self.bot, archive.guild_id)):  # the server reads it
            embed = post_embed(page)
            champion = await self._daily_champion(archive)
            if champion is not None:
                line = t(
                    "bot.daily_week.champion",
                    player=f"<@{champion.user_id}>",
                    points=champion.total,
                    count=champion.days,
                )
                embed.description = f"{embed.description or ''}\n\n{line}".strip()
            image = await podium_file(page)
            embed.set_image(url=f"attachment://{image.filename}")
            channel = self.bot.get_partial_messageable(
                archive.channel_id, guild_id=archive.guild_id
            )
            message = await channel.send(embed=embed, file=image, allowed_mentions=QUIET)
            return message.id

    async def _daily_champion(self, archive: Archive) -> DailyTotal | None:
        """The season's daily champion: Deal Me In's seasons only (the daily challenge is
        a Deal Me In position)."""
        if archive.game_id != DAILY_GAME:
            return None
        daily = self.bot.daily
        return await daily.champion(archive.guild_id, archive.starts_at, archive.ends_at)


# ---------------------------------------------------------------------- a past season's board


def board_embed(page: SeasonPage) -> discord.Embed:
    archive = page.archive
    embed = discord.Embed(
        title=t(
            "bot.seasons.board.title",
            game=title_of(archive.game_id),
            season=archive.season,
        ),
        description="\n".join(line_text(line) for line in page.lines),
        colour=SEASON_COLOUR,
    )
    embed.set_footer(text=t("bot.seasons.board.page", page=page.page, pages=page.total_pages))
    return embed


class SeasonPageButton(
    SpeaksToClicker,
    PageButton,
    template=re.compile(
        r"lbs:(?P<way>prev|next):(?P<game>[a-z0-9_]+):(?P<season>[0-9W-]+):(?P<page>[0-9]+)"
    ),
):
    """ "Previous" or "Next" on a past season's board: shows page ``page`` of it."""

    def __init__(self, way: str, game_id: str, season: str, page: int) -> None:
        self.game_id, self.season, self.page = game_id, season, page
        super().__init__(way, f"lbs:{way}:{game_id}:{season}:{page}")

    @classmethod
    def from_match(cls, match: re.Match[str]) -> SeasonPageButton:
        return cls(match["way"], match["game"], match["season"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            store = seasons_of(interaction).store
            archive = await store.archive(guild_of(interaction), self.game_id, self.season)
            if archive is None:
                raise TableError.text(
                    t(
                        "bot.seasons.board.unknown",
                        season=self.season,
                        game=title_of(self.game_id),
                    )
                )
            page = await store.page(archive, self.page, PER_PAGE)
            with i18n.speaking(guild_locale(interaction)):  # a public message: the server's
                embed, view = board_embed(page), board_view(page)
            await interaction.response.edit_message(embed=embed, view=view)


def board_view(page: SeasonPage) -> discord.ui.View | None:
    if page.total_pages <= 1:
        return None
    archive = page.archive
    view = discord.ui.View(timeout=None)
    add_pages(
        view,
        page.page,
        page.total_pages,
        lambda way, to: SeasonPageButton(way, archive.game_id, archive.season, to),
    )
    return view


def parse_season(value: str, game_id: str | None) -> tuple[str | None, str]:
    """``hearts:2026-11`` (what the autocomplete offers) or ``2026-11`` with the game
    chosen: the game and the season's name."""
    value = value.strip()
    if ":" in value:
        game, season = value.split(":", 1)
        return game.strip() or game_id, season.strip()
    return game_id, value


async def season_board(interaction: discord.Interaction, game_id: str | None, season: str) -> None:
    """Answer ``/leaderboard season:`` with the first page of a past season."""
    async with refusals(interaction):
        guild_id = guild_of(interaction)
        game_id, key = parse_season(season, game_id)
        if game_id is None or game_id not in game_ids():
            raise TableError.text(t("bot.seasons.board.needs_game"))
        store = seasons_of(interaction).store
        archive = await store.archive(guild_id, game_id, key)
        if archive is None:
            raise TableError.text(
                t("bot.seasons.board.unknown", season=key, game=title_of(game_id))
            )
        page = await store.page(archive, 1, PER_PAGE)
        with i18n.speaking(guild_locale(interaction)):  # a public message: the server's
            view, embed = board_view(page), board_embed(page)
        if view is None:
            await interaction.response.send_message(embed=embed, allowed_mentions=QUIET)
        else:
            await interaction.response.send_message(embed=embed, view=view, allowed_mentions=QUIET)


async def season_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The server's past seasons (of the game chosen, if one is), the latest first."""
    if interaction.guild_id is None:
        return []
    chosen = getattr(interaction.namespace, "game", None)
    game_id = str(chosen) if chosen else None
    archives = await seasons_of(interaction).store.seasons(
        interaction.guild_id, game_id if game_id in game_ids() else None, MAX_CHOICES
    )
    wanted = current.strip().lower()
    choices = []
    for archive in archives:
        name = f"{title_of(archive.game_id)} · {archive.season}"
        if wanted in name.lower():
            value = f"{archive.game_id}:{archive.season}"
            choices.append(app_commands.Choice(name=name, value=value))
    return choices[:MAX_CHOICES]


def stats_field(seasons: list[PlayerSeasons]) -> str:
    """A player's seasons for ``/stats``: per game, the best place, the seasons, the games."""
    return "\n".join(
        t(
            "bot.seasons.stats.entry",
            game=title_of(entry.game_id),
            place=entry.best_place,
            season=entry.best_season,
            seasons=counted("bot.seasons.count", entry.seasons),
            games=counted("bot.scores.game", entry.games),
        )
        for entry in seasons
    )


# ---------------------------------------------------------------------- /season


GAME_CHOICES = [app_commands.Choice(name=game_class(gid).title, value=gid) for gid in game_ids()]


def archived_list(archives: list[Archive]) -> str:
    if not archives:
        return t("bot.seasons.show.no_past")
    return t("bot.seasons.show.past", seasons=", ".join(a.season for a in archives))


class SeasonCog(commands.GroupCog, group_name="season", group_description="This server's seasons"):
    """A server's seasons: set by a moderator, shown to anyone."""

    @app_commands.command(name="set", description="Set a game's seasons (Manage Server)")
    @app_commands.describe(
        game="Which game",
        schedule="How often a season ends: monthly (the default), weekly, or no seasons",
        time_zone="The server's time zone, e.g. Asia/Kolkata (default: UTC)",
        channel="Where the final standings are posted",
    )
    @app_commands.choices(
        game=GAME_CHOICES,
        schedule=[
            app_commands.Choice(name="monthly", value=Schedule.MONTHLY.value),
            app_commands.Choice(name="weekly", value=Schedule.WEEKLY.value),
            app_commands.Choice(name="no seasons", value=Schedule.NONE.value),
        ],
    )
    @app_commands.default_permissions(manage_guild=True)
    async def set_seasons(
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        schedule: app_commands.Choice[str] | None = None,
        time_zone: app_commands.Range[str, None, 64] | None = None,
        channel: discord.TextChannel | None = None,
    ) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            if not interaction.permissions.manage_guild:
                raise TableError.text(t("bot.seasons.manage_server"))
            zone = (time_zone or "").strip()
            if zone and not valid_time_zone(zone):
                raise TableError.text(t("bot.seasons.bad_time_zone", zone=zone))
            service = seasons_of(interaction)
            known = await service.settings(guild_id, game.value)
            chosen = SeasonSettings(
                guild_id,
                game.value,
                Schedule(schedule.value) if schedule is not None else known.schedule,
                zone or known.time_zone,
                channel.id if channel is not None else known.channel_id,
            )
            await service.set_settings(chosen)
            await reply_privately(interaction, settings_text(chosen))

    @set_seasons.autocomplete("time_zone")
    async def time_zones(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        wanted = current.strip().lower().replace(" ", "_")
        found = sorted(z for z in time_zones() if wanted in z.lower())
        if not wanted:
            found = [DEFAULT_TIME_ZONE, *COMMON_ZONES]
        return [app_commands.Choice(name=z, value=z) for z in found[:MAX_CHOICES]]

    @app_commands.command(name="show", description="A game's current season and the past ones")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def show(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            service = seasons_of(interaction)
            chosen = await service.settings(guild_id, game.value)
            current = service.current(chosen)
            name = title_of(game.value)
            if current is None:
                text = t("bot.seasons.show_none", game=name)
            else:
                text = t(
                    "bot.seasons.show",
                    game=name,
                    season=current.key,
                    when=f"<t:{int(current.ends_at)}:R>",
                    schedule=t(f"bot.seasons.schedule.{chosen.schedule.value}"),
                    zone=chosen.time_zone,
                )
            past = await service.store.seasons(guild_id, game.value, 12)
            await reply_privately(interaction, f"{text}\n{archived_list(past)}")


#: Offered before anything is typed: a few zones of the bot's languages' players.
COMMON_ZONES = (
    "Asia/Kolkata",
    "Europe/London",
    "Europe/Madrid",
    "America/Mexico_City",
    "America/Bogota",
    "America/Argentina/Buenos_Aires",
    "America/New_York",
    "America/Los_Angeles",
)


def settings_text(chosen: SeasonSettings) -> str:
    game = title_of(chosen.game_id)
    if chosen.schedule is Schedule.NONE:
        return t("bot.seasons.set_none", game=game)
    schedule = t(f"bot.seasons.schedule.{chosen.schedule.value}")
    if chosen.channel_id is None:
        return t(
            "bot.seasons.set_no_channel",
            game=game,
            schedule=schedule,
            zone=chosen.time_zone,
        )
    return t(
        "bot.seasons.set",
        game=game,
        schedule=schedule,
        zone=chosen.time_zone,
        channel=f"<#{chosen.channel_id}>",
    )
