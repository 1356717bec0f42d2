"""The ``ceremony`` option (RULES.md §4 "The deal", docs/rules.md "The automatic deal"):
by hand, each cut and the Joker's draw waits for its player; automatic, the game makes
them at once, for the players the rules name, and a ceremony action is refused."""

from __future__ import annotations

import pytest

from engine.cards import parse_card
from engine.core import IllegalAction
from engine.records import replay, replay_game
from engine.rummy21 import deal as dealing
from engine.rummy21.game import IndianRummy
from tests.engine.rummy21.positions import BOB_DECLARES, HANDS, JOKER, PLAYERS, record

AUTO = {"ceremony": "auto"}


def kinds(events: object) -> list[str]:
    return [event.kind for event in events]  # type: ignore[attr-defined]


def test_by_hand_is_what_a_record_without_the_option_means() -> None:
    game = IndianRummy.create(PLAYERS, seed=3)
    assert game.options["ceremony"] == "hand"
    assert game.phase == "cut_for_deal" and game.setup_events == ()
    assert IndianRummy.table_defaults == AUTO  # a new table's, not a record's


def test_a_saved_game_from_before_the_option_is_by_hand() -> None:
    state = IndianRummy.create(PLAYERS, seed=3).to_dict()
    del state["options"]["ceremony"]
    game = IndianRummy.from_dict(state)
    assert game.to_move() == [0]
    game.apply(0, "cut 40")  # still waits for each player's cut
    assert game.phase == "cut_for_deal" and game.to_move() == [1]


@pytest.mark.parametrize("seed", range(8))
def test_the_automatic_first_deal_follows_the_rules(seed: int) -> None:
    game = IndianRummy.create(PLAYERS, options=AUTO, seed=seed)
    events = list(game.setup_events)
    assert game.phase == "play" and game.joker is not None
    # Every player cut for the deal (again after a tie), each within the bounds, shown.
    cuts = [e for e in events if e.kind == "cut_for_deal"]
    assert {e.player for e in cuts} == {0, 1, 2}
    assert all(dealing.MIN_CUT <= e.data["above"] <= dealing.MAX_CUT for e in cuts)
    assert all(e.key == "event.rummy21.cut_for_deal.auto" for e in cuts)
    # The lowest card of the last round of cuts deals.
    (dealer_event,) = [e for e in events if e.kind == "dealer"]
    dealer = game.dealer
    assert dealer_event.player == dealer
    ties = [i for i, e in enumerate(events) if e.kind == "cut_tie"]
    last_round = [e for e in events[ties[-1] + 1 if ties else 0 :] if e.kind == "cut_for_deal"]
    ranks = {e.player: dealing.cut_rank(parse_card(e.data["card"])) for e in last_round}
    assert ranks[dealer] == min(ranks.values())
    assert list(ranks.values()).count(ranks[dealer]) == 1
    # The player on the dealer's right cut the pack; the one on the left turned the Joker
    # and plays first.
    (cut,) = [e for e in events if e.kind == "cut"]
    assert cut.player == game.right_of(dealer)
    assert dealing.MIN_CUT <= cut.data["above"] <= dealing.MAX_CUT
    (joker,) = [e for e in events if e.kind == "joker"]
    assert joker.player == game.left_of(dealer) == game.turn
    assert game.to_move() == [game.left_of(dealer)]
    assert all(len(hand) == 21 for hand in game.hands)


def test_a_ceremony_action_is_refused_when_the_ceremony_is_automatic() -> None:
    game = IndianRummy.create(PLAYERS, options=AUTO, seed=4)
    (seat,) = game.to_move()
    before = game.to_dict()
    for action in ("cut 40", "joker"):
        with pytest.raises(IllegalAction) as refused:
            game.apply(seat, action)
        assert refused.value.code == "rummy21.ceremony.automatic"
    assert game.to_dict() == before


def test_by_hand_a_cut_out_of_its_bounds_is_refused_and_the_game_waits() -> None:
    out = replay(record(ceremony=False, actions=[(2, "cut 6")]))
    assert out["rejected"]["index"] == 0
    assert out["to_move"] == 2  # the cutter, still


def test_the_next_deal_starts_at_once_when_the_ceremony_is_automatic() -> None:
    game = replay_game(record(options=AUTO, ceremony=False, actions=[(1, "draw stock")]))
    assert game.phase == "play" and str(game.joker) == JOKER
    events = game.apply(1, BOB_DECLARES)
    assert game.deal_number == 2 and game.phase == "play"
    assert game.dealer == 2  # the deal passed to the right
    after = kinds(events)
    assert after.index("shuffled") < after.index("cut") < after.index("joker")
    (cut,) = [e for e in events if e.kind == "cut"]
    assert cut.player == game.right_of(2) and cut.key == "event.rummy21.cut.auto"
    assert game.to_move() == [game.left_of(2)]


def test_an_explicit_deck_is_dealt_as_given_by_the_automatic_cut() -> None:
    game = replay_game(record(options=AUTO, ceremony=False))
    assert sorted(map(str, game.hands[0])) == sorted(HANDS[0].split())
    assert str(game.joker) == JOKER and game.to_move() == [1]


def test_a_record_of_an_automatic_game_replays_to_the_same_game() -> None:
    game = IndianRummy.create(PLAYERS, options=AUTO, seed=11)
    for _ in range(60):  # a few timeouts: draws, discards and a drop or two
        if game.over:
            break
        (seat,) = game.to_move()
        game.apply_timeout(seat)
    again = replay_game(game.record())
    assert again.to_dict() == game.to_dict()
    assert replay(game.record()).get("rejected") is None
