"""Tap-to-play words: the hint buttons of every game, the daily challenge's panel, Deal Me
In's placement preview, 21-card rummy's ceremony option."""

TEXTS = {
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
