"""The computer players: they declare when they can, take the open card that helps, let go
of the least useful card and claim honour cards; normal and hard play every hand out, easy
drops a hopeless one, every level drops a stalled deal; hard weighs its discards by the
cards not yet seen."""

from __future__ import annotations

import random
from collections import Counter

from engine.cards import STANDARD_52, parse_card, parse_cards
from engine.core import LEVELS
from engine.records import replay_game
from engine.registry import computer_action
from engine.rummy21.ai import STALL_DRAWS, easy_action, least_useful_card, normal_action, stalled
from engine.rummy21.outs import choose_discard, live_outs, outs, unseen_cards
from tests.engine.rummy21.positions import HANDS, record

RNG = random.Random(0)


def test_every_level_declares_when_the_solver_finds_a_declaration() -> None:
    for level in LEVELS:
        game = replay_game(record([(1, "draw stock")]))
        action = computer_action(game, 1, random.Random(0), level)
        assert action.startswith("declare ") and action.endswith("discard 9S")
        events = game.apply(1, action)
        assert [e.player for e in events if e.kind == "deal_over"] == [1]


def test_every_level_takes_the_open_card_that_completes_its_hand() -> None:
    for level in LEVELS:
        game = replay_game(record(open_card="AD", stock="KC"))
        assert computer_action(game, 1, random.Random(0), level) == "draw open"


def test_it_draws_from_the_stock_when_the_open_card_does_not_help() -> None:
    for level in LEVELS:
        game = replay_game(record())
        assert computer_action(game, 1, random.Random(0), level) == "draw stock"


def test_it_lets_go_of_the_highest_loose_card() -> None:
    hand = [*parse_cards(HANDS[2]), parse_card("KD")]  # K♦ joins cy's kings
    assert str(least_useful_card(hand, 7)) == "AC"


def test_it_claims_honour_cards_first() -> None:
    action = normal_action(
        hand=parse_cards(HANDS[1]),
        joker=parse_card("7H"),
        drawn=False,
        open_top=parse_card("8C"),
        claimable=parse_cards("6H 8H"),
    )
    assert action == "honours 6H 8H"


#: No pure sequence and few starts of one: far from a declaration (Joker 7♥).
HOPELESS_HAND = "9S 9S QS AS AS 2H 10H 4D 5D 5D 8D 8D 9D 9D JD QD 4C 5C 9C 10C KC"


def hopeless_game() -> object:
    hands = (HANDS[0], HOPELESS_HAND, HANDS[2])
    return replay_game(record(hands=hands))


def test_normal_and_hard_play_a_hopeless_looking_hand_out() -> None:
    # The drop policy: dropping such hands cost the old player more deals than it saved.
    for level in ("normal", "hard"):
        game = hopeless_game()
        action = computer_action(game, 1, random.Random(0), level)
        assert action in ("draw stock", "draw open")


def test_easy_drops_a_hopeless_hand_at_its_first_turn_only() -> None:
    for first_turn, expected in ((True, "drop"), (False, "draw stock")):
        action = easy_action(
            rng=random.Random(0),
            hand=parse_cards(HOPELESS_HAND),
            joker=parse_card("7H"),
            drawn=False,
            first_turn=first_turn,
            open_top=None,
            claimable=[],
        )
        assert action == expected
    game = hopeless_game()
    assert computer_action(game, 1, random.Random(0), "easy") == "drop"


def test_easy_slips_some_discards_normal_never() -> None:
    hand = [*parse_cards(HANDS[0]), parse_card("KD")]  # no pure sequence: much is loose
    best = str(least_useful_card(hand, 7))
    easy = {
        easy_action(
            rng=random.Random(seed),
            hand=hand,
            joker=parse_card("7H"),
            drawn=True,
            first_turn=False,
            open_top=None,
            claimable=[],
        )
        for seed in range(12)
    }
    assert f"discard {best}" in easy and len(easy) > 1
    normal = normal_action(
        hand=hand, joker=parse_card("7H"), drawn=True, open_top=None, claimable=[]
    )
    assert normal == f"discard {best}"


