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
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot.storage.shards import shard_of
from bot.storage.tournaments import StoredTournament, TournamentStore
from bot.tables.ports import Player, TableError
from bot.tables.service import TableService
from bot.tables.table import Seat, Table
from engine.registry import game_class
from engine.tournament import Format, Standing, Tournament, TournamentError

log = logging.getLogger(__name__)

SIGNUP = "signup"
RUNNING = "running"
FINISHED = "finished"
CANCELLED = "cancelled"
#: The longest sleep between two looks at this process's tournaments while some run.
MAX_SLEEP_SECONDS = 3600.0
#: ... and while none runs (a tournament created here wakes the look at once).
IDLE_SLEEP_SECONDS = 7 * 86400.0
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


class TournamentFrontend(Protocol):
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


def _error(error: TournamentError) -> TableError:
    return TableError(f"tournament.{error.code}", **error.params)


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
        self._locks: dict[str, asyncio.Lock] = {}
        self._task: asyncio.Task[None] | None = None
        self._pending: set[asyncio.Task[Any]] = set()
        #: The timers closing a sign-up or a check-in, by tournament: when, and the task.
        self._timers: dict[str, tuple[float, asyncio.Task[None]]] = {}
        self._stopping = False
        #: Whether the look sleeps with no tournament to run (:data:`IDLE_SLEEP_SECONDS`).
        self._idle = False

    def mine(self, guild_id: int) -> bool:
        return self._shards is None or shard_of(guild_id, self._shard_count) in self._shards

    def _lock(self, tournament_id: str) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> None:
        """Listen to the table service's results, then go on with every tournament of
        this process's servers (results recorded while it was down, tables to open)."""
        self._stopping = False
        self._tables.add_result_listener(self._result_recorded)
        self._task = asyncio.create_task(self._run(), name="tournaments")

    async def stop(self) -> None:
        self._stopping = True
        task, self._task = self._task, None
        for _, timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
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
                        self._arm(stored.tournament_id, stored.state["starts_at"])
                    else:
                        await self._go_on(stored.tournament_id)
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

    def _arm(self, tournament_id: str, at: float) -> None:
        """Go on with ``tournament_id`` at ``at``: close its sign-up, or its check-in
        window (one timer a tournament: armed for another time, it is armed again)."""
        armed = self._timers.get(tournament_id)
        if self._stopping or (armed is not None and armed[0] == at):
            return
        if armed is not None:
            armed[1].cancel()

        async def go_on() -> None:
            await asyncio.sleep(max(0.0, at - self._clock()))
            self._timers.pop(tournament_id, None)
            try:
                await self._go_on(tournament_id, start=True)
            except Exception:
                log.exception("tournament %s: the start failed", tournament_id)

        self._timers[tournament_id] = (at, asyncio.create_task(go_on()))

    async def _result_recorded(self, table: Table) -> None:
        """The table service recorded ``table``'s result: go on with its tournament, in a
        task of its own (the table's lock is held while listeners are told)."""
        tournament_id, marker, _ = table.table_id.partition("r")
        if not marker or len(tournament_id) != 12 or self._stopping:
            return
        task = asyncio.create_task(self._go_on(tournament_id))
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
            raise TableError(
                "tournament.seats_of_game",
                game=cls.title,
                least=cls.min_players,
                most=cls.max_players,
            )
        fmt = Format(format_)
        if absence not in ABSENCES:
            raise TableError("tournament.absence", choice=absence)
        if not 0 <= checkin_seconds <= MAX_CHECKIN_SECONDS:
            raise TableError("tournament.checkin_length", most=int(MAX_CHECKIN_SECONDS // 60))
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
            raise TableError("bad_options", reason=str(error)) from None
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
        self._arm(stored.tournament_id, stored.state["starts_at"])
        return running

    async def sign_up(self, tournament_id: str, player: Player) -> Running:
        def change(running: Running) -> None:
            self._require_signup(running)
            if any(e["user_id"] == player.user_id for e in running.state["entrants"]):
                raise TableError("tournament.signed_up")
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
            raise TableError("tournament.full", most=MAX_ENTRANTS)
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
                raise TableError("tournament.no_checkin")
            engine = running.engine
            pid = f"u{user_id}"
            if engine is None or pid not in engine.active:
                raise TableError("tournament.not_entered")
            if pid in window["in"]:
                raise TableError("tournament.checked_in_already")
            window["in"].append(pid)

        changed = await self._change(tournament_id, change)
        if not self._missing(changed):
            await self._go_on(tournament_id)
        return changed

    @staticmethod
    def _missing(running: Running) -> list[str]:
        """The members still in who have not checked in to the window under way."""
        window, engine = running.window, running.engine
        if window is None or engine is None:
            return []
        humans = {e.pid for e in running.entrants if e.user_id is not None}
        return [p for p in engine.active if p in humans and p not in window["in"]]

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
                    raise TableError("tournament.not_entered")
                return
            self._require_running(running)
            engine = running.engine
            assert engine is not None
            if pid not in engine.players:
                raise TableError("tournament.not_entered")
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
            await self._go_on(tournament_id)
        return changed

    async def cancel(self, tournament_id: str) -> Running:
        """End the tournament with no winner (its games played stay recorded)."""

        def change(running: Running) -> None:
            if running.phase not in (SIGNUP, RUNNING):
                raise TableError("tournament.over")
            running.stored.phase = CANCELLED

        changed = await self._change(tournament_id, change)
        await self._frontend.cancelled(changed)
        return changed

    async def begin(self, tournament_id: str) -> Running:
        """Close the sign-up now and pair the first round."""
        return await self._go_on(tournament_id, start=True)

    async def get(self, tournament_id: str) -> Running:
        stored = await self._store.load(tournament_id)
        if stored is None:
            raise TableError("tournament.unknown")
        return Running(stored)

    async def in_guild(self, guild_id: int) -> list[Running]:
        return [Running(stored) for stored in await self._store.in_guild(guild_id)]

    @staticmethod
    def _require_signup(running: Running) -> None:
        if running.phase != SIGNUP:
            raise TableError("tournament.not_signup")

    @staticmethod
    def _require_running(running: Running) -> None:
        if running.phase != RUNNING:
            raise TableError("tournament.not_running")

    async def _change(self, tournament_id: str, change: Callable[[Running], None]) -> Running:
        """Apply ``change`` to the stored tournament and save it (read again and applied
        again when another write came first)."""
        async with self._lock(tournament_id):
            for _ in range(5):
                running = await self.get(tournament_id)
                change(running)
                if await self._store.save(running.stored):
                    return running
            raise TableError("tournament.busy")

    # ------------------------------------------------------------------ rounds

    async def _go_on(self, tournament_id: str, *, start: bool = False) -> Running:
        """Everything due now: start (closing the sign-up), record the finished tables'
        results, announce a round's end, pair the next round or end the tournament, and
        open the tables of the current round that are not open. Safe to call any time."""
        async with self._lock(tournament_id):
            running = await self.get(tournament_id)
            if running.phase == SIGNUP:
                if not start:
                    return running
                running = await self._start(running)
                if running.phase != RUNNING:
                    return running
            if running.phase != RUNNING:
                return running
            for _ in range(len(running.entrants) + 2):  # rounds of byes only go on at once
                engine = running.engine
                assert engine is not None
                recorded = await self._record(running, engine)
                current = engine.current
                if current is not None and not current.over:
                    if recorded and not await self._save(running, engine):
                        return running
                    await self._open_tables(running, engine)
                    return running
                if current is not None and running.state["announced_rounds"] < len(engine.rounds):
                    running.state["announced_rounds"] = len(engine.rounds)
                    if engine.over:
                        running.stored.phase = FINISHED
                    if not await self._save(running, engine):
                        return running
                    await self._frontend.round_over(running, len(engine.rounds))
                    if engine.over:
                        await self._frontend.finished(running)
                        return running
                if running.state["paused"]:
                    return running
                if engine.over:
                    running.stored.phase = FINISHED
                    if await self._save(running, engine):
                        await self._frontend.finished(running)
                    return running
                number = len(engine.rounds) + 1
                if not await self._checked_in(running, engine, number):
                    return running
                self._pair(running, engine, number)
                if not await self._save(running, engine):
                    return running
            return running

    async def _checked_in(self, running: Running, engine: Tournament, number: int) -> bool:
        """Whether round ``number`` may be paired now: no check-in, or its window is
        over (or everyone is in). Opens the window (saved, posted, timed) when due."""
        if running.checkin_seconds <= 0:
            return True
        window = running.window
        if window is None or window["round"] != number:
            until = self._clock() + running.checkin_seconds
            running.state["window"] = {"round": number, "until": until, "in": []}
            if not await self._save(running, engine):
                return False
            if not self._missing(running):
                return True
            try:
                await self._frontend.checkin_opened(running, number)
            except Exception:  # the window runs all the same; the button is in the post
                log.exception("tournament %s: the check-in post", running.tournament_id)
            self._arm(running.tournament_id, until)
            return False
        if self._missing(running) and self._clock() < window["until"]:
            self._arm(running.tournament_id, window["until"])
            return False
        return True

    def _pair(self, running: Running, engine: Tournament, number: int) -> None:
        """Pair round ``number``: the members absent from its check-in stay out of it
        (forfeit) or are seated with a computer player standing in."""
        absent = self._missing(running)
        running.state["window"] = None
        if running.absence == FORFEIT:
            engine.next_round(absent)
            return
        engine.next_round()
        if absent:
            running.state.setdefault("stand_ins", {})[str(number)] = absent

    async def _start(self, running: Running) -> Running:
        entrants = running.entrants
        state = running.state
        cls = game_class(running.stored.game_id)
        if len(entrants) < 2:
            running.stored.phase = CANCELLED
            if await self._store.save(running.stored):
                await self._frontend.cancelled(running)
            return running
        engine = Tournament(
            Format(state["format"]),
            state["seats"],
            [e.pid for e in entrants],
            rounds_planned=state["rounds"],
            advance=max(1, state["seats"] // 2),
            higher_wins=cls.higher_wins,
        )
        running.stored.phase = RUNNING
        state["engine"] = engine.to_dict()
        await self._store.save(running.stored)
        return running

    async def _save(self, running: Running, engine: Tournament) -> bool:
        running.state["engine"] = engine.to_dict()
        saved = await self._store.save(running.stored)
        if not saved:
            log.info("tournament %s: written by another process; left to it", running.tournament_id)
        return saved

    async def _record(self, running: Running, engine: Tournament) -> bool:
        """Take the current round's recorded results into the engine; whether any was new."""
        current = engine.current
        if current is None:
            return False
        number = len(engine.rounds)
        ids = [running.table_id(number, index) for index in range(len(current.tables))]
        found = await self._store.results_of(ids)
        new = [i for i in range(len(current.tables)) if ids[i] in found and not current.results[i]]
        records = {}
        if new and running.absence == FORFEIT:
            records = await self._store.records_of([ids[i] for i in new])
        changed = False
        for index in new:
            table = current.tables[index]
            mine = sorted(found[ids[index]], key=lambda s: s.seat)[: len(table)]
            ranks = [1 + sum(other.rank < seat.rank for other in mine) for seat in mine]
            forfeits = self._timed_out(records.get(ids[index]), table)
            changed |= engine.record(
                number, index, ranks, [seat.score for seat in mine], forfeits=forfeits
            )
        return changed

    def _timed_out(self, record: dict[str, Any] | None, table: Sequence[str]) -> set[str]:
        """The players of ``table`` whose time ran out at least the table service's
        :attr:`~bot.tables.service.TableService.max_timeouts` moves in a row in the game's
        ``record`` (the moves of a game record say which ran out of time)."""
        if record is None:
            return set()
        runs = [0] * len(table)
        longest = [0] * len(table)
        for item in record.get("actions", ()):
            seat = item.get("player")
            if not isinstance(seat, int) or not 0 <= seat < len(table):
                continue
            runs[seat] = runs[seat] + 1 if item.get("timeout") else 0
            longest[seat] = max(longest[seat], runs[seat])
        most = self._tables.max_timeouts
        return {player for seat, player in enumerate(table) if longest[seat] >= most}

    async def _open_tables(self, running: Running, engine: Tournament) -> None:
        """Open the current round's tables not open and not finished (their result is
        recorded before the round is over, so a finished table is never opened again)."""
        current = engine.current
        assert current is not None
        number = len(engine.rounds)
        open_ids = {table.table_id for table in self._tables.tables()}
        for index, table in enumerate(current.tables):
            table_id = running.table_id(number, index)
            if current.results[index] is not None or table_id in open_ids or self._stopping:
                continue
            if await self._store.results_of([table_id]):
                continue  # finished, its result read at the next look
            seats = [running.entrant(pid) for pid in table]
            channel_id = await self._frontend.table_channel(running, number, index, seats)
            standing_in = running.stand_ins(number)
            await self._tables.open_seated(
                running.stored.guild_id,
                channel_id,
                running.stored.game_id,
                dict(running.state["options"]),
                [entrant.seat(stand_in=entrant.pid in standing_in) for entrant in seats],
                table_id=table_id,
                ranked=running.ranked,
            )
