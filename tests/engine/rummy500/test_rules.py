"""Rummy 500's rules (RULES.md §3), each with the legal case and the refused one."""

from __future__ import annotations

import pytest

from engine.cards import parse_cards
from engine.core import GameSetupError, IllegalAction
from engine.melds import RUMMY500_RULES, analyse_meld
from engine.rummy500.game import Rummy500
from engine.rummy500.table import TableMeld
from tests.engine.rummy500.positions import HANDS, NAMES, game_after, play, position, record

#: Seat 0 can take 7H back from under the pile to finish 5H 6H 7H; seats 1 and 2 discard
#: queens on top of it.
MUST_USE_HANDS = (
    "5H 6H 5S 5D 2C 9S KC",
    "2S 4S 6S 8S 10S QS AS",
    "2D 4D 6D 8D 10D QD AD",
)
PILE_BUILT = [
    (0, "draw stock"),
    (0, "discard KC"),
    (1, "draw stock"),
    (1, "discard QS"),
    (2, "draw stock"),
    (2, "discard QD"),
]


def must_use_game(*actions: tuple[int, str]) -> Rummy500:
    return game_after([*PILE_BUILT, *actions], hands=MUST_USE_HANDS, up="7H", stock="3C 4C 8C 3H")


def refused(game: Rummy500, player: int, action: str, match: str) -> None:
    """``action`` is refused with a message matching ``match``, and changes nothing."""
    before = game.to_dict()
    with pytest.raises(IllegalAction, match=match):
        game.apply(player, action)
    assert game.to_dict() == before


# ----------------------------------------------------------------- the deal


@pytest.mark.parametrize(
    ("players", "cards", "stock"), [(2, 13, 25), (3, 7, 30), (4, 7, 23), (5, 7, 68), (6, 7, 61)]
)
def test_deal_sizes_and_packs(players: int, cards: int, stock: int) -> None:
    game = Rummy500.create(NAMES[:players], seed=5)
    assert [len(h) for h in game.hands] == [cards] * players
    assert len(game.discard) == 1
    assert game.deck_size() == stock


def test_decks_option_overrides_auto() -> None:
    game = Rummy500.create(NAMES[:3], options={"decks": 2}, seed=5)
    assert game.deck_size() == 104 - 21 - 1
    with pytest.raises(GameSetupError, match="choose one of auto, 1, 2"):
        Rummy500.create(NAMES[:3], options={"decks": 3})


def test_explicit_deck_is_dealt_in_blocks() -> None:
    game = game_after([], stock="3C 4C")
    assert [" ".join(map(str, game.hand(s))) for s in range(3)] == [
        "9S 5H 6H 7H 9H 9D 9C",
        "2S 4S 6S 8S 10S QS AS",
        "2D 4D 6D 8D 10D QD AD",
    ]
    assert [str(c) for c in game.discard] == ["KC"]
    assert str(game.stock[-1]) == "3C"


def test_a_deck_must_be_the_whole_pack() -> None:
    broken = record()
    broken["deck"] = broken["deck"][:-1]
    with pytest.raises(GameSetupError, match="missing: AC; extra: none"):
        Rummy500.create(NAMES[:3], deck=broken["deck"])


def test_first_player_rotates_each_hand() -> None:
    out_at_once = game_after(
        [(0, "draw stock"), (0, "meld 5H 6H 7H 8H"), (0, "meld 9S 9H 9D 9C")], stock="8H"
    )
    assert out_at_once.hand_number == 2
    assert out_at_once.to_move() == [1]
    assert out_at_once.dealer == 0


# ----------------------------------------------------------------- drawing


def test_draw_stock_takes_the_top_card() -> None:
    game = game_after([(0, "draw stock")], stock="3C")
    assert "3C" in map(str, game.hands[0])
    assert game.phase == "play" and game.must_use is None


def test_deep_draw_takes_every_card_above_and_must_be_used() -> None:
    game = must_use_game((0, "draw 7H"))
    assert game.discard == []
    assert {str(c) for c in game.hands[0]} >= {"7H", "KC", "QS", "QD"}
    assert str(game.must_use) == "7H"
    refused(game, 0, "discard KC", "7♥, which you took from the discard pile, unused")
    refused(game, 0, "meld 5H 5S 5D", "would leave 7♥.*no meld or lay-off")
    game.apply(0, "meld 5H 6H 7H")
    assert game.must_use is None
    game.apply(0, "discard KC")
    assert game.to_move() == [1]


def test_a_pile_card_that_cannot_be_used_cannot_be_drawn() -> None:
    game = must_use_game()
    assert [str(a) for a in game.legal_draws()] == ["draw stock", "draw 7H"]
    refused(game, 0, "draw QS", "only to use it at once")


def test_taking_the_top_card_alone_also_obliges_its_use() -> None:
    game = must_use_game((0, "draw 7H"), (0, "meld 5H 6H 7H"), (0, "discard KC"))
    assert [str(c) for c in game.discard] == ["KC"]
    refused(game, 1, "draw KC", "only to use it at once")
    assert [str(a) for a in game.legal_draws()] == ["draw stock"]


