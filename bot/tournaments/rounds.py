"""A running tournament's rounds: what is due now, and the timers that make it due.

:meth:`Rounds.go_on` does everything due for one tournament, and is safe to call at any
time, as often as anyone likes: the start (closing the sign-up), the finished tables'
results (:mod:`bot.tournaments.results`), a round's end, a check-in window, the pairing of
the next round (saved before any of its tables opens) and the opening of the current
round's tables that are not open. The timers (one a tournament) call it when a sign-up or
a check-in window closes.

Apart from the service because none of it is asked for by a person: the service takes
the organizer's and the members' requests, changes the tournament's row, and hands the
rest to this room.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from bot.storage.tournaments import TournamentStore
from bot.tables.service import TableService
from bot.tournaments import results
from bot.tournaments.running import (
    CANCELLED,
    FINISHED,
    FORFEIT,
    RUNNING,
    SIGNUP,
    Running,
    TournamentFrontend,
    load,
)
from engine.registry import game_class
from engine.tournament import Format, Tournament

#: The rooms log as one service: operators and tests filter on this name.
log = logging.getLogger("bot.tournaments.service")


class Rounds:
    """The rounds of every tournament of this process (see the module docstring), one
    lock a tournament (the service's changes of its row take it too)."""

    def __init__(
        self,
        store: TournamentStore,
        tables: TableService,
        frontend: TournamentFrontend,
        *,
        clock: Callable[[], float],
    ) -> None:
        self._store = store
        self._tables = tables
        self._frontend = frontend
        self._clock = clock
        self._locks: dict[str, asyncio.Lock] = {}
        #: The timers closing a sign-up or a check-in, by tournament: when, and the task.
        self._timers: dict[str, tuple[float, asyncio.Task[None]]] = {}
        #: Set while the service stops: no timer is armed, no table opened.
        self.stopping = False

    def lock(self, tournament_id: str) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    # ------------------------------------------------------------------ timers

    def arm(self, tournament_id: str, at: float) -> None:
        """Go on with ``tournament_id`` at ``at``: close its sign-up, or its check-in
        window (one timer a tournament: armed for another time, it is armed again)."""
        armed = self._timers.get(tournament_id)
        if self.stopping or (armed is not None and armed[0] == at):
            return
        if armed is not None:
            armed[1].cancel()

        async def go_on() -> None:
            await asyncio.sleep(max(0.0, at - self._clock()))
            self._timers.pop(tournament_id, None)
            try:
                await self.go_on(tournament_id, start=True)
            except Exception:
                log.exception("tournament %s: the start failed", tournament_id)

        self._timers[tournament_id] = (at, asyncio.create_task(go_on()))

    def stop(self) -> None:
        """The service stops: cancel every timer, arm none from now on."""
        self.stopping = True
        for _, timer in self._timers.values():
            timer.cancel()
        self._timers.clear()

    # ------------------------------------------------------------------ what is due

    async def go_on(self, tournament_id: str, *, start: bool = False) -> Running:
        """Everything due now: start (closing the sign-up), record the finished tables'
        results, announce a round's end, pair the next round or end the tournament, and
        open the tables of the current round that are not open. Safe to call any time."""
        async with self.lock(tournament_id):
            running = await load(self._store, tournament_id)
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
                most = self._tables.max_timeouts
                recorded = await results.record(self._store, running, engine, most)
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
            if not running.missing():
                return True
            try:
                await self._frontend.checkin_opened(running, number)
            except Exception:  # the window runs all the same; the button is in the post
                log.exception("tournament %s: the check-in post", running.tournament_id)
            self.arm(running.tournament_id, until)
            return False
        if running.missing() and self._clock() < window["until"]:
            self.arm(running.tournament_id, window["until"])
            return False
        return True

    def _pair(self, running: Running, engine: Tournament, number: int) -> None:
        """Pair round ``number``: the members absent from its check-in stay out of it
        (forfeit) or are seated with a computer player standing in."""
        absent = running.missing()
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

    async def _open_tables(self, running: Running, engine: Tournament) -> None:
        """Open the current round's tables not open and not finished (their result is
        recorded before the round is over, so a finished table is never opened again)."""
        current = engine.current
        assert current is not None
        number = len(engine.rounds)
        open_ids = {table.table_id for table in self._tables.tables()}
        for index, table in enumerate(current.tables):
            table_id = running.table_id(number, index)
            if current.results[index] is not None or table_id in open_ids or self.stopping:
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
