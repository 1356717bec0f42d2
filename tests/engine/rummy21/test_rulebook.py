"""Rules of RULES.md §4 that no other 21-card rummy test showed: each with the case the rules
allow and the case they refuse (found by the rule-book audit)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

import engine.rummy21.ceremony as rummy21_ceremony
from engine.cards import Card
from engine.core import GameSetupError
from engine.records import replay_game
from engine.rummy21.game import IndianRummy
from tests.engine.rummy21.positions import BOB_DECLARES, PLAYERS, record


@pytest.mark.parametrize("count", [2, 6])
def test_three_packs_whatever_the_number_of_players(count: int) -> None:
    """The deal 1.: three packs of 52 cards for 2 to 6 players."""
    game = IndianRummy.create([f"p{i}" for i in range(count)], seed=3, first_player=0)
    assert len(game.pack) == 156
    game.apply(count - 1, "cut 40")
    game.apply(1 % count, "joker")
    held = sum(len(hand) for hand in game.hands)
    assert [len(hand) for hand in game.hands] == [21] * count
    assert held + len(game.open_pile) + len(game.stock) == 156  # the Joker lies under the stock


@pytest.mark.parametrize("count", [1, 7])
def test_fewer_than_two_or_more_than_six_players_are_refused(count: int) -> None:
    """The deal 1.: 2 to 6 players; other numbers are refused with the allowed range."""
    with pytest.raises(GameSetupError, match=f"played by 2 to 6 players, not {count}"):
        IndianRummy.create([f"p{i}" for i in range(count)], seed=3)


def test_the_packs_are_shuffled_at_least_twice(monkeypatch: pytest.MonkeyPatch) -> None:
    """The deal 2.: the packs are shuffled at least twice before the cut."""
    shuffles: list[int] = []
    real_shuffled = rummy21_ceremony.shuffled

    def counting(cards: Sequence[Card], rng: object) -> list[Card]:
        shuffles.append(len(cards))
        return real_shuffled(cards, rng)  # type: ignore[arg-type]

    monkeypatch.setattr(rummy21_ceremony, "shuffled", counting)
    IndianRummy.create(PLAYERS, seed=3, first_player=0)
    assert shuffles.count(156) >= 2


def test_a_game_is_a_number_of_deals_and_the_highest_net_total_wins() -> None:
    """Play: a game is a number of deals (option, default 3); the highest net total wins."""
    assert IndianRummy.create(PLAYERS, seed=1).options["deals"] == 3
    one_deal = replay_game(record([(1, "draw stock"), (1, BOB_DECLARES)], options={"deals": 1}))
    assert one_deal.over and one_deal.to_move() == []
    assert one_deal.scores() == [-120, 137, -17]
    assert one_deal.result().winners == [1]
    two_deals = replay_game(record([(1, "draw stock"), (1, BOB_DECLARES)], options={"deals": 2}))
    assert not two_deals.over and two_deals.deal_number == 2
