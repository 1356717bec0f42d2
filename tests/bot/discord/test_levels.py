"""``/game addbot level:``: a computer player of the level chosen (normal by default), its
level shown beside its name on the table message."""

from __future__ import annotations

from tests.bot.discord.conftest import World


async def test_addbot_seats_the_level_chosen_and_the_table_shows_it(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein")
    added = await world.ann.slash(world.channel, "game addbot", level="hard")
    assert added.ephemeral and added.response.content == "Bot Ada (hard) sits down."
    plain = await world.ann.slash(world.channel, "game addbot")
    assert plain.response.content == "Bot Babbage (normal) sits down."
    assert [seat.level for seat in world.table().seats[1:]] == ["hard", "normal"]
    seats = world.table_message().embeds[0].fields[0].value
    assert "Bot Ada (computer) · hard" in seats and "Bot Babbage (computer) · normal" in seats
