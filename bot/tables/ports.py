"""What the table service needs from a front end (discord, a terminal, a test), and what
it hands back: refusals and notices as codes with data.

The service never imports discord: it calls these methods, and the discord adapter
(``bot.discord``) implements them. Tests use a recording fake.

The service words nothing itself. A refusal (:class:`TableError`) and a public notice
(:class:`Notice`) carry a ``code`` and its ``params``; the front end words them in its
reader's language with :meth:`~Worded.words`, naming its own commands (Discord's
``/game join``) in the ``{command_X}`` fields of the catalogue's sentences (``engine.i18n``,
area ``tables``). ``str()`` is the English sentence with the commands named plainly, for
logs and for a front end that has no commands of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from engine import i18n
from engine.core import IllegalAction

if TYPE_CHECKING:
    from bot.tables.table import Table
    from engine.core import Event

#: The commands a sentence may name (its field ``{command_X}``), for the front end to fill in.
COMMANDS = ("new", "join", "leave", "addbot", "start", "abort")


class Worded:
    """A code and its params that a front end words (see the module docstring).

    A param is written as it is, except a :class:`Worded` (worded in the same language)
    and a list of names (joined as the language joins a list, :func:`engine.i18n.joined`:
    "Ann, Bob and Cid").
    """

    #: The catalogue key of a code is ``prefix + code``.
    prefix = ""
    code: str | None
    params: dict[str, Any]

    def words(
        self, locale: str = i18n.DEFAULT_LOCALE, commands: Mapping[str, str] | None = None
    ) -> str:
        """The sentence in ``locale``, with the front end's ``commands`` (command -> how
        its players call it; a command missing there is worded plainly)."""
        commands = commands or {}
        values = {
            f"command_{command}": commands.get(command)
            or i18n.text(f"tables.command.{command}", locale)
            for command in COMMANDS
        }
        for name, value in self.params.items():
            values[name] = _worded(value, locale, commands)
        return i18n.text(self.prefix + str(self.code), locale, **values)


def _worded(value: Any, locale: str, commands: Mapping[str, str]) -> Any:
    if isinstance(value, Worded):
        return value.words(locale, commands)
    if isinstance(value, list):
        return i18n.joined([str(name) for name in value], locale)
    return value


@dataclass(frozen=True, slots=True)
class Player:
    """A discord user as the service sees them."""

    user_id: int
    name: str


class TableError(Worded, Exception):
    """A refusal for the person who asked: it says what to do instead. The front end shows
    it to them alone (discord: an ephemeral reply); nothing has changed.

    ``TableError(code, **params)``: the catalogue's sentence ``"tables.refusal." + code``.
    Code ``"rules"`` is the engine's refusal it is raised from (:meth:`refused`), worded by
    the engine. A front end's own refusal, already worded in its reader's language, is
    raised with that sentence instead of a code (``code`` is then ``None``).
    """

    prefix = "tables.refusal."

    def __init__(self, code: str, /, **params: Any) -> None:
        known = i18n.has(self.prefix + code)
        self.code = code if known else None
        self.params = params
        super().__init__(self.words() if known else code)

    @classmethod
    def refused(cls, error: Exception) -> TableError:
        """The engine's refusal ``error`` (an illegal action, a card that cannot be read) as
        the service's; raise it ``from error``, so that a front end finds the engine's code."""
        return cls("rules", reason=str(error))

    def words(
        self, locale: str = i18n.DEFAULT_LOCALE, commands: Mapping[str, str] | None = None
    ) -> str:
        if self.code is None:
            return str(self)
        cause = self.__cause__
        if self.code == "rules" and isinstance(cause, IllegalAction | i18n.WordedError):
            return cause.words(locale)
        return super().words(locale, commands)


@dataclass(frozen=True)
class Notice(Worded):
    """A public message about a table (a timeout, a replacement, why it closed):
    ``Notice(code, **params)`` is the catalogue's sentence ``"tables.notice." + code``."""

    code: str
    params: dict[str, Any]
    prefix = "tables.notice."

    def __init__(self, code: str, /, **params: Any) -> None:
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "params", params)

    def __str__(self) -> str:
        return self.words()


class ChannelGone(Exception):
    """Raised by a front end when the table's channel is gone or the bot may no longer see
    or write in it (deleted, access or permissions removed). The service closes the table
    as abandoned and sends nothing more there."""


class DeliveryFailed(Exception):
    """Raised by a front end when a message could not be delivered for a passing reason
    (the chat service failed or timed out). The service retries what matters (the table
    message) with backoff."""


class Frontend(Protocol):
    """The service calls these with the table's lock held, in the order things happened,
    after the change is saved. So a method may read the table freely, must not call a
    service method that takes the lock, and holds up that table's next move while it
    runs. An exception is logged by the service and changes nothing; :class:`ChannelGone`
    closes the table as abandoned."""

    async def table_changed(self, table: Table, events: list[Event]) -> int | None:
        """The table's public state changed (lobby or game): redraw its message, and return
        the message's id (a new one, or the one edited; ``None``: the front end keeps no
        message). The service keeps it as :attr:`Table.message_id`, saved with the table's
        next change (no write of its own), and when the service stops.

        A front end may instead redraw later, outside the lock (the discord one does, so
        that no move waits on the chat service): it then returns the id it has, and reports
        a new message, or one it could not update, with
        :meth:`~bot.tables.service.TableService.message_shown`.

        ``events`` are the events of the action that caused it (empty for lobby changes)."""

    async def hand_changed(self, table: Table, seat: int) -> None:
        """The hand of the human at ``seat`` changed. The front end decides what to send:
        discord DMs a hand when it is dealt, and otherwise waits for the player's turn
        (:meth:`turn_started`) or for them to ask."""

    async def turn_started(self, table: Table, seats: list[int]) -> None:
        """A move starts for ``seats`` (who were not to move before: each is told once per
        turn, not at every change). Called *before* the ``table_changed`` of the same
        change, so the redrawn table message can mention them; the deal calls it too."""

    async def announce(self, table: Table, notice: Notice) -> None:
        """A short public message in the table's channel (timeouts, replacements)."""

    async def table_closed(self, table: Table, reason: Notice) -> None:
        """The table is gone (finished, aborted or expired); ``reason`` is for everyone."""

    async def broken_table(self, guild_id: int, channel_id: int, notice: Notice) -> None:
        """A saved table of ``channel_id`` cannot be read: say so there, once."""
