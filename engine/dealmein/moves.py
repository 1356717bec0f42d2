"""The moves of a Deal Me In turn (RULES.md §1, "A move"): reclaims, the placement, the
swap, the pass and the timeout, then the end of the move: the turn passed on, or the end
of the game and its settlement (the cards left, the jokers held).

Each function takes the game's state (:class:`engine.dealmein.state.DealMeInState`),
changes it and returns the events; the game has checked that ``player`` is to move.
The checks (:func:`reclaim` on copies of the board and hand, :func:`check_swap`,
:func:`check_pass`) refuse before anything changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine import i18n
from engine.cards import JOKER, Card, PlayedJoker, shuffled, sorted_cards
from engine.core import Event, IllegalAction
from engine.dealmein import events as kinds
from engine.dealmein import movegen
from engine.dealmein.board import square_name
from engine.dealmein.placement import BoardCard, Placement, span_name, symbols
from engine.dealmein.state import DealMeInState

SWAP_PENALTY = 10
SETTLEMENT_PER_CARD = 10
JOKER_PENALTY = 50

REASON_OUT = "a player has no cards"
REASON_NO_PLAY = "no further play is possible"
REASON_BLOCKED = "the board is blocked"


#: The catalogue key of each reason the game ends (the reason itself, in English, is
#: what the game's ``ending`` records).
_REASON_KEYS = {
    REASON_OUT: "dealmein.end.out",
    REASON_NO_PLAY: "dealmein.end.no_play",
    REASON_BLOCKED: "dealmein.end.blocked",
}


def _settled(
    names: Sequence[str], counts: list[int], fewest: int, paid: dict[str, int]
) -> dict[str, Any]:
    """One payment of the settlement, with why (the cards held beyond the fewest), as a
    phrase of the catalogue."""
    extra = counts[paid["from"]] - fewest
    return i18n.phrase(
        "dealmein.settled",
        payee=names[paid["to"]],
        points=paid["points"],
        payer=names[paid["from"]],
        count=extra,
        each=SETTLEMENT_PER_CARD,
    )


def timeout(game: DealMeInState, player: int) -> list[Event]:
    """A move for ``player`` whose time ran out: one card swapped at random (the penalty
    of a swap), or with the deck empty or only jokers in hand, a pass."""
    name = game.players[player]
    swappable = sorted_cards(c for c in game.hands[player] if not c.is_joker)
    if game.deck and swappable:
        card = game.next_rng().choice(swappable)
        _exchange(game, player, [card])
        game.points[player] -= SWAP_PENALTY
        key = "event.dealmein.timeout.swap"
        score = -SWAP_PENALTY
        game.passes = 0
    else:
        key = "event.dealmein.timeout.jokers" if game.deck else "event.dealmein.timeout.pass"
        score = 0
        game.passes += 1
    game.idle_turns += 1
    event = Event.of(
        kinds.TIMEOUT, player, {"score": score}, key=key, name=name, penalty=SWAP_PENALTY
    )
    return [event, *_end_move(game, player, "timeout", [], score, event.text)]


def reclaim(board: dict[int, BoardCard], hand: list[Card], cards: Sequence[Card]) -> list[int]:
    """Reclaim board jokers with ``cards`` (in the given copies of board and hand)."""
    squares: list[int] = []
    for card in cards:
        if card.is_joker:
            raise IllegalAction.of("dealmein.reclaim.joker")
        if card not in hand:
            raise IllegalAction.of("dealmein.not_held", card=card.symbol)
        square = next(
            (
                s
                for s, played in sorted(board.items())
                if isinstance(played, PlayedJoker) and played.stands_for is card
            ),
            None,
        )
        if square is None:
            raise IllegalAction.of("dealmein.no_joker_for", card=card.symbol)
        board[square] = card
        hand.remove(card)
        hand.append(JOKER)
        squares.append(square)
    return squares


def reclaim_events(game: DealMeInState, player: int, squares: list[int]) -> list[Event]:
    """The events of the reclaims :func:`reclaim` made on ``squares``."""
    name = game.players[player]
    return [
        Event.of(
            kinds.RECLAIMED,
            player,
            {"square": square_name(s), "card": str(game.board[s])},
            key="event.dealmein.reclaimed",
            name=name,
            square=square_name(s),
            card=game.board[s].symbol,
        )
        for s in squares
    ]


def place(game: DealMeInState, player: int, placement: Placement) -> list[Event]:
    """Lay a checked ``placement``: its score, the cards drawn, the joker squares won."""
    name = game.players[player]
    hand = game.hands[player]
    for square, card in zip(placement.squares, placement.cards, strict=True):
        game.board[square] = card
        hand.remove(JOKER if isinstance(card, PlayedJoker) else card)
    game.points[player] += placement.score
    one = len(placement.squares) == 1
    placed = Event.of(
        kinds.PLACED,
        player,
        {
            "squares": [square_name(s) for s in placement.squares],
            "cards": [str(c) for c in placement.cards],
            "direction": placement.direction,
            "lines": [line.to_dict() for line in placement.lines],
            "score": placement.score,
        },
        key="event.dealmein.placed." + ("one" if one else placement.direction),
        name=name,
        cards=symbols(placement.cards),
        squares=square_name(placement.squares[0]) if one else span_name(placement.squares),
        score=placement.score_phrase(),
    )
    text = placed.text
    events = [placed]
    drawn = _draw(game, player, len(placement.squares))
    events.append(
        Event.of(
            kinds.DREW,
            player,
            {"count": drawn, "deck_size": len(game.deck)},
            key="event.dealmein.drew",
            name=name,
            count=drawn,
        )
    )
    for square in placement.jokers_won:
        game.jokers_left.remove(square)
        hand.append(JOKER)
        events.append(
            Event.of(
                kinds.JOKER_WON,
                player,
                {"square": square_name(square)},
                key="event.dealmein.joker_won",
                name=name,
                square=square_name(square),
            )
        )
    game.passes = 0
    game.idle_turns = 0
    squares = [square_name(s) for s in placement.squares]
    return events + _end_move(game, player, "place", squares, placement.score, text)


def check_swap(game: DealMeInState, hand: list[Card], cards: Sequence[Card]) -> None:
    if any(c.is_joker for c in cards):
        raise IllegalAction.of("dealmein.swap_joker")
    if len(set(cards)) != len(cards):
        raise IllegalAction.of("dealmein.swap_twice")
    for card in cards:
        if card not in hand:
            raise IllegalAction.of("dealmein.not_held", card=card.symbol)
    if not game.deck:
        raise IllegalAction.of("dealmein.no_swap.deck_empty")
    if len(cards) > len(game.deck):
        raise IllegalAction.of("dealmein.swap_too_many", count=len(game.deck))


def swap(game: DealMeInState, player: int, cards: list[Card]) -> list[Event]:
    """Swap checked ``cards`` (:func:`check_swap`) for as many from the deck, at a cost."""
    _exchange(game, player, cards)
    penalty = SWAP_PENALTY * len(cards)
    game.points[player] -= penalty
    game.passes = 0
    game.idle_turns += 1
    count = len(cards)
    event = Event.of(
        kinds.SWAPPED,
        player,
        {"count": count, "score": -penalty},
        key="event.dealmein.swapped",
        name=game.players[player],
        count=count,
        penalty=penalty,
    )
    return [event, *_end_move(game, player, "swap", [], -penalty, event.text)]


def check_pass(game: DealMeInState, board: dict[int, BoardCard], hand: list[Card]) -> None:
    """A pass needs an empty deck, unless the player can neither swap (only jokers in
    hand) nor place."""
    if not game.deck:
        return
    if any(not c.is_joker for c in hand):
        raise IllegalAction.of("dealmein.no_pass.deck_left")
    if movegen.can_place(board, hand):
        raise IllegalAction.of("dealmein.no_pass.joker_placeable")


def pass_turn(game: DealMeInState, player: int) -> list[Event]:
    """A checked pass (:func:`check_pass`)."""
    game.passes += 1
    game.idle_turns += 1
    event = Event.of(kinds.PASSED, player, key="event.dealmein.passed", name=game.players[player])
    return [event, *_end_move(game, player, "pass", [], 0, event.text)]


def _exchange(game: DealMeInState, player: int, cards: list[Card]) -> None:
    """Put ``cards`` back into the deck, shuffle it, and draw as many."""
    hand = game.hands[player]
    for card in cards:
        hand.remove(card)
    game.deck = shuffled(game.deck + cards, game.next_rng())
    _draw(game, player, len(cards))


def _draw(game: DealMeInState, player: int, count: int) -> int:
    drawn = game.deck[:count]
    del game.deck[:count]
    game.hands[player].extend(drawn)
    return len(drawn)


def _end_move(
    game: DealMeInState, player: int, kind: str, squares: list[str], score: int, text: str
) -> list[Event]:
    """Record the move, check the end of the game, and pass the turn on."""
    game.last_move = {
        "player": player,
        "kind": kind,
        "squares": squares,
        "score": score,
        "text": text,
    }
    game.reclaimed = []
    seats = len(game.players)
    reason = None
    if not game.deck and any(not hand for hand in game.hands):
        reason = REASON_OUT
    elif not game.deck and game.passes >= seats:
        reason = REASON_NO_PLAY
    elif game.deck and game.idle_turns >= game.options["blocked_rounds"] * seats:
        reason = REASON_BLOCKED
    if reason is None:
        game.turn = (player + 1) % seats
        return []
    return [_settle(game, reason)]


def _settle(game: DealMeInState, reason: str) -> Event:
    """End the game: the settlement by cards left, then the joker penalties."""
    counts = [len(hand) for hand in game.hands]
    fewest = min(counts)
    leaders = [p for p, n in enumerate(counts) if n == fewest]
    settlement = []
    for payer, count in enumerate(counts):
        if count == fewest:
            continue
        for leader in leaders:
            amount = SETTLEMENT_PER_CARD * (count - fewest)
            game.points[payer] -= amount
            game.points[leader] += amount
            settlement.append({"from": payer, "to": leader, "points": amount})
    penalties = [JOKER_PENALTY * hand.count(JOKER) for hand in game.hands]
    for seat, penalty in enumerate(penalties):
        game.points[seat] -= penalty
    game.ending = {"reason": reason, "settlement": settlement, "joker_penalties": penalties}
    names = game.players
    parts = [_settled(names, counts, fewest, s) for s in settlement]
    parts += [
        i18n.phrase(
            "dealmein.joker_penalty",
            name=names[p],
            points=n,
            count=n // JOKER_PENALTY,
            each=JOKER_PENALTY,
        )
        for p, n in enumerate(penalties)
        if n
    ]
    final = i18n.series(f"{names[p]} {score}" for p, score in enumerate(game.points))
    params: dict[str, Any] = {"reason": i18n.phrase(_REASON_KEYS[reason]), "final": final}
    if parts:
        params["detail"] = i18n.series(parts, "; ")
    return Event.of(
        kinds.GAME_OVER,
        None,
        {**game.ending, "scores": list(game.points)},
        key="event.dealmein.game_over" + (".detail" if parts else ""),
        **params,
    )
