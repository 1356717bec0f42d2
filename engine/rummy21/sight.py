"""What a player of 21-card Indian rummy has seen of a deal: the cards not yet seen, and the
cards the other players took from the open pile (which the normal and the hard players
keep from feeding). Both computer players read it; neither depends on the other for it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.cards import STANDARD_52, Card, parse_card
from engine.rummy21.game import IndianRummy
from engine.rummy21.rules import PACKS, sequence_places


def unseen_cards(game: IndianRummy, player: int) -> Counter[Card]:
    """How many copies of each card ``player`` has not seen in this deal."""
    left: Counter[Card] = Counter({c: PACKS for c in STANDARD_52})
    seen: list[Card] = [*game.hands[player], *game.open_pile]
    for seat, claimed in enumerate(game.claimed):
        if seat != player:
            seen += claimed
    if game.joker is not None and game.joker not in game.hands[player]:
        seen.append(game.joker)
    left.subtract(Counter(seen))
    return +left


def taken_by_others(game: IndianRummy, player: int) -> list[Card]:
    """The cards the other players took from the open pile in this deal and still hold (as
    far as ``player`` saw: they have not let a copy go since). With play in turn, the card
    a ``draw open`` takes is the last one discarded; the first player's open card, and what
    a timeout let go, are not followed."""
    entries: list[dict[str, object]] = []
    for entry in reversed(game.history):
        if entry.get("action") == "joker":  # the deal's play starts after the Joker
            break
        entries.append(entry)
    top: Card | None = None
    held: Counter[Card] = Counter()
    for entry in reversed(entries):
        action = str(entry.get("action", ""))
        seat = entry.get("player")
        if entry.get("timeout"):
            top = None
        elif action == "draw open":
            if top is not None and seat != player:
                held[top] += 1
            top = None
        elif " discard " in f" {action}":
            top = parse_card(action.rsplit(" ", 1)[1])
            if seat != player and held[top]:
                held[top] -= 1
    return sorted(held.elements(), key=Card.sort_key)


def feeds(item: Card, taken: Sequence[Card], joker_rank: int) -> bool:
    """Whether letting ``item`` go may give another player a group: it is of the rank, or of
    the suit and within two ranks, of a card they took from the open pile."""
    return any(
        other.rank != joker_rank
        and (other.rank == item.rank or (other.suit == item.suit and near(other, item, 2)))
        for other in taken
    )


def feeding_cards(game: IndianRummy, player: int) -> frozenset[Card]:
    """The cards of ``player``'s hand that may give another player a group (:func:`feeds`
    a card they took from the open pile: :func:`taken_by_others`)."""
    assert game.joker is not None
    taken = taken_by_others(game, player)
    return frozenset(c for c in game.hands[player] if feeds(c, taken, game.joker.rank))


def near(a: Card, b: Card, reach: int) -> bool:
    """Whether two cards' ranks are at most ``reach`` apart (the ace high or low)."""
    return any(
        abs(x - y) <= reach for x in sequence_places(a.rank) for y in sequence_places(b.rank)
    )
