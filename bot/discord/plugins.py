"""The games in Discord: each game's :class:`GamePlugin` (its manifest), found from the
game's id, and the check that every registered game is whole before the bot starts.

A game is registered once, in :mod:`engine.registry`. Its bot manifest is the ``MANIFEST``
of ``bot/discord/games/<game>/manifest.py`` (:func:`module_name`), its pictures' that of
``images/<game>/manifest.py`` (:mod:`images.plugins`). The generic modules (the table
message's buttons, "My hand", the DMs, ``/game``, ``/rules``...) ask this module for a
game's pieces at run time and never import a game's folder, so the import graph has no
circle through the games. :func:`check_games` loads every registered game's pieces in
every layer and raises :class:`~images.plugins.MissingPiece`, naming the game and the
piece, for the first one missing: the bot refuses to start without them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import images
from bot.discord import messages
from bot.tables.table import Table
from engine import i18n
from engine.core import Action
from engine.registry import game_class, game_ids
from images.plugins import MissingPiece, load_manifest

__all__ = [
    "CommandFor",
    "Describer",
    "GamePlugin",
    "HandPanelBuilder",
    "MissingPiece",
    "NewParameter",
    "TableControlsBuilder",
    "check_games",
    "game_plugins",
    "hand_panel_builder",
    "new_parameters",
    "panel_in_dm",
    "plugin",
    "table_controls",
]

#: Builds the hand panel of the human at a seat of a table in play, ``(table, seat)``, in
#: the language of the moment (:func:`engine.i18n.language`): the player's for "My hand",
#: their client's for a DM (the front end speaks it).
HandPanelBuilder = Callable[..., Awaitable[messages.PanelMessage]]
#: Builds a game's own controls of its table message in play (beside "My hand"), labelled
#: in the language of the moment (the table's: the table message's task speaks it):
#: ``(table)``.
TableControlsBuilder = Callable[[Table], list[discord.ui.Item[Any]]]
#: One step of a move of the game (:meth:`engine.core.Action.steps`) in words, in the
#: language of the moment: ``action -> "take 7♥ from the discard pile"``.
Describer = Callable[[Action], str]
#: The slash command, as typed, that makes one step of a move of the game:
#: ``action -> "/rummy draw source:7H"``.
CommandFor = Callable[[Action], str]


def no_table_controls(table: Table) -> list[discord.ui.Item[Any]]:
    """The default: the table message has only the common buttons."""
    return []


@dataclass(frozen=True, slots=True)
class NewParameter:
    """A parameter of ``/game new`` of its own for one of the game's options (Deal Me In's
    ``level``): named as the option, offering the option's choices (from the engine's
    :class:`~engine.core.OptionSpec`, so the two cannot disagree)."""

    option: str
    description: str


@dataclass(frozen=True, slots=True)
class GamePlugin:
    """What the bot needs to offer a game (its manifest in the bot layer).

    ``cog`` holds its move commands (its rules in short and the words they use are the
    catalogue's: ``bot.rules.<game>.summary``, ``.term.*`` and ``.means.*``, for
    ``/rules``). ``describe`` words one step of a move
    (:class:`Describer`) and ``command_for`` names the slash command that makes it
    (:class:`CommandFor`): the computer player's hint says both.
    ``hand_panel`` answers "My hand" (the button and ``/game hand``) and makes the hand
    sent by DM; the default shows the hand's image. A game with controls in the panel (a
    select menu of cards, buttons) gives its own builder; the panel can be asked for
    again at any time, so its controls should carry the move they were made for.
    ``components`` are the dynamic items (:class:`discord.ui.DynamicItem`) of those
    controls: the bot registers them at start, so a panel works after a restart.
    ``table_controls`` adds a game's own buttons to its table message while it is played
    (Indian rummy's deal ceremony: "Cut", "Draw the Joker"); they are dynamic items too.
    ``panel_in_dm``: the panel's controls name their table's channel, so the hand sent by
    DM carries them (without, a DM has the text and image only). ``new_parameters`` are
    the game's own parameters of ``/game new`` (:class:`NewParameter`).
    """

    cog: type[commands.Cog]
    describe: Describer
    command_for: CommandFor
    hand_panel: HandPanelBuilder = messages.hand_panel
    components: tuple[type[discord.ui.DynamicItem[Any]], ...] = ()
    table_controls: TableControlsBuilder = no_table_controls
    panel_in_dm: bool = False
    new_parameters: tuple[NewParameter, ...] = ()
    #: The option of the game's rules that ``/game new``'s ``timer`` sets (the time per
    #: move), or ``None`` when the game has none to choose.
    timer_option: str | None = None


_loaded: dict[str, GamePlugin] = {}


def module_name(game_id: str) -> str:
    """Where the bot manifest of ``game_id`` lives, by convention."""
    return f"bot.discord.games.{game_id}.manifest"


def plugin(game_id: str) -> GamePlugin:
    """The bot manifest of ``game_id``; :class:`MissingPiece` when there is none."""
    found = _loaded.get(game_id)
    if found is None:
        found = _loaded[game_id] = _load(game_id)
    return found


def _load(game_id: str) -> GamePlugin:
    name = module_name(game_id)
    found = load_manifest(game_id, "bot", name, GamePlugin)
    if not (isinstance(found.cog, type) and issubclass(found.cog, commands.Cog)):
        raise MissingPiece(game_id, "bot", f"cog (a commands.Cog class) in {name}")
    if not i18n.has(f"bot.rules.{game_id}.summary"):
        raise MissingPiece(game_id, "bot", f"rules summary bot.rules.{game_id}.summary")
    return found


def game_plugins() -> dict[str, GamePlugin]:
    """Every registered game's bot manifest, in the order games are offered."""
    return {game_id: plugin(game_id) for game_id in game_ids()}


def check_games() -> None:
    """Every registered game has its rules, its pictures and its pieces in the bot, and
    its ``/game new`` parameters are options of its rules; otherwise
    :class:`MissingPiece` naming the game and what it lacks."""
    owners: dict[str, str] = {}
    for game_id in game_ids():
        try:
            rules = game_class(game_id)
        except (KeyError, ImportError, AttributeError) as error:
            raise MissingPiece(game_id, "engine", f"rules class ({error})") from None
        images.manifest(game_id)
        options = {spec.name for spec in rules.option_specs}
        for parameter in plugin(game_id).new_parameters:
            if parameter.option not in options:
                raise MissingPiece(
                    game_id, "engine", f"option {parameter.option!r} for its /game new parameter"
                )
            if parameter.option in owners:
                raise ValueError(
                    f"the /game new parameter {parameter.option!r} is claimed by "
                    f"{owners[parameter.option]!r} and {game_id!r}"
                )
            owners[parameter.option] = game_id


def new_parameters() -> list[tuple[NewParameter, list[app_commands.Choice[str]]]]:
    """The games' own parameters of ``/game new``, each with its choices."""
    found = []
    for game_id, each in game_plugins().items():
        specs = {spec.name: spec for spec in game_class(game_id).option_specs}
        for parameter in each.new_parameters:
            spec = specs[parameter.option]
            choices = [
                app_commands.Choice(name=str(c).title(), value=str(c)) for c in spec.choices or ()
            ]
            found.append((parameter, choices))
    return found


def hand_panel_builder(game_id: str) -> HandPanelBuilder:
    """The hand panel of ``game_id``."""
    return plugin(game_id).hand_panel


def table_controls(table: Table) -> list[discord.ui.Item[Any]]:
    """The game's own controls of ``table``'s message, labelled in the language now."""
    return plugin(table.game_id).table_controls(table)


def panel_in_dm(game_id: str) -> bool:
    """Whether the game's panel works in a DM (its controls name their table), so that the
    DM'd hand carries its controls."""
    return plugin(game_id).panel_in_dm
