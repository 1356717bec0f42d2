"""When seasons begin and end: monthly (the default) or weekly, in a server's time zone.

A season is named by its first day in the server's time zone: ``2026-11`` for November's,
``2026-W48`` for ISO week 48's (the week from Monday). Its bounds are unix times, so that
the results inside it are read with no date function in SQL.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from enum import StrEnum
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

DEFAULT_TIME_ZONE = "UTC"


class Schedule(StrEnum):
    MONTHLY = "monthly"
    WEEKLY = "weekly"
    NONE = "none"


DEFAULT_SCHEDULE = Schedule.MONTHLY


@dataclass(frozen=True, slots=True)
class Season:
    """One season: its name and its bounds (``starts_at`` included, ``ends_at`` not)."""

    key: str
    starts_at: float
    ends_at: float


def valid_time_zone(name: str) -> bool:
    """Whether ``name`` is an IANA time zone (``Asia/Kolkata``, ``UTC``)."""
    return name in time_zones()


@cache
def time_zones() -> frozenset[str]:
    """Every IANA time zone's name."""
    return frozenset(available_timezones())


@cache
def _zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo(DEFAULT_TIME_ZONE)


def _midnight(day: date, zone: ZoneInfo) -> float:
    return datetime(day.year, day.month, day.day, tzinfo=zone).timestamp()


def season_at(schedule: Schedule, time_zone: str, when: float) -> Season | None:
    """The season ``when`` falls in, or ``None`` for a schedule of no seasons."""
    if schedule is Schedule.NONE:
        return None
    zone = _zone(time_zone)
    today = datetime.fromtimestamp(when, zone).date()
    if schedule is Schedule.MONTHLY:
        first = today.replace(day=1)
        following = (first + timedelta(days=32)).replace(day=1)
        key = f"{first.year:04d}-{first.month:02d}"
    else:
        first = today - timedelta(days=today.weekday())
        following = first + timedelta(days=7)
        year, week, _ = first.isocalendar()
        key = f"{year:04d}-W{week:02d}"
    return Season(key, _midnight(first, zone), _midnight(following, zone))


def season_before(schedule: Schedule, time_zone: str, season: Season) -> Season:
    """The season just before ``season``."""
    found = season_at(schedule, time_zone, season.starts_at - 1)
    assert found is not None
    return found
