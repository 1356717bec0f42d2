"""/leaderboard (pages with buttons that outlive a restart), /stats, /rules, /game status."""

from __future__ import annotations

import discord

from bot.discord.cogs.scores import count
from bot.tables.table import Phase, Seat, Table
from engine import i18n
from engine.dealmein.game import DealMeIn
from tests.bot.discord.conftest import World


async def record_games(world: World, count: int) -> list[int]:
    """``count`` finished two-player games between new players (user ids 1, 2, 3...),
    written by the store as the service does; the winners' ids."""
    winners = []
    for number in range(count):
        game = DealMeIn.create(["p", "q"], seed=number)
        while not game.over:
            seat = game.to_move()[0]
            card = next(c for c in game.hand(seat) if not c.is_joker)
            game.apply(seat, f"swap {card}")
        users = [2 * number + 1, 2 * number + 2]
        table = Table(
            table_id=f"recorded-{number}",
            guild_id=world.guild.id,
            channel_id=world.channel.id,
            game_id="dealmein",
            options=dict(game.options),
            host_id=users[0],
            phase=Phase.FINISHED,
            seats=[Seat(user, f"player {user}", is_bot=False) for user in users],
            game=game,
            created_at=0.0,
        )
        assert await world.bot.store.record_result(table)
        winners += [users[seat] for seat in game.result().winners]
    return winners


def footer(message: discord.Message | None) -> str:
    assert message is not None
    return message.embeds[0].footer.text or ""


async def test_the_leaderboard_pages_with_buttons_also_after_a_restart(world: World) -> None:
    await record_games(world, 11)  # 22 players: 3 pages of 10
    shown = await world.cat.slash(world.channel, "leaderboard", game="dealmein", period="week")
    assert not shown.ephemeral
    message = shown.response.message
    assert footer(message) == "Page 1 of 3"
    assert "last 7 days" in message.embeds[0].title
    assert message.embeds[0].description.count("\n") == 9  # ten rows

    await world.ann.click(message, label="Next")
    message = world.channel.last_message
    assert footer(message) == "Page 2 of 3"
    assert message.embeds[0].description.startswith("**11.**")

    await world.restart()
    await world.bob.click(message, label="Next")
    assert footer(world.channel.last_message) == "Page 3 of 3"
    await world.bob.click(world.channel.last_message, label="Previous")
    assert footer(world.channel.last_message) == "Page 2 of 3"


async def test_a_short_leaderboard_has_no_buttons(world: World) -> None:
    winners = await record_games(world, 1)
    shown = await world.cat.slash(world.channel, "leaderboard")
    message = shown.response.message
    assert not message.components
    first = message.embeds[0].description.splitlines()[0]
    assert f"<@{winners[0]}>" in first and "1 win in 1 game (100%)" in first
    assert "best" not in first  # scores of different games are not compared


async def test_stats_of_a_player(world: World) -> None:
    none_yet = await world.ann.slash(world.channel, "stats", user=world.bob)
    assert none_yet.ephemeral and "has not finished a game" in none_yet.response.content


async def test_rules_and_status(world: World) -> None:
    rules = await world.cat.slash(world.channel, "rules")
    assert rules.ephemeral and "Deal Me In" in rules.response.embeds[0].title
    no_table = await world.cat.slash(world.channel, "game status")
    assert no_table.ephemeral and "/game new" in no_table.response.content
    await world.ann.slash(world.channel, "game new", game="dealmein", level="social")
    status = await world.cat.slash(world.channel, "game status")
    assert status.ephemeral
    assert "Move timer: Social" in status.response.embeds[0].fields[1].value


def test_a_leaderboard_row_counts_by_the_readers_plural_rule() -> None:
    """A player with no win yet: "0 wins" in English, Hindi's singular for 0."""
    assert count(0, "win") == "0 wins" and count(1, "win") == "1 win"
    hindi = i18n.catalogue("hi")
    with i18n.speaking("hi"):
        assert count(0, "win") == hindi["bot.scores.win.one"].format(count=0)
        assert count(2, "win") == hindi["bot.scores.win.other"].format(count=2)
    with i18n.speaking("es"):
        assert count(0, "game") == "0 partidas" and count(1, "game") == "1 partida"
