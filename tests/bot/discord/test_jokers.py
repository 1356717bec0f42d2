"""Jokers through Discord, from a set position: a board joker reclaimed with /dmi reclaim
(offered by autocomplete), and JK= nominations offered to a player holding a joker."""

from __future__ import annotations

from engine.cards import STANDARD_52, parse_cards
from engine.dealmein.game import DealMeIn
from tests.bot.discord.conftest import World

ANN = parse_cards("5S 5H 6S 6H 2C 3C 4C")
BOB = parse_cards("5D 9C 10C JC QC KC AC")
#: Ann wins the joker of F3 with two pair, Bob swaps, Ann plays the joker as 5♦ on G3.
MOVES = [(0, "place F3 down 5S 5H 6S 6H"), (1, "swap 9C"), (0, "place G3 across JK=5D")]


def joker_position() -> DealMeIn:
    """Bob to move, holding 5♦, with a joker nominated as 5♦ on G3."""
    rest = [card for card in STANDARD_52 if card not in ANN + BOB]
    deck = [str(card) for card in ANN + BOB + rest]
    game = DealMeIn.create(["ann", "bob"], {"level": "unlimited"}, 1, deck, first_player=0)
    for seat, action in MOVES:
        game.apply(seat, action)
    return game


async def test_a_board_joker_is_reclaimed_with_its_card(world: World) -> None:
    await world.open_two_player_table()
    table = world.table()
    table.game = joker_position()  # the table now plays from the set position

    offered = await world.bob.autocomplete(world.channel, "dmi reclaim", "card", "")
    assert [choice["value"] for choice in offered] == ["5D"]
    assert await world.ann.autocomplete(world.channel, "dmi reclaim", "card", "") == []

    reclaimed = await world.bob.slash(world.channel, "dmi reclaim", card="5D")
    assert reclaimed.ephemeral
    assert "bob reclaims the joker on G3 with 5♦" in reclaimed.response.content
    assert table.game.to_move() == [1]  # a reclaim opens the move: Bob goes on

    offered = await world.bob.autocomplete(
        world.channel, "dmi place", "cards", "JK=5", square="G4", direction="down"
    )
    assert [choice["value"] for choice in offered] == ["JK=5S", "JK=5H", "JK=5D", "JK=5C"]
    squares = await world.bob.autocomplete(
        world.channel, "dmi place", "square", "G", direction="down", cards="JK=5C"
    )
    # Only where 5♣ makes combinations: G4 two pairs, G2 one; best first.
    assert [choice["value"] for choice in squares] == ["G4", "G2"]


async def test_a_reclaim_without_the_card_is_refused(world: World) -> None:
    await world.open_two_player_table()
    table = world.table()
    table.game = joker_position()
    refused = await world.bob.slash(world.channel, "dmi reclaim", card="5C")
    assert refused.ephemeral and "You don't hold 5♣" in refused.response.content
    assert table.game.board_dict()["G3"] == "JK=5D"
