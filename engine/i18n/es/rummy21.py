"""Palabras de las reglas del rummy indio de 21 cartas (engine/rummy21/): sus negativas."""

TEXTS: dict[str, str] = {
    # La ceremonia.
    "refusal.rummy21.cut.choose_dealer": (
        "Primero se corta la baraja para elegir quién reparte: levanta de {low} a {high} cartas."
    ),
    "refusal.rummy21.cut.for_dealer": (
        "Primero se corta la baraja para quien reparte: levanta de {low} a {high} cartas."
    ),
    "refusal.rummy21.cut.size": "Di cuántas cartas levantar, de {low} a {high}.",
    "refusal.rummy21.cut.margin": (
        "Un corte deja al menos {margin} cartas por encima y por debajo: "
        "elige entre {low} y {high} cartas para levantar."
    ),
    "refusal.rummy21.joker.first": "Primero se saca el Joker, del resto de la baraja.",
    # El juego.
    "refusal.rummy21.moves.unknown": (
        "'{verb}' no es una jugada del rummy de 21 cartas: roba (del mazo o de la pila "
        "abierta), descarta, declara, retírate o aparta cartas de honor."
    ),
    "refusal.rummy21.drawn_already.discard": "Ya has robado: descarta una carta (o declara).",
    "refusal.rummy21.drawn_already.drop": (
        "Solo puedes retirarte al comienzo de tu turno, antes de robar: descarta una carta ahora."
    ),
    "refusal.rummy21.draw_first.draw": "Roba primero una carta, del mazo o de la pila abierta.",
    "refusal.rummy21.draw_first.open_empty": "La pila abierta está vacía: roba del mazo.",
    "refusal.rummy21.draw_first.source": "Roba del mazo o de la pila abierta.",
    "refusal.rummy21.draw_first.stock_empty": (
        "El mazo está vacío y la pila abierta solo tiene su carta de arriba: toma esa carta "
        "de la pila abierta."
    ),
    "refusal.rummy21.hand.missing": "No tienes un {card}.",
    "refusal.rummy21.hand.missing_copies": "No tienes {count} copias de {card}.",
    "refusal.rummy21.discard.one": "Descarta exactamente una carta.",
    "refusal.rummy21.declare.format": (
        "Escribe tus grupos, separados por |, y luego la carta que descartas, como "
        "3♥ 4♥ 5♥ | 7♠ 8♠ 9♠ | … discard K♦."
    ),
    "refusal.rummy21.declare.one_discard": (
        "Nombra exactamente una carta para descartar después de los grupos."
    ),
    "refusal.rummy21.declaration.empty_group": (
        "Un grupo entre dos | está vacío: escribe las cartas de cada grupo."
    ),
    "refusal.rummy21.declaration.size": (
        "Tus grupos tienen {count} cartas: declara las {size} cartas que te quedas "
        "y descarta la 22.ª."
    ),
    "refusal.rummy21.drop.no_cards": "Al retirarse no se nombra ninguna carta.",
    # Cartas de honor apartadas.
    "refusal.rummy21.honours.none_named": "Nombra las cartas de honor que apartas.",
    "refusal.rummy21.set_aside.not_seated": (
        "Solo los jugadores sentados pueden apartar cartas de honor."
    ),
    "refusal.rummy21.set_aside.before_joker": (
        "Las cartas de honor se pueden apartar una vez sacado el Joker."
    ),
    "refusal.rummy21.set_aside.out": (
        "Estás fuera de esta mano: ya no puedes apartar cartas de honor."
    ),
    "refusal.rummy21.set_aside.not_honour": (
        "{card} no es una carta de honor: las de esta mano son {honours}."
    ),
    "refusal.rummy21.set_aside.already": ("Ya has apartado {card} y no tienes otro {card}."),
    "refusal.rummy21.set_aside.not_held": "No tienes {card}.",
}
