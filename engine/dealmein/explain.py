"""The hard Deal Me In player's move, explained by the score it maximises.

:func:`judge` weighs the moves as the hard player does (:func:`engine.dealmein.lookahead.weigh`,
the function its :func:`~engine.dealmein.lookahead.choose_action` takes the best of): each
placement's score now, less the mean best reply it leaves the next player, plus the mean
best placement of its own next turn (or, every hand known, the final lead). Those are the
values, in points, and the player's own placement is weighed with them. When the best move
scores less now than another, the reason says so: it is chosen for the reply it leaves and
its own next turn. Codes ``teach.dealmein.<code>``.
"""

from __future__ import annotations

from engine import i18n
from engine.cards import CardError
from engine.core import IllegalAction
from engine.dealmein import lookahead
from engine.dealmein.actions import parse
from engine.dealmein.game import DealMeIn
from engine.review import Ask, Judgement, Reason

GAME = "dealmein"


def judge(game: DealMeIn, ask: Ask) -> Judgement:
    """The hard player's move for ``ask.seat`` and its weight of every move it weighed
    (and of ``ask.played``, a placement)."""
    seat, played = ask.seat, ask.played
    if played is not None and played.split()[0].lower() == "reclaim" and ";" not in played:
        # A reclaim alone: the move goes on (its placement is judged with it next).
        return Judgement(GAME, played, {}, Reason("reclaim"))
    also = None
    if played is not None:
        try:
            also = lookahead.candidate_of(game, seat, parse(played))
        except (IllegalAction, CardError, ValueError):
            also = None
    weighed = lookahead.weigh(game, seat, ask.rng, also, ask.budget)
    values = {str(action): value for action, value in weighed.items()}
    best = str(max(weighed, key=weighed.__getitem__))
    now = {a: gained for a in values if (gained := _gained(game, seat, a)) is not None}
    if best not in now:  # cannot happen for the hard player's own move; said plainly
        return Judgement(GAME, best, values, Reason("pass"))
    return Judgement(GAME, best, values, _reason(best, now))


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


def _reason(best: str, now: dict[str, tuple[float, list[dict[str, object]], bool]]) -> Reason:
    """Why ``best``, from what each move weighed scores now (``now``)."""
    verb = best.split()[0].lower()
    if verb == "swap":
        return Reason("swap", {"count": len(best.split()) - 1})
    if verb == "pass":
        return Reason("pass")
    score, lines, joker = now[best]
    if not lines:
        return Reason("reclaim")
    main = max(lines, key=lambda line: int(str(line.get("score", 0))))
    combination = i18n.phrase(
        "dealmein.combination." + str(main.get("combination", "")).replace(" ", "_")
    )
    params = {"combination": combination, "score": int(score)}
    top = max(points for points, _, _ in now.values())
    if top > score:
        return Reason("sets_up", {**params, "less": int(top - score)})
    if joker:
        return Reason("joker", params)
    if int(str(main.get("multiplier", 1))) > 1:
        return Reason("bonus", params)
    if len(lines) > 1:
        return Reason("lines", {**params, "lines": len(lines)})
    return Reason("scores", params)
