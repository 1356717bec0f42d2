"""The bot's settings, read once at start from the environment and a ``.env`` file.

Every problem is a :class:`ConfigError` whose message is one line that says what to fix;
``python -m bot`` prints it and exits with status 2.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypedDict
from urllib.parse import urlsplit

from dotenv import dotenv_values

from bot.discord.drawing import default_processes as default_drawing_processes
from bot.tables.thinking import default_processes

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///data/cardtable.db"

TOKEN_HELP = (
    "DISCORD_TOKEN is not set. Get a token in the Discord developer portal "
    "(https://discord.com/developers/applications -> your application -> Bot -> Reset Token) "
    "and put it in a .env file next to pyproject.toml as DISCORD_TOKEN=... "
    "(copy .env.example to .env), or set it in the environment."
)

_LOG_LEVELS = ("CRITICAL", "ERROR", "WARNING", "INFO", "DEBUG")

#: ``LOG_FORMAT``: discord.py's lines, or one JSON object a line (``bot.monitoring.logs``).
_LOG_FORMATS = ("text", "json")

#: Where ``METRICS_PORT`` listens unless ``METRICS_HOST`` says otherwise: this machine only.
DEFAULT_METRICS_HOST = "127.0.0.1"


class ConfigError(Exception):
    """A missing or bad setting; ``str(error)`` is one line saying what to fix."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the bot reads from its environment."""

    token: str
    database_url: str = DEFAULT_DATABASE_URL
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    api_base: str | None = None
    gateway_url: str | None = None
    #: Where players read the complete rules (``docs/rules.md``), linked from ``/rules``.
    rules_url: str | None = None
    #: Worker processes the computer players think in (``COMPUTER_PROCESSES``; read from
    #: the environment, the default is :func:`bot.tables.thinking.default_processes`);
    #: 0, this field's default, has them think in the bot's own worker threads.
    computer_processes: int = 0
    #: Worker processes the pictures are drawn in (``PICTURE_PROCESSES``; read from the
    #: environment, the default is :func:`bot.discord.drawing.default_processes`); 0, this
    #: field's default, draws them in the bot's own worker threads.
    picture_processes: int = 0
    #: ``text`` (discord.py's lines) or ``json`` (``LOG_FORMAT``).
    log_format: str = "text"
    #: The port of ``/healthz`` and ``/metrics`` (``METRICS_PORT``); ``None``: no port. 0
    #: (tests only: the environment cannot say it) takes any free port.
    metrics_port: int | None = None
    #: The address the metrics port listens on (``METRICS_HOST``).
    metrics_host: str = DEFAULT_METRICS_HOST
    #: The web front's port (``WEB_PORT``, :mod:`bot.web`); ``None``: no web front. 0
    #: (tests only) takes any free port.
    web_port: int | None = None
    #: The address the web port listens on (``WEB_HOST``; behind a reverse proxy, this
    #: machine only).
    web_host: str = DEFAULT_METRICS_HOST
    #: Where players reach the web front (``PUBLIC_URL``, the reverse proxy's HTTPS address,
    #: no trailing slash); needed with ``WEB_PORT``.
    public_url: str | None = None
    #: Signs the web sessions (``WEB_SECRET``): the same in every process of the bot;
    #: ``None``: derived from the bot's token.
    web_secret: str | None = None
    #: The application's id and OAuth2 secret (``DISCORD_CLIENT_ID``,
    #: ``DISCORD_CLIENT_SECRET``): with both, the **Open table** button launches the
    #: Activity and the page signs in with Discord's OAuth; without, it answers with a
    #: private link to the page.
    client_id: str | None = None
    client_secret: str | None = None

    @property
    def sharded(self) -> bool:
        return self.shard_count is not None


def load_settings(
    environ: Mapping[str, str] | None = None, env_file: Path | None = None
) -> Settings:
    """Settings from ``environ`` (default: the process environment) completed by ``env_file``
    (default: ``.env`` in the current directory); the environment wins over the file."""
    environ = os.environ if environ is None else environ
    env_file = Path(".env") if env_file is None else env_file
    values: dict[str, str] = {}
    if env_file.is_file():
        values.update({k: v for k, v in dotenv_values(env_file).items() if v is not None})
    values.update(environ)
    return settings_from(values)


def settings_from(values: Mapping[str, str]) -> Settings:
    """Validate raw ``NAME -> text`` settings; blank values count as unset."""

    def get(name: str) -> str | None:
        text = values.get(name, "").strip()
        return text or None

    token = get("DISCORD_TOKEN")
    if token is None:
        raise ConfigError(TOKEN_HELP)
    shard_count = _positive_int("SHARD_COUNT", get("SHARD_COUNT"))
    shard_ids = _shard_ids(get("SHARD_IDS"), shard_count)
    return Settings(
        token=token,
        database_url=_database_url(get("DATABASE_URL") or DEFAULT_DATABASE_URL),
        dev_guild_id=_positive_int("DEV_GUILD_ID", get("DEV_GUILD_ID")),
        log_level=_log_level(get("LOG_LEVEL") or "INFO"),
        log_format=_log_format(get("LOG_FORMAT") or "text"),
        metrics_port=_port("METRICS_PORT", get("METRICS_PORT")),
        metrics_host=get("METRICS_HOST") or DEFAULT_METRICS_HOST,
        **_web_settings(get),
        shard_count=shard_count,
        shard_ids=shard_ids,
        api_base=_api_base(get("DISCORD_API_BASE")),
        gateway_url=_url("DISCORD_GATEWAY_URL", get("DISCORD_GATEWAY_URL"), ("ws", "wss")),
        rules_url=_url("RULES_URL", get("RULES_URL"), ("http", "https")),
        computer_processes=_processes(
            "COMPUTER_PROCESSES", get("COMPUTER_PROCESSES"), default_processes, "computer players"
        ),
        picture_processes=_processes(
            "PICTURE_PROCESSES", get("PICTURE_PROCESSES"), default_drawing_processes, "pictures"
        ),
    )


