"""The table service: lobbies, turns, timers and computer players, without discord."""

from bot.tables.ports import Frontend, Notice, Player, TableError
from bot.tables.service import TableService
from bot.tables.table import Phase, Seat, Table

__all__ = [
    "Frontend",
    "Notice",
    "Phase",
    "Player",
    "Seat",
    "Table",
    "TableError",
    "TableService",
]
