"""The deal of a Rummy 500 hand and its scoring: each seat scores the cards credited to
it on the table less the cards left in its hand; hands follow until a total reaches the
target.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import new_deck, shuffled, sorted_cards
from engine.core import Event
from engine.rummy500 import events as kinds
from engine.rummy500.phases import DRAW, OVER
from engine.rummy500.table import hand_points

if TYPE_CHECKING:
    from engine.rummy500.game import Rummy500


def deal(game: Rummy500) -> list[Event]:
    seats = len(game.players)
    game.hand_number += 1
    index = game.hand_number - 1
    if index < len(game.decks):
        deck = list(game.decks[index])
    else:
        deck = shuffled(new_deck(game.packs), game.next_rng())
    size = game.hand_size
    game.hands = [sorted_cards(deck[s * size : (s + 1) * size]) for s in range(seats)]
    game.discard = [deck[seats * size]]
    game.stock = deck[seats * size + 1 :][::-1]
    game.melds = []
    game.must_use = None
    game.starter = (game.first_player + index) % seats
    game.turn = game.starter
    game.phase = DRAW
    first = game.players[game.starter]
    return [
        Event(
            kinds.DEALT,
            data={"hand_number": game.hand_number, "starter": game.starter},
            text=f"Hand {game.hand_number} is dealt: {first} plays first.",
        )
    ]


def finish_hand(game: Rummy500, went_out: int | None) -> list[Event]:
    table = game.table_points()
    held = [hand_points(h) for h in game.hands]
    net = [t - h for t, h in zip(table, held, strict=True)]
    for seat, points in enumerate(net):
        game.totals[seat] += points
    entry = {
        "hand_number": game.hand_number,
        "went_out": went_out,
        "table": table,
        "hand": held,
        "net": net,
        "totals": list(game.totals),
    }
    game.hand_log.append(entry)
    opener = f"{game.players[went_out]} goes out. " if went_out is not None else ""
    summary = ", ".join(
        f"{game.players[s]} {p:+d} ({table[s]} on the table − {held[s]} in hand)"
        for s, p in enumerate(net)
    )
    events = [
        Event(
            kinds.HAND_SCORED,
            went_out,
            dict(entry),
            text=f"{opener}Hand {game.hand_number}: {summary}.",
        )
    ]
    target = game.options["target"]
    if max(game.totals) < target:
        return events + deal(game)
    game.phase = OVER
    result = game.result()
    winners = " and ".join(game.players[w] for w in result.winners)
    return [
        *events,
        Event(
            kinds.GAME_OVER,
            data=result.to_dict(),
            text=f"A total has reached {target}: {winners} wins with "
            f"{game.totals[result.winners[0]]}.",
        ),
    ]
