"""Whole tournaments: rounds, results, drop-outs, standings and tiebreaks, JSON."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest

from engine.tournament import Format, Tournament, TournamentError, standings, table_points
from engine.tournament.standings import TableResult


def names(count: int) -> list[str]:
    return [f"p{index}" for index in range(count)]


def play_round(tournament: Tournament, rng: random.Random) -> None:
    """Play the current round: random distinct ranks, scores from the ranks."""
    number = len(tournament.rounds)
    assert tournament.current is not None
    for index, table in enumerate(tournament.current.tables):
        ranks = list(range(1, len(table) + 1))
        rng.shuffle(ranks)
        tournament.record(number, index, ranks, [100 - 10 * r for r in ranks])


def test_table_points_share_the_opponents_beaten() -> None:
    assert table_points([1, 2]) == [1, 0]
    assert table_points([1, 1]) == [Fraction(1, 2), Fraction(1, 2)]
    assert table_points([2, 1, 4, 3]) == [Fraction(2, 3), 1, 0, Fraction(1, 3)]
    assert table_points([1, 1, 3, 3]) == [
        Fraction(5, 6),
        Fraction(5, 6),
        Fraction(1, 6),
        Fraction(1, 6),
    ]


def test_buchholz_breaks_a_tie_before_game_points() -> None:
    results = [
        TableResult(("p0", "p1"), (1, 2), (10, 5)),
        TableResult(("p2", "p3"), (1, 2), (11, 10)),
        TableResult(("p0", "p2"), (1, 2), (10, 0)),
        TableResult(("p3", "p1"), (1, 2), (90, 0)),
    ]
    lines = standings(names(4), results)
    # p2 and p3 have a win each; p2 met p3 (1) and p0 (2), p3 met p2 (1) and p1 (0).
    assert [line.player for line in lines] == ["p0", "p2", "p3", "p1"]
    assert [line.buchholz for line in lines[1:3]] == [3, 1]
    assert lines[2].game_points > lines[1].game_points


def test_game_points_break_a_tie_of_buchholz() -> None:
    results = [
        TableResult(("p0", "p1"), (1, 2), (10, 5)),
        TableResult(("p2", "p3"), (1, 2), (20, 0)),
        TableResult(("p0", "p2"), (1, 2), (10, 0)),
        TableResult(("p1", "p3"), (1, 2), (30, 0)),
    ]
    lines = standings(names(4), results)
    # p1 and p2: a win each, both met p0 (2) and p3 (0); p1 scored 35, p2 20.
    assert [line.player for line in lines] == ["p0", "p1", "p2", "p3"]
    assert lines[1].buchholz == lines[2].buchholz == 2
    assert (lines[1].game_points, lines[2].game_points) == (35, 20)


def test_equal_records_share_a_place() -> None:
    lines = standings(names(2), [TableResult(("p0", "p1"), (1, 1), (5, 5))])
    assert [line.place for line in lines] == [1, 1]


def test_lowest_wins_counts_game_points_negated() -> None:
    lines = standings(names(2), [], higher_wins=False)
    assert lines[0].game_points == 0
    lines = standings(names(2), [TableResult(("p0", "p1"), (1, 1), (5, 20))], higher_wins=False)
    assert [line.player for line in lines] == ["p0", "p1"]


def test_a_swiss_of_eight_plays_three_rounds_without_repeats() -> None:
    tournament = Tournament(Format.SWISS, 2, names(8), rounds_planned=3)
    rng = random.Random(1)
    met: set[frozenset[str]] = set()
    while not tournament.over:
        played = tournament.next_round()
        for table in played.tables:
            assert frozenset(table) not in met
            met.add(frozenset(table))
        play_round(tournament, rng)
    assert len(tournament.rounds) == 3
    lines = tournament.standings()
    assert lines[0].player == tournament.winner
    assert sum(line.points for line in lines) == 12
    with pytest.raises(TournamentError) as refused:
        tournament.next_round()
    assert refused.value.code == "over"


def test_a_swiss_of_seven_gives_byes_and_survives_a_drop_out() -> None:
    tournament = Tournament(Format.SWISS, 2, names(7), rounds_planned=4)
    rng = random.Random(2)
    byes: list[str] = []
    for number in range(1, 5):
        played = tournament.next_round()
        seated = sorted(p for t in played.tables for p in t) + played.byes
        assert sorted(seated) == sorted(tournament.active)
        byes.extend(played.byes)
        play_round(tournament, rng)
        if number == 2:
            tournament.drop("p3")
    assert len(byes) == len(set(byes)) == 2  # 7 players twice, then 6: no bye
    assert all("p3" not in t for r in tournament.rounds[2:] for t in r.tables)
    assert next(line for line in tournament.standings() if line.player == "p3").dropped


def test_the_next_round_waits_for_the_current_one() -> None:
    tournament = Tournament(Format.SWISS, 2, names(4), rounds_planned=2)
    tournament.next_round()
    with pytest.raises(TournamentError) as refused:
        tournament.next_round()
    assert refused.value.code == "round_unfinished"


def test_a_result_is_recorded_once() -> None:
    tournament = Tournament(Format.SWISS, 2, names(2), rounds_planned=1)
    tournament.next_round()
    assert tournament.record(1, 0, [1, 2], [5, 3])
    assert not tournament.record(1, 0, [1, 2], [5, 3])
    with pytest.raises(TournamentError) as refused:
        tournament.record(1, 0, [2, 1], [3, 5])
    assert refused.value.code == "recorded"
    assert tournament.over and tournament.winner == "p0"


def test_round_robin_plays_its_schedule_and_skips_the_dropped() -> None:
    tournament = Tournament(Format.ROUND_ROBIN, 2, names(4))
    rng = random.Random(3)
    tournament.next_round()
    play_round(tournament, rng)
    tournament.drop("p0")
    while not tournament.over:
        played = tournament.next_round()
        assert all("p0" not in t for t in played.tables)
        play_round(tournament, rng)
    assert len(tournament.rounds) == 3
    pairs = [frozenset(t) for r in tournament.rounds for t in r.tables]
    assert len(pairs) == len(set(pairs))


def test_round_robin_at_tables_of_four_plays_until_everyone_met() -> None:
    tournament = Tournament(Format.ROUND_ROBIN, 4, names(9))
    rng = random.Random(5)
    while not tournament.over:
        played = tournament.next_round()
        assert len(played.byes) == 1 and all(len(t) == 4 for t in played.tables)
        play_round(tournament, rng)
    met = {
        frozenset(p)
        for r in tournament.rounds
        for t in r.tables
        for p in itertools.combinations(t, 2)
    }
    assert len(met) == 36
    # Two tables (1 + 2/3 + 1/3 + 0 points each) and a bye (1) a round.
    assert sum(line.points for line in tournament.standings()) == 5 * len(tournament.rounds)


def test_absent_players_are_not_seated_and_score_nothing() -> None:
    tournament = Tournament(Format.SWISS, 2, names(6), rounds_planned=2)
    played = tournament.next_round(absent={"p1", "p4", "nobody"})
    assert played.absent == ["p1", "p4"]
    assert sorted(played.seated()) == ["p0", "p2", "p3", "p5"]
    play_round(tournament, random.Random(1))
    lines = {line.player: line for line in tournament.standings()}
    assert lines["p1"].points == 0 and lines["p1"].games == 0
    again = Tournament.from_dict(tournament.to_dict())
    assert again.rounds[0].absent == ["p1", "p4"]
    second = tournament.next_round()
    assert "p1" in second.seated() and second.absent == []


def test_an_absent_player_of_a_round_robin_leaves_a_bye_and_of_an_elimination_is_out() -> None:
    robin = Tournament(Format.ROUND_ROBIN, 2, names(4))
    played = robin.next_round(absent={"p0"})
    assert played.tables == [("p1", "p2")] and played.byes == ["p3"]
    knockout = Tournament(Format.ELIMINATION, 2, names(4))
    first = knockout.next_round(absent={"p3"})
    assert "p3" not in first.seated() and first.absent == ["p3"]


def test_a_forfeit_is_ranked_last_at_its_table_and_the_others_keep_their_order() -> None:
    tournament = Tournament(Format.SWISS, 4, names(4), rounds_planned=1)
    tournament.next_round()
    [table] = tournament.rounds[0].tables
    # The game's order: table[0] first ... table[3] last; table[0] forfeits.
    assert tournament.record(1, 0, [1, 2, 3, 4], [40, 30, 20, 10], forfeits={table[0]})
    result = tournament.rounds[0].results[0]
    assert result is not None and result.ranks == (4, 1, 2, 3)
    assert not tournament.record(1, 0, [1, 2, 3, 4], [40, 30, 20, 10], forfeits={table[0]})
    assert tournament.winner == table[1]


def test_elimination_of_eight_at_tables_of_two_crowns_the_last_winner() -> None:
    tournament = Tournament(Format.ELIMINATION, 2, names(8), advance=1)
    rng = random.Random(4)
    sizes = []
    while not tournament.over:
        sizes.append(len(tournament.next_round().tables))
        play_round(tournament, rng)
    assert sizes == [4, 2, 1]
    final = tournament.rounds[-1].results[0]
    assert final is not None
    lines = tournament.standings()
    assert lines[0].player == final.finishing_order()[0] == tournament.winner
    assert lines[1].player == final.finishing_order()[1]


def test_elimination_at_tables_of_four_takes_the_top_two_of_each() -> None:
    tournament = Tournament(Format.ELIMINATION, 4, names(16), advance=2)
    rng = random.Random(5)
    play = tournament.next_round()
    assert len(play.tables) == 4
    play_round(tournament, rng)
    through = {p for r in tournament.rounds[0].results if r for p in r.finishing_order()[:2]}
    second = tournament.next_round()
    assert len(second.tables) == 2
    assert {p for t in second.tables for p in t} == through
    play_round(tournament, rng)
    final = tournament.next_round()
    assert len(final.tables) == 1 and len(final.tables[0]) == 4
    play_round(tournament, rng)
    assert tournament.over
    assert tournament.winner == tournament.rounds[-1].results[0].finishing_order()[0]  # type: ignore[union-attr]


def test_elimination_with_byes_reaches_a_final() -> None:
    tournament = Tournament(Format.ELIMINATION, 2, names(5), advance=1)
    rng = random.Random(6)
    rounds = 0
    while not tournament.over:
        tournament.next_round()
        play_round(tournament, rng)
        rounds += 1
    assert rounds == 3
    assert tournament.rounds[0].byes == ["p0", "p1", "p2"]


def test_json_round_trip_pairs_the_same_next_round() -> None:
    tournament = Tournament(Format.SWISS, 4, names(10), rounds_planned=3, higher_wins=False)
    rng = random.Random(7)
    tournament.next_round()
    play_round(tournament, rng)
    tournament.drop("p9")
    copy = Tournament.from_dict(tournament.to_dict())
    assert copy.to_dict() == tournament.to_dict()
    assert copy.next_round() == tournament.next_round()


def test_every_format_ends_for_every_small_field() -> None:
    for count, (fmt, seats, advance) in itertools.product(
        range(2, 11),
        [
            (Format.SWISS, 2, 1),
            (Format.SWISS, 4, 1),
            (Format.ROUND_ROBIN, 2, 1),
            (Format.ELIMINATION, 2, 1),
            (Format.ELIMINATION, 4, 2),
        ],
    ):
        if seats > count:
            continue
        tournament = Tournament(fmt, seats, names(count), rounds_planned=3, advance=advance)
        rng = random.Random(count)
        for _ in range(20):
            if tournament.over:
                break
            tournament.next_round()
            play_round(tournament, rng)
        assert tournament.over, (count, fmt, seats)
        assert tournament.winner is not None
