"""A finished game's one transaction, and an abandoned game's close.

:meth:`Results.record` writes the game, its per-seat results, the ratings and the
leaderboard aggregates in one transaction, and removes the open table. Only a clash on the
game's own key means "already recorded"; ratings and aggregates are locked or added to in
one fixed order (no deadlock, no lost update), and a transaction that still loses a
deadlock or serialization race is run again (:func:`bot.storage.database.run_write`).

Apart from the open tables because it is the store's one writer of scores: the ratings
(OpenSkill) and, through :mod:`bot.storage.boards`, the leaderboards' aggregates. Of the
open tables it needs only their owner's check.
"""

from __future__ import annotations

import functools
import json
import logging
from collections.abc import Callable, Sequence
from typing import Any

import sqlalchemy as sa
from openskill.models import PlackettLuce
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.storage import boards
from bot.storage.database import insert, run_write
from bot.storage.open_tables import OpenTables
from bot.storage.schema import games, ratings, results, tables
from bot.tables.table import Table

#: The store logs as one: operators and tests filter on this name.
log = logging.getLogger("bot.storage.store")


class Results:
    """The finished and abandoned games of the :class:`~bot.storage.store.Store`; a
    table's owner is checked by ``open_tables``."""

    def __init__(
        self, engine: AsyncEngine, clock: Callable[[], float], open_tables: OpenTables
    ) -> None:
        self._engine = engine
        self._clock = clock
        self._open = open_tables
        self._model = PlackettLuce()

    async def record(self, table: Table) -> bool:
        """The transaction of :meth:`Store.record_result`."""
        game = table.game
        if game is None or not game.over:
            raise ValueError(f"table {table.table_id} has no finished game to record")
        result = game.result()
        # A game that does not count (a tournament's option) is kept with no member on any
        # seat: no rating, no leaderboard, no season, no stats see it.
        seat_users = [seat.owner_id if table.ranked else None for seat in table.seats]
        record = json.dumps(table.record(), separators=(",", ":"))

        async def work(conn: AsyncConnection) -> bool:
            now = self._clock()
            await self._open.check_owner(conn, table.table_id, "record the result of")
            if not await self._insert_game(conn, table, record, now, "finished", None):
                await conn.execute(tables.delete().where(tables.c.table_id == table.table_id))
                return False
            await conn.execute(
                results.insert(),
                [
                    {
                        "table_id": table.table_id,
                        "seat": seat,
                        "guild_id": table.guild_id,
                        "game_id": table.game_id,
                        "user_id": seat_users[seat],
                        "name": table.seats[seat].name,
                        "score": result.scores[seat],
                        "rank": result.ranks[seat],
                        "won": seat in result.winners,
                        "finished_at": now,
                    }
                    for seat in range(len(table.seats))
                ],
            )
            await self._rate(conn, table, seat_users, result.ranks, now)
            humans = [
                boards.SeatResult(user, table.seats[seat].name, result.scores[seat], won)
                for seat, user in enumerate(seat_users)
                if user is not None
                for won in [seat in result.winners]
            ]
            await boards.add_results(conn, table.guild_id, table.game_id, humans, now)
            await conn.execute(tables.delete().where(tables.c.table_id == table.table_id))
            return True

        recorded = await run_write(self._engine, f"recording the result of {table.table_id}", work)
        if not recorded:
            log.info("the result of table %s was already recorded", table.table_id)
        return recorded

    async def abandon(self, table: Table, reason: str) -> None:
        """The close of :meth:`Store.abandon_table`."""
        game = table.game
        record = None if game is None else json.dumps(table.record(), separators=(",", ":"))

        async def work(conn: AsyncConnection) -> None:
            await self._open.check_owner(conn, table.table_id, "abandon")
            if record is not None:
                now = self._clock()
                await self._insert_game(conn, table, record, now, "abandoned", reason)
            await conn.execute(tables.delete().where(tables.c.table_id == table.table_id))

        await run_write(self._engine, f"abandoning table {table.table_id}", work)

    async def _insert_game(
        self,
        conn: AsyncConnection,
        table: Table,
        record: str,
        now: float,
        outcome: str,
        reason: str | None,
    ) -> bool:
        """Insert the games row; ``False`` when the game's key is already there."""
        statement = insert(conn, games).values(
            table_id=table.table_id,
            guild_id=table.guild_id,
            channel_id=table.channel_id,
            game_id=table.game_id,
            players=len(table.seats),
            finished_at=now,
            record=record,
            outcome=outcome,
            reason=reason,
        )
        inserted = await conn.execute(
            statement.on_conflict_do_nothing(index_elements=[games.c.table_id])
        )
        return bool(inserted.rowcount)

    async def _rate(
        self,
        conn: AsyncConnection,
        table: Table,
        seat_users: Sequence[int | None],
        ranks: Sequence[int],
        now: float,
    ) -> None:
        """Update the humans' ratings. Each rating row is first made to exist (a newcomer
        gets the default rating), then all are locked in user order and read, so two
        games of one server finishing together queue on the same rows instead of both
        reading the old rating (SQLite's single writer serializes the transactions)."""
        humans = sorted({user for user in seat_users if user is not None})
        if not humans:
            return
        key = (ratings.c.guild_id == table.guild_id) & (ratings.c.game_id == table.game_id)
        default = self._model.rating()
        await conn.execute(
            _new_ratings(conn.dialect.name),
            [
                {
                    "guild_id": table.guild_id,
                    "game_id": table.game_id,
                    "user_id": user,
                    "mu": default.mu,
                    "sigma": default.sigma,
                    "updated_at": now,
                }
                for user in humans
            ],
        )
        rows = await conn.execute(
            sa.select(ratings.c.user_id, ratings.c.mu, ratings.c.sigma)
            .where(key & ratings.c.user_id.in_(humans))
            .order_by(ratings.c.user_id)
            .with_for_update()
        )
        known = {user: (mu, sigma) for user, mu, sigma in rows}
        teams = []
        for user in seat_users:
            if user is not None:
                mu, sigma = known[user]
                teams.append([self._model.rating(mu=mu, sigma=sigma)])
            else:
                teams.append([self._model.rating()])
        rated = self._model.rate(teams, ranks=list(ranks))
        new = {
            user: team[0] for user, team in zip(seat_users, rated, strict=True) if user is not None
        }
        await conn.execute(
            ratings.update()
            .where(key & (ratings.c.user_id == sa.bindparam("user")))
            .values(mu=sa.bindparam("new_mu"), sigma=sa.bindparam("new_sigma"), updated_at=now),
            [{"user": u, "new_mu": new[u].mu, "new_sigma": new[u].sigma} for u in humans],
        )


@functools.cache
def _new_ratings(dialect: str) -> Any:
    """Insert a default rating unless the row exists (executed with rows in user order)."""
    return insert(dialect, ratings).on_conflict_do_nothing(
        index_elements=[ratings.c.guild_id, ratings.c.game_id, ratings.c.user_id]
    )
