"""The web front's HTTP server (``WEB_PORT``), on the bot's event loop (aiohttp).

Routes:

- ``GET /``: the table page (``web/index.html``): the Activity's root, and the page the
  **Open table** link opens in a browser; ``GET /replay/{table}``: a finished game's replay
  page; ``GET /leaderboard/{guild}``: a server's leaderboard page;
- ``GET /static/...``: the files of ``web/``, read once at start and sent compressed;
- ``GET /api/config``: what the page needs first (the application's id for the SDK, the
  number of shards, to find its process);
- ``GET /api/words?locale=xx``: the page's words from the catalogue (area ``web``);
- ``POST /api/session`` ``{"code": ...}``: Discord's OAuth code exchanged for a session
  (:mod:`bot.web.oauth`, :mod:`bot.web.sessions`);
- ``GET /api/replay/{table}``: a finished game's record and its steps;
- ``GET /api/leaderboard/{guild}?game=...``: a page of a server's leaderboard, only where
  the server turned it on (``/config web_leaderboard``);
- ``GET /ws`` (one process) or ``/shard/{n}/ws`` (sharded): the table's WebSocket.

On the WebSocket the page says ``{"op": "hello", "session": ..., "channel": ...}``, then
sends moves ``{"op": "act", "action": "play 2C", "turn": 41, "id": 7}`` and, in Deal Me In,
``{"op": "placements", "cards": ["AS", "KS"], "id": 8}``; the server answers each by its
``id`` (``ok``, ``refused`` with the sentence in the reader's language, ``placements``; with
casual help on, ``check``: the play checker's question about a move the hard player rates
much worse, :mod:`bot.checker`, nothing played until the page sends the move again with
``"confirm": true``) and pushes the table (``type: "table"``) at every change
(:mod:`bot.web.hub`). Every move goes through :meth:`TableService.act`, which checks the
seat and the turn as for a slash command; the socket's user is the session's, never what the
page claims. The greeting is answered only if that user may see the channel in Discord (a
member of its server with its View Channel permission: :mod:`bot.web.access`); otherwise the
page is sent ``forbidden`` with the reason and closed.

Several processes: the table of a server is owned by the process of its shard
(``(guild_id >> 22) % SHARD_COUNT``); the page computes its shard from ``/api/config`` and
opens ``/shard/{n}/ws``, which the reverse proxy routes to that process
(``deploy/nginx-web.conf``). A process asked for another shard's socket answers 421.
"""

from __future__ import annotations

import asyncio
import contextlib
import gzip
import hashlib
import json
import logging
import mimetypes
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from bot.checker import Doubt, doubt
from bot.monitoring.server import PortUnavailable
from bot.tables.ports import Player, TableError
from bot.tables.table import Phase, Table
from bot.web import dealmein
from bot.web.access import Access
from bot.web.hub import Hub, Watcher, WebFrontend
from bot.web.moves import parse_move
from bot.web.oauth import OAuth, OAuthFailed
from bot.web.refusals import Refusal, sentence
from bot.web.seats import reader_seat, table_json
from bot.web.sessions import Sessions, secret_from
from engine import i18n
from engine.records import RecordError, replay_steps
from engine.registry import game_class

if TYPE_CHECKING:
    from bot.config import Settings
    from bot.storage.guild_settings import GuildSettingsStore
    from bot.tables.ports import Frontend
    from bot.tables.service import TableService

log = logging.getLogger(__name__)

#: Wraps a page's idle wait (see :attr:`WebOptions.idle_wait`).
IdleWait = Callable[[Coroutine[Any, Any, Any]], Awaitable[Any]]

#: The static files: ``web/`` at the project's root.
WEB_DIR = Path(__file__).resolve().parents[2] / "web"

#: How long a browser's idle connection is kept for its next request (seconds).
KEEPALIVE_SECONDS = 75.0

#: The largest WebSocket message a page may send (bytes).
MAX_MESSAGE = 4096
#: How long closing a page's socket at a restart may wait for the page's answer.
SOCKET_CLOSE_SECONDS = 5.0

#: The games a leaderboard page offers.
LEADERBOARD_GAMES = ("dealmein", "hearts", "rummy500", "rummy21")


