"""``/play``: a table with computer players, dealt at once, played to the end; and a lobby
that starts by itself (``/game countdown``)."""

from __future__ import annotations

from bot.tables.table import Phase
from tests.bot.discord.conftest import World
from tests.bot.discord.test_dmi_panel import play_to_the_end_from_the_panel


async def test_quick_play_to_a_finished_game(world: World) -> None:
    started = await world.ann.slash(world.channel, "play", game="dealmein")
    assert started.ephemeral and "has started" in started.response.content
    table = world.table()
    assert table.phase is Phase.PLAYING
    assert [seat.is_bot for seat in table.seats] == [False, True]
    await play_to_the_end_from_the_panel(world, human=0)


async def test_quick_play_of_a_game_for_four(world: World) -> None:
    await world.ann.slash(world.channel, "play", game="hearts")
    table = world.table()
    assert table.phase is Phase.PLAYING and len(table.seats) == 4


async def test_quick_play_where_a_table_is_open_is_refused(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein")
    refused = await world.bob.slash(world.channel, "play", game="dealmein")
    assert refused.ephemeral and "already has a table" in refused.response.content


async def test_a_lobby_starts_by_itself_when_its_countdown_runs_out(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="rummy500")
    set_ = await world.ann.slash(world.channel, "game countdown", seconds=120)
    assert "starts by itself" in set_.response.content
    assert "Starts by itself" in [f.name for f in world.table_message().embeds[0].fields]
    refused = await world.bob.slash(world.channel, "game countdown", seconds=10)
    assert "Only the host" in refused.response.content
    await world.bob.slash(world.channel, "game join")
    assert world.table().phase is Phase.LOBBY
    await world.env.advance_time(121)
    assert world.table().phase is Phase.PLAYING  # the countdown ran out: dealt
