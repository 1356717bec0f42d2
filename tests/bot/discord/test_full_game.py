"""A whole two-player game of Deal Me In in a channel: lobby buttons, slash-command moves,
private hands, the end of the game, the leaderboard, and the exported record."""

from __future__ import annotations

import json

from engine.records import replay
from tests.bot.discord.conftest import World, place_options


async def play_until_over(world: World) -> None:
    """The first player places what the engine allows first (if anything), then everyone
    swaps one card: after two rounds without a placement the board counts as blocked."""
    placed = False
    while world.bot.service.table(world.channel.id) is not None:
        table = world.table()
        assert table.game is not None
        seat = world.to_move()
        actor = world.member(seat)
        turn = table.turn
        places = [str(a) for a in table.game.legal_actions(seat) if str(a).startswith("place")]
        if places and not placed:
            result = await actor.slash(world.channel, "dmi place", **place_options(places[0]))
            placed = True
        else:
            card = next(c for c in table.game.hand(seat) if not c.is_joker)
            result = await actor.slash(world.channel, "dmi swap", cards=str(card))
        assert result.ephemeral
        assert table.turn == turn + 1, result.response.content


def final_scores(world: World) -> dict[int, int]:
    """The scores of the closing message, by user id ("1. <@id>: 180" lines)."""
    closing = world.channel.last_message
    assert closing is not None
    scores = {}
    standings = (closing.embeds[0].description or "").split("\n\n")[-1]
    for line in standings.splitlines():
        mention, _, score = line.partition(". ")[2].rpartition(": ")
        scores[int(mention.strip("<@>"))] = int(score)
    return scores


async def test_a_two_player_game_from_lobby_to_leaderboard(world: World) -> None:
    await world.open_two_player_table()
    table = world.table()
    assert [seat.user_id for seat in table.seats] == [world.ann.id, world.bob.id]

    # Both hands arrive by DM as images; "My hand" shows the same cards, privately.
    for member in (world.ann, world.bob):
        dm = member.user.dm_channel.last_message
        assert dm is not None and dm.attachments[0].filename.endswith(".png")
    shown = await world.bob.click(world.table_message(), label="My hand")
    assert shown.ephemeral
    assert shown.response.attachments[0].description  # the renderer's alt text

    # The table message: the board image, whose turn it is, the scores.
    message = world.table_message()
    embed = message.embeds[0]
    assert embed.image.url == f"attachment://{message.attachments[0].filename}"
    assert message.attachments[0].description
    assert "To move:" in (embed.description or "")
    assert "150" in embed.fields[0].value

    await play_until_over(world)

    # The game is over: final standings with the result image, buttons gone.
    closing = world.channel.last_message
    assert closing is not None
    assert closing.embeds[0].title == "Deal Me In: game over"
    reason = closing.embeds[0].description or ""
    assert "wins" in reason or "share the win" in reason
    assert closing.attachments and closing.attachments[0].description
    assert all(not message.components for message in world.channel.history()[:-1])

    board = await world.cat.slash(world.channel, "leaderboard", game="dealmein")
    assert not board.ephemeral
    lines = board.response.embeds[0].description or ""
    assert f"<@{world.ann.id}>" in lines and f"<@{world.bob.id}>" in lines
    stats = await world.ann.slash(world.channel, "stats")
    assert "in 1 game " in stats.response.embeds[0].fields[0].value


async def test_the_exported_record_replays_to_the_final_scores(world: World) -> None:
    await world.open_two_player_table()
    early = await world.ann.slash(world.channel, "game export")
    assert early.ephemeral and "once the game is over" in early.response.content
    await play_until_over(world)
    shown = final_scores(world)

    exported = await world.bob.slash(world.channel, "game export")
    assert exported.ephemeral
    record = json.loads(await exported.response.attachments[0].read())
    assert record["game"] == "dealmein"
    replayed = replay(record)
    assert replayed["over"] and "rejected" not in replayed
    assert replayed["scores"] == [shown[world.ann.id], shown[world.bob.id]]


async def test_cards_may_be_typed_with_commas_and_in_lower_case(world: World) -> None:
    await world.open_two_player_table()
    table = world.table()
    assert table.game is not None
    seat = world.to_move()
    actor = world.member(seat)
    first, second = (str(card).lower() for card in table.game.hand(seat)[:2])
    swapped = await actor.slash(world.channel, "dmi swap", cards=f"{first},{second}")
    assert "swapped 2 cards" in swapped.response.content
    assert table.game.history[-1]["action"] == f"swap {first} {second}"
