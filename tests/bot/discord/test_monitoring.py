"""The metrics port of a running bot (``METRICS_PORT``): ``/healthz`` answers 503 while the
bot starts and ``ready`` once it is connected, and ``/metrics`` scraped during a SimCord
game shows its counters moving (moves, refusals, decisions, pictures, saves, DMs that
failed, the tables open); the loop's lag measured on a loop held up for real; the requests
to Discord counted by discord.py's own HTTP client against a local server that answers a
429."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import socket
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import aiohttp
import discord
import pytest
from aiohttp import web
from prometheus_client.parser import text_string_to_metric_families

from bot.discord.client import CardTableBot
from bot.monitoring import metrics, server
from bot.monitoring.logs import JsonFormatter
from tests.bot.discord.conftest import World, make_bot
from tests.bot.discord.test_hands_and_timers import close_dms

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]

#: What ``/healthz`` would answer at the end of the bot's ``setup_hook`` (not connected yet).
EARLY: list[tuple[int, str]] = []


async def get(bot: CardTableBot, path: str) -> tuple[int, str]:
    assert bot.monitoring is not None and bot.monitoring.port is not None
    url = f"http://127.0.0.1:{bot.monitoring.port}{path}"
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        return response.status, await response.text()


async def scrape(bot: CardTableBot) -> Samples:
    status, text = await get(bot, "/metrics")
    assert status == 200
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def total(samples: Samples, name: str, **labels: str) -> float:
    """The sum of ``name``'s samples whose labels include ``labels``."""
    wanted = set(labels.items())
    return sum(
        value for (found, have), value in samples.items() if found == name and wanted <= have
    )


