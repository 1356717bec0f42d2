"""Actions a game accepts out of turn (honour cards in Indian rummy): they reach the game,
and the move in progress keeps its turn token and its deadline."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.storage import Store
from bot.tables import Table, TableError, TableService
from engine.cards import parse_card
from engine.rummy21.game import IndianRummy
from tests.bot.service.helpers import ANN, BOB, CAT, CHANNEL, GUILD, FakeClock, RecordingFrontend
from tests.engine.rummy21.positions import HANDS, deck

#: The hands of the rummy21 positions, with an honour card (the Joker is 7♥) for Ann (6♥)
#: and Bob (8♥); Cat has none.
ANN_HAND = HANDS[0].replace("2H", "6H")
BOB_HAND = HANDS[1].replace("AH", "8H")


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def timed_service(
    store: Store, frontend: RecordingFrontend, clock: FakeClock
) -> AsyncIterator[TableService]:
    """A service on a clock the test moves; its timers never fire during a test."""
    running = TableService(store, frontend, bot_delay=0.0, time_scale=60.0, clock=clock)
    await running.start()
    yield running
    await running.stop()


async def rummy_table(service: TableService) -> Table:
    """Ann, Bob and Cat at 21-card rummy, dealt from a known deck: Ann deals, Cat cuts, Bob
    draws the Joker (7♥) and is to draw; Ann holds 6♥ and Bob 8♥."""
    await service.create(GUILD, CHANNEL, ANN, "rummy21", {"ceremony": "hand"})
    await service.join(CHANNEL, BOB)
    await service.join(CHANNEL, CAT)
    table = await service.start_game(CHANNEL, ANN)
    hands = [ANN_HAND, BOB_HAND, HANDS[2]]
    table.game = IndianRummy.create(
        ["Ann", "Bob", "Cat"], table.options, 7, deck(hands, "8C", "7H", "AD"), first_player=0
    )
    await service.act(CHANNEL, CAT, "cut 40")
    await service.act(CHANNEL, BOB, "joker")
    assert table.game.to_move() == [1]
    return table


async def test_honours_out_of_turn_keep_the_turn_token_and_the_deadline(
    timed_service: TableService, clock: FakeClock, frontend: RecordingFrontend
) -> None:
    table = await rummy_table(timed_service)
    turn, deadline, bob_moves = table.turn, table.deadline, table.moves_of(1)
    clock.now += 30  # Bob has been thinking for a while

    events = await timed_service.act(CHANNEL, ANN, "honours 6H")

    assert [event.kind for event in events] == ["honours"]
    assert table.game is not None and table.game.claimed[0] == [parse_card("6H")]
    assert (table.turn, table.deadline) == (turn, deadline)
    assert table.moves_of(1) == bob_moves
    await timed_service.settled()
    assert frontend.of("table")[-1] == ["honours"]  # everyone sees the claim
    # Bob's move, made for the turn he was shown, still goes through.
    await timed_service.act(CHANNEL, BOB, "draw stock", turn=turn, seat_moves=bob_moves)
    assert table.turn == turn + 1 and table.deadline == clock.now + 90 * 60


async def test_a_move_out_of_turn_is_still_refused(timed_service: TableService) -> None:
    table = await rummy_table(timed_service)
    assert table.game is not None
    history, turn = list(table.game.history), table.turn
    with pytest.raises(TableError, match="It is not your turn: waiting for Bob"):
        await timed_service.act(CHANNEL, ANN, "draw stock")
    with pytest.raises(TableError, match="You do not hold 8♥"):
        await timed_service.act(CHANNEL, CAT, "honours 8H")
    assert table.game.history == history and table.turn == turn


async def test_honours_in_turn_are_a_move_of_the_table(timed_service: TableService) -> None:
    table = await rummy_table(timed_service)
    assert table.game is not None
    turn = table.turn
    await timed_service.act(CHANNEL, BOB, "honours 8H")
    assert table.turn == turn + 1 and table.game.claimed[1] == [parse_card("8H")]
