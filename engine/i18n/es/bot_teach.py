"""El repaso tras la partida y la ayuda informal contra jugadores del ordenador."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.teach.button.review": "Repaso",
    "bot.teach.review.unknown": "Esa partida ya no se conoce aquí: no hay nada que repasar.",
    "bot.teach.review.not_player": "Solo quienes jugaron esta partida pueden ver su repaso.",
    "bot.teach.review.clean.one": "El jugador difícil está de acuerdo con tu {count} decisión: nada que repasar.",
    "bot.teach.review.clean.other": "El jugador difícil está de acuerdo con tus {count} decisiones: nada que repasar.",
    "bot.teach.review.heading.one": "Tu decisión más costosa, según el jugador difícil:",
    "bot.teach.review.heading.other": "Tus {count} decisiones más costosas, según el jugador difícil:",
    "bot.teach.review.line": "**{number}.** Jugada {move}: jugaste {played}; el jugador difícil jugaría {best} ({cost}). {why}",
    "bot.teach.cost.points": "{amount} puntos",
    "bot.teach.cost.draws": "{amount} cartas que declararían",
    "bot.teach.cost.cost": "{amount} en la valoración del jugador difícil",
    "bot.teach.cost.count": "{amount} puntos de cuenta",
}
