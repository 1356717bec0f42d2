"""The web front without a browser: its HTTP API and WebSocket against a running table
service on SQLite (no discord), its settings, and the page's palette."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.config import ConfigError, settings_from
from bot.storage import Store
from bot.storage.guild_settings import GuildSettingsStore
from bot.tables import Player, TableService
from bot.tables.ports import Notice
from bot.web.server import WebFront, WebOptions
from bot.web.sessions import Session, Sessions, secret_from
from engine import i18n
from engine.review import judge
from images.web import theme_css
from tests.bot.discord.test_casual import declaring_position
from tests.bot.service.helpers import RecordingFrontend
from tests.web.conftest import free_port

ANN, BOB, CAT = Player(1, "Ann"), Player(2, "Bob"), Player(3, "Cat")
GUILD, CHANNEL = 5 << 22, 77
#: A teardown longer than this is hung (a restart closes a page's socket within 5 s).
TEARDOWN_SECONDS = 60.0


class Everyone:
    """The web front's :class:`~bot.web.access.Access` here, with no discord: every signed-in
    user may see the channel (the check itself: ``test_web_access.py``)."""

    async def may_watch(self, session: Session, channel_id: int) -> None:
        return None


class Front:
    def __init__(self, web: WebFront, service: TableService, guilds: GuildSettingsStore) -> None:
        self.web = web
        self.service = service
        self.guilds = guilds
        self.base = f"http://127.0.0.1:{web.port}"

    async def socket(self, http: aiohttp.ClientSession, player: Player, locale: str = "en") -> Any:
        sock = await http.ws_connect(f"{self.base.replace('http', 'ws')}/ws")
        token = self.web.options.sessions.issue(player.user_id, locale)
        await sock.send_json({"op": "hello", "session": token, "channel": str(CHANNEL)})
        return sock


@pytest.fixture
async def front(tmp_path: Path) -> AsyncIterator[Front]:
    store = await Store.open(f"sqlite+aiosqlite:///{tmp_path / 'web.db'}")
    guilds = GuildSettingsStore(store.engine)
    port = free_port()
    options = WebOptions(
        host="127.0.0.1",
        port=port,
        public_url=f"http://127.0.0.1:{port}",
        sessions=Sessions(secret_from("test")),
    )
    web = WebFront(guilds, options, Everyone())
    service = TableService(store, web.frontend(RecordingFrontend()), bot_delay=0.0)
    web.attach(service)
    await service.start()
    await web.start()
    try:
        yield Front(web, service, guilds)
    finally:
        async with tasks_shown_if_hung(TEARDOWN_SECONDS):
            await web.close()
            await service.stop()
        await guilds.close()
        await store.close()


@contextlib.asynccontextmanager
async def tasks_shown_if_hung(seconds: float) -> AsyncIterator[None]:
    """Fail a block that takes longer than ``seconds``, printing every task's stack: a
    teardown that hangs shows what it waits for instead of stopping the whole run."""
    try:
        async with asyncio.timeout(seconds):
            yield
    except TimeoutError:
        for task in asyncio.all_tasks():
            task.print_stack(file=sys.stderr)
        raise


async def receive(sock: Any, kind: str) -> dict[str, Any]:
    while True:
        message = await sock.receive_json(timeout=5)
        if message["type"] == kind:
            return dict(message)


async def test_a_refusal_comes_in_the_readers_language_and_changes_nothing(front: Front) -> None:
    await front.service.create(GUILD, CHANNEL, ANN, "dealmein", {"level": "social"})
    await front.service.join(CHANNEL, BOB)
    table = await front.service.start_game(CHANNEL, ANN)
    assert table.game is not None
    mover = (ANN, BOB)[table.game.to_move()[0]]
    async with aiohttp.ClientSession() as http:
        sock = await front.socket(http, mover, "es")
        shown = await receive(sock, "table")
        assert shown["you"] == table.game.to_move()[0] and "hand" in shown["view"]
        held = set(shown["view"]["hand"])
        missing = next(c for c in ("AS", "KS", "QS", "JS", "10S", "9S") if c not in held)
        action = f"place F6 across {missing} {shown['view']['hand'][0]}"
        await sock.send_json({"op": "act", "action": action, "turn": shown["turn"]})
        refused = await receive(sock, "refused")
        assert refused["text"].startswith("No tienes")
        await sock.send_json({"op": "act", "action": "\x00", "turn": shown["turn"], "id": 3})
        assert (await receive(sock, "refused"))["text"].startswith("Eso no es una jugada")
        assert table.turn == shown["turn"]


async def test_a_page_without_a_good_session_is_told_and_closed(front: Front) -> None:
    async with aiohttp.ClientSession() as http:
        sock = await http.ws_connect(f"{front.base.replace('http', 'ws')}/ws")
        await sock.send_json({"op": "hello", "session": "forged.token", "channel": "77"})
        told = await sock.receive_json(timeout=5)
        assert told["type"] == "signed_out" and "Open table" in told["text"]
        assert (await sock.receive(timeout=5)).type is aiohttp.WSMsgType.CLOSE


async def test_the_leaderboard_page_is_only_where_the_server_turned_it_on(front: Front) -> None:
    url = f"{front.base}/api/leaderboard/{GUILD}?game=hearts&locale=hi"
    async with aiohttp.ClientSession() as http:
        async with http.get(url) as answer:
            assert answer.status == 404
            assert "/config" in (await answer.json())["error"]
        await front.guilds.update(GUILD, {"web_leaderboard": True})
        async with http.get(url) as answer:
            assert answer.status == 200
            assert (await answer.json())["rows"] == []


async def test_the_oauth_exchange_refuses_a_bad_request_and_a_missing_activity(
    front: Front,
) -> None:
    async with aiohttp.ClientSession() as http:
        async with http.post(f"{front.base}/api/session", json={"code": 5}) as answer:
            assert answer.status == 400
        async with http.post(f"{front.base}/api/session?locale=pl", json={"code": "x"}) as answer:
            assert answer.status == 404  # no DISCORD_CLIENT_SECRET: no Activity sign-in
        async with http.get(
            f"{front.base}/static/app.css", headers={"Accept-Encoding": "gzip"}
        ) as a:
            assert a.headers["Content-Encoding"] == "gzip"


def test_web_port_needs_a_public_url_and_the_oauth_pair_goes_together() -> None:
    with pytest.raises(ConfigError, match="PUBLIC_URL"):
        settings_from({"DISCORD_TOKEN": "t", "WEB_PORT": "8080"})
    with pytest.raises(ConfigError, match="go together"):
        settings_from({"DISCORD_TOKEN": "t", "DISCORD_CLIENT_ID": "12"})
    settings = settings_from(
        {"DISCORD_TOKEN": "t", "WEB_PORT": "8080", "PUBLIC_URL": "https://cards.example.org/"}
    )
    assert (settings.web_port, settings.public_url) == (8080, "https://cards.example.org")


def test_the_pages_palette_is_the_pictures() -> None:
    """``web/theme.css`` is what ``python -m images web-theme`` writes from the theme."""
    committed = Path(__file__).resolve().parents[2] / "web" / "theme.css"
    assert committed.read_text("utf-8") == theme_css()


async def test_the_play_checker_asks_the_page_and_the_page_confirms(front: Front) -> None:
    # Casual help on against a computer: a move from the web front goes through the same
    # play checker as a slash command. Ann's 22 cards declare; she discards instead.
    await front.service.create(GUILD, CHANNEL, ANN, "rummy21", {"deals": 1})
    await front.service.add_bot(CHANNEL, ANN)
    table = await front.service.start_game(CHANNEL, ANN)
    await front.service.set_casual(CHANNEL, ANN, True)
    assert table.game is not None and table.seat_of(ANN.user_id) == 0
    game = declaring_position(list(table.game.players), dict(table.options))
    table.game = game  # the table now plays from the set position
    judgement = judge(game, 0, random.Random(1))
    card = next(c for c in game.hands[0] if judgement.cost(f"discard {c}") >= 4)
    before = len(game.history)
    async with aiohttp.ClientSession() as http:
        sock = await front.socket(http, ANN, "es")
        await receive(sock, "table")
        move = {"op": "act", "action": f"discard {card}", "turn": table.turn, "id": 4}
        await sock.send_json(move)
        asked = await receive(sock, "check")
        assert asked["id"] == 4 and asked["action"] == f"discard {card}"
        assert asked["text"].startswith("El jugador difícil valora")
        assert asked["confirm"] == i18n.text("bot.teach.check.button", "es")
        assert len(game.history) == before  # nothing played

        await sock.send_json({**move, "confirm": True, "id": 5})
        done = await receive(sock, "ok")
        assert done["id"] == 5
    mine = [e for e in table.game.history[before:] if e.get("player") == 0]
    assert [e["action"] for e in mine] == [f"discard {card}"] or mine[0]["action"] == (
        f"discard {card}"
    )
    assert [e.get("action") for e in table.game.history].count(f"discard {card}") == 1


async def test_the_play_checker_lets_the_page_move_through_with_casual_help_off(
    front: Front,
) -> None:
    await front.service.create(GUILD, CHANNEL, ANN, "rummy21", {"deals": 1})
    await front.service.add_bot(CHANNEL, ANN)
    table = await front.service.start_game(CHANNEL, ANN)
    assert table.game is not None
    game = declaring_position(list(table.game.players), dict(table.options))
    table.game = game
    card = game.hands[0][0]
    async with aiohttp.ClientSession() as http:
        sock = await front.socket(http, ANN)
        await receive(sock, "table")
        await sock.send_json({"op": "act", "action": f"discard {card}", "turn": table.turn})
        await receive(sock, "ok")
    assert any(e.get("action") == f"discard {card}" for e in table.game.history)


async def test_the_pages_words_and_refusals_come_in_the_pages_language(front: Front) -> None:
    """Every HTTP answer speaks the language its page asks for (``?locale=``), English for
    one it does not ask for or that is not shipped."""
    async with aiohttp.ClientSession() as http:
        for asked, language in (("pl", "pl"), ("hi", "hi"), ("xx", "en"), (None, "en")):
            query = "" if asked is None else f"?locale={asked}"
            async with http.get(f"{front.base}/api/words{query}") as answer:
                words = await answer.json()
            expected = i18n.catalogue(language)
            assert words, asked
            assert all(template == expected[f"web.page.{name}"] for name, template in words.items())
            async with http.get(f"{front.base}/api/replay/nosuchgame{query}") as answer:
                assert answer.status == 404
                refused = (await answer.json())["error"]
            assert refused == i18n.text("web.refusal.no_replay", language), asked
    assert (
        i18n.catalogue("pl")["web.refusal.no_replay"]
        != i18n.catalogue("en")["web.refusal.no_replay"]
    )


async def test_each_page_reads_a_notice_of_its_table_in_its_own_language(front: Front) -> None:
    """One change told to three pages (the hub's one call) is worded three times: each in
    its session's language."""
    await front.service.create(GUILD, CHANNEL, ANN, "dealmein", {})
    await front.service.join(CHANNEL, BOB)
    async with aiohttp.ClientSession() as http:
        pages = {
            language: await front.socket(http, player, language)
            for language, player in (("pl", ANN), ("hi", BOB), ("en", CAT))
        }
        for sock in pages.values():
            await receive(sock, "table")
        await front.service.abort(CHANNEL, ANN, moderator=False)
        closed = {
            language: (await receive(sock, "table"))["closed"] for language, sock in pages.items()
        }
    aborted = Notice("aborted_lobby", name=ANN.name)
    assert closed == {language: aborted.words(language) for language in pages}
    assert len(set(closed.values())) == 3
