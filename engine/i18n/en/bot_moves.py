"""What a move command, a hand panel's mechanics and /game replay say."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.moves.drew": "You drew {cards}.",
    "bot.moves.done": "Done: {action}.",
    "bot.replay.no_such_game": "No finished game has the id `{game_id}`: leave the id out for this channel's last game.",
    "bot.replay.frame_per_move": "one frame per move",
    "bot.replay.moves_a_frame": "{count} moves a frame",
    "bot.replay.posted": "The replay: {moves} moves, {summary}, then the final standings.",
    "bot.panel.stale": "That panel belongs to a move that is over: press My hand for a fresh one.",
    "bot.panel.stale_refresh": "That panel belongs to a move that is over: press Refresh for the table as it is now.",
    "bot.panel.not_yours": "That panel belongs to another player: press My hand for your own.",
    "bot.panel.game_over": "The game is over: the final standings are in the channel.",
    "bot.panel.refresh": "Refresh",
}
