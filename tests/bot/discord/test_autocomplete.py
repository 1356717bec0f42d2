"""Autocomplete: the cards the player holds (and JK= nominations), the legal start squares
of a placement; nothing for someone who is not playing."""

from __future__ import annotations

from bot.discord.moves import card_completions
from engine.cards import JOKER, parse_cards
from engine.dealmein.board import square_name
from tests.bot.discord.conftest import World


def values(choices: list) -> list[str]:
    return [choice["value"] for choice in choices]


async def test_cards_and_squares_are_offered_from_the_game(world: World) -> None:
    await world.open_two_player_table()
    table = world.table()
    assert table.game is not None
    seat = world.to_move()
    actor = world.member(seat)
    hand = [str(card) for card in table.game.hand(seat)]

    offered = await actor.autocomplete(world.channel, "dmi swap", "cards", "")
    assert values(offered) == list(dict.fromkeys(hand))
    first = hand[0]
    offered = await actor.autocomplete(world.channel, "dmi swap", "cards", f"{first} ")
    assert all(value.startswith(f"{first} ") for value in values(offered))
    assert f"{first} {first}" not in values(offered)

    squares = await actor.autocomplete(
        world.channel, "dmi place", "square", "", direction="across", cards=""
    )
    # The empty board: the start squares of placements covering the centre, best first.
    spots = [spot for spot in table.game.start_spots(seat) if spot.direction == "across"]
    assert values(squares) == list(dict.fromkeys(square_name(s.square) for s in spots))[:25]

    stranger = await world.cat.autocomplete(world.channel, "dmi swap", "cards", "")
    assert stranger == []


def test_completions_follow_what_is_typed() -> None:
    hand = parse_cards("AS AH 10D 2C")
    assert [c.value for c in card_completions(hand, "a", jokers=True)] == ["AS", "AH"]
    assert [c.value for c in card_completions(hand, "AS 1", jokers=True)] == ["AS 10D"]
    assert card_completions(hand, "AS,", jokers=True)[0].name == "A♠ A♥"
    assert card_completions(hand, "XX", jokers=True) == []


def test_a_held_joker_is_offered_with_its_nominations() -> None:
    hand = [*parse_cards("7D"), JOKER]
    assert [c.value for c in card_completions(hand, "", jokers=True)] == ["7D", "JK="]
    nominated = [c.value for c in card_completions(hand, "7D JK=7", jokers=True)]
    assert nominated == ["7D JK=7S", "7D JK=7H", "7D JK=7D", "7D JK=7C"]
    assert [c.value for c in card_completions(hand, "JK=7H ", jokers=True)] == ["JK=7H 7D"]
    assert [c.value for c in card_completions(hand, "", jokers=False)] == ["7D"]
