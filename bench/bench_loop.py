"""How long the event loop is held while 20 games are played at once (DESIGN.md,
"Performance budget": event loop blocked < 20 ms at most).

The real bot (store on a SQLite file in a temporary folder, table service, Discord front
end, cogs) runs against SimCord's in-process Discord, on real time. Each table is opened
with quick play (one human and computer players, a mix of the four games); the computer
players move after the service's pause (``--bot-delay``, 1 s as in production), and each
human plays ``--think`` seconds after their turn starts, a legal action chosen in another
process at the lowest priority (their thinking is not the bot's work), through the
service as the slash command does. Between turns a human waits for their table to be
shown changed (a task polling it every few milliseconds would be thousands of the
benchmark's own wake-ups a second on the loop). Every move is saved, rendered and posted
as a new table message; each human gets their hand by DM at the start of their turns. A
finished game is followed by a new one in the same channel.

``--fast`` is the heavy load of an outside check: the tables move as fast as their players
can (no computer pause, no human thinking time) and each human also opens their hand panel
(as **My hand** does: the hand's picture drawn) at every change of their hand. The table
updates and hand panels a second are printed with the figures.

Printed (median, p99, max, in ms):

- the loop's lag: a probe thread asks the loop every millisecond to run a callback and
  notes how long it waited. It includes the time the process waited for a CPU, so on a
  busy machine its maximum is the machine's (the load average is printed with it);
- the loop thread's own CPU time in each callback: the work done on the loop, without
  SimCord's (its message filing and virtual clock run in the bot's callbacks here, where
  production makes a network request: counted apart);
- the share of the run the loop's thread spent in the bot's callbacks (and in SimCord's);
- the garbage collector's full passes (left out of the callbacks), which hold every thread;
- how long the computer players' decisions took, from the table's asking to the answer
  (waiting for a worker included), by level. They are made in ``--processes`` worker
  processes (default: the bot's, ``bot.tables.thinking.default_processes``; 0: threads);
  the pictures are drawn in ``--pictures`` worker processes (default: the bot's,
  ``bot.discord.drawing.default_processes``; 0: threads);
- how many probes waited over the budget (20 ms);
- the machine alone (``--alone`` seconds after the run, default 20; 0: not measured): the
  same probe on a loop doing nothing but plain Python in 1 ms pieces, as busy as the bot's
  callbacks kept it. On a virtual machine whose host now and then takes the CPU away for
  milliseconds, that is the lag any program sees at that load: the floor of the figures
  above.

SimCord records every request and keeps a transcript for its tests; the benchmark empties
both every second (``--keep-log`` keeps them), since production has neither.

``--rate-limits`` holds the bot's requests to Discord's published limits as discord.py
meets them (it waits for a bucket to refill before it sends): about 5 message writes per
5 s in each channel, 50 requests a second for the whole bot; the interactions' answers are
bound by neither. Printed with it: how many requests waited, and how long. With or without
it, each human move's accept through the service is timed: what the mover's reply waits
for (``bot.discord.moves.tell`` answers with what the accept returned), whatever the table
message, its picture or the DMs are waiting for.

``--why [MS]`` takes each probe later than MS (default: the budget) apart, from the kernel's
account of the loop's thread: how long it ran, waited for a CPU, or slept (waiting for the
interpreter lock another thread held), the collector's passes and the bot's callbacks in
its window; ``--windows FILE`` writes those windows for ``bench/stalls.py``, which reads
them beside a ``perf record -a -k mono`` of the run (what every CPU ran meanwhile).

``--where`` names the callbacks that used more than 2 ms of the loop's CPU; ``--profile
FILE`` writes a cProfile of the loop's thread (read it with ``pstats``). ``--heap``
counts, at the end, the objects a full collection goes through (those not frozen) by the
type (``--traced``: by the package whose code made them, traced from the start, which slows
the run down a lot), then times one: what makes the full passes long.

    .venv/bin/python bench/bench_loop.py [--tables 20] [--seconds 60] [--bot-delay 1]
        [--think 1] [--fast] [--rate-limits] [--processes N] [--pictures N] [--alone 20]
        [--keep-log] [--where] [--why [MS] [--windows FILE]] [--profile FILE]
        [--heap [--traced]]
"""

from __future__ import annotations

import argparse
import array
import asyncio
import collections
import concurrent.futures
import contextlib
import cProfile
import gc
import json
import logging
import math
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import threading
import time
import tracemalloc
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import simcord
import simcord.http.client
import simcord.http.router

from bot.config import Settings
from bot.discord import drawing
from bot.discord.client import CardTableBot, create_bot
from bot.discord.frontend import DiscordFrontend
from bot.discord.plugins import hand_panel_builder
from bot.tables import Player, TableError
from bot.tables.table import Phase
from bot.tables.thinking import Thinking, default_processes, thinking_for
from engine.core import Action
from engine.registry import game_class

