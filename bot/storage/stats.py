"""What the leaderboard and the player statistics return (plain data for the front end)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Period(StrEnum):
    """The time span of a leaderboard."""

    ALL = "all"
    MONTH = "month"
    WEEK = "week"

    @property
    def seconds(self) -> float | None:
        """How far back the period reaches, or ``None`` for all time."""
        return {Period.ALL: None, Period.MONTH: 30 * 86400.0, Period.WEEK: 7 * 86400.0}[self]


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    """One player on a leaderboard page.

    ``best_score`` is the player's best score in the game (the lowest where the lowest
    wins); ``rating`` the displayed OpenSkill rating (ordinal: mu - 3 sigma). Both are
    ``None`` on a board over every game: scores and ratings are per game.
    """

    rank: int
    user_id: int
    name: str
    games: int
    wins: int
    win_rate: float
    best_score: int | None
    rating: float | None


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    """A page of a server's leaderboard; ``page`` counts from 1 and is within
    ``1..total_pages`` (``total_pages`` is at least 1, even for an empty board)."""

    guild_id: int
    game_id: str | None
    period: Period
    page: int
    per_page: int
    total_pages: int
    rows: list[LeaderboardRow]


@dataclass(frozen=True, slots=True)
class GameStats:
    """A player's record in one game on one server. ``best_score`` is the lowest score in
    a game where the lowest wins; ``last_played`` is a unix time."""

    game_id: str
    games: int
    wins: int
    win_rate: float
    best_score: int
    average_score: float
    rating: float | None
    last_played: float
