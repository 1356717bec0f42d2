"""/tournament's rounds: the check-in before each round, absent players, ranked games and
the bracket's round names."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.cmd.tournament.new.opt.checkin.name": "checkin",
    "bot.cmd.tournament.new.opt.checkin.description": "Minutos de registro antes de cada ronda (por defecto 0: sin registro)",
    "bot.cmd.tournament.new.opt.absent.name": "absent",
    "bot.cmd.tournament.new.opt.absent.description": "Ausente del registro o sin tiempo: juega por él la computadora, o pierde por incomparecencia",
    "bot.cmd.tournament.new.opt.ranked.name": "ranked",
    "bot.cmd.tournament.new.opt.ranked.description": "Si sus partidas cuentan para las clasificaciones del servidor (por defecto: sí)",
    "bot.choice.computer": "lo sustituye un jugador de la computadora",
    "bot.choice.forfeit": "pierde por incomparecencia",
    "bot.tournament.absence.computer": "juega por él un jugador de la computadora",
    "bot.tournament.absence.forfeit": "pierde por incomparecencia",
    "bot.tournament.signup.checkin": "Registro: {minutes} min antes de cada ronda. Ausente, o sin tiempo tres jugadas seguidas: {absence}.",
    "bot.tournament.signup.out_of_time": "Sin tiempo tres jugadas seguidas: {absence}.",
    "bot.tournament.signup.unranked": "Sus partidas no cuentan para las clasificaciones de este servidor.",
    "bot.tournament.checkin.post": "**{tournament}**, ronda {round}: {players}, pulsen **Registrarme** antes de {when}. Quien no se haya registrado para entonces: {absence}.",
    "bot.tournament.button.checkin": "Registrarme",
    "bot.tournament.checked_in": "Estás registrado para la ronda {round}.",
    "bot.tournament.bracket.round": "Ronda {round}",
    "bot.tournament.bracket.semifinal": "Semifinal",
    "bot.tournament.bracket.final": "Final",
    "tables.refusal.tournament.no_checkin": "El registro de esta ronda no está abierto (terminó, o aún no se abrió).",
    "tables.refusal.tournament.checked_in_already": "Ya estás registrado.",
    "tables.refusal.tournament.absence": "{choice} no es una opción para los ausentes: computer o forfeit.",
    "tables.refusal.tournament.checkin_length": "Un registro dura como mucho {most} minutos.",
}
