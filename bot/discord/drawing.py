"""Where the pictures are drawn: in the bot's worker threads, or in worker processes
(``PICTURE_PROCESSES``).

Drawing a table costs 15 to 25 ms of Python and of Pillow calls that hold the interpreter
lock. In a thread, the event loop waits for that lock up to a switch interval at a time
(``bench/bench_loop.py``: the loop's lag p99 about 3.3 ms with 20 tables), and for as long
as the drawing thread is held up when the host takes its CPU away. In a worker process
the loop shares nothing with the drawing but the view sent and the picture returned (p99
1.7–2.7 ms in seven runs).

A picture is the same either way: a renderer of :mod:`images` is a plain function of a
view (plain data) and a locale. :func:`draw` draws with the drawing the bot installed
(:func:`install`); without one, and in the tests, in threads. A picture's words are in the
language spoken where it is asked for (:func:`engine.i18n.speaking`): the drawing reads it
there, and hands it to the renderer with the view, the one place a worker (which shares no
context with the bot) is told a language.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import signal
from concurrent.futures import BrokenExecutor, ProcessPoolExecutor
from typing import Protocol

import images
from bot.monitoring import metrics
from bot.priority import background
from engine import i18n
from images.plugins import Drawer, View
from images.rendered import Rendered

log = logging.getLogger(__name__)


def default_processes() -> int:
    """Drawing processes for a machine: one when it has more than one core (the event
    loop keeps its own), none on a single core (threads, without a second interpreter's
    memory)."""
    return 1 if (os.cpu_count() or 1) > 1 else 0


class Drawing(Protocol):
    """Draws ``view`` with ``render`` in the language now."""

    async def draw(self, render: Drawer, view: View) -> Rendered: ...

    async def close(self) -> None: ...


class InThreads:
    """Pictures in the bot's worker threads (``asyncio.to_thread``)."""

    async def draw(self, render: Drawer, view: View) -> Rendered:
        return await asyncio.to_thread(render, view, locale=i18n.language())

    async def close(self) -> None:
        return None


class InProcesses:
    """Pictures in ``processes`` worker processes, each started fresh (``spawn``: not a
    fork of the bot with its threads and connections) with the fonts, sprites and palettes
    prepared. A picture is awaited by a thread, so whatever watches the loop's executor
    (such as a test double) sees it drawn. When a worker dies, the picture it held, and
    any after it until a new pool is up, is drawn in a thread: the message still has it."""

    def __init__(self, processes: int) -> None:
        if processes < 1:
            raise ValueError(f"drawing processes must be at least 1, not {processes}")
        self.processes = processes
        self._pool: ProcessPoolExecutor | None = None
        self._threads = InThreads()
        self._restarting: asyncio.Task[None] | None = None
        self._starting = asyncio.Lock()

    async def start(self) -> None:
        """Start the workers and wait until they are ready to draw (in a thread); nothing
        if they run."""
        async with self._starting:
            if self._pool is None:
                self._pool = await asyncio.to_thread(_started_pool, self.processes)

    async def draw(self, render: Drawer, view: View) -> Rendered:
        pool = self._pool
        if pool is None:
            return await self._threads.draw(render, view)
        try:
            future = pool.submit(render, view, locale=i18n.language())
        except RuntimeError:  # the pool is broken (BrokenExecutor is one) or closed
            self._lost(pool)
            return await self._threads.draw(render, view)
        try:
            return await asyncio.to_thread(future.result)
        except BrokenExecutor:
            self._lost(pool)
            return await self._threads.draw(render, view)

    async def close(self) -> None:
        """Stop the workers (a picture they hold is drawn in a thread)."""
        async with self._starting:
            pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)

    def _lost(self, pool: ProcessPoolExecutor) -> None:
        """``pool`` lost a worker: drop it and start another (unless closed meanwhile)."""
        if self._pool is pool:
            log.warning("a drawing worker process died: starting new ones")
            self._pool = None
            pool.shutdown(wait=False, cancel_futures=True)
            self._restarting = asyncio.create_task(self.start())


def _started_pool(processes: int) -> ProcessPoolExecutor:
    # spawn, not the computer players' fork server: a pool's workers started by a fork
    # server can leave the next ``Process.start`` of this process waiting for ever.
    pool = ProcessPoolExecutor(
        processes, mp_context=multiprocessing.get_context("spawn"), initializer=_prepare
    )
    for ready in [pool.submit(os.getpid) for _ in range(processes)]:
        ready.result()  # each worker has prepared the pictures
    return pool


def _prepare() -> None:
    """A drawing worker: Ctrl-C is the bot's to handle (it stops the workers); a lower
    priority than the bot's; the pictures' fonts, sprites and palettes made first."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    background()
    images.prepare()


_drawing: Drawing = InThreads()


def install(drawing: Drawing) -> None:
    """Draw every picture with ``drawing`` from now on (the bot, at start-up and close)."""
    global _drawing
    _drawing = drawing


async def draw(render: Drawer, view: View) -> Rendered:
    """``view`` drawn by ``render`` in the language now, with the installed drawing."""
    timer = metrics.RENDER_SECONDS.labels(metrics.picture_name(render))
    return await metrics.timed(timer, _drawing.draw(render, view))
