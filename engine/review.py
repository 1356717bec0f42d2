"""What the hard computer player thinks of a decision, and a finished game reviewed with it.

Each game's ``engine.<game>.explain`` module offers ``judge(game, ask)`` (a :class:`Measure`
of an :class:`Ask`): a :class:`Judgement` of the decision ``ask.seat`` faces, made from the
hard player's own evaluation (its search's values, not a rule of thumb beside it): the
action it plays (:attr:`Judgement.best`), what each action considered is worth to the seat
(:attr:`Judgement.values`, higher is better, in the game's :attr:`Judgement.unit`), and why
the best one, as a :class:`Reason` (a catalogue code with parameters, ``teach.<game>.<code>``,
worded in the reader's language by :func:`explanation`). With ``ask.played``, that action
is valued too, so a player's own move can be set against the hard player's (the review, the
play checker, the hint). The shape is here (:func:`judge`, :func:`review`); a game's module
keeps only its own measure and reasons.

:func:`review` replays a game record (:mod:`engine.records`) and judges every decision of
one seat, within a time budget for the whole game, and returns the costliest ones.
"""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine import i18n
from engine.cards import CardError
from engine.core import Game, IllegalAction
from engine.records import start_game

#: What the review may spend on one game, in seconds of CPU (the worker's, after the game).
REVIEW_BUDGET = 20.0
#: The most a single decision is given in a review, in seconds; a game of many decisions
#: gives each less (the whole stays within :data:`REVIEW_BUDGET`).
DECISION_BUDGET = 0.15
#: The review lists this many decisions.
COSTLIEST = 3


@dataclass(frozen=True, slots=True)
class Reason:
    """Why the hard player plays what it plays: the catalogue code ``teach.<game>.<code>``
    and its parameters (plain JSON-able values)."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Judgement:
    """The hard player's view of one decision (see the module)."""

    game_id: str
    best: str
    values: dict[str, float]
    reason: Reason
    #: What :attr:`values` count: ``points`` (expected points of the seat, as the search
    #: weighs them), ``draws`` (Indian rummy: unseen cards that would declare; a
    #: declaration, every one), ``cost`` (Rummy 500: what a discard gives away and loses,
    #: and what a meld or lay-off puts down, in the hard player's weighing).
    unit: str = "points"

    def cost(self, action: str) -> float:
        """How much worse ``action`` is than the best, in :attr:`unit` (0 for the best, or
        for an action not valued)."""
        best = self.values.get(self.best)
        mine = self.values.get(_same(action, self.values))
        if best is None or mine is None:
            return 0.0
        return max(0.0, best - mine)

    def runner_up(self) -> tuple[str, float] | None:
        """The second-best action valued and how much worse it is, or ``None``."""
        others = [(a, v) for a, v in self.values.items() if a != self.best]
        if not others or self.best not in self.values:
            return None
        action, value = max(others, key=lambda item: item[1])
        return action, self.values[self.best] - value


def _same(action: str, values: dict[str, float]) -> str:
    """``action`` as :attr:`Judgement.values` spells it: the words compared case-blind, or
    else the same verb and the same cards in another order (a Hearts pass)."""
    wanted = " ".join(action.split()).upper()
    found = next((a for a in values if a.upper() == wanted), None)
    if found is not None:
        return found
    verb, *cards = wanted.split()
    unordered = (verb, sorted(cards))
    return next((a for a in values if _unordered(a) == unordered), action)


def _unordered(action: str) -> tuple[str, list[str]]:
    verb, *cards = action.upper().split()
    return verb, sorted(cards)


@dataclass(frozen=True, slots=True)
class Ask:
    """What a judgement is asked: whose decision (``seat``), the random source of the
    hard player's sampling, its time (``budget`` seconds, or ``iterations`` of its search
    where it has one, for tests; neither: the hard player's own budget), and the player's
    own action (``played``), valued too."""

    seat: int
    rng: random.Random
    budget: float | None = None
    iterations: int | None = None
    played: str | None = None


class Measure(Protocol):
    """A game's ``engine.<game>.explain.judge``: the hard player's move for ``ask.seat``,
    each option in the hard player's own measure, and its reason."""

    def __call__(self, game: Any, ask: Ask, /) -> Judgement: ...


