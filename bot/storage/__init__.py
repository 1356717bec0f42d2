"""Storage: open tables, finished games, results, OpenSkill ratings and leaderboards."""

from bot.storage.errors import StoreUnavailable, TableOwnedElsewhere
from bot.storage.shards import shard_of
from bot.storage.stats import GameStats, LeaderboardPage, LeaderboardRow, Period
from bot.storage.store import BrokenTable, LoadedTables, Store

__all__ = [
    "BrokenTable",
    "GameStats",
    "LeaderboardPage",
    "LeaderboardRow",
    "LoadedTables",
    "Period",
    "Store",
    "StoreUnavailable",
    "TableOwnedElsewhere",
    "shard_of",
]
