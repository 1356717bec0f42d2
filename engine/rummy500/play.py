"""The play of a Rummy 500 turn after the draw: melds, lay-offs and the discard that ends
it, the card taken from the pile that must be used, and the timeout of a turn.

Each function takes the game's state (:class:`engine.rummy500.state.Rummy500State`),
changes it and returns the events; the game has checked that ``player`` is to move and has drawn.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.cards import Card, sorted_cards
from engine.core import Event, IllegalAction
from engine.melds import MeldError, analyse_meld, natural_melds
from engine.rummy500 import drawing, scoring
from engine.rummy500 import events as kinds
from engine.rummy500.phases import DRAW
from engine.rummy500.state import Rummy500State
from engine.rummy500.table import TableMeld, hand_points, layoff_targets, melds_with


def timeout(game: Rummy500State, player: int) -> list[Event]:
    """Draw from the stock (``pass`` when it is empty), use the card that must be used if
    one was taken from the pile, and discard the highest card that is not part of a
    possible meld (the highest card when every card is)."""
    name = game.players[player]
    events = [Event.of(kinds.TIMED_OUT, player, {}, key="event.rummy500.timed_out", name=name)]
    if game.phase == DRAW:
        if not game.stock:
            return events + drawing.pass_hand(game, player)
        events += drawing.take_stock(game, player)
    if game.must_use is not None:
        hand_number = game.hand_number
        events += _use_must_use(game, player)
        if game.over or game.hand_number != hand_number:
            return events
    return events + discard(game, player, timeout_discard(game.hands[player]))


def _check_held(game: Rummy500State, player: int, cards: Sequence[Card]) -> None:
    held = Counter(game.hands[player])
    for item, count in Counter(cards).items():
        if held[item] < count:
            missing = "missing_again" if held[item] else "missing"
            raise IllegalAction.of(f"rummy500.hand.{missing}", card=item.symbol)


def _must_use_refusal(game: Rummy500State) -> IllegalAction:
    assert game.must_use is not None
    return IllegalAction.of("rummy500.must_use.unmelded", card=game.must_use.symbol)


def meld(game: Rummy500State, player: int, cards: list[Card]) -> list[Event]:
    _check_held(game, player, cards)
    try:
        meld = analyse_meld(cards)
    except MeldError as error:
        raise IllegalAction.of("rummy500.melding.invalid", reason=error.as_phrase()) from None
    laid = TableMeld(len(game.melds) + 1, meld, (player,) * len(cards))
    if not game.keeps_must_use(game.hands[player], cards, [*game.melds, laid]):
        raise _must_use_refusal(game)
    for item in cards:
        game.hands[player].remove(item)
    game.melds.append(laid)
    if game.must_use in cards:
        game.must_use = None
    name = game.players[player]
    events = [
        Event.of(
            kinds.MELDED,
            player,
            {
                "number": laid.number,
                "kind": str(meld.kind),
                "cards": [str(c) for c in meld.cards],
            },
            key="event.rummy500.melded",
            name=name,
            meld=meld.describe_phrase(symbols=True),
            number=laid.number,
        )
    ]
    return events + _after_table_play(game, player)


def layoff(game: Rummy500State, player: int, item: Card, number: int) -> list[Event]:
    _check_held(game, player, [item])
    if not 1 <= number <= len(game.melds):
        if not game.melds:
            raise IllegalAction.of("rummy500.table.no_melds")
        raise IllegalAction.of("rummy500.table.no_such_meld", number=number, count=len(game.melds))
    target = game.melds[number - 1]
    try:
        grown = target.extended(item, player)
    except MeldError:
        raise IllegalAction.of(
            "rummy500.table.does_not_fit",
            card=item.symbol,
            number=number,
            meld=target.meld.describe_phrase(symbols=True),
        ) from None
    after = [grown if m.number == number else m for m in game.melds]
    if not game.keeps_must_use(game.hands[player], [item], after):
        raise _must_use_refusal(game)
    game.hands[player].remove(item)
    game.melds = after
    if game.must_use is item:
        game.must_use = None
    name = game.players[player]
    events = [
        Event.of(
            kinds.LAID_OFF,
            player,
            {"card": str(item), "number": number},
            key="event.rummy500.laid_off",
            name=name,
            card=item.symbol,
            number=number,
        )
    ]
    return events + _after_table_play(game, player)


def _after_table_play(game: Rummy500State, player: int) -> list[Event]:
    """A meld or lay-off that empties the hand ends the hand."""
    if game.hands[player]:
        return []
    return scoring.finish_hand(game, player)


def discard(game: Rummy500State, player: int, item: Card) -> list[Event]:
    _check_held(game, player, [item])
    if game.must_use is not None:
        raise IllegalAction.of("rummy500.must_use.discard", card=game.must_use.symbol)
    game.hands[player].remove(item)
    game.discard.append(item)
    name = game.players[player]
    events = [
        Event.of(
            kinds.DISCARDED,
            player,
            {"card": str(item)},
            key="event.rummy500.discarded",
            name=name,
            card=item.symbol,
        )
    ]
    if not game.hands[player]:
        return events + scoring.finish_hand(game, player)
    return events + _next_turn(game)


def _next_turn(game: Rummy500State) -> list[Event]:
    game.turn = (game.turn + 1) % len(game.players)
    game.phase = DRAW
    if game.stock or game.legal_draws():
        return []
    name = game.players[game.turn]
    stop = Event.of(kinds.STOCK_OUT, game.turn, {}, key="event.rummy500.stock_out", name=name)
    return [stop, *scoring.finish_hand(game, None)]


def _use_must_use(game: Rummy500State, player: int) -> list[Event]:
    """Lay off, or else meld (the largest meld), the card that must be used."""
    item = game.must_use
    assert item is not None
    targets = layoff_targets(item, game.melds)
    if targets:
        return layoff(game, player, item, targets[0])
    best = max(melds_with(item, game.hands[player]), key=lambda m: len(m.cards))
    return meld(game, player, list(best.cards))


def timeout_discard(hand: Sequence[Card]) -> Card:
    """The highest card that is part of no meld the hand can make (ties: the first in display
    order); the highest card when every card is part of one."""
    in_melds = {c for m in natural_melds(hand) for c in m.cards}
    free = [c for c in hand if c not in in_melds] or list(hand)
    return max(sorted_cards(free), key=lambda c: hand_points([c]))
