"""Qué hace cada opción de juego, como lo dicen el autocompletado de /game new y los
rechazos de opciones."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.option.dealmein.level": "tiempo por jugada: unlimited (sin límite), social (120 s), competitive (60 s), expert (30 s)",
    "bot.option.dealmein.blocked_rounds": "rondas completas sin colocar nada (con mazo) que terminan la partida",
    "bot.option.hearts.point_limit": "la partida termina tras la mano en la que el total de un jugador supera esto",
    "bot.option.hearts.turn_seconds": "segundos por jugada o pase (0: sin límite)",
    "bot.option.rummy500.decks": "barajas de 52 cartas: auto es una hasta cuatro jugadores y dos para cinco o seis",
    "bot.option.rummy500.target": "la partida termina tras la mano en la que un total llega a esto",
    "bot.option.rummy500.turn_seconds": "segundos por turno (0: sin límite)",
    "bot.option.rummy21.deals": "repartos en una partida",
    "bot.option.rummy21.first_drop": "puntos que paga quien se retira antes de su primer robo",
    "bot.option.rummy21.mid_pack": "puntos que paga quien se retira más tarde",
    "bot.option.rummy21.wrong_declaration": "puntos que paga una declaración errónea a cada otro jugador",
    "bot.option.rummy21.count_cap": "lo máximo que puede costar una cuenta (0: sin tope)",
    "bot.option.rummy21.honour": "puntos que gana una carta de honor de cada otro jugador",
    "bot.option.rummy21.marriage": "puntos que ganan juntas las tres cartas de honor",
    "bot.option.rummy21.turn_seconds": "segundos por jugada",
}
