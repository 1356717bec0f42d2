"""The bot's own HTTP port (``METRICS_PORT``, off by default), served by aiohttp on the
bot's event loop:

- ``GET /healthz``: ``200 ready`` when the bot is connected to Discord (every shard of
  this process) and the database answers a query within :data:`DATABASE_TIMEOUT`;
  otherwise ``503`` and what is not ready, one line each (for a load balancer, a
  container's health check, systemd's watchdog script, a person with ``curl``).
- ``GET /metrics``: the Prometheus text format of :data:`bot.monitoring.metrics.REGISTRY`,
  with the open tables and the gateway's latency read at each scrape.

Also here: what feeds the metrics from discord.py, which :mod:`bot.monitoring.metrics`
leaves out to stay free of it: the aiohttp trace that counts every HTTP request the bot
sends to Discord (discord.py's ``http_trace``), and the task that measures the loop's lag.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import Iterator
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Protocol

import aiohttp
import sqlalchemy as sa
from aiohttp import web
from discord.gateway import DiscordWebSocket
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

from bot.monitoring import metrics
from bot.storage.database import run_read

if TYPE_CHECKING:
    from prometheus_client import Metric

log = logging.getLogger(__name__)


class Client(Protocol):
    """What is read here of the bot's client (discord.py's, with the bot's services,
    which are looked up by name: a bot still starting has none yet)."""

    @property
    def latency(self) -> float: ...

    @property
    def ws(self) -> DiscordWebSocket: ...

    def is_ready(self) -> bool: ...

    def is_closed(self) -> bool: ...


#: How long ``/healthz`` waits for the database's answer (seconds).
DATABASE_TIMEOUT = 2.0

#: How often the loop-lag task wakes (seconds): its lateness is the loop's lag.
LAG_INTERVAL = 0.5

#: A Discord id (snowflake) or an interaction or webhook token in a request's path.
_ID = re.compile(r"^\d{6,}$")
_TOKEN_AFTER = {"interactions", "webhooks"}


def route_of(path: str) -> str:
    """A request path as a route with few values: ids as ``{id}``, the token after an
    interaction's or webhook's id as ``{token}``, an emoji as ``{emoji}``, the API
    version prefix dropped (``/api/v10/channels/1234567/messages`` ->
    ``/channels/{id}/messages``)."""
    parts = [part for part in path.split("?", 1)[0].split("/") if part]
    if len(parts) >= 2 and parts[0] == "api" and parts[1].startswith("v"):
        parts = parts[2:]
    named: list[str] = []
    for index, part in enumerate(parts):
        before = parts[index - 1] if index else ""
        two_before = parts[index - 2] if index > 1 else ""
        if _ID.match(part):
            named.append("{id}")
        elif two_before in _TOKEN_AFTER and _ID.match(before):
            named.append("{token}")
        elif before == "reactions":
            named.append("{emoji}")
        else:
            named.append(part)
    return "/" + "/".join(named)


def discord_trace() -> aiohttp.TraceConfig:
    """The trace given to discord.py (``http_trace``): each request's answer counted by
    method, route and status (``error`` when none came); a 429 also by its scope
    (Discord's ``X-RateLimit-Scope``)."""
    trace = aiohttp.TraceConfig()

    async def ended(_session: aiohttp.ClientSession, _context: SimpleNamespace, done: Any) -> None:
        route = route_of(done.url.path)
        status = done.response.status
        metrics.DISCORD_REQUESTS.labels(done.method, route, str(status)).inc()
        if status == 429:
            scope = done.response.headers.get("X-RateLimit-Scope", "user")
            metrics.RATE_LIMITED.labels(route, scope).inc()

    async def failed(_session: aiohttp.ClientSession, _context: SimpleNamespace, done: Any) -> None:
        """No answer (a connection refused or cut, a timeout): status ``error``."""
        metrics.DISCORD_REQUESTS.labels(done.method, route_of(done.url.path), "error").inc()

    trace.on_request_end.append(ended)
    trace.on_request_exception.append(failed)
    return trace


def discord_connected(bot: Client) -> bool:
    """Whether the bot is logged in and every gateway connection of this process is open."""
    if bot.is_closed() or not bot.is_ready():
        return False
    shards = getattr(bot, "shards", None)
    if isinstance(shards, dict) and shards:
        return all(not shard.is_closed() for shard in shards.values())
    ws = bot.ws
    return ws is not None and bool(ws.open)


async def database_answers(bot: Client) -> bool:
    """Whether the database answers ``SELECT 1`` within :data:`DATABASE_TIMEOUT`."""
    store = getattr(bot, "store", None)
    if store is None:
        return False

    async def ask(conn: Any) -> Any:
        return await conn.scalar(sa.text("SELECT 1"))

    try:
        answer = await asyncio.wait_for(
            run_read(store.engine, "the health check", ask), DATABASE_TIMEOUT
        )
    except Exception:  # any failure is "not ready"; the store logged it
        return False
    return bool(answer == 1)


class BotCollector(Collector):
    """What is read from the running bot at each scrape."""

    def __init__(self, bot: Client) -> None:
        self._bot = bot

    def collect(self) -> Iterator[Metric]:
        tables = GaugeMetricFamily(
            "cardtable_tables_open",
            "Tables open in this process, by game and phase (lobby or playing).",
            labels=["game", "phase"],
        )
        counts: dict[tuple[str, str], int] = {}
        service = getattr(self._bot, "service", None)
        for table in service.tables() if service is not None else []:
            key = (table.game_id, table.phase.value)
            counts[key] = counts.get(key, 0) + 1
        for (game, phase), count in sorted(counts.items()):
            tables.add_metric([game, phase], count)
        yield tables
        connected = GaugeMetricFamily(
            "cardtable_discord_connected",
            "1 while every gateway connection of this process is open, else 0.",
            value=1.0 if discord_connected(self._bot) else 0.0,
        )
        yield connected
        latency = self._bot.latency
        if latency == latency and latency != float("inf"):  # not NaN, not infinite
            yield GaugeMetricFamily(
                "cardtable_discord_latency_seconds",
                "The gateway's heartbeat latency (the mean over this process's shards).",
                value=latency,
            )


async def watch_loop_lag(interval: float | None = None) -> None:
    """Observe how late each wake-up comes (``interval`` apart, by default
    :data:`LAG_INTERVAL`, on the loop's clock), until cancelled."""
    loop = asyncio.get_running_loop()
    while True:
        pause = LAG_INTERVAL if interval is None else interval
        began = loop.time()
        await asyncio.sleep(pause)
        metrics.LOOP_LAG_SECONDS.observe(max(0.0, loop.time() - began - pause))


class PortUnavailable(Exception):
    """The metrics port cannot be opened (in use, not allowed); ``str(error)`` says which."""


class MonitoringServer:
    """``/healthz`` and ``/metrics`` on ``host:port`` (port 0: any free port, see
    :attr:`port`), and the loop-lag task, for as long as the bot runs."""

    def __init__(self, bot: Client, host: str, port: int) -> None:
        self._bot = bot
        self._host = host
        self._requested = port
        self._runner: web.AppRunner | None = None
        self._collector = BotCollector(bot)
        self._lag: asyncio.Task[None] | None = None
        self.port: int | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/metrics", self._metrics)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self._host, self._requested)
        try:
            await site.start()
        except OSError as error:
            await self._runner.cleanup()
            raise PortUnavailable(
                f"METRICS_PORT {self._requested} on {self._host} cannot be opened: "
                f"{error.strerror or error}"
            ) from error
        server = getattr(site, "_server", None)
        sockets = getattr(server, "sockets", None) or []
        self.port = sockets[0].getsockname()[1] if sockets else self._requested
        metrics.REGISTRY.register(self._collector)
        self._lag = asyncio.create_task(watch_loop_lag(), name="loop-lag")
        log.info("health and metrics on http://%s:%d/ (/healthz, /metrics)", self._host, self.port)

    async def close(self) -> None:
        if self._lag is not None:
            self._lag.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._lag
        with contextlib.suppress(KeyError):
            metrics.REGISTRY.unregister(self._collector)
        if self._runner is not None:
            await self._runner.cleanup()

    async def health(self) -> tuple[int, str]:
        """What ``/healthz`` answers: its status and text."""
        problems = []
        if not discord_connected(self._bot):
            problems.append("discord: not connected")
        if not await database_answers(self._bot):
            problems.append("database: not answering")
        if problems:
            return 503, "\n".join(problems) + "\n"
        return 200, "ready\n"

    async def _healthz(self, _request: web.Request) -> web.Response:
        status, text = await self.health()
        return web.Response(status=status, text=text)

    async def _metrics(self, _request: web.Request) -> web.Response:
        body = generate_latest(metrics.REGISTRY)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})
