"""Pictures drawn in worker processes (``PICTURE_PROCESSES``) are the pictures a thread
draws, in the language spoken where they are asked for, and a worker's death costs no
picture."""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import AsyncIterator

import pytest

import images
from bot.discord import drawing
from engine import i18n
from engine.views import GameView
from images.plugins import Drawer
from images.samples import _views

GAMES = ("dealmein", "hearts", "rummy500", "rummy21")


def views() -> list[tuple[str, GameView, GameView | None]]:
    return [(game_id, *next(iter(_views(game_id)))[1:]) for game_id in GAMES]


@pytest.fixture
async def in_processes() -> AsyncIterator[drawing.InProcesses]:
    pictures = drawing.InProcesses(1)
    await pictures.start()
    try:
        yield pictures
    finally:
        await pictures.close()


def drawing_workers() -> list[multiprocessing.process.BaseProcess]:
    return [p for p in multiprocessing.active_children() if p.name != "computer-player"]


async def test_a_picture_from_a_worker_process_is_the_threads_picture(
    in_processes: drawing.InProcesses,
) -> None:
    threads = drawing.InThreads()
    assert drawing_workers()
    for game_id, public, hand in views():
        for render, view in ((images.render_table, public), (images.render_hand, hand)):
            if view is None:
                continue
            there = await in_processes.draw(render, view)
            here = await threads.draw(render, view)
            assert there.png == here.png, game_id
            assert (there.filename, there.alt) == (here.filename, here.alt)


async def test_a_worker_process_draws_in_the_language_spoken_where_the_picture_is_asked(
    in_processes: drawing.InProcesses,
) -> None:
    """The worker shares no context with the bot: the language goes with the view."""
    _, public, _ = views()[0]
    english = await in_processes.draw(images.render_table, public)
    with i18n.speaking("pl"):
        polish = await in_processes.draw(images.render_table, public)
        assert polish.alt == (await drawing.InThreads().draw(images.render_table, public)).alt
    assert polish.alt == images.render_table(public, locale="pl").alt != english.alt
    assert english.alt == images.render_table(public, locale="en").alt


async def test_the_drawing_workers_give_way_to_the_bots_process(
    in_processes: drawing.InProcesses,
) -> None:
    """``SCHED_IDLE`` (Linux): drawing a picture never keeps the event loop waiting."""
    workers = drawing_workers()
    assert workers
    for worker in workers:
        assert worker.pid is not None
        assert os.sched_getscheduler(worker.pid) == os.SCHED_IDLE


async def test_a_dead_worker_costs_no_picture(in_processes: drawing.InProcesses) -> None:
    _, public, _ = views()[0]
    expected = (await drawing.InThreads().draw(images.render_table, public)).png
    assert drawing_workers()
    for worker in drawing_workers():
        assert worker.pid is not None and worker.pid != os.getpid()
        os.kill(worker.pid, signal.SIGKILL)
        worker.join(timeout=10)
    # the pool finds its worker gone: this picture is drawn in a thread, a new pool starts
    assert (await in_processes.draw(images.render_table, public)).png == expected
    await in_processes.start()
    assert (await in_processes.draw(images.render_table, public)).png == expected
    assert any(w.is_alive() for w in drawing_workers())


async def test_closed_it_draws_in_threads(in_processes: drawing.InProcesses) -> None:
    _, public, _ = views()[1]
    await in_processes.close()
    assert not [w for w in drawing_workers() if w.is_alive()]
    drawn = await in_processes.draw(images.render_table, public)
    assert drawn.png.startswith(b"\x89PNG")


async def test_the_installed_drawing_draws_every_picture() -> None:
    drawn: list[str] = []

    class Noting(drawing.InThreads):
        async def draw(self, render: Drawer, view: GameView) -> images.Rendered:
            drawn.append(render.__name__)
            return await super().draw(render, view)

    _, public, _ = views()[2]
    drawing.install(Noting())
    try:
        await drawing.draw(images.render_table, public)
    finally:
        drawing.install(drawing.InThreads())
    assert drawn == ["render_table"]


def test_one_drawing_process_on_a_machine_with_more_than_one_core() -> None:
    assert drawing.default_processes() == (1 if (os.cpu_count() or 1) > 1 else 0)
    with pytest.raises(ValueError, match="at least 1"):
        drawing.InProcesses(0)
