"""21-card rummy's automatic deal ceremony (the ``ceremony`` option): its events and its
refusal."""

TEXTS = {
    "event.rummy21.cut_for_deal.auto": (
        "El bot corta por {name}: levanta {above} cartas y muestra {card}."
    ),
    "event.rummy21.cut.auto": "El bot corta la baraja por {name}, levantando {above} cartas.",
    "refusal.rummy21.ceremony.automatic": (
        "En esta mesa el bot corta y descubre el Joker por sí solo: no hay nada que cortar "
        "ni sacar. Roba del mazo o del montón abierto cuando sea tu turno."
    ),
}
