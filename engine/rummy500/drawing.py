"""The draw of a Rummy 500 turn: the stock's top card, or a card of the discard pile with
every card above it (to be used at once), or a pass when the stock is empty.

Each function takes the game's state (:class:`engine.rummy500.state.Rummy500State`),
changes it and returns the events; the game has checked that ``player`` is to move and is to draw.
"""

from __future__ import annotations

from engine.cards import Card
from engine.core import Event, IllegalAction
from engine.rummy500 import events as kinds
from engine.rummy500 import scoring
from engine.rummy500.phases import PLAY
from engine.rummy500.state import Rummy500State


def pile_index(game: Rummy500State, selected: Card, position: int | None) -> int:
    """The index in :attr:`discard` that ``draw 7H`` or ``draw 7H 12`` names."""
    if position is not None:
        if not 1 <= position <= len(game.discard):
            raise IllegalAction.of(
                "rummy500.pile.no_position", token=str(position), size=len(game.discard)
            )
        index = position - 1
        if game.discard[index] is not selected:
            raise IllegalAction.of(
                "rummy500.pile.position_holds",
                position=index + 1,
                held=game.discard[index].symbol,
                card=selected.symbol,
            )
        return index
    for index in range(len(game.discard) - 1, -1, -1):
        if game.discard[index] is selected:
            return index
    raise IllegalAction.of("rummy500.pile.not_in_pile", card=selected.symbol)


def take_stock(game: Rummy500State, player: int) -> list[Event]:
    if not game.stock:
        raise IllegalAction.of("rummy500.stock_empty.draw")
    game.hands[player].append(game.stock.pop())
    game.phase = PLAY
    name = game.players[player]
    return [Event.of(kinds.DREW_STOCK, player, {}, key="event.rummy500.drew_stock", name=name)]


def take_pile(game: Rummy500State, player: int, index: int) -> list[Event]:
    selected = game.discard[index]
    if not game.pile_draw_usable(game.hands[player], index):
        raise IllegalAction.of("rummy500.pile.unusable", card=selected.symbol)
    taken = game.discard[index:]
    del game.discard[index:]
    game.hands[player].extend(taken)
    game.must_use = selected
    game.phase = PLAY
    name = game.players[player]
    above = len(taken) - 1
    how = "alone" if not above else "with_one" if above == 1 else "with_more"
    return [
        Event.of(
            kinds.DREW_PILE,
            player,
            {"card": str(selected), "position": index + 1, "taken": [str(c) for c in taken]},
            key=f"event.rummy500.drew_pile.{how}",
            name=name,
            card=selected.symbol,
            above=above,
        )
    ]


def pass_hand(game: Rummy500State, player: int) -> list[Event]:
    if game.stock:
        raise IllegalAction.of("rummy500.draw_first.pass")
    name = game.players[player]
    stop = Event.of(kinds.PASSED, player, {}, key="event.rummy500.passed", name=name)
    return [stop, *scoring.finish_hand(game, None)]
