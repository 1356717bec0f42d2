"""Palabras de las reglas de Hearts Deluxe (engine/hearts): sus rechazos."""

TEXTS: dict[str, str] = {
    "refusal.hearts.passed_already": "Ya has pasado: se espera a que pase {waiting}.",
    "refusal.hearts.play.keeper": "Esta mano se queda: no hay pase. Juega una carta.",
    "refusal.hearts.play.passed": "Las cartas ya se han pasado. Juega una carta.",
    "refusal.hearts.play.one_card": "Juega exactamente una carta.",
    "refusal.hearts.pass_first.left": "Primero pasa tres cartas a la izquierda.",
    "refusal.hearts.pass_first.right": "Primero pasa tres cartas a la derecha.",
    "refusal.hearts.pass_first.across": "Primero pasa tres cartas al jugador de enfrente.",
    "refusal.hearts.pass_first.count": "Pasa exactamente tres cartas: has nombrado {count}.",
    "refusal.hearts.moves.unknown": (
        "'{verb}' no es una acción de Hearts: pasa tres cartas o juega una."
    ),
    "refusal.hearts.named_twice": "Has nombrado {card} dos veces: pasa tres cartas distintas.",
    "refusal.hearts.not_held": "No tienes {card}.",
    "refusal.hearts.lead_club": "Sal con un trébol en la primera baza: tienes {cards}.",
    "refusal.hearts.follow": "Debes seguir el palo {suit}: tienes {cards}.",
    "refusal.hearts.first_trick_points": (
        "Sin puntos en la primera baza: no puedes jugar {card} mientras tengas otras cartas "
        "(como {example})."
    ),
    "refusal.hearts.not_broken": (
        "Los corazones no están rotos: no puedes salir con {card} mientras tengas cartas que "
        "no sean corazones ni Q♠ (como {example})."
    ),
}
