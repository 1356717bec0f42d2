"""The start room: when and how a lobby becomes a game.

A game starts when its host says so (:meth:`Start.start_game`), at once for a table whose
seats are already taken (:meth:`Start.open_seated`, a tournament's), or by itself: as soon
as a lobby with a countdown is full (:meth:`Start.if_full`), or when the lobby's deadline
comes (:meth:`Start.due`, from the table's driver), which also closes a lobby nobody
started. So the lobby's clock is kept here: every lobby change is saved with its deadline
(:meth:`Start.changed`).

It is apart from the :mod:`~bot.tables.lobby` room because who sits where needs none of
this: the lobby's seats only ask this room to start once they are complete, and the
driver reaches a lobby only through its deadline. The deal is the one place where the
engine's game is created, and its setup refusals become the service's.
"""

from __future__ import annotations

import contextlib
import random
import uuid
from collections.abc import Sequence
from typing import Any

from bot.tables.copies import bot_name, host_of
from bot.tables.desk import Desk
from bot.tables.ports import Notice, Player, TableError
from bot.tables.table import Phase, Seat, Table
from engine import i18n
from engine.core import DEFAULT_LEVEL, GameSetupError
from engine.registry import game_class

#: The longest lobby countdown (``/game countdown``), in seconds.
MAX_COUNTDOWN = 900


