"""The computer players: they declare when they can, take the open card that helps, let go
of the least useful card and claim honour cards; normal and hard play every hand out, easy
drops a hopeless one, every level drops a stalled deal; hard draws and discards by the
unseen cards that would complete a declaration, and takes and keeps honour cards."""

from __future__ import annotations

import random
from collections import Counter

from engine import registry
from engine.cards import STANDARD_52, Card, parse_card, parse_cards
from engine.core import LEVELS, Game
from engine.records import replay_game
from engine.rummy21.ai import STALL_DRAWS, count_action, easy_action, stalled
from engine.rummy21.normal import (
    MISSING_PURE,
    distance,
    live_outs,
    normal_action,
    normal_discard,
    partners,
    takes_open,
)
from engine.rummy21.outs import choose_discard, choose_draw, declaring_draws, declaring_draws_kept
from engine.rummy21.reading import least_useful_card
from engine.rummy21.rules import honour_cards
from engine.rummy21.sight import feeds, taken_by_others, unseen_cards
from tests.engine.rummy21.positions import HANDS, JOKER, record

RNG = random.Random(0)


def computer_action(game: Game, seat: int, rng: random.Random, level: str = "normal") -> str:
    """The computer player's action, in its notation."""
    return str(registry.computer_action(game, seat, rng, level))


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
    assert str(action) == "honours 6H 8H"


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
        assert str(action) == expected
    game = hopeless_game()
    assert computer_action(game, 1, random.Random(0), "easy") == "drop"


def test_easy_slips_some_discards_normal_never() -> None:
    hand = [*parse_cards(HANDS[0]), parse_card("KD")]  # no pure sequence: much is loose
    best = str(least_useful_card(hand, 7))
    easy = {
        str(
            easy_action(
                rng=random.Random(seed),
                hand=hand,
                joker=parse_card("7H"),
                drawn=True,
                first_turn=False,
                open_top=None,
                claimable=[],
            )
        )
        for seed in range(12)
    }
    assert f"discard {best}" in easy and len(easy) > 1
    unslipped = count_action(
        hand=hand, joker=parse_card("7H"), drawn=True, open_top=None, claimable=[]
    )
    assert str(unslipped) == f"discard {best}"
    normal = normal_action(
        hand=hand, joker=parse_card("7H"), drawn=True, open_top=None, claimable=[]
    )
    assert str(normal) == f"discard {normal_discard(hand, 7)}"


def test_hard_counts_the_cards_it_has_seen() -> None:
    game = replay_game(record([(1, "draw stock"), (1, "discard 9S"), (2, "draw stock")]))
    unseen = unseen_cards(game, 2)  # type: ignore[arg-type]
    assert unseen[parse_card("9S")] == 3 - 2  # cy holds one, bob's discard is on the pile
    assert unseen[parse_card("9H")] == 3 - 1  # cy holds one
    assert unseen[parse_card("8C")] == 3 - 1  # the open card
    assert parse_card("7H") not in game.hands[2] and unseen[parse_card("7H")] == 2  # the Joker


GROUPED = "2H 3H 4H 8C 9C 10C JD QD KD AS AH AC 9S 10S JS 9H 10H JH"
JOKER_RANK = 7
HONOURS = honour_cards(parse_card(JOKER))


def unseen_by(hand: list[Card], *seen: Card) -> Counter[Card]:
    """The cards not seen by a player holding ``hand`` who has seen ``seen`` besides."""
    unseen = Counter({c: 3 for c in STANDARD_52})
    unseen.subtract(Counter([*hand, *seen]))
    return +unseen


