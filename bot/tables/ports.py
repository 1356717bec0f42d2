"""What the table service needs from a front end (discord, a terminal, a test).

The service never imports discord: it calls these methods, and the discord adapter
(``bot.discord``) implements them. Tests use a recording fake.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from bot.tables.table import Table
    from engine.core import Event


@dataclass(frozen=True, slots=True)
class Player:
    """A discord user as the service sees them."""

    user_id: int
    name: str


class TableError(Exception):
    """A refusal for the person who asked: ``str(error)`` says what to do instead.

    The front end shows it as an ephemeral reply; nothing has changed.
    """


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
    service method that takes the lock (only ``set_message_id`` is safe), and holds up
    that table's next move while it runs. An exception is logged by the service and
    changes nothing; :class:`ChannelGone` closes the table as abandoned."""

    async def table_changed(self, table: Table, events: list[Event]) -> None:
        """The table's public state changed (lobby or game): redraw its message.

        ``events`` are the events of the action that caused it (empty for lobby changes)."""

    async def hand_changed(self, table: Table, seat: int) -> None:
        """The hand of the human at ``seat`` changed. The front end decides what to send:
        discord DMs a hand when it is dealt, and otherwise waits for the player's turn
        (:meth:`turn_started`) or for them to ask."""

    async def turn_started(self, table: Table, seats: list[int]) -> None:
        """A move starts for ``seats`` (who were not to move before: each is told once per
        turn, not at every change). Called *before* the ``table_changed`` of the same
        change, so the redrawn table message can mention them; the deal calls it too."""

    async def announce(self, table: Table, text: str) -> None:
        """A short public message in the table's channel (timeouts, replacements, expiry)."""

    async def table_closed(self, table: Table, reason: str) -> None:
        """The table is gone (finished, aborted or expired); ``reason`` is for everyone."""

    async def broken_table(self, guild_id: int, channel_id: int, text: str) -> None:
        """A saved table of ``channel_id`` cannot be read: say so there, once (``text``)."""
