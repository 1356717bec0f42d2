"""A tournament as the service handles it: its row (:mod:`bot.storage.tournaments`), the
state inside it, and what its front end is told.

Apart from the service because every room of it reads a tournament the same way (the
organizer's changes, the rounds, their results) and none of them needs the others to.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot.storage.tournaments import StoredTournament, TournamentStore
from bot.tables.ports import TableError
from bot.tables.table import Seat
from engine.tournament import Standing, Tournament

#: A tournament's phases (its row's ``phase``).
SIGNUP = "signup"
RUNNING = "running"
FINISHED = "finished"
CANCELLED = "cancelled"
#: Entrants at most.
MAX_ENTRANTS = 512
#: What becomes of a member absent from a check-in, or timed out at a table.
STAND_IN = "computer"
FORFEIT = "forfeit"
ABSENCES = (STAND_IN, FORFEIT)
#: The longest check-in window (a day).
MAX_CHECKIN_SECONDS = 86_400.0


@dataclass(frozen=True, slots=True)
class Entrant:
    """A tournament's player: a member (``user_id``) or a computer player (``level``)."""

    pid: str
    user_id: int | None
    name: str
    level: str

    def seat(self, *, stand_in: bool = False) -> Seat:
        """The entrant's seat; ``stand_in``: a computer player's, theirs to take back."""
        if self.user_id is None:
            return Seat(None, self.name, is_bot=True, level=self.level)
        if stand_in:
            return Seat(None, self.name, is_bot=True, replaced_user_id=self.user_id)
        return Seat(self.user_id, self.name, is_bot=False)


class Running:
    """A tournament as the service handles it: its row and the state inside it."""

    def __init__(self, stored: StoredTournament) -> None:
        self.stored = stored

    @property
    def tournament_id(self) -> str:
        return self.stored.tournament_id

    @property
    def state(self) -> dict[str, Any]:
        return self.stored.state

    @property
    def phase(self) -> str:
        return self.stored.phase

    @property
    def entrants(self) -> list[Entrant]:
        return [Entrant(**entry) for entry in self.state["entrants"]]

    def entrant(self, pid: str) -> Entrant:
        return next(e for e in self.entrants if e.pid == pid)

    @property
    def engine(self) -> Tournament | None:
        data = self.state.get("engine")
        return None if data is None else Tournament.from_dict(data)

    def table_id(self, round_number: int, table: int) -> str:
        return f"{self.tournament_id}r{round_number}t{table}"

    def standings(self) -> list[Standing]:
        engine = self.engine
        return [] if engine is None else engine.standings()

    @property
    def checkin_seconds(self) -> float:
        return float(self.state.get("checkin_seconds", 0.0))

    @property
    def absence(self) -> str:
        """What becomes of an absent or timed-out member (:data:`ABSENCES`)."""
        return str(self.state.get("absence", STAND_IN))

    @property
    def ranked(self) -> bool:
        return bool(self.state.get("ranked", True))

    @property
    def window(self) -> dict[str, Any] | None:
        """The check-in under way: ``round`` (its number), ``until`` and who is ``in``."""
        window: dict[str, Any] | None = self.state.get("window")
        return window

    def stand_ins(self, round_number: int) -> set[str]:
        """The members a computer player stands in for in round ``round_number``."""
        return set(self.state.get("stand_ins", {}).get(str(round_number), ()))

    def missing(self) -> list[str]:
        """The members still in who have not checked in to the window under way."""
        window, engine = self.window, self.engine
        if window is None or engine is None:
            return []
        humans = {e.pid for e in self.entrants if e.user_id is not None}
        return [p for p in engine.active if p in humans and p not in window["in"]]


async def load(store: TournamentStore, tournament_id: str) -> Running:
    """The stored tournament ``tournament_id``; a refusal when there is none."""
    stored = await store.load(tournament_id)
    if stored is None:
        raise TableError.of("tournament.unknown")
    return Running(stored)


class TournamentFrontend(Protocol):
    """What the tournament service tells its front end (discord: the tournament cog's
    posts and threads)."""

    async def signup_opened(self, tournament: Running) -> int | None:
        """Post the sign-up message (with its button); its id."""

    async def signup_changed(self, tournament: Running) -> None:
        """Show the sign-up message's new list of entrants."""

    async def table_channel(
        self, tournament: Running, round_number: int, table: int, seats: Sequence[Entrant]
    ) -> int:
        """Open the channel of a round's table (a thread, with its players mentioned)."""

    async def checkin_opened(self, tournament: Running, round_number: int) -> None:
        """Post the check-in of a round (with its button), its members mentioned."""

    async def round_over(self, tournament: Running, round_number: int) -> None:
        """Post the standings (or the bracket) after a round."""

    async def finished(self, tournament: Running) -> None:
        """Announce the winner and the final standings."""

    async def cancelled(self, tournament: Running) -> None:
        """Say the tournament was cancelled."""
