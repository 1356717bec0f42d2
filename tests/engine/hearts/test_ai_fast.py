"""The bitmask playout path agrees with the engine: same legal cards, same points."""

from __future__ import annotations

import random

import pytest

from engine.cards import format_cards, parse_cards
from engine.hearts import fast
from engine.hearts.game import Hearts
from engine.hearts.rules import PassDirection

PLAYERS = ["ann", "bob", "cat", "dan"]


def recording_policy(rng: random.Random, log: list[tuple[int, int, int]]) -> fast.Policy:
    """A random policy that writes down each seat's legal mask and its choice."""
    inner = fast.random_policy(rng)

    def choose(seat: int, legal: int, *rest: object) -> int:
        c = inner(seat, legal, *rest)  # type: ignore[arg-type]
        log.append((seat, legal, c))
        return c

    return choose  # type: ignore[return-value]


def play_through_both(seed: int, direction_hand: int) -> None:
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    # Hand ``direction_hand`` of a game (its pass direction), the earlier ones timed out.
    cards = [str(fast.CARDS[i]) for i in deck]
    game = Hearts.create(PLAYERS, seed=seed, deck=[cards] * direction_hand)
    while game.hand_number < direction_hand:
        game.apply_timeout(game.to_move()[0])
    direction = game.pass_direction
    hands = fast.deal(deck)
    assert [fast.to_mask(h) for h in game.hands] == hands
    if direction is not PassDirection.KEEPER:
        passes = [fast.random_pass(h, rng.random) for h in hands]
        for seat in range(4):
            game.apply(seat, "pass " + format_cards(fast.to_cards(passes[seat])))
        hands = fast.exchange(hands, passes, direction)
    assert [fast.to_mask(h) for h in game.hands] == hands
    leader = fast.two_of_clubs_holder(hands)
    assert game.to_move() == [leader]
    log: list[tuple[int, int, int]] = []
    won = [0, 0, 0, 0]
    points = fast.play_out(list(hands), leader, [], False, True, won, 0, recording_policy(rng, log))
    steps = iter(log)
    while game.hand_number == direction_hand and not game.over:
        seat = game.to_move()[0]
        legal_cards = game.legal_cards(seat)
        if len(legal_cards) == 1:  # the fast path plays a single legal card without asking
            game.apply(seat, f"play {legal_cards[0]}")
            continue
        asked, legal, chosen = next(steps)
        assert (asked, legal) == (seat, fast.to_mask(legal_cards))
        game.apply(seat, f"play {fast.CARDS[chosen]}")
    assert next(steps, None) is None
    assert game.hand_log[-1]["points"] == points


@pytest.mark.parametrize("hand_number", [1, 2, 3, 4])
def test_random_playouts_agree_with_the_engine(hand_number: int) -> None:
    for seed in range(60):
        play_through_both(seed * 7 + hand_number, hand_number)


def test_the_moon_and_the_jack_score_as_the_rules_say() -> None:
    everything = fast.POINT_MASK
    assert fast.score([everything | fast.JD_BIT, 0, 0, 0]) == [-36, 0, 0, 0]
    assert fast.score([everything, fast.JD_BIT, 0, 0]) == [-26, -10, 0, 0]
    one_heart_short = everything & ~fast.BIT[39]
    assert fast.score([one_heart_short, fast.BIT[39], fast.JD_BIT, 0]) == [25, 1, -10, 0]


@pytest.mark.parametrize("careful", [False, True])
def test_the_heuristic_rollout_policy_plays_legal_cards_to_the_end(careful: bool) -> None:
    rng = random.Random(5)
    policy = fast.heuristic_policy(rng, careful)
    for _ in range(200):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = fast.deal(deck)

        def checked(seat: int, legal: int, *rest: object) -> int:
            c = policy(seat, legal, *rest)  # type: ignore[arg-type]
            assert fast.BIT[c] & legal
            return c

        points = fast.play_out(
            hands,
            fast.two_of_clubs_holder(hands),
            [],
            False,
            True,
            [0] * 4,
            0,
            checked,  # type: ignore[arg-type]
        )
        assert sum(points) in (16, -10, -36, 26 * 3 - 10)  # 26 - 10, or a moon


def test_careful_leads_lose_the_lead_rather_than_win_it() -> None:
    # A♣ (every club above 2♣ gone) is a sure winner, 2♥ can lose: hearts broken, the
    # careful rollout leads 2♥; the plain one leads its only non-heart suit.
    hand = fast.to_mask(parse_cards("AC 2H"))
    gone = fast.CLUB_MASK & ~fast.to_mask(parse_cards("AC"))
    won = [gone, 0, 0, 0]
    for seed in range(10):
        careful = fast.heuristic_policy(random.Random(seed), careful=True)
        plain = fast.heuristic_policy(random.Random(seed))
        args = (0, hand, hand, 0, -1, -1, 0, gone, won)
        assert fast.CARDS[careful(*args)] == parse_cards("2H")[0]
        assert fast.CARDS[plain(*args)] == parse_cards("AC")[0]
