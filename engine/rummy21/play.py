"""The play of a deal of 21-card rummy (RULES.md §4): draws, discards, declarations,
drops and honour cards set aside, with the timeout of a turn.

Each function takes the game's state (:class:`engine.rummy21.state.IndianRummyState`),
changes it and returns the events; the game has checked that
``player`` may act (honour cards may be set aside out of turn).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine import i18n
from engine.cards import Card, format_cards, shuffled
from engine.core import Action, Event, IllegalAction
from engine.rummy21 import events as kinds
from engine.rummy21 import settlement
from engine.rummy21.actions import OPEN, STOCK, Declare, Discard, Draw, Drop
from engine.rummy21.ceremony import timed_out
from engine.rummy21.payments import Payment
from engine.rummy21.phases import PLAY
from engine.rummy21.reading import least_useful_card
from engine.rummy21.rules import HAND_SIZE, check_declaration, describe_groups, honour_cards
from engine.rummy21.state import IndianRummyState

#: Why a seat left a deal, as shown to players, in English; in any language it is the
#: catalogue's ``"rummy21.out." + reason`` (:func:`out_reason`).
OUT_REASONS = {
    reason: i18n.text(f"rummy21.out.{reason}", i18n.DEFAULT_LOCALE)
    for reason in ("first_drop", "mid_pack", "timeouts", "wrong_declaration")
}


def out_reason(reason: str, locale: str = i18n.DEFAULT_LOCALE) -> str:
    """Why a seat left the deal (a key of :data:`OUT_REASONS`), in ``locale``."""
    return i18n.text(f"rummy21.out.{reason}", locale)


#: Timeouts in a row that count as a mid pack.
TIMEOUTS_TO_DROP = 3


def timeout(game: IndianRummyState, player: int) -> list[Event]:
    """The bot draws from the stock and discards the least useful card for ``player``; the
    third timeout in a row is a mid pack."""
    game.timeouts[player] += 1
    if game.timeouts[player] >= TIMEOUTS_TO_DROP:
        return [
            timed_out(player, game.players[player], "drop"),
            *drop(game, player, "timeouts"),
        ]
    events = [timed_out(player, game.players[player], "play")]
    if not game.drawn:
        events += draw(game, player, STOCK)
    assert game.joker is not None
    item = least_useful_card(game.hands[player], game.joker.rank)
    return events + discard(game, player, item)


def act(game: IndianRummyState, player: int, action: Action) -> list[Event]:
    """A move of the play of a deal (not the ceremony's, nor honour cards set aside)."""
    match action:
        case Draw(source):
            return draw(game, player, source)
        case Discard(card):
            return discard(game, player, card)
        case Declare(groups, card):
            return _declare(game, player, [list(group) for group in groups], card)
        case Drop():
            return drop(game, player, "mid_pack" if game.has_drawn[player] else "first_drop")
    raise IllegalAction.of("rummy21.moves.unknown", verb=str(action).partition(" ")[0])


def _require_drawn(game: IndianRummyState, player: int, wanted: bool) -> None:
    if game.drawn and not wanted:
        raise IllegalAction.of("rummy21.drawn_already.discard")
    if not game.drawn and wanted:
        raise IllegalAction.of("rummy21.draw_first.draw")


def draw(game: IndianRummyState, player: int, source: str) -> list[Event]:
    _require_drawn(game, player, False)
    name = game.players[player]
    events: list[Event] = []
    if source == OPEN:
        if not game.open_pile:
            raise IllegalAction.of("rummy21.draw_first.open_empty")
        taken = game.open_pile.pop()
        events.append(
            Event.of(
                kinds.DREW,
                player,
                {"from": "open", "card": str(taken)},
                key="event.rummy21.drew.open",
                name=name,
                card=taken.symbol,
            )
        )
    elif source == STOCK:
        if not game.stock:
            events += _renew_stock(game)
        taken = game.stock.pop(0)
        events.append(
            Event.of(
                kinds.DREW, player, {"from": "stock"}, key="event.rummy21.drew.stock", name=name
            )
        )
    else:
        raise IllegalAction.of("rummy21.draw_first.source")
    game.hands[player].append(taken)
    game.drawn = True
    game.has_drawn[player] = True
    return events


def _renew_stock(game: IndianRummyState) -> list[Event]:
    """An empty stock is made again from the open pile, all but its top card."""
    if len(game.open_pile) < 2:
        raise IllegalAction.of("rummy21.draw_first.stock_empty")
    top = game.open_pile.pop()
    game.stock = shuffled(game.open_pile, game.next_rng())
    game.open_pile = [top]
    return [
        Event.of(
            kinds.STOCK_RENEWED,
            None,
            {"size": len(game.stock)},
            key="event.rummy21.stock_renewed",
            card=top.symbol,
        )
    ]


def _take_from_hand(game: IndianRummyState, player: int, cards: Sequence[Card]) -> None:
    """Check that ``player`` holds every card of ``cards`` (as many copies as named)."""
    held = Counter(game.hands[player])
    for item, number in Counter(cards).items():
        if held[item] < number:
            if number == 1:
                raise IllegalAction.of("rummy21.hand.missing", card=item.symbol)
            raise IllegalAction.of("rummy21.hand.missing_copies", count=number, card=item.symbol)


def discard(game: IndianRummyState, player: int, item: Card) -> list[Event]:
    _require_drawn(game, player, True)
    _take_from_hand(game, player, [item])
    game.hands[player].remove(item)
    game.open_pile.append(item)
    event = Event.of(
        kinds.DISCARDED,
        player,
        {"card": str(item)},
        key="event.rummy21.discarded",
        name=game.players[player],
        card=item.symbol,
    )
    return [event, *_next_turn(game)]


def _declare(
    game: IndianRummyState, player: int, groups: list[list[Card]], discard: Card
) -> list[Event]:
    _require_drawn(game, player, True)
    declared = [c for g in groups for c in g]
    if len(declared) != HAND_SIZE:
        raise IllegalAction.of("rummy21.declaration.size", count=len(declared), size=HAND_SIZE)
    _take_from_hand(game, player, [*declared, discard])
    assert game.joker is not None
    check = check_declaration(groups, game.joker)
    name = game.players[player]
    if not check.valid:
        return _wrong_declaration(
            game, player, groups, check.reason or "", check.reason_phrase or check.reason or ""
        )
    game.hands[player].remove(discard)
    game.open_pile.append(discard)
    event = Event.of(
        kinds.DECLARED,
        player,
        {"groups": [[str(c) for c in g] for g in groups], "discard": str(discard)},
        key="event.rummy21.declared",
        name=name,
        groups=describe_groups(groups),
        card=discard.symbol,
    )
    return [event, *settlement.end_deal(game, player, [[str(c) for c in g] for g in groups])]


def _wrong_declaration(
    game: IndianRummyState,
    player: int,
    groups: list[list[Card]],
    reason: str,
    worded_reason: dict[str, Any] | str,
) -> list[Event]:
    """The declaration is wrong for ``reason`` (in English, for the record; as a phrase
    of the catalogue in ``worded_reason``, for the sentence)."""
    points = game.options["wrong_declaration"]
    payments = [
        Payment(player, other, points, "wrong_declaration")
        for other in range(game.seats)
        if other != player
    ]
    game.ledger += payments
    for p in payments:
        game.totals[p.payer] -= p.points
        game.totals[p.payee] += p.points
    game.out[player] = "wrong_declaration"
    event = Event.of(
        kinds.WRONG_DECLARATION,
        player,
        {"groups": [[str(c) for c in g] for g in groups], "reason": reason, "points": points},
        key="event.rummy21.wrong_declaration",
        name=game.players[player],
        reason=worded_reason,
        points=points,
    )
    return [event, *_after_leaving(game, player)]


def drop(game: IndianRummyState, player: int, reason: str) -> list[Event]:
    if game.drawn and reason != "timeouts":
        raise IllegalAction.of("rummy21.drawn_already.drop")
    game.out[player] = reason
    points = game.options["first_drop"] if reason == "first_drop" else game.options["mid_pack"]
    event = Event.of(
        kinds.DROPPED,
        player,
        {"reason": reason, "points": points},
        key=f"event.rummy21.dropped.{reason}",
        name=game.players[player],
        points=points,
    )
    return [event, *_after_leaving(game, player)]


def _after_leaving(game: IndianRummyState, player: int) -> list[Event]:
    """A player left the deal on their turn: the deal ends if one player remains."""
    remaining = game.in_deal()
    if len(remaining) == 1:
        return settlement.end_deal(game, remaining[0], None)
    return _next_turn(game)


def _next_turn(game: IndianRummyState) -> list[Event]:
    seat = game.left_of(game.turn)
    while game.out[seat] is not None:
        seat = game.left_of(seat)
    game.turn = seat
    game.drawn = False
    return []


def honours(game: IndianRummyState, player: int, cards: list[Card]) -> list[Event]:
    if game.phase != PLAY or game.joker is None:
        raise IllegalAction.of("rummy21.set_aside.before_joker")
    if game.out[player] is not None:
        raise IllegalAction.of("rummy21.set_aside.out")
    if not cards:
        raise IllegalAction.of("rummy21.honours.none_named")
    honours = honour_cards(game.joker)
    for item in cards:
        if item not in honours:
            raise IllegalAction.of(
                "rummy21.set_aside.not_honour",
                card=item.symbol,
                honours=format_cards(honours, symbols=True),
            )
    claimed = Counter(game.claimed[player])
    held = Counter(game.hands[player])
    for item, number in Counter(cards).items():
        if held[item] < claimed[item] + number:
            if claimed[item]:
                raise IllegalAction.of("rummy21.set_aside.already", card=item.symbol)
            raise IllegalAction.of("rummy21.set_aside.not_held", card=item.symbol)
    game.claimed[player] += cards
    return [
        Event.of(
            kinds.HONOURS,
            player,
            {"cards": [str(c) for c in cards]},
            key="event.rummy21.honours",
            name=game.players[player],
            cards=format_cards(cards, symbols=True),
        )
    ]
