"""The end of a game of 21-card rummy: the final standings (deals won, the best and the last
deal) with the last settlement in words.

Apart from :mod:`images.rummy21.render` because it is another picture, drawn by the shared
standings of :mod:`images.result`; it takes from the table only the settlement's words.
"""

from __future__ import annotations

from engine.rummy21.view import Rummy21View
from images.rendered import Rendered
from images.result import (
    FinalStandings,
    StandingRow,
    render_standings,
    shared_win_notes,
    standing_rows,
    won_best_last,
)
from images.rummy21.render import settlement_alt
from images.words import counted, say

#: The result's columns (their words: ``images.rummy21.column.<name>``).
RESULT_COLUMNS = ("deals_won", "best_deal", "last_deal")


def result_rows(view: Rummy21View) -> list[StandingRow]:
    history = view.deal_history
    cells = [
        won_best_last(
            sum(1 for deal in history if deal.winner == seat),
            [deal.net[seat] for deal in history],
        )
        for seat in range(len(view.players))
    ]
    return standing_rows(view, cells)


def result_reason(view: Rummy21View) -> str:
    return say("rummy21.reason", deals=counted("count.deal", len(view.deal_history)))


def result_notes(view: Rummy21View) -> list[str]:
    settled = [settlement_alt(view)] if view.settlement else []
    return [*settled, *shared_win_notes(view)]


def final_standings(view: Rummy21View) -> FinalStandings:
    return FinalStandings(
        say("rummy21.title"),
        result_reason(view),
        tuple(say(f"rummy21.column.{name}") for name in RESULT_COLUMNS),
        result_rows(view),
        result_notes(view),
    )


def render_result(view: Rummy21View, *, locale: str = "en") -> Rendered:
    """The end-of-game image; ``view.result`` must be set (the game is over)."""
    return render_standings(view, final_standings, "rummy21-result.png", locale=locale)
