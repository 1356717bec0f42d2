"""The weekly challenge (/daily week: the week's seven dailies scored together) and the
season's daily champion."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.cmd.daily.week.name": "week",
    "bot.cmd.daily.week.description": "Wyzwanie tygodnia: wszystkie zadania dnia z tygodnia zliczone razem",
    "bot.daily_week.title": "Wyzwanie tygodnia · od {monday} do {sunday}",
    "bot.daily_week.line.one": "**{rank}.** {player}: {points} · {count} dzień",
    "bot.daily_week.line.few": "**{rank}.** {player}: {points} · {count} dni",
    "bot.daily_week.line.many": "**{rank}.** {player}: {points} · {count} dni",
    "bot.daily_week.line.other": "**{rank}.** {player}: {points} · {count} dnia",
    "bot.daily_week.empty": "Nikt jeszcze nie zagrał w tym tygodniu w zadanie dnia: `/daily play`.",
    "bot.daily_week.footer": "Każde zadanie dnia z tygodnia (od poniedziałku do niedzieli, UTC) dodaje swój wynik.",
    "bot.daily_week.champion.one": "🗓️ Mistrz zadań dnia w sezonie: {player}, {points} pkt w {count} zadaniu.",
    "bot.daily_week.champion.few": "🗓️ Mistrz zadań dnia w sezonie: {player}, {points} pkt w {count} zadaniach.",
    "bot.daily_week.champion.many": "🗓️ Mistrz zadań dnia w sezonie: {player}, {points} pkt w {count} zadaniach.",
    "bot.daily_week.champion.other": "🗓️ Mistrz zadań dnia w sezonie: {player}, {points} pkt w {count} zadania.",
}
