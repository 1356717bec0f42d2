"""Palabras del final de la partida y de los controles de la sala (ver ``en/bot_endgame.py``)."""

TEXTS: dict[str, str] = {
    "bot.endgame.button.again": "Jugar otra vez",
    "bot.endgame.button.replay": "Repetición",
    "bot.endgame.button.stats": "Mis estadísticas",
    "bot.endgame.won": "¡{winners} gana!",
    "bot.endgame.shared": "¡{winners} comparten la victoria!",
    "bot.endgame.deciding": "Momento decisivo: {moment}",
    "bot.endgame.again.started": "{game} vuelve a empezar con los mismos asientos: ¡suerte!",
    "bot.endgame.again.waiting": (
        "{game} está abierta otra vez con los mismos asientos. Falta que {players} pulse "
        "**Jugar otra vez** o **Unirme**: un asiento no confirmado {when} se pierde."
    ),
    "bot.endgame.seat.awaiting": "{seat} (por confirmar)",
    "tables.refusal.rematch_gone": (
        "Esa partida ya no se puede volver a jugar aquí: abre una mesa nueva con {command_new}."
    ),
    "tables.refusal.rematch_players_only": (
        "Solo quienes jugaron esa partida pueden volver a jugarla: cuando esté abierta, únete "
        "con {command_join} si queda un asiento libre."
    ),
    "bot.endgame.joker_as": "comodín como {card}",
    "bot.endgame.export.where_link": (
        "[Registros de partidas]({url}#game-records) en el reglamento"
    ),
    "bot.endgame.export.where_book": (
        "la parte «Game records» (registros de partidas) del reglamento"
    ),
    "bot.endgame.rating.provisional": "{rating} (provisional)",
    "bot.endgame.rating.about": (
        "La valoración empieza en 1000 y cambia con cada partida, según tu puesto frente a los "
        "demás de la mesa; es provisional durante tus primeras {games} partidas de un juego."
    ),
    "bot.endgame.option": "{name}: {value}",
    "bot.endgame.optname.dealmein.level": "Tiempo por jugada",
    "bot.endgame.optname.dealmein.blocked_rounds": "Rondas sin colocar que la terminan",
    "bot.endgame.optname.hearts.point_limit": "Puntos que terminan la partida",
    "bot.endgame.optname.hearts.turn_seconds": "Segundos por jugada",
    "bot.endgame.optname.rummy500.decks": "Barajas",
    "bot.endgame.optname.rummy500.target": "Puntos para ganar",
    "bot.endgame.optname.rummy500.turn_seconds": "Segundos por turno",
    "bot.endgame.optname.rummy21.deals": "Repartos",
    "bot.endgame.optname.rummy21.first_drop": "Retirarse al inicio cuesta",
    "bot.endgame.optname.rummy21.mid_pack": "Retirarse después cuesta",
    "bot.endgame.optname.rummy21.wrong_declaration": "Declaración errónea cuesta",
    "bot.endgame.optname.rummy21.count_cap": "Cuenta máxima",
    "bot.endgame.optname.rummy21.honour": "Carta de honor gana",
    "bot.endgame.optname.rummy21.marriage": "Matrimonio gana",
    "bot.endgame.optname.rummy21.turn_seconds": "Segundos por jugada",
    "bot.endgame.optname.rummy21.ceremony": "El corte y el comodín",
    "bot.endgame.optvalue.auto": "automático",
    "bot.endgame.optvalue.hand": "a mano",
    "bot.endgame.optvalue.no_limit": "sin límite",
    "bot.endgame.timer.seconds": "{seconds} segundos por jugada",
    "bot.endgame.timer.none": (
        "Este juego no tiene un tiempo por jugada que elegir: deja tiempo vacío."
    ),
    "bot.endgame.timer.bad": "{value} no es un tiempo por jugada de {game}: elige uno de la lista.",
    "bot.lobby.button.leave": "Salir",
    "bot.lobby.button.rules": "Cómo se juega",
    "bot.lobby.add_bot.placeholder": "Añadir un jugador de la computadora…",
    "bot.lobby.add_bot.option": "Jugador de la computadora: {level}",
    "bot.lobby.add_bot.about.easy": "Juega sencillo: bueno para aprender",
    "bot.lobby.add_bot.about.normal": "Juega una partida sólida",
    "bot.lobby.add_bot.about.hard": "Piensa por adelantado: un rival de verdad",
    "bot.words.kind.string": "un texto",
    "bot.words.kind.integer": "un número entero",
    "bot.words.kind.number": "un número",
    "bot.words.kind.boolean": "sí o no",
    "bot.words.kind.user": "un miembro de este servidor",
    "bot.words.kind.channel": "un canal de aquí",
    "bot.words.kind.role": "un rol de aquí",
    "bot.words.kind.mentionable": "un miembro o un rol de aquí",
    "bot.words.kind.attachment": "un archivo",
    "bot.words.kind.other": "un valor de esta opción",
    "bot.cmd.game.new.opt.timer.name": "tiempo",
    "bot.cmd.game.new.opt.timer.description": (
        "Tiempo por jugada (la lista es la del juego elegido)"
    ),
}