def measure_of(game_id: str) -> Measure:
    """The ``judge`` of ``game_id`` (``engine.<game>.explain``)."""
    module = importlib.import_module(f"engine.{game_id}.explain")
    found: Measure = module.judge
    return found


def judge(
    game: Game,
    seat: int,
    rng: random.Random,
    *,
    budget: float | None = None,
    iterations: int | None = None,
    played: str | None = None,
) -> Judgement:
    """The hard player's judgement of ``seat``'s decision in ``game`` (see the module and
    :class:`Ask`)."""
    return measure_of(game.game_id)(game, Ask(seat, rng, budget, iterations, played))


def explanation(judgement: Judgement, locale: str = i18n.DEFAULT_LOCALE) -> str:
    """Why, in one clause of ``locale``: the reason's words, and by how much the best beats
    the next choice in the hard player's own measure when it says."""
    key = f"teach.{judgement.game_id}.{judgement.reason.code}"
    said = i18n.text(key, locale, **judgement.reason.params)
    runner = judgement.runner_up()
    if runner is None or runner[1] < 0.05:
        return said
    margin = i18n.text(
        f"teach.margin.{judgement.unit}",
        locale,
        amount=f"{runner[1]:.1f}",
        other=move_symbols(runner[0]),
    )
    return f"{said} {margin}"


def move_symbols(action: str) -> str:
    """An action with its cards as symbols (``Q♠``: a card played is said by its card
    alone; other verbs are kept as the notation says them)."""
    from engine.cards import parse_played

    words: list[str] = []
    parts = action.split()
    if parts and parts[0].lower() == "play":
        parts = parts[1:]
    for word in parts:
        try:
            words.append(parse_played(word).symbol)
        except (CardError, ValueError):
            words.append(word)
    return " ".join(words)


# --------------------------------------------------------------------------- review


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the reviewed seat: its index in the record's actions, what was
    played, the hard player's judgement of it, and the game as it stood (to draw)."""

    index: int
    played: str
    judgement: Judgement
    state: dict[str, Any]

    @property
    def cost(self) -> float:
        return self.judgement.cost(self.played)


@dataclass(frozen=True, slots=True)
class Review:
    """The costliest decisions of one seat in one game, and what reviewing it took."""

    game_id: str
    seat: int
    decisions: list[Decision]
    judged: int
    seconds: float


def review(
    record: dict[str, Any],
    seat: int,
    *,
    budget: float = REVIEW_BUDGET,
    iterations: int | None = None,
    seed: int = 0,
    clock: Callable[[], float] = time.process_time,
) -> Review:
    """Replay ``record`` and judge each of ``seat``'s decisions (its actions; timeouts are
    not decisions) with the hard player, within ``budget`` seconds of CPU for the game;
    the :data:`COSTLIEST` costliest first (those that cost nothing left out).
    ``iterations``: a fixed search size per decision instead of the time (tests)."""
    started = clock()
    game = start_game(record)
    measure = measure_of(game.game_id)
    actions = record.get("actions", [])
    mine = sum(1 for a in actions if a.get("player") == seat and not a.get("timeout"))
    found: list[Decision] = []
    judged = 0
    for index, item in enumerate(actions):
        player = item.get("player")
        action = item.get("action")
        if player == seat and isinstance(action, str) and not item.get("timeout"):
            left = budget - (clock() - started)
            if left <= 0:
                break
            share = None if iterations is not None else min(DECISION_BUDGET, left / (mine - judged))
            rng = random.Random(f"{seed}/{index}")
            judgement = measure(game, Ask(seat, rng, share, iterations, action))
            judged += 1
            if judgement.cost(action) > 0:
                found.append(Decision(index, action, judgement, game.to_dict()))
        try:
            if item.get("timeout"):
                game.apply_timeout(int(player))
            else:
                game.apply(int(player), str(action))
        except (IllegalAction, CardError):
            break
    found.sort(key=lambda d: -d.cost)
    return Review(game.game_id, seat, found[:COSTLIEST], judged, clock() - started)