#: (game, computer players) of the tables, in turn.
MIX = (("dealmein", 1), ("hearts", 3), ("rummy500", 2), ("rummy21", 2))

#: The probe's pause between two probes (seconds).
TICK = 0.001

#: The loop's budget (DESIGN.md): the most a callback may hold it (ms).
BUDGET = 20.0

#: The pause between the bot's end and the machine's own measure (seconds).
SETTLE = 2.0

#: The longest a player goes without looking at their table (seconds).
LOOK_AGAIN = 0.5

#: A callback that used more of the loop's CPU than this (ms) is named with ``--where``.
SLOW = 2.0

#: A callback that held the loop longer than this (ms of wall time) is named with ``--why``.
LONG = 5.0


class LoopWatch:
    """A probe from another thread: every :data:`TICK` it asks the loop to run a callback
    (``call_soon_threadsafe``) and notes how long that took to run (milliseconds), i.e.
    how long the loop was held by the work in front of it. It measures the loop itself,
    not the timers (SimCord drives those on its own clock)."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        # Samples in arrays, not lists: a list of a million floats is a million references
        # each full garbage collection would follow (the bench's, not the bot's).
        self.lateness = array.array("d")
        #: The same without the test double's work the probe waited for (ms).
        self.lateness_of_bot = array.array("d")
        #: When the probe in flight was sent (``perf_counter``), and the CPU time (ms)
        #: SimCord's work took in the callbacks begun since (:class:`LoopWork` adds it).
        self.sent = math.inf
        self.double_since_sent = 0.0
        self.running = True
        self._arrived = threading.Event()

    #: Set to a :class:`Stalls` to have every probe over the budget explained (``--why``).
    why: Stalls | None = None

    def run(self) -> None:
        why = self.why
        before = None
        while self.running:
            time.sleep(TICK)
            self._arrived.clear()
            self.double_since_sent = 0.0
            if why is not None:
                before = why.snapshot()
            self.sent = sent = time.perf_counter()
            self.loop.call_soon_threadsafe(self._arrive, sent)
            self._arrived.wait()
            if why is not None and before is not None and self.lateness[-1] > why.over:
                why.explain(sent, self.lateness[-1], before, why.snapshot())

    def _arrive(self, sent: float) -> None:
        late = (time.perf_counter() - sent) * 1000
        self.lateness.append(late)
        self.lateness_of_bot.append(max(0.0, late - self.double_since_sent))
        self.sent = math.inf
        self._arrived.set()


class Collections:
    """The CPU time of each of the garbage collector's passes over the oldest generation
    (ms): a pass runs on whichever thread allocates, and holds every thread meanwhile."""

    def __init__(self) -> None:
        self.pauses: list[float] = []
        #: The time of those that ran on the loop's thread (ms).
        self.spent = 0.0
        self._loop_thread = threading.get_ident()
        self._start = 0.0
        gc.callbacks.append(self._note)

    def stop(self) -> None:
        gc.callbacks.remove(self._note)

    def _note(self, phase: str, info: dict[str, Any]) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._start = time.thread_time()
        else:
            self.pauses.append((time.thread_time() - self._start) * 1000)
            if threading.get_ident() == self._loop_thread:
                self.spent += self.pauses[-1]


class LoopWork:
    """Times every callback the loop runs by the loop thread's own CPU time (milliseconds):
    the work done on the loop, apart from the time the thread waited for the CPU or for
    the interpreter lock held by worker threads (which the probe's wall time includes).

    SimCord's own work is not the bot's: in production a message is an HTTP request, here
    the double files it synchronously (``simcord.http.router.dispatch``, which also feeds
    the gateway event back), and it runs its virtual clock in callbacks of its own. That
    time is taken out of the bot's callbacks and counted apart (:attr:`double`), and so
    is a full pass of the garbage collector that ran inside one (:class:`Collections`).
    The bot's callbacks over :data:`SLOW` ms are counted by what ran."""

    def __init__(self, collector: Collections, watch: LoopWatch) -> None:
        self.cpu = array.array("d")
        self.double = array.array("d")
        self.slow: collections.defaultdict[str, list[float]] = collections.defaultdict(list)
        in_double = [0.0]
        dispatch = simcord.http.router.dispatch

        def filed(*args: Any, **kwargs: Any) -> Any:
            start = time.thread_time()
            try:
                return dispatch(*args, **kwargs)
            finally:
                in_double[0] += time.thread_time() - start

        simcord.http.router.dispatch = filed
        original = asyncio.events.Handle._run
        cpu, double, slow = self.cpu, self.double, self.slow
        #: When the callback running now began (``perf_counter``), 0 between callbacks.
        self.running_since = 0.0
        #: The callbacks that held the loop over :data:`LONG` ms of wall time: (began,
        #: ended, what), for :class:`Stalls`.
        self.long: collections.deque[tuple[float, float, str]] = collections.deque(maxlen=4096)
        long = self.long
        self.stopped = False
        running = self

        def timed(handle: asyncio.events.Handle) -> None:
            start, filing, collecting = time.thread_time(), in_double[0], collector.spent
            running.running_since = began = time.perf_counter()
            original(handle)
            running.running_since = 0.0
            if running.stopped:
                return
            ended = time.perf_counter()
            if ended - began > LONG / 1000:
                long.append((began, ended, _what(handle)))
            took = (time.thread_time() - start) * 1000 - (collector.spent - collecting)
            what = _what(handle)
            if what.startswith("simcord."):
                double.append(took)
                if began >= watch.sent:
                    watch.double_since_sent += took
                return
            doubles = (in_double[0] - filing) * 1000
            double.append(doubles)
            if began >= watch.sent:
                watch.double_since_sent += doubles
            cpu.append(took - doubles)
            if took - doubles > SLOW:
                slow[what].append(took - doubles)

        asyncio.events.Handle._run = timed  # type: ignore[method-assign, assignment]
        self._original = original

    def stop(self) -> None:
        """Stop timing the callbacks (the one running now too)."""
        self.stopped = True
        asyncio.events.Handle._run = self._original  # type: ignore[method-assign]

    def print_slow(self) -> None:
        print(f"callbacks over {SLOW:g} ms of the loop's CPU (count, max ms, what):")
        ranked = sorted(self.slow.items(), key=lambda item: -max(item[1]))
        for name, took in ranked[:20]:
            print(f"{len(took):6d} {max(took):8.1f}  {name}")


class Stall:
    """One probe over the budget, taken apart (ms)."""

    def __init__(
        self,
        sent: float,
        at: float,
        late: float,
        on_cpu: float,
        queued: float,
        others: float,
        collected: float,
        generation: int,
        callbacks: list[tuple[str, float]],
    ) -> None:
        self.sent = sent
        self.at, self.late, self.on_cpu, self.queued = at, late, on_cpu, queued
        self.others, self.collected, self.generation = others, collected, generation
        self.callbacks = callbacks

    @property
    def asleep(self) -> float:
        """The window's time the loop's thread neither ran nor waited for a CPU: it waited
        for the interpreter lock (or in a blocking call)."""
        return max(0.0, self.late - self.on_cpu - self.queued)

    @property
    def cause(self) -> str:
        """What took most of the window."""
        parts = {
            f"garbage collection (generation {self.generation})": self.collected,
            "the bot's code on the loop": self.on_cpu - self.collected,
            "waiting for a CPU (another process, the bot's workers or the host's)": self.queued,
            (
                "waiting for the interpreter lock (another thread of the bot ran)"
                if self.others >= self.asleep / 2
                else "asleep in a blocking call"
            ): self.asleep,
        }
        return max(parts, key=lambda name: parts[name])

    def line(self) -> str:
        what = ", ".join(f"{name} {ms:.1f}" for name, ms in self.callbacks[:3]) or "none"
        return (
            f"{self.at:6.1f} s {self.late:6.1f} ms: on a CPU {self.on_cpu:5.1f} (collector "
            f"{self.collected:4.1f}), waiting for a CPU {self.queued:5.1f}, asleep "
            f"{self.asleep:5.1f} (other threads ran {self.others:5.1f}); long callbacks: {what}"
        )


class Stalls:
    """Why each probe over the budget waited, from below Python (``--why``): the kernel's
    account of the loop's thread (``/proc/self/task/<tid>/schedstat``: its time on a CPU
    and its time waiting in the run queue for one), the process's CPU time (what the other
    threads ran while the loop's thread slept: whoever held the interpreter lock), each
    pass of the garbage collector (every generation, on any thread) and the bot's
    callbacks that held the loop in the window. The probe thread reads them before each
    probe and after a late one."""

    def __init__(self, work: LoopWork, over: float = BUDGET) -> None:
        self.work = work
        #: The probes later than this (ms) are taken apart.
        self.over = over
        self.began = time.perf_counter()
        self.path = f"/proc/self/task/{threading.get_native_id()}/schedstat"
        self.passes: collections.deque[tuple[float, float, int]] = collections.deque(maxlen=4096)
        self.found: list[Stall] = []
        self._start = 0.0
        gc.callbacks.append(self._note)

    def stop(self) -> None:
        gc.callbacks.remove(self._note)

    def _note(self, phase: str, info: dict[str, Any]) -> None:
        now = time.perf_counter()
        if phase == "start":
            self._start = now
        else:
            self.passes.append((self._start, now, info["generation"]))

    def snapshot(self) -> tuple[float, float, float]:
        """The loop thread's time on a CPU and in the run queue, the process's CPU (ms)."""
        with open(self.path, "rb") as file:
            run, wait, _ = file.read().split()
        return int(run) / 1e6, int(wait) / 1e6, time.process_time() * 1000

    def explain(
        self,
        sent: float,
        late: float,
        before: tuple[float, float, float],
        after: tuple[float, float, float],
    ) -> None:
        end = sent + late / 1000
        on_cpu, queued = after[0] - before[0], after[1] - before[1]
        overlapping = [
            (min(b, end) - max(a, sent), g) for a, b, g in self.passes if b > sent and a < end
        ]
        callbacks = sorted(
            (
                (what, (min(b, end) - max(a, sent)) * 1000)
                for a, b, what in self.work.long
                if b > sent and a < end
            ),
            key=lambda item: -item[1],
        )
        self.found.append(
            Stall(
                sent=sent,
                at=sent - self.began,
                late=late,
                on_cpu=on_cpu,
                queued=queued,
                others=max(0.0, after[2] - before[2] - on_cpu),
                collected=1000 * sum(took for took, _ in overlapping),
                generation=max((g for _, g in overlapping), default=-1),
                callbacks=callbacks,
            )
        )

    def write(self, path: Path) -> None:
        """The stalls' windows (``CLOCK_MONOTONIC`` seconds, as ``perf record -k mono``
        stamps its samples), for ``bench/stalls.py``."""
        document = {
            "pid": os.getpid(),
            "loop_tid": threading.get_native_id(),
            "workers": sorted(
                child.pid for child in multiprocessing.active_children() if child.pid is not None
            ),
            "budget_ms": self.over,
            "stalls": [
                {
                    "start": stall.sent,
                    "end": stall.sent + stall.late / 1000,
                    "late_ms": stall.late,
                    "on_cpu_ms": stall.on_cpu,
                    "queued_ms": stall.queued,
                    "asleep_ms": stall.asleep,
                    "other_threads_ms": stall.others,
                    "collector_ms": stall.collected,
                    "cause": stall.cause,
                    "callbacks": stall.callbacks[:3],
                }
                for stall in self.found
            ],
        }
        path.write_text(json.dumps(document, indent=1))

    def print(self) -> None:
        print(f"probes over {self.over:g} ms, taken apart (--why): {len(self.found)}")
        causes = collections.Counter(stall.cause for stall in self.found)
        for cause, count in causes.most_common():
            print(f"{count:6d}  {cause}")
        for stall in sorted(self.found, key=lambda stall: -stall.late)[:25]:
            print("  " + stall.line())


class Sampler:
    """Where a long callback spends its time: every :data:`TICK` another thread looks at
    the loop thread's stack while one callback has run for more than :data:`SLOW` ms of
    wall time, and counts the innermost line of the project's own code (and the innermost
    line of all). Wall time: a line where the loop waited for the interpreter lock (held
    by a worker thread) is counted as much as one where it worked."""

    def __init__(self, work: LoopWork) -> None:
        self.work = work
        self.loop_thread = threading.get_ident()
        self.root = str(Path(__file__).resolve().parents[1])
        self.ours: collections.Counter[str] = collections.Counter()
        self.innermost: collections.Counter[str] = collections.Counter()
        self.running = True

    def run(self) -> None:
        while self.running:
            time.sleep(TICK)
            since = self.work.running_since
            if not since or (time.perf_counter() - since) * 1000 < SLOW:
                continue
            frame = sys._current_frames().get(self.loop_thread)
            if frame is None:
                continue
            self.innermost[_where(frame)] += 1
            while frame is not None:
                name = frame.f_code.co_filename
                if name.startswith(self.root) and "/.venv/" not in name and "/bench/" not in name:
                    self.ours[_where(frame)] += 1
                    break
                frame = frame.f_back

    def print(self) -> None:
        print("samples in long callbacks, innermost line of the project's code:")
        for where, count in self.ours.most_common(12):
            print(f"{count:6d}  {where}")
        print("... and innermost line of all:")
        for where, count in self.innermost.most_common(12):
            print(f"{count:6d}  {where}")


def _where(frame: Any) -> str:
    code = frame.f_code
    return f"{code.co_filename.rpartition('site-packages/')[2]}:{frame.f_lineno} {code.co_name}"


def _what(handle: asyncio.events.Handle) -> str:
    """What a callback runs: ``module.qualname`` of a task's coroutine, or of the callback."""
    callback = handle._callback  # type: ignore[attr-defined]
    task = getattr(callback, "__self__", None)
    if isinstance(task, asyncio.Task):
        coro = task.get_coro()
        code = getattr(coro, "cr_code", None)
        name = getattr(coro, "__qualname__", "?")
        if code is not None and "/simcord/" in code.co_filename:
            return f"simcord.{name}"
        return f"{getattr(code, 'co_filename', '?').rpartition('/')[2]}:{name}"
    return f"{getattr(callback, '__module__', '?')}.{getattr(callback, '__qualname__', '?')}"


def heap_census(traced: bool, top: int = 25) -> None:
    """Print the objects the collector tracks and does not skip (not frozen) and time a
    full pass over them; then count them by the package whose code allocated them when
    ``traced`` (``?``: allocated before tracing began), else by their type (a plain
    container by its holder's: :func:`_owner`), and say how many the test double holds."""
    tracked = gc.get_objects()
    references = sum(len(gc.get_referents(obj)) for obj in tracked)
    print(
        f"objects a full pass goes through: {len(tracked)} ({gc.get_freeze_count()} frozen),"
        f" {references} references from them"
    )
    for which in ("one full pass now", "and at once another"):
        start = time.thread_time()
        found = gc.collect()
        took = (time.thread_time() - start) * 1000
        print(f"{which}: {took:.1f} ms ({found} unreachable objects freed)")
    young = {id(obj) for obj in tracked}
    parents: dict[int, Any] = {}
    gc.unfreeze()  # the run is over: the holders among start-up's objects are found too
    for obj in gc.get_objects():
        if obj is tracked:  # this census's own list of them all
            continue
        for ref in gc.get_referents(obj):
            if id(ref) in young:
                parents.setdefault(id(ref), obj)
    gc.freeze()
    counts: collections.Counter[str] = collections.Counter()
    for obj in tracked:
        if traced:
            trace = tracemalloc.get_object_traceback(obj)
            counts[_package(trace[0].filename) if trace else "?"] += 1
        else:
            counts[_owner(obj, parents)] += 1
    double = sum(count for what, count in counts.items() if "simcord." in what)
    print(f"held by SimCord (its types, and containers they hold): {double}")
    for what, count in counts.most_common(top):
        print(f"{count:9d} {100 * count / len(tracked):5.1f} %  {what}")


#: Containers counted by what holds them (:func:`_owner`).
CONTAINERS = (list, dict, tuple, set, frozenset, collections.deque)


def _owner(obj: Any, parents: dict[int, Any]) -> str:
    """An object's type, or for a plain container the type of the nearest holder that is
    not one (``list < engine.cards.Card``: a list held, maybe through other containers,
    by a card)."""
    kind = type(obj)
    name = f"{kind.__module__}.{kind.__qualname__}"
    holder = obj
    for _ in range(8):
        if not isinstance(holder, CONTAINERS) or type(holder).__name__ == "frame":
            break
        holder = parents.get(id(holder))
        if holder is None:
            return f"{name} < ?"
    else:
        return f"{name} < (deep)"
    if holder is obj:
        return name
    held_by = type(holder)
    return f"{name} < {held_by.__module__}.{held_by.__qualname__}"


def _package(filename: str) -> str:
    """A source file's package and module (``simcord/store.py``, ``discord/message.py``)."""
    parts = Path(filename).parts
    if "site-packages" in parts:
        return "/".join(parts[parts.index("site-packages") + 1 :][:2])
    root = Path(__file__).resolve().parents[1]
    try:
        return "/".join(Path(filename).resolve().relative_to(root).parts[:2])
    except ValueError:
        return Path(filename).name


def pick(game_dict: dict[str, Any], game_id: str, seat: int, seed: int) -> str | None:
    """A legal action of ``seat``, chosen at random (in another process: the player thinks
    elsewhere, not on the bot's interpreter)."""
    game = game_class(game_id).from_dict(game_dict)
    if seat not in game.to_move():
        return None
    legal = game.legal_actions(seat)
    # As its notation: a card is one object per process, so actions cross as text.
    return str(random.Random(seed).choice(legal)) if legal else None


class TimedThinking:
    """The service's :class:`~bot.tables.thinking.Thinking`, noting how long each computer
    decision took from the table's asking to its answer (queueing for a worker included),
    in ms, by level."""

    def __init__(self, inner: Thinking) -> None:
        self.inner = inner
        self.waits: dict[str, array.array[float]] = collections.defaultdict(
            lambda: array.array("d")
        )

    async def start(self) -> None:
        await self.inner.start()

    async def choose(self, game_id: str, state: str, seat: int, seed: int, level: str) -> Action:
        began = time.perf_counter()
        try:
            return await self.inner.choose(game_id, state, seat, seed, level)
        finally:
            self.waits[level].append((time.perf_counter() - began) * 1000)

    async def close(self) -> None:
        await self.inner.close()


class Changes:
    """Wakes a channel's player when the front end shows their table a change (a new
    table message, their turn's DM, the table closed): what a player waits for, where a
    task that polled the table every few milliseconds would be the benchmark's own load
    on the loop (thousands of wake-ups a second), not the bot's."""

    #: The front end's calls after which a player looks at the table again.
    SHOWN = ("table_changed", "turn_started", "table_closed")

    def __init__(self) -> None:
        self.events: collections.defaultdict[int, asyncio.Event] = collections.defaultdict(
            asyncio.Event
        )
        #: How often each of :data:`SHOWN` was called.
        self.shown: collections.Counter[str] = collections.Counter()
        self._originals = {name: getattr(DiscordFrontend, name) for name in self.SHOWN}
        for name, original in self._originals.items():
            setattr(DiscordFrontend, name, self._waking(original))

    def _waking(self, original: Any) -> Any:
        events, counted = self.events, self.shown

        async def shown(frontend: DiscordFrontend, table: Any, *args: Any) -> Any:
            counted[original.__name__] += 1
            try:
                return await original(frontend, table, *args)
            finally:
                events[table.channel_id].set()

        return shown

    async def wait(self, channel_id: int) -> None:
        """Until the channel's table is shown changed; at most :data:`LOOK_AGAIN` seconds
        (a change shown before the player began to wait is not missed)."""
        # asyncio.timeout, not wait_for: Python 3.11's wait_for can swallow a cancellation
        # that arrives as the event is set, and the player would play on after the run.
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(LOOK_AGAIN):
                await self.events[channel_id].wait()

    def stop(self) -> None:
        for name, original in self._originals.items():
            setattr(DiscordFrontend, name, original)


class Seats:
    """Counts of what happened (moves by the players' tasks, games finished), and how long
    each human move's accept took (ms)."""

    moves = 0
    refused = 0
    games = 0
    panels = 0

    def __init__(self) -> None:
        self.accepts: array.array[float] = array.array("d")


class RateLimits:
    """Discord's published rate limits on the bot's requests, met as discord.py meets
    them: a request whose bucket is empty waits until it refills, then goes. Sliding
    windows: :data:`CHANNEL_WRITES` message writes (post, edit, delete) per
    :data:`CHANNEL_WINDOW` seconds in each channel, :data:`GLOBAL` requests a second for the
    whole bot. The interactions' answers (``/interactions/…``, ``/webhooks/…``) go through
    SimCord's webhook adapter, bound by neither, as on Discord."""

    CHANNEL_WRITES = 5
    CHANNEL_WINDOW = 5.0
    GLOBAL = 50

    def __init__(self) -> None:
        self._channels: collections.defaultdict[str, collections.deque[float]] = (
            collections.defaultdict(collections.deque)
        )
        self._global: collections.deque[float] = collections.deque()
        #: How long each request that had to wait waited (ms).
        self.waits: array.array[float] = array.array("d")
        self.requests = 0
        self._original = simcord.http.client.FakeHTTPClient.request
        limits, original = self, self._original

        async def request(client: Any, route: Any, **kwargs: Any) -> Any:
            await limits.wait(route.method, simcord.http.client._path_of(route.url))
            return await original(client, route, **kwargs)

        simcord.http.client.FakeHTTPClient.request = request  # type: ignore[method-assign, assignment]

    @staticmethod
    def _prune(window: collections.deque[float], now: float, seconds: float) -> None:
        while window and window[0] <= now - seconds:
            window.popleft()

    async def wait(self, method: str, path: str) -> None:
        loop = asyncio.get_running_loop()
        self.requests += 1
        began = loop.time()
        channel = None
        if method in ("POST", "PATCH", "DELETE") and path.startswith("/channels/"):
            parts = path.split("/")
            if len(parts) > 3 and parts[3] == "messages":
                channel = self._channels[parts[2]]
        waited = False
        while True:
            now = loop.time()
            self._prune(self._global, now, 1.0)
            pause = self._global[0] + 1.0 - now if len(self._global) >= self.GLOBAL else 0.0
            if channel is not None:
                self._prune(channel, now, self.CHANNEL_WINDOW)
                if len(channel) >= self.CHANNEL_WRITES:
                    pause = max(pause, channel[0] + self.CHANNEL_WINDOW - now)
            if pause <= 0:
                break
            waited = True
            await asyncio.sleep(pause)
        now = loop.time()
        self._global.append(now)
        if channel is not None:
            channel.append(now)
        if waited:
            self.waits.append((now - began) * 1000)

    def stop(self) -> None:
        simcord.http.client.FakeHTTPClient.request = self._original  # type: ignore[method-assign]


async def human(
    bot: CardTableBot,
    channel_id: int,
    player: Player,
    counts: Seats,
    changes: Changes,
    think: float,
    minds: concurrent.futures.Executor,
    panels: bool = False,
) -> None:
    """Plays ``player``'s moves at the channel's table, game after game: ``think`` seconds
    after their turn starts, a legal action chosen in ``minds``. Between turns the player
    waits for the table to be shown changed (``changes``). With ``panels``, the player
    opens their hand panel (its picture drawn) whenever their hand has changed."""
    service = bot.service
    loop = asyncio.get_running_loop()
    game_id, computers = MIX[channel_id % len(MIX)]
    rng = random.Random(channel_id)
    changed = changes.events[channel_id]
    seen: tuple[str, ...] = ()
    while True:
        changed.clear()
        table = service.table(channel_id)
        if table is None:
            counts.games += 1
            await service.quick_play(1, channel_id, player, game_id, {}, computers)
            continue
        seat = table.seat_of(player.user_id)
        game = table.game
        if panels and game is not None and seat is not None:
            hand = tuple(map(str, game.hand(seat)))
            if hand != seen:
                seen = hand
                await hand_panel_builder(game_id)(table, seat)  # English: no language spoken
                counts.panels += 1
        playing = table.phase is Phase.PLAYING and game is not None and not game.over
        if not playing or game is None or seat is None or game.to_move() != [seat]:
            await changes.wait(channel_id)
            continue
        turn = table.turn
        await asyncio.sleep(think)
        if table.turn != turn:
            continue
        seed = rng.randrange(2**31)
        action = await loop.run_in_executor(minds, pick, game.to_dict(), game_id, seat, seed)
        if action is None or table.turn != turn:
            continue
        began = time.perf_counter()
        try:
            await service.act(channel_id, player, action, turn=turn)
            counts.moves += 1
            counts.accepts.append((time.perf_counter() - began) * 1000)
        except TableError:
            counts.refused += 1


async def forget_requests(env: simcord.Env) -> None:
    """Empty SimCord's record of every request and its transcript each second. Tests read
    them; production has no such record, and after a minute its 20,000 objects would be a
    third of what a full garbage collection goes through."""
    while True:
        await asyncio.sleep(1.0)
        env.backend.http_requests.clear()
        env.backend.transcript.clear()


def plain_work(rounds: int) -> int:
    """Plain Python arithmetic: the machine's yardstick (no allocation to speak of, no
    system call)."""
    total = 0
    for number in range(rounds):
        total += number * number
    return total


async def machine_alone(busy: float, seconds: float) -> LoopWatch:
    """The same probe on a loop that does nothing but plain Python in 1 ms pieces, busy
    ``busy`` of the time (the share the bot's callbacks held): the lag this machine gives
    a loop at that load by itself. On a virtual machine whose host takes the CPU away
    now and then, a piece of work caught by it lasts far longer than it costs."""
    await asyncio.sleep(SETTLE)  # the bot's workers and files gone first
    rounds = 1000
    while True:  # rounds of plain work that take about a millisecond here
        began = time.perf_counter()
        plain_work(rounds)
        if time.perf_counter() - began >= 0.001:
            break
        rounds *= 2
    pause = 0.001 * (1 - busy) / max(busy, 0.01)
    watch = LoopWatch(asyncio.get_running_loop())
    threading.Thread(target=watch.run, daemon=True).start()
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        plain_work(rounds)
        await asyncio.sleep(pause)
    watch.running = False
    return watch


def report(name: str, samples: Sequence[float], unit: str) -> None:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    print(
        f"{name:<32} median {statistics.median(ordered):6.2f} ms   p99 {p99:6.2f} ms"
        f"   max {ordered[-1]:6.2f} ms   ({len(ordered)} {unit})"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument(
        "--bot-delay", type=float, default=1.0, help="the computer players' pause (seconds)"
    )
    parser.add_argument("--think", type=float, default=1.0, help="the humans' pause (seconds)")
    parser.add_argument(
        "--fast",
        action="store_true",
        help="no pauses (--bot-delay 0 --think 0) and a hand panel at every change of a hand",
    )
    parser.add_argument(
        "--processes",
        type=int,
        default=default_processes(),
        help="worker processes of the computer players (0: the bot's threads)",
    )
    parser.add_argument(
        "--pictures",
        type=int,
        default=drawing.default_processes(),
        help="worker processes the pictures are drawn in (0: the bot's threads)",
    )
    parser.add_argument(
        "--alone",
        type=float,
        default=20.0,
        help="seconds of the machine's own lag at the same load, after the run (0: none)",
    )
    parser.add_argument(
        "--keep-log", action="store_true", help="keep SimCord's record of every request"
    )
    parser.add_argument(
        "--rate-limits", action="store_true", help="hold the requests to Discord's rate limits"
    )
    parser.add_argument("--where", action="store_true", help="name what holds the loop")
    parser.add_argument(
        "--windows",
        metavar="FILE",
        type=Path,
        help="with --why: write the late probes' windows to FILE (for bench/stalls.py)",
    )
    parser.add_argument(
        "--why",
        nargs="?",
        const=BUDGET,
        type=float,
        metavar="MS",
        help=f"take each probe over MS (default {BUDGET:g}) apart: the kernel's view",
    )
    parser.add_argument(
        "--profile", metavar="FILE", help="write a cProfile of the loop's thread to FILE"
    )
    parser.add_argument("--heap", action="store_true", help="count what a full pass visits")
    parser.add_argument(
        "--traced", action="store_true", help="with --heap: by the code that made them (slow)"
    )
    args = parser.parse_args()
    if args.fast:
        args.bot_delay = args.think = 0.0
    logging.basicConfig(level=logging.WARNING)
    if args.heap and args.traced:
        tracemalloc.start(1)
    spawn = multiprocessing.get_context("spawn")
    # The humans think on their own machines: here at the lowest priority.
    minds = concurrent.futures.ProcessPoolExecutor(
        max_workers=1, mp_context=spawn, initializer=os.nice, initargs=(19,)
    )
    minds.submit(game_class, "dealmein").result()  # started before the clock runs
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(
            token="simcord",
            database_url=f"sqlite+aiosqlite:///{folder}/b.db",
            computer_processes=args.processes,
            picture_processes=args.pictures,
        )
        thinking = TimedThinking(thinking_for(args.processes))
        bot = create_bot(
            settings,
            service_options={
                "bot_delay": args.bot_delay,
                "max_timeouts": 10**6,
                "thinking": thinking,
            },
        )
        assert isinstance(bot, CardTableBot)
        limits = RateLimits() if args.rate_limits else None
        async with simcord.run(bot, check_errors=False) as env:
            guild = env.create_guild(name="Card club")
            players = []
            for index in range(args.tables):
                channel = guild.create_text_channel(f"table-{index}")
                member = guild.add_member(env.create_user(f"player{index}"))
                players.append((channel.id, Player(member.id, f"player{index}")))
            watch = LoopWatch(asyncio.get_running_loop())
            counts = Seats()
            changes = Changes()
            collections_ = Collections()
            work = LoopWork(collections_, watch)
            stalls = Stalls(work, args.why) if args.why is not None else None
            watch.why = stalls
            ticking = threading.Thread(target=watch.run, daemon=True)
            ticking.start()
            sampler = Sampler(work)
            if args.where:
                threading.Thread(target=sampler.run, daemon=True).start()
            tasks = [
                asyncio.create_task(
                    human(bot, channel_id, player, counts, changes, args.think, minds, args.fast)
                )
                for channel_id, player in players
            ]
            if not args.keep_log:
                tasks.append(asyncio.create_task(forget_requests(env)))
            profile = cProfile.Profile() if args.profile else None
            if profile is not None:
                profile.enable()  # this thread only: the loop's
            await asyncio.sleep(args.seconds)
            if profile is not None:
                profile.disable()
                profile.dump_stats(args.profile)
            watch.running = sampler.running = False
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            work.stop()
            changes.stop()
            collections_.stop()
            if stalls is not None:
                stalls.stop()
                if args.windows is not None:
                    stalls.write(args.windows)
            if args.heap:
                heap_census(args.traced)
            moves = sum(len(t.game.history) for t in bot.service.tables() if t.game)
            await bot.service.stop()
            await bot.frontend.close()  # its outbox reads settings from the store
            await bot.client_locales.flushed()
            await bot.store.close()
        if limits is not None:
            limits.stop()
    minds.shutdown()
    busy = sum(work.cpu) / args.seconds / 1000
    alone = await machine_alone(busy, args.alone) if args.alone > 0 else None
    print(
        f"{args.tables} tables for {args.seconds:.0f} s: {counts.games} games begun, "
        f"{counts.moves} human moves ({counts.refused} refused), "
        f"{moves} moves on the open tables"
    )
    print(
        f"a second: {changes.shown['table_changed'] / args.seconds:.1f} table updates, "
        f"{counts.panels / args.seconds:.1f} hand panels"
    )
    report("a human move's accept (the mover's reply waits for it)", counts.accepts, "moves")
    if limits is not None:
        print(
            f"rate limits: {len(limits.waits)} of {limits.requests} requests waited "
            "for their bucket (the interactions' answers are in no bucket)"
        )
        if limits.waits:
            report("... how long they waited", limits.waits, "requests")
    report("loop lag (wall time)", watch.lateness, "probes")
    report("... without SimCord's work", watch.lateness_of_bot, "probes")
    report("one callback's CPU on the loop", work.cpu, "callbacks")
    report("(SimCord's own, left out)", work.double, "callbacks")
    print(
        f"the loop thread's CPU, of the {args.seconds:.0f} s: the bot's callbacks "
        f"{sum(work.cpu) / args.seconds / 10:.1f} %, SimCord's "
        f"{sum(work.double) / args.seconds / 10:.1f} %"
    )
    if collections_.pauses:
        report("oldest-generation collection", collections_.pauses, "passes")
    pictures = f"{args.pictures} worker processes" if args.pictures else "threads"
    print(f"pictures drawn in {pictures}")
    where = f"{args.processes} worker processes" if args.processes else "threads"
    for level, waits in sorted(thinking.waits.items()):
        report(f"{level} decision, asked to answer", waits, f"decisions in {where}")
    over = sum(1 for late in watch.lateness if late > BUDGET)
    print(f"probes that waited over {BUDGET:g} ms: {over} of {len(watch.lateness)}")
    print(f"load average (1 min) at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    if alone is not None:
        over = sum(1 for late in alone.lateness if late > BUDGET)
        print(
            f"the machine alone, {args.alone:.0f} s: the loop busy {100 * busy:.1f} % with "
            f"1 ms pieces of plain Python, no bot ({over} probes over {BUDGET:g} ms):"
        )
        report("loop lag (wall time)", alone.lateness, "probes")
    if args.where:
        work.print_slow()
        sampler.print()
    if stalls is not None:
        stalls.print()


if __name__ == "__main__":
    asyncio.run(main())
