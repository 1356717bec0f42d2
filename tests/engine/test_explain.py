"""The explained hint of every game (engine/<game>/explain.py): the hard player's move, and
why, from its own evaluation; and the review of a recorded game (engine/review.py).

The Hearts search runs a fixed number of determinizations (deterministic and fast)."""

from __future__ import annotations

import random

from engine.dealmein import ai, lookahead
from engine.dealmein.game import DealMeIn
from engine.hearts import ai as hearts_ai
from engine.i18n import LOCALES
from engine.records import replay_game
from engine.registry import computer_action, game_class
from engine.review import Judgement, Reason, explanation, judge, review
from engine.rummy21 import ai as rummy21_ai
from engine.rummy21.solver import find_declaration
from engine.rummy500 import hard as hard500
from tests.engine.hearts.positions import record as hearts_record
from tests.engine.hearts.test_ai_levels import (
    DUCK,
    DUCK_PLAYS,
    JACK,
    JACK_PLAYS,
    MOON_RUN,
    moon_run_plays,
    position,
)

JACK_TRICK = [*JACK_PLAYS, (0, "play 2D"), (1, "play 3D"), (2, "play 4D")]


def hearts(game: object, seat: int) -> Judgement:
    return judge(game, seat, random.Random(1), iterations=60)  # type: ignore[arg-type]


def test_hearts_takes_the_jack_of_diamonds_and_says_so() -> None:
    game = position(JACK, JACK_TRICK)
    judgement = hearts(game, 3)
    assert judgement.best == "play JD"
    assert judgement.reason.code == "take_jack"
    said = explanation(judgement)
    assert said.startswith("J♦ takes the trick with the J♦ in it")
    assert "points better than" in said  # the search's margin over the next card


def test_hearts_moon_defence_keeps_the_heart_that_can_win() -> None:
    game = position(MOON_RUN, [*moon_run_plays(), (0, "play AC")])
    judgement = hearts(game, 1)
    assert judgement.best == "play 2D"
    assert judgement.reason == Reason("moon_keep", {"card": "2♦", "name": "ann"})
    assert judgement.cost("play JH") > 10  # J♥ thrown hands ann the moon
    assert "ann cannot shoot the moon" in explanation(judgement)


def test_hearts_ducks_under_the_ace_so_the_queen_cannot_land() -> None:
    trick = [(0, "play KS"), (1, "play QS"), (2, "play 2S")]
    judgement = hearts(position(DUCK, [*DUCK_PLAYS, *trick]), 3)
    assert judgement.best == "play 5S"
    assert explanation(judgement).startswith("5♠ ducks under the K♠ so the Q♠ can't land on you")


def test_hearts_hint_is_the_hard_players_move() -> None:
    game = position(JACK, JACK_TRICK)
    chosen = hearts_ai.choose_hard_action(game, 3, random.Random(1), None, 60)
    assert hearts(game, 3).best == str(chosen)


def test_hearts_hint_is_the_hard_players_move_through_a_whole_hand() -> None:
    # The judgement searches as the hard player does (what the plays suggest of Q♠, careful
    # rollout leads), so with the same random source and work the card is the same at every
    # play of a hand between normal players.
    game = game_class("hearts").create(["ann", "bob", "cy", "dee"], seed=4)
    compared = 0
    for step in range(80):
        if game.over:
            break
        seat = game.to_move()[0]
        if game.phase != "passing":  # type: ignore[attr-defined]
            chosen = hearts_ai.choose_hard_action(game, seat, random.Random(step), None, 20)  # type: ignore[arg-type]
            judged = judge(game, seat, random.Random(step), iterations=20)  # type: ignore[arg-type]
            assert judged.best == str(chosen), (step, judged.best, str(chosen))
            compared += 1
        game.apply(seat, computer_action(game, seat, random.Random(step)))
    assert compared >= 40


def test_every_language_words_the_reason() -> None:
    judgement = hearts(position(JACK, JACK_TRICK), 3)
    worded = {explanation(judgement, locale) for locale in LOCALES}
    assert len(worded) == len(LOCALES)
    assert all("J♦" in said for said in worded)


