"""The deal of a Rummy 500 hand and its scoring: each seat scores the cards credited to
it on the table less the cards left in its hand; hands follow until a total reaches the
target.
"""

from __future__ import annotations

from engine import i18n
from engine.cards import new_deck, shuffled, sorted_cards
from engine.core import Event
from engine.rummy500 import events as kinds
from engine.rummy500.phases import DRAW, OVER
from engine.rummy500.state import Rummy500State
from engine.rummy500.table import hand_points


def deal(game: Rummy500State) -> list[Event]:
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
        Event.of(
            kinds.DEALT,
            None,
            {"hand_number": game.hand_number, "starter": game.starter},
            key="event.rummy500.dealt",
            hand=game.hand_number,
            name=first,
        )
    ]


def finish_hand(game: Rummy500State, went_out: int | None) -> list[Event]:
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
    summary = i18n.series(
        i18n.phrase(
            "rummy500.seat_score",
            name=game.players[s],
            net=f"{p:+d}",
            table=table[s],
            hand=held[s],
        )
        for s, p in enumerate(net)
    )
    out = "" if went_out is None else game.players[went_out]
    events = [
        Event.of(
            kinds.HAND_SCORED,
            went_out,
            dict(entry),
            key="event.rummy500.hand_scored" + (".went_out" if out else ""),
            **({"name": out} if out else {}),
            hand=game.hand_number,
            summary=summary,
        )
    ]
    target = game.options["target"]
    if max(game.totals) < target:
        return events + deal(game)
    game.phase = OVER
    result = game.result()
    winners = [game.players[w] for w in result.winners]
    return [
        *events,
        Event.of(
            kinds.GAME_OVER,
            None,
            result.to_dict(),
            key="event.rummy500.game_over",
            target=target,
            winners=winners,
            points=game.totals[result.winners[0]],
        ),
    ]
