"""El panel de mano de Rummy 500."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.rummy500.pile.alone": "solo esta",
    "bot.rummy500.pile.takes": "te llevas {count} cartas",
    "bot.rummy500.pile.label": "{card} · posición {position} · {takes}",
    "bot.rummy500.pile.unusable": " · no podrías usarla",
    "bot.rummy500.panel.heading": "**Tu mano** en {game}: mano {hand}, tu total {total} (la partida termina en {target}).",
    "bot.rummy500.panel.to_move": "Le toca a {player}.",
    "bot.rummy500.panel.draw": "Te toca: roba del mazo, o toma una carta de la pila de descartes.",
    "bot.rummy500.panel.draw_no_stock": "Te toca, y el mazo está vacío: toma una carta de la pila de descartes que puedas usar enseguida, o pasa para terminar la mano.",
    "bot.rummy500.panel.meld": "Te toca: baja y añade lo que quieras, y luego descarta una carta.",
    "bot.rummy500.panel.must_use": "Tomaste {card} de la pila: bájala o añádela antes de descartar.",
    "bot.rummy500.panel.melds": "Combinaciones en tu mano: {melds}",
    "bot.rummy500.panel.layoffs": "Para añadir: {layoffs}",
    "bot.rummy500.layoff": "{card} en la combinación {meld}",
    "bot.rummy500.more": "{shown} · y {count} más",
    "bot.rummy500.button.stock": "Robar del mazo",
    "bot.rummy500.button.pass": "Pasar",
    "bot.rummy500.capped": " (las {count} primeras; /rummy {what} para las demás)",
    "bot.rummy500.menu.draw": "Tomar de la pila de descartes…",
    "bot.rummy500.menu.meld": "Bajar…",
    "bot.rummy500.menu.layoff": "Añadir…",
    "bot.rummy500.menu.discard": "Descartar y terminar tu turno…",
}
