"""The draw of a Rummy 500 turn: the stock's top card, or a card of the discard pile with
every card above it (to be used at once), or a pass when the stock is empty.

Each function takes the game, changes it and returns the events; the game has checked that
``player`` is to move and is to draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import parse_card
from engine.core import Event, IllegalAction
from engine.rummy500 import events as kinds
from engine.rummy500 import scoring
from engine.rummy500.phases import PLAY

if TYPE_CHECKING:
    from engine.rummy500.game import Rummy500


def pile_index(game: Rummy500, tokens: list[str]) -> int:
    """The index in :attr:`discard` that ``draw 7H`` or ``draw 7H 12`` names."""
    selected = parse_card(tokens[0])
    if len(tokens) == 2:
        if not tokens[1].isdigit() or not 1 <= int(tokens[1]) <= len(game.discard):
            raise IllegalAction(
                f"'{tokens[1]}' is no position in the discard pile: its cards are numbered "
                f"1 (bottom) to {len(game.discard)} (top)."
            )
        index = int(tokens[1]) - 1
        if game.discard[index] is not selected:
            raise IllegalAction(
                f"Position {index + 1} of the discard pile holds "
                f"{game.discard[index].symbol}, not {selected.symbol}."
            )
        return index
    for index in range(len(game.discard) - 1, -1, -1):
        if game.discard[index] is selected:
            return index
    raise IllegalAction(f"{selected.symbol} is not in the discard pile.")


def take_stock(game: Rummy500, player: int) -> list[Event]:
    if not game.stock:
        raise IllegalAction(
            "The stock is empty: take a card of the discard pile that you can use at once, "
            "or pass to end the hand.",
            code="rummy500.stock_empty",
        )
    game.hands[player].append(game.stock.pop())
    game.phase = PLAY
    name = game.players[player]
    return [Event(kinds.DREW_STOCK, player, text=f"{name} draws from the stock.")]


def take_pile(game: Rummy500, player: int, index: int) -> list[Event]:
    selected = game.discard[index]
    if not game.pile_draw_usable(game.hands[player], index):
        raise IllegalAction(
            f"You may take {selected.symbol} from the discard pile only to use it at once, "
            "and it makes no meld with your cards and fits no meld on the table."
        )
    taken = game.discard[index:]
    del game.discard[index:]
    game.hands[player].extend(taken)
    game.must_use = selected
    game.phase = PLAY
    name = game.players[player]
    above = len(taken) - 1
    extra = f" and the {above} card{'s' if above != 1 else ''} above it" if above else ""
    return [
        Event(
            kinds.DREW_PILE,
            player,
            {"card": str(selected), "position": index + 1, "taken": [str(c) for c in taken]},
            text=f"{name} takes {selected.symbol}{extra} from the discard pile.",
        )
    ]


def pass_hand(game: Rummy500, player: int) -> list[Event]:
    if game.stock:
        raise IllegalAction(
            "You may pass only when the stock is empty: draw from the stock or the discard pile.",
            code="rummy500.draw_first",
        )
    name = game.players[player]
    stop = Event(
        kinds.PASSED,
        player,
        text=f"The stock is empty and {name} does not take from the pile: the hand ends.",
    )
    return [stop, *scoring.finish_hand(game, None)]
