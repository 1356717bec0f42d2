"""The three computer players: legal, deterministic for a seed, and the named behaviours.

The hard player is searched with a fixed number of determinizations (``iterations``) and no
time budget, so that these tests are deterministic and fast; its time is measured by
``bench/hearts_strength.py --times``, never here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from engine.cards import parse_cards
from engine.hearts import ai, search
from engine.hearts.game import Hearts
from engine.records import replay_game
from tests.engine.hearts.positions import HANDS, Action, record

PLAYERS = ["ann", "bob", "cat", "dan"]


def hard(game: Hearts, seat: int, seed: int = 1, iterations: int = 60) -> str:
    return str(ai.choose_hard_action(game, seat, random.Random(seed), None, iterations))


def choose(game: Hearts, seat: int, rng: random.Random, level: str = "normal") -> str:
    """The computer player's action, in its notation."""
    return str(ai.choose_action(game, seat, rng, level))


def position(hands: tuple[str, ...] = HANDS, actions: Sequence[Action] = ()) -> Hearts:
    """The first hand played with ``hands`` (after the pass) up to ``actions``."""
    game = replay_game(record(hands, actions))
    assert isinstance(game, Hearts)
    return game


@pytest.mark.parametrize("level", ai.LEVELS)
def test_each_level_plays_a_whole_game_with_legal_actions_only(level: str) -> None:
    game = Hearts.create(PLAYERS, options={"point_limit": 30}, seed=23)
    rng = random.Random(23)
    levels = [level, "normal", level, "normal"]
    while not game.over:
        seat = game.to_move()[0]
        if level == "hard" and seat in (0, 2):
            action = hard(game, seat, seed=len(game.history), iterations=4)
        else:
            action = choose(game, seat, rng, levels[seat])
        game.apply(seat, action)  # raises on an illegal choice
    assert game.over


def test_an_unknown_level_is_refused() -> None:
    game = Hearts.create(PLAYERS, seed=1)
    with pytest.raises(ValueError, match="easy, normal, hard"):
        choose(game, 0, random.Random(1), "expert")


def test_normal_stays_deterministic_and_is_the_default() -> None:
    game = Hearts.create(PLAYERS, seed=4)
    assert choose(game, 2, random.Random(1)) == choose(game, 2, random.Random(99), "normal")


def test_easy_and_hard_replay_the_same_for_the_same_seed() -> None:
    game = position(actions=[(0, "play AC"), (1, "play 5D")])
    for seed in range(5):
        assert choose(game, 2, random.Random(seed), "easy") == choose(
            game, 2, random.Random(seed), "easy"
        )
    assert hard(game, 2, seed=3) == hard(game, 2, seed=3)


# --------------------------------------------------------------------------- easy


def test_easy_passes_its_three_highest_cards_naively() -> None:
    # J♦ is a prize that normal keeps; easy passes it with Q♠ and A♣ as its highest cards.
    game = Hearts.create(PLAYERS, seed=1)
    game.hands[0] = parse_cards("QS 2S 3S 4S 5S JD 2H 3H 4H 5H 2C 3C AC")
    easy = choose(game, 0, random.Random(1), "easy")
    assert set(parse_cards(easy.split(maxsplit=1)[1])) == set(parse_cards("AC QS JD"))
    normal = choose(game, 0, random.Random(1), "normal")
    assert "JD" not in normal


def test_easy_is_not_random_it_mostly_plays_the_normal_card() -> None:
    game = position(actions=[(0, "play AC"), (1, "play 5D")])
    choices = [choose(game, 2, random.Random(seed), "easy") for seed in range(60)]
    assert choices.count("play KC") >= 30  # normal's duck; legal are 6C..KC
    assert set(choices) <= {"play KC", "play QC", "play JC", "play 10C", "play 9C", "play 8C"}


def test_easy_sometimes_dumps_a_high_card_instead_of_the_queen_when_void() -> None:
    first = [(0, "play AC"), (1, "play 5D"), (2, "play 6C"), (3, "play 9S")]
    second = [(0, "play 2D"), (1, "play 6D"), (2, "play AD")]
    game = position(actions=[*first, *second])
    choices = {choose(game, 3, random.Random(seed), "easy") for seed in range(40)}
    assert "play QS" in choices  # mostly it knows to dump the queen...
    assert choices - {"play QS"}  # ...but not always


