"""What the engine offers a front end (the hand panel, autocomplete): the best placement at
each start square for a choice of cards, the start squares of a hand or of cards as
written, whether a pass is allowed, how many cards may be swapped."""

from __future__ import annotations

import random

from engine.cards import JOKER, Card, PlayedJoker, parse_cards, parse_played
from engine.core import IllegalAction
from engine.dealmein.board import square_index
from engine.dealmein.game import DealMeIn
from engine.dealmein.movegen import best_at_each_start, legal_placements, start_spots
from engine.dealmein.placement import check_placement
from engine.registry import computer_action


def mid_game(seed: int, size: int = 12) -> DealMeIn:
    game = DealMeIn.create(["ann", "bob"], {"level": "unlimited"}, seed)
    rng = random.Random(seed)
    while len(game.board) < size:
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    return game


def test_each_start_offers_the_best_legal_placement_of_exactly_the_cards() -> None:
    for seed in (3, 5, 8):
        game = mid_game(seed)
        seat = game.to_move()[0]
        hand = game.hands[seat]
        assert game.placement_choices(seat, hand[:2]) == best_at_each_start(game.board, hand[:2])
        for chosen in ([*hand[:1]], [*hand[:2]], [JOKER, hand[0]]):
            offered = best_at_each_start(game.board, chosen)
            keys = [(m.squares[0], m.direction) for m in offered]
            assert len(keys) == len(set(keys))
            assert [m.score for m in offered] == sorted((m.score for m in offered), reverse=True)
            for move in offered:  # each is legal, scored as the engine scores it
                words = move.action().split()
                placed = check_placement(
                    game.board,
                    chosen,
                    square_index(words[1]),
                    words[2],
                    [parse_played(w) for w in words[3:]],
                )
                assert placed.score == move.score
            best = {key: move.score for key, move in zip(keys, offered, strict=True)}
            for move in legal_placements(game.board, chosen):
                if len(move.squares) == len(chosen):
                    assert move.score <= best[(move.squares[0], move.direction)]


def test_no_placements_for_cards_not_held_or_out_of_turn() -> None:
    game = mid_game(3)
    seat = game.to_move()[0]
    other = 1 - seat
    assert game.placement_choices(other, game.hands[other][:1]) == []
    not_held = next(c for c in parse_cards("AS KS QS JS 10S 9S 8S") if c not in game.hands[seat])
    assert game.placement_choices(seat, [not_held]) == []
    assert game.start_spots(other) == []


def test_the_hands_start_spots_cover_every_legal_placement() -> None:
    for seed in (3, 5):
        game = mid_game(seed)
        seat = game.to_move()[0]
        spots = {(s.square, s.direction): s.score for s in game.start_spots(seat)}
        for move in legal_placements(game.board, game.hands[seat]):
            assert move.score <= spots[(move.squares[0], move.direction)]
        for (square, direction), _score in spots.items():
            assert any(
                m.squares[0] == square and (m.direction == direction or len(m.squares) == 1)
                for m in legal_placements(game.board, game.hands[seat])
            )


def test_start_spots_of_cards_as_written_are_exactly_the_legal_ones() -> None:
    game = mid_game(5)
    seat = game.to_move()[0]
    hand = game.hands[seat]
    for move in legal_placements(game.board, hand)[:20]:
        cards = list(move.cards)
        spots = start_spots(game.board, hand, cards, game.jokers_left)
        assert (move.squares[0], move.direction) in {(s.square, s.direction) for s in spots}
        for spot in spots:  # the engine accepts each, with that score
            placed = check_placement(game.board, hand, spot.square, spot.direction, cards)
            assert placed.score == spot.score
    # Cards not held: nothing.
    assert start_spots(game.board, hand, parse_played_list("JK=AS JK=AH JK=AD")) == []


def parse_played_list(text: str) -> list[Card | PlayedJoker]:
    return [parse_played(word) for word in text.split()]


def test_a_pass_is_offered_only_when_the_rules_allow_it() -> None:
    game = mid_game(3)
    seat = game.to_move()[0]
    assert not game.may_pass(seat)  # cards in the deck and in the hand
    try:
        game.apply(seat, "pass")
    except IllegalAction:
        pass
    else:
        raise AssertionError("a pass with a full deck was accepted")
    assert not game.may_pass(1 - seat)  # not their move
    game.deck = []
    assert game.may_pass(seat)
    game.apply(seat, "pass")  # and the engine accepts it


def test_the_swap_limit_is_the_deck_or_the_real_cards() -> None:
    game = mid_game(3)
    seat = game.to_move()[0]
    reals = sum(1 for c in game.hands[seat] if not c.is_joker)
    assert game.swap_limit(seat) == min(reals, len(game.deck))
    game.deck = game.deck[:2]
    assert game.swap_limit(seat) == 2
    assert game.swap_limit(1 - seat) == 0
