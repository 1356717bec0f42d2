"""/daily: el desafío diario de Deal Me In."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.daily.guild_only": "El desafío diario pertenece a un servidor: úsalo en un canal de un servidor.",
    "bot.daily.manage_server": "Solo los miembros con el permiso Gestionar servidor eligen el canal del desafío diario.",
    "bot.daily.title": "Deal Me In diario · {day}",
    "bot.daily.streak.days.one": "🔥 {count} día seguido",
    "bot.daily.streak.days.other": "🔥 {count} días seguidos",
    "bot.daily.streak.best": "⭐ {count} con la mejor jugada",
    "bot.daily.streak.longest": "la más larga {count}",
    "bot.daily.of_best": " ({share} de la mejor)",
    "bot.daily.more": "… y {count} más",
    "bot.daily.nobody": "nadie",
    "bot.daily.reveal.best": "**La mejor jugada**: `{action}`, {move}.",
    "bot.daily.reveal.obvious": "La jugada obvia, la de más cartas, sumó {score}: {move}.",
    "bot.daily.reveal.played": "{count} jugaron; {who} encontró la mejor ({score} puntos).",
    "bot.daily.reveal.nobody_played": "Nadie jugó esta.",
    "bot.daily.reveal.title": "{title}: la respuesta",
    "bot.daily.reveal.footer": "El desafío de hoy: /daily play",
    "bot.daily.answer": "Tu jugada: `{action}`, {move}.\n**Tu puntuación: {score}.** La mejor jugada se revela {when}.\n{streak}\n\nCompártelo (sin destripes):\n```\n{share}\n```",
    "bot.daily.position": "Tu mano: **{cards}**\nUna jugada, un intento: pon cartas con `/daily place square direction cards` para la mayor puntuación que encuentres. Hay {placements} colocaciones legales, y casillas de bonificación y de comodín a tu alcance. Hoy todos aquí juegan esta posición; la mejor jugada se revela {when}.",
    "bot.daily.played_already": "Ya jugaste el desafío de hoy.\n{answer}",
    "bot.daily.board.title": "{title}: clasificación",
    "bot.daily.board.empty": "Aún no ha jugado nadie: ¡`/daily play`!",
    "bot.daily.board.footer": "La mejor jugada y su puntuación se revelan al terminar el día (UTC).",
    "bot.daily.channel_set": "La respuesta y la clasificación de cada día se publicarán en {channel} al terminar el día (medianoche UTC).",
}
