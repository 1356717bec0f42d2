"""``/tournament ...``: a server's tournaments, run by the bot.

``/tournament new`` opens the sign-up (a message with Sign up and Leave buttons, whose
custom ids carry the tournament: ``tn:join:<id>``, so they work after a restart); at
``starts:`` (or ``/tournament start``) the sign-up closes and each round opens its tables
itself, each in a thread of the tournament's channel with its players mentioned. With
``checkin:``, each round is first announced with a Check in button (``tn:in:<id>:<round>``)
and paired when its window ends or everyone is in. Results come from the finished games;
the standings (a picture drawn by :mod:`images.podium`) or, in a single elimination, the
bracket (:mod:`images.bracket`) follow every round, and the winner is announced. The
organizer or a moderator (Manage Server) adds computer players, starts, pauses, drops a
player or cancels; players leave.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractContextManager
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions
from bot.discord.frontend import QUIET
from bot.discord.items import NO_ID, GameButton
from bot.discord.locale import SpeaksToClicker, guild_id_locale, t
from bot.discord.locale import game_title as named
from bot.discord.messages import render_file
from bot.discord.options import parse_options
from bot.discord.port import bot_of
from bot.discord.replies import refusals, reply_privately
from bot.tables.ports import TableError
from bot.tournaments.service import ABSENCES, SIGNUP, Entrant, Running, TournamentService
from engine import i18n
from engine.core import LEVELS
from engine.registry import game_class, game_ids
from engine.tournament import FORMATS, Format, Tournament
from images.bracket import Bracket, BracketRound, BracketSeat, render_bracket
from images.podium import Board, BoardLine, render_board

TOURNAMENT_COLOUR = discord.Colour(0x1ABC9C)
#: Lines of standings in a message.
SHOWN = 10


def tournaments_of(interaction: discord.Interaction) -> TournamentService:
    return bot_of(interaction).tournaments


def title_of(game_id: str) -> str:
    return named(game_id, game_class(game_id).title)


def heading(running: Running) -> str:
    state = running.state
    return t(
        "bot.tournament.heading",
        game=title_of(running.stored.game_id),
        format=t(f"bot.tournament.format.{state['format']}"),
    )


def who(entrant: Entrant) -> str:
    return entrant.name if entrant.user_id is None else f"<@{entrant.user_id}>"


def mentioning(entrants: Sequence[Entrant]) -> discord.AllowedMentions:
    """A post that notifies the members among ``entrants`` and no one else."""
    users = [discord.Object(e.user_id) for e in entrants if e.user_id is not None]
    return discord.AllowedMentions(users=users, roles=False, everyone=False)


def points(value: Any) -> str:
    """A number of points: ``2``, ``1.5``, ``0.67``."""
    return f"{float(value):.2f}".rstrip("0").rstrip(".")


def standings_lines(running: Running) -> list[str]:
    lines = []
    for line in running.standings()[:SHOWN]:
        entrant = running.entrant(line.player)
        key = "bot.tournament.standing_dropped" if line.dropped else "bot.tournament.standing"
        lines.append(
            t(
                key,
                place=line.place,
                player=who(entrant),
                points=points(line.points),
                tiebreak=points(line.buchholz),
                games=t("bot.scores.game", count=line.games),
            )
        )
    return lines


def standings_board(running: Running, subtitle: str) -> Board:
    columns = tuple(t(f"bot.tournament.col.{c}") for c in ("points", "buchholz", "games"))
    return Board(
        kind="tournament",
        title=heading(running),
        subtitle=subtitle,
        columns=columns,
        lines=tuple(
            BoardLine(
                line.place,
                running.entrant(line.player).name,
                (points(line.points), points(line.buchholz), str(line.games)),
            )
            for line in running.standings()
        ),
    )


def round_label(engine: Tournament, number: int) -> str:
    """An elimination round's name: the final (one table, no byes), the semi-final (two
    tables whose players through fill the final), or its number."""
    played = engine.rounds[number - 1]
    if not played.byes and len(played.tables) == 1:
        return t("bot.tournament.bracket.final")
    if not played.byes and len(played.tables) == 2 and engine.seats == 2 * engine.advance:
        return t("bot.tournament.bracket.semifinal")
    return t("bot.tournament.bracket.round", round=number)


def bracket_of(running: Running, subtitle: str) -> Bracket:
    """The elimination's bracket, every round so far; the seats of a played table in the
    order they finished."""
    engine = running.engine
    assert engine is not None
    advance = engine.advance
    rounds = []
    for number, played in enumerate(engine.rounds, start=1):
        tables = []
        for table, result in zip(played.tables, played.results, strict=True):
            if result is None:
                tables.append(tuple(BracketSeat(running.entrant(p).name) for p in table))
                continue
            ranks = dict(zip(result.players, result.ranks, strict=True))
            order = result.finishing_order()
            tables.append(
                tuple(
                    BracketSeat(running.entrant(p).name, ranks[p], index < advance)
                    for index, p in enumerate(order)
                )
            )
        rounds.append(
            BracketRound(
                round_label(engine, number),
                tuple(tables),
                tuple(running.entrant(p).name for p in played.byes),
            )
        )
    winner = engine.winner
    return Bracket(
        title=heading(running),
        subtitle=subtitle,
        rounds=tuple(rounds),
        winner=None if winner is None else running.entrant(winner).name,
    )


async def standings_file(running: Running, subtitle: str) -> discord.File:
    """The picture after a round: the bracket of a single elimination, else the standings."""
    if running.state["format"] == Format.ELIMINATION.value and running.engine is not None:
        return await render_file(render_bracket, bracket_of(running, subtitle))
    return await render_file(render_board, standings_board(running, subtitle))


def options_line(running: Running) -> str:
    """The tournament's own options in words: check-in, absent players, ranked."""
    absence = t(f"bot.tournament.absence.{running.absence}")
    if running.checkin_seconds > 0:
        minutes = round(running.checkin_seconds / 60)
        line = t("bot.tournament.signup.checkin", minutes=minutes, absence=absence)
    else:
        line = t("bot.tournament.signup.out_of_time", absence=absence)
    if not running.ranked:
        line = f"{line} {t('bot.tournament.signup.unranked')}"
    return line


