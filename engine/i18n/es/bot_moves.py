"""Lo que dicen un comando de jugada, la mecánica de un panel de mano y /game replay."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.moves.drew": "Robaste {cards}.",
    "bot.moves.done": "Hecho: {action}.",
    "bot.replay.no_such_game": "Ninguna partida terminada tiene el id `{game_id}`: deja el id vacío para la última partida de este canal.",
    "bot.replay.frame_per_move": "un fotograma por jugada",
    "bot.replay.moves_a_frame": "{count} jugadas por fotograma",
    "bot.replay.posted": "La repetición: {moves} jugadas, {summary}, y luego la clasificación final.",
    "bot.panel.stale": "Ese panel es de una jugada que ya pasó: pulsa Mi mano para uno nuevo.",
    "bot.panel.stale_refresh": "Ese panel es de una jugada que ya pasó: pulsa Actualizar para ver la mesa como está ahora.",
    "bot.panel.not_yours": "Ese panel es de otro jugador: pulsa Mi mano para el tuyo.",
    "bot.panel.game_over": "La partida ha terminado: la clasificación final está en el canal.",
    "bot.panel.refresh": "Actualizar",
}
