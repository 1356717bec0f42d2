"""A finished game is a beginning: its summary (final scores once, the deciding moment in
one line, no empty events) and its buttons: Play again (same game, options and seats;
every other human confirms with one tap; who does not confirm in time loses the seat),
Replay, My stats and Review (for the players only), also after a restart."""

from __future__ import annotations

import functools

import discord
import pytest

from bot.discord import review as review_module
from bot.tables.table import Phase
from engine.review import review
from tests.bot.discord.conftest import World, place_options
from tests.bot.discord.test_full_game import play_until_over

LOBBY_SECONDS = 900.0  # the table service's default lobby time


async def play_against_computers(world: World) -> None:
    """The humans place what the engine allows first, else swap (else pass), until the
    table closes; the computer players move by themselves in between."""
    while world.bot.service.table(world.channel.id) is not None:
        table = world.table()
        assert table.game is not None
        seat = world.to_move()
        legal = [str(action) for action in table.game.legal_actions(seat)]
        places = [action for action in legal if action.startswith("place")]
        actor = world.member(seat)
        if places:
            await actor.slash(world.channel, "dmi place", **place_options(places[0]))
        elif any(action.startswith("swap") for action in legal):
            card = next(c for c in table.game.hand(seat) if not c.is_joker)
            await actor.slash(world.channel, "dmi swap", cards=str(card))
        else:
            await actor.slash(world.channel, "dmi pass")


def summary(world: World) -> discord.Message:
    """The channel's last message: the summary of the game just finished."""
    closing = world.channel.last_message
    assert closing is not None and closing.embeds
    assert "game over" in (closing.embeds[0].title or "")
    return closing


def labels(message: discord.Message) -> list[str]:
    return [
        str(item.label)
        for row in message.components
        for item in row.children
        if isinstance(item, discord.Button)
    ]


async def test_play_again_opens_the_same_seats_and_starts_once_all_confirm(world: World) -> None:
    await world.open_two_player_table(level="competitive")
    first = world.table()
    await play_until_over(world)

    closing = summary(world)
    assert labels(closing) == ["Play again", "Replay", "My stats", "Review"]
    text = closing.embeds[0].description or ""
    assert "wins!" in text or "share the win!" in text
    assert "Final scores" not in text  # the scores are in the standings, once
    assert "draws 0 cards" not in text
    assert text.count(f"<@{world.bob.id}>") == 1  # one line of the standings each
    assert "Deciding moment: " in text
    assert not closing.embeds[0].fields
    assert closing.attachments and closing.attachments[0].description  # the result picture

    # Ann plays again: the same game and options, the same seats; Bob's waits for him.
    again = await world.ann.click(closing, label="Play again")
    assert again.ephemeral
    assert f"Waiting for <@{world.bob.id}>" in again.response.content
    lobby = world.table()
    assert lobby.phase is Phase.LOBBY and lobby.rematch_of == first.table_id
    assert [seat.user_id for seat in lobby.seats] == [world.ann.id, world.bob.id]
    assert lobby.options == first.options and lobby.options["level"] == "competitive"
    assert lobby.awaiting == {world.bob.id}
    seats = next(f for f in world.table_message().embeds[0].fields if f.name.startswith("Seats"))
    assert f"<@{world.bob.id}> (to confirm)" in seats.value

    # One who did not play that game cannot take Bob's seat by the button.
    refused = await world.cat.click(closing, label="Play again")
    assert refused.ephemeral and "Only those who played that game" in refused.response.content

    # Bob confirms with one tap on the same summary: the game starts.
    confirmed = await world.bob.click(closing, label="Play again")
    assert confirmed.ephemeral and "starts again" in confirmed.response.content
    second = world.table()
    assert second.phase is Phase.PLAYING and second.game is not None
    assert [seat.user_id for seat in second.seats] == [world.ann.id, world.bob.id]
    assert second.game.options["level"] == "competitive"

    # The second game plays to its end, with its own summary and buttons.
    await play_until_over(world)
    again_closing = summary(world)
    assert again_closing.id != closing.id
    assert labels(again_closing) == ["Play again", "Replay", "My stats", "Review"]


async def test_computer_players_keep_their_seats_and_a_lone_human_starts_at_once(
    world: World,
) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein", timer="unlimited")
    await world.ann.select(world.table_message(), ["hard"], custom_id="table:addbot")
    await world.ann.click(world.table_message(), label="Start")
    await play_against_computers(world)

    again = await world.ann.click(summary(world), label="Play again")
    assert again.ephemeral and "starts again" in again.response.content
    table = world.table()
    assert table.phase is Phase.PLAYING
    assert [seat.user_id for seat in table.seats] == [world.ann.id, None]
    assert table.seats[1].is_bot and table.seats[1].level == "hard"


async def test_a_seat_not_confirmed_in_time_goes_and_the_game_starts_without_it(
    world: World,
) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein", timer="unlimited")
    await world.bob.click(world.table_message(), label="Join")
    await world.ann.select(world.table_message(), ["easy"], custom_id="table:addbot")
    await world.ann.click(world.table_message(), label="Start")
    await play_against_computers(world)

    await world.bob.click(summary(world), label="Play again")
    assert world.table().awaiting == {world.ann.id}
    await world.env.advance_time(LOBBY_SECONDS + 1)
    table = world.table()
    assert table.phase is Phase.PLAYING
    assert [seat.user_id for seat in table.seats] == [world.bob.id, None]
    assert table.host_id == world.bob.id


async def test_the_summary_buttons_work_after_a_restart(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The review within a second of CPU (its budget in play is REVIEW_BUDGET).
    monkeypatch.setattr(review_module, "review", functools.partial(review, budget=1.0))
    await world.open_two_player_table()
    first = world.table()
    await play_until_over(world)
    closing = summary(world)
    await world.restart()

    stats = await world.bob.click(closing, label="My stats")
    assert stats.ephemeral
    embed = stats.response.embeds[0]
    assert "in 1 game " in embed.fields[0].value
    assert "(provisional)" in embed.fields[0].value
    assert "Ratings start at 1000" in (embed.footer.text or "")

    replay = await world.ann.click(closing, label="Replay")
    assert not replay.ephemeral
    posted = world.channel.last_message
    assert posted is not None and posted.attachments[0].filename.endswith(".webp")

    # Review: from the stored record, for each player alone; anyone else is refused.
    mine = await world.bob.click(closing, label="Review")
    assert mine.ephemeral
    content = mine.response.content or ""
    assert content.startswith(("Your 1 costliest", "Your 2 costliest", "Your 3 costliest"))
    assert content.count("; the hard player would ") == len(mine.response.attachments)
    assert all(a.filename.startswith("review") for a in mine.response.attachments)
    refused = await world.cat.click(closing, label="Review")
    assert refused.ephemeral
    assert refused.response.content == "Only the people who played this game can see its review."

    again = await world.ann.click(closing, label="Play again")
    assert again.ephemeral
    lobby = world.table()
    assert lobby.rematch_of == first.table_id and lobby.awaiting == {world.bob.id}
    assert lobby.options == first.options
    # Join confirms too.
    await world.bob.click(world.table_message(), label="Join")
    assert world.table().phase is Phase.PLAYING


async def test_play_again_is_refused_where_another_table_is_open(world: World) -> None:
    await world.open_two_player_table()
    await play_until_over(world)
    closing = summary(world)
    await world.cat.slash(world.channel, "game new", game="hearts")
    refused = await world.ann.click(closing, label="Play again")
    assert refused.ephemeral and "already has a table" in refused.response.content
    assert world.table().game_id == "hearts"
