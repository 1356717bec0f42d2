"""The engine's solver (one shared memo per Joker rank, every number of pure sequences
answered by one search) gives the same answers as the plain search it replaced
(tests/engine/rummy21/reference_solver.py): the same groups, unmatched cards, count and discard,
on random hands and on hands built from groups like those players hold late in a deal."""

from __future__ import annotations

import random

import pytest

from engine.cards import Card, card, new_deck
from engine.rummy21 import solver
from engine.rummy21.solver import (
    best_arrangement,
    best_discard,
    find_declaration,
    lowest_count_with,
)
from tests.engine.rummy21 import reference_solver as reference

SUITS = "SHDC"


def built_hand(rng: random.Random, size: int) -> list[Card]:
    """Runs, pairs and near-runs of a few suits topped up with random cards: the dense
    hands on which the search works hardest."""
    pool = new_deck(3)
    hand: list[Card] = []

    def take(items: list[Card]) -> None:
        for item in items:
            if item in pool and len(hand) < size:
                pool.remove(item)
                hand.append(item)

    suits = rng.sample(SUITS, rng.randint(1, 3))
    while len(hand) < size - rng.randint(0, 6):
        shape = rng.random()
        suit = rng.choice(suits)
        low = rng.randint(2, 12)
        if shape < 0.4:
            take([card(r, suit) for r in range(low, min(low + rng.randint(2, 5), 15))])
        elif shape < 0.7:
            rank = rng.randint(2, 14)
            take([card(rank, rng.choice(SUITS)) for _ in range(rng.randint(2, 3))])
        else:
            take([card(low, suit), card(low + 2, suit)])
    while len(hand) < size:
        take([rng.choice(pool)])
    rng.shuffle(hand)
    return hand


def answers(module: object, cards: list[Card], joker_rank: int) -> list[object]:
    """Every answer the solver gives about 22 cards and the first 21 of them."""
    found: list[object] = []
    declaration = module.find_declaration(cards, joker_rank)  # type: ignore[attr-defined]
    found.append(None if declaration is None else declaration.to_dict())
    found.append(module.best_discard(cards, joker_rank).to_dict())  # type: ignore[attr-defined]
    found.append(module.best_arrangement(cards[:21], joker_rank).to_dict())  # type: ignore[attr-defined]
    for needed in (3, 1, 0, 2):
        for free_discard, hand in ((True, cards), (False, cards[:21])):
            arranged = module.lowest_count_with(  # type: ignore[attr-defined]
                hand, joker_rank, needed, free_discard
            )
            found.append(None if arranged is None else arranged.to_dict())
    return found


@pytest.mark.parametrize("seed", range(6))
def test_the_fast_solver_answers_as_the_reference(seed: int) -> None:
    rng = random.Random(seed)
    for number in range(30):
        joker_rank = rng.randrange(2, 15)
        cards = rng.sample(new_deck(3), 22) if number % 3 == 0 else built_hand(rng, 22)
        assert answers(solver, cards, joker_rank) == answers(reference, cards, joker_rank), (
            [str(c) for c in cards],
            joker_rank,
        )


def test_hands_met_one_after_another_share_the_memo_and_keep_their_answers() -> None:
    # A hand, the hand with a card drawn, the hand after a discard: the states the calls
    # share must not leak one hand's answer into another's.
    rng = random.Random(99)
    joker_rank = 9
    hand = built_hand(rng, 21)
    pool = new_deck(3)
    for c in hand:
        pool.remove(c)
    rng.shuffle(pool)
    for drawn in pool[:25]:
        cards = [*hand, drawn]
        assert answers(solver, cards, joker_rank) == answers(reference, cards, joker_rank)
        hand = [c for c in cards if c is not best_discard(cards, joker_rank).discard]
    assert solver._SEARCHES[(joker_rank, False, False)].memo  # the memo was shared


def test_the_memo_is_emptied_past_its_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver, "MEMO_LIMIT", 10)
    rng = random.Random(5)
    for _ in range(5):
        cards = built_hand(rng, 22)
        assert best_discard(cards, 4).to_dict() == reference.best_discard(cards, 4).to_dict()
        assert (find_declaration(cards, 4) is None) == (
            reference.find_declaration(cards, 4) is None
        )
        kept = lowest_count_with(cards, 4, 3, True)
        expected = reference.lowest_count_with(cards, 4, 3, True)
        assert (kept and kept.to_dict()) == (expected and expected.to_dict())
        assert best_arrangement(cards[:21], 4).count == (
            reference.best_arrangement(cards[:21], 4).count
        )
    assert len(solver._SEARCHES[(4, False, False)].memo) < 5000  # emptied as it went


def test_discard_choices_are_the_cards_whose_discard_leaves_a_declaration() -> None:
    # DiscardChoices answers, in one search over 23 cards with two discards, which cards
    # let go leave 22 that declare: the same as one declaration search per card. Hands
    # built from groups reach declarations often enough to test both answers.
    rng = random.Random(7)
    found = 0
    for _ in range(40):
        joker_rank = rng.randrange(2, 15)
        cards = built_hand(rng, 23)
        search = solver.DiscardChoices(joker_rank, limit=10**6)
        choices = search(cards, 2)
        expected = set()
        for item in set(cards):
            if item.rank == joker_rank:
                continue
            rest = list(cards)
            rest.remove(item)
            if find_declaration(rest, joker_rank) is not None:
                expected.add(item)
        assert choices == expected, ([str(c) for c in cards], joker_rank)
        declares = search.declares(cards, 2)
        assert declares == bool(expected) or any(c.rank == joker_rank for c in cards)
        rest = list(cards)
        rest.remove(min(expected, key=Card.sort_key) if expected else cards[-1])
        # With one discard, the answer of the declaration search.
        assert search.declares(rest, 1) == (find_declaration(rest, joker_rank) is not None)
        assert search.declares(rest, 1) or not expected
        found += bool(expected)
    assert found >= 5


def test_discard_choices_stop_at_their_limit() -> None:
    rng = random.Random(3)
    cards = built_hand(rng, 23)
    assert solver.DiscardChoices(5, limit=10**6)(cards, 2) is not None
    choices = solver.DiscardChoices(5, limit=20)
    assert choices(cards, 2) is None
    assert len(choices.memo) <= 20
