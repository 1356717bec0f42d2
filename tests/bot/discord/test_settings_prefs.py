"""``/settings``: turn pings and turn DMs per player, in the database, honoured after a
restart; a player is told of their turn once: by its DM, or, without one, by a ping in the
channel."""

from __future__ import annotations

from tests.bot.discord.conftest import World
from tests.bot.discord.test_turns import play_the_hint


async def test_the_defaults_are_shown(world: World) -> None:
    shown = await world.ann.slash(world.channel, "settings")
    assert shown.ephemeral
    assert "turn pings **on**" in shown.response.content
    assert "turn DMs **on**" in shown.response.content


async def test_preferences_are_honoured_after_a_restart(world: World) -> None:
    changed = await world.bob.slash(world.channel, "settings", turn_pings=False, turn_dms=False)
    assert "turn pings **off**" in changed.response.content
    assert "turn DMs **off**" in changed.response.content
    only_pings = await world.ann.slash(world.channel, "settings", turn_dms=False)
    assert "turn pings **on**" in only_pings.response.content  # the other one kept
    await world.ann.slash(world.channel, "settings", turn_dms=True)

    await world.restart()
    shown = await world.bob.slash(world.channel, "settings")
    assert "turn pings **off**" in shown.response.content

    await world.open_two_player_table()
    assert world.bob.user.dm_channel.history() == []  # not even the deal's
    pinged: set[int] = set()
    for _ in range(6):
        await play_the_hint(world)
        for message in world.channel.history():
            pinged.update(user.id for user in message.mentions)
    assert pinged == set(), "Ann gets her turn's DM, Bob asked for nothing"
    assert world.bob.user.dm_channel.history() == []
    assert any("your turn" in dm.content for dm in world.ann.user.dm_channel.history())
    # Bob's hand is still his to see.
    shown = await world.bob.click(world.table_message(), label="My hand")
    assert shown.ephemeral and shown.response.attachments


async def test_turn_pings_without_dms_mention_the_player_in_the_channel(world: World) -> None:
    await world.ann.slash(world.channel, "settings", turn_dms=False)
    await world.open_two_player_table()
    assert world.ann.user.dm_channel is None or world.ann.user.dm_channel.history() == []
    turns = 0
    for _ in range(6):
        await play_the_hint(world)
        turns += world.member(world.to_move()) is world.ann
    mentions = [
        [user.id for user in message.mentions]
        for message in world.channel.history()
        if message.mentions
    ]
    assert mentions == [[world.ann.id]] * turns and turns >= 3
