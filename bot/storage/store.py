"""The store: open tables, finished games, results, ratings and leaderboards.

SQLAlchemy 2 async Core (no ORM), written to run unchanged on SQLite through aiosqlite
(the default) and on PostgreSQL through asyncpg: no dialect-specific SQL, upserts as
"update, else insert" in one transaction. The schema comes from the Alembic migrations,
applied by :meth:`Store.open`.
"""

from __future__ import annotations

import json
import logging
import math
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from openskill.models import PlackettLuce
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

from bot.storage.errors import StoreUnavailable
from bot.storage.schema import games, ratings, results, tables
from bot.storage.settings import SettingsStore
from bot.storage.shards import shard_of
from bot.storage.stats import GameStats, LeaderboardPage, LeaderboardRow, Period
from bot.tables.table import Phase, Table
from engine.registry import game_class

log = logging.getLogger(__name__)

#: ``bot/alembic.ini``: its ``script_location`` points at ``bot/migrations``.
ALEMBIC_INI = Path(__file__).resolve().parent.parent / "alembic.ini"


@dataclass(frozen=True)
class BrokenTable:
    """An open table's row that cannot be read (e.g. a game no longer installed)."""

    table_id: str
    guild_id: int
    channel_id: int
    game_id: str
    error: str


@dataclass(frozen=True)
class LoadedTables:
    """What :meth:`Store.load_tables` found: the tables, and the rows it could not read."""

    tables: list[Table]
    broken: list[BrokenTable]


