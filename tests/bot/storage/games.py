"""Tables for the storage tests: Counting games (tests/bot/service/helpers.py) in any state."""

from __future__ import annotations

import zlib

from bot.tables import Phase, Seat, Table
from tests.bot.service.helpers import CountingGame

#: With a target of 10, seat 0 adding 2 and seat 1 adding 1 in turn ends after seven
#: moves with seat 0 ahead 8 to 3: the same result whatever the seats' ids.
TARGET = 10
SCRIPT = ("add 2", "add 1") * 4
#: The same the other way round: seat 1 wins, 6 to 4.
SEAT_1_WINS = ("add 1", "add 2") * 4


def human(user_id: int, name: str | None = None) -> Seat:
    return Seat(user_id, name or f"Player {user_id}", is_bot=False)


def table_of(
    table_id: str,
    seats: list[Seat],
    *,
    guild_id: int = 100,
    channel_id: int | None = None,
    moves: int | None = None,
    script: tuple[str, ...] = SCRIPT,
) -> Table:
    """A Counting table with ``seats`` after the first ``moves`` moves of ``script``
    (all of them, to the end of the game, by default)."""
    game = CountingGame.create([seat.name for seat in seats], {"target": TARGET}, seed=1)
    for index, move in enumerate(script[:moves]):
        if game.over:
            break
        game.apply(index % len(seats), move)
    return Table(
        table_id=table_id,
        guild_id=guild_id,
        channel_id=channel_id if channel_id is not None else zlib.crc32(table_id.encode()),
        game_id=CountingGame.game_id,
        options=dict(game.options),
        host_id=seats[0].user_id or 0,
        phase=Phase.FINISHED if game.over else Phase.PLAYING,
        seats=seats,
        game=game,
        created_at=0.0,
    )
