"""Storage: open tables, finished games, results, OpenSkill ratings and leaderboards."""

from bot.storage.stats import GameStats, LeaderboardPage, LeaderboardRow, Period
from bot.storage.store import Store

__all__ = ["GameStats", "LeaderboardPage", "LeaderboardRow", "Period", "Store"]
