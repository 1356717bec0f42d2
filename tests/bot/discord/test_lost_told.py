"""A permission lost mid-game is told once, also across a restart: that it was told is kept
with the table (``Table.lost_told``), and told again only after the channel took a message
again and the permission went a second time."""

from __future__ import annotations

import json

from tests.bot.discord.conftest import World
from tests.bot.discord.test_faults import table_row


def told(world: World) -> int:
    """How many times the host was told the table's permission is gone."""
    return sum("no longer show" in m.content for m in world.ann.user.dm_channel.history())


async def test_a_lost_permission_is_not_told_again_after_a_restart(world: World) -> None:
    await world.open_two_player_table(level="expert")
    table = world.table()
    world.env.inject_error(
        "*", f"/channels/{world.channel.id}/*", status=403, code=50013, times=None
    )
    await world.swap_one()
    await world.env.advance_time(8)  # the board tries again, and again
    assert told(world) == 1
    assert json.loads(table_row(world, table.table_id) or "{}")["lost_told"] is True

    await world.restart()  # the permission is still gone
    await world.env.advance_time(10)  # the new board tries, and tries again
    assert world.table().message_stale, "still waiting for the permission"
    assert told(world) == 1, "told once, not again by the new process"
    world.errors.take()


async def test_a_permission_lost_again_after_it_came_back_is_told_again(world: World) -> None:
    await world.open_two_player_table(level="expert")
    table = world.table()
    world.env.inject_error("*", f"/channels/{world.channel.id}/*", status=403, code=50013, times=2)
    await world.swap_one()
    await world.env.advance_time(60)  # the faults ran out: the message is shown again
    assert not table.message_stale and not table.lost_told and told(world) == 1
    world.env.inject_error("*", f"/channels/{world.channel.id}/*", status=403, code=50013, times=2)
    await world.swap_one()
    await world.env.advance_time(60)
    assert told(world) == 2
    world.errors.take()
