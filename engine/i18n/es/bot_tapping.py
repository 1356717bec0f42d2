"""Tap-to-play words: the hint buttons of every game, the daily challenge's panel, Deal Me
In's placement preview, 21-card rummy's ceremony option."""

TEXTS = {
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