def test_hard_keeps_the_pair_one_card_from_a_declaration_where_normal_lowers_its_count() -> None:
    # Loose: 6♠ 6♦ (a pair waiting for a third six or a wild card), 5♣ and 3♦ (waiting for
    # nothing). Normal lets a six go (the lowest count left); hard lets the 5♣ go: the hand
    # then declares with any six or seven still unseen, and 3♦ 6♠ 6♦ count less than
    # 5♣ 6♠ 6♦ when the 3♦ is kept instead.
    hand = parse_cards(f"{GROUPED} 6S 6D 5C 3D")
    unseen = unseen_by(hand)
    assert least_useful_card(hand, JOKER_RANK).rank == 6
    kept = declaring_draws_kept(hand, JOKER_RANK, unseen)
    sixes_and_wilds = sum(n for c, n in unseen.items() if c.rank in (6, 7))
    assert kept[parse_card("5C")] == kept[parse_card("3D")] == sixes_and_wilds
    assert kept[parse_card("6S")] == 0
    assert str(choose_discard(hand, JOKER_RANK, unseen)) == "5C"
    # Normal keeps the pair too, and lets the lower lone card go (see the next test).
    assert str(normal_discard(hand, JOKER_RANK)) == "3D"
    # Every other six and every wild card seen: nothing completes it, and no card waits for
    # anything: hard lets the normal player's card go, the lowest.
    for c in STANDARD_52:
        if c.rank in (6, 7):
            unseen[c] = 0
    assert str(choose_discard(hand, JOKER_RANK, +unseen)) == "3D"
    assert normal_discard(hand, JOKER_RANK, +unseen) == parse_card("3D")


def test_normal_lets_the_lowest_lone_card_go_unless_it_feeds_the_other_player() -> None:
    # 5♣ and 3♦ wait for nothing: normal lets the 3♦ go, a card a player counting its
    # points takes from the open pile for no gain. The other player took the 4♦ from the
    # open pile: the 3♦ may give them a sequence, so the 5♣ goes instead.
    hand = parse_cards(f"{GROUPED} 6S 6D 5C 3D")
    unseen = unseen_by(hand)
    assert str(normal_discard(hand, JOKER_RANK, unseen)) == "3D"
    feeding = {c for c in hand if feeds(c, parse_cards("4D"), JOKER_RANK)}
    assert parse_card("3D") in feeding and parse_card("5C") not in feeding
    assert str(normal_discard(hand, JOKER_RANK, unseen, feeding)) == "5C"


def test_normal_and_hard_draw_from_the_stock_when_one_card_from_declaring() -> None:
    # 6♠ 6♦ K♣ loose: a six or a wild card declares. The 2♠ on the open pile would let the
    # K♣ go for a lower count (the count reader, easy, takes it), but it brings no card
    # closer: normal and hard keep their chance to declare from the stock.
    hand = parse_cards(f"{GROUPED} 6S 6D KC")
    open_top = parse_card("2S")
    unseen = unseen_by(hand, open_top)
    joker = parse_card(JOKER)
    by_count = count_action(hand=hand, joker=joker, drawn=False, open_top=open_top, claimable=[])
    assert str(by_count) == "draw open"
    normal = normal_action(hand=hand, joker=joker, drawn=False, open_top=open_top, claimable=[])
    assert str(normal) == "draw stock"
    assert declaring_draws(hand, JOKER_RANK, unseen) > 0
    assert str(choose_draw(hand, JOKER_RANK, open_top, unseen, HONOURS)) == "draw stock"


def test_hard_takes_the_open_card_that_brings_it_one_card_from_declaring() -> None:
    # 6♠ K♣ 2♦ loose: no card completes the hand. With the 6♦ on the open pile (and the K♣
    # let go) a six or a wild card would.
    hand = parse_cards(f"{GROUPED} 6S KC 2D")
    open_top = parse_card("6D")
    unseen = unseen_by(hand, open_top)
    assert declaring_draws(hand, JOKER_RANK, unseen) == 0
    assert str(choose_draw(hand, JOKER_RANK, open_top, unseen, HONOURS)) == "draw open"


def test_hard_takes_an_honour_card_from_the_open_pile() -> None:
    # Far from a declaration, the 8♥ (an honour card: 10 points from each other player once
    # set aside) is worth taking; its count alone would not take it.
    hand = parse_cards(HOPELESS_HAND)
    open_top = parse_card("8H")
    unseen = unseen_by(hand, open_top)
    joker = parse_card(JOKER)
    by_count = count_action(hand=hand, joker=joker, drawn=False, open_top=open_top, claimable=[])
    assert str(by_count) == "draw stock"
    assert str(choose_draw(hand, JOKER_RANK, open_top, unseen, HONOURS)) == "draw open"
    assert choose_draw(hand, JOKER_RANK, open_top, unseen) is None  # not an honour: normal's