@dataclass(frozen=True, slots=True)
class WebOptions:
    """How the web front is set up (from the bot's settings)."""

    host: str
    port: int
    #: Where players reach the server (``PUBLIC_URL``), for links in Discord.
    public_url: str
    sessions: Sessions
    #: ``None``: no Activity sign-in (no ``DISCORD_CLIENT_SECRET``); links still work.
    oauth: OAuth | None = None
    shard_count: int = 1
    shard_ids: Sequence[int] | None = None
    #: Wraps a page's idle waits (its socket's next message, its queue's next message to
    #: send); a test double of discord that must know when the bot is idle declares them
    #: there, as the table service's ``idle_wait``.
    idle_wait: IdleWait | None = None
    #: Seconds between the WebSocket's pings (``None``: none; tests).
    heartbeat: float | None = 30.0
    #: Whether a browser's connection stays open for its next request; tests close it
    #: after each answer (an idle connection is a wait that a test double of discord
    #: cannot tell from a hang).
    keep_alive: bool = True


@dataclass(frozen=True, slots=True)
class _File:
    body: bytes
    compressed: bytes
    content_type: str
    etag: str


def _load_files(root: Path) -> dict[str, _File]:
    files: dict[str, _File] = {}
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.suffix not in (".html", ".js", ".mjs", ".css", ".svg"):
            continue
        body = path.read_bytes()
        kind = "text/javascript" if path.suffix == ".mjs" else mimetypes.guess_type(path.name)[0]
        files[path.relative_to(root).as_posix()] = _File(
            body,
            gzip.compress(body, 9, mtime=0),
            f"{kind or 'application/octet-stream'}; charset=utf-8",
            '"' + hashlib.sha256(body).hexdigest()[:16] + '"',
        )
    return files


