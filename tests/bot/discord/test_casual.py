"""Casual help in Discord (bot/discord/casual.py): the play checker asks before a move the
hard player rates at least the game's threshold worse, in words, and lets the others
through; ``/practice`` takes back a move against a computer player, and is refused with
another human at the table."""

from __future__ import annotations

import random

from bot.discord.casual import THRESHOLDS, question, worth_asking
from engine.i18n import speaking
from engine.review import judge
from tests.bot.discord.conftest import World
from tests.engine.hearts.test_ai_levels import MOON_RUN, moon_run_plays, position


def test_the_checker_asks_before_handing_over_the_moon_and_not_otherwise() -> None:
    game = position(MOON_RUN, [*moon_run_plays(), (0, "play AC")])
    judgement = judge(game, 1, random.Random(1), iterations=60, played="play JH")
    cost = worth_asking("hearts", judgement, "play JH")
    assert cost is not None and cost >= THRESHOLDS[("hearts", "points")]
    assert worth_asking("hearts", judgement, "play 2D") is None  # the hard player's own
    asked = question(judgement, "play JH", cost)
    assert asked.startswith(f"The hard player rates J♥ {cost:.1f} points worse than 2♦. 2♦ goes")
    assert asked.endswith("Play it anyway, or make another move.")
    with speaking("es"):
        spanish = question(judgement, "play JH", cost)
    assert spanish.startswith("El jugador difícil valora J♥")


async def test_practice_takes_back_a_move_against_a_computer(
    world: World,
) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein", timer="unlimited")
    await world.ann.select(world.table_message(), ["normal"], custom_id="table:addbot")
    await world.ann.click(world.table_message(), label="Start")
    table = world.table()
    assert table.game is not None
    if world.to_move() != 0:  # the computer player began: it has moved by now
        await world.env.advance_time(1)
    before = list(table.game.history)
    hand = table.game.hand(0)
    card = next(c for c in hand if not c.is_joker)
    await world.ann.slash(world.channel, "dmi swap", cards=str(card))
    assert len(table.game.history) > len(before)

    on = await world.ann.slash(world.channel, "practice on")
    assert on.ephemeral and on.response.content.startswith("Casual help is on at this table")
    back = await world.ann.slash(world.channel, "practice takeback")
    assert back.ephemeral and "taken back" in back.response.content
    assert table.game.history == before and table.game.hand(0) == hand
    announced = world.channel.last_message
    assert announced is not None and announced.content == "ann took back their last move."


async def test_practice_is_refused_with_another_human_at_the_table(world: World) -> None:
    await world.open_two_player_table()
    refused = await world.ann.slash(world.channel, "practice on")
    assert refused.ephemeral
    assert refused.response.content.startswith("Casual help (take-back and the play checker)")
    assert not world.table().casual
