"""How a refusal reads in Discord: the engine's sentence, then the command or button to use.

The table service's refusals and notices are codes with data (:class:`~bot.tables.ports.Worded`):
they are worded here in the reader's language, with :data:`COMMANDS` naming the slash
commands their sentences point to.

The engine speaks in plain words with no command syntax ("Draw a card first, from the stock
or the open pile."): it does not know the front end. Where a player needs to know what to
press or type, the engine tags the refusal with a ``code`` (:class:`engine.core.IllegalAction`)
and the catalogue's hint of that code (``bot.hint.<code>``, in the reader's language) adds the
Discord way to do it. The table service passes an engine refusal on
as its own :class:`~bot.tables.ports.TableError` raised *from* it, so the code is found on
the refusal or on its cause.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import ClassVar

from bot.discord.mentions import mention
from bot.discord.plain import plain
from bot.discord.plugins import plugin
from bot.tables.ports import Notice, TableError, Worded
from engine import i18n
from engine.core import Action
from engine.i18n import DEFAULT_LOCALE
from engine.registry import game_class, game_ids


class CommandMentions(Mapping[str, str]):
    """The slash command of each command the table service's sentences name
    (``{command_X}``), as its clickable mention once the commands are synced
    (:mod:`bot.discord.mentions`), so that each reader sees it in their language."""

    PATHS: ClassVar[dict[str, str]] = {
        "new": "game new",
        "join": "game join",
        "leave": "game leave",
        "addbot": "game addbot",
        "start": "game start",
        "abort": "game abort",
    }

    def __getitem__(self, command: str) -> str:
        return mention(self.PATHS[command])

    def __iter__(self) -> Iterator[str]:
        return iter(self.PATHS)

    def __len__(self) -> int:
        return len(self.PATHS)


COMMANDS = CommandMentions()

#: The engine's refusals of an option's value that name the option alone (``{name}``).
OPTION_REFUSALS = frozenset(
    {"setup.switch", "setup.number", "setup.minimum", "setup.maximum", "setup.unknown"}
)

#: The catalogue key of a code's hint is this prefix and the code (area ``bot_hints``).
HINT_PREFIX = "bot.hint."


def worded_text(worded: Worded) -> str:
    """A refusal or notice of the table service in the language now, with
    :data:`COMMANDS`; a game it names by the engine's title (``game``) is named as the
    language names it, and an option the engine's refusal names (``reason``) is shown as
    the code the player typed."""
    game = worded.params.get("game")
    game_id = _game_of_title().get(game) if isinstance(game, str) else None
    reason = worded.params.get("reason")
    code = worded.code
    if code is not None and (game_id is not None or _names_option(reason)):
        params = dict(worded.params)
        if game_id is not None:
            params["game"] = i18n.text(f"bot.choice.{game_id}")
        if isinstance(reason, Mapping) and _names_option(reason):
            # The option as the player typed it, as code: the notation it is.
            name = reason["params"]["name"]
            params["reason"] = {**reason, "params": {**reason["params"], "name": f"`{name}`"}}
        if isinstance(worded, Notice):
            worded = Notice(code, **params)
        elif isinstance(worded, TableError):
            worded = TableError.of(code, **params)
    # The table service's words take their language as an argument (English by default).
    return plain(worded.words(i18n.language(), COMMANDS))


def _names_option(reason: object) -> bool:
    """Whether ``reason`` is the engine's refusal of an option's value, naming the option."""
    return (
        isinstance(reason, Mapping)
        and reason.get("key") in OPTION_REFUSALS
        and "name" in reason.get("params", {})
    )


def _game_of_title() -> dict[str, str]:
    """The engine's title of each registered game -> its id."""
    return {game_class(game_id).title: game_id for game_id in game_ids()}


def refusal_code(refusal: BaseException) -> str | None:
    """The engine's code of ``refusal``, found on it or on the exception it was raised from
    (the service's own codes are not the engine's)."""
    seen: BaseException | None = refusal
    while seen is not None:
        code = getattr(seen, "code", None)
        if isinstance(code, str) and not isinstance(seen, TableError):
            return code
        seen = seen.__cause__
    return None


def refusal_text(refusal: BaseException) -> str:
    """What the player reads, in the language now (the reader's): the refusal's sentence
    and, when it has one, its hint."""
    if isinstance(refusal, Worded):
        text = worded_text(refusal)
    elif isinstance(refusal, i18n.WordedError):
        text = refusal.words()
    else:
        text = str(refusal)
    code = refusal_code(refusal)
    hint = command_hint(code) if code else None
    return plain(f"{text} {hint}" if hint else text)


def command_hint(code: str) -> str | None:
    """The hint of ``code`` in the language now or, failing that, of its nearest shorter
    prefix (``"rummy21.discard.one"``, then ``"rummy21.discard"``)."""
    while code:
        if i18n.has(HINT_PREFIX + code):
            return i18n.text(HINT_PREFIX + code)
        code = code.rpartition(".")[0]
    return None


def hint_codes() -> list[str]:
    """Every code that has a hint (the catalogue's ``bot.hint.*`` keys without the prefix)."""
    english = i18n.catalogue(DEFAULT_LOCALE)
    return [key.removeprefix(HINT_PREFIX) for key in english if key.startswith(HINT_PREFIX)]


def suggested_move(game_id: str, action: Action) -> str:
    """The computer player's ``action`` as the hint tells it, in the language now: what
    each of its steps does, cards as ``7♠``, and the command that makes it (as typed),
    from the game's plugin (its ``describe`` and ``command_for``)."""
    own = plugin(game_id)
    said = i18n.text("bot.suggest.then").join(
        f"{own.describe(step)} (`{own.command_for(step)}`)" for step in action.steps()
    )
    return plain(i18n.text("bot.suggest.move", moves=said))