class Start:
    """The start of every table's game, and the lobby's clock (see the module docstring).

    A lobby nobody starts closes ``lobby_timeout`` seconds after its last change; ``rng``
    draws the games' seeds."""

    def __init__(self, desk: Desk, *, lobby_timeout: float, rng: random.Random) -> None:
        self._desk = desk
        self._lobby_timeout = lobby_timeout
        self._rng = rng

    # ------------------------------------------------------------------ dealing

    async def open_seated(
        self,
        guild_id: int,
        channel_id: int,
        game_id: str,
        options: dict[str, Any],
        seats: Sequence[Seat],
        *,
        table_id: str | None = None,
        ranked: bool = True,
    ) -> Table:
        """Open a table whose seats are already taken and deal at once (see
        :meth:`bot.tables.TableService.open_seated`)."""
        desk = self._desk
        desk.check_running()
        if channel_id in desk.tables:
            raise TableError.of("has_table")
        cls = game_class(game_id)
        table = Table(
            table_id=table_id or uuid.uuid4().hex,
            guild_id=guild_id,
            channel_id=channel_id,
            game_id=game_id,
            options=checked_options(cls.check_options, dict(options)),
            host_id=next((seat.user_id for seat in seats if seat.user_id is not None), 0),
            phase=Phase.LOBBY,
            seats=list(seats),
            game=None,
            created_at=desk.clock(),
            ranked=ranked,
        )
        if cls.min_players == cls.max_players:
            while len(table.seats) < cls.max_players:
                table.seats.append(Seat(None, bot_name(table), is_bot=True))
        self._deal(table)
        async with desk.opening(table):
            await desk.dealt(table)
        return table

    async def start_game(self, channel_id: int, by: Player, *, level: str = DEFAULT_LEVEL) -> Table:
        """Deal (host only): create the engine game, start the timer, send every hand. A
        game for a fixed number of players starts with computer players of ``level`` in
        the empty seats; a rematch without those who did not confirm."""
        desk = self._desk
        async with desk.locked(channel_id) as table:
            _require_lobby(table)
            if by.user_id != table.host_id:
                raise TableError.of("start_host_only")
            cls = game_class(table.game_id)
            draft = await desk.drafts.copy(table)
            draft.seats = [seat for seat in draft.seats if seat.user_id not in draft.awaiting]
            draft.awaiting = set()
            if cls.min_players == cls.max_players:
                while len(draft.seats) < cls.max_players:
                    draft.seats.append(Seat(None, bot_name(draft), is_bot=True, level=level))
            count = len(draft.seats)
            if count < cls.min_players:
                missing = cls.min_players - count
                raise TableError.of(
                    "too_few", game=cls.title, minimum=cls.min_players, missing=missing
                )
            self._deal(draft)
            await desk.commit(table, draft)
            await desk.dealt(table)
        return table

    def _deal(self, table: Table) -> None:
        """Create the engine game at ``table`` (not yet saved) and start its first move."""
        cls = game_class(table.game_id)
        try:
            table.game = cls.create(
                [seat.name for seat in table.seats],
                options=table.options,
                seed=self._rng.randrange(2**31),
            )
        except GameSetupError as error:
            raise TableError.of("setup", reason=_reason(error)) from None
        table.phase = Phase.PLAYING
        table.turn += 1
        # What the game did by itself as it was set up (an automatic deal ceremony).
        table.last_events = list(table.game.setup_events)
        table.deadline = self._desk.move_deadline(table.game)

    # ------------------------------------------------------------------ by itself

    async def set_countdown(self, channel_id: int, by: Player, seconds: int) -> Table:
        """The host lets the lobby start by itself: as soon as it is full, or ``seconds``
        from now (computer players take the seats the game needs); ``0`` switches it off."""
        async with self._desk.locked(channel_id) as table:
            _require_lobby(table)
            if by.user_id != table.host_id:
                raise TableError.of("countdown_host_only")
            if seconds < 0 or seconds > MAX_COUNTDOWN:
                raise TableError.of("countdown_range", maximum=MAX_COUNTDOWN)
            draft = await self._desk.drafts.copy(table)
            draft.autostart_at = self._desk.clock() + seconds if seconds else None
            await self.changed(table, draft)
        await self.if_full(table)
        return table

    async def if_full(self, table: Table) -> None:
        """After a seat is taken: a lobby with a countdown starts once it is full."""
        if (
            table.phase is Phase.LOBBY
            and table.autostart_at is not None
            and len(table.seats) >= table.max_players
            and self._desk.is_open(table)
        ):
            await self.start_game(table.channel_id, host_of(table))

    async def due(self, table: Table, due: float) -> None:
        """The lobby's deadline ``due`` has come (the driver calls): it starts by itself
        when a countdown was set (computer players take the seats the game needs), a
        rematch lobby starts with those who confirmed when they are enough, otherwise it
        expires."""
        if table.awaiting and table.autostart_at is None:
            await self._rematch_due(table, due)
            return
        async with self._desk.lock(table):
            if not self._still_due(table, due):
                return
            if table.autostart_at is None:
                await self._desk.close(table, Notice("lobby_expired", game=table.title))
                return
            draft = await self._desk.drafts.copy(table)
            while len(draft.seats) < draft.min_players:
                draft.seats.append(Seat(None, bot_name(draft), is_bot=True))
            await self.changed(table, draft)
        try:
            await self.start_game(table.channel_id, host_of(table))
        except TableError as error:
            with contextlib.suppress(TableError):  # unless it closed meanwhile
                async with self._desk.locked(table.channel_id) as still:
                    if still.phase is Phase.LOBBY:
                        reason = Notice("lobby_failed", game=still.title, reason=error)
                        await self._desk.close(still, reason)

    async def _rematch_due(self, table: Table, due: float) -> None:
        """A rematch lobby's time is up: who has not confirmed loses the seat; the game
        starts when enough are left, otherwise the lobby closes as expired."""
        async with self._desk.lock(table):
            if not self._still_due(table, due):
                return
            draft = await self._desk.drafts.copy(table)
            draft.seats = [seat for seat in draft.seats if seat.user_id not in draft.awaiting]
            draft.awaiting = set()
            cls = game_class(table.game_id)
            enough = len(draft.seats) >= cls.min_players or cls.min_players == cls.max_players
            if not enough:
                await self._desk.close(table, Notice("lobby_expired", game=table.title))
                return
            await self.changed(table, draft)
        with contextlib.suppress(TableError):  # unless it closed meanwhile
            await self.start_game(table.channel_id, host_of(table))

    def _still_due(self, table: Table, due: float) -> bool:
        """Whether the open lobby's deadline is still ``due`` (lock held)."""
        return self._desk.is_open(table) and table.deadline == due and table.phase is Phase.LOBBY

    # ------------------------------------------------------------------ the lobby's clock

    def expiry(self, now: float) -> float:
        """When a lobby changed at ``now`` without a countdown expires."""
        return now + self._lobby_timeout

    async def changed(self, table: Table, draft: Table) -> None:
        """Save and show the lobby change ``draft`` (lock held), with its deadline: a
        lobby with a countdown is due when it starts; any other when it expires."""
        draft.deadline = draft.autostart_at or self.expiry(self._desk.clock())
        await save_and_show(self._desk, table, draft)


async def save_and_show(desk: Desk, table: Table, draft: Table) -> None:
    """Commit ``draft`` (lock held), redraw the table and wake its driver."""
    await desk.commit(table, draft)
    await desk.show(table, [])
    desk.wake(table)


def checked_options(check: Any, options: dict[str, Any]) -> dict[str, Any]:
    """The game's ``check`` of ``options``; its refusal as the service's."""
    try:
        checked: dict[str, Any] = check(options)
    except GameSetupError as error:
        raise TableError.of("bad_options", reason=_reason(error)) from None
    return checked


def _require_lobby(table: Table) -> None:
    """A game is started once: the refusal of a start (or a countdown) after it."""
    if table.phase is not Phase.LOBBY:
        raise TableError.of("started.start")


def _reason(error: GameSetupError) -> Any:
    """The engine's setup refusal as a reason of the service's: its catalogue phrase (worded
    in the reader's language, already a sentence), or its English made one."""
    return i18n.as_sentence(error.as_phrase()) if error.key else _sentence(str(error))


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
