"""The hand solver: declarations on hard hands, the lowest count, and a cross-check
against an exhaustive search built on the shared meld validator (engine.melds)."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import Card, card, new_deck, parse_card, parse_cards
from engine.melds import MeldKind, analyse_meld, as_meld
from engine.rummy21.rules import card_points, check_declaration, hand_points, meld_rules
from engine.rummy21.solver import Arrangement, best_arrangement, best_discard, find_declaration

KING, NINE, SEVEN = 13, 9, 7


def declares(hand: str, joker_rank: int) -> Arrangement | None:
    """The solver's declaration of a 22-card hand, checked by the declaration rules."""
    cards = parse_cards(hand)
    assert len(cards) == 22
    found = find_declaration(cards, joker_rank)
    if found is not None:
        assert found.discard is not None and found.declarable
        groups = [list(g.cards) for g in found.groups]
        assert Counter([*(c for g in groups for c in g), found.discard]) == Counter(cards)
        assert check_declaration(groups, card(joker_rank, "S")).valid
    return found


#: Filler groups (sets) that complete the hands below.
SETS = "QD QC QH 5H 5D 5C 8C 8D 8H"


def test_a_long_pure_run_is_split_into_two_pure_sequences() -> None:
    hand = f"2S 3S 4S 5S 6S 7S 9H 10H JH AS AD AC {SETS} 2C"
    found = declares(hand, KING)
    assert found is not None and found.pure_sequences == 3 and str(found.discard) == "2C"


def test_a_wild_card_standing_for_itself_keeps_a_sequence_pure() -> None:
    hand = f"5H 6H 7H 9S 10S JS 2D 3D 4D AS AD AC {SETS} KC"
    found = declares(hand, SEVEN)
    assert found is not None and found.pure_sequences == 3
    # The same hand with 7C (a wild card standing in for 7H) has two pure sequences only.
    assert declares(hand.replace("7H", "7C"), SEVEN) is None


def test_three_packs_give_two_copies_of_a_pure_sequence() -> None:
    hand = f"5H 5H 6H 6H 7H 7H 9S 10S JS AS AD AC {SETS} 2C"
    found = declares(hand, KING)
    assert found is not None and found.pure_sequences == 3


def test_the_ace_is_high_or_low_but_a_run_never_turns_the_corner() -> None:
    hand = f"AS 2S 3S QD KD AD 9H 10H JH 4C 4D 4H {SETS} 2C"
    found = declares(hand, SEVEN)
    assert found is not None and found.pure_sequences == 3
    assert declares(hand.replace("QD KD AD", "KC AC 2C"), SEVEN) is None


def test_the_solver_gives_a_card_to_the_set_that_needs_it() -> None:
    # 8S-QS is a pure run, but QS is needed with QH QD: the run must stop at JS.
    hand = "8S 9S 10S JS QS QH QD 3D 4D 5D 9C 10C JC 2H 2D 2C 6H 6D 6C AS AH AD"
    found = declares(hand, KING)
    assert found is not None
    assert any(set(map(str, g.cards)) == {"QS", "QH", "QD"} for g in found.groups)


def test_wild_cards_fill_gaps_and_complete_sets() -> None:
    # Wild 9s: 4C 9D 6C is 4-5-6 of clubs, JS JD 9H a set of jacks.
    hand = "4C 9D 6C JS JD 9H 2S 3S 4S 5H 6H 7H 10D JD QD AS AH AC KS KH KD 8C"
    found = declares(hand, NINE)
    assert found is not None and found.pure_sequences == 3
    kinds = Counter(g.kind for g in found.groups)
    assert kinds["sequence"] + kinds["set"] == 4


def test_sets_alone_never_declare() -> None:
    hand = "2S 2H 2D 4S 4H 4D 6S 6H 6D 8S 8H 8D 10S 10H 10D QS QH QD AS AH AD 9C"
    assert declares(hand, KING) is None


def test_a_hand_with_no_pure_sequence_counts_every_card() -> None:
    cards = parse_cards("2S 2H 2D 4S 4H 4D 6S 6H 6D 8S 8H 8D 10S 10H 10D QS QH QD AS AH KC")
    found = best_arrangement(cards, SEVEN)
    assert found.pure_sequences == 0 and found.count == hand_points(cards, SEVEN) == 150


def test_with_a_pure_sequence_groups_stop_counting_and_wild_cards_count_nothing() -> None:
    cards = parse_cards("2S 3S 4S 5H 5D 5C 7D KC QH 9S 9H 9D 7C 7S 7H JD JH JC 6D 8D AC")
    found = best_arrangement(cards, SEVEN)
    assert found.pure_sequences >= 1
    assert found.count == 0  # 6D 7x 8D, and the spare wild cards join a set


def test_the_best_discard_lowers_the_count_most() -> None:
    cards = parse_cards("2S 3S 4S 5H 5D 5C 9S 9H 9D JD JH JC QS QH QD KS KH KD 6C 8C 4D KC")
    found = best_discard(cards, SEVEN)
    assert found.discard is not None
    assert (
        found.count
        == best_arrangement([c for c in cards if c is not found.discard] + [], SEVEN).count
    )


# ---------------------------------------------------------------- exhaustive cross-check


