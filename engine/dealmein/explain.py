"""The hard Deal Me In player's move, explained: what it scores, and why it is chosen.

:func:`judge` asks the hard player (:func:`engine.dealmein.lookahead.choose_action`) for
its move and values it with the placements it weighed (:func:`engine.dealmein.lookahead.candidates`,
the normal player's and those scoring at most :data:`engine.dealmein.lookahead.SLACK` less)
by the points each scores now (the placement's own term of the hard player's evaluation;
a swap costs its penalty, a pass nothing). When the hard player gives up points now, the
reason says so: it chose the placement for the reply it leaves the next player and its own
next turn (the other terms of its evaluation). Codes ``teach.dealmein.<code>``.
"""

from __future__ import annotations

import random

from engine import i18n
from engine.cards import CardError
from engine.core import IllegalAction
from engine.dealmein import lookahead
from engine.dealmein.game import DealMeIn
from engine.review import Judgement, Reason

GAME = "dealmein"


def judge(
    game: DealMeIn,
    seat: int,
    rng: random.Random,
    *,
    budget: float | None = None,
    iterations: int | None = None,
    played: str | None = None,
) -> Judgement:
    """The hard player's move for ``seat`` and the points of the moves it weighed (and of
    ``played``). ``budget`` and ``iterations`` are the hard player's own (its time budget)."""
    if played is not None and played.split()[0].lower() == "reclaim" and ";" not in played:
        # A reclaim alone: the move goes on (its placement is judged with it next).
        return Judgement(GAME, played, {}, Reason("reclaim"))
    best = lookahead.choose_action(game, seat, rng)
    actions = [c.action() for c in lookahead.candidates(game, seat, random.Random(0))]
    actions = list(dict.fromkeys([best, *actions, *([played] if played else [])]))
    values: dict[str, float] = {}
    lines: dict[str, list[dict[str, object]]] = {}
    won: dict[str, bool] = {}
    for action in actions:
        gained = _gained(game, seat, action)
        if gained is not None:
            values[action], lines[action], won[action] = gained
    if best not in values:  # cannot happen for the hard player's own move; said plainly
        return Judgement(GAME, best, {}, Reason("pass"))
    return Judgement(GAME, best, values, _reason(best, values, lines[best], won[best]))


def _gained(
    game: DealMeIn, seat: int, action: str
) -> tuple[float, list[dict[str, object]], bool] | None:
    """The points ``action`` scores now, the lines it makes and whether it wins a joker
    (``None``: not legal)."""
    copy = DealMeIn.from_dict(game.to_dict())
    before = copy.points[seat]
    try:
        events = copy.apply(seat, action)
    except (IllegalAction, CardError, ValueError):
        return None
    lines = [line for e in events if e.kind == "placed" for line in e.data.get("lines", [])]
    joker = any(e.kind == "joker_won" for e in events)
    return float(copy.points[seat] - before), lines, joker


def _reason(
    best: str, values: dict[str, float], lines: list[dict[str, object]], joker: bool
) -> Reason:
    verb = best.split()[0].lower()
    if verb == "swap":
        return Reason("swap", {"count": len(best.split()) - 1})
    if verb == "pass":
        return Reason("pass")
    if not lines:
        return Reason("reclaim")
    main = max(lines, key=lambda line: int(str(line.get("score", 0))))
    combination = i18n.phrase(
        "dealmein.combination." + str(main.get("combination", "")).replace(" ", "_")
    )
    score = int(values[best])
    top = max(values.values())
    params = {"combination": combination, "score": score}
    if top > values[best]:
        return Reason("sets_up", {**params, "less": int(top - values[best])})
    if joker:
        return Reason("joker", params)
    if int(str(main.get("multiplier", 1))) > 1:
        return Reason("bonus", params)
    if len(lines) > 1:
        return Reason("lines", {**params, "lines": len(lines)})
    return Reason("scores", params)
