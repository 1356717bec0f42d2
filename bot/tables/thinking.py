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
import queue
import signal
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Protocol

from bot.priority import background
from engine.core import Action
from engine.registry import GAME_IDS, computer_action_on_state, game_class, manifest

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
    ``game_id`` whose saved state is ``state``; it raises when the decision fails."""

    async def start(self) -> None: ...

    async def choose(
        self, game_id: str, state: str, seat: int, seed: int, level: str
    ) -> Action: ...

    async def close(self) -> None: ...


class InThreads:
    """Decisions in the bot's worker threads (``asyncio.to_thread``): no process to start,
    and games a test registers in this process only are known. What the tests use."""

    async def start(self) -> None:
        return None

    async def choose(self, game_id: str, state: str, seat: int, seed: int, level: str) -> Action:
        return await asyncio.to_thread(computer_action_on_state, game_id, state, seat, seed, level)

    async def close(self) -> None:
        return None


class WorkerDied(Exception):
    """The worker process deciding died (killed, out of memory, or stopped with the bot)."""


class InProcesses:
    """Decisions in ``processes`` worker processes, each started by a fork server (a fresh
    interpreter, not a fork of the bot with its threads and connections) with every game
    loaded, and each reached by a pipe of its own.

    A decision is handed over and awaited by a thread of :data:`WAITING_THREADS` (whatever
    watches the loop's executor work, such as a test double, sees it running; the loop's
    default threads stay free for copies and pictures): it takes an idle worker, sends the
    request and waits for the answer, so the bot's process touches a decision twice. A
    worker that dies fails the decision it held with :class:`WorkerDied` (the table service
    takes the timeout action, as for any failed decision), and a new worker takes its place.
    """

    def __init__(self, processes: int) -> None:
        if processes < 1:
            raise ValueError(f"worker processes must be at least 1, not {processes}")
        self.processes = processes
        self._workers: list[_Worker] = []
        self._idle: queue.SimpleQueue[_Worker | None] = queue.SimpleQueue()
        self._starting = asyncio.Lock()
        self._waiting = ThreadPoolExecutor(WAITING_THREADS, thread_name_prefix="computer-wait")

    @property
    def pids(self) -> list[int]:
        """The worker processes' ids (none before :meth:`start`)."""
        return [worker.pid for worker in self._workers]

    async def start(self) -> None:
        """Start the workers, in a thread (a worker's start waits for it to load the
        games); nothing if they run."""
        async with self._starting:
            if not self._workers:
                workers = await asyncio.to_thread(_start_workers, self.processes)
                self._workers = workers
                for worker in workers:
                    self._idle.put(worker)

    async def choose(self, game_id: str, state: str, seat: int, seed: int, level: str) -> Action:
        await self.start()
        request = (game_id, state, seat, seed, level)
        text = await asyncio.get_running_loop().run_in_executor(
            self._waiting, self._decide, self._idle, request
        )
        return game_class(game_id).parse_action(text)  # cards are one object each: not pickled

    async def close(self) -> None:
        """Stop the workers (a decision they hold fails); :meth:`start` starts new ones."""
        async with self._starting:
            workers, self._workers = self._workers, []
            idle, self._idle = self._idle, queue.SimpleQueue()
        for _ in range(WAITING_THREADS):
            idle.put(None)  # a thread waiting for a worker of these gives up
        await asyncio.to_thread(_stop_workers, workers)

    def _decide(self, idle: queue.SimpleQueue[_Worker | None], request: Request) -> str:
        """Run in a waiting thread: the answer of an idle worker of ``idle``."""
        worker = idle.get()
        if worker is None:
            raise WorkerDied("the computer players were stopped")
        try:
            return worker.ask(request)
        except WorkerDied:
            if worker in self._workers:
                log.warning("a computer players' worker process died: starting a new one")
                worker.stop()
                place = self._workers.index(worker)
                worker = self._workers[place] = _Worker.started()
            raise
        finally:
            idle.put(worker)  # the same worker, or the one in its place


#: A decision asked of a worker: game id, JSON state, seat, seed, level.
Request = tuple[str, str, int, int, str]


class _Worker:
    """One worker process and the pipe to it."""

    def __init__(self, process: BaseProcess, connection: Connection) -> None:
        self.process = process
        self.connection = connection

    @property
    def pid(self) -> int:
        assert self.process.pid is not None
        return self.process.pid

    @classmethod
    def launched(cls) -> _Worker:
        """A worker on its way up (see :meth:`wait_ready`)."""
        context = multiprocessing.get_context("forkserver")
        ours, theirs = context.Pipe()
        process = context.Process(
            target=_serve, args=(theirs,), name="computer-player", daemon=True
        )
        process.start()
        theirs.close()
        return cls(process, ours)

    @classmethod
    def started(cls) -> _Worker:
        worker = cls.launched()
        worker.wait_ready()
        return worker

    def wait_ready(self) -> None:
        """Wait for the worker to have loaded the games."""
        try:
            self.connection.recv()
        except (EOFError, OSError) as error:
            raise WorkerDied("a computer players' worker process did not start") from error

    def ask(self, request: Request) -> str:
        try:
            self.connection.send(request)
            ok, answer = self.connection.recv()
        except (EOFError, OSError) as error:
            raise WorkerDied("the worker process deciding died") from error
        if not ok:
            raise RuntimeError(f"the computer player failed in its worker process: {answer}")
        assert isinstance(answer, str)
        return answer

    def stop(self) -> None:
        self.process.terminate()
        self.process.join(timeout=5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.connection.close()


def _start_workers(count: int) -> list[_Worker]:
    workers = [_Worker.launched() for _ in range(count)]  # they load the games together
    for worker in workers:
        worker.wait_ready()
    return workers


def _stop_workers(workers: list[_Worker]) -> None:
    for worker in workers:
        worker.stop()


def _serve(connection: Connection) -> None:
    """A worker process: loads every game, says so, then answers requests until the bot
    closes the pipe. Ctrl-C is the bot's to handle (it stops the workers). It runs at a
    lower priority than the bot (:func:`bot.priority.background`): where the two want the same core,
    the event loop and the pictures go first, and a search, which has its budget and the
    table's grace, waits."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    background()
    for game_id in GAME_IDS:
        manifest(game_id)
    connection.send("ready")
    while True:
        try:
            request = connection.recv()
        except EOFError:
            return
        try:
            connection.send((True, str(computer_action_on_state(*request))))
        except Exception as error:
            connection.send((False, f"{type(error).__name__}: {error}"))


def thinking_for(processes: int) -> Thinking:
    """In ``processes`` worker processes; in threads for 0."""
    return InProcesses(processes) if processes else InThreads()