def exhaustive_count(cards: list[Card], joker_rank: int) -> int:
    """The lowest count by trying every way of grouping the cards (engine.melds decides
    which groups are melds)."""
    rules = meld_rules(card(joker_rank, "S"))
    n = len(cards)
    melds: dict[int, bool] = {}
    for mask in range(1, 1 << n):
        if mask.bit_count() >= 3:
            meld = as_meld([cards[i] for i in range(n) if mask >> i & 1], rules)
            if meld is not None:
                melds[mask] = meld.kind is MeldKind.RUN and meld.pure

    @cache
    def best(left: int, has_pure: bool) -> float:
        if not left:
            return 0 if has_pure else float("inf")
        low = left & -left
        i = low.bit_length() - 1
        result = card_points(cards[i], joker_rank) + best(left ^ low, has_pure)
        for mask, pure in melds.items():
            if mask & low and mask & left == mask:
                result = min(result, best(left ^ mask, has_pure or pure))
        return result

    return int(min(best((1 << n) - 1, False), hand_points(cards, joker_rank)))


def exhaustive_declares(cards: list[Card], joker_rank: int) -> bool:
    """Whether some card can be discarded and the rest grouped with three pure sequences."""
    rules = meld_rules(card(joker_rank, "S"))
    n = len(cards)
    melds: dict[int, bool] = {}
    for mask in range(1, 1 << n):
        if mask.bit_count() >= 3:
            meld = as_meld([cards[i] for i in range(n) if mask >> i & 1], rules)
            if meld is not None:
                melds[mask] = meld.kind is MeldKind.RUN and meld.pure

    @cache
    def covers(left: int, pure: int) -> bool:
        if not left:
            return pure >= 3
        low = left & -left
        return any(
            covers(left ^ mask, min(3, pure + p))
            for mask, p in melds.items()
            if mask & low and mask & left == mask
        )

    full = (1 << n) - 1
    return any(covers(full ^ (1 << i), 0) for i in range(n))


#: Dense hands: few ranks (the ace at both ends), two suits, so melds abound.
_RANKS = [14, 2, 3, 4, 5, 12, 13]
_small_hands = st.lists(
    st.tuples(st.sampled_from(_RANKS), st.sampled_from("SH")), min_size=10, max_size=10
).filter(lambda cs: max(Counter(cs).values()) <= 3)


@settings(max_examples=60, deadline=None)
@given(hand=_small_hands, joker_rank=st.sampled_from([2, 4, 13, 14, 9]))
def test_the_solver_agrees_with_an_exhaustive_search(
    hand: list[tuple[int, str]], joker_rank: int
) -> None:
    cards = [card(r, s) for r, s in hand]
    assert best_arrangement(cards[:9], joker_rank).count == exhaustive_count(cards[:9], joker_rank)
    assert (find_declaration(cards, joker_rank) is not None) == exhaustive_declares(
        cards, joker_rank
    )


# ---------------------------------------------------------------- random full hands


def _check_arrangement(found: Arrangement, cards: list[Card], joker_rank: int) -> None:
    rules = meld_rules(card(joker_rank, "S"))
    placed = [c for g in found.groups for c in g.cards] + list(found.unmatched)
    if found.discard is not None:
        placed.append(found.discard)
    assert Counter(placed) == Counter(cards)
    for group in found.groups:
        meld = analyse_meld(group.cards, rules)
        if group.kind == "pure":
            assert meld.kind is MeldKind.RUN and meld.pure
        else:
            analyse_meld(
                group.cards, rules, MeldKind.RUN if group.kind == "sequence" else MeldKind.SET
            )
    kept = list(placed)
    if found.discard is not None:
        kept.remove(found.discard)
    expected = hand_points(found.unmatched if found.pure_sequences else kept, joker_rank)
    assert found.count == expected


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_random_hands_are_arranged_into_valid_groups(seed: int) -> None:
    rng = random.Random(seed)
    cards = rng.sample(new_deck(3), 22)
    joker_rank = rng.randrange(2, 15)
    _check_arrangement(best_arrangement(cards[:21], joker_rank), cards[:21], joker_rank)
    _check_arrangement(best_discard(cards, joker_rank), cards, joker_rank)
    found = find_declaration(cards, joker_rank)
    if found is not None:
        assert check_declaration([list(g.cards) for g in found.groups], card(joker_rank, "S")).valid


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_built_declarations_are_always_found(seed: int) -> None:
    rng = random.Random(seed)
    joker_rank = rng.randrange(2, 15)
    pool = Counter(new_deck(3))
    hand: list[Card] = []

    def take(items: list[Card]) -> bool:
        if any(pool[c] < n for c, n in Counter(items).items()):
            return False
        pool.subtract(Counter(items))
        hand.extend(items)
        return True

    while len(hand) < 9:  # three pure sequences of three
        suit, low = rng.choice("SHDC"), rng.randrange(2, 13)
        take([card(r, suit) for r in range(low, low + 3)])
    while len(hand) < 21:  # sets
        rank = rng.randrange(2, 15)
        take([card(rank, rng.choice("SHDC")) for _ in range(3)])
    spare = rng.choice([c for c, n in pool.items() if n > 0])
    hand.append(spare)
    rng.shuffle(hand)
    found = find_declaration(hand, joker_rank)
    assert found is not None
    assert parse_card(str(found.discard)) in hand
