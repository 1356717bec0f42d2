"""The bot's log: discord.py's coloured lines (the default), or JSON lines
(``LOG_FORMAT=json``) for a log collector.

A JSON line carries the time (UTC, ISO 8601), the level, the logger, the message and,
where known, the ids that lead from a report to its table: ``table`` and ``guild`` (the
table whose lock or driver task logged it, see :func:`table_context`), ``incident`` (the
id a player's apology shows, passed as ``extra``) and the traceback (``exc``).
"""

from __future__ import annotations

import contextlib
import contextvars
import datetime
import json
import logging
from collections.abc import Iterator
from typing import Any

#: The table (and its server) being worked on by the running task.
_TABLE: contextvars.ContextVar[tuple[str, int] | None] = contextvars.ContextVar(
    "cardtable_table", default=None
)

#: The log formats ``LOG_FORMAT`` may name.
FORMATS = ("text", "json")

#: Attributes of a record passed as ``extra`` that a JSON line carries.
EXTRA = ("incident", "table", "guild")


@contextlib.contextmanager
def table_context(table_id: str, guild_id: int) -> Iterator[None]:
    """Within the block (and the tasks it starts), log records name this table."""
    token = _TABLE.set((table_id, guild_id))
    try:
        yield
    finally:
        _TABLE.reset(token)


def set_table_context(table_id: str, guild_id: int) -> None:
    """The running task works on this table for the rest of its life (a table's driver)."""
    _TABLE.set((table_id, guild_id))


class JsonFormatter(logging.Formatter):
    """One JSON object per record, on one line."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.datetime.fromtimestamp(record.created, datetime.UTC).isoformat(
                timespec="milliseconds"
            ),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        current = _TABLE.get()
        if current is not None:
            line["table"], line["guild"] = current
        for name in EXTRA:
            value = getattr(record, name, None)
            if value is not None:
                line[name] = value
        if record.exc_info:
            line["exc"] = self.formatException(record.exc_info)
        elif record.stack_info:
            line["exc"] = self.formatStack(record.stack_info)
        return json.dumps(line, ensure_ascii=False, default=str)


def setup_logging(level: int, log_format: str) -> None:
    """Log to standard error at ``level`` in ``log_format`` (:data:`FORMATS`), and count
    the errors (:class:`~bot.monitoring.metrics.ErrorLogCounter`)."""
    import discord

    from bot.monitoring.metrics import ErrorLogCounter

    if log_format == "json":
        handler = logging.StreamHandler()
        discord.utils.setup_logging(
            handler=handler, formatter=JsonFormatter(), level=level, root=True
        )
    else:
        discord.utils.setup_logging(level=level, root=True)
    logging.getLogger().addHandler(ErrorLogCounter())
