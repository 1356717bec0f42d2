"""Casual help in Discord (bot/discord/casual.py): the play checker asks before a move the
hard player rates at least the game's threshold worse, in words, and lets the others
through; ``/practice`` takes back a move against a computer player, and is refused with
another human at the table."""

from __future__ import annotations

import random

from bot.checker import THRESHOLDS, question, worth_asking
from engine.cards import Card
from engine.i18n import speaking
from engine.registry import computer_action
from engine.review import judge
from engine.rummy21.game import IndianRummy
from engine.rummy21.normal import declaration_of
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


def declares(hand: list[Card], joker_rank: int) -> bool:
    return declaration_of(hand, joker_rank) is not None


def declaring_position(players: list[str], options: dict[str, object]) -> IndianRummy:
    """A deal of 21-card rummy played by normal players until seat 0 has drawn into a hand
    that declares (the hard player would declare)."""
    for seed in range(1, 40):
        game = IndianRummy.create(players, options, seed=seed)
        for step in range(300):
            if game.over:
                break
            seat = game.to_move()[0]
            joker = game.joker
            hand = game.hands[0]
            if seat == 0 and game.drawn and joker is not None and declares(hand, joker.rank):
                return game
            game.apply(seat, computer_action(game, seat, random.Random(step)))
    raise AssertionError("no declaring hand in 40 deals")


async def test_play_it_anyway_plays_the_move_the_checker_asked_about(world: World) -> None:
    # Ann plays a computer player with casual help on; her hand declares and she discards
    # instead: the checker asks, she presses Play it anyway, the discard is played once.
    opened = await world.ann.slash(world.channel, "game new", game="rummy21", options="deals=1")
    assert opened.ephemeral
    await world.ann.slash(world.channel, "game addbot")
    await world.ann.click(world.table_message(), label="Start")
    on = await world.ann.slash(world.channel, "practice on")
    assert on.response.content.startswith("Casual help is on at this table")
    table = world.table()
    assert table.game is not None
    game = declaring_position(list(table.game.players), dict(table.options))
    table.game = game  # the table now plays from the set position
    judgement = judge(game, 0, random.Random(1))
    assert judgement.best.startswith("declare ")
    card = next(
        c
        for c in game.hands[0]
        if judgement.cost(f"discard {c}") >= THRESHOLDS[("rummy21", "draws")]
    )
    before = len(game.history)

    asked = await world.ann.slash(world.channel, "rummy21 discard", card=str(card))
    assert asked.ephemeral
    assert asked.response.content.startswith(f"The hard player rates discard {card.symbol} ")
    assert "declaring cards worse than" in asked.response.content
    assert len(game.history) == before  # nothing played yet

    played = await world.ann.click(asked.response, label="Play it anyway")
    assert played.ephemeral
    mine = [e for e in table.game.history[before:] if e.get("player") == 0]
    assert mine[0]["action"] == f"discard {card}"
    assert [e["action"] for e in mine].count(f"discard {card}") == 1
    # Pressed again, the question is gone: nothing more is played.
    again = await world.ann.click(asked.response, label="Play it anyway")
    assert again.ephemeral
    assert [e.get("action") for e in table.game.history].count(f"discard {card}") == 1