def test_deal_me_in_says_what_the_placement_scores() -> None:
    # The hard player's search is timed (its own budget), so the placement it picks may vary
    # with the machine's load; what it scores and why are read from that very placement.
    game = DealMeIn.create(["ann", "bob"], seed=5)
    game.apply(game.turn, "swap 4C 6S KD")
    judgement = judge(game, game.turn, random.Random(1))
    assert judgement.best.startswith("place ")
    # The values are the hard player's own weighing (its lookahead): the best is the most.
    assert judgement.values[judgement.best] == max(judgement.values.values())
    score = judgement.reason.params["score"]
    assert score > 0
    assert judgement.reason.code in ("scores", "bonus", "joker", "lines", "sets_up")
    said = explanation(judgement)
    assert f" for {score}" in said and said.startswith("It scores a ")


def _dealt(seed: int, steps: int) -> DealMeIn:
    """A game of Deal Me In after ``steps`` moves of normal players."""
    game = DealMeIn.create(["ann", "bob"], seed=seed)
    for step in range(steps):
        game.apply(game.turn, computer_action(game, game.turn, random.Random(step)))
    return game


def test_deal_me_in_values_the_lookahead_not_the_points_now() -> None:
    # After five moves of seed 1: a flush for 60 (B4 across) leaves the next player less and
    # itself more than the placement scoring 80 now. Five seconds: the whole search of
    # lookahead.SAMPLES hands is made, so the weighing is the same on any machine.
    game = _dealt(1, 5)
    judgement = judge(game, game.turn, random.Random(1), budget=5.0)
    assert judgement.best == "place B4 across 2H 8H 9H 10H"
    assert judgement.reason == Reason(
        "sets_up",
        {"combination": judgement.reason.params["combination"], "score": 60, "less": 20},
    )
    weighed = lookahead.weigh(game, game.turn, random.Random(1), budget=5.0)
    assert str(max(weighed, key=weighed.__getitem__)) == judgement.best
    # The placement that scores most now is weighed worse by the hard player: a cost.
    greedy = str(ai.choose_action(game, game.turn, random.Random(1), "normal"))
    now = DealMeIn.from_dict(game.to_dict())
    now.apply(game.turn, greedy)
    assert now.points[game.turn] - game.points[game.turn] == 80
    assert judgement.cost(greedy) > 0
    assert "It scores a flush for 60" in explanation(judgement)
    # A player's placement outside the hard player's candidates is weighed the same way.
    own = "place D2 across 6D"  # a pair for 10
    mine = judge(game, game.turn, random.Random(1), budget=5.0, played=own)
    assert own.upper() in {key.upper() for key in mine.values}
    assert mine.cost(own) > 0


def _positions(game_id: str, seed: int, steps: int) -> list[object]:
    """The positions of a game between normal players, one before each move."""
    game = game_class(game_id).create(["ann", "bob"], seed=seed)
    found: list[object] = []
    for step in range(steps):
        if game.over:
            break
        found.append(type(game).from_dict(game.to_dict()))
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, random.Random(step)))
    return found


def test_indian_rummy_keeps_the_hand_one_card_from_a_declaration() -> None:
    # Move 18 of this game is the first discard with declaring draws to keep.
    for game in _positions("rummy21", 11, 60)[18:]:
        seat = game.to_move()[0]  # type: ignore[attr-defined]
        if not getattr(game, "drawn", False):  # the discards only
            continue
        judgement = judge(game, seat, random.Random(1))  # type: ignore[arg-type]
        if judgement.reason.code == "keeps_draws":
            break
    else:
        raise AssertionError("no discard keeping declaring draws in 60 moves")
    assert judgement.best == str(rummy21_ai.choose_action(game, seat, random.Random(1), "hard"))  # type: ignore[arg-type]
    draws = judgement.reason.params["draws"]
    assert draws > 0 and judgement.values[judgement.best] == max(judgement.values.values())
    assert f"one card from a declaration: {draws} unseen cards would declare" in explanation(
        judgement
    )


