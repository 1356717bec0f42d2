"""Swiss pairing, the round robin's schedule and elimination rounds."""

from __future__ import annotations

import itertools
import random
from collections.abc import Collection, Mapping

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.tournament import elimination_round, round_robin_schedule, swiss_pairing
from engine.tournament.swiss import Pairing


def names(count: int) -> list[str]:
    return [f"p{index}" for index in range(count)]


def repeats(pairing: Pairing, met: Mapping[str, Collection[str]]) -> int:
    return sum(
        b in met.get(a, ()) for table in pairing.tables for a, b in itertools.combinations(table, 2)
    )


def repeat_free_exists(players: list[str], met: Mapping[str, Collection[str]], seats: int) -> bool:
    """Brute force: is there any seating (any byes) with no repeat pairing?"""
    spare = len(players) % seats

    def seat(left: list[str]) -> bool:
        if not left:
            return True
        first, rest = left[0], left[1:]
        for others in itertools.combinations(rest, seats - 1):
            table = (first, *others)
            if any(b in met.get(a, ()) for a, b in itertools.combinations(table, 2)):
                continue
            if seat([p for p in rest if p not in others]):
                return True
        return False

    return any(
        seat([p for p in players if p not in byes])
        for byes in itertools.combinations(players, spare)
    )


@st.composite
def fields(draw: st.DrawFn) -> tuple[list[str], dict[str, set[str]], set[str], int]:
    seats = draw(st.sampled_from([2, 2, 3, 4]))
    count = draw(st.integers(min_value=seats, max_value=10 if seats == 2 else 11))
    players = names(count)
    met: dict[str, set[str]] = {p: set() for p in players}
    for a, b in draw(st.lists(st.tuples(st.sampled_from(players), st.sampled_from(players)))):
        if a != b:
            met[a].add(b)
            met[b].add(a)
    had_bye = set(draw(st.lists(st.sampled_from(players), max_size=3)))
    draw(st.randoms()).shuffle(players)
    return players, met, had_bye, seats


@settings(max_examples=300, deadline=None)
@given(fields())
def test_every_player_is_seated_once_a_round(field: tuple) -> None:
    players, met, had_bye, seats = field
    pairing = swiss_pairing(players, met, had_bye, seats)
    assert sorted(pairing.seated()) == sorted(players)
    assert all(len(table) == seats for table in pairing.tables)
    assert len(pairing.byes) == len(players) % seats


@settings(max_examples=300, deadline=None)
@given(fields())
def test_no_repeat_pairing_while_one_is_avoidable(field: tuple) -> None:
    players, met, had_bye, seats = field
    pairing = swiss_pairing(players, met, had_bye, seats)
    if repeat_free_exists(players, met, seats):
        assert repeats(pairing, met) == 0


def test_the_first_round_pairs_neighbours_in_the_order() -> None:
    pairing = swiss_pairing(names(6), {}, set(), 2)
    assert pairing.tables == (("p0", "p1"), ("p2", "p3"), ("p4", "p5"))
    assert pairing.byes == ()


def test_an_odd_field_gives_the_bye_to_the_lowest_without_one() -> None:
    players = names(5)
    assert swiss_pairing(players, {}, set(), 2).byes == ("p4",)
    assert swiss_pairing(players, {}, {"p4"}, 2).byes == ("p3",)
    assert swiss_pairing(players, {}, {"p4", "p3"}, 2).tables == (("p0", "p1"), ("p3", "p4"))


def test_a_met_opponent_is_skipped_for_the_next_in_score() -> None:
    met = {"p0": {"p1"}, "p1": {"p0"}}
    pairing = swiss_pairing(names(4), met, set(), 2)
    assert pairing.tables == (("p0", "p2"), ("p1", "p3"))


def test_backtracking_finds_the_only_repeat_free_round() -> None:
    # p2-p3 met: the greedy p0-p1 leaves p2-p3 together; the search must undo it.
    met = {"p2": {"p3"}, "p3": {"p2"}}
    pairing = swiss_pairing(names(4), met, set(), 2)
    assert repeats(pairing, met) == 0
    assert pairing.tables == (("p0", "p2"), ("p1", "p3"))


def test_an_unavoidable_repeat_is_still_a_full_round() -> None:
    players = names(2)
    met = {"p0": {"p1"}, "p1": {"p0"}}
    pairing = swiss_pairing(players, met, set(), 2)
    assert pairing.tables == (("p0", "p1"),)


def test_tables_of_four_with_a_remainder() -> None:
    pairing = swiss_pairing(names(10), {}, set(), 4)
    assert pairing.tables == (("p0", "p1", "p2", "p3"), ("p4", "p5", "p6", "p7"))
    assert pairing.byes == ("p8", "p9")