# --------------------------------------------------------------------------- named positions

#: Seat 0 takes the first eleven tricks with Q♠ and eleven hearts; 10♥ (seat 0's) and J♥
#: (seat 1's) are the last hearts, and seats 2 and 3 showed out of hearts on trick 8.
MOON_RUN = (
    "KC QC JC AS KS JS 10S AH KH QH 9H AC 10H",
    "2C 5C 8C 2S 4S 7S 7H 4H 5H 6H 8H JH 2D",
    "3C 6C 9C 3S 5S 8S 2H KD 10D 8D JD 3D 4D",
    "4C 7C 10C QS 6S 9S 3H QD 9D 7D AD 5D 6D",
)


def moon_run_plays() -> list[tuple[int, str]]:
    plays = [(1, "play 2C"), (2, "play 3C"), (3, "play 4C"), (0, "play KC")]
    columns = [h.split() for h in MOON_RUN]
    for number in range(1, 11):  # tricks 2..11, all led and won by seat 0
        plays += [(seat, f"play {columns[seat][number]}") for seat in range(4)]
    return plays


def test_the_moon_position_is_what_it_says() -> None:
    game = position(MOON_RUN, moon_run_plays())
    assert len(game.tricks) == 11
    assert all(t.winner == 0 for t in game.tricks)
    assert game.hand_points()[0] == 13 + 11 - 10
    assert game.hand(1) == parse_cards("JH 2D")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_stops_a_moon_by_keeping_the_heart_that_can_win(level: str) -> None:
    # Seat 0 leads A♣: throwing J♥ gives seat 0 every heart, and 10♥ (seat 0 must hold it:
    # the others showed out of hearts) takes the last trick for the moon. Keeping J♥ for the
    # 10♥ lead costs seat 1 two points and stops it.
    game = position(MOON_RUN, [*moon_run_plays(), (0, "play AC")])
    action = hard(game, 1) if level == "hard" else choose(game, 1, random.Random(1))
    assert action == "play 2D"


def test_easy_does_not_see_the_moon_coming() -> None:
    game = position(MOON_RUN, [*moon_run_plays(), (0, "play AC")])
    choices = {choose(game, 1, random.Random(seed), "easy") for seed in range(20)}
    assert "play JH" in choices


#: Seat 0 wins the first trick with A♣ and leads K♠; seat 1's only spade is Q♠; seat 3 holds
#: A♠ and 5♠ and plays last.
DUCK = (
    "AC KS 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD",
    "2C QS 3C 5C 6C 7C 8C 9C 10C JC QC KC AH",
    "2S 3S 4S 6S 7S 8S 9S 10S JS KD AD 2H 3H",
    "AS 5S 4C 4H 5H 6H 7H 8H 9H 10H JH QH KH",
)
DUCK_PLAYS = [(1, "play 2C"), (2, "play KD"), (3, "play 4C"), (0, "play AC")]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_ducks_the_queen_of_spades_as_last_to_play(level: str) -> None:
    trick = [(0, "play KS"), (1, "play QS"), (2, "play 2S")]
    game = position(DUCK, [*DUCK_PLAYS, *trick])
    action = hard(game, 3) if level == "hard" else choose(game, 3, random.Random(1))
    assert action == "play 5S"