def test_indian_rummy_a_discard_where_the_hand_declares_is_the_costliest() -> None:
    # Seed 1, normal players: the first time ann has drawn and her 22 cards declare, she
    # discards the declaration's own discard instead of declaring: the declaration is worth
    # every unseen card, the discard only the draws that would declare next time.
    game = game_class("rummy21").create(["ann", "bob"], seed=1)
    actions: list[dict[str, object]] = []
    for step in range(200):
        if (
            game.to_move() == [0]
            and game.drawn
            and find_declaration(game.hands[0], game.joker.rank)
        ):
            break
        seat = game.to_move()[0]
        action = str(computer_action(game, seat, random.Random(step)))
        actions.append({"player": seat, "action": action})
        game.apply(seat, action)
    else:
        raise AssertionError("ann never declares in 200 moves")
    declaration = find_declaration(game.hands[0], game.joker.rank)
    assert declaration is not None and declaration.discard is not None
    instead = f"discard {declaration.discard}"
    judgement = judge(game, 0, random.Random(1))  # type: ignore[arg-type]
    assert judgement.best.startswith("declare ") and judgement.reason.code == "declare"
    assert judgement.values[judgement.best] == max(judgement.values.values())
    assert judgement.cost(instead) > 20  # a third of the unseen cards
    record = {
        "game": "rummy21",
        "players": ["ann", "bob"],
        "seed": 1,
        "actions": [*actions, {"player": 0, "action": instead}],
    }
    done = review(record, 0)
    worst = done.decisions[0]
    assert (worst.index, worst.played) == (len(actions), instead)
    assert worst.judgement.best == judgement.best
    # (The declaring draws are counted within a search limit, so what the review counts
    # after judging the earlier decisions may differ a little: still far the costliest.)
    assert worst.cost > 20
    assert all(d.cost < worst.cost / 2 for d in done.decisions[1:])


def test_rummy_500_a_missed_meld_costs_its_points() -> None:
    for game in _positions("rummy500", 11, 60):
        seat = game.to_move()[0]  # type: ignore[attr-defined]
        judgement = judge(game, seat, random.Random(1))  # type: ignore[arg-type]
        if judgement.best.startswith("meld"):
            break
    else:
        raise AssertionError("no meld in 60 moves")
    assert judgement.best == str(computer_action(game, seat, random.Random(1), "hard"))  # type: ignore[arg-type]
    assert judgement.values[judgement.best] == max(judgement.values.values())
    points = judgement.reason.params["points"]
    discards = [a for a in judgement.values if a.startswith("discard")]
    assert discards
    for discard in discards:  # a discard instead ends the turn without the meld
        assert judgement.cost(discard) >= hard500.KEEP_HIGH * points / 10


def test_rummy_500_discards_what_the_hard_player_weighs_cheapest() -> None:
    for game in _positions("rummy500", 11, 40):
        seat = game.to_move()[0]  # type: ignore[attr-defined]
        judgement = judge(game, seat, random.Random(1))  # type: ignore[arg-type]
        if judgement.best.startswith("discard") and len(judgement.values) > 1:
            break
    else:
        raise AssertionError("no discard in 40 moves")
    assert judgement.best == str(computer_action(game, seat, random.Random(1), "hard"))  # type: ignore[arg-type]
    assert judgement.values[judgement.best] == max(judgement.values.values())
    assert judgement.reason.code in ("hold", "safest", "loose")
    assert judgement.reason.params["card"] in explanation(judgement)


def test_the_review_finds_the_jack_of_diamonds_left_on_the_table() -> None:
    # dan plays 10♦ where J♦ wins the trick for −10: the costliest decision of the game.
    record = hearts_record(JACK, [*JACK_TRICK, (3, "play 10D")])
    done = review(record, 3, iterations=60)
    assert done.judged == 3  # the pass, 7♣ and 10♦
    worst = done.decisions[0]
    assert (worst.index, worst.played, worst.judgement.best) == (11, "play 10D", "play JD")
    assert worst.cost > 4
    assert replay_game({**record, "actions": record["actions"][:11]}).to_dict() == worst.state


def test_a_pass_is_judged_whatever_the_order_of_its_cards() -> None:
    game = replay_game({"game": "hearts", "players": ["ann", "bob", "cat", "dan"], "seed": 4})
    hand = [str(c) for c in game.hand(0)][:3]
    mine = judge(game, 0, random.Random(1), iterations=8, played="pass " + " ".join(hand))
    reversed_order = "pass " + " ".join(reversed(hand)).lower()
    # The pass is valued (under the search's own order of the cards)...
    assert any(sorted(key.split()[1:]) == sorted(hand) for key in mine.values)
    # ...and found whatever the order: the same cost as the hard player's own words of it.
    key = next(k for k in mine.values if sorted(k.split()[1:]) == sorted(hand))
    assert mine.cost(reversed_order) == mine.cost(key) == mine.values[mine.best] - mine.values[key]
    assert mine.cost(reversed_order) == mine.cost("pass " + " ".join(hand))
    assert mine.cost(mine.best.lower()) == 0
