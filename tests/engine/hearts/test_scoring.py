"""Points, shooting the moon with and without J♦, and the end of the game."""

from __future__ import annotations

import pytest

from engine.cards import STANDARD_52, parse_cards
from engine.core import Event, GameSetupError
from engine.hearts.game import Hearts
from engine.hearts.rules import score_hand
from engine.records import replay
from tests.engine.hearts.positions import MOON_HANDS, record

HEARTS = " ".join(str(c) for c in STANDARD_52 if c.suit == "H")
PLAYERS = ["ann", "bob", "cat", "dan"]


def test_hearts_score_one_the_queen_thirteen_and_the_jack_of_diamonds_minus_ten() -> None:
    score = score_hand(
        [parse_cards("2H 3H QS 4C"), parse_cards("JD 5H 2C"), parse_cards("9H 10H"), []]
    )
    assert score.points == [15, -9, 2, 0]
    assert score.moon is None


def test_shooting_the_moon_with_the_jack_of_diamonds() -> None:
    score = score_hand([parse_cards(f"{HEARTS} QS JD"), [], parse_cards("2C"), []])
    assert score.points == [-36, 0, 0, 0]
    assert score.moon == 0


def test_shooting_the_moon_while_another_seat_takes_the_jack_of_diamonds() -> None:
    score = score_hand([[], parse_cards(f"{HEARTS} QS"), parse_cards("JD 2C"), []])
    assert score.points == [0, -26, -10, 0]
    assert score.moon == 1


def test_all_hearts_without_the_queen_is_no_moon() -> None:
    score = score_hand([parse_cards(HEARTS), parse_cards("QS"), [], []])
    assert score.points == [13, 13, 0, 0]
    assert score.moon is None


def test_a_moon_shot_in_a_played_hand() -> None:
    # Seat 0 takes all thirteen tricks, J♦ with them: −26 −10. Everyone plays its lowest
    # legal card (timeouts); seat 1 leads the first trick with 2♣.
    order = [1, 2, 3, 0] + [0, 1, 2, 3] * 12
    out = replay(record(MOON_HANDS, [(seat, "timeout") for seat in order]))
    scored = next(e for e in out["events"] if e["kind"] == "hand_scored")
    assert scored["points"] == [-36, 0, 0, 0]
    assert scored["moon"] == 0
    assert scored["text"].startswith("ann shoots the moon! Hand 1: ann -36")
    assert out["scores"] == [-36, 0, 0, 0]
    assert out["hand_number"] == 2
    assert out["taken"] == [0, 0, 0, 0]


def play_by_timeouts(game: Hearts) -> list[Event]:
    """Play to the end by timeouts; the events of the last action."""
    events: list[Event] = []
    while not game.over:
        events = game.apply_timeout(game.to_move()[0])
    return events


def test_the_game_ends_after_the_hand_that_passes_the_limit() -> None:
    game = Hearts.create(PLAYERS, options={"point_limit": 40}, seed=8)
    last = play_by_timeouts(game)[-1]
    totals_by_hand = [h["totals"] for h in game.hand_log]
    assert max(totals_by_hand[-1]) > 40
    assert all(max(totals) <= 40 for totals in totals_by_hand[:-1])
    result = game.result()
    assert result.scores == totals_by_hand[-1]
    assert all(result.scores[w] == min(result.scores) for w in result.winners)
    assert game.to_move() == []
    assert game.view().to_dict()["result"]["hands"] == game.hand_log
    assert last.kind == "game_over"
    winner = PLAYERS[result.winners[0]]
    assert f"the game is over. {winner} wins with {min(result.scores)}." in last.text


def test_a_total_equal_to_the_limit_does_not_end_the_game() -> None:
    order = [1, 2, 3, 0] + [0, 1, 2, 3] * 12
    moon = record(MOON_HANDS, [(seat, "timeout") for seat in order])
    game = Hearts.create(PLAYERS, seed=5, deck=moon["deck"])
    game.totals = [0, 100, 100, 100]  # the moon hand scores nothing for seats 1-3
    for step in moon["actions"]:
        if step.get("timeout"):
            game.apply_timeout(step["player"])
        else:
            game.apply(step["player"], step["action"])
    assert game.scores() == [-36, 100, 100, 100]
    assert not game.over


def test_ties_share_the_win() -> None:
    game = Hearts.create(PLAYERS, options={"point_limit": 1}, seed=2)
    game.totals = [5, 5, 30, 40]
    game.phase = "over"
    assert game.result().winners == [0, 1]
    assert game.result().ranks == [1, 1, 3, 4]


def test_a_bad_deck_is_refused() -> None:
    deck = [str(c) for c in STANDARD_52]
    deck[5] = "2S"
    with pytest.raises(GameSetupError, match="missing: 7S; extra: 2S"):
        Hearts.create(PLAYERS, deck=deck)
    with pytest.raises(GameSetupError, match="deck 1: '1Z' is not a card"):
        Hearts.create(PLAYERS, deck=["1Z", *deck[1:]])
