"""What the table service needs from a front end (discord, a terminal, a test), and what
it hands back: refusals and notices as codes with data.

The service never imports discord nor the database: it calls these methods, and the
adapters implement them: :class:`Frontend` the discord one (``bot.discord``), :class:`Store`
the SQL one (``bot.storage``). Tests use a recording front end.

The service words nothing itself. A refusal (:class:`TableError`) and a public notice
(:class:`Notice`) carry a ``code`` and its ``params``; the front end words them in its
reader's language with :meth:`~Worded.words`, naming its own commands (Discord's
``/game join``) in the ``{command_X}`` fields of the catalogue's sentences (``engine.i18n``,
area ``tables``). ``str()`` is the English sentence with the commands named plainly, for
logs and for a front end that has no commands of its own.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, Self

from bot.tables.table import Table
from engine import i18n
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

    Made with one of two constructors that say which it is:

    - :meth:`of` ``(code, **params)``: the catalogue's sentence ``"tables.refusal." + code``
      (every code the code base passes exists: ``tests/bot/service/test_refusal_codes.py``).
      Code ``"rules"`` is the engine's refusal it is raised from (:meth:`refused`), worded
      by the engine.
    - :meth:`text` ``(sentence)``: a front end's own refusal, already worded in its
      reader's language (``code`` is then ``None``).

    ``TableError(code, **params)`` is :meth:`of`: a code, never a sentence (a code the
    catalogue lacks is a :class:`KeyError` where it is made, not a message for a player).
    """

    prefix = "tables.refusal."

    def __init__(self, code: str, /, **params: Any) -> None:
        self._set(code, params)

    def _set(self, code: str | None, params: dict[str, Any], sentence: str = "") -> None:
        self.code = code
        self.params = params
        Exception.__init__(self, self.words() if code is not None else sentence)

    @classmethod
    def of(cls, code: str, /, **params: Any) -> Self:
        """The refusal of catalogue code ``code`` (``"tables.refusal." + code``)."""
        refusal = cls.__new__(cls)
        refusal._set(code, params)
        return refusal

    @classmethod
    def text(cls, sentence: str, /) -> Self:
        """A refusal already worded (``code`` ``None``): shown as it is, in every language."""
        refusal = cls.__new__(cls)
        refusal._set(None, {}, sentence)
        return refusal

    @classmethod
    def refused(cls, error: Exception) -> TableError:
        """The engine's refusal ``error`` (an illegal action, a card that cannot be read) as
        the service's; raise it ``from error``, so that a front end finds the engine's code."""
        return cls.of("rules", reason=str(error))

    def words(
        self, locale: str = i18n.DEFAULT_LOCALE, commands: Mapping[str, str] | None = None
    ) -> str:
        if self.code is None:
            return str(self)
        cause = self.__cause__
        if self.code == "rules" and isinstance(cause, i18n.WordedError):
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


class StoreUnavailable(Exception):
    """The database refused or failed a write (locked, read-only, disk full, connection
    lost). Nothing was written: the caller's state must stay as it was before."""


class TableOwnedElsewhere(Exception):
    """Another live process holds this table's lease: this process must not drive it."""


@dataclass(frozen=True)
class BrokenTable:
    """A row of the open tables that cannot be read back (a game no longer installed, a
    state this version does not understand): kept in the database, reported to its
    channel, cleared with :meth:`Store.delete_table`."""

    table_id: str
    guild_id: int
    channel_id: int
    game_id: str
    error: str


@dataclass(frozen=True)
class LoadedTables:
    """What :meth:`Store.load_tables` found: the tables to drive, and the broken rows.
    Iterating gives the tables."""

    tables: list[Table]
    broken: list[BrokenTable]

    def __iter__(self) -> Iterator[Table]:
        return iter(self.tables)


@dataclass(frozen=True, slots=True)
class FinishedSeats:
    """What playing a finished game again needs: its game, options and seats (the human's
    user id, ``None`` for a computer player, and the name played under)."""

    channel_id: int
    game_id: str
    options: dict[str, Any]
    finished_at: float
    seats: tuple[tuple[int | None, str], ...]


class Store(Protocol):
    """What the service keeps in a store (``bot.storage.Store`` on SQLite or PostgreSQL).

    A write either happens whole or raises :class:`StoreUnavailable` having written
    nothing; one for a table whose lease another live process holds raises
    :class:`TableOwnedElsewhere`. The service calls these with the table's lock held."""

    async def save_table(self, table: Table, state: str | None = None) -> None:
        """Write the open table (``state``: its JSON, when the caller made it already)."""

    async def delete_table(self, table_id: str) -> None:
        """Remove an open table (closed without a result), or a broken row."""

    async def load_tables(
        self, shard_count: int = 1, shard_ids: Sequence[int] | None = None
    ) -> LoadedTables:
        """Claim and read the open tables of this process's shards."""

    async def heartbeat(self) -> None:
        """Renew this process's leases on its tables."""

    async def release(self) -> None:
        """Give up this process's leases (a clean stop)."""

    async def record_result(self, table: Table) -> bool:
        """Record the finished game's result and close the table, once (``False``: it was
        recorded already)."""

    async def abandon_table(self, table: Table, reason: str) -> None:
        """Close the table as abandoned: kept in the history, without a result."""

    async def last_game_record(self, channel_id: int) -> dict[str, Any] | None:
        """The game record of the channel's last finished game, if any."""

    async def finished_seats(self, table_id: str, guild_id: int) -> FinishedSeats | None:
        """The game, options and seats of the server's finished game ``table_id``."""
