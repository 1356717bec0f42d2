"""The end of a game of Deal Me In: the final standings (the score from play, the cards left,
the settlement, the joker penalties) and the sentences that say why the game ended.

Apart from :mod:`images.dealmein.render` because it is another picture, drawn by the
shared standings of :mod:`images.result`; the table borrows its sentences about the
ending (the panel's :func:`short_reason`, the alt text's :func:`ending_text`), so this
module imports nothing of the table's.
"""

from __future__ import annotations

from engine import i18n
from engine.dealmein.game import REASON_BLOCKED, REASON_NO_PLAY, REASON_OUT
from engine.dealmein.view import DealMeInView
from images.draw import signed
from images.rendered import Rendered
from images.result import (
    DASH,
    FinalStandings,
    StandingRow,
    final_result,
    render_standings,
    standing_rows,
)
from images.words import counted, say


def result_rows(view: DealMeInView) -> list[StandingRow]:
    """Standings best first, with the score before settlement, the cards left, the
    settlement and the joker penalty that lead to the final score."""
    result = final_result(view.result)
    net = [0] * len(view.players)
    for payment in result.settlement:
        net[payment.payee] += payment.points
        net[payment.payer] -= payment.points
    penalties = [abs(p) for p in result.joker_penalties]
    cells = [
        (
            str(result.scores[seat] - net[seat] + penalties[seat]),
            str(view.cards_held[seat]),
            signed(net[seat]) if net[seat] else DASH,
            signed(-penalties[seat]) if penalties[seat] else DASH,
        )
        for seat in range(len(view.players))
    ]
    return standing_rows(view, cells)


#: The result's columns (their words: ``images.dealmein.column.<name>``).
RESULT_COLUMNS = ("from_play", "cards_left", "settled", "jokers")


def result_notes(view: DealMeInView) -> list[str]:
    """One sentence per payment and per joker penalty."""
    players = view.players
    result = final_result(view.result)
    notes = [
        say(
            "dealmein.note.paid",
            payer=players[p.payer],
            payee=players[p.payee],
            points=counted("count.point", p.points),
            cards=counted("count.card", p.points // 10),
        )
        for p in result.settlement
    ]
    if not notes:
        notes.append(say("dealmein.note.none_paid"))
    for seat, penalty in enumerate(result.joker_penalties):
        if penalty:
            jokers = abs(penalty) // 50
            notes.append(
                say(
                    "dealmein.note.joker_penalty",
                    name=players[seat],
                    points=counted("count.point", abs(penalty)),
                    jokers=counted("count.joker", jokers),
                )
            )
    return notes


def short_reason(view: DealMeInView) -> str:
    """A few words for the panel: who went out, or why play stopped."""
    reason = view.result.reason if view.result else ""
    sizes = view.cards_held
    if reason == REASON_OUT and 0 in sizes:
        return say("dealmein.went_out", name=view.players[sizes.index(0)])
    return sentence(reason_words(reason))


def reason_words(reason: str) -> str:
    """The engine's reason for the end (an English phrase) in the pictures' language."""
    keys = {
        REASON_OUT: "dealmein.reason.out",
        REASON_NO_PLAY: "dealmein.reason.no_play",
        REASON_BLOCKED: "dealmein.reason.blocked",
    }
    return say(keys[reason]) if reason in keys else reason


def ending_text(view: DealMeInView) -> str:
    """Why the game ended and what that means for the settlement, in plain words."""
    reason = view.result.reason if view.result else ""
    players, sizes = view.players, view.cards_held
    if reason == REASON_OUT and 0 in sizes:
        out = i18n.joined([str(players[s]) for s, n in enumerate(sizes) if n == 0])
        return say("dealmein.ending.out", names=out)
    if reason == REASON_NO_PLAY:
        return say("dealmein.ending.no_play")
    if reason == REASON_BLOCKED:
        return say("dealmein.ending.blocked")
    return sentence(reason_words(reason))


def final_standings(view: DealMeInView) -> FinalStandings:
    columns = tuple(say(f"dealmein.column.{name}") for name in RESULT_COLUMNS)
    return FinalStandings(
        say("dealmein.title"), ending_text(view), columns, result_rows(view), result_notes(view)
    )


def render_result(view: DealMeInView, *, locale: str = "en") -> Rendered:
    """The end-of-game image; ``view.result`` must be set (the game is over)."""
    return render_standings(view, final_standings, "dealmein-result.png", locale=locale)


def sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop (the engine's reasons are
    phrases like ``"no further play is possible"``)."""
    text = text.strip().rstrip(".")
    return f"{text[:1].upper()}{text[1:]}." if text else ""