def signup_embed(running: Running) -> discord.Embed:
    state = running.state
    entrants = running.entrants
    lines = [
        t(
            "bot.tournament.signup.about",
            seats=state["seats"],
            rounds=state["rounds"],
            when=f"<t:{int(state['starts_at'])}:R>",
        ),
        options_line(running),
        t("bot.tournament.signup.count", count=len(entrants)),
        ", ".join(who(e) for e in entrants[:40]),
    ]
    return discord.Embed(
        title=heading(running),
        description="\n".join(line for line in lines if line),
        colour=TOURNAMENT_COLOUR,
    )


def button(key: str, custom_id: str, style: discord.ButtonStyle) -> discord.ui.Button[Any]:
    """A tournament button, labelled by ``key`` in the language now (its post's)."""
    return discord.ui.Button(label=t(key), style=style, custom_id=custom_id)


class TournamentButton(SpeaksToClicker, GameButton, template=NO_ID):
    """A button of a tournament's posts: its custom id names the tournament, so that it
    works after a restart; its click is answered in the clicker's language."""


class SignUpButton(
    TournamentButton,
    template=re.compile(r"tn:(?P<way>join|leave):(?P<tid>[0-9a-f]{12})"),
):
    """Sign up for (or leave) the tournament it names."""

    def __init__(self, way: str, tournament_id: str) -> None:
        self.way, self.tournament_id = way, tournament_id
        style = discord.ButtonStyle.success if way == "join" else discord.ButtonStyle.secondary
        super().__init__(button(f"bot.tournament.button.{way}", f"tn:{way}:{tournament_id}", style))

    @classmethod
    def from_match(cls, match: re.Match[str]) -> SignUpButton:
        return cls(match["way"], match["tid"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            service = tournaments_of(interaction)
            if self.way == "join":
                await service.sign_up(self.tournament_id, actions.player_of(interaction))
                key = "bot.tournament.signed_up"
            else:
                await service.leave(self.tournament_id, interaction.user.id)
                key = "bot.tournament.left"
            await reply_privately(interaction, t(key))


def signup_view(running: Running) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(SignUpButton("join", running.tournament_id))
    view.add_item(SignUpButton("leave", running.tournament_id))
    return view


class CheckInButton(
    TournamentButton,
    template=re.compile(r"tn:in:(?P<tid>[0-9a-f]{12}):(?P<round>[0-9]{1,4})"),
):
    """Check in for the round of the tournament it names."""

    def __init__(self, tournament_id: str, round_number: int) -> None:
        self.tournament_id, self.round_number = tournament_id, round_number
        custom_id = f"tn:in:{tournament_id}:{round_number}"
        super().__init__(
            button("bot.tournament.button.checkin", custom_id, discord.ButtonStyle.success)
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> CheckInButton:
        return cls(match["tid"], int(match["round"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            await actions.defer_privately(interaction)
            await tournaments_of(interaction).check_in(
                self.tournament_id, self.round_number, interaction.user.id
            )
            await reply_privately(
                interaction,
                t("bot.tournament.checked_in", round=self.round_number),
            )


class DiscordTournamentFrontend:
    """The tournament service's front end (:class:`bot.tournaments.service.TournamentFrontend`)."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    def _speaking(self, running: Running) -> AbstractContextManager[None]:
        """What the tournament posts is read by its channel: in the server's language,
        whoever's command or click (a Polish player's sign-up) made the service post it."""
        return i18n.speaking(guild_id_locale(self.bot, running.stored.guild_id))

    def _channel(self, running: Running) -> discord.PartialMessageable:
        stored = running.stored
        return self.bot.get_partial_messageable(stored.channel_id, guild_id=stored.guild_id)

    async def signup_opened(self, tournament: Running) -> int | None:
        with self._speaking(tournament):
            message = await self._channel(tournament).send(
                embed=signup_embed(tournament), view=signup_view(tournament)
            )
            return message.id

    async def signup_changed(self, tournament: Running) -> None:
        message_id = tournament.state.get("message_id")
        if message_id is None:
            return
        message = self._channel(tournament).get_partial_message(message_id)
        with self._speaking(tournament):
            embed = signup_embed(tournament)
        await message.edit(embed=embed)

    async def table_channel(
        self, tournament: Running, round_number: int, table: int, seats: Sequence[Entrant]
    ) -> int:
        with self._speaking(tournament):
            parent = self.bot.get_channel(tournament.stored.channel_id)
            if not isinstance(parent, discord.TextChannel):
                parent = await self.bot.fetch_channel(tournament.stored.channel_id)
            assert isinstance(parent, discord.TextChannel)
            name = t("bot.tournament.thread", round=round_number, table=table + 1)
            thread = await parent.create_thread(
                name=name[:100], type=discord.ChannelType.public_thread, auto_archive_duration=1440
            )
            await thread.send(
                t(
                    "bot.tournament.table_opened",
                    round=round_number,
                    players=", ".join(who(e) for e in seats),
                ),
                allowed_mentions=mentioning(seats),
            )
            return thread.id

    async def checkin_opened(self, tournament: Running, round_number: int) -> None:
        with self._speaking(tournament):
            window = tournament.window
            assert window is not None
            engine = tournament.engine
            assert engine is not None
            humans = [
                e for e in tournament.entrants if e.user_id is not None and e.pid in engine.active
            ]
            view = discord.ui.View(timeout=None)
            view.add_item(CheckInButton(tournament.tournament_id, round_number))
            await self._channel(tournament).send(
                t(
                    "bot.tournament.checkin.post",
                    tournament=heading(tournament),
                    round=round_number,
                    players=", ".join(who(e) for e in humans),
                    when=f"<t:{int(window['until'])}:t>",
                    absence=t(f"bot.tournament.absence.{tournament.absence}"),
                ),
                view=view,
                allowed_mentions=mentioning(humans),
            )

    async def round_over(self, tournament: Running, round_number: int) -> None:
        with self._speaking(tournament):
            subtitle = t("bot.tournament.after_round", round=round_number)
            embed = discord.Embed(
                title=f"{heading(tournament)} · {subtitle}",
                description="\n".join(standings_lines(tournament)),
                colour=TOURNAMENT_COLOUR,
            )
            image = await standings_file(tournament, subtitle)
            embed.set_image(url=f"attachment://{image.filename}")
            await self._channel(tournament).send(embed=embed, file=image, allowed_mentions=QUIET)

    async def finished(self, tournament: Running) -> None:
        with self._speaking(tournament):
            lines = tournament.standings()
            if not lines:
                return
            winner = tournament.entrant(lines[0].player)
            await self._channel(tournament).send(
                t(
                    "bot.tournament.winner",
                    tournament=heading(tournament),
                    player=who(winner),
                ),
                allowed_mentions=QUIET,
            )

    async def cancelled(self, tournament: Running) -> None:
        with self._speaking(tournament):
            await self._channel(tournament).send(
                t("bot.tournament.cancelled", tournament=heading(tournament)),
                allowed_mentions=QUIET,
            )


def may_organize(interaction: discord.Interaction, running: Running) -> None:
    permissions = interaction.permissions
    if running.state["organizer_id"] == interaction.user.id or permissions.manage_guild:
        return
    raise TableError.text(t("bot.tournament.organizer_only"))


async def organize(
    interaction: discord.Interaction,
    tournament: str | None,
    act: Callable[[TournamentService, Running], Awaitable[str]],
) -> None:
    """An organizer's command on the tournament named (or the server's latest), refused to
    anyone else: ``act`` does it and says what it did, the command's private reply."""
    async with refusals(interaction):
        running = await chosen(interaction, tournament)
        may_organize(interaction, running)
        await reply_privately(interaction, await act(tournaments_of(interaction), running))


async def chosen(interaction: discord.Interaction, tournament: str | None) -> Running:
    """The tournament named, or the server's latest one."""
    service = tournaments_of(interaction)
    if interaction.guild_id is None:
        raise TableError.text(t("bot.tournament.guild_only"))
    if tournament:
        running = await service.get(tournament.strip())
        if running.stored.guild_id == interaction.guild_id:
            return running
    else:
        found = await service.in_guild(interaction.guild_id)
        if found:
            return found[0]
    raise TableError.text(t("bot.tournament.none"))


GAME_CHOICES = [app_commands.Choice(name=game_class(gid).title, value=gid) for gid in game_ids()]
#: The ``tournament`` option of the commands on one tournament: its id, or none for the
#: server's latest.
Which = app_commands.Range[str, None, 12] | None
WHICH = "Which tournament (default: the latest)"
FORMAT_NAMES = {"swiss": "Swiss", "roundrobin": "round robin", "elimination": "single elimination"}
ABSENCE_NAMES = {"computer": "a computer player stands in", "forfeit": "forfeit"}


class TournamentCog(
    commands.GroupCog, group_name="tournament", group_description="This server's tournaments"
):
    """Tournaments: opened, run and ended by the bot; organized by members."""

    @app_commands.command(name="new", description="Open a tournament's sign-up in this channel")
    @app_commands.describe(
        game="Which game",
        format="Swiss, round robin or single elimination",
        seats="Players at each table (default: two where the game allows it)",
        rounds="Swiss: how many rounds (default 3)",
        starts="Minutes until the sign-up closes and round 1 starts (default 10)",
        options="Game options as name=value, e.g. point_limit=50 turn_seconds=90",
        checkin="Minutes of check-in before each round (default 0: no check-in)",
        absent=(
            "A player absent from check-in or out of time: a computer plays for them,"
            " or they forfeit"
        ),
        ranked="Whether its games count for this server's leaderboards (default: yes)",
    )
    @app_commands.choices(
        game=GAME_CHOICES,
        format=[app_commands.Choice(name=FORMAT_NAMES[f], value=f) for f in FORMATS],
        absent=[app_commands.Choice(name=ABSENCE_NAMES[a], value=a) for a in ABSENCES],
    )
    async def new(
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        format: app_commands.Choice[str],
        seats: app_commands.Range[int, 2, 6] | None = None,
        rounds: app_commands.Range[int, 1, 12] | None = None,
        starts: app_commands.Range[int, 0, 10080] = 10,
        options: app_commands.Range[str, None, 200] | None = None,
        checkin: app_commands.Range[int, 0, 1440] = 0,
        absent: app_commands.Choice[str] | None = None,
        ranked: bool = True,
    ) -> None:
        async with refusals(interaction):
            channel_id = actions.channel_id_of(interaction)
            parsed = parse_options(game_class(game.value), options or "")
            await actions.defer_privately(interaction)
            running = await tournaments_of(interaction).create(
                interaction.guild_id or 0,
                channel_id,
                actions.player_of(interaction),
                game.value,
                format.value,
                seats,
                rounds,
                starts * 60.0,
                parsed,
                checkin_seconds=checkin * 60.0,
                absence=absent.value if absent else ABSENCES[0],
                ranked=ranked,
            )
            await reply_privately(interaction, t("bot.tournament.opened", id=running.tournament_id))

    @app_commands.command(name="addbot", description="Enter a computer player (organizer)")
    @app_commands.describe(level="How well it plays", tournament=WHICH)
    @app_commands.choices(level=[app_commands.Choice(name=level, value=level) for level in LEVELS])
    async def addbot(
        self,
        interaction: discord.Interaction,
        level: app_commands.Choice[str] | None = None,
        tournament: Which = None,
    ) -> None:

        async def add(service: TournamentService, running: Running) -> str:
            changed = await service.add_computer(
                running.tournament_id, level.value if level else "normal"
            )
            return t("bot.tournament.bot_added", count=len(changed.entrants))

        await organize(interaction, tournament, add)

    @app_commands.command(
        name="start", description="Close the sign-up and start round 1 now (organizer)"
    )
    @app_commands.describe(tournament=WHICH)
    async def start(self, interaction: discord.Interaction, tournament: Which = None) -> None:

        async def begin(service: TournamentService, running: Running) -> str:
            if running.phase != SIGNUP:
                raise TableError.of("tournament.not_signup")
            await actions.defer_privately(interaction)
            await service.begin(running.tournament_id)
            return t("bot.tournament.started")

        await organize(interaction, tournament, begin)

    @app_commands.command(name="standings", description="A tournament's standings")
    @app_commands.describe(tournament=WHICH)
    async def standings(self, interaction: discord.Interaction, tournament: Which = None) -> None:
        async with refusals(interaction):
            running = await chosen(interaction, tournament)
            lines = standings_lines(running) or [t("bot.tournament.no_standings")]
            embed = discord.Embed(
                title=heading(running),
                description="\n".join(lines),
                colour=TOURNAMENT_COLOUR,
            )
            await reply_privately(interaction, embed=embed)

    @app_commands.command(name="leave", description="Leave a tournament")
    @app_commands.describe(tournament=WHICH)
    async def leave(self, interaction: discord.Interaction, tournament: Which = None) -> None:
        async with refusals(interaction):
            running = await chosen(interaction, tournament)
            await tournaments_of(interaction).leave(running.tournament_id, interaction.user.id)
            await reply_privately(interaction, t("bot.tournament.left"))

    @app_commands.command(
        name="drop", description="Drop a player from the rounds to come (organizer)"
    )
    @app_commands.describe(member="The player", tournament=WHICH)
    async def drop(
        self,
        interaction: discord.Interaction,
        member: discord.Member,
        tournament: Which = None,
    ) -> None:

        async def drop(service: TournamentService, running: Running) -> str:
            await service.drop(running.tournament_id, member.id)
            return t("bot.tournament.dropped", player=f"<@{member.id}>")

        await organize(interaction, tournament, drop)

    @app_commands.command(name="pause", description="Pair no new round until resumed (organizer)")
    @app_commands.describe(tournament=WHICH)
    async def pause(self, interaction: discord.Interaction, tournament: Which = None) -> None:
        await self._pause(interaction, tournament, True)

    @app_commands.command(name="resume", description="Go on with a paused tournament (organizer)")
    @app_commands.describe(tournament=WHICH)
    async def resume(self, interaction: discord.Interaction, tournament: Which = None) -> None:
        await self._pause(interaction, tournament, False)

    async def _pause(
        self, interaction: discord.Interaction, tournament: str | None, paused: bool
    ) -> None:
        async def pause(service: TournamentService, running: Running) -> str:
            await actions.defer_privately(interaction)
            await service.pause(running.tournament_id, paused)
            return t("bot.tournament.paused" if paused else "bot.tournament.resumed")

        await organize(interaction, tournament, pause)

    @app_commands.command(name="cancel", description="End a tournament with no winner (organizer)")
    @app_commands.describe(tournament=WHICH)
    async def cancel(self, interaction: discord.Interaction, tournament: Which = None) -> None:

        async def cancel(service: TournamentService, running: Running) -> str:
            await service.cancel(running.tournament_id)
            return t("bot.tournament.cancelled_reply")

        await organize(interaction, tournament, cancel)
