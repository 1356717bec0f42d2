"""Where the computer players think: in worker threads of the bot's process, or in worker
processes of their own.

A decision is made from plain data, the game's saved state (the JSON the store writes), a
seat, a seed and a level (:func:`engine.registry.computer_action_on_state`), so both places
make exactly the same one.

Why processes: a search allocates a great deal (the 21-card solver's lists, Deal Me In's
sampled hands, Hearts' playouts) and holds the interpreter lock while it runs. In a
thread, both land on the event loop: the loop waits for the lock (a switch interval, 5 ms,
at a time), and each full garbage collection, which holds every thread, goes through the
search's objects as well as the bot's. In a worker process neither happens; a decision
costs the loop one small message each way.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Protocol

from engine.registry import GAME_IDS, computer_action_on_state, manifest

log = logging.getLogger(__name__)

#: The most worker processes :func:`default_processes` suggests (each is an interpreter
#: holding the engine: about 30 MB).
MOST_PROCESSES = 4


#: Decisions handed to the workers at once (more wait for a thread to hand them over).
WAITING_THREADS = 32


def default_processes() -> int:
    """Worker processes for a machine: one core fewer than it has (the bot's own process
    keeps one for its loop and pictures), at least one, at most :data:`MOST_PROCESSES`."""
    return max(1, min(MOST_PROCESSES, (os.cpu_count() or 1) - 1))


class Thinking(Protocol):
    """Where decisions are made. ``choose`` returns the action of the computer player at
    ``seat`` (at ``level``, drawing from ``random.Random(seed)``) in the game of
    ``game_id`` whose saved state is ``state``; it raises what the decision raised."""

    async def start(self) -> None: ...

    async def choose(self, game_id: str, state: str, seat: int, seed: int, level: str) -> str: ...

    async def close(self) -> None: ...


class InThreads:
    """Decisions in the bot's worker threads (``asyncio.to_thread``): no process to start,
    and games a test registers in this process only are known. What the tests use."""

    async def start(self) -> None:
        return None

    async def choose(self, game_id: str, state: str, seat: int, seed: int, level: str) -> str:
        return await asyncio.to_thread(computer_action_on_state, game_id, state, seat, seed, level)

    async def close(self) -> None:
        return None


class InProcesses:
    """Decisions in ``processes`` worker processes (started by a fork server: a fresh
    interpreter, not a fork of the bot with its threads and connections).

    The workers start with :meth:`start`, off the loop, and each loads every game once. A
    worker that dies (killed, out of memory) fails the decisions it held; they raise
    :class:`BrokenProcessPool`, which the table service takes like any failed decision
    (the timeout action), and the next decision starts fresh workers.
    """

    def __init__(self, processes: int) -> None:
        if processes < 1:
            raise ValueError(f"worker processes must be at least 1, not {processes}")
        self.processes = processes
        self._pool: ProcessPoolExecutor | None = None
        self._starting = asyncio.Lock()
        #: Threads that hand decisions to the workers and wait for them (holding no lock).
        self._waiting = ThreadPoolExecutor(WAITING_THREADS, thread_name_prefix="computer-wait")

    async def start(self) -> None:
        async with self._starting:
            if self._pool is None:
                self._pool = await asyncio.to_thread(self._new_pool)

    async def choose(self, game_id: str, state: str, seat: int, seed: int, level: str) -> str:
        await self.start()
        pool = self._pool
        assert pool is not None
        try:
            # Handed over and awaited from a thread of its own (whatever watches the loop's
            # executor work, such as a test double, sees the decision running), not one of
            # the loop's default threads, which copy tables and draw pictures meanwhile.
            return await asyncio.get_running_loop().run_in_executor(
                self._waiting, _decide, pool, game_id, state, seat, seed, level
            )
        except BrokenProcessPool:
            log.warning("a computer players' worker process died: starting new ones")
            if self._pool is pool:
                self._pool = None
                asyncio.get_running_loop().run_in_executor(None, _shut, pool)
            raise

    async def close(self) -> None:
        async with self._starting:
            pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.to_thread(_shut, pool)

    def _new_pool(self) -> ProcessPoolExecutor:
        """A pool whose workers have all started and loaded the games (this waits for
        them: run it in a thread)."""
        context = multiprocessing.get_context("forkserver")
        pool = ProcessPoolExecutor(self.processes, mp_context=context, initializer=_load_games)
        # Workers start on demand, one per task no idle worker takes; the first tasks wait
        # for their worker's start, so these start them all.
        for done in [pool.submit(os.getpid) for _ in range(self.processes)]:
            done.result()
        return pool


def thinking_for(processes: int) -> Thinking:
    """In ``processes`` worker processes; in threads for 0."""
    return InProcesses(processes) if processes else InThreads()


def _decide(
    pool: ProcessPoolExecutor, game_id: str, state: str, seat: int, seed: int, level: str
) -> str:
    return pool.submit(computer_action_on_state, game_id, state, seat, seed, level).result()


def _load_games() -> None:
    """A worker's start: every game's rules and computer player imported."""
    for game_id in GAME_IDS:
        manifest(game_id)


def _shut(pool: ProcessPoolExecutor) -> None:
    pool.shutdown(wait=True, cancel_futures=True)
