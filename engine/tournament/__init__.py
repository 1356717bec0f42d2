"""Tournaments: pairings, schedules, brackets and standings, as pure functions of plain data.

No discord, no storage, no clock: a tournament is its players and its rounds (who sat at
which table, and each table's ranks and scores once played), and the next round follows
from them alone. That is what lets the bot keep a tournament as a JSON row and go on after a
restart with nothing paired twice: pairing the same rounds again gives the same round.

- :mod:`engine.tournament.swiss`: Swiss rounds (players paired by score, no repeat
  pairing while one can be avoided, byes for the remainder).
- :mod:`engine.tournament.roundrobin`: the circle method's schedule.
- :mod:`engine.tournament.elimination`: single elimination (the top players of each table
  go through).
- :mod:`engine.tournament.standings`: points and tiebreaks (Buchholz, then game points).
- :mod:`engine.tournament.state`: a whole tournament, its rounds and its JSON form.
"""

from engine.tournament.elimination import elimination_round
from engine.tournament.roundrobin import round_robin_schedule
from engine.tournament.standings import Standing, standings, table_points
from engine.tournament.state import (
    FORMATS,
    Format,
    Pairing,
    Round,
    TableResult,
    Tournament,
    TournamentError,
)
from engine.tournament.swiss import swiss_pairing

__all__ = [
    "FORMATS",
    "Format",
    "Pairing",
    "Round",
    "Standing",
    "TableResult",
    "Tournament",
    "TournamentError",
    "elimination_round",
    "round_robin_schedule",
    "standings",
    "swiss_pairing",
    "table_points",
]
