"""21-card rummy's moves as the computer player's hint says them, in Spanish."""

TEXTS: dict[str, str] = {
    "bot.suggest.rummy21.cut": "cortar la baraja por {number}",
    "bot.suggest.rummy21.joker": "sacar el comodín",
    "bot.suggest.rummy21.draw_open": "robar la carta de arriba de la pila abierta",
    "bot.suggest.rummy21.declare": "declarar {groups} y descartar {card}",
    "bot.suggest.rummy21.drop": "retirarse del reparto",
    "bot.suggest.rummy21.honours": "apartar {cards} como cartas de honor",
}
