"""``/game ...``: the table's life, common to every game (open, join, start, abort...).

Each command parses, calls the table service and replies privately; the table message in
the channel (kept up to date by the front end) is what everyone sees.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import actions, messages
from bot.discord.hands import show_hand
from bot.discord.limits import MAX_GAME_ID_OPTION, MAX_OPTIONS_OPTION
from bot.discord.locale import t
from bot.discord.options import (
    MAX_CHOICE_LENGTH,
    MAX_CHOICES,
    check_names,
    option_completions,
    option_help,
    parse_options,
    title_of,
    typed,
)
from bot.discord.places import (
    TablePlace,
    default_options,
    server_level,
    table_place,
    thread_line,
)
from bot.discord.plugins import new_parameters, plugin
from bot.discord.replays import finished_game_choices, send_replay
from bot.discord.replies import refusals, reply_privately
from bot.discord.web import open_table as open_table_page
from bot.tables.table import Table
from engine.core import LEVELS, Game, GameSetupError, OptionSpec
from engine.registry import game_class, game_ids

#: The longest ``timer`` a player may type (a level's name, or seconds).
MAX_TIMER_OPTION = 20
#: The seconds per move ``timer`` offers for a game timed in seconds (0: no limit).
TIMER_SECONDS = (30, 60, 90, 120, 180, 0)

NewCallback = TypeVar("NewCallback", bound=Callable[..., Coroutine[Any, Any, None]])


def game_choices() -> list[app_commands.Choice[str]]:
    """The games this bot can run: every registered game (each has its pieces in every
    layer, or the bot does not start: :func:`~bot.discord.plugins.check_games`)."""
    return [app_commands.Choice(name=game_class(gid).title, value=gid) for gid in game_ids()]


def with_game_parameters(callback: NewCallback) -> NewCallback:
    """``callback`` (``/game new``) with the games' own parameters
    (:attr:`~bot.discord.plugins.GamePlugin.new_parameters`: Deal Me In's ``level``) put
    before its keyword-only ones, with their descriptions and choices; their values reach
    it as keyword arguments, by option name."""
    signature = inspect.signature(callback)
    fixed = [p for p in signature.parameters.values() if p.kind is not p.VAR_KEYWORD]
    at = next((i for i, p in enumerate(fixed) if p.kind is p.KEYWORD_ONLY), len(fixed))
    found = new_parameters()
    extra = [
        inspect.Parameter(
            parameter.option,
            inspect.Parameter.KEYWORD_ONLY,
            default=None,
            annotation=app_commands.Choice[str] | None,
        )
        for parameter, _ in found
    ]
    # discord.py reads the command's parameters from the signature.
    callback.__signature__ = signature.replace(  # type: ignore[attr-defined]
        parameters=[*fixed[:at], *extra, *fixed[at:]]
    )
    if found:
        described = app_commands.describe(**{p.option: p.description for p, _ in found})
        chosen = app_commands.choices(**{p.option: choices for p, choices in found})
        callback = chosen(described(callback))
    return callback


def timer_spec(game: type[Game]) -> OptionSpec | None:
    """The option of ``game`` that ``/game new``'s ``timer`` sets, if it has one."""
    name = plugin(game.game_id).timer_option
    return next((spec for spec in game.option_specs if spec.name == name), None)


def timer_choices(game: type[Game], typed: str) -> list[app_commands.Choice[str]]:
    """The times per move of ``game`` that contain what is typed, worded in the language now: its
    named levels (Deal Me In's, with what each means), or a few numbers of seconds."""
    spec = timer_spec(game)
    if spec is None:
        return []
    wanted = typed.strip().lower()
    if spec.choices is not None:
        about = option_help(game, spec)
        named = [(f"{t(f'bot.choice.{value}')} · {about}", str(value)) for value in spec.choices]
    else:
        seconds = sorted({*TIMER_SECONDS, int(spec.default)})
        named = [(timer_words(value), str(value)) for value in seconds]
    return [
        app_commands.Choice(name=label[:MAX_CHOICE_LENGTH], value=value)
        for label, value in named
        if wanted in label.lower() or value.startswith(wanted)
    ][:MAX_CHOICES]


def timer_words(seconds: int) -> str:
    """``90 seconds per move``, or no limit for 0."""
    if seconds == 0:
        return t("bot.endgame.optvalue.no_limit")
    return t("bot.endgame.timer.seconds", seconds=seconds)


def timer_setting(game: type[Game], text: str) -> tuple[str, Any]:
    """The option and value that ``timer`` (as chosen or typed) sets for ``game``;
    refused, in the language now, for a game without a timer or a value that is none of its."""
    spec = timer_spec(game)
    if spec is None:
        raise GameSetupError(t("bot.endgame.timer.none"))
    value = text.strip().lower()
    if spec.choices is not None:
        if value not in {str(choice) for choice in spec.choices}:
            raise GameSetupError(t("bot.endgame.timer.bad", value=repr(text), game=title_of(game)))
        return spec.name, value
    if not value.isdigit():
        raise GameSetupError(t("bot.endgame.timer.bad", value=repr(text), game=title_of(game)))
    return spec.name, int(value)


def bot_level_choices() -> list[app_commands.Choice[str]]:
    """The computer players' levels, from the engine (so the two cannot disagree)."""
    return [app_commands.Choice(name=level.title(), value=level) for level in LEVELS]


class GameCog(commands.GroupCog, group_name="game", group_description="Card tables"):
    """Commands that open, fill, start and close the table of a channel."""

    @app_commands.command(name="new", description="Open a table for a game in this channel")
    @app_commands.describe(
        game="Which game",
        timer="Time per move (the list is the chosen game's)",
        options="Game options as name=value, e.g. point_limit=50 turn_seconds=90",
    )
    @app_commands.choices(game=game_choices())
    @with_game_parameters
    async def new(
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        timer: app_commands.Range[str, None, MAX_TIMER_OPTION] | None = None,
        *,
        options: app_commands.Range[str, None, MAX_OPTIONS_OPTION] | None = None,
        **own: app_commands.Choice[str] | None,
    ) -> None:
        async with refusals(interaction):
            actions.channel_id_of(interaction)  # refused outside servers
            chosen_class = game_class(game.value)
            chosen = parse_options(chosen_class, options or "")
            check_names(chosen_class, chosen)
            if timer is not None and timer.strip():
                name, value = timer_setting(chosen_class, timer)
                if name in chosen:
                    raise GameSetupError(t("bot.options.twice", name=typed(name)))
                chosen[name] = value
            for name, value in own.items():  # the games' own parameters, by option name
                if value is not None:
                    # level=True: the name came from a parameter of /game new, not options.
                    check_names(chosen_class, {name: value.value}, level=True)
                    if name in chosen:
                        raise GameSetupError(t("bot.options.twice", name=typed(name)))
                    chosen[name] = value.value

            async def open_table() -> tuple[TablePlace, Table]:
                place = await table_place(interaction, game.value)
                table = await actions.service_of(interaction).create(
                    interaction.guild_id or 0,
                    place.channel_id,
                    actions.player_of(interaction),
                    game.value,
                    {**default_options(chosen_class, place.settings), **chosen},
                )
                return place, table

            # One request when quick (a thread to make too may take longer: then deferred).
            place, table = await actions.soon(interaction, open_table())
            opened = t(
                "bot.table.opened",
                game=messages.table_title(table),
                options=messages.options_text(table),
            )
            await reply_privately(interaction, opened + thread_line(place))

    @new.autocomplete("timer")
    async def new_timer(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The chosen game's times per move (none for a game without one)."""
        game_id = getattr(interaction.namespace, "game", None)
        if game_id not in game_ids():
            return []
        return timer_choices(game_class(game_id), current)

    @new.autocomplete("options")
    async def new_options(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """``name=default`` for the options of the game chosen so far."""
        game_id = getattr(interaction.namespace, "game", None)
        if game_id not in game_ids():
            return []
        return option_completions(game_class(game_id), current)

    @app_commands.command(name="join", description="Sit down at this channel's table")
    async def join(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            await actions.join(interaction)

    @app_commands.command(name="leave", description="Leave this channel's table")
    async def leave(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            await actions.leave(interaction)

    @app_commands.command(name="addbot", description="Seat a computer player in the lobby")
    @app_commands.describe(level="How well it plays: easy, normal (the default) or hard")
    @app_commands.choices(level=bot_level_choices())
    async def addbot(
        self, interaction: discord.Interaction, level: app_commands.Choice[str] | None = None
    ) -> None:
        async with refusals(interaction):
            chosen = level.value if level is not None else await server_level(interaction)
            await actions.add_bot(interaction, chosen)

    @app_commands.command(name="kick", description="Remove a player (host or moderator)")
    @app_commands.describe(member="The player to remove")
    async def kick(self, interaction: discord.Interaction, member: discord.Member) -> None:
        async with refusals(interaction):
            channel_id = actions.channel_id_of(interaction)
            await actions.defer_privately(interaction)
            await actions.service_of(interaction).kick(
                channel_id,
                actions.player_of(interaction),
                member.id,
                moderator=actions.is_moderator(interaction),
            )
            await reply_privately(
                interaction,
                t("bot.table.kicked", name=member.display_name),
            )

    @app_commands.command(name="start", description="Deal and start the game (host)")
    async def start(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            await actions.start(interaction)

    @app_commands.command(name="countdown", description="Let the lobby start by itself (host)")
    @app_commands.describe(
        seconds="Start this many seconds from now, or as soon as the table is full (0: off)"
    )
    async def countdown(
        self, interaction: discord.Interaction, seconds: app_commands.Range[int, 0, 900]
    ) -> None:
        async with refusals(interaction):
            channel_id = actions.channel_id_of(interaction)
            await actions.defer_privately(interaction)
            table = await actions.service_of(interaction).set_countdown(
                channel_id, actions.player_of(interaction), seconds
            )
            if table.game is not None:
                text = t(
                    "bot.table.countdown.full",
                    game=messages.table_title(table),
                )
            elif table.autostart_at is None:
                text = t("bot.table.countdown.off")
            else:
                when = f"<t:{int(table.autostart_at)}:R>"
                text = t("bot.table.countdown.on", when=when)
            await reply_privately(interaction, text)

    @app_commands.command(name="abort", description="Close the table without a result")
    async def abort(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            channel_id = actions.channel_id_of(interaction)
            await actions.defer_privately(interaction)
            await actions.service_of(interaction).abort(
                channel_id,
                actions.player_of(interaction),
                moderator=actions.is_moderator(interaction),
            )
            await reply_privately(interaction, t("bot.table.aborted"))

    @app_commands.command(name="status", description="Show this channel's table to you")
    async def status(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            service = actions.service_of(interaction)
            table = service.require_table(actions.channel_id_of(interaction))
            await actions.defer_privately(interaction)
            embed, files = await messages.table_message(table)
            await reply_privately(interaction, embed=embed, file=files[0] if files else None)

    @app_commands.command(
        name="open", description="Open this channel's table as a page (the Activity)"
    )
    async def open(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            await open_table_page(interaction)

    @app_commands.command(name="hand", description="Show your cards to you alone")
    async def hand(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            await show_hand(interaction)

    @app_commands.command(name="export", description="The last finished game's record (JSON)")
    async def export(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            service = actions.service_of(interaction)
            record = await service.export_record(actions.channel_id_of(interaction))
            settings = getattr(interaction.client, "settings", None)
            url = getattr(settings, "rules_url", None)
            where = (
                t("bot.endgame.export.where_link", url=url)
                if url
                else t("bot.endgame.export.where_book")
            )
            await reply_privately(
                interaction,
                t("bot.table.export", where=where),
                file=messages.record_file(record),
            )

    # ------------------------------------------------------------------ replays

    @app_commands.command(name="replay", description="A finished game as an animated picture")
    @app_commands.describe(game_id="A finished game's id (default: this channel's last game)")
    async def replay(
        self,
        interaction: discord.Interaction,
        game_id: app_commands.Range[str, None, MAX_GAME_ID_OPTION] | None = None,
    ) -> None:
        async with refusals(interaction):
            await send_replay(interaction, game_id)

    @replay.autocomplete("game_id")
    async def replay_game_id(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await finished_game_choices(interaction, current)
