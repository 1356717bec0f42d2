"""El panel de mano de Deal Me In."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.dealmein.panel.heading": "**Tu mano** en Deal Me In: {cards} · tu puntuación {score} · {deck} cartas en el mazo.",
    "bot.dealmein.panel.waiting": "Esperando a que juegue {player}.",
    "bot.dealmein.panel.choose": "Tu jugada: elige cartas en el menú y luego dónde van (o cámbialas); **Pista** muestra la jugada de la computadora.",
    "bot.dealmein.panel.too_many": "{cards}: pon de 1 a {most} cartas a la vez, o cámbialas.",
    "bot.dealmein.panel.nowhere": "{cards} no se pueden poner juntas en ningún sitio: elige otras.",
    "bot.dealmein.panel.page_of": " (página {page} de {pages})",
    "bot.dealmein.panel.places.one": "{cards}: {count} sitio donde ponerlas{where}, el mejor {spot} por {score}.",
    "bot.dealmein.panel.places.other": "{cards}: {count} sitios donde ponerlas{where}, el mejor {spot} por {score}.",
    "bot.dealmein.panel.picked": "**{spot}**: {cards}, {score}. Pulsa **Colocar** para jugarla.",
    "bot.dealmein.menu.cards": "Elige las cartas que poner o cambiar…",
    "bot.dealmein.menu.spot": "Elige dónde van las cartas…",
    "bot.dealmein.joker": "Comodín",
    "bot.dealmein.joker_help": "juega como la carta que digas",
    "bot.dealmein.spot": "{spot} · {score} puntos",
    "bot.dealmein.button.place": "Colocar",
    "bot.dealmein.button.swap": "Cambiar",
    "bot.dealmein.button.pass": "Pasar",
    "bot.dealmein.button.reclaim": "Recuperar con {card}",
    "bot.dealmein.button.hint": "Pista",
    "bot.dealmein.button.page": "Página",
    "bot.dealmein.hint.reclaim": "Pista: recupera el comodín con {cards} (**Recuperar**), y luego la computadora pondría {placement}.",
    "bot.dealmein.hint.place": "Pista: pon {placement}: está elegida abajo, pulsa **Colocar**.",
    "bot.dealmein.hint.swap": "Pista: ninguna colocación merece la pena; cambia {cards} (**Cambiar**).",
    "bot.dealmein.hint.pass": "Pista: no se puede poner ni cambiar nada: **Pasar**.",
}
