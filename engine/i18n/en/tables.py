"""Words of the table service (bot/tables): its refusals and its public notices.

A ``{command_X}`` field is the front end's way to do X: the Discord adapter fills in its
slash command (``/game join``); without one, ``tables.command.X`` words it plainly.
"""

TEXTS: dict[str, str] = {
    # What a command is called where the front end names none.
    "tables.command.new": "the new-game command",
    "tables.command.join": "the join command",
    "tables.command.leave": "the leave command",
    "tables.command.addbot": "the add-computer command",
    "tables.command.start": "the start command",
    "tables.command.abort": "the abort command",
    # Between the last two names of a list ("Ann and Bob").
    "tables.and": " and ",
    # Refusals: the person who asked reads them; nothing changed.
    "tables.refusal.no_table": "There is no game in this channel: start one with {command_new}.",
    "tables.refusal.not_seated": ("You are not seated at this table: join it with {command_join}."),
    "tables.refusal.stale_turn": (
        "That button belongs to a move that is over: look at the table's latest message."
    ),
    "tables.refusal.not_saved": (
        "I could not save that just now, so nothing changed at the table: please try again "
        "in a moment."
    ),
    "tables.refusal.game_over": "The game is over: its result is being recorded.",
    "tables.refusal.owned_elsewhere": (
        "This table is busy elsewhere right now: try again in a moment."
    ),
    "tables.refusal.broken": (
        "This channel's {game} table could not be loaded from the database, so it cannot go "
        "on. Use {command_abort} to clear it, then open a new table with {command_new}."
    ),
    "tables.refusal.has_table": (
        "This channel already has a table: join it with {command_join}, or play in a thread."
    ),
    "tables.refusal.no_such_game": "There is no such game: {game}.",
    "tables.refusal.bad_options": "{reason} Pick another value.",
    "tables.refusal.setup": "{reason}",
    "tables.refusal.rules": "{reason}",
    "tables.refusal.already_seated": "You are already seated at this table.",
    "tables.refusal.not_at_table": "You are not seated at this table.",
    "tables.refusal.bad_level": "A computer player's level is one of {levels}.",
    "tables.refusal.add_bot_seated_only": (
        "Only players seated at this table can add computer players."
    ),
    "tables.refusal.remove_bot_seated_only": (
        "Only players seated at this table can remove computer players."
    ),
    "tables.refusal.no_bot": "There is no computer player in this lobby.",
    "tables.refusal.kick_host_only": "Only the host or a moderator can kick a player.",
    "tables.refusal.kick_self": "To leave the table yourself, use {command_leave}.",
    "tables.refusal.user_not_seated": "That user is not seated at this table.",
    "tables.refusal.start_host_only": "Only the host can start the game.",
    "tables.refusal.too_few": (
        "{game} needs at least {minimum} players: {missing} more can {command_join}, or add "
        "a computer player with {command_addbot}."
    ),
    "tables.refusal.countdown_host_only": "Only the host can set the lobby's countdown.",
    "tables.refusal.countdown_range": (
        "A countdown is 1 to {maximum} seconds (0 switches it off)."
    ),
    "tables.refusal.abort_host_only": "Only the host or a moderator can abort the game.",
    "tables.refusal.lobby_not_started": (
        "The game has not started: join the lobby with {command_join}."
    ),
    "tables.refusal.already_playing": "You are already playing at this table.",
    "tables.refusal.no_seat_to_take": "You have no seat to take back at this table.",
    "tables.refusal.seat_taken_over": (
        "A computer player has your seat: take it back with {command_join}."
    ),
    "tables.refusal.started.join": (
        "The game has already started: you cannot join it now. Wait for the next game, or "
        "watch this one."
    ),
    "tables.refusal.started.add_bot": (
        "The game has already started: you cannot add a computer player to it now. Wait for "
        "the next game, or watch this one."
    ),
    "tables.refusal.started.remove_bot": (
        "The game has already started: you cannot remove a computer player from it now. "
        "Wait for the next game, or watch this one."
    ),
    "tables.refusal.started.start": (
        "The game has already started: you cannot start it now. Wait for the next game, or "
        "watch this one."
    ),
    "tables.refusal.full": "The table is full ({maximum} players): wait for the next game.",
    "tables.refusal.not_started": (
        "The game has not started yet: the host starts it with {command_start}."
    ),
    "tables.refusal.restarting": "The bot is restarting: try again in a moment.",
    "tables.refusal.export_running": (
        "The record can be exported once the game is over (it reveals every hand)."
    ),
    "tables.refusal.nothing_to_export": "There is no finished game in this channel to export.",
    # Notices: public messages in the table's channel, and why a table closed.
    "tables.notice.broken": (
        "This channel's {game} table could not be loaded from the database, so it cannot go "
        "on. Use {command_abort} to clear it, then open a new table with {command_new}."
    ),
    "tables.notice.left_lobby_empty": "{name} left and the lobby is empty: closed.",
    "tables.notice.left_replaced": (
        "{name} left: a computer player plays their seat ({name} can take it back with "
        "{command_join})."
    ),
    "tables.notice.kicked_lobby_empty": "{name} was removed and the lobby is empty: closed.",
    "tables.notice.kicked_replaced": (
        "{name} was removed from the table: a computer player plays their seat."
    ),
    "tables.notice.aborted_lobby": "The lobby was aborted by {name}.",
    "tables.notice.aborted_game": "The game was aborted by {name}.",
    "tables.notice.back": "{name} is back at the table.",
    "tables.notice.lobby_expired": (
        "Nobody started the {game} lobby in time: it is closed. Open a new one with {command_new}."
    ),
    "tables.notice.lobby_failed": "The {game} lobby could not start: {reason}",
    "tables.notice.time_up": "Time is up for {names}.",
    "tables.notice.time_up_events": "Time is up for {names}. {events}",
    "tables.notice.replaced_after_timeouts": (
        "{name} timed out {count} moves in a row: a computer player takes the seat. {name}, "
        "take it back with {command_join}."
    ),
    "tables.notice.won": "{winners} wins! Final scores: {scores}.",
    "tables.notice.shared": "{winners} share the win! Final scores: {scores}.",
}