class WebFront:
    """The web server of one bot process (see the module docstring)."""

    def __init__(
        self,
        guild_settings: GuildSettingsStore,
        options: WebOptions,
        access: Access,
        root: Path = WEB_DIR,
    ) -> None:
        self._service_of: TableService | None = None
        self._guild_settings = guild_settings
        #: Who may watch which channel (Discord's membership and View Channel).
        self.access = access
        self.options = options
        self.hub = Hub()
        self._files = _load_files(root)
        self._runner: web.AppRunner | None = None
        self._sockets: set[web.WebSocketResponse] = set()
        self._idle: IdleWait = options.idle_wait or _plain_wait
        #: The port listened on (``WEB_PORT``, or the one taken for port 0).
        self.port: int | None = None

    # ------------------------------------------------------------------ wiring

    def attach(self, service: TableService) -> None:
        """The table service whose tables the pages show (made after :meth:`frontend`,
        which it calls)."""
        self._service_of = service

    @property
    def _service(self) -> TableService:
        assert self._service_of is not None, "attach() the table service first"
        return self._service_of

    def frontend(self, inner: Frontend) -> WebFrontend:
        """The service's front end: ``inner`` (discord) and the pages (:class:`WebFrontend`)."""
        return WebFrontend(inner, self.hub, self.replay_url)

    def table_url(self, session: str, table: Table) -> str:
        """The private link of the **Open table** button: the page, signed in as the session's
        user, on ``table``'s channel (in the fragment, which no server or log sees)."""
        return (
            f"{self.options.public_url}/#session={session}"
            f"&guild={table.guild_id}&channel={table.channel_id}"
        )

    def replay_url(self, table: Table) -> str | None:
        """The replay page of a finished game (``None`` while it is not over)."""
        if table.game is None or not table.game.over:
            return None
        return f"{self.options.public_url}/replay/{table.table_id}"

    def leaderboard_url(self, guild_id: int) -> str:
        return f"{self.options.public_url}/leaderboard/{guild_id}"

    def app(self) -> web.Application:
        middlewares = [_speaking] if self.options.keep_alive else [_speaking, _closing]
        app = web.Application(client_max_size=64 * 1024, middlewares=middlewares)
        routes = [
            web.get("/", self._page("index.html")),
            web.get("/replay/{table}", self._page("replay.html")),
            web.get("/leaderboard/{guild}", self._page("leaderboard.html")),
            web.get("/static/{path:.+}", self._static),
            web.get("/api/config", self._config),
            web.get("/api/words", self._words),
            web.post("/api/session", self._session),
            web.get("/api/replay/{table}", self._replay),
            web.get("/api/leaderboard/{guild}", self._leaderboard),
            web.get("/ws", self._socket),
            web.get("/shard/{shard:[0-9]+}/ws", self._socket),
        ]
        app.add_routes(routes)
        return app

    async def start(self) -> None:
        runner = web.AppRunner(
            self.app(),
            access_log=None,
            handle_signals=False,
            keepalive_timeout=KEEPALIVE_SECONDS,
        )
        await runner.setup()
        site = web.TCPSite(runner, self.options.host, self.options.port)
        try:
            await site.start()
        except OSError as error:
            await runner.cleanup()
            raise PortUnavailable(
                f"WEB_PORT {self.options.port} cannot be opened on {self.options.host}: "
                f"{error.strerror or error}"
            ) from None
        self._runner = runner
        server = site._server
        sockets = getattr(server, "sockets", None) or []
        self.port = sockets[0].getsockname()[1] if sockets else self.options.port

    async def close(self) -> None:
        """Close every page's socket (they reconnect to the next process) and stop."""
        for socket in list(self._sockets):
            # A page that does not answer the close (gone, or its handler busy with a
            # move) must not hold up a restart.
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(SOCKET_CLOSE_SECONDS):
                    await socket.close(code=1012, message=b"restarting")
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    # ------------------------------------------------------------------ pages and files

    def _page(self, name: str) -> Any:
        async def handler(request: web.Request) -> web.StreamResponse:
            return self._send_file(request, name, cache=False)

        return handler

    async def _static(self, request: web.Request) -> web.StreamResponse:
        return self._send_file(request, request.match_info["path"], cache=True)

    def _send_file(self, request: web.Request, name: str, *, cache: bool) -> web.StreamResponse:
        found = self._files.get(name)
        if found is None:
            raise web.HTTPNotFound()
        headers = {
            "ETag": found.etag,
            "Cache-Control": "public, max-age=300" if cache else "no-cache",
            "Vary": "Accept-Encoding",
            "X-Content-Type-Options": "nosniff",
        }
        if request.headers.get("If-None-Match") == found.etag:
            return web.Response(status=304, headers=headers)
        body = found.body
        if "gzip" in request.headers.get("Accept-Encoding", ""):
            body = found.compressed
            headers["Content-Encoding"] = "gzip"
        headers["Content-Type"] = found.content_type
        return web.Response(body=body, headers=headers)

    # ------------------------------------------------------------------ the API

    async def _config(self, request: web.Request) -> web.Response:
        oauth = self.options.oauth
        return web.json_response(
            {
                "client_id": oauth.client_id if oauth is not None else None,
                "shards": self.options.shard_count if self.options.shard_ids is not None else 1,
            }
        )

    async def _words(self, request: web.Request) -> web.Response:
        return web.json_response(page_words())

    async def _session(self, request: web.Request) -> web.Response:
        oauth = self.options.oauth
        try:
            body = await request.json()
            code = body["code"]
            if not isinstance(code, str) or not code or len(code) > 200:
                raise ValueError(code)
        except (ValueError, KeyError, TypeError):
            return _refused(400, "bad_request")
        if oauth is None:
            return _refused(404, "no_activity")
        try:
            who = await oauth.exchange(code)
        except OAuthFailed as error:
            log.info("web: an OAuth code was refused (%s)", error)
            return _refused(403, "signed_out")
        # The session's pages speak the player's Discord language, else the page's.
        chosen = i18n.locale_for(who.locale) if who.locale else i18n.language()
        token = self.options.sessions.issue(who.user_id, chosen)
        return web.json_response(
            {"session": token, "access_token": who.access_token, "user": str(who.user_id)}
        )

    async def _replay(self, request: web.Request) -> web.Response:
        table_id = request.match_info["table"]
        record = None
        if table_id.isalnum() and len(table_id) <= 32:
            record = await self._service.store.game_record(table_id)
        if record is None:
            return _refused(404, "no_replay")
        try:
            steps = await asyncio.to_thread(lambda: list(replay_steps(record)))
        except RecordError:
            return _refused(404, "no_replay")
        out: dict[str, Any] = {"record": record, "steps": steps, "title": record["game"]}
        with contextlib.suppress(KeyError):
            out["title"] = game_class(record["game"]).title
        if record.get("game") == "dealmein":
            out["layout"] = dealmein.board_layout()
        return web.json_response(out)

    async def _leaderboard(self, request: web.Request) -> web.Response:
        text = request.match_info["guild"]
        game = request.query.get("game", LEADERBOARD_GAMES[0])
        if not text.isdigit() or game not in LEADERBOARD_GAMES:
            return _refused(404, "no_leaderboard")
        guild_id = int(text)
        if not (await self._guild_settings.get(guild_id)).web_leaderboard:
            return _refused(404, "no_leaderboard")
        board = await self._service.store.leaderboard(guild_id, game, "all", 1, per_page=25)
        rows = [
            {
                "rank": row.rank,
                "name": row.name,
                "games": row.games,
                "wins": row.wins,
                "win_rate": row.win_rate,
                "best": row.best_score,
                "rating": row.rating,
            }
            for row in board.rows
        ]
        return web.json_response({"game": game, "games": LEADERBOARD_GAMES, "rows": rows})

    # ------------------------------------------------------------------ the socket

    def _owns(self, request: web.Request) -> bool:
        shard = request.match_info.get("shard")
        if shard is None:
            return self.options.shard_ids is None or self.options.shard_count == 1
        ids = self.options.shard_ids
        return ids is None or int(shard) in ids

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        if not self._owns(request):
            raise web.HTTPMisdirectedRequest(text="this process does not own that shard")
        socket = web.WebSocketResponse(heartbeat=self.options.heartbeat, max_msg_size=MAX_MESSAGE)
        await socket.prepare(request)
        self._sockets.add(socket)
        watcher: Watcher | None = None
        writer: asyncio.Task[None] | None = None
        try:
            while True:
                message = await self._idle(socket.receive())
                if message.type is not WSMsgType.TEXT:
                    break
                try:
                    data = json.loads(message.data)
                    if not isinstance(data, dict):
                        raise ValueError(data)
                except ValueError:
                    break
                if watcher is None:
                    watcher, watching = await self._hello(socket, data)
                    writer = asyncio.create_task(watcher.run(self._idle), name="web-page")
                    if not watching:  # no session, or not allowed: the refusal, then close
                        break
                    continue
                await self._handle(watcher, data)
        finally:
            self._sockets.discard(socket)
            if watcher is not None:
                self.hub.leave(watcher)
                watcher.close()
            if writer is not None:
                with contextlib.suppress(Exception):
                    await writer
            await socket.close()
        return socket

    async def _hello(
        self, socket: web.WebSocketResponse, data: dict[str, Any]
    ) -> tuple[Watcher, bool]:
        """Start a page's watch of the channel it names, if its session's user may see that
        channel (:attr:`access`); and whether it watches. A page that does not is sent the
        reason and closed: without a good session a watcher of nobody (``user_id``
        ``None``), ``signed_out``; a user who may not see the channel, ``forbidden``."""
        session = self.options.sessions.read(data.get("session"))
        locale = session.locale if session is not None else i18n.DEFAULT_LOCALE
        i18n.speak(locale)  # the socket's words from here on: its session's language

        async def send(message: dict[str, Any]) -> None:
            await socket.send_str(json.dumps(message, separators=(",", ":")))

        watcher = Watcher(session.user_id if session is not None else None, locale, send)
        if session is None:
            watcher.put({"type": "signed_out", "text": Refusal("signed_out").words()})
            watcher.close()
            return watcher, False
        channel = str(data.get("channel", ""))
        if not channel.isdigit():
            watcher.put(_refusal_message(Refusal("no_table"), None))
            return watcher, True
        try:
            await self.access.may_watch(session, int(channel))
        except Refusal as refusal:
            watcher.put({"type": "forbidden", "text": refusal.words()})
            watcher.close()
            return watcher, False
        table = self._service.table(int(channel))
        self.hub.watch(watcher, int(channel))
        if table is None:
            watcher.put({"type": "none", "text": Refusal("no_table").words()})
        else:
            watcher.put(table_json(table, session.user_id))
        return watcher, True

    async def _handle(self, watcher: Watcher, data: dict[str, Any]) -> None:
        ask = data.get("id")
        try:
            op = data.get("op")
            if op == "act":
                asked = await self._act(watcher, data)
                watcher.put({"type": "ok", "id": ask} if asked is None else {**asked, "id": ask})
            elif op == "placements":
                watcher.put(
                    {"type": "placements", "id": ask, "found": self._placements(watcher, data)}
                )
            else:
                raise Refusal("bad_request")
        except (TableError, Refusal) as error:
            watcher.put(_refusal_message(error, ask))

    def _table_of(self, watcher: Watcher) -> Table:
        channel = watcher.channel_id
        table = None if channel is None else self._service.table(channel)
        if table is None:
            raise Refusal("no_table")
        return table

    async def _act(self, watcher: Watcher, data: dict[str, Any]) -> dict[str, Any] | None:
        """Play the page's move; with casual help on, the play checker's question instead
        (``check``: the move, the question and its confirm button's words, nothing played)
        unless the page confirms the move it was asked about (``confirm``)."""
        table = self._table_of(watcher)
        action = parse_move(data.get("action"))
        turn = data.get("turn")
        if not isinstance(turn, int):
            raise Refusal("bad_request")
        assert watcher.user_id is not None  # a page without a session is closed at once
        seat = table.seat_of(watcher.user_id)
        if data.get("confirm") is not True and table.turn == turn:
            doubted = await doubt(table, seat, action)
            if doubted is not None and table.turn == turn:  # still the move it judged
                return check_message(doubted)
        name = table.seats[seat].name if seat is not None else str(watcher.user_id)
        await self._service.act(table.channel_id, Player(watcher.user_id, name), action, turn=turn)
        return None

    def _placements(self, watcher: Watcher, data: dict[str, Any]) -> list[Any]:
        table = self._table_of(watcher)
        cards = data.get("cards")
        seat = reader_seat(table, watcher.user_id)
        if seat is None:
            raise (
                TableError.of("not_seated") if table.phase is Phase.PLAYING else Refusal("no_table")
            )
        if not isinstance(cards, list) or not 1 <= len(cards) <= 5:
            raise Refusal("bad_request")
        if not isinstance(table.game, dealmein.DealMeIn):
            return []
        return dealmein.placements_json(table.game, seat, [str(c) for c in cards])


