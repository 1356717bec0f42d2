"""Palabras de las reglas de Deal Me In (engine/dealmein): sus rechazos, también los del
desafío diario."""

TEXTS: dict[str, str] = {
    # Leer una jugada.
    "refusal.dealmein.square": (
        "'{square}' no es una casilla: las columnas son A-K y las filas 1-11 (por ejemplo F6)"
    ),
    "refusal.dealmein.place.incomplete": (
        "'{text}': una colocación indica su casilla inicial, una dirección (across o down) y "
        "las cartas."
    ),
    "refusal.dealmein.place.no_direction": (
        "'{direction}' no es una dirección: una colocación indica su casilla inicial, una "
        "dirección (across o down) y las cartas."
    ),
    "refusal.dealmein.swap.no_cards": "Di qué cartas quieres cambiar.",
    "refusal.dealmein.reclaim.no_cards": "Di con qué cartas quieres recuperar comodines.",
    "refusal.dealmein.pass_alone": "'pass' no lleva nada detrás.",
    "refusal.dealmein.moves.unknown": (
        "'{verb}' no es una jugada: coloca cartas, cambia, recupera un comodín o pasa."
    ),
    "refusal.dealmein.moves.empty": (
        "Di qué hacer: coloca cartas, cambia, recupera un comodín o pasa."
    ),
    "refusal.dealmein.moves.order": (
        "Una jugada son primero las recuperaciones y luego una colocación, un cambio o un pase."
    ),
    # Las cartas del jugador.
    "refusal.dealmein.not_held": "No tienes {card}.",
    "refusal.dealmein.held_once": "Tienes un solo {card}, no {count}.",
    "refusal.dealmein.no_joker_held": "No tienes ningún comodín.",
    "refusal.dealmein.jokers_held.other": "Solo tienes {count} comodines.",
    "refusal.dealmein.jokers_held.one": "Solo tienes {count} comodín.",
    # Recuperar, cambiar, pasar.
    "refusal.dealmein.reclaim.joker": (
        "Recupera con la carta real que representa un comodín del tablero."
    ),
    "refusal.dealmein.no_joker_for": "Ningún comodín del tablero representa {card}.",
    "refusal.dealmein.swap_joker": "Los comodines no se pueden cambiar.",
    "refusal.dealmein.swap_twice": "Nombra una sola vez cada carta que cambias.",
    "refusal.dealmein.no_swap.deck_empty": (
        "El mazo está vacío: no puedes cambiar; coloca cartas o pasa."
    ),
    "refusal.dealmein.swap_too_many.other": (
        "El mazo tiene {count} cartas: puedes cambiar como mucho {count}."
    ),
    "refusal.dealmein.swap_too_many.one": (
        "El mazo tiene {count} carta: puedes cambiar como mucho {count}."
    ),
    "refusal.dealmein.no_pass.deck_left": (
        "Solo puedes pasar cuando el mazo está vacío: coloca cartas o cambia."
    ),
    "refusal.dealmein.no_pass.joker_placeable": (
        "Solo tienes comodines, que no se pueden cambiar, y uno se puede colocar: colócalo."
    ),
    # Colocaciones.
    "refusal.dealmein.card_count": "Coloca de 1 a {most} cartas, no {count}.",
    "refusal.dealmein.off_board.other": (
        "Las cartas se salen del tablero: desde {square} hacia {direction} hay {count} "
        "casillas vacías."
    ),
    "refusal.dealmein.off_board.one": (
        "Las cartas se salen del tablero: desde {square} hacia {direction} solo hay "
        "{count} casilla vacía."
    ),
    "refusal.dealmein.first.centre": "La primera jugada debe cubrir {square}.",
    "refusal.dealmein.first.two_cards": "La primera jugada coloca al menos dos cartas.",
    "refusal.dealmein.touch": "Las cartas deben tocar una carta del tablero.",
    "refusal.dealmein.line.too_long": (
        "{line} tendría {count} cartas: una línea tiene como mucho {most}."
    ),
    "refusal.dealmein.line.twice": "{line} tendría {card} dos veces: {cards}.",
    "refusal.dealmein.line.no_combination": (
        "{line} tendría {cards}, que no es ninguna combinación."
    ),
    "refusal.dealmein.line.complete": (
        "{line} está completa ({combination}): no se le puede añadir ninguna carta."
    ),
    # El desafío diario.
    "refusal.dealmein.daily.no_direction": (
        "'{direction}' no es una dirección: escribe CASILLA across|down CARTAS, por ejemplo "
        "G7 down 7H 7D."
    ),
    "refusal.dealmein.daily.no_cards": (
        "Di qué cartas colocar: escribe CASILLA across|down CARTAS, por ejemplo G7 down 7H 7D."
    ),
    "refusal.dealmein.daily.one_placement": (
        "La jugada diaria es una sola colocación: escribe CASILLA across|down CARTAS, por "
        "ejemplo G7 down 7H 7D."
    ),
    # Event sentences.
    "event.dealmein.timeout.swap": (
        "A {name} se le acabó el tiempo: se cambia una carta (−{penalty})."
    ),
    "event.dealmein.timeout.jokers": (
        "A {name} se le acabó el tiempo y solo tiene comodines: pasa, sin penalización."
    ),
    "event.dealmein.timeout.pass": "A {name} se le acabó el tiempo: pasa, sin penalización.",
    "event.dealmein.reclaimed": "{name} recupera el comodín de {square} con {card}.",
    "event.dealmein.placed.one": "{name} colocó {cards} en {squares}: {score}.",
    "event.dealmein.placed.across": "{name} colocó {cards} {squares} en horizontal: {score}.",
    "event.dealmein.placed.down": "{name} colocó {cards} {squares} en vertical: {score}.",
    "event.dealmein.drew.other": "{name} roba {count} cartas.",
    "event.dealmein.drew.one": "{name} roba {count} carta.",
    "event.dealmein.joker_won": "{name} gana el comodín de {square}.",
    "event.dealmein.swapped.other": "{name} cambió {count} cartas (−{penalty}).",
    "event.dealmein.swapped.one": "{name} cambió {count} carta (−{penalty}).",
    "event.dealmein.passed": "{name} pasa.",
    # The end of the game.
    "event.dealmein.game_over": "Fin de la partida: {reason}. Puntuaciones finales: {final}.",
    "event.dealmein.game_over.detail": (
        "Fin de la partida: {reason}. {detail}. Puntuaciones finales: {final}."
    ),
    "dealmein.end.out": "un jugador se ha quedado sin cartas",
    "dealmein.end.no_play": "no es posible seguir jugando",
    "dealmein.end.blocked": "el tablero está bloqueado",
    "dealmein.settled.other": (
        "{payee} recibe {points} de {payer} ({count} cartas de más, {each} cada una)"
    ),
    "dealmein.settled.one": (
        "{payee} recibe {points} de {payer} ({count} carta de más, {each} cada una)"
    ),
    "dealmein.joker_penalty.other": (
        "{name} paga {points} por {count} comodines en la mano ({each} cada uno)"
    ),
    "dealmein.joker_penalty.one": (
        "{name} paga {points} por {count} comodín en la mano ({each} cada uno)"
    ),
    # A placement and its score (inside the placed event and the daily answer).
    "dealmein.placement.one": "{cards} en {square}",
    "dealmein.placement.across": "{cards} {squares} en horizontal",
    "dealmein.placement.down": "{cards} {squares} en vertical",
    "dealmein.line_score": "{combination} {points}{times}",
    "dealmein.line_score.bonus": "{combination} {points}{times} + bonus de 5 cartas {bonus}",
    # The combinations, as sentences name them.
    "dealmein.combination.pair": "pareja",
    "dealmein.combination.two_pair": "doble pareja",
    "dealmein.combination.three_of_a_kind": "trío",
    "dealmein.combination.straight": "escalera",
    "dealmein.combination.flush": "color",
    "dealmein.combination.full_house": "full",
    "dealmein.combination.four_of_a_kind": "póker",
    "dealmein.combination.straight_flush": "escalera de color",
    "dealmein.combination.royal_flush": "escalera real",
}