#: Seat 3 plays last to 2♦ 3♦ 4♦ holding J♦ and lower diamonds; A♦ and K♦ are out.
JACK = (
    "2C AC 2D AD 2S 3S 4S 5S 6S 7S 8S 9S 10S",
    "3C 4C 3D QS KS AS 2H 3H 4H 5H 6H 7H 8H",
    "5C 6C 4D KD 9H 10H JH QH KH AH 6D 7D 8D",
    "7C 8C 9C 10C JC QC KC 5D 9D JD QD 10D JS",
)
JACK_PLAYS = [(0, "play AC"), (1, "play 3C"), (2, "play 5C"), (3, "play 7C")]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_takes_the_jack_of_diamonds_when_it_is_safe(level: str) -> None:
    # Any diamond wins this trick, but J♦ kept would fall to A♦ or K♦ later.
    trick = [(0, "play 2D"), (1, "play 3D"), (2, "play 4D")]
    game = position(JACK, [*JACK_PLAYS, *trick])
    action = hard(game, 3) if level == "hard" else choose(game, 3, random.Random(1))
    assert action == "play JD"


#: Seat 3 holds every club left, and A♦ K♦ Q♦ J♦ over the only other diamonds (seat 2's).
SURE_MOON = (
    "2C AC 2D 2S 3S 4S 5S 6S 7S 8S 9S 10S JS",
    "3C 4C 3D QS KS AS 2H 3H 4H 5H 6H 7H 8H",
    "5C 6C 4D 9H 10H JH QH KH AH 6D 7D 8D 10D",
    "7C 8C 9C 10C JC QC KC 5D 9D JD QD KD AD",
)


def test_the_search_runs_a_sure_moon_that_the_rules_of_thumb_miss() -> None:
    # 5♦ wins this trick as well as J♦ does; kept, J♦ is one more sure winner, and seat 3
    # then takes every trick (the others must throw it all their hearts and Q♠): −26 and
    # −10. Taking J♦ now leaves 5♦, which seat 2's diamonds beat.
    trick = [(0, "play 2D"), (1, "play 3D"), (2, "play 4D")]
    game = position(SURE_MOON, [*JACK_PLAYS, *trick])
    assert str(ai.choose_play(game, 3)) == "JD"  # the rules of thumb alone
    assert choose(game, 3, random.Random(1)) == "play 5D"  # normal's small search
    assert hard(game, 3) == "play 5D"


#: Seat 0 leads 2♦ after A♣ wins the first trick; seat 1, void in diamonds, dumps Q♠;
#: seat 3 holds J♦ and 3♦ behind seat 2's 4♦.
JACK_UNDER_QUEEN = (
    "AC 2D 5D 6D 7D 8D 9D 10D 2S 3S 4S 5S 6S",
    "2C QS 3C 4C 5C 6C 7C 8C 9C 2H 3H 4H 5H",
    "10C 4D QD KD AD 7S 8S 9S 10S 6H 7H 8H 9H",
    "JD 3D JC QC KC JS KS AS 10H JH QH KH AH",
)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_leaves_the_jack_of_diamonds_when_the_queen_of_spades_comes_with_it(
    level: str,
) -> None:
    first = [(1, "play 2C"), (2, "play 10C"), (3, "play JC"), (0, "play AC")]
    trick = [(0, "play 2D"), (1, "play QS"), (2, "play 4D")]
    game = position(JACK_UNDER_QUEEN, [*first, *trick])
    action = hard(game, 3) if level == "hard" else choose(game, 3, random.Random(1))
    assert action == "play 3D"


def test_hard_never_looks_at_the_other_hands() -> None:
    # The unseen cards dealt differently among the other seats (each keeping its count):
    # the same knowledge, the same choice.
    first = [(1, "play 2C"), (2, "play 10C"), (3, "play JC"), (0, "play AC")]
    game = position(JACK_UNDER_QUEEN, [*first, (0, "play 2D"), (1, "play QS")])
    known = search.read_knowledge(game, 2)
    before = hard(game, 2, seed=9, iterations=30)
    rng = random.Random(4)
    for _ in range(3):
        others = [0, 1, 3]
        pool = [c for s in others for c in game.hands[s]]
        rng.shuffle(pool)
        sizes = [len(game.hands[s]) for s in others]
        for s, size in zip(others, sizes, strict=True):
            game.hands[s], pool = pool[:size], pool[size:]
        assert search.read_knowledge(game, 2) == known
        assert hard(game, 2, seed=9, iterations=30) == before


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize(
    ("hand", "void"),
    [
        ("2S 3S 4S 5S 6S 7S 8S 2H 3H 4H 5H 6H AD", "D"),  # a lone A♦
        ("KS 2S 3S 4S 2H 3H 4H 5H 2D 3D 4D 5D 9C", "C"),  # a lone 9♣, and K♠ to go
    ],
)
def test_it_passes_for_a_void(level: str, hand: str, void: str) -> None:
    game = Hearts.create(PLAYERS, seed=1)
    game.hands[0] = parse_cards(hand)
    rng = random.Random(2)
    action = hard(game, 0, seed=2, iterations=150) if level == "hard" else choose(game, 0, rng)
    passed = parse_cards(action.split(maxsplit=1)[1])
    kept = [c for c in game.hands[0] if c not in passed]
    assert not any(c.suit == void for c in kept)


