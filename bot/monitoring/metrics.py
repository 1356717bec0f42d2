"""The bot's Prometheus metrics (``prometheus-client``), in a registry of their own.

Every metric is counted in the process whether or not ``METRICS_PORT`` serves them: a
labelled increment cost 10 µs and a histogram's observation 6 µs on the shared two-core
machine at a load of 11 (a call doing nothing: 0.1 µs), a few of each a move, whose loop
CPU is about a millisecond. The names are the
contract of the sample alert rules and dashboard in ``deploy/`` and of
``docs/monitoring.md``: change them together.

This module knows no discord and no table service (the table service counts its moves
here); :mod:`bot.monitoring.server` serves the registry and adds what is read at each
scrape (the tables open, the gateway latency).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from prometheus_client import (
    GC_COLLECTOR,
    PLATFORM_COLLECTOR,
    PROCESS_COLLECTOR,
    CollectorRegistry,
    Counter,
    Histogram,
)

T = TypeVar("T")

#: The registry ``/metrics`` serves; the process, platform and garbage-collector metrics of
#: ``prometheus-client`` are in it too (``process_resident_memory_bytes``...).
REGISTRY = CollectorRegistry(auto_describe=True)
for _collector in (PROCESS_COLLECTOR, PLATFORM_COLLECTOR, GC_COLLECTOR):
    REGISTRY.register(_collector)

#: Buckets of what should take milliseconds (a save, a picture, a decision, the loop's lag).
FAST = (0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

MOVES = Counter(
    "cardtable_moves",
    "Moves accepted (and saved), by game and by who chose them (human, computer, timeout).",
    ["game", "by"],
    registry=REGISTRY,
)
REFUSALS = Counter(
    "cardtable_refusals",
    "Refusals answered to players, by game (none: no table in the channel) and code.",
    ["game", "code"],
    registry=REGISTRY,
)
DECISION_SECONDS = Histogram(
    "cardtable_decision_seconds",
    "How long a computer player's decision took, as the bot waited for it.",
    ["game", "level"],
    buckets=FAST,
    registry=REGISTRY,
)
RENDER_SECONDS = Histogram(
    "cardtable_render_seconds",
    "How long a picture took to draw, as the bot waited for it, by drawing function.",
    ["picture"],
    buckets=FAST,
    registry=REGISTRY,
)
SAVE_SECONDS = Histogram(
    "cardtable_save_seconds",
    "How long a table's save took (the write after every accepted change).",
    buckets=FAST,
    registry=REGISTRY,
)
STORE_FAILURES = Counter(
    "cardtable_store_failures",
    "Database calls that failed (nothing written): locked, read-only, full, unreachable.",
    registry=REGISTRY,
)
LOOP_LAG_SECONDS = Histogram(
    "cardtable_loop_lag_seconds",
    "How late the event loop ran a timer: what every reply and table waits for at worst.",
    buckets=FAST,
    registry=REGISTRY,
)
DISCORD_REQUESTS = Counter(
    "cardtable_discord_requests",
    "HTTP requests sent to Discord (each attempt, interaction responses included), by "
    "method, route (ids as {id}) and status (error: no answer).",
    ["method", "route", "status"],
    registry=REGISTRY,
)
RATE_LIMITED = Counter(
    "cardtable_discord_rate_limited",
    "429 answers from Discord, by route and scope (user, global, shared).",
    ["route", "scope"],
    registry=REGISTRY,
)
DM_FAILURES = Counter(
    "cardtable_dm_failures",
    "Hands that could not be sent by DM (the player's DMs are closed), by game.",
    ["game"],
    registry=REGISTRY,
)
INCIDENTS = Counter(
    "cardtable_incidents",
    "Failures apologised for to a player under an incident id, by exception type.",
    ["error"],
    registry=REGISTRY,
)
ERROR_LOGS = Counter(
    "cardtable_error_logs",
    "Log records at ERROR or above, by logger.",
    ["logger"],
    registry=REGISTRY,
)


def moved(game: str, by: str) -> None:
    """A move of ``game`` was accepted and saved; ``by``: human, computer or timeout."""
    MOVES.labels(game, by).inc()


def refused(game: str | None, code: str | None) -> None:
    """A refusal was answered (``None``: no table there; a code-less refusal: "other")."""
    REFUSALS.labels(game or "none", code or "other").inc()


def dm_failed(game: str) -> None:
    """A hand could not be sent by DM."""
    DM_FAILURES.labels(game).inc()


def incident(error: BaseException) -> None:
    """A failure was logged under an incident id."""
    INCIDENTS.labels(type(error).__name__).inc()


async def timed(histogram: Any, work: Awaitable[T]) -> T:
    """Await ``work`` and observe its duration (seconds) in ``histogram`` (a labelled
    child or an unlabelled histogram), also when it raises."""
    began = time.perf_counter()
    try:
        return await work
    finally:
        histogram.observe(time.perf_counter() - began)


class ErrorLogCounter(logging.Handler):
    """Counts the records at ERROR and above (:data:`ERROR_LOGS`), by logger."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)

    def emit(self, record: logging.LogRecord) -> None:
        ERROR_LOGS.labels(record.name).inc()


def picture_name(render: Callable[..., Any]) -> str:
    """The label of a drawing function (the function a partial wraps)."""
    inner = getattr(render, "func", render)
    return str(getattr(inner, "__name__", type(inner).__name__))
