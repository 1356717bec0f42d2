"""Tap-to-play words: the hint buttons of every game, the daily challenge's panel, Deal Me
In's placement preview, 21-card rummy's ceremony option."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS = {
    "bot.tapping.rules.heading": "Jugar tocando",
    "bot.tapping.rules.dealmein": "En el MD de tu turno (o en **Mi mano**): elige tus cartas, luego una colocación (una pequeña imagen la muestra en el tablero, con su combinación y su puntuación), luego **Colocar**. **Cambiar**, **Pasar** y **Recuperar** también son botones, y **Pista** rellena la jugada de la computadora.",
    "bot.tapping.rules.hearts": "En el MD de tu turno (o en **Mi mano**): elige en el menú las tres cartas que pasas, luego toca una carta para jugarla (solo se ofrecen las que puedes jugar). **Pista** dice qué jugaría la computadora.",
    "bot.tapping.rules.rummy500": "En el MD de tu turno (o en **Mi mano**): **Robar del mazo** o elige una carta del montón de descartes, luego una combinación, un añadido o tu descarte en los menús. **Pista** dice qué jugaría la computadora.",
    "bot.tapping.rules.rummy21": "En el MD de tu turno (o en **Mi mano**): **Robar del mazo** o la carta abierta, luego elige tu descarte en el menú; **Declarar**, **Retirarse** y **Apartar** aparecen cuando puedes. **Pista** dice qué jugaría la computadora. En una mesa nueva el bot corta y descubre el Joker por sí solo (una opción de la mesa, elegida al abrirla, los deja a mano).",
    "bot.tapping.daily.intro": "Juega tocando: elige tus cartas, luego la primera casilla, luego la dirección, y pulsa **Colocar**. Un solo intento: no se muestra ninguna puntuación antes.",
    "bot.tapping.daily.too_many": "{cards}: una jugada coloca como mucho {most} cartas. Elige menos.",
    "bot.tapping.daily.nowhere": "{cards} no caben juntas en ningún sitio. Elige otras cartas.",
    "bot.tapping.daily.choose_square": "{cards}: ahora elige la primera casilla.",
    "bot.tapping.daily.choose_direction": "{cards} desde **{square}**: ahora elige la dirección.",
    "bot.tapping.daily.ready": "{cards} se colocan desde **{square}** {direction}, en este orden. Pulsa **Colocar** para hacer tu única jugada del día.",
    "bot.tapping.daily.across": "En horizontal",
    "bot.tapping.daily.down": "En vertical",
    "bot.tapping.daily.cards_menu": "Tus cartas para colocar",
    "bot.tapping.daily.square_menu": "La primera casilla",
    "bot.tapping.daily.other_day": "Este reto es de otro día: vuelve a pedir la posición de hoy.",
    "bot.tapping.daily.incomplete": "Elige primero las cartas, la primera casilla y la dirección.",
    "bot.tapping.button.hint": "Pista",
    "bot.tapping.hint": "💡 Pista: el jugador del ordenador haría esto: {moves}.",
    "bot.tapping.rummy21.draw_open": "tomar la carta abierta",
    "bot.tapping.rummy21.declare": "declarar {groups}, descartando {card}",
    "bot.tapping.rummy21.honours": "apartar las cartas de honor {cards}",
    "bot.tapping.rummy21.drop": "retirarse",
    "bot.tapping.rummy21.cut": "cortar la baraja",
    "bot.tapping.rummy21.joker": "sacar el Joker",
    "bot.option.rummy21.ceremony": "el corte y el Joker: a mano o automáticos",
}