def test_the_pass_search_compares_every_void_it_can_make() -> None:
    hand = parse_cards("AH KH QH 2S 3S 4S 5S 6S 2C 3C 4C 5C QD")
    ranked = ai.rank_passes(hand)
    candidates = search.pass_candidates(hand, ranked)
    assert candidates[0] == search.fast.to_mask(ranked[0])
    assert any(c & search.fast.to_mask(parse_cards("QD")) for c in candidates)


def test_determinizations_agree_with_everything_the_seat_knows() -> None:
    rng = random.Random(8)
    checked = 0
    for seed in range(12):
        game = Hearts.create(PLAYERS, options={"point_limit": 10_000}, seed=seed)
        while game.hand_number <= 3:
            seat = game.to_move()[0]
            if game.phase == "playing" and rng.random() < 0.3:
                known = search.read_knowledge(game, seat)
                played = {c for t in game.tricks for _, c in t.cards} | {c for _, c in game.trick}
                voids = [
                    {
                        t[0][1].suit
                        for t in [*(t.cards for t in game.tricks), game.trick]
                        if t and any(s == other and c.suit != t[0][1].suit for s, c in t[1:])
                    }
                    for other in range(4)
                ]
                passed = game.passes[seat] or []
                receiver = game.pass_direction.target(seat)
                for _ in range(10):
                    hands = known.sample(rng)
                    assert hands[seat] == search.fast.to_mask(game.hands[seat])
                    assert [h.bit_count() for h in hands] == [len(h) for h in game.hands]
                    dealt = [search.fast.to_cards(h) for h in hands]
                    assert not set().union(*dealt) & played
                    for other in range(4):
                        assert not {c.suit for c in dealt[other]} & voids[other]
                    for c in passed:
                        assert c in played or c in dealt[receiver]
                    checked += 1
            if game.phase == "playing":  # the rules of thumb alone: the search is not tested here
                game.apply(seat, f"play {ai.choose_play(game, seat)}")
            else:
                game.apply(seat, choose(game, seat, rng))
    assert checked > 500


#: Seat 0 passed Q♠ 9♥ 10♥ to seat 1 (the last three cards of seat 1's hand) and keeps K♠.
PASSED_QUEEN = (
    "AC KS 2D 3D 4D 5D 6D 7D 8D 9D 2H 3H 4H",
    "2C 3C 4C 5C 6C 3S 4S 5S 6S 7S QS 9H 10H",
    "7C 8C 9C 10C JC 8S 9S 10S 10D JD QD 5H 6H",
    "QC KC 2S JS AS KD AD 7H 8H JH QH KH AH",
)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_does_not_lead_a_high_spade_into_the_seat_it_passed_the_queen_to(level: str) -> None:
    game = position(PASSED_QUEEN, [(1, "play 2C"), (2, "play 7C"), (3, "play KC"), (0, "play AC")])
    assert set(game.passes[0] or []) == set(parse_cards("QS 9H 10H"))
    action = hard(game, 0) if level == "hard" else choose(game, 0, random.Random(1))
    assert action != "play KS"
    assert action.startswith("play") and action.endswith("D")


# --------------------------------------------------------------------------- inferences