def test_normal_takes_an_honour_card_that_sets_it_back_nothing_and_keeps_its_own() -> None:
    # Far from a declaration, the 6♥ (an honour card) would only replace a loose card: no
    # nearer to declaring, no farther, and 10 points from the other player. The 3♠, which
    # would do the same, is left for the stock.
    hand = parse_cards(HOPELESS_HAND)
    joker = parse_card(JOKER)
    open_top = parse_card("6H")
    (now, _), _ = distance(hand, JOKER_RANK, free_discard=False)
    for plain_or_honour in (open_top, parse_card("3S")):
        (after, _), _ = distance([*hand, plain_or_honour], JOKER_RANK, free_discard=True)
        assert after == now
    assert takes_open(hand, JOKER_RANK, open_top, HONOURS)
    assert not takes_open(hand, JOKER_RANK, parse_card("3S"), HONOURS)
    assert not takes_open(hand, JOKER_RANK, open_top)  # the same card, were it plain
    taken = normal_action(
        hand=hand, joker=joker, drawn=False, open_top=open_top, claimable=[], honours=HONOURS
    )
    assert str(taken) == "draw open"
    # Holding it, normal lets another loose card go, not the honour card: whoever took it
    # from the open pile would be paid for it.
    held = [*hand, open_top]
    assert normal_discard(held, JOKER_RANK, unseen_by(held), HONOURS) != open_top


def test_hard_lets_a_plain_card_go_rather_than_an_honour_card() -> None:
    # 5♠ 5♦ wait for a five or a wild card whether the 6♥ (an honour card) or the 2♣ goes;
    # the count would let the 6♥ go, and the other player could take it and be paid for it.
    hand = parse_cards(f"{GROUPED} 5S 5D 6H 2C")
    unseen = unseen_by(hand)
    kept = declaring_draws_kept(hand, JOKER_RANK, unseen)
    assert kept[parse_card("6H")] == kept[parse_card("2C")] > 0
    assert str(choose_discard(hand, JOKER_RANK, unseen)) == "6H"
    assert str(choose_discard(hand, JOKER_RANK, unseen, HONOURS)) == "2C"


def test_hard_follows_the_cards_others_took_from_the_open_pile() -> None:
    game = replay_game(
        record(
            [
                (1, "draw stock"),
                (1, "discard 9S"),
                (2, "draw open"),  # cy takes bob's 9♠
                (2, "discard AC"),
                (0, "draw open"),  # ann takes cy's A♣
                (0, "discard 2S"),
                (1, "draw open"),  # bob takes ann's 2♠ ...
                (1, "discard 2S"),  # ... and lets it go again
            ],
            stock="2D",
        )
    )
    assert [str(c) for c in taken_by_others(game, 0)] == ["9S"]  # type: ignore[arg-type]
    assert [str(c) for c in taken_by_others(game, 1)] == ["9S", "AC"]  # type: ignore[arg-type]
    assert [str(c) for c in taken_by_others(game, 2)] == ["AC"]  # type: ignore[arg-type]
    taken = parse_cards("9S")
    assert feeds(parse_card("9D"), taken, JOKER_RANK)  # a set
    assert feeds(parse_card("JS"), taken, JOKER_RANK)  # a sequence, with a card between
    assert not feeds(parse_card("QS"), taken, JOKER_RANK)
    assert not feeds(parse_card("7S"), parse_cards("7D"), JOKER_RANK)  # wild cards join all


def test_hard_does_not_let_go_a_card_next_to_one_the_other_player_took() -> None:
    # 5♠ 5♦ wait for a five or a wild card whether the 6♣ or the 2♦ goes, and the count
    # would let the 6♣ go; the other player took the 8♣ from the open pile, so the 6♣ may
    # give them a sequence: hard lets the 2♦ go.
    hand = parse_cards(f"{GROUPED} 5S 5D 6C 2D")
    unseen = unseen_by(hand, parse_card("8C"))
    assert str(choose_discard(hand, JOKER_RANK, unseen)) == "6C"
    feeding = {c for c in hand if feeds(c, parse_cards("8C"), JOKER_RANK)}
    assert str(choose_discard(hand, JOKER_RANK, unseen, HONOURS, feeding)) == "2D"