def test_hard_counts_the_cards_it_has_seen() -> None:
    game = replay_game(record([(1, "draw stock"), (1, "discard 9S"), (2, "draw stock")]))
    unseen = unseen_cards(game, 2)  # type: ignore[arg-type]
    assert unseen[parse_card("9S")] == 3 - 2  # cy holds one, bob's discard is on the pile
    assert unseen[parse_card("9H")] == 3 - 1  # cy holds one
    assert unseen[parse_card("8C")] == 3 - 1  # the open card
    assert parse_card("7H") not in game.hands[2] and unseen[parse_card("7H")] == 2  # the Joker


GROUPED = "2H 3H 4H 8C 9C 10C JD QD KD AS AH AC 9S 10S JS 9H 10H JH"


def test_hard_breaks_the_dead_wait_where_normal_breaks_either() -> None:
    # Two loose pairs wait for a third card, 5♠ 6♠ and 5♣ 6♣: equal by the count. Every 4♠
    # and 7♠ (wild, or itself in a pure sequence) has been seen, so hard lets a spade go and
    # keeps the live clubs.
    hand = parse_cards(f"{GROUPED} 5S 6S 5C 6C")
    unseen = Counter({c: 3 for c in STANDARD_52})
    unseen.subtract(Counter(hand))
    for dead in parse_cards("4S 7S"):
        unseen[dead] = 0
    live = +unseen
    loose = parse_cards("5S 6S 5C 6C")
    assert parse_card("4C") in outs(loose, 7, live, pure_short=False)
    assert parse_card("4S") not in outs(loose, 7, live, pure_short=False)
    assert choose_discard(hand, 7, live).suit == "S"
    # With the clubs dead instead, it keeps the spades.
    mirrored = Counter({c: 3 for c in STANDARD_52})
    mirrored.subtract(Counter(hand))
    for dead in parse_cards("4C 7C"):
        mirrored[dead] = 0
    assert choose_discard(hand, 7, +mirrored).suit == "C"


def test_hard_prefers_the_discard_that_keeps_more_live_outs() -> None:
    # Loose: 6♠ 6♦ (a pair waiting for a third six or a wild card), 5♣ and 3♦ (waiting for
    # nothing). Normal lets a six go, the highest count; hard keeps the live pair and lets
    # the 5♣ go, the dearest card that waits for nothing.
    hand = parse_cards(f"{GROUPED} 6S 6D 5C 3D")
    unseen = Counter({c: 3 for c in STANDARD_52})
    unseen.subtract(Counter(hand))
    assert least_useful_card(hand, 7).rank == 6
    assert str(choose_discard(hand, 7, +unseen)) == "5C"
    # Every other six and every wild card seen: the pair is dead, hard lets a six go too.
    for c in STANDARD_52:
        if c.rank in (6, 7):
            unseen[c] = 0
    assert choose_discard(hand, 7, +unseen).rank == 6


def test_live_outs_count_unseen_copies_by_their_worth() -> None:
    unseen = Counter({c: 3 for c in STANDARD_52})
    loose = parse_cards("5S 6S")
    found = outs(loose, 7, unseen, pure_short=True)
    # 4♠ makes a pure sequence (worth two while three are wanted); the wild cards (every
    # 7, 7♠ too) complete any short pair.
    assert found[parse_card("4S")] == 2 and found[parse_card("7D")] == 1
    assert parse_card("8S") not in found
    assert live_outs(loose, 7, unseen, pure_short=False) == 3 * 1 + 4 * 3 * 1


def test_every_level_drops_a_stalled_deal() -> None:
    # Two computer players can each hold what the other waits for and keep it for ever.
    game = replay_game(record())
    for level in LEVELS:
        assert computer_action(game, 1, random.Random(0), level) == "draw stock"
    game.history += [{"player": 1, "action": "draw stock"}] * STALL_DRAWS
    assert stalled(game)  # type: ignore[arg-type]
    for level in LEVELS:
        assert computer_action(game, 1, random.Random(0), level) == "drop"
