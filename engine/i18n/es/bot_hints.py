"""El comando o botón que usar, añadido tras la frase de un rechazo (bot/discord/wording.py).

Los comandos de barra quedan como los escriben los jugadores (`/dmi place`); los nombres de
botones entre ** son las etiquetas de los paneles en español.
"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    # Deal Me In
    "bot.hint.dealmein.place": "Usa `/dmi place` (casilla, dirección, cartas) o el panel de tu mano.",
    "bot.hint.dealmein.swap": "Usa `/dmi swap` con las cartas que cambiar, p. ej. `2C 7D`.",
    "bot.hint.dealmein.reclaim": "Usa `/dmi reclaim` con la carta que representa un comodín del tablero.",
    "bot.hint.dealmein.moves": "Usa `/dmi place`, `/dmi swap`, `/dmi reclaim` o `/dmi pass`.",
    "bot.hint.dealmein.no_swap": "Usa `/dmi place` o `/dmi pass`.",
    "bot.hint.dealmein.no_pass": "Usa `/dmi place` o `/dmi swap`; `/dmi hint` muestra una jugada.",
    # Hearts
    "bot.hint.hearts.pass_first": "Elige tres cartas en el panel de tu mano (**Mi mano**) o usa `/hearts pass`.",
    "bot.hint.hearts.play": "Pulsa una carta en el panel de tu mano (**Mi mano**) o usa `/hearts play`.",
    "bot.hint.hearts.moves": "Usa `/hearts pass` o `/hearts play`.",
    # Rummy 500
    "bot.hint.rummy500.draw_first": "Pulsa **Robar del mazo** o elige una carta del montón en el panel de tu mano (**Mi mano**), o usa `/rummy draw`.",
    "bot.hint.rummy500.stock_empty": "Elige una carta del montón en el panel de tu mano (**Mi mano**) o usa `/rummy draw`; **Pasar** (o `/rummy pass`) termina la mano.",
    "bot.hint.rummy500.drawn_already": "Usa el panel de tu mano (**Mi mano**), o `/rummy meld`, `/rummy layoff` y `/rummy discard`.",
    "bot.hint.rummy500.meld": "Usa `/rummy meld` con las cartas, p. ej. `5H 6H 7H`.",
    "bot.hint.rummy500.layoff": "Usa `/rummy layoff` con la carta y el número de la combinación, p. ej. `8H` en `2`.",
    "bot.hint.rummy500.discard": "Usa `/rummy discard` con una carta, o el menú de descarte de tu panel.",
    "bot.hint.rummy500.moves": "Usa `/rummy draw`, `/rummy meld`, `/rummy layoff`, `/rummy discard`.",
    # 21-card rummy
    "bot.hint.rummy21.cut": "Pulsa **Cortar** en el mensaje de la mesa o usa `/rummy21 cut`.",
    "bot.hint.rummy21.joker": "Pulsa **Sacar el comodín** en el mensaje de la mesa o usa `/rummy21 joker`.",
    "bot.hint.rummy21.draw_first": "Pulsa **Robar del mazo** o **Robar la abierta** en el panel de tu mano (**Mi mano**), o usa `/rummy21 draw`.",
    "bot.hint.rummy21.drawn_already": "Elige una carta en el menú de descarte del panel de tu mano (**Mi mano**), o usa `/rummy21 discard` (o `/rummy21 declare`).",
    "bot.hint.rummy21.discard": "Usa `/rummy21 discard` con una carta, o el menú de descarte de tu panel.",
    "bot.hint.rummy21.declare": "Sin grupos, `/rummy21 declare` (o **Declarar** en el panel de tu mano) declara tu mano tal como la agrupa el bot.",
    "bot.hint.rummy21.drop": "Usa `/rummy21 drop` o el botón **Retirarse**.",
    "bot.hint.rummy21.honours": "Usa `/rummy21 honours` con las cartas, o **Apartar honores** en tu panel.",
    "bot.hint.rummy21.moves": "Usa `/rummy21 draw`, `/rummy21 discard`, `/rummy21 declare`, `/rummy21 drop` o `/rummy21 honours`, o el panel de tu mano (**Mi mano**).",
}
