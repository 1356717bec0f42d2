"""The tournament service: sign-up, the rounds' tables, results, standings and the end.

No discord here: it speaks to a :class:`TournamentFrontend` and drives tables through the
table service. A tournament's whole state is one row (:mod:`bot.storage.tournaments`),
written over the version it was read at; the pairing itself is the engine's
(:mod:`engine.tournament`), a function of what was played. So:

- a round is paired once: the pairing is saved before any of its tables opens, and a
  process whose save lost to another's reads the row again instead;
- a table opens once: its id is the tournament's, the round's and the table's number, and
  a table already open, or already finished (its result is in the store), is not opened
  again, also after a restart in the middle of a round;
- results are never typed: they are read from the games' own recorded results, when the
  table service says a result was recorded and again at start-up, and the engine takes a
  table's result once.

Options fixed at creation (besides the game's own): a **check-in** window before each
round (its length; none by default), in which the members still in press Check in; what
becomes of a member **absent** from it (``computer``: a computer player plays their seat
for them, the result theirs; ``forfeit``: not seated, no points that round) and of a
member whose time runs out :attr:`~bot.tables.service.TableService.max_timeouts` moves in
a row at a tournament table (``computer``: the stand-in plays on for them, as at any
table; ``forfeit``: the stand-in plays on, but the member is ranked last at that table);
and whether its games are **ranked** (count for the server's leaderboards).

A server's tournaments are run by the process of the server's shard (``shard_ids``).

The work is done in rooms: :mod:`bot.tournaments.running` (a tournament's row as the
service reads it, and its front end's port), :mod:`bot.tournaments.rounds` (what is due:
the start, the rounds, their tables, the end) and :mod:`bot.tournaments.results` (the
results read from the games); this class takes the requests and keeps the look going.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
from collections.abc import Callable, Sequence
from typing import Any

from bot.storage.shards import shard_of
from bot.storage.tournaments import StoredTournament, TournamentStore
from bot.tables.ports import Player, TableError
from bot.tables.service import TableService
from bot.tables.table import Table
from bot.tournaments.rounds import Rounds
from bot.tournaments.running import (
    ABSENCES,
    CANCELLED,
    FINISHED,
    FORFEIT,
    MAX_CHECKIN_SECONDS,
    MAX_ENTRANTS,
    RUNNING,
    SIGNUP,
    STAND_IN,
    Entrant,
    Running,
    TournamentFrontend,
    load,
)
from engine.registry import game_class
from engine.tournament import Format, Tournament, TournamentError

__all__ = [
    "ABSENCES",
    "CANCELLED",
    "FINISHED",
    "FORFEIT",
    "IDLE_SLEEP_SECONDS",
    "MAX_CHECKIN_SECONDS",
    "MAX_ENTRANTS",
    "MAX_SLEEP_SECONDS",
    "RUNNING",
    "SIGNUP",
    "STAND_IN",
    "Entrant",
    "Running",
    "TournamentFrontend",
    "TournamentService",
]

log = logging.getLogger(__name__)

#: The longest sleep between two looks at this process's tournaments while some run.
MAX_SLEEP_SECONDS = 3600.0
#: ... and while none runs (a tournament created here wakes the look at once).
IDLE_SLEEP_SECONDS = 7 * 86400.0


def _error(error: TournamentError) -> TableError:
    return TableError.of(f"tournament.{error.code}", **error.params)


class TournamentService:
    """The tournaments of the servers of ``shard_ids`` (all by default)."""

    def __init__(
        self,
        store: TournamentStore,
        tables: TableService,
        frontend: TournamentFrontend,
        *,
        clock: Callable[[], float] = time.time,
        shard_count: int = 1,
        shard_ids: Sequence[int] | None = None,
    ) -> None:
        self._store = store
        self._tables = tables
        self._frontend = frontend
        self._clock = clock
        self._shard_count = shard_count
        self._shards = None if shard_ids is None else frozenset(shard_ids)
        self._rounds = Rounds(store, tables, frontend, clock=clock)
        self._task: asyncio.Task[None] | None = None
        self._pending: set[asyncio.Task[Any]] = set()
        #: Whether the look sleeps with no tournament to run (:data:`IDLE_SLEEP_SECONDS`).
        self._idle = False

    def mine(self, guild_id: int) -> bool:
        return self._shards is None or shard_of(guild_id, self._shard_count) in self._shards

    @property
    def _stopping(self) -> bool:
        return self._rounds.stopping

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> None:
        """Listen to the table service's results, then go on with every tournament of
        this process's servers (results recorded while it was down, tables to open)."""
        self._rounds.stopping = False
        self._tables.add_result_listener(self._result_recorded)
        self._task = asyncio.create_task(self._run(), name="tournaments")

    async def stop(self) -> None:
        self._rounds.stop()
        task, self._task = self._task, None
        for pending in list(self._pending):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await pending
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        """At start and every :data:`MAX_SLEEP_SECONDS` while some of this process's
        servers run a tournament (else every :data:`IDLE_SLEEP_SECONDS`, or at once when
        one is created here): go on with each, and arm the timers of their sign-ups. (An
        hourly look with none to run would be a query an hour for nothing.)"""
        while not self._stopping:
            running = False
            try:
                for stored in await self._store.active():
                    if self._stopping or not self.mine(stored.guild_id):
                        continue
                    running = True
                    if stored.phase == SIGNUP:
                        self._rounds.arm(stored.tournament_id, stored.state["starts_at"])
                    else:
                        await self._rounds.go_on(stored.tournament_id)
            except Exception:
                running = True  # look again later
                log.exception("tournaments: a look at the tournaments failed")
            self._idle = not running
            await asyncio.sleep(MAX_SLEEP_SECONDS if running else IDLE_SLEEP_SECONDS)
            self._idle = False

    def _look_now(self) -> None:
        """A tournament was created here: an idle look starts again at once (its hourly
        looks then keep it going)."""
        if self._idle and self._task is not None and not self._stopping:
            self._idle = False
            self._task.cancel()
            self._task = asyncio.create_task(self._run(), name="tournaments")

    async def _result_recorded(self, table: Table) -> None:
        """The table service recorded ``table``'s result: go on with its tournament, in a
        task of its own (the table's lock is held while listeners are told)."""
        tournament_id, marker, _ = table.table_id.partition("r")
        if not marker or len(tournament_id) != 12 or self._stopping:
            return
        task = asyncio.create_task(self._rounds.go_on(tournament_id))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    # ------------------------------------------------------------------ organising

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        organizer: Player,
        game_id: str,
        format_: str,
        seats: int | None,
        rounds: int | None,
        starts_in: float,
        options: dict[str, Any],
        *,
        checkin_seconds: float = 0.0,
        absence: str = STAND_IN,
        ranked: bool = True,
    ) -> Running:
        """Open a tournament's sign-up (it starts ``starts_in`` seconds from now), with
        the options of the module docstring."""
        cls = game_class(game_id)
        seats = seats or (2 if cls.min_players <= 2 else cls.min_players)
        if not cls.min_players <= seats <= cls.max_players:
            raise TableError.of(
                "tournament.seats_of_game",
                game=cls.title,
                least=cls.min_players,
                most=cls.max_players,
            )
        fmt = Format(format_)
        if absence not in ABSENCES:
            raise TableError.of("tournament.absence", choice=absence)
        if not 0 <= checkin_seconds <= MAX_CHECKIN_SECONDS:
            raise TableError.of("tournament.checkin_length", most=int(MAX_CHECKIN_SECONDS // 60))
        try:
            Tournament(
                fmt,
                seats,
                ["a", "b"],
                rounds_planned=rounds or 3,
                advance=max(1, seats // 2),
                higher_wins=cls.higher_wins,
            )
        except TournamentError as error:
            raise _error(error) from None
        try:
            checked = cls.check_options(dict(options))
        except Exception as error:
            raise TableError.of("bad_options", reason=str(error)) from None
        stored = StoredTournament(
            tournament_id=uuid.uuid4().hex[:12],
            guild_id=guild_id,
            channel_id=channel_id,
            game_id=game_id,
            phase=SIGNUP,
            state={
                "format": fmt.value,
                "seats": seats,
                "rounds": rounds or 3,
                "options": checked,
                "starts_at": self._clock() + starts_in,
                "organizer_id": organizer.user_id,
                "entrants": [],
                "engine": None,
                "paused": False,
                "announced_rounds": 0,
                "message_id": None,
                "checkin_seconds": checkin_seconds,
                "absence": absence,
                "ranked": ranked,
                "window": None,
                "stand_ins": {},
            },
            version=0,
        )
        await self._store.create(stored)
        self._look_now()
        running = Running(stored)
        message_id = await self._frontend.signup_opened(running)
        await self._change(stored.tournament_id, lambda r: r.state.update(message_id=message_id))
        self._rounds.arm(stored.tournament_id, stored.state["starts_at"])
        return running

    async def sign_up(self, tournament_id: str, player: Player) -> Running:
        def change(running: Running) -> None:
            self._require_signup(running)
            if any(e["user_id"] == player.user_id for e in running.state["entrants"]):
                raise TableError.of("tournament.signed_up")
            self._add(running, Entrant(f"u{player.user_id}", player.user_id, player.name, ""))

        return await self._signup_changed(await self._change(tournament_id, change))

    async def add_computer(self, tournament_id: str, level: str) -> Running:
        def change(running: Running) -> None:
            self._require_signup(running)
            number = sum(1 for e in running.state["entrants"] if e["user_id"] is None) + 1
            self._add(running, Entrant(f"c{number}", None, f"Bot {number}", level))

        return await self._signup_changed(await self._change(tournament_id, change))

    async def _signup_changed(self, running: Running) -> Running:
        if running.phase == SIGNUP:
            try:
                await self._frontend.signup_changed(running)
            except Exception:  # the list shows at the next change; the sign-up stands
                log.exception("tournament %s: the sign-up message", running.tournament_id)
        return running

    def _add(self, running: Running, entrant: Entrant) -> None:
        if len(running.state["entrants"]) >= MAX_ENTRANTS:
            raise TableError.of("tournament.full", most=MAX_ENTRANTS)
        running.state["entrants"].append(
            {
                "pid": entrant.pid,
                "user_id": entrant.user_id,
                "name": entrant.name[:100],
                "level": entrant.level,
            }
        )

    async def check_in(self, tournament_id: str, round_number: int, user_id: int) -> Running:
        """A member checks in for round ``round_number``; the round is paired at once when
        every member still in has."""

        def change(running: Running) -> None:
            window = running.window
            if running.phase != RUNNING or window is None or window["round"] != round_number:
                raise TableError.of("tournament.no_checkin")
            engine = running.engine
            pid = f"u{user_id}"
            if engine is None or pid not in engine.active:
                raise TableError.of("tournament.not_entered")
            if pid in window["in"]:
                raise TableError.of("tournament.checked_in_already")
            window["in"].append(pid)

        changed = await self._change(tournament_id, change)
        if not changed.missing():
            await self._rounds.go_on(tournament_id)
        return changed

    async def leave(self, tournament_id: str, user_id: int) -> Running:
        """A member leaves: off the list during sign-up, dropped from the rounds to come
        once it runs (their games played stand; a table they sit at goes on with them or
        their computer stand-in)."""

        def change(running: Running) -> None:
            pid = f"u{user_id}"
            if running.phase == SIGNUP:
                before = len(running.state["entrants"])
                running.state["entrants"] = [
                    e for e in running.state["entrants"] if e["pid"] != pid
                ]
                if len(running.state["entrants"]) == before:
                    raise TableError.of("tournament.not_entered")
                return
            self._require_running(running)
            engine = running.engine
            assert engine is not None
            if pid not in engine.players:
                raise TableError.of("tournament.not_entered")
            engine.drop(pid)
            running.state["engine"] = engine.to_dict()

        return await self._signup_changed(await self._change(tournament_id, change))

    async def drop(self, tournament_id: str, user_id: int) -> Running:
        """A moderator drops a player (as :meth:`leave`)."""
        return await self.leave(tournament_id, user_id)

    async def pause(self, tournament_id: str, paused: bool) -> Running:
        """Pause (no new round is paired; the tables of this one play on) or go on."""

        def change(running: Running) -> None:
            self._require_running(running)
            running.state["paused"] = paused

        changed = await self._change(tournament_id, change)
        if not paused:
            await self._rounds.go_on(tournament_id)
        return changed

    async def cancel(self, tournament_id: str) -> Running:
        """End the tournament with no winner (its games played stay recorded)."""

        def change(running: Running) -> None:
            if running.phase not in (SIGNUP, RUNNING):
                raise TableError.of("tournament.over")
            running.stored.phase = CANCELLED

        changed = await self._change(tournament_id, change)
        await self._frontend.cancelled(changed)
        return changed

    async def begin(self, tournament_id: str) -> Running:
        """Close the sign-up now and pair the first round."""
        return await self._rounds.go_on(tournament_id, start=True)

    async def get(self, tournament_id: str) -> Running:
        return await load(self._store, tournament_id)

    async def in_guild(self, guild_id: int) -> list[Running]:
        return [Running(stored) for stored in await self._store.in_guild(guild_id)]

    @staticmethod
    def _require_signup(running: Running) -> None:
        if running.phase != SIGNUP:
            raise TableError.of("tournament.not_signup")

    @staticmethod
    def _require_running(running: Running) -> None:
        if running.phase != RUNNING:
            raise TableError.of("tournament.not_running")

    async def _change(self, tournament_id: str, change: Callable[[Running], None]) -> Running:
        """Apply ``change`` to the stored tournament and save it (read again and applied
        again when another write came first)."""
        async with self._rounds.lock(tournament_id):
            for _ in range(5):
                running = await self.get(tournament_id)
                change(running)
                if await self._store.save(running.stored):
                    return running
            raise TableError.of("tournament.busy")
