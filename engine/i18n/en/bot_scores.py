"""/leaderboard and /stats."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.scores.win.one": "{count} win",
    "bot.scores.win.other": "{count} wins",
    "bot.scores.game.one": "{count} game",
    "bot.scores.game.other": "{count} games",
    "bot.scores.all_games": "all games",
    "bot.scores.leaderboard.title": "Leaderboard: {game}, {period}",
    "bot.scores.leaderboard.best": ", best {score}",
    "bot.scores.leaderboard.rating": ", rating {rating}",
    "bot.scores.leaderboard.row": "**{rank}.** {player}: {wins} in {games} ({rate}){best}{rating}",
    "bot.scores.leaderboard.empty": "No finished games yet: play one with `/game new`!",
    "bot.scores.leaderboard.page": "Page {page} of {pages}",
    "bot.scores.button.prev": "Previous",
    "bot.scores.button.next": "Next",
    "bot.scores.stats.title": "{name}'s games",
    "bot.scores.stats.rating": "rating {rating}",
    "bot.scores.stats.entry": "{wins} in {games} ({rate})\nbest {best}, average {average}{rating}\nlast played {when}",
    "bot.scores.stats.none": "{name} has not finished a game on this server yet.",
}
