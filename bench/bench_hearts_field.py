"""Our Hearts players against OpenSpiel's ISMCTS bot, in duplicate deals. Run with ``nice``:

    .venv/bin/pip install -e '.[bench]'      # open_spiel
    python bench/bench_hearts_field.py [--levels hard normal] [--sims 1000 4000]
        [--sets 20] [--seed 1] [--jobs 2] [--budget 0.2] [--check 8]
    python bench/bench_hearts_field.py --summarize LOG   # the figures of a run's log so far

The opponent is pyspiel's C++ ``ISMCTSBot`` (one random rollout per simulation,
``--uct-c`` 2, unlimited world samples, the most visited action played) on OpenSpiel's
``hearts`` game set to our rules (RULES.md §2): ``jd_bonus`` (J♦ −10), ``can_lead_any_club``
(the 2♣ holder leads any club), ``pass_cards``, ``no_pts_on_first_trick``,
``must_break_hearts``, ``qs_breaks_hearts``, ``can_lead_hearts_instead_of_qs`` (a hand of
hearts and Q♠ leads what it likes) and no ``avoid_all_tricks_bonus``. Our engine runs the
game; every deal, pass and play is mirrored into an OpenSpiel state, from which the bot
chooses when its seat is to move. Two rules differ and cannot be set: OpenSpiel lets Q♠ be
led before hearts are broken (the bot plays its most visited card among ours), and a moon
there adds 26 to the three others where ours takes 26 from the shooter (the same
differences between seats). ``--check N`` plays N hands of random legal play in both
engines at once and compares the legal cards at every step and the scores; every matchup
also counts the hands both score alike. The bot's pass is chosen at the deal turned so that
its seat passes first (OpenSpiel's ISMCTS crashes on a pass after another seat's).

A *set* is four deals of one hand each, passing left, right, across, then keeping (one game
of our engine, so the pass direction is the rules'). Every set is played twice with the same
cards: our level in seats 0 and 2 and the bot in 1 and 3, then the seats swapped, so each
seat's cards are played once by each side. A set's sample is our level's points a hand less
the bot's, over its 16 seat-hands each; printed per matchup: both sides' points a hand, the
mean difference with its 95% confidence interval over the sets (negative: ours takes fewer
points), the sample size, and the decision times (CPU p95) of our level and of the bot.

``--budget`` is the hard player's search budget in CPU seconds of its thread (the search
reads ``time.thread_time`` here, so that a loaded machine does not shorten it).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import re
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.cards import Card, format_cards, new_deck, parse_cards, shuffled
from engine.hearts import ai, search
from engine.hearts.game import Hearts
from engine.hearts.rules import PLAYERS, QUEEN_OF_SPADES, PassDirection

NAMES = ["ann", "bob", "cat", "dan"]
HANDS_PER_SET = 4
#: OpenSpiel's hearts game, set to our rules.
PARAMETERS = {
    "jd_bonus": True,
    "avoid_all_tricks_bonus": False,
    "can_lead_any_club": True,
    "pass_cards": True,
    "no_pts_on_first_trick": True,
    "must_break_hearts": True,
    "qs_breaks_hearts": True,
    "can_lead_hearts_instead_of_qs": True,
}
#: OpenSpiel's pass-direction chance outcomes (0 no pass, 1 left, 2 across, 3 right).
DIRECTIONS = {
    PassDirection.KEEPER: 0,
    PassDirection.LEFT: 1,
    PassDirection.ACROSS: 2,
    PassDirection.RIGHT: 3,
}
#: OpenSpiel's card index: rank (2..A as 0..12) times four plus the suit in this order.
SUIT_ORDER = "CDHS"
#: What a hand's points sum to in OpenSpiel (its return is this less the seat's points).
POINTS_IN_A_HAND = 26


def spiel_card(c: Card) -> int:
    return (c.rank - 2) * 4 + SUIT_ORDER.index(c.suit)


QUEEN = spiel_card(QUEEN_OF_SPADES)


@dataclass
class Found:
    """One matchup's samples: per set, our points a hand and the bot's; decision times;
    hands scored alike by both engines."""

    ours: list[float] = field(default_factory=list)
    theirs: list[float] = field(default_factory=list)
    our_cpu: list[float] = field(default_factory=list)
    their_cpu: list[float] = field(default_factory=list)
    agree: int = 0
    hands: int = 0

    def add(self, other: Found) -> None:
        self.ours += other.ours
        self.theirs += other.theirs
        self.our_cpu += other.our_cpu
        self.their_cpu += other.their_cpu
        self.agree += other.agree
        self.hands += other.hands


def load_game() -> Any:
    import pyspiel  # the bench extra: imported where it is used

    return pyspiel.load_game("hearts", PARAMETERS)


def new_bot(sims: int, seed: int, uct_c: float) -> tuple[Any, Any]:
    """The bot and its evaluator (which the caller keeps: the bot does not own it)."""
    import pyspiel

    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
    bot = pyspiel.ISMCTSBot(
        seed, evaluator, uct_c, sims, -1, pyspiel.ISMCTSFinalPolicyType.NORMALIZED_VISIT_COUNT
    )
    return bot, evaluator


def bot_action(bot: Any, state: Any, legal: set[int]) -> int:
    """The bot's most visited action among ``legal`` (ours: OpenSpiel lets Q♠ be led before
    hearts are broken, our rules do not)."""
    policy, _ = bot.step_with_policy(state)
    return max((p, a) for a, p in policy if a in legal)[1]


def our_legal(game: Hearts, seat: int) -> set[int]:
    if game.phase == "passing":
        return {spiel_card(c) for c in game.hands[seat]}
    return {spiel_card(c) for c in game.legal_cards(seat)}


def mirror_deal(spiel: Any, game: Hearts) -> Any:
    """The OpenSpiel state of the hand ``game`` has just dealt (before any pass)."""
    state = spiel.new_initial_state()
    state.apply_action(DIRECTIONS[game.pass_direction])
    for k in range(13 * PLAYERS):  # OpenSpiel deals card k to seat k mod 4
        state.apply_action(spiel_card(game.hands[k % PLAYERS][k // PLAYERS]))
    return state


def bot_pass(
    spiel: Any, game: Hearts, dealt: list[list[Card]], seat: int, choose: Any
) -> list[Card]:
    """The bot's pass for ``seat``, chosen at a deal turned so that the seat is OpenSpiel's
    seat 0, the first to pass (its ISMCTS fails on a pass after another seat's: it knows
    only its hand and the direction then, which the turn keeps)."""
    state = spiel.new_initial_state()
    state.apply_action(DIRECTIONS[game.pass_direction])
    for k in range(13 * PLAYERS):
        state.apply_action(spiel_card(dealt[(seat + k) % PLAYERS][k // PLAYERS]))
    chosen = []
    for _ in range(3):
        action = choose(seat, state)
        chosen.append(parse_cards(state.action_to_string(action))[0])
        state.apply_action(action)
    return chosen


def agrees(ours: list[int], state: Any) -> bool:
    """Whether OpenSpiel scored the hand as we did (up to the moon rule, see above)."""
    theirs = [POINTS_IN_A_HAND - round(r) for r in state.returns()]
    # Their moon: 26 more for every seat than ours (the shooter's 0 is our -26).
    return ours in (theirs, [t - POINTS_IN_A_HAND for t in theirs])


def play_hand(
    game: Hearts,
    spiel: Any,
    sides: list[str],
    bot: Any,
    rng: random.Random,
    found: Found,
) -> None:
    """Play the hand ``game`` is at, seats of ``"bot"`` chosen by ``bot``, the others by
    our level of that name."""
    state = mirror_deal(spiel, game)
    number = game.hand_number

    def ours(seat: int) -> str:
        started = time.thread_time()
        action = str(ai.choose_action(game, seat, rng, sides[seat]))
        found.our_cpu.append(time.thread_time() - started)
        return action

    def theirs(seat: int, where: Any = state) -> int:
        started = time.thread_time()
        action = bot_action(bot, where, our_legal(game, seat))
        found.their_cpu.append(time.thread_time() - started)
        return action

    if game.phase == "passing":
        passes: list[list[Card]] = []
        dealt = [list(hand) for hand in game.hands]
        for seat in range(PLAYERS):
            if sides[seat] == "bot":
                passes.append(bot_pass(spiel, game, dealt, seat, theirs))
                game.apply(seat, "pass " + format_cards(passes[-1]))
            else:
                action_text = ours(seat)
                game.apply(seat, action_text)
                passes.append(parse_cards(action_text.split(" ", 1)[1]))
        for chosen in passes:  # OpenSpiel passes seat by seat, from seat 0
            for c in chosen:
                state.apply_action(spiel_card(c))
    while game.hand_number == number and not game.over:
        seat = game.to_move()[0]
        assert state.current_player() == seat, (state.current_player(), seat)
        if sides[seat] == "bot":
            action = theirs(seat)
            text = state.action_to_string(action)
            state.apply_action(action)
            game.apply(seat, f"play {text}")
        else:
            text = ours(seat)
            state.apply_action(spiel_card(parse_cards(text.split(" ", 1)[1])[0]))
            game.apply(seat, text)
    assert state.is_terminal()
    found.hands += 1
    found.agree += agrees(game.hand_log[-1]["points"], state)


def play_sets(job: tuple[str, int, list[int], float, float]) -> Found:
    level, sims, numbers, budget, uct_c = job
    search.BUDGET = budget
    search.CLOCK = time.thread_time
    spiel = load_game()
    found = Found()
    for number in numbers:
        deal_rng = random.Random(number * 100_003 + 7)
        decks = [[str(c) for c in shuffled(new_deck(), deal_rng)] for _ in range(HANDS_PER_SET)]
        ours_points = theirs_points = 0
        for our_seats in ((0, 2), (1, 3)):
            sides = [level if s in our_seats else "bot" for s in range(PLAYERS)]
            bot, evaluator = new_bot(sims, number * 2 + our_seats[0], uct_c)
            game = Hearts.create(NAMES, options={"point_limit": 10_000}, seed=number, deck=decks)
            rng = random.Random(number)
            while game.hand_number <= HANDS_PER_SET:
                play_hand(game, spiel, sides, bot, rng, found)
            del bot, evaluator
            for hand in game.hand_log[:HANDS_PER_SET]:
                for seat in range(PLAYERS):
                    if seat in our_seats:
                        ours_points += hand["points"][seat]
                    else:
                        theirs_points += hand["points"][seat]
        seat_hands = 2 * 2 * HANDS_PER_SET
        found.ours.append(ours_points / seat_hands)
        found.theirs.append(theirs_points / seat_hands)
        print(
            f"  set {number}: {level} {found.ours[-1]:.2f} vs ISMCTS {sims} "
            f"{found.theirs[-1]:.2f} points a hand (this process's CPU p95 so far: {level} "
            f"{p95(found.our_cpu) * 1000:.0f} ms over {len(found.our_cpu)} decisions, ISMCTS "
            f"{p95(found.their_cpu) * 1000:.0f} ms)",
            flush=True,
        )
    return found


def check(hands: int, seed: int) -> str:
    """Random legal play in both engines at once: the hands whose scores agree."""
    spiel = load_game()
    found = Found()
    rng = random.Random(seed)
    game = Hearts.create(NAMES, options={"point_limit": 10_000}, seed=seed)
    while found.hands < hands:
        state = mirror_deal(spiel, game)
        number = game.hand_number
        while game.phase == "passing":
            seat = state.current_player()
            chosen = rng.sample(game.hands[seat], 3)
            game.apply(seat, "pass " + " ".join(str(c) for c in chosen))
            for c in chosen:
                state.apply_action(spiel_card(c))
        while game.hand_number == number:
            seat = game.to_move()[0]
            theirs = set(state.legal_actions())
            unbroken_lead = not game.hearts_broken and not game.trick
            if unbroken_lead and any(
                c.suit != "H" and c != QUEEN_OF_SPADES for c in game.hands[seat]
            ):
                theirs.discard(QUEEN)  # they may lead Q♠ before hearts are broken
            assert theirs == our_legal(game, seat), (
                game.hand_number,
                seat,
                sorted(state.action_to_string(a) for a in theirs),
                [str(c) for c in game.legal_cards(seat)],
                game.hearts_broken,
            )
            played = rng.choice(game.legal_cards(seat))
            state.apply_action(spiel_card(played))
            game.apply(seat, f"play {played}")
        found.hands += 1
        found.agree += agrees(game.hand_log[-1]["points"], state)
    return (
        f"check: {found.hands} hands of random legal play, the same legal cards at every "
        f"step (but OpenSpiel's lead of Q♠ before hearts are broken), scores agreeing in "
        f"{found.agree}"
    )


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))] if ordered else 0.0


def matchup(level: str, sims: int, args: argparse.Namespace) -> str:
    numbers = list(range(args.seed, args.seed + args.sets))
    jobs = [
        (level, sims, numbers[i :: args.jobs], args.budget, args.uct_c) for i in range(args.jobs)
    ]
    started = time.perf_counter()
    found = Found()
    if args.jobs == 1:
        found = play_sets(jobs[0])
    else:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            for part in pool.map(play_sets, jobs):
                found.add(part)
    diffs = [a - b for a, b in zip(found.ours, found.theirs, strict=True)]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
    return (
        f"{level} vs ISMCTS {sims}: {len(diffs)} sets x 2 (seats swapped) = "
        f"{len(diffs) * 2 * HANDS_PER_SET} hands, {len(diffs) * 2 * 2 * HANDS_PER_SET} "
        f"seat-hands a side; points a hand {statistics.fmean(found.ours):.2f} vs "
        f"{statistics.fmean(found.theirs):.2f}; difference {mean:+.2f} "
        f"(95% CI {mean - half:+.2f} .. {mean + half:+.2f}); CPU p95 {level} "
        f"{p95(found.our_cpu) * 1000:.0f} ms, ISMCTS {p95(found.their_cpu) * 1000:.0f} ms; "
        f"scores agreeing {found.agree}/{found.hands}  [{time.perf_counter() - started:.0f} s]"
    )


#: A set's line as :func:`play_sets` prints it.
SET_LINE = re.compile(r"set (\d+): (\w+) (-?[\d.]+) vs ISMCTS (\d+) (-?[\d.]+) points a hand")


def summarize(log: str) -> str:
    """The interval of each matchup from the set lines of a (possibly unfinished) run's
    log, so that a long run stopped before its end still gives its figure."""
    found: dict[tuple[str, str], Found] = {}
    for line in Path(log).read_text().splitlines():
        match = SET_LINE.search(line)
        if match:
            _, level, ours, sims, theirs = match.groups()
            part = found.setdefault((level, sims), Found())
            part.ours.append(float(ours))
            part.theirs.append(float(theirs))
    lines = []
    for (level, sims), part in found.items():
        diffs = [a - b for a, b in zip(part.ours, part.theirs, strict=True)]
        mean = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0
        lines.append(
            f"{level} vs ISMCTS {sims} (from the log): {len(diffs)} sets x 2 = "
            f"{len(diffs) * 2 * HANDS_PER_SET} hands; points a hand "
            f"{statistics.fmean(part.ours):.2f} vs {statistics.fmean(part.theirs):.2f}; "
            f"difference {mean:+.2f} (95% CI {mean - half:+.2f} .. {mean + half:+.2f})"
        )
    return "\n".join(lines) or "no set lines in the log"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", nargs="+", default=["hard", "normal"], choices=ai.LEVELS)
    parser.add_argument("--sims", nargs="+", type=int, default=[1000, 4000])
    parser.add_argument("--sets", type=int, default=20, help="sets of four deals, each twice")
    parser.add_argument("--seed", type=int, default=1, help="the first set's number")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the sets")
    parser.add_argument("--budget", type=float, default=search.BUDGET, help="hard's CPU s")
    parser.add_argument("--uct-c", type=float, default=2.0, help="the bot's UCT constant")
    parser.add_argument("--check", type=int, default=0, help="only check N random hands")
    parser.add_argument("--summarize", metavar="LOG", help="only the intervals of a run's log")
    args = parser.parse_args()
    if args.summarize:
        print(summarize(args.summarize))
        return
    if args.check:
        print(check(args.check, args.seed))
        return
    for level in args.levels:
        for sims in args.sims:
            print(matchup(level, sims, args), flush=True)


if __name__ == "__main__":
    main()
