"""/leaderboard और /stats।"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.scores.win.one": "{count} जीत",
    "bot.scores.win.other": "{count} जीत",
    "bot.scores.game.one": "{count} खेल",
    "bot.scores.game.other": "{count} खेल",
    "bot.scores.all_games": "सभी खेल",
    "bot.scores.leaderboard.title": "लीडरबोर्ड: {game}, {period}",
    "bot.scores.leaderboard.best": ", सबसे अच्छा {score}",
    "bot.scores.leaderboard.rating": ", रेटिंग {rating}",
    "bot.scores.leaderboard.row": "**{rank}.** {player}: {games} में {wins} ({rate}){best}{rating}",
    "bot.scores.leaderboard.empty": "अभी तक कोई खेल पूरा नहीं हुआ: `/game new` से एक खेलें!",
    "bot.scores.leaderboard.page": "पृष्ठ {page} / {pages}",
    "bot.scores.button.prev": "पिछला",
    "bot.scores.button.next": "अगला",
    "bot.scores.stats.title": "{name} के खेल",
    "bot.scores.stats.rating": "रेटिंग {rating}",
    "bot.scores.stats.entry": "{games} में {wins} ({rate})\nसबसे अच्छा {best}, औसत {average}{rating}\nपिछली बार खेला {when}",
    "bot.scores.stats.none": "{name} ने इस सर्वर पर अभी तक कोई खेल पूरा नहीं किया है।",
}
