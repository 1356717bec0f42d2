"""Season bounds: months and ISO weeks, at midnight in the server's time zone."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from bot.seasons.calendar import Schedule, season_at, season_before, valid_time_zone


def at(zone: str, *args: int) -> float:
    return datetime(*args, tzinfo=ZoneInfo(zone)).timestamp()  # type: ignore[misc]


def test_a_month_runs_from_local_midnight_to_local_midnight() -> None:
    season = season_at(Schedule.MONTHLY, "Asia/Kolkata", at("Asia/Kolkata", 2026, 2, 14, 12))
    assert season is not None and season.key == "2026-02"
    assert season.starts_at == at("Asia/Kolkata", 2026, 2, 1)
    assert season.ends_at == at("Asia/Kolkata", 2026, 3, 1)
    assert season_before(Schedule.MONTHLY, "Asia/Kolkata", season).key == "2026-01"
    december = season_at(Schedule.MONTHLY, "UTC", at("UTC", 2026, 12, 31, 23, 59))
    assert december is not None and december.ends_at == at("UTC", 2027, 1, 1)


def test_a_month_over_a_clock_change_is_an_hour_short() -> None:
    season = season_at(Schedule.MONTHLY, "Europe/Madrid", at("Europe/Madrid", 2026, 3, 10))
    assert season is not None
    assert season.ends_at - season.starts_at == 31 * 86400 - 3600


def test_weeks_start_on_monday_and_carry_the_iso_week() -> None:
    # 2026-01-01 is a Thursday: its week began on Monday 2025-12-29, ISO week 1 of 2026.
    season = season_at(Schedule.WEEKLY, "UTC", at("UTC", 2026, 1, 1, 8))
    assert season is not None and season.key == "2026-W01"
    assert season.starts_at == at("UTC", 2025, 12, 29)
    assert season.ends_at == at("UTC", 2026, 1, 5)
    assert season_before(Schedule.WEEKLY, "UTC", season).key == "2025-W52"


def test_no_seasons_and_time_zones() -> None:
    assert season_at(Schedule.NONE, "UTC", 0.0) is None
    assert valid_time_zone("America/Argentina/Buenos_Aires")
    assert not valid_time_zone("Mars/Olympus")
