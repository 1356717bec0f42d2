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
    # Event sentences.
    "event.hearts.dealt.keeper": "Se reparte la mano {number}: mano sin pase.",
    "event.hearts.dealt.left": "Se reparte la mano {number}: pasa tres cartas a la izquierda.",
    "event.hearts.dealt.right": "Se reparte la mano {number}: pasa tres cartas a la derecha.",
    "event.hearts.dealt.across": "Se reparte la mano {number}: pasa tres cartas enfrente.",
    "event.hearts.timed_out.pass": (
        "A {name} se le acabó el tiempo: se pasan sus tres cartas más bajas."
    ),
    "event.hearts.timed_out.play": (
        "A {name} se le acabó el tiempo: se juega su carta legal más baja."
    ),
    "event.hearts.passed": "{name} ha pasado tres cartas.",
    "event.hearts.pass_done.left": (
        "Todos han pasado a la izquierda. {leader} tiene el 2♣ y sale con trébol."
    ),
    "event.hearts.pass_done.right": (
        "Todos han pasado a la derecha. {leader} tiene el 2♣ y sale con trébol."
    ),
    "event.hearts.pass_done.across": (
        "Todos han pasado enfrente. {leader} tiene el 2♣ y sale con trébol."
    ),
    "event.hearts.played": "{name} juega {card}.",
    "event.hearts.broken": "Los corazones se han roto.",
    "event.hearts.trick": "{name} se lleva la baza.",
    "event.hearts.trick.point": "{name} se lleva la baza y {points} punto.",
    "event.hearts.trick.points": "{name} se lleva la baza y {points} puntos.",
    # A hand's score and the end of the game.
    "event.hearts.hand_scored": "Mano {number}: {summary}.",
    "event.hearts.hand_scored.moon": "¡{name} dispara a la luna! Mano {number}: {summary}.",
    "hearts.seat_score": "{name} {points}",
    "hearts.seat_score.why": "{name} {points} ({why})",
    "hearts.why.moon": "disparar a la luna −26",
    "hearts.why.hearts.other": "{count} corazones",
    "hearts.why.hearts.one": "{count} corazón",
    "event.hearts.game_over": (
        "Un total pasa de {limit}: la partida ha terminado. {winners} gana con {points}."
    ),
    "event.hearts.game_over.shared": (
        "Un total pasa de {limit}: la partida ha terminado. {winners} comparten la victoria "
        "con {points}."
    ),
}
