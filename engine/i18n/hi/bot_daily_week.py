"""The weekly challenge (/daily week: the week's seven dailies scored together) and the
season's daily champion."""

TEXTS: dict[str, str] = {
    "bot.cmd.daily.week.name": "week",
    "bot.cmd.daily.week.description": "इस हफ़्ते की चुनौती: हफ़्ते के सभी डेली के अंक एक साथ",
    "bot.daily_week.title": "साप्ताहिक चुनौती · {monday} से {sunday}",
    "bot.daily_week.line.one": "**{rank}.** {player}: {points} · {count} दिन",
    "bot.daily_week.line.other": "**{rank}.** {player}: {points} · {count} दिन",
    "bot.daily_week.empty": "इस हफ़्ते अभी किसी ने डेली नहीं खेला: `/daily play`।",
    "bot.daily_week.footer": "हफ़्ते (सोमवार से रविवार, UTC) का हर डेली अपने अंक जोड़ता है।",
    "bot.daily_week.champion.one": "🗓️ सीज़न के डेली चैंपियन: {player}, {count} डेली में {points} अंक।",
    "bot.daily_week.champion.other": "🗓️ सीज़न के डेली चैंपियन: {player}, {count} डेली में {points} अंक।",
}
