"""The after-game review and the casual help against computer players (bot/discord/review.py,
bot/discord/casual.py)."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.teach.button.review": "Review",
    "bot.teach.review.unknown": "That game is not known here any more: there is nothing to review.",
    "bot.teach.review.not_player": "Only the people who played this game can see its review.",
    "bot.teach.review.clean.one": "The hard player agrees with your {count} decision: nothing to review.",
    "bot.teach.review.clean.other": "The hard player agrees with all {count} of your decisions: nothing to review.",
    "bot.teach.review.heading.one": "Your costliest decision, as the hard player sees it:",
    "bot.teach.review.heading.other": "Your {count} costliest decisions, as the hard player sees them:",
    "bot.teach.review.line": "**{number}.** Move {move}: you played {played}; the hard player would play {best} ({cost}). {why}",
    "bot.teach.cost.points": "{amount} points",
    "bot.teach.cost.draws": "{amount} declaring cards",
    "bot.teach.cost.cost": "{amount} in the hard player's weighing",
    "bot.teach.cost.count": "{amount} points of count",
    "tables.refusal.casual_humans": "Casual help (take-back and the play checker) is only for a game against computer players: another human plays at this table.",
    "tables.refusal.casual_off": "Take-back is off at this table: turn casual help on with `/practice on` (against computer players only).",
    "tables.refusal.takeback_nothing": "You have no move of yours to take back in this game.",
    "tables.notice.taken_back": "{name} took back their last move.",
}