#: Three tricks to go, seat 0 to lead K♣ K♦ 2♥ (both kings sure winners). Seat 2 is void
#: in clubs, seat 1 in diamonds, seat 3 in spades; every spade but Q♠ is gone. Seat 1 twice
#: discarded another card on a diamond lead with Q♠ still out, so Q♠ is seat 2's (it is):
#: K♣ gives it a trick to dump Q♠ on, 2♥ lets it win with A♥ and lead 5♦ to K♦ so that K♣
#: takes Q♠ last. K♦ first (seat 1 discards a club or 3♥), then 2♥ to A♥, leaves seat 2 to
#: lead Q♠ to itself.
QUEEN_HOLDER = (
    "KC KD 2H KH 5C QH 10H 10C JH 2D 4D 8D 2C",
    "3C 4C 3H 8H 2S 5S AS 6S 4S 5H JC 8S AC",
    "QS AH 5D 9H 7S 9S 3S 10S JS AD 9D KS QD",
    "6D 7D 4H 6H 6C 8C QC 7C 7H 10D JD 3D 9C",
)
QUEEN_HOLDER_PLAYS: list[Action] = [
    (0, "play 2C"), (1, "play AC"), (2, "play QD"), (3, "play 9C"),
    (1, "play 8S"), (2, "play KS"), (3, "play 3D"), (0, "play 8D"),
    (2, "play 9D"), (3, "play JD"), (0, "play 4D"), (1, "play JC"),
    (3, "play 10D"), (0, "play 2D"), (1, "play 5H"), (2, "play AD"),
    (2, "play JS"), (3, "play 7H"), (0, "play JH"), (1, "play 4S"),
    (2, "play 10S"), (3, "play 7C"), (0, "play 10C"), (1, "play 6S"),
    (2, "play 3S"), (3, "play QC"), (0, "play 10H"), (1, "play AS"),
    (1, "play 5S"), (2, "play 9S"), (3, "play 8C"), (0, "play QH"),
    (2, "play 7S"), (3, "play 6C"), (0, "play 5C"), (1, "play 2S"),
    (2, "play 9H"), (3, "play 6H"), (0, "play KH"), (1, "play 8H"),
]  # fmt: skip


def test_the_deals_put_the_queen_with_the_seat_that_never_passed_up_a_chance_to_dump_it() -> None:
    game = position(QUEEN_HOLDER, QUEEN_HOLDER_PLAYS)
    assert game.to_move() == [0]
    odds = search.read_knowledge(game, 0, infer=True).queen_odds
    assert odds[2] == 1 and odds[1] <= search.QUEEN_DOUBT**2 and odds[3] <= search.QUEEN_DOUBT
    rng = random.Random(3)
    for infer, least, most in ((False, 0.3, 0.7), (True, 0.95, 1.0)):
        known = search.read_knowledge(game, 0, infer)
        share = sum(bool(known.sample(rng)[2] & search.fast.QS_BIT) for _ in range(400)) / 400
        assert least <= share <= most, (infer, share)


def test_hard_does_not_lead_into_the_void_of_the_likely_queen_holder() -> None:
    game = position(QUEEN_HOLDER, QUEEN_HOLDER_PLAYS)
    assert str(ai.choose_play(game, 0)) == "2H"  # the rules of thumb alone
    assert {hard(game, 0, seed=seed) for seed in range(4)} == {"play KD"}


#: Q♠ with a single low spade to cover it, two clubs, A♥ K♥ and four low diamonds.
VOID_PASS = "QS 2S KC QC AH KH 10H 9H 5H 8D 6D 4D 3D"


def test_hard_passes_the_queen_with_its_short_suit_for_a_void() -> None:
    # Passing K♣ Q♣ with Q♠ empties clubs (A♥ K♥ go on the first club lead after the
    # first trick) and sends the uncovered queen away; three of the four diamonds make no
    # void, and Q♠ with two hearts keeps the clubs.
    game = Hearts.create(PLAYERS, seed=1)
    game.hands[0] = parse_cards(VOID_PASS)
    for seed in range(3):
        action = hard(game, 0, seed=seed, iterations=300)
        assert set(parse_cards(action.split(maxsplit=1)[1])) == set(parse_cards("QC KC QS"))
