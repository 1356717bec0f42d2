"""The practice room: casual help for a human playing computer players only
(:mod:`bot.tables.casual`): the option turned on or off, and a move taken back, saved before
it is shown like any accepted action."""

from __future__ import annotations

from bot.tables import casual
from bot.tables.copies import hands
from bot.tables.desk import Desk
from bot.tables.ports import Notice, Player, TableError
from bot.tables.table import Table


class Practice:
    """Casual help at running tables (see the module docstring)."""

    def __init__(self, desk: Desk) -> None:
        self._desk = desk

    async def set_casual(self, channel_id: int, by: Player, on: bool) -> Table:
        """Turn casual help on or off for the table ``by`` sits at; on only while every
        other seat is a computer player."""
        desk = self._desk
        async with desk.locked(channel_id) as table:
            seat = table.seat_of(by.user_id)
            if seat is None:
                raise TableError.of("not_seated")
            if on:
                casual.require_alone(table, seat)
            draft = await desk.drafts.copy(table)
            draft.casual = on
            await desk.commit(table, draft)
            await desk.show(table, [])
            desk.wake(table)
        return table

    async def take_back(self, channel_id: int, by: Player) -> Table:
        """Undo ``by``'s last action and the computer players' replies since."""
        desk = self._desk
        async with desk.locked(channel_id) as table:
            game = desk.require_game(table)
            seat = table.seat_of(by.user_id)
            if seat is None:
                raise TableError.of("not_seated")
            if not table.casual:
                raise TableError.of("casual_off")
            casual.require_alone(table, seat)
            upto = casual.last_own_move(game, seat)
            before = hands(table)
            draft = await desk.drafts.copy(table)
            draft.game = await desk.drafts.off_loop(casual.rebuilt, game, upto)
            draft.taken_back.append(casual.taken_back_entry(game, upto))
            draft.turn += 1
            draft.deadline = desk.move_deadline(draft.game)
            draft.last_events = []
            await desk.commit(table, draft)
            await desk.notify(
                table, desk.frontend.announce(table, Notice("taken_back", name=by.name))
            )
            await desk.show(table, [])
            for changed, hand in hands(table).items():
                if before.get(changed) != hand:
                    await desk.notify(table, desk.frontend.hand_changed(table, changed))
            desk.wake(table)
        return table
