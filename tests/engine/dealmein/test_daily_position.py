"""The daily position: the same for a server on a date, different elsewhere, interesting
by the module's definition, and every move judged by the engine's rules."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest

from engine.cards import PlayedJoker
from engine.core import GameSetupError, IllegalAction
from engine.dealmein.board import square_name
from engine.dealmein.daily import (
    MIN_PLACEMENTS,
    DailyPosition,
    criteria,
    daily_position,
    position_seed,
    share_line,
)

GUILD = 1234


@cache
def position(day: str = "2026-03-01", guild_id: int = GUILD) -> DailyPosition:
    return daily_position(day, guild_id)


def parts(action: str) -> tuple[str, str, str]:
    _verb, square, direction, *cards = action.split()
    return square, direction, " ".join(cards)


def test_a_server_gets_the_same_position_all_day_and_another_server_another() -> None:
    again = daily_position("2026-03-01", GUILD)
    assert again.to_dict() == position().to_dict()
    assert position_seed("2026-03-01", GUILD) == position_seed("2026-03-01", GUILD)
    other_server = position("2026-03-01", GUILD + 1)
    next_day = position("2026-03-02", GUILD)
    for other in (other_server, next_day):
        assert (other.board, other.hand) != (position().board, position().hand)


@pytest.mark.parametrize("day", ["2026-03-01", "2026-03-02", "2026-03-03", "2026-07-14"])
def test_the_position_is_interesting(day: str) -> None:
    chosen = position(day)
    assert criteria(chosen) == dict.fromkeys(criteria(chosen), True)
    moves = chosen.moves()
    assert len(moves) == chosen.placements >= MIN_PLACEMENTS
    assert chosen.best.score == max(m.score for m in moves)
    most = max(len(m.squares) for m in moves)
    # The obvious move lays the most cards, and the best move beats it with fewer.
    assert len(chosen.most_cards.squares) == most
    assert chosen.most_cards.score == max(m.score for m in moves if len(m.squares) == most)
    assert chosen.best.score > chosen.most_cards.score and len(chosen.best.squares) < most


def test_the_hand_is_seven_unseen_cards_and_no_reclaim() -> None:
    chosen = position()
    board_cards = {c.stands_for if isinstance(c, PlayedJoker) else c for c in chosen.board.values()}
    assert len(chosen.hand) == len(set(chosen.hand)) == 7
    assert not any(card.is_joker for card in chosen.hand)
    assert board_cards.isdisjoint(chosen.hand)


def test_the_best_move_scores_the_best_and_the_obvious_one_less() -> None:
    chosen = position()
    best = chosen.judge(*parts(chosen.best.action()))
    assert best.score == chosen.best.score and best.found_best
    obvious = chosen.judge_action(chosen.most_cards.action())
    assert obvious.score == chosen.most_cards.score and not obvious.found_best


def test_illegal_moves_are_refused_with_a_reason() -> None:
    chosen = position()
    card = str(chosen.hand[0])
    far = next(
        square_name(s)
        for s in range(121)
        if s not in chosen.board and all(abs(s - b) > 12 for b in chosen.board)
    )
    with pytest.raises(IllegalAction, match="touch a card"):
        chosen.judge(far, "across", card)
    missing = next(c for c in ("AS", "2C", "7H", "KD", "9S") if c not in map(str, chosen.hand))
    square, direction, _ = parts(chosen.best.action())
    with pytest.raises(IllegalAction, match="don't hold"):
        chosen.judge(square, direction, missing)
    with pytest.raises(IllegalAction, match="no joker"):
        chosen.judge(square, direction, "JK=AS")
    with pytest.raises(IllegalAction, match="not a square"):
        chosen.judge("Z9", "across", card)
    with pytest.raises(IllegalAction, match="no direction"):
        chosen.judge(square, "sideways", card)
    with pytest.raises(IllegalAction, match="one placement"):
        chosen.judge_action("swap 2C")


def test_autocomplete_helpers_start_with_the_best_square() -> None:
    chosen = position()
    square, direction, _ = parts(chosen.best.action())
    assert chosen.start_squares()[0] == square
    assert direction in chosen.directions(square)
    assert chosen.directions("Z1") == []


def test_the_position_round_trips_through_json() -> None:
    import json

    data = json.loads(json.dumps(position().to_dict()))
    assert DailyPosition.from_dict(data) == position()
    with pytest.raises(GameSetupError):
        DailyPosition.from_dict({**data, "hand": ["XX"]})


def test_the_reveal_shows_the_best_move_on_the_board() -> None:
    chosen = position()
    view = chosen.view_after(chosen.best.action())
    assert view.last_move is not None
    assert view.last_move.squares == tuple(square_name(s) for s in chosen.best.squares)
    assert view.scores == (chosen.best.score,)
    hand = chosen.view().hand
    assert hand is not None and Counter(hand.cards) == Counter(chosen.hand)


def test_the_share_line_tells_the_score_not_the_move() -> None:
    chosen = position()
    attempt = chosen.judge_action(chosen.best.action())
    line = share_line(attempt, chosen.day, streak=4)
    assert line.startswith(f"Deal Me In daily {chosen.day}\n")
    assert str(attempt.score) in line and "🔥4" in line
    assert len([c for c in line if c in "🟩🟨🟪"]) == len(attempt.placement.squares)
    for square in attempt.placement.squares:
        assert square_name(square) not in line
    for card in attempt.placement.cards:
        assert str(card) not in line.split("\n")[1] and card.symbol not in line
    assert f"/{chosen.best.score}" not in line  # the best score waits for the day's end
    assert f"{attempt.score}/{chosen.best.score} ⭐" in share_line(
        attempt, chosen.day, revealed=True
    )