def test_a_duplicate_in_the_pile_is_named_by_its_position() -> None:
    game = position(
        ["5H 6H 2C", "9S 9D 4C"], discard="7H 2C 7H 3D", stock="KD", options={"decks": 2}
    )
    assert [str(a) for a in game.legal_draws()] == ["draw stock", "draw 7H", "draw 7H 1"]
    refused(game, 0, "draw 7H 2", "Position 2 of the discard pile holds 2♣, not 7♥")
    refused(game, 0, "draw 7H 9", "numbered 1 \\(bottom\\) to 4 \\(top\\)")
    game.apply(0, "draw 7H 1")
    assert game.discard == [] and len(game.hands[0]) == 7


def test_draw_is_refused_after_drawing_and_play_before() -> None:
    fresh = game_after([])
    refused(fresh, 0, "meld 5H 6H 7H", "Draw a card first")
    drawn = game_after([(0, "draw stock")])
    refused(drawn, 0, "draw stock", "You have drawn already")
    refused(drawn, 0, "shuffle", "not a Rummy 500 action")


# ----------------------------------------------------------------- melds


def test_runs_go_ace_high_or_low_but_never_round_the_corner() -> None:
    hands = ("KH AH 2H QH 3H 5C 9S", "2S 4S 6S 8S 10S QS AS", "2D 4D 6D 8D 10D QD AD")
    game = game_after([(0, "draw stock")], hands=hands)
    refused(game, 0, "meld KH AH 2H", "round the corner")
    game.apply(0, "meld QH KH AH")
    low = game_after([(0, "draw stock"), (0, "meld AH 2H 3H")], hands=hands)
    assert [m.meld.describe() for m in low.melds] == ["run AH 2H 3H"]


def test_sets_have_three_or_four_cards() -> None:
    game = position(
        ["9S 9H 9D 9C 9S 7H 7D 2C", "3S", "3D", "3H", "3C"], stock="KD", options={"decks": 2}
    )
    game.apply(0, "draw stock")
    refused(game, 0, "meld 9S 9H 9D 9C 9S", "at most 4 cards")
    refused(game, 0, "meld 7H 7D", "at least 3 cards")
    game.apply(0, "meld 9S 9H 9D 9C")
    refused(game, 0, "layoff 9S 1", "9♠ does not fit on meld 1")


def test_meld_needs_the_cards_in_hand() -> None:
    game = game_after([(0, "draw stock")])
    refused(game, 0, "meld 5H 6H 7H 8H", "You do not hold 8♥")
    refused(game, 0, "meld 5H 6H 9S", "not a meld")


def test_melds_are_numbered_over_the_whole_table() -> None:
    game = game_after(
        [(0, "draw stock"), (0, "meld 9S 9H 9D 9C"), (0, "meld 5H 6H 7H")], stock="3C"
    )
    assert [(m.number, m.meld.describe()) for m in game.melds] == [
        (1, "set 9S 9H 9D 9C"),
        (2, "run 5H 6H 7H"),
    ]


# ----------------------------------------------------------------- lay-offs


def test_layoff_on_another_players_meld_is_credited_to_who_lays_it_off() -> None:
    actions = [
        (0, "draw stock"),
        (0, "meld 5H 6H 7H"),
        (0, "discard 3C"),
        (1, "draw stock"),
    ]
    game = game_after(actions, stock="3C 8H")
    refused(game, 1, "layoff 8H 2", "no meld 2: the melds on the table are numbered 1 to 1")
    refused(game, 1, "layoff 2S 1", "2♠ does not fit on meld 1 \\(run 5♥ 6♥ 7♥\\)")
    refused(game, 1, "layoff 4H 1", "You do not hold 4♥")
    game.apply(1, "layoff 8H 1")
    assert game.melds[0].owners == (0, 0, 0, 1)
    assert game.table_points() == [18, 8, 0]


def test_layoff_on_a_low_end_keeps_each_card_owner() -> None:
    actions = [(0, "draw stock"), (0, "meld 5H 6H 7H"), (0, "discard 3C"), (1, "draw stock")]
    game = game_after(actions, stock="3C 4H")
    game.apply(1, "layoff 4H 1")
    assert [str(c) for c in game.melds[0].meld.cards] == ["4H", "5H", "6H", "7H"]
    assert game.melds[0].owners == (1, 0, 0, 0)


def test_no_layoff_before_any_meld() -> None:
    game = game_after([(0, "draw stock")])
    refused(game, 0, "layoff 9S 1", "no meld on the table yet")


# ----------------------------------------------------------------- end of a hand and scoring


def test_going_out_by_discard_scores_table_minus_hand_with_ace_values() -> None:
    hands = ("AH 2H 3H JS QS KS 5D", "2S 4S 6S 8S 10S QC AC", "2D 4D 6D 8D 10D QD AD")
    actions = [(0, "draw stock"), (0, "meld AH 2H 3H"), (0, "meld JS QS KS AS"), (0, "discard 5D")]
    out = play(actions, hands=hands, stock="AS")
    scored = next(e for e in out["events"] if e["kind"] == "hand_scored")
    assert scored["went_out"] == 0
    assert scored["table"] == [1 + 2 + 3 + 10 + 10 + 10 + 15, 0, 0]
    assert scored["hand"] == [0, 2 + 4 + 6 + 8 + 10 + 10 + 15, 55]
    assert out["scores"] == [51, -55, -55]