def test_every_level_drops_a_stalled_deal() -> None:
    # Two computer players can each hold what the other waits for and keep it for ever.
    game = replay_game(record())
    for level in LEVELS:
        assert computer_action(game, 1, random.Random(0), level) == "draw stock"
    game.history += [{"player": 1, "action": "draw stock"}] * STALL_DRAWS
    assert stalled(game)  # type: ignore[arg-type]
    for level in LEVELS:
        assert computer_action(game, 1, random.Random(0), level) == "drop"


def test_normal_measures_the_loose_cards_not_their_points() -> None:
    # bob's hand: three pure sequences, sets of kings, fives and queens; A♠ A♥ 9♠ loose.
    hand = parse_cards(HANDS[1])
    (loose, points), arrangement = distance(hand, JOKER_RANK, free_discard=False)
    assert (loose, points) == (3, 29)
    assert arrangement.pure_sequences >= 3
    # Three low cards for the aces and the nine: the count falls, the distance does not.
    lower = [c for c in hand if str(c) not in ("AS", "AH", "9S")] + parse_cards("2D 3H 4S")
    assert distance(lower, JOKER_RANK, free_discard=False)[0] == (3, 9)
    # ann's hand has no pure sequence: three missing, each weighing MISSING_PURE cards.
    (far, _), _ = distance(parse_cards(HANDS[0]), JOKER_RANK, free_discard=False)
    assert far >= 3 * MISSING_PURE


def test_normal_keeps_a_pair_and_lets_a_lone_card_go() -> None:
    # bob has drawn the 2♥: A♠ A♥ (a pair, waiting for an ace or a wild card), 9♠ and 2♥
    # loose (a nine and a two of his sit in groups). The count lets an ace go; normal
    # keeps the pair and lets the higher lone card go.
    hand = [*parse_cards(HANDS[1]), parse_card("2H")]
    assert least_useful_card(hand, JOKER_RANK).rank == 14
    assert str(normal_discard(hand, JOKER_RANK)) == "9S"
    assert partners(parse_card("AH"), parse_cards("AS 9S 2H"), JOKER_RANK) == 2  # A♥ 2♥ too
    assert partners(parse_card("9S"), parse_cards("AS AH 2H"), JOKER_RANK) == 0
    assert partners(parse_card("5H"), parse_cards("3H 7H 5S 6D"), JOKER_RANK) == 2  # 7♥ wild


def test_normal_weighs_a_loose_pair_by_the_unseen_cards_that_complete_it() -> None:
    hand = [*parse_cards(HANDS[1]), parse_card("2H")]
    unseen: Counter[Card] = Counter(dict.fromkeys(STANDARD_52, 3))
    unseen.subtract(Counter(hand))
    loose = parse_cards("AS 9S 2H")
    # A♥ waits for an ace (ten unseen: he holds two of the twelve) with A♠, for 3♥ with 2♥.
    assert live_outs(parse_card("AH"), loose, JOKER_RANK, unseen) == 10 + 3
    for ace in (c for c in STANDARD_52 if c.rank == 14):
        unseen[ace] = 0  # every other ace in sight: the pair of aces waits for nothing
    assert live_outs(parse_card("AH"), loose, JOKER_RANK, unseen) == 3
    assert live_outs(parse_card("AS"), parse_cards("AH 9S 2H"), JOKER_RANK, unseen) == 0
    assert live_outs(parse_card("9S"), parse_cards("AS AH 2H"), JOKER_RANK, unseen) == 0
    assert str(normal_discard(hand, JOKER_RANK, unseen)) == "9S"  # still the lone card


def test_normal_takes_the_open_card_only_when_it_brings_it_closer() -> None:
    hand = parse_cards(HANDS[1])
    # The 2♥ would replace the 9♠ (a lower count), one loose card for another: the stock.
    assert not takes_open(hand, JOKER_RANK, parse_card("2H"))
    # The 3♦ makes no group of three with his loose cards (his threes sit in sequences).
    assert not takes_open(hand, JOKER_RANK, parse_card("3D"))
    # A♦ declares (the aces' set, the 9♠ let go); a wild card takes the 9♠ into a set.
    assert takes_open(hand, JOKER_RANK, parse_card("AD"))
    assert takes_open(hand, JOKER_RANK, parse_card("7S"))
    game = replay_game(record(open_card="7S"))
    assert computer_action(game, 1, random.Random(0), "normal") == "draw open"
