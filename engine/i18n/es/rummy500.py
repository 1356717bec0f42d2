"""Palabras de las reglas del Rummy 500 (engine/rummy500/): sus negativas y las frases de
sus eventos."""

TEXTS: dict[str, str] = {
    # El robo.
    "refusal.rummy500.draw_first.how": (
        "Roba la carta de arriba del mazo, o nombra la carta de la pila de descartes que "
        "tomas (con todas las cartas que tiene encima)."
    ),
    "refusal.rummy500.draw_first.draw": (
        "Roba primero una carta: la de arriba del mazo, o toma una carta de la pila de "
        "descartes (con todas las cartas que tiene encima)."
    ),
    "refusal.rummy500.draw_first.pass": (
        "Solo puedes pasar cuando el mazo está vacío: roba del mazo o de la pila de descartes."
    ),
    "refusal.rummy500.stock_empty.draw": (
        "El mazo está vacío: toma una carta de la pila de descartes que puedas usar enseguida, "
        "o pasa para terminar la mano."
    ),
    "refusal.rummy500.stock_empty.play": (
        "El mazo está vacío: toma una carta de la pila de descartes (con todas las cartas "
        "que tiene encima), o pasa para terminar la mano."
    ),
    "refusal.rummy500.drawn_already.play": (
        "Ya has robado: baja una combinación, añade una carta a una, o descarta una carta "
        "para terminar tu turno."
    ),
    "refusal.rummy500.pile.no_position": (
        "'{token}' no es una posición de la pila de descartes: sus cartas se numeran "
        "de 1 (abajo) a {size} (arriba)."
    ),
    "refusal.rummy500.pile.position_holds": (
        "La posición {position} de la pila de descartes tiene {held}, no {card}."
    ),
    "refusal.rummy500.pile.not_in_pile": "{card} no está en la pila de descartes.",
    "refusal.rummy500.pile.unusable": (
        "Solo puedes tomar {card} de la pila de descartes para usarla enseguida, "
        "y no forma combinación con tus cartas ni encaja en ninguna combinación de la mesa."
    ),
    # Combinaciones, cartas añadidas, el descarte.
    "refusal.rummy500.moves.unknown": (
        "'{verb}' no es una acción del Rummy 500: roba (del mazo o de la pila de descartes), "
        "baja una combinación, añade una carta, descarta, o pasa cuando el mazo está vacío."
    ),
    "refusal.rummy500.meld.none_named": "Nombra las cartas de la combinación.",
    "refusal.rummy500.melding.invalid": "{reason}",
    "refusal.rummy500.layoff.how": (
        "Añade una carta a una combinación indicada por su número (las combinaciones de la "
        "mesa están numeradas)."
    ),
    "refusal.rummy500.layoff.number": (
        "'{token}' no es un número de combinación: las combinaciones de la mesa se numeran desde 1."
    ),
    "refusal.rummy500.table.no_melds": (
        "Todavía no hay ninguna combinación en la mesa a la que añadir cartas."
    ),
    "refusal.rummy500.table.no_such_meld": (
        "No hay combinación {number}: las combinaciones de la mesa se numeran de 1 a {count}."
    ),
    "refusal.rummy500.table.does_not_fit": (
        "{card} no encaja en la combinación {number} ({meld})."
    ),
    "refusal.rummy500.discard.one": "Descarta exactamente una carta.",
    "refusal.rummy500.hand.missing": "No tienes {card}.",
    "refusal.rummy500.hand.missing_again": "No tienes {card} tantas veces.",
    "refusal.rummy500.must_use.unmelded": (
        "Eso dejaría {card}, que tomaste de la pila de descartes, sin combinación ni carta "
        "añadida: hay que usarla en este turno, así que úsala primero."
    ),
    "refusal.rummy500.must_use.discard": (
        "Descartar ahora dejaría sin usar {card}, que tomaste de la pila de descartes: "
        "combínala o añádela a una combinación primero."
    ),
    # Eventos.
    "event.rummy500.dealt": "Se reparte la mano {hand}: empieza {name}.",
    "event.rummy500.drew_stock": "{name} roba del mazo.",
    "event.rummy500.drew_pile.alone": "{name} toma {card} de la pila de descartes.",
    "event.rummy500.drew_pile.with_one": (
        "{name} toma {card} y la {above} carta que tiene encima de la pila de descartes."
    ),
    "event.rummy500.drew_pile.with_more": (
        "{name} toma {card} y las {above} cartas que tiene encima de la pila de descartes."
    ),
    "event.rummy500.passed": ("El mazo está vacío y {name} no toma de la pila: la mano termina."),
    "event.rummy500.melded": "{name} baja {meld} (combinación {number}).",
    "event.rummy500.laid_off": "{name} añade {card} a la combinación {number}.",
    "event.rummy500.discarded": "{name} descarta {card}.",
    "event.rummy500.stock_out": (
        "El mazo está vacío y {name} no puede usar ninguna carta de la pila: la mano termina."
    ),
    "event.rummy500.hand_scored": "Mano {hand}: {summary}.",
    "event.rummy500.hand_scored.went_out": "{name} se queda sin cartas. Mano {hand}: {summary}.",
    "event.rummy500.game_over": "Un total ha llegado a {target}: gana {winners} con {points}.",
    "event.rummy500.timed_out": "A {name} se le acabó el tiempo: se juega el turno por él.",
    # One seat's score in a hand's summary.
    "rummy500.seat_score": "{name} {net} ({table} en la mesa − {hand} en la mano)",
}