def test_going_out_by_meld_needs_no_discard() -> None:
    game = game_after(
        [(0, "draw stock"), (0, "meld 5H 6H 7H 8H"), (0, "meld 9S 9H 9D 9C")], stock="8H"
    )
    assert game.hand_log[0]["went_out"] == 0
    assert game.scores() == [26 + 36, -55, -55]


def test_going_out_by_layoff() -> None:
    hands = ("5H 6H 7H 9S 9H 9D 8H", *HANDS[1:])
    actions = [(0, "draw stock"), (0, "meld 5H 6H 7H"), (0, "meld 9S 9H 9D 9C"), (0, "layoff 8H 1")]
    game = game_after(actions, hands=hands, stock="9C")
    assert game.hand_log[0]["went_out"] == 0
    assert game.scores()[0] == 26 + 36


def test_with_the_stock_empty_a_player_may_pass_to_end_the_hand() -> None:
    game = position(["5H 6H 2C", "9S 9D 4C", "3S 8D"], discard="KD 7H")
    refused(game, 0, "draw stock", "The stock is empty")
    refused(game, 0, "meld 5H 6H 2C", "or pass to end the hand")
    assert [str(a) for a in game.legal_actions(0)] == ["draw 7H", "pass"]
    events = game.apply(0, "pass")
    assert [e.kind for e in events[:3]] == ["passed", "hand_scored", "dealt"]
    assert game.hand_log[0]["went_out"] is None
    assert game.scores() == [-13, -22, -11]


def test_pass_is_refused_while_the_stock_lasts() -> None:
    refused(game_after([]), 0, "pass", "only when the stock is empty")


def test_the_hand_ends_when_the_stock_is_out_and_the_pile_is_of_no_use() -> None:
    game = position(["5H 6H 2C", "9S 9D 4H", "3S 8D"], stock="3C")
    game.apply(0, "draw stock")
    events = game.apply(0, "discard 3C")
    assert [e.kind for e in events[:3]] == ["discarded", "stock_out", "hand_scored"]
    assert game.hand_number == 2


def test_reaching_the_target_ends_the_game_and_the_higher_total_wins() -> None:
    game = reach_target(totals=[480, 480, 0])
    assert game.over
    assert game.scores() == [503, 506, -2]
    assert game.result().winners == [1]


def test_equal_totals_past_the_target_share_the_win() -> None:
    game = reach_target(totals=[483, 480, 0])
    assert game.scores() == [506, 506, -2]
    assert game.result().winners == [0, 1]


def test_below_the_target_a_new_hand_is_dealt() -> None:
    game = reach_target(totals=[0, 0, 0])
    assert not game.over and game.hand_number == 2


def reach_target(totals: list[int]) -> Rummy500:
    """Seat 0 melds 26 and keeps 3S; seat 1 melds 36 and keeps KD; then the stock is out."""
    game = position(["5H 6H 7H 2C 3S", "9S 9H 9D 9C 4D", "2D"], stock="8H KD", totals=totals)
    for player, action in [
        (0, "draw stock"),
        (0, "meld 5H 6H 7H 8H"),
        (0, "discard 2C"),
        (1, "draw stock"),
        (1, "meld 9S 9H 9D 9C"),
        (1, "discard 4D"),
    ]:
        game.apply(player, action)
    return game


def test_target_is_an_option() -> None:
    assert Rummy500.create(NAMES[:2], options={"target": 200}).options["target"] == 200
    with pytest.raises(GameSetupError, match="at least 50"):
        Rummy500.create(NAMES[:2], options={"target": 10})


def test_a_run_of_all_thirteen_keeps_its_ace_where_it_was_laid_after_a_save() -> None:
    """A–K and 2–A are the same thirteen cards; the saved order tells them apart, so a low
    ace still counts 1 (and a high one 15) when the table is read back (a random game found
    the low ace come back high)."""
    low = TableMeld(1, analyse_meld(parse_cards("AS 2S 3S"), RUMMY500_RULES), (0, 0, 0))
    for rank in ("4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS"):
        low = low.extended(parse_cards(rank)[0], 1)
    high = TableMeld(2, analyse_meld(parse_cards("QS KS AS"), RUMMY500_RULES), (0, 0, 0))
    for rank in ("JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"):
        high = high.extended(parse_cards(rank)[0], 1)
    assert [str(c) for c in low.meld.cards][:2] == ["AS", "2S"]
    assert [str(c) for c in high.meld.cards][-2:] == ["KS", "AS"]
    for meld in (low, high):
        read = TableMeld.from_dict(meld.to_dict())
        assert read == meld
        assert read.points() == meld.points()
    assert low.points()[0] == (0, 1) and high.points()[-1] == (0, 15)
