"""The web front's budgets (DESIGN.md, "Performance budget"), on localhost:

- a move's round trip from the page to the saved table and back: a WebSocket client (as
  the page is) sends a move, the web front hands it to ``TableService.act`` (engine, save to
  SQLite in a temporary folder), and the table's new state comes back on the socket
  (budget: p95 < 100 ms). The moves are the computer player's choice for the seat to move
  (Deal Me In, two players, each on a socket of their own), chosen outside the timing;
- the first page: its files (the page, its stylesheets and modules) fetched compressed as
  a browser asks for them, their size (budget < 300 KB) and the time to fetch them all;
  with the Embedded App SDK as well, which only an Activity loads.

    .venv/bin/python bench/bench_web.py [--moves 200]

Prints median and p95 (milliseconds) and the sizes.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_service import PLAYERS, SilentFrontend, open_table  # type: ignore[import-not-found]

from bot.storage import Store
from bot.storage.guild_settings import GuildSettingsStore
from bot.tables import TableService
from bot.web.server import WebFront, WebOptions
from bot.web.sessions import Session, Sessions, secret_from
from engine.registry import computer_action

#: What the table page loads before it shows anything (index.html's links and imports).
FIRST_PAGE = ("/", "/static/theme.css", "/static/app.css", "/static/table.mjs", "/static/cards.mjs")
ACTIVITY_EXTRA = ("/static/vendor/discord-sdk.mjs",)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def report(name: str, samples: list[float]) -> None:
    print(
        f"{name:<48} median {statistics.median(samples):6.2f} ms   "
        f"p95 {percentile(samples, 0.95):6.2f} ms   ({len(samples)} runs)"
    )


class Page:
    """One player's socket, as the page keeps it."""

    def __init__(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        self.socket = socket
        self.table: dict[str, Any] = {}

    async def next_table(self, after: int) -> dict[str, Any]:
        """Read until the table's state past turn ``after`` arrives."""
        while True:
            message = json.loads((await self.socket.receive()).data)
            if message.get("type") == "refused":
                raise RuntimeError(message["text"])
            if message.get("type") == "table" and message["turn"] > after:
                self.table = message
                return message


async def round_trips(base: str, web: WebFront, service: TableService, moves: int) -> list[float]:
    """Games played from two pages (a new table when one ends) until ``moves`` moves."""
    samples: list[float] = []
    channel = 100
    while len(samples) < moves:
        channel += 1
        samples += await one_game(base, web, service, channel, moves - len(samples))
    return samples


async def one_game(
    base: str, web: WebFront, service: TableService, channel: int, moves: int
) -> list[float]:
    table = await open_table(service, channel, players=2)
    game = table.game
    assert game is not None
    rng = random.Random(channel)
    samples: list[float] = []
    async with aiohttp.ClientSession() as http:
        pages = []
        for player in PLAYERS[:2]:
            sock = await http.ws_connect(f"{base.replace('http', 'ws')}/ws")
            token = web.options.sessions.issue(player.user_id, "en")
            await sock.send_json({"op": "hello", "session": token, "channel": str(channel)})
            page = Page(sock)
            await page.next_table(-1)
            pages.append(page)
        for index in range(moves):
            if game.over:
                break
            seat = game.to_move()[0]
            action = computer_action(game, seat, rng)
            turn = table.turn
            page = pages[seat]
            began = time.perf_counter()
            await page.socket.send_json({"op": "act", "action": action, "turn": turn, "id": index})
            await page.next_table(turn)
            samples.append((time.perf_counter() - began) * 1000)
            # The other page hears of the move too; read it so that its queue stays short.
            await pages[1 - seat].next_table(turn)
        for page in pages:
            await page.socket.close()
    return samples


async def first_page(base: str, paths: tuple[str, ...]) -> tuple[int, int, float]:
    """Compressed and plain bytes of ``paths``, and the milliseconds to fetch them (the page
    first, then its files together, as a browser does)."""
    compressed = plain = 0
    async with aiohttp.ClientSession(auto_decompress=False) as http:

        async def fetch(path: str) -> None:
            nonlocal compressed, plain
            headers = {"Accept-Encoding": "gzip, br"}
            async with http.get(base + path, headers=headers) as answer:
                body = await answer.read()
                compressed += len(body)
                plain += len(body) if answer.headers.get("Content-Encoding") is None else 0

        began = time.perf_counter()
        await fetch(paths[0])
        await asyncio.gather(*(fetch(path) for path in paths[1:]))
        elapsed = (time.perf_counter() - began) * 1000
    return compressed, plain, elapsed


class Everyone:
    """Every signed-in user may watch (no discord here: the membership check is a request
    to Discord per session, not part of a move's round trip)."""

    async def may_watch(self, session: Session, channel_id: int) -> None:
        return None


async def main(moves: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(f"sqlite+aiosqlite:///{Path(folder) / 'bench.db'}")
        port = free_port()
        options = WebOptions(
            host="127.0.0.1",
            port=port,
            public_url=f"http://127.0.0.1:{port}",
            sessions=Sessions(secret_from("bench")),
        )
        web = WebFront(GuildSettingsStore(store.engine), options, Everyone())
        service = TableService(store, web.frontend(SilentFrontend()), bot_delay=0.0)
        web.attach(service)
        await service.start()
        await web.start()
        base = f"http://127.0.0.1:{port}"
        try:
            samples = await round_trips(base, web, service, moves)
            report("move: page -> saved table -> page", samples)
            loads = [await first_page(base, FIRST_PAGE) for _ in range(20)]
            size = loads[0][0]
            print(
                f"{'first page (compressed)':<48} {size / 1024:6.1f} KB   fetched in median "
                f"{statistics.median(load[2] for load in loads):5.2f} ms (20 runs)"
            )
            activity = await first_page(base, FIRST_PAGE + ACTIVITY_EXTRA)
            print(f"{'first page in an Activity (with the SDK)':<48} {activity[0] / 1024:6.1f} KB")
        finally:
            await web.close()
            await service.stop()
            await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=200)
    asyncio.run(main(parser.parse_args().moves))
