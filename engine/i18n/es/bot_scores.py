"""/leaderboard y /stats."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.scores.win.one": "{count} victoria",
    "bot.scores.win.other": "{count} victorias",
    "bot.scores.game.one": "{count} partida",
    "bot.scores.game.other": "{count} partidas",
    "bot.scores.all_games": "todos los juegos",
    "bot.scores.leaderboard.title": "Clasificación: {game}, {period}",
    "bot.scores.leaderboard.best": ", mejor {score}",
    "bot.scores.leaderboard.rating": ", valoración {rating}",
    "bot.scores.leaderboard.row": "**{rank}.** {player}: {wins} en {games} ({rate}){best}{rating}",
    "bot.scores.leaderboard.empty": "Aún no hay partidas terminadas: ¡juega una con `/game new`!",
    "bot.scores.leaderboard.page": "Página {page} de {pages}",
    "bot.scores.button.prev": "Anterior",
    "bot.scores.button.next": "Siguiente",
    "bot.scores.stats.title": "Partidas de {name}",
    "bot.scores.stats.rating": "valoración {rating}",
    "bot.scores.stats.entry": "{wins} en {games} ({rate})\nmejor {best}, media {average}{rating}\núltima partida {when}",
    "bot.scores.stats.none": "{name} aún no ha terminado ninguna partida en este servidor.",
}
