"""Game options as typed in ``/game new options:``: ``point_limit=50 turn_seconds=90``.

Names and their values come from the engine's :attr:`~engine.core.Game.option_specs`; this
module only reads the text into typed values (a whole number for a number option, true or
false for a switch), and refuses a name the chosen game does not have in words a player can
act on (whose option it is, the game's own options with their defaults, what to leave
empty). Whether a value is allowed is the engine's call
(:meth:`~engine.core.Game.check_options`, through the table service), so the two can never
disagree. The refusals, the games' names and what each option does
(``bot.option.<game>.<option>``) are worded in the language now (the player's); the
options' names and values are the engine's, as players type them.
"""

from __future__ import annotations

from typing import Any

from discord import app_commands

from bot.discord.locale import game_title, t
from engine import i18n
from engine.core import Game, GameSetupError, OptionSpec
from engine.i18n import has
from engine.registry import game_class, game_ids

#: Discord shows at most 25 autocomplete choices, each at most 100 characters.
MAX_CHOICES = 25
MAX_CHOICE_LENGTH = 100

TRUE_WORDS = frozenset({"true", "yes", "on", "1"})
FALSE_WORDS = frozenset({"false", "no", "off", "0"})


def parse_options(game: type[Game], text: str) -> dict[str, Any]:
    """``name=value`` pairs (spaces or commas between them) as the game's typed options.

    An unknown name is kept as written (:func:`check_names` refuses it); a value that
    cannot be the option's type is refused here.
    """
    specs = {spec.name: spec for spec in game.option_specs}
    options: dict[str, Any] = {}
    for token in text.replace(",", " ").split():
        name, equals, value = token.partition("=")
        name = name.strip().lower()
        if not equals or not name or not value:
            raise GameSetupError(t("bot.options.form", example=example(game), token=repr(token)))
        if name in options:
            raise GameSetupError(t("bot.options.twice", name=typed(name)))
        spec = specs.get(name)
        options[name] = typed_value(spec, value) if spec is not None else value
    return options


def check_names(
    game: type[Game],
    options: dict[str, Any],
    *,
    level: bool = False,
) -> None:
    """Refuse a name that is no option of ``game``, saying which game it belongs to, which
    options ``game`` has (with their defaults) and what to leave empty. ``level`` is true
    when the name came from ``/game new``'s own ``level`` parameter (Deal Me In's)."""
    known = {spec.name for spec in game.option_specs}
    for name in options:
        if name in known:
            continue
        owners = [
            game_title(other, game_class(other).title)
            for other in game_ids()
            if other != game.game_id
            and any(spec.name == name for spec in game_class(other).option_specs)
        ]
        the_level = level and name == "level"
        if owners:
            key = "bot.options.level_for" if the_level else "bot.options.option_for"
            first = t(
                key,
                name=typed(name),
                owners=i18n.joined(owners),
                game=title_of(game),
            )
        else:
            key = "bot.options.no_level" if the_level else "bot.options.no_option"
            first = t(key, name=typed(name), game=title_of(game))
        leave = (
            t("bot.options.leave_level") if the_level else t("bot.options.remove", name=typed(name))
        )
        raise GameSetupError(f"{first}: {leave}. {options_help(game)}")


def typed(name: str) -> str:
    """An option's name as the player types it in ``options:``: as code (`` `point_limit` ``),
    the notation it is, not a word."""
    return f"`{name}`"


def options_help(game: type[Game]) -> str:
    """The options of ``game`` as a sentence: ``name=default`` (what it does), or that it
    has none and ``options`` stays empty."""
    if not game.option_specs:
        return t("bot.options.none", game=title_of(game))
    listed = "; ".join(
        f"`{spec.name}={format_value(new_default(game, spec))}` ({option_help(game, spec)})"
        for spec in game.option_specs
    )
    return t("bot.options.listed", game=title_of(game), options=listed)


def new_default(game: type[Game], spec: OptionSpec) -> Any:
    """What a new table takes for ``spec`` when the host says nothing (a house choice of
    :attr:`~engine.core.Game.table_defaults`, else the option's default)."""
    return game.table_defaults.get(spec.name, spec.default)


def title_of(game: type[Game]) -> str:
    """The game's name in the language now."""
    return game_title(game.game_id, game.title)


def option_help(game: type[Game], spec: OptionSpec) -> str:
    """What ``spec`` does, in the language now (the engine's own words for an option the catalogue
    does not know)."""
    key = f"bot.option.{game.game_id}.{spec.name}"
    return t(key) if has(key) else spec.help


def typed_value(spec: OptionSpec, text: str) -> Any:
    """``text`` as a value of the option's type (the type of its default)."""
    if isinstance(spec.default, bool):
        word = text.lower()
        if word in TRUE_WORDS:
            return True
        if word in FALSE_WORDS:
            return False
        raise GameSetupError(t("bot.options.switch", name=typed(spec.name), text=repr(text)))
    if isinstance(spec.default, int):
        try:
            return int(text)
        except ValueError:
            raise GameSetupError(
                t("bot.options.number", name=typed(spec.name), text=repr(text))
            ) from None
    return text


def example(game: type[Game]) -> str:
    """A sample ``name=default`` for messages (the game's first option)."""
    if not game.option_specs:
        return "name=value"
    spec = game.option_specs[0]
    return f"{spec.name}={format_value(spec.default)}"


def format_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def option_completions(game: type[Game], typed: str) -> list[app_commands.Choice[str]]:
    """Choices that complete ``typed`` with one more option of the game not yet given:
    ``name=default``, or each allowed value of an option with choices. A value being typed
    for a known option is offered as it stands. Each label says what the option does, in
    the language now."""
    tokens = typed.replace(",", " ").split()
    partial = "" if typed.endswith((" ", ",")) or not tokens else tokens.pop().lower()
    given = {token.partition("=")[0].lower() for token in tokens}
    specs = [spec for spec in game.option_specs if spec.name not in given]
    words = [
        (word, spec) for spec in specs for word in candidates(spec) if word.startswith(partial)
    ]
    typed_name = partial.partition("=")[0]
    if not words and "=" in partial and typed_name in {spec.name for spec in specs}:
        words = [(partial, spec) for spec in specs if spec.name == typed_name]
    prefix = " ".join(tokens)
    choices = []
    for word, spec in words:
        value = f"{prefix} {word}".strip()
        if len(value) > MAX_CHOICE_LENGTH:
            continue
        label = f"{value}: {option_help(game, spec)}"[:MAX_CHOICE_LENGTH]
        choices.append(app_commands.Choice(name=label, value=value))
    return choices[:MAX_CHOICES]


def candidates(spec: OptionSpec) -> list[str]:
    """What autocomplete suggests for an option: each choice, or its default."""
    values = spec.choices if spec.choices is not None else (spec.default,)
    return [f"{spec.name}={format_value(value)}" for value in values]