def test_a_large_field_pairs_without_repeats_over_nine_rounds() -> None:
    rng = random.Random(3)
    players = names(64)
    met: dict[str, set[str]] = {p: set() for p in players}
    for _ in range(9):
        rng.shuffle(players)
        pairing = swiss_pairing(players, met, set(), 2)
        assert repeats(pairing, met) == 0
        for a, b in pairing.tables:
            met[a].add(b)
            met[b].add(a)


# ---------------------------------------------------------------------- round robin


def test_round_robin_of_six_meets_everyone_once() -> None:
    schedule = round_robin_schedule(names(6))
    assert len(schedule) == 5
    pairs = [frozenset(t) for r in schedule for t in r.tables]
    assert len(pairs) == len(set(pairs)) == 15
    for played in schedule:
        assert sorted(played.seated()) == names(6)
        assert played.byes == ()
    assert schedule[0].tables == (("p0", "p5"), ("p1", "p4"), ("p2", "p3"))


def test_round_robin_of_five_gives_each_player_one_bye() -> None:
    schedule = round_robin_schedule(names(5))
    assert len(schedule) == 5
    assert sorted(p for r in schedule for p in r.byes) == names(5)
    pairs = [frozenset(t) for r in schedule for t in r.tables]
    assert len(pairs) == len(set(pairs)) == 10


@given(st.integers(min_value=2, max_value=21))
def test_round_robin_meets_every_pair_exactly_once(count: int) -> None:
    schedule = round_robin_schedule(names(count))
    pairs = [frozenset(t) for r in schedule for t in r.tables]
    assert sorted(map(sorted, pairs)) == sorted(
        map(sorted, map(frozenset, itertools.combinations(names(count), 2)))
    )
    assert all(sorted(r.seated()) == sorted(names(count)) for r in schedule)


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=3, max_value=6), st.integers(min_value=3, max_value=16))
def test_multi_seat_round_robin_meets_every_pair_with_byes_spread(seats: int, count: int) -> None:
    schedule = round_robin_schedule(names(count), seats)
    met = {pair: 0 for pair in itertools.combinations(names(count), 2)}
    for played in schedule:
        assert sorted(played.seated()) == sorted(names(count))
        assert all(len(table) == min(seats, count) for table in played.tables)
        for table in played.tables:
            for pair in itertools.combinations(sorted(table, key=names(count).index), 2):
                met[pair] += 1
    assert min(met.values()) >= 1
    byes = [sum(p in r.byes for r in schedule) for p in names(count)]
    assert max(byes) - min(byes) <= 1


def test_sixteen_at_tables_of_four_meet_every_other_exactly_once_in_five_rounds() -> None:
    schedule = round_robin_schedule(names(16), 4)
    assert len(schedule) == 5
    pairs = [frozenset(p) for r in schedule for t in r.tables for p in itertools.combinations(t, 2)]
    assert len(pairs) == len(set(pairs)) == 120


def test_eight_at_tables_of_four_spread_their_repeats() -> None:
    schedule = round_robin_schedule(names(8), 4)
    met: dict[frozenset[str], int] = {}
    for played in schedule:
        for table in played.tables:
            for pair in itertools.combinations(table, 2):
                met[frozenset(pair)] = met.get(frozenset(pair), 0) + 1
    assert len(met) == 28 and len(schedule) == 4
    # 4 rounds x 2 tables x 6 pairs: 48 meetings of 28 pairs, no pair at every round.
    assert max(met.values()) <= 3


# ---------------------------------------------------------------------- elimination


def test_elimination_of_eight_at_tables_of_two_is_seeded_one_against_eight() -> None:
    pairing = elimination_round(names(8), 2, 1)
    assert pairing.tables == (("p0", "p7"), ("p1", "p6"), ("p2", "p5"), ("p3", "p4"))
    assert pairing.byes == ()


def test_elimination_byes_go_to_the_best_seeds() -> None:
    pairing = elimination_round(names(5), 2, 1)
    assert pairing.byes == ("p0", "p1", "p2")
    assert pairing.tables == (("p3", "p4"),)
    assert elimination_round(["p0", "p1", "p2", "p3"], 2, 1).tables == (
        ("p0", "p3"),
        ("p1", "p2"),
    )


def test_elimination_at_tables_of_four_two_go_through() -> None:
    pairing = elimination_round(names(16), 4, 2)
    assert len(pairing.tables) == 4
    assert pairing.tables[0] == ("p0", "p7", "p8", "p15")
    assert elimination_round(names(8), 4, 2).tables == (
        ("p0", "p3", "p4", "p7"),
        ("p1", "p2", "p5", "p6"),
    )
    assert elimination_round(names(4), 4, 2).tables == (("p0", "p1", "p2", "p3"),)


def test_elimination_of_ten_at_tables_of_four_fills_a_bracket_of_sixteen() -> None:
    pairing = elimination_round(names(10), 4, 2)
    assert [len(t) for t in pairing.tables] == [3, 3]
    assert pairing.byes == ("p2", "p3", "p4", "p5")
