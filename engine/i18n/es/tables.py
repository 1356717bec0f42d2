"""Words of the table service (bot/tables): its refusals and its public notices."""

TEXTS: dict[str, str] = {
    "tables.command.new": "el comando de partida nueva",
    "tables.command.join": "el comando de unirse",
    "tables.command.leave": "el comando de salir",
    "tables.command.addbot": "el comando de añadir una computadora",
    "tables.command.start": "el comando de empezar",
    "tables.command.abort": "el comando de cancelar",
    "tables.and": " y ",
    "tables.refusal.no_table": (
        "No hay ninguna partida en este canal: empieza una con {command_new}."
    ),
    "tables.refusal.not_seated": "No estás sentado en esta mesa: únete con {command_join}.",
    "tables.refusal.stale_turn": (
        "Ese botón es de una jugada que ya terminó: mira el último mensaje de la mesa."
    ),
    "tables.refusal.not_saved": (
        "No pude guardar eso ahora mismo, así que nada cambió en la mesa: vuelve a intentarlo "
        "en un momento."
    ),
    "tables.refusal.game_over": "La partida ha terminado: se está registrando su resultado.",
    "tables.refusal.owned_elsewhere": (
        "Esta mesa está ocupada en otro lugar ahora mismo: vuelve a intentarlo en un momento."
    ),
    "tables.refusal.broken": (
        "La mesa de {game} de este canal no se pudo cargar de la base de datos, así que no "
        "puede continuar. Usa {command_abort} para quitarla y luego abre una mesa nueva con "
        "{command_new}."
    ),
    "tables.refusal.has_table": (
        "Este canal ya tiene una mesa: únete con {command_join}, o juega en un hilo."
    ),
    "tables.refusal.no_such_game": "No existe ese juego: {game}.",
    "tables.refusal.bad_options": "{reason} Elige otro valor.",
    "tables.refusal.setup": "{reason}",
    "tables.refusal.rules": "{reason}",
    "tables.refusal.already_seated": "Ya estás sentado en esta mesa.",
    "tables.refusal.not_at_table": "No estás sentado en esta mesa.",
    "tables.refusal.bad_level": "El nivel de un jugador computadora es uno de {levels}.",
    "tables.refusal.add_bot_seated_only": (
        "Solo los jugadores sentados en esta mesa pueden añadir jugadores computadora."
    ),
    "tables.refusal.remove_bot_seated_only": (
        "Solo los jugadores sentados en esta mesa pueden quitar jugadores computadora."
    ),
    "tables.refusal.no_bot": "No hay ningún jugador computadora en esta sala.",
    "tables.refusal.kick_host_only": (
        "Solo el anfitrión o un moderador pueden expulsar a un jugador."
    ),
    "tables.refusal.kick_self": "Para salir tú de la mesa, usa {command_leave}.",
    "tables.refusal.user_not_seated": "Ese usuario no está sentado en esta mesa.",
    "tables.refusal.start_host_only": "Solo el anfitrión puede empezar la partida.",
    "tables.refusal.too_few": (
        "{game} necesita al menos {minimum} jugadores: {missing} más pueden usar "
        "{command_join}, o añade un jugador computadora con {command_addbot}."
    ),
    "tables.refusal.countdown_host_only": (
        "Solo el anfitrión puede fijar la cuenta atrás de la sala."
    ),
    "tables.refusal.countdown_range": (
        "Una cuenta atrás dura de 1 a {maximum} segundos (0 la desactiva)."
    ),
    "tables.refusal.abort_host_only": (
        "Solo el anfitrión o un moderador pueden cancelar la partida."
    ),
    "tables.refusal.lobby_not_started": (
        "La partida no ha empezado: únete a la sala con {command_join}."
    ),
    "tables.refusal.already_playing": "Ya estás jugando en esta mesa.",
    "tables.refusal.no_seat_to_take": "No tienes ningún asiento que recuperar en esta mesa.",
    "tables.refusal.seat_taken_over": (
        "Un jugador computadora tiene tu asiento: recupéralo con {command_join}."
    ),
    "tables.refusal.started.join": (
        "La partida ya ha empezado: ahora no puedes unirte. Espera a la próxima partida, o "
        "mira esta."
    ),
    "tables.refusal.started.add_bot": (
        "La partida ya ha empezado: ahora no puedes añadirle un jugador computadora. Espera a "
        "la próxima partida, o mira esta."
    ),
    "tables.refusal.started.remove_bot": (
        "La partida ya ha empezado: ahora no puedes quitarle un jugador computadora. Espera a "
        "la próxima partida, o mira esta."
    ),
    "tables.refusal.started.start": (
        "La partida ya ha empezado: ahora no puedes empezarla. Espera a la próxima partida, o "
        "mira esta."
    ),
    "tables.refusal.full": (
        "La mesa está llena ({maximum} jugadores): espera a la próxima partida."
    ),
    "tables.refusal.not_started": (
        "La partida aún no ha empezado: el anfitrión la empieza con {command_start}."
    ),
    "tables.refusal.restarting": "El bot se está reiniciando: vuelve a intentarlo en un momento.",
    "tables.refusal.export_running": (
        "El registro se puede exportar cuando termine la partida (muestra todas las manos)."
    ),
    "tables.refusal.nothing_to_export": (
        "No hay ninguna partida terminada en este canal para exportar."
    ),
    "tables.notice.broken": (
        "La mesa de {game} de este canal no se pudo cargar de la base de datos, así que no "
        "puede continuar. Usa {command_abort} para quitarla y luego abre una mesa nueva con "
        "{command_new}."
    ),
    "tables.notice.left_lobby_empty": "{name} se fue y la sala está vacía: cerrada.",
    "tables.notice.left_replaced": (
        "{name} se fue: un jugador computadora juega su asiento ({name} puede recuperarlo con "
        "{command_join})."
    ),
    "tables.notice.kicked_lobby_empty": "{name} fue expulsado y la sala está vacía: cerrada.",
    "tables.notice.kicked_replaced": (
        "{name} fue expulsado de la mesa: un jugador computadora juega su asiento."
    ),
    "tables.notice.aborted_lobby": "{name} canceló la sala.",
    "tables.notice.aborted_game": "{name} canceló la partida.",
    "tables.notice.back": "{name} ha vuelto a la mesa.",
    "tables.notice.lobby_expired": (
        "Nadie empezó la sala de {game} a tiempo: está cerrada. Abre una nueva con {command_new}."
    ),
    "tables.notice.lobby_failed": "La sala de {game} no pudo empezar: {reason}",
    "tables.notice.time_up": "Se acabó el tiempo de {names}.",
    "tables.notice.time_up_events": "Se acabó el tiempo de {names}. {events}",
    "tables.notice.replaced_after_timeouts": (
        "A {name} se le acabó el tiempo {count} jugadas seguidas: un jugador computadora toma "
        "el asiento. {name}, recupéralo con {command_join}."
    ),
    "tables.notice.won": "¡{winners} gana! Puntuaciones finales: {scores}.",
    "tables.notice.shared": "¡{winners} comparten la victoria! Puntuaciones finales: {scores}.",
}
