"""El panel de mano de Hearts Deluxe."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.hearts.pass.left": "a la izquierda (a {player})",
    "bot.hearts.pass.right": "a la derecha (a {player})",
    "bot.hearts.pass.across": "enfrente (a {player})",
    "bot.hearts.pass.keeper": "keeper (a {player})",
    "bot.hearts.panel.heading": "**Tu mano** en Hearts Deluxe: mano {hand}, tu total {total}, {taken} en esta mano (la partida termina cuando un total pasa de {limit}).",
    "bot.hearts.panel.received": "Recibiste {cards} de {player}.",
    "bot.hearts.panel.pass_now": "Tu jugada: pasa tres cartas {where}.",
    "bot.hearts.panel.passed": "Pasas {cards}: esperando a que {waiting} pase.",
    "bot.hearts.panel.on_table": "En la mesa: {cards}.",
    "bot.hearts.panel.lead": "Te toca: sal con una de {cards}.",
    "bot.hearts.panel.play": "Te toca: juega una de {cards}.",
    "bot.hearts.panel.waiting": "Esperando a que juegue {player}.",
    "bot.hearts.panel.choose_pass": "Elige las tres cartas que pasar…",
}