@web.middleware
async def _speaking(request: web.Request, handler: Any) -> web.StreamResponse:
    """Every answer in the page's language (``?locale=``), a socket's in its session's."""
    with i18n.speaking(i18n.locale_for(request.query.get("locale"))):
        response: web.StreamResponse = await handler(request)
        return response


@web.middleware
async def _closing(request: web.Request, handler: Any) -> web.StreamResponse:
    """Close the connection after each answer but a WebSocket's (``keep_alive`` off)."""
    response = await handler(request)
    if not isinstance(response, web.WebSocketResponse):
        response.force_close()
    return response


async def _plain_wait(waiting: Coroutine[Any, Any, Any]) -> Any:
    return await waiting


def check_message(doubted: Doubt) -> dict[str, Any]:
    """The play checker's question to the page, in the language now: the move asked about
    (to send again with ``confirm``), the question, and the words of the button that plays
    it anyway."""
    return {
        "type": "check",
        "action": doubted.action,
        "text": doubted.question(),
        "confirm": i18n.text("bot.teach.check.button"),
    }


def _refusal_message(error: TableError | Refusal, ask: Any) -> dict[str, Any]:
    return {"type": "refused", "id": ask, "text": sentence(error)}


def _refused(status: int, code: str) -> web.Response:
    return web.json_response({"error": Refusal(code).words()}, status=status)