class Store:
    """Persistence for the table service and the leaderboards. Create with :meth:`open`.

    Every write that fails in the database raises :class:`StoreUnavailable` with nothing
    written. (Stand-in of the service branch: one process, no leases; ``owner``,
    ``heartbeat`` and ``release`` are in place for the multi-process store.)
    """

    def __init__(
        self,
        engine: AsyncEngine,
        clock: Callable[[], float] = time.time,
        owner: str | None = None,
    ) -> None:
        self._engine = engine
        self._clock = clock
        self._model = PlackettLuce()
        self.owner = owner or uuid.uuid4().hex

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        clock: Callable[[], float] = time.time,
        owner: str | None = None,
        lease_seconds: float = 60.0,
    ) -> Store:
        """Connect to ``url`` (e.g. ``sqlite+aiosqlite:///data/cardtable.db`` or
        ``postgresql+asyncpg://...``) and bring the schema up to date.

        For a SQLite file the folder is created, and every connection uses WAL mode.
        ``clock`` stamps finished games and anchors the week/month leaderboards.
        """
        parsed = sa.make_url(url)
        if parsed.get_backend_name() == "sqlite":
            database = parsed.database or ""
            if database and database != ":memory:" and not database.startswith("file:"):
                Path(database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_async_engine(parsed)
        if parsed.get_backend_name() == "sqlite":
            sa.event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
        async with engine.begin() as conn:
            await conn.run_sync(_upgrade_to_head)
        return cls(engine, clock, owner)

    async def close(self) -> None:
        await self._engine.dispose()

    @property
    def settings(self) -> SettingsStore:
        """The players' preferences (``/settings``)."""
        return SettingsStore(self._engine, self._clock)

    @property
    def engine(self) -> AsyncEngine:
        """The database engine (other stores of the same database share it: the daily
        challenge's, :class:`bot.storage.daily.DailyStore`)."""
        return self._engine

    # ------------------------------------------------------------------ open tables

    async def save_table(self, table: Table) -> None:
        """Write the table's whole state (insert or replace)."""
        values = {
            "guild_id": table.guild_id,
            "channel_id": table.channel_id,
            "game_id": table.game_id,
            "phase": table.phase.value,
            "state": json.dumps(table.to_dict(), separators=(",", ":")),
            "updated_at": self._clock(),
        }
        try:
            async with self._engine.begin() as conn:
                changed = await conn.execute(
                    tables.update().where(tables.c.table_id == table.table_id).values(**values)
                )
                if changed.rowcount == 0:
                    await conn.execute(tables.insert().values(table_id=table.table_id, **values))
        except sa.exc.DBAPIError as error:
            raise StoreUnavailable(str(error.orig)) from error

    async def delete_table(self, table_id: str) -> None:
        """Forget an open table (aborted or expired: no result)."""
        try:
            async with self._engine.begin() as conn:
                await conn.execute(tables.delete().where(tables.c.table_id == table_id))
        except sa.exc.DBAPIError as error:
            raise StoreUnavailable(str(error.orig)) from error

    async def abandon_table(self, table: Table, reason: str) -> None:
        """Close a table whose channel is gone, without a result (stand-in: deleted)."""
        await self.delete_table(table.table_id)

    async def heartbeat(self) -> None:
        """Renew this process's leases (stand-in: one process, nothing to renew)."""

    async def release(self) -> None:
        """Give up this process's leases at a clean stop (stand-in: nothing held)."""

    async def load_tables(
        self, shard_count: int = 1, shard_ids: Sequence[int] | None = None
    ) -> LoadedTables:
        """Every table that is not finished of the servers on ``shard_ids`` (all shards
        when ``None``), oldest first. A row that cannot be read (a game that is no longer
        installed) is left in place and returned as broken."""
        query = (
            sa.select(
                tables.c.table_id,
                tables.c.guild_id,
                tables.c.channel_id,
                tables.c.game_id,
                tables.c.state,
            )
            .where(tables.c.phase != Phase.FINISHED.value)
            .order_by(tables.c.updated_at)
        )
        async with self._engine.connect() as conn:
            rows = (await conn.execute(query)).all()
        wanted = None if shard_ids is None else set(shard_ids)
        loaded: list[Table] = []
        broken: list[BrokenTable] = []
        for table_id, guild_id, channel_id, game_id, state in rows:
            if wanted is not None and shard_of(guild_id, shard_count) not in wanted:
                continue
            try:
                loaded.append(Table.from_dict(json.loads(state)))
            except Exception as error:
                log.warning(
                    "table %s could not be loaded (%r); left in the database", table_id, error
                )
                broken.append(BrokenTable(table_id, guild_id, channel_id, game_id, repr(error)))
        return LoadedTables(loaded, broken)

    # ------------------------------------------------------------------ results

    async def record_result(self, table: Table) -> bool:
        """Write a finished game, its per-seat results and the players' new ratings, and
        remove the table from the open tables, all in one transaction.

        Idempotent: if the game was already recorded nothing is written and ``False`` is
        returned. A seat's result belongs to the human who sat there, also when a computer
        player finished the game for them (they left or timed out); a seat played by a
        computer from the start has no user. Computer players get no rating, but their
        seats count in the ranking (rated as a default newcomer).
        """
        game = table.game
        if game is None or not game.over:
            raise ValueError(f"table {table.table_id} has no finished game to record")
        result = game.result()
        now = self._clock()
        seat_users = [seat.owner_id for seat in table.seats]
        try:
            async with self._engine.begin() as conn:
                already = await conn.scalar(
                    sa.select(games.c.table_id).where(games.c.table_id == table.table_id)
                )
                if already is not None:
                    return False
                await conn.execute(
                    games.insert().values(
                        table_id=table.table_id,
                        guild_id=table.guild_id,
                        channel_id=table.channel_id,
                        game_id=table.game_id,
                        players=len(table.seats),
                        finished_at=now,
                        record=json.dumps(game.record(), separators=(",", ":")),
                    )
                )
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
                await conn.execute(tables.delete().where(tables.c.table_id == table.table_id))
        except IntegrityError:
            # The same game recorded at the same moment by another call: that one won.
            return False
        except sa.exc.DBAPIError as error:
            raise StoreUnavailable(str(error.orig)) from error
        return True

    async def _rate(
        self,
        conn: AsyncConnection,
        table: Table,
        seat_users: Sequence[int | None],
        ranks: Sequence[int],
        now: float,
    ) -> None:
        humans = [user for user in seat_users if user is not None]
        if not humans:
            return
        key = (ratings.c.guild_id == table.guild_id) & (ratings.c.game_id == table.game_id)
        rows = await conn.execute(
            sa.select(ratings.c.user_id, ratings.c.mu, ratings.c.sigma).where(
                key & ratings.c.user_id.in_(humans)
            )
        )
        known = {user: (mu, sigma) for user, mu, sigma in rows}
        teams = []
        for user in seat_users:
            if user is not None and user in known:
                mu, sigma = known[user]
                teams.append([self._model.rating(mu=mu, sigma=sigma)])
            else:
                teams.append([self._model.rating()])
        rated = self._model.rate(teams, ranks=list(ranks))
        for user, team in zip(seat_users, rated, strict=True):
            if user is None:
                continue
            values = {"mu": team[0].mu, "sigma": team[0].sigma, "updated_at": now}
            changed = await conn.execute(
                ratings.update().where(key & (ratings.c.user_id == user)).values(**values)
            )
            if changed.rowcount == 0:
                await conn.execute(
                    ratings.insert().values(
                        guild_id=table.guild_id, game_id=table.game_id, user_id=user, **values
                    )
                )

    async def game_record(self, table_id: str) -> dict[str, Any] | None:
        """The game record of a finished game, or ``None``."""
        async with self._engine.connect() as conn:
            text = await conn.scalar(sa.select(games.c.record).where(games.c.table_id == table_id))
        return json.loads(text) if text is not None else None

    async def last_game_record(self, channel_id: int) -> dict[str, Any] | None:
        """The game record of the channel's most recently finished game, or ``None``."""
        query = (
            sa.select(games.c.record)
            .where(games.c.channel_id == channel_id)
            .order_by(games.c.finished_at.desc())
            .limit(1)
        )
        async with self._engine.connect() as conn:
            text = await conn.scalar(query)
        return json.loads(text) if text is not None else None

    # ------------------------------------------------------------------ leaderboards

    async def leaderboard(
        self,
        guild_id: int,
        game_id: str | None,
        period: str | Period,
        page: int,
        per_page: int = 10,
    ) -> LeaderboardPage:
        """A page of the server's leaderboard (humans only), for one game or all
        (``game_id=None``), over ``period`` ("all", "month" = 30 days, "week" = 7 days).

        Ordered by wins, then win rate, then games, then best score (the lowest for a
        game where the lowest score wins, like Hearts; none on the board over every game,
        where scores of different games do not compare). ``page`` is clamped into
        ``1..total_pages``.
        """
        period = Period(period)
        conditions = [results.c.guild_id == guild_id, results.c.user_id.is_not(None)]
        if game_id is not None:
            conditions.append(results.c.game_id == game_id)
        if period.seconds is not None:
            conditions.append(results.c.finished_at >= self._clock() - period.seconds)
        games_played = sa.func.count().label("games")
        wins = sa.func.sum(sa.case((results.c.won, 1), else_=0)).label("wins")
        columns: list[Any] = [results.c.user_id, games_played, wins]
        order: list[Any] = [wins.desc(), (wins * 1.0 / games_played).desc(), games_played.desc()]
        if game_id is not None:
            if _higher_wins(game_id):
                best = sa.func.max(results.c.score).label("best")
                order.append(best.desc())
            else:
                best = sa.func.min(results.c.score).label("best")
                order.append(best.asc())
            columns.append(best)
        grouped = sa.select(*columns).where(*conditions).group_by(results.c.user_id)
        per_page = max(1, per_page)
        async with self._engine.connect() as conn:
            total = await conn.scalar(sa.select(sa.func.count()).select_from(grouped.subquery()))
            total_pages = max(1, math.ceil((total or 0) / per_page))
            page = min(max(1, page), total_pages)
            query = (
                grouped.order_by(*order, results.c.user_id)
                .limit(per_page)
                .offset((page - 1) * per_page)
            )
            rows = (await conn.execute(query)).all()
            users = [row.user_id for row in rows]
            names = await self._latest_names(conn, guild_id, users)
            rated = (
                await self._ratings(conn, guild_id, game_id, users) if game_id is not None else {}
            )
        offset = (page - 1) * per_page
        return LeaderboardPage(
            guild_id=guild_id,
            game_id=game_id,
            period=period,
            page=page,
            per_page=per_page,
            total_pages=total_pages,
            rows=[
                LeaderboardRow(
                    rank=offset + index + 1,
                    user_id=row.user_id,
                    name=names.get(row.user_id, str(row.user_id)),
                    games=row.games,
                    wins=int(row.wins),
                    win_rate=int(row.wins) / row.games,
                    best_score=row.best if game_id is not None else None,
                    rating=rated.get(row.user_id),
                )
                for index, row in enumerate(rows)
            ],
        )

    async def player_stats(self, guild_id: int, user_id: int) -> list[GameStats]:
        """A player's record per game on this server, most played first."""
        wins = sa.func.sum(sa.case((results.c.won, 1), else_=0))
        query = (
            sa.select(
                results.c.game_id,
                sa.func.count().label("games"),
                wins.label("wins"),
                sa.func.max(results.c.score).label("highest"),
                sa.func.min(results.c.score).label("lowest"),
                sa.func.avg(results.c.score).label("average"),
                sa.func.max(results.c.finished_at).label("last"),
            )
            .where(results.c.guild_id == guild_id, results.c.user_id == user_id)
            .group_by(results.c.game_id)
            .order_by(sa.func.count().desc(), results.c.game_id)
        )
        async with self._engine.connect() as conn:
            rows = (await conn.execute(query)).all()
            rating_rows = await conn.execute(
                sa.select(ratings.c.game_id, ratings.c.mu, ratings.c.sigma).where(
                    ratings.c.guild_id == guild_id, ratings.c.user_id == user_id
                )
            )
            rated = {game: _display_rating(mu, sigma) for game, mu, sigma in rating_rows}
        return [
            GameStats(
                game_id=row.game_id,
                games=row.games,
                wins=int(row.wins),
                win_rate=int(row.wins) / row.games,
                best_score=row.highest if _higher_wins(row.game_id) else row.lowest,
                average_score=float(row.average),
                rating=rated.get(row.game_id),
                last_played=float(row.last),
            )
            for row in rows
        ]

    async def _latest_names(
        self, conn: AsyncConnection, guild_id: int, users: list[int]
    ) -> dict[int, str]:
        """The name each user had in their latest game on this server."""
        if not users:
            return {}
        latest = (
            sa.select(results.c.user_id, sa.func.max(results.c.finished_at).label("at"))
            .where(results.c.guild_id == guild_id, results.c.user_id.in_(users))
            .group_by(results.c.user_id)
            .subquery()
        )
        query = sa.select(results.c.user_id, results.c.name).join(
            latest,
            (results.c.user_id == latest.c.user_id) & (results.c.finished_at == latest.c.at),
        )
        rows = await conn.execute(query.where(results.c.guild_id == guild_id))
        return {user: name for user, name in rows}

    async def _ratings(
        self, conn: AsyncConnection, guild_id: int, game_id: str, users: list[int]
    ) -> dict[int, float]:
        if not users:
            return {}
        rows = await conn.execute(
            sa.select(ratings.c.user_id, ratings.c.mu, ratings.c.sigma).where(
                ratings.c.guild_id == guild_id,
                ratings.c.game_id == game_id,
                ratings.c.user_id.in_(users),
            )
        )
        return {user: _display_rating(mu, sigma) for user, mu, sigma in rows}


def _higher_wins(game_id: str) -> bool:
    """Whether the highest score is the best in ``game_id`` (a game no longer installed
    counts as one where it is)."""
    try:
        return game_class(game_id).higher_wins
    except KeyError:
        return True


def _display_rating(mu: float, sigma: float) -> float:
    """The OpenSkill ordinal (mu - 3 sigma), rounded for display: it only rises as the
    system grows sure of a player, so newcomers start at 0."""
    return round(mu - 3 * sigma, 1)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """WAL lets readers (leaderboards) run beside the writer; NORMAL sync is safe in WAL
    mode against a crash of the process, and keeps a commit well under a millisecond."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _upgrade_to_head(connection: Connection) -> None:
    """Apply the Alembic migrations on ``connection`` (run through ``run_sync``)."""
    from alembic import command
    from alembic.config import Config

    config = Config(str(ALEMBIC_INI))
    config.attributes["connection"] = connection
    command.upgrade(config, "head")
