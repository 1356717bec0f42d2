"""Browser tests of the web front: the real bot on SimCord (``tests/bot/discord``'s world)
with its web port open, and pages in a real Chromium (Debian's ``/usr/bin/chromium``,
installed by ``scripts/test``) driven by Playwright.

One browser serves the whole session: it is started once, headless, with its DevTools
port, and each test connects to it (``connect_over_cdp``) with a new context of its own
(no cookies or storage shared). Chromium is started with the flags that keep it off the
network (no background services, no updates). Without Chromium (or Playwright) the tests
are skipped, except in CI (``CI=true``), where that is a failure.

Discord's OAuth is answered by a local test double (:class:`OAuthDouble`): the page's
authorisation code is exchanged there, never on the network.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import os
import re
import shutil
import socket
import subprocess
import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web

from bot.discord.client import CardTableBot
from tests.bot.discord.conftest import (  # noqa: F401 - fixtures used by the tests here
    IDLE_WAITS,
    World,
    database_url,
    make_bot,
    world,
)

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")

#: Where the tests' screenshots go (committed: docs/activity.md shows them).
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "images"

CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--mute-audio",
    "--remote-debugging-port=0",
)


def _missing(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason}: the browser tests cannot run (scripts/test installs it)")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def chromium() -> Iterator[str]:
    """The DevTools address of the session's headless Chromium."""
    try:
        import playwright  # noqa: F401
    except ImportError:
        _missing("Playwright is not installed (pip install -e '.[test]')")
    if shutil.which(CHROMIUM) is None:
        _missing(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    profile = tempfile.mkdtemp(prefix="cardtable-chromium-")
    process = subprocess.Popen(
        [CHROMIUM, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stderr is not None
    address = None
    for line in process.stderr:
        found = re.search(r"DevTools listening on (ws://\S+)", line)
        if found:
            address = found.group(1)
            break
    if address is None:
        process.kill()
        pytest.fail("Chromium started but gave no DevTools address")
    # Chromium writes more to stderr as it runs: read it away so that it never blocks.
    drain = subprocess.Popen(["cat"], stdin=process.stderr, stdout=subprocess.DEVNULL)
    try:
        yield address
    finally:
        process.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(10)
        drain.kill()
        shutil.rmtree(profile, ignore_errors=True)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclasses.dataclass
class OAuthDouble:
    """Discord's ``/oauth2/token`` and ``/users/@me`` for the Activity's sign-in: the code
    ``mock_code`` (what the SDK's mock client authorises) is the user ``user_id``."""

    user_id: int = 0
    codes_seen: list[str] = dataclasses.field(default_factory=list)
    port: int = 0

    def app(self) -> web.Application:
        async def token(request: web.Request) -> web.Response:
            form = await request.post()
            self.codes_seen.append(str(form.get("code")))
            if form.get("code") != "mock_code" or form.get("client_secret") != "secret":
                return web.json_response({"error": "invalid_grant"}, status=400)
            return web.json_response({"access_token": "token-of-the-user", "token_type": "Bearer"})

        async def me(request: web.Request) -> web.Response:
            if request.headers.get("Authorization") != "Bearer token-of-the-user":
                return web.json_response({"message": "401: Unauthorized"}, status=401)
            return web.json_response({"id": str(self.user_id), "locale": "en-US"})

        app = web.Application()
        app.add_routes([web.post("/oauth2/token", token), web.get("/users/@me", me)])
        return app


@pytest.fixture
async def oauth_double() -> AsyncIterator[OAuthDouble]:
    double = OAuthDouble()
    runner = web.AppRunner(double.app(), access_log=None)
    await runner.setup()
    double.port = free_port()
    await web.TCPSite(runner, "127.0.0.1", double.port).start()
    try:
        yield double
    finally:
        await runner.cleanup()


@pytest.fixture
def web_port() -> int:
    return free_port()


def with_web(bot: CardTableBot, port: int, **extra: Any) -> CardTableBot:
    """``bot`` with its web front on ``port`` (its pages' idle waits declared to SimCord
    like the table service's)."""
    bot.settings = dataclasses.replace(
        bot.settings, web_port=port, public_url=f"http://127.0.0.1:{port}", **extra
    )
    bot.web_overrides = {"heartbeat": None, "keep_alive": False}
    return bot


@pytest.fixture
def simcord_bot(database_url: str, web_port: int) -> CardTableBot:  # noqa: F811
    return with_web(make_bot(database_url), web_port)


@pytest.fixture
async def browser(chromium: str) -> AsyncIterator[Any]:
    """The session's Chromium, connected for this test."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        connected = await playwright.chromium.connect_over_cdp(chromium)
        try:
            yield connected
        finally:
            await connected.close()


async def open_page(browser: Any, url: str, width: int = 1280, height: int = 900) -> Any:
    """A page of its own (a new context: nothing shared with other pages) at ``url``."""
    context = await browser.new_context(viewport={"width": width, "height": height})
    page = await context.new_page()
    await page.goto(url)
    return page


async def link_for(place: World, member: Any) -> str:
    """The private link ``member`` is answered with when they press Open table."""
    answer = await member.click(place.table_message(), label="Open table")
    assert answer.ephemeral
    found = re.search(r"(http://\S+)", answer.response.content)
    assert found, answer.response.content
    return found.group(1)


async def until(check: Any, timeout: float = 5.0) -> None:
    """Wait (real time) until ``check()`` is true."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not check():
        if loop.time() > deadline:
            raise AssertionError("the condition did not come true in time")
        await asyncio.sleep(0.02)
