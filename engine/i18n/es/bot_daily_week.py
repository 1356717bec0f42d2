"""The weekly challenge (/daily week: the week's seven dailies scored together) and the
season's daily champion."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.cmd.daily.week.name": "week",
    "bot.cmd.daily.week.description": "El reto de la semana: los diarios de la semana sumados",
    "bot.daily_week.title": "Reto semanal · del {monday} al {sunday}",
    "bot.daily_week.line.one": "**{rank}.** {player}: {points} · {count} día",
    "bot.daily_week.line.other": "**{rank}.** {player}: {points} · {count} días",
    "bot.daily_week.empty": "Nadie ha jugado un diario esta semana todavía: `/daily play`.",
    "bot.daily_week.footer": "Cada diario de la semana (de lunes a domingo, UTC) suma su puntuación.",
    "bot.daily_week.champion.one": "🗓️ Campeón diario de la temporada: {player}, {points} puntos en {count} diario.",
    "bot.daily_week.champion.other": "🗓️ Campeón diario de la temporada: {player}, {points} puntos en {count} diarios.",
}
