"""The weekly challenge (/daily week: the week's seven dailies scored together) and the
season's daily champion."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.cmd.daily.week.name": "week",
    "bot.cmd.daily.week.description": "This week's challenge: the week's dailies scored together",
    "bot.daily_week.title": "Weekly challenge · {monday} to {sunday}",
    "bot.daily_week.line.one": "**{rank}.** {player}: {points} · {count} day",
    "bot.daily_week.line.other": "**{rank}.** {player}: {points} · {count} days",
    "bot.daily_week.empty": "Nobody has played a daily this week yet: `/daily play`.",
    "bot.daily_week.footer": "Every daily of the week (Monday to Sunday, UTC) adds its score.",
    "bot.daily_week.champion.one": "🗓️ Daily champion of the season: {player}, {points} points in {count} daily.",
    "bot.daily_week.champion.other": "🗓️ Daily champion of the season: {player}, {points} points in {count} dailies.",
}