def page_words() -> dict[str, str]:
    """The page's words (``web.page.*``) in the language now, by their name after the
    prefix: the templates, whose ``{fields}`` the page fills."""
    prefix = "web.page."
    english, chosen = i18n.catalogue(i18n.DEFAULT_LOCALE), i18n.catalogue(i18n.language())
    return {
        key[len(prefix) :]: chosen.get(key, template)
        for key, template in english.items()
        if key.startswith(prefix)
    }


def web_options(settings: Settings, idle_wait: IdleWait | None = None) -> WebOptions | None:
    """The web front the settings ask for (``None`` without ``WEB_PORT``); ``idle_wait`` as
    the table service's (see :attr:`WebOptions.idle_wait`)."""
    if settings.web_port is None or settings.public_url is None:
        return None
    oauth = None
    if settings.client_id is not None and settings.client_secret is not None:
        oauth = OAuth(settings.client_id, settings.client_secret, settings.api_base)
    return WebOptions(
        host=settings.web_host,
        port=settings.web_port,
        public_url=settings.public_url,
        sessions=Sessions(secret_from(settings.web_secret or settings.token)),
        oauth=oauth,
        shard_count=settings.shard_count or 1,
        shard_ids=settings.shard_ids,
        idle_wait=idle_wait,
    )
