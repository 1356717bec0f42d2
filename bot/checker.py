"""The play checker, for every front (Discord's :mod:`bot.discord.casual`, the web front's
:mod:`bot.web.server`): at a table with casual help on, where the player plays computer
players only, a move the hard player rates much worse than its own (by :data:`THRESHOLDS`,
in the unit of its judgement: :mod:`engine.review`) is asked about before it is sent; the
player confirms it or makes another. The judging runs off the event loop, on a copy of the
game; at any other table nothing is judged.
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass

from bot.tables.casual import others_human
from bot.tables.table import Phase, Table
from engine import i18n
from engine.review import Judgement, explanation, judge, move_symbols

#: How much worse than the hard player's move a move must be for the checker to ask, per
#: game and unit of the judgement: Hearts 3 points of the search's standing (about two of
#: the player's own points), Deal Me In 30 points, Rummy 500 3 in the hard player's
#: discard weighing, Indian rummy 4 declaring cards (or 15 points of count).
THRESHOLDS: dict[tuple[str, str], float] = {
    ("hearts", "points"): 3.0,
    ("dealmein", "points"): 30.0,
    ("rummy500", "cost"): 3.0,
    ("rummy21", "draws"): 4.0,
    ("rummy21", "count"): 15.0,
}


@dataclass(frozen=True, slots=True)
class Doubt:
    """A move the checker asks about: the hard player's judgement and what the move costs."""

    judgement: Judgement
    action: str
    cost: float

    def question(self) -> str:
        """The checker's question, in the language now (the player's)."""
        return question(self.judgement, self.action, self.cost)


async def doubt(table: Table, seat: int | None, action: str) -> Doubt | None:
    """The checker's doubt about ``seat`` playing ``action`` at ``table`` (judged in a
    worker thread on a copy of the game), or ``None``: casual help is off, it is not the
    seat's move, another human plays there, or the move is not much worse."""
    game = table.game
    if not table.casual or table.phase is not Phase.PLAYING or game is None or seat is None:
        return None
    if seat not in game.to_move() or others_human(table, seat):
        return None
    snapshot = type(game).from_dict(game.to_dict())
    judgement = await asyncio.to_thread(
        lambda: judge(snapshot, seat, random.Random(), played=action)
    )
    cost = worth_asking(game.game_id, judgement, action)
    return None if cost is None else Doubt(judgement, action, cost)


def worth_asking(game_id: str, judgement: Judgement, action: str) -> float | None:
    """How much worse ``action`` is than the hard player's move when that is at least the
    game's threshold (:data:`THRESHOLDS`); ``None`` when the checker lets it through."""
    limit = THRESHOLDS.get((game_id, judgement.unit))
    cost = judgement.cost(action)
    return cost if limit is not None and cost >= limit else None


def question(judgement: Judgement, action: str, cost: float) -> str:
    """The checker's question, in the language now (the player's)."""
    return i18n.text(
        "bot.teach.check.question",
        played=move_symbols(action),
        best=move_symbols(judgement.best),
        cost=i18n.text(f"bot.teach.cost.{judgement.unit}", amount=f"{cost:.1f}"),
        # The engine's explanation takes its language as an argument (English by default).
        why=explanation(judgement, i18n.language()),
    )
