"""Words of the cards and their notation (engine/cards.py): a card that cannot be read."""

TEXTS: dict[str, str] = {
    "cards.no_such_card": "no hay ninguna carta de rango {rank} y palo {suit}",
    "cards.not_a_card": (
        "'{token}' no es una carta: una carta es un rango 2-10, J, Q, K o A y un palo S, H, D "
        "o C (por ejemplo AS, 10H, QD, o con los símbolos A♠, 10♥), o JK"
    ),
    "cards.nominate_joker_only": "'{token}': solo se puede nombrar un comodín (escribe JK=7H)",
    "cards.nominate_real_card": (
        "'{token}': un comodín debe nombrarse como una carta real, como JK=7H"
    ),
    "cards.nominate_joker": "'{token}': di qué carta representa el comodín, como JK=7H",
}