class _WebSettings(TypedDict):
    web_port: int | None
    web_host: str
    public_url: str | None
    web_secret: str | None
    client_id: str | None
    client_secret: str | None


def _web_settings(get: Callable[[str], str | None]) -> _WebSettings:
    """``WEB_PORT`` and what goes with it (see :class:`Settings`)."""
    port = _port("WEB_PORT", get("WEB_PORT"))
    public_url = _url("PUBLIC_URL", get("PUBLIC_URL"), ("http", "https"))
    if port is not None and public_url is None:
        raise ConfigError(
            "WEB_PORT needs PUBLIC_URL: the address players open, such as "
            "https://cards.example.org (your reverse proxy's, see docs/activity.md)"
        )
    client_id, client_secret = get("DISCORD_CLIENT_ID"), get("DISCORD_CLIENT_SECRET")
    if (client_id is None) != (client_secret is None):
        raise ConfigError(
            "DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET go together (the developer portal: "
            "your application -> OAuth2): set both for the Activity, or neither"
        )
    if client_id is not None and not client_id.isdigit():
        raise ConfigError(f"DISCORD_CLIENT_ID must be the application's id, not {client_id!r}")
    return _WebSettings(
        web_port=port,
        web_host=get("WEB_HOST") or DEFAULT_METRICS_HOST,
        public_url=public_url.rstrip("/") if public_url is not None else None,
        web_secret=get("WEB_SECRET"),
        client_id=client_id,
        client_secret=client_secret,
    )


def _processes(name: str, text: str | None, default: Callable[[], int], what: str) -> int:
    if text is None:
        return default()
    if not text.isdigit():
        raise ConfigError(
            f"{name} must be a whole number of worker processes for the {what} "
            f"(0: in the bot's own threads), not {text!r}"
        )
    return int(text)


def _positive_int(name: str, text: str | None) -> int | None:
    if text is None:
        return None
    if not text.isdigit() or int(text) < 1:
        raise ConfigError(f"{name} must be a positive whole number, not {text!r}")
    return int(text)


def _shard_ids(text: str | None, shard_count: int | None) -> tuple[int, ...] | None:
    if text is None:
        return None
    if shard_count is None:
        raise ConfigError("SHARD_IDS needs SHARD_COUNT (the total number of shards) as well")
    parts = [part.strip() for part in text.split(",")]
    if not all(part.isdigit() for part in parts):
        raise ConfigError(f"SHARD_IDS must be shard numbers separated by commas, not {text!r}")
    ids = tuple(int(part) for part in parts)
    if len(set(ids)) != len(ids) or any(i >= shard_count for i in ids):
        raise ConfigError(
            f"SHARD_IDS must be different numbers from 0 to {shard_count - 1} "
            f"(SHARD_COUNT is {shard_count}), not {text!r}"
        )
    return ids


def _log_level(text: str) -> str:
    level = text.upper()
    if level not in _LOG_LEVELS:
        raise ConfigError(f"LOG_LEVEL must be one of {', '.join(_LOG_LEVELS)}, not {text!r}")
    return level


def _log_format(text: str) -> str:
    chosen = text.lower()
    if chosen not in _LOG_FORMATS:
        raise ConfigError(f"LOG_FORMAT must be one of {', '.join(_LOG_FORMATS)}, not {text!r}")
    return chosen


def _port(name: str, text: str | None) -> int | None:
    if text is None:
        return None
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise ConfigError(f"{name} must be a TCP port from 1 to 65535, not {text!r}")
    return int(text)


def _database_url(text: str) -> str:
    scheme, _, rest = text.partition("://")
    if not rest or not scheme.replace("+", "").replace("_", "").isalnum():
        raise ConfigError(
            f"DATABASE_URL must look like {DEFAULT_DATABASE_URL} "
            f"or postgresql+asyncpg://user:password@host/db, not {text!r}"
        )
    return text


def _api_base(text: str | None) -> str | None:
    """The REST base as discord.py's ``Route.BASE`` holds it: with the API version, no
    trailing slash (``http://localhost:8080/api/v10``)."""
    url = _url("DISCORD_API_BASE", text, ("http", "https"))
    return None if url is None else url.rstrip("/")


def _url(name: str, text: str | None, schemes: tuple[str, ...]) -> str | None:
    if text is None:
        return None
    parts = urlsplit(text)
    if parts.scheme not in schemes or not parts.netloc:
        kinds = " or ".join(schemes)
        example = f"{schemes[-1]}://proxy.example:8080/"
        raise ConfigError(f"{name} must be a {kinds} URL like {example}, not {text!r}")
    return text
