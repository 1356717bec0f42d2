"""The play room: a seat acts, the game accepts, the desk commits; the end of a game.

:meth:`Play.accept` is the one path of every accepted move (a human's action, a computer
player's, a timeout): the turn token and the deadline move on, the draft is saved
(:meth:`~bot.tables.desk.Desk.commit`), and only then are the players told, in order:
notices, whose turn starts, the table, the hands that changed. A finished game is saved
first, then its result recorded; if that fails the table stays open and its driver
records it later (:meth:`Play.record_pending`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from bot.monitoring import metrics
from bot.tables.copies import hands
from bot.tables.desk import Desk, NotSaved, TableMoved, log
from bot.tables.ports import Notice, Player, TableError
from bot.tables.table import Phase, Table
from engine.cards import Card, CardError
from engine.core import Action, Event, IllegalAction


class StaleMove(TableError):
    """A button or panel made for a move that is over (see :meth:`Play.act`)."""


class Play:
    """Moves at running tables, and what a finished game does (see the module docstring)."""

    def __init__(self, desk: Desk) -> None:
        self._desk = desk
        #: Told of every result recorded by this service (the tournaments listen).
        self._result_listeners: list[Callable[[Table], Awaitable[None]]] = []

    async def act(
        self,
        channel_id: int,
        player: Player,
        action: Action | str,
        turn: int | None = None,
        seat_moves: int | None = None,
    ) -> list[Event]:
        """Play ``action`` for ``player`` (see :meth:`bot.tables.TableService.act`). The
        action is the engine's to read: it is handed to the game as it is."""
        desk = self._desk
        async with desk.locked(channel_id) as table:
            game = desk.require_game(table)
            seat = self.seat_of(table, player.user_id)
            if turn is not None and turn != table.turn:
                raise StaleMove.of("stale_turn")
            if seat_moves is not None and seat_moves != table.moves_of(seat):
                raise StaleMove.of("stale_turn")
            before = hands(table)
            movers = game.to_move()
            try:
                draft, events = await desk.drafts.played(
                    table, lambda played: played.apply(seat, action)
                )
            except (IllegalAction, CardError) as error:
                raise TableError.refused(error) from error  # the front end reads its code
            draft.seats[seat].timeouts_in_row = 0
            await self.accept(table, draft, events, before, movers, actor=seat, later=True)
            return events

    @staticmethod
    def seat_of(table: Table, user_id: int) -> int:
        """The seat ``user_id`` plays at ``table``; a refusal if they play at none."""
        seat = table.seat_of(user_id)
        if seat is None:
            if table.replaced_seat_of(user_id) is not None:
                raise TableError.of("seat_taken_over")
            raise TableError.of("not_seated")
        return seat

    def seat_view(self, channel_id: int, user_id: int) -> tuple[Table, int]:
        """The table and the seat of ``user_id`` in a running game (for "My hand")."""
        table = self._desk.require(channel_id)
        self._desk.require_game(table)
        return table, self.seat_of(table, user_id)

    async def export_record(self, channel_id: int) -> dict[str, Any]:
        """The game record of the channel's last finished game (from memory while it is
        recent, otherwise from the store, so it survives a restart). A running game is not
        exported: its record holds the seed, which reveals every hand and the deck."""
        desk = self._desk
        table = desk.tables.get(channel_id)
        if table is not None and table.phase is Phase.PLAYING:
            raise TableError.of("export_running")
        finished = desk.finished.get(channel_id)
        if finished is not None and finished.game is not None:
            return finished.record()
        record = await desk.store.last_game_record(channel_id)
        if record is None:
            raise TableError.of("nothing_to_export")
        return record

    # ------------------------------------------------------------------ the accept path

    async def accept(
        self,
        table: Table,
        draft: Table,
        events: list[Event],
        before: dict[int, list[Card]],
        movers: list[int],
        notes: Sequence[Notice] = (),
        actor: int | None = None,
        *,
        later: bool = False,
    ) -> None:
        """Bookkeeping after the game accepted an action or a timeout on ``draft`` (lock
        held): save, then announce ``notes``, tell whose turn starts, redraw the table and
        send the hands that changed. ``movers`` were to move before; ``actor`` is the seat
        that chose the action (``None``: a timeout). ``later`` (a player's move, in a
        :meth:`~bot.tables.desk.Desk.locked` block): the front end is told once the block
        has ended, so that the mover's reply, which needs only the saved change, waits for
        no front-end call (the notices still come before any other change of the table).
        The move that ends the game returns once its result is recorded.

        An action from a seat that was not to move which leaves the move where it was
        (setting honour cards aside in Indian rummy) is no move of the table: the same
        :attr:`Table.turn` (so the buttons and panels of the players to move stay good, and
        a computer player's move in preparation still applies), the same deadline, and
        nobody's turn starts."""
        desk = self._desk
        game = draft.game
        assert game is not None
        aside = (
            actor is not None and actor not in movers and game.to_move() == movers and not game.over
        )
        draft.last_events = list(events)
        if not aside:
            draft.turn += 1
            if game.over:
                draft.deadline = None
            elif not set(game.to_move()) < set(movers):
                # A new move (not just one fewer player in a simultaneous phase): new deadline.
                draft.deadline = desk.move_deadline(game)
        await desk.commit(table, draft)
        metrics.moved(table.game_id, _mover(draft, actor))
        if game.over:
            await self._finish(table, events, notes)
            return
        told = self._tell(table, events, before, movers, notes, actor, aside)
        if later:
            desk.tell_after(table, told)
        else:
            await told

    async def _tell(
        self,
        table: Table,
        events: list[Event],
        before: dict[int, list[Card]],
        movers: list[int],
        notes: Sequence[Notice],
        actor: int | None,
        aside: bool,
    ) -> None:
        """What the front end hears of an accepted move that did not end the game (lock
        held): the notes, whose turn starts, the table, the hands that changed."""
        desk = self._desk
        await self._announce(table, notes)
        if not aside:
            await desk.turns_started(table, movers, actor)
        await desk.show(table, events)
        for seat, hand in hands(table).items():
            if before.get(seat) != hand:
                await desk.notify(table, desk.frontend.hand_changed(table, seat))
        desk.wake(table)

    async def _announce(self, table: Table, notes: Sequence[Notice]) -> None:
        for note in notes:
            await self._desk.notify(table, self._desk.frontend.announce(table, note))

    # ------------------------------------------------------------------ the end of a game

    def add_result_listener(self, listener: Callable[[Table], Awaitable[None]]) -> None:
        """Call ``listener`` with every table whose result this service recorded (after
        it is recorded; a failing listener is logged and never stops the table)."""
        self._result_listeners.append(listener)

    async def _finish(self, table: Table, events: list[Event], notes: Sequence[Notice]) -> None:
        """The finished game is saved: record the result (idempotent, in the same
        transaction that closes the table in the store), then announce the end. If the
        result cannot be recorded now, the last move is shown and the table stays open:
        its driver records the result later (:meth:`record_pending`)."""
        desk = self._desk
        try:
            await desk.write(table, desk.store.record_result(table))
        except TableMoved:
            return
        except NotSaved:
            await self._announce(table, notes)
            await desk.show(table, events)
            desk.wake(table)
            return
        desk.finished_now(table)
        await self._announce(table, notes)
        await desk.show(table, events)
        await self._closed_with_result(table)

    async def record_pending(self, table: Table) -> None:
        """The driver's retry of a result that could not be recorded (lock held)."""
        await self._desk.write(table, self._desk.store.record_result(table))
        self._desk.finished_now(table)
        await self._closed_with_result(table)

    async def _closed_with_result(self, table: Table) -> None:
        """The result is recorded: the final hands, the closing notice, the listeners."""
        desk = self._desk
        for seat in table.humans():
            await desk.notify(table, desk.frontend.hand_changed(table, seat))
        await desk.notify(table, desk.frontend.table_closed(table, _result_notice(table)))
        for listener in self._result_listeners:
            try:
                await listener(table)
            except Exception:
                log.exception("table %s: a result listener failed", table.table_id)


def _mover(table: Table, actor: int | None) -> str:
    """Who chose a move, as the metrics count it: human, computer or timeout."""
    if actor is None:
        return "timeout"
    return "computer" if table.seats[actor].is_bot else "human"


def _result_notice(table: Table) -> Notice:
    game = table.game
    assert game is not None
    result = game.result()
    names = [seat.name for seat in table.seats]
    winners = [names[seat] for seat in result.winners]
    scores = ", ".join(f"{names[seat]} {score}" for seat, score in enumerate(result.scores))
    return Notice("won" if len(winners) == 1 else "shared", winners=winners, scores=scores)