@pytest.fixture
def simcord_bot(database_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[CardTableBot]:
    """The bot with its metrics port on any free port, and its loop-lag task asleep (a
    timer every half second of real time would never let SimCord find the bot idle; the
    lag is tested on a loop of its own below); its ``setup_hook`` notes what its
    ``/healthz`` answers once everything but the gateway is up (asked in the process: an
    HTTP request to itself there would be a wait SimCord cannot tell from a hang)."""
    monkeypatch.setattr(server, "LAG_INTERVAL", 86_400.0)
    bot = make_bot(database_url)
    bot.settings = dataclasses.replace(bot.settings, metrics_port=0)
    started = bot.setup_hook

    async def setup_then_ask() -> None:
        await started()
        assert bot.monitoring is not None
        EARLY.append(await bot.monitoring.health())

    bot.setup_hook = setup_then_ask  # type: ignore[method-assign]
    EARLY.clear()
    yield bot
    EARLY.clear()


async def test_healthz_goes_ready_and_metrics_move_during_a_game(world: World) -> None:
    bot = world.bot
    try:
        assert EARLY == [(503, "discord: not connected\n")]
        assert await get(bot, "/healthz") == (200, "ready\n")
        before = await scrape(bot)

        close_dms(world, world.bob)
        await world.ann.slash(world.channel, "game new", game="dealmein")
        await world.bob.click(world.table_message(), label="Join")
        await world.ann.slash(world.channel, "game addbot")
        during = await scrape(bot)
        assert total(during, "cardtable_tables_open", game="dealmein", phase="lobby") == 1
        await world.ann.click(world.table_message(), label="Start")
        refused = await world.cat.slash(world.channel, "dmi swap", cards="2C")
        assert refused.ephemeral
        table = world.table()
        assert table.game is not None
        for _ in range(2):
            if table.game.over:
                break
            await world.swap_one()
        after = await scrape(bot)

        def moved(name: str, **labels: str) -> float:
            return total(after, name, **labels) - total(before, name, **labels)

        assert moved("cardtable_moves_total", game="dealmein", by="human") >= 2
        assert moved("cardtable_moves_total", game="dealmein", by="computer") >= 1
        assert moved("cardtable_refusals_total", game="dealmein", code="not_seated") == 1
        assert moved("cardtable_decision_seconds_count", game="dealmein") >= 1
        assert moved("cardtable_render_seconds_count") >= 3
        assert moved("cardtable_save_seconds_count") >= 3
        assert moved("cardtable_dm_failures_total", game="dealmein") >= 1
        if not table.game.over:
            assert total(after, "cardtable_tables_open", game="dealmein", phase="playing") == 1
        assert total(after, "cardtable_discord_connected") == 1
        assert total(after, "process_resident_memory_bytes") > 0
    finally:
        assert bot.monitoring is not None
        await bot.monitoring.close()


async def test_the_loop_lag_is_how_long_a_held_loop_kept_a_timer_waiting() -> None:
    before = metrics.LOOP_LAG_SECONDS.collect()[0]
    watching = asyncio.create_task(server.watch_loop_lag(0.01))
    try:
        await asyncio.sleep(0.05)
        time.sleep(0.2)  # the loop is held: nothing runs, the watcher's timer is late
        await asyncio.sleep(0.05)
    finally:
        watching.cancel()
    after = metrics.LOOP_LAG_SECONDS.collect()[0]

    def sample(family: object, name: str, le: str | None = None) -> float:
        return next(
            s.value
            for s in family.samples  # type: ignore[attr-defined]
            if s.name == name and (le is None or s.labels.get("le") == le)
        )

    late = sample(after, "cardtable_loop_lag_seconds_count") - sample(
        after, "cardtable_loop_lag_seconds_bucket", "0.1"
    )
    late_before = sample(before, "cardtable_loop_lag_seconds_count") - sample(
        before, "cardtable_loop_lag_seconds_bucket", "0.1"
    )
    assert late - late_before == 1  # one wake-up more than 0.1 s late: the held one
    assert (
        sample(after, "cardtable_loop_lag_seconds_sum")
        - sample(before, "cardtable_loop_lag_seconds_sum")
        >= 0.15
    )


def answer(body: dict[str, Any], status: int = 200, **headers: str) -> web.Response:
    """JSON as Discord sends it (discord.py reads a body as JSON only under exactly
    ``application/json``, without a charset)."""
    data = json.dumps(body).encode()
    return web.Response(body=data, status=status, headers=headers, content_type="application/json")


@pytest.fixture
async def rate_limiting_discord(
    monkeypatch: pytest.MonkeyPatch,
) -> AsyncIterator[list[str]]:
    """A local HTTP server in Discord's place: it knows the bot's user, answers the first
    request for a channel with a 429 (as Discord does, through its proxy) and the next
    with the channel. Yields the paths it was asked for."""
    asked: list[str] = []
    limited = False

    async def me(request: web.Request) -> web.Response:
        asked.append(request.path)
        user = {"id": "1000000000000001", "username": "cards", "discriminator": "0"}
        return answer({**user, "avatar": None, "global_name": None})

    async def channel(request: web.Request) -> web.Response:
        nonlocal limited
        asked.append(request.path)
        if not limited:
            limited = True
            body = {"message": "You are being rate limited.", "retry_after": 0.01, "global": False}
            headers = {"Via": "1.1 google", "X-RateLimit-Scope": "shared", "Retry-After": "1"}
            return answer(body, 429, **headers)
        return answer({"id": request.match_info["id"], "type": 0})

    app = web.Application()
    app.router.add_get("/api/v10/users/@me", me)
    app.router.add_get("/api/v10/channels/{id}", channel)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    try:
        yield asked
    finally:
        await runner.cleanup()


async def test_requests_to_discord_are_counted_by_route_and_status(
    rate_limiting_discord: list[str],
) -> None:
    """discord.py's own HTTP client with the bot's trace, against a server that answers
    one 429: every attempt is counted, the 429 also by its scope, ids left out."""

    def count(metric: Any, **labels: str) -> float:
        return float(metric.labels(**labels)._value.get())

    channel_route = {"method": "GET", "route": "/channels/{id}"}
    before_ok = count(metrics.DISCORD_REQUESTS, status="200", **channel_route)
    before_429 = count(metrics.DISCORD_REQUESTS, status="429", **channel_route)
    before_limited = count(metrics.RATE_LIMITED, route="/channels/{id}", scope="shared")
    http = discord.http.HTTPClient(asyncio.get_running_loop(), http_trace=server.discord_trace())
    try:
        await http.static_login("token")
        channel = await http.get_channel(2000000000000002)
    finally:
        await http.close()
    assert channel["id"] == "2000000000000002"
    assert (
        rate_limiting_discord == ["/api/v10/users/@me"] + ["/api/v10/channels/2000000000000002"] * 2
    )
    assert count(metrics.DISCORD_REQUESTS, status="200", **channel_route) == before_ok + 1
    assert count(metrics.DISCORD_REQUESTS, status="429", **channel_route) == before_429 + 1
    assert count(metrics.RATE_LIMITED, route="/channels/{id}", scope="shared") == before_limited + 1
    assert count(metrics.DISCORD_REQUESTS, method="GET", route="/users/@me", status="200") >= 1


@pytest.mark.parametrize(
    ("path", "route"),
    [
        ("/api/v10/channels/123456789012345678/messages", "/channels/{id}/messages"),
        (
            "/api/v10/interactions/123456789012345678/aW50ZXJhY3Rpb24/callback",
            "/interactions/{id}/{token}/callback",
        ),
        (
            "/api/v10/webhooks/1234567/tok-en/messages/@original",
            "/webhooks/{id}/{token}/messages/@original",
        ),
        (
            "/api/v10/channels/1234567/messages/7654321/reactions/%F0%9F%82%A1/@me",
            "/channels/{id}/messages/{id}/reactions/{emoji}/@me",
        ),
        ("/api/v10/users/@me", "/users/@me"),
    ],
)
def test_a_route_names_no_id(path: str, route: str) -> None:
    assert server.route_of(path) == route


async def test_a_port_in_use_is_refused_in_one_line() -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        monitoring = server.MonitoringServer(make_bot("sqlite+aiosqlite://"), "127.0.0.1", port)
        with pytest.raises(server.PortUnavailable, match=f"METRICS_PORT {port} on 127.0.0.1"):
            await monitoring.start()
    finally:
        taken.close()


class Lines(logging.Handler):
    """The bot's records at ERROR, as ``LOG_FORMAT=json`` writes them."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.setFormatter(JsonFormatter())
        self.lines: list[dict[str, Any]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(json.loads(self.format(record)))


async def test_an_incident_is_counted_and_its_json_line_carries_its_id(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(*_args: Any, **_kwargs: Any) -> None:
        raise RuntimeError("a bug in join")

    lines = Lines()
    logging.getLogger("bot").addHandler(lines)
    before = metrics.INCIDENTS.labels("RuntimeError")._value.get()
    try:
        await world.ann.slash(world.channel, "game new", game="dealmein")
        monkeypatch.setattr(world.bot.service, "join", broken)
        apology = await world.bob.slash(world.channel, "game join")
    finally:
        logging.getLogger("bot").removeHandler(lines)
        assert world.bot.monitoring is not None
        await world.bot.monitoring.close()
    [line] = [line for line in lines.lines if "incident" in line]
    assert line["incident"] in apology.response.content
    assert line["guild"] == world.guild.id and "RuntimeError: a bug in join" in line["exc"]
    assert metrics.INCIDENTS.labels("RuntimeError")._value.get() == before + 1
    assert world.errors.take() == [line["message"]]
    # SimCord saw the command's exception too: the one injected here.
    assert [str(error.__cause__) for error in world.env.errors] == ["a bug in join"]
