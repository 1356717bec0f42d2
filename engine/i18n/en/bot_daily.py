"""/daily: the daily Deal Me In challenge."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.daily.guild_only": "The daily challenge belongs to a server: use it in a server's channel.",
    "bot.daily.manage_server": "Only members with the Manage Server permission choose the daily channel.",
    "bot.daily.title": "Deal Me In daily · {day}",
    "bot.daily.streak.days.one": "🔥 {count} day in a row",
    "bot.daily.streak.days.other": "🔥 {count} days in a row",
    "bot.daily.streak.best": "⭐ {count} on the best move",
    "bot.daily.streak.longest": "longest {count}",
    "bot.daily.of_best": " ({share} of the best)",
    "bot.daily.more": "… and {count} more",
    "bot.daily.nobody": "nobody",
    "bot.daily.reveal.best": "**The best move**: `{action}`, {move}.",
    "bot.daily.reveal.obvious": "The obvious move, the most cards, scored {score}: {move}.",
    "bot.daily.reveal.played": "{count} played; {who} found the best ({score} points).",
    "bot.daily.reveal.nobody_played": "Nobody played this one.",
    "bot.daily.reveal.title": "{title}: the answer",
    "bot.daily.reveal.footer": "Today's challenge: /daily play",
    "bot.daily.answer": "Your move: `{action}`, {move}.\n**Your score: {score}.** The best move is revealed {when}.\n{streak}\n\nShare it (no spoilers):\n```\n{share}\n```",
    "bot.daily.position": "Your hand: **{cards}**\nOne move, one try: lay cards with `/daily place square direction cards` for the highest score you can find. There are {placements} legal placements, and bonus and Joker squares within reach. Everyone here plays this position today; the best move is revealed {when}.",
    "bot.daily.played_already": "You played today's challenge.\n{answer}",
    "bot.daily.board.title": "{title}: leaderboard",
    "bot.daily.board.empty": "Nobody has played yet: `/daily play`!",
    "bot.daily.board.footer": "The best move and score are revealed when the day ends (UTC).",
    "bot.daily.channel_set": "Each day's answer and leaderboard will be posted in {channel} when the day ends (midnight UTC).",
}
