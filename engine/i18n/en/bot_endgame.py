"""Words of the game's end and the lobby's controls: the summary's buttons (Play again,
Replay, My stats), playing a table again, the lobby's Leave / How to play / Add a computer
player, options and ratings as players read them, and how a value Discord could not read
is refused."""

TEXTS: dict[str, str] = {
    # The summary of a finished game and its buttons.
    "bot.endgame.button.again": "Play again",
    "bot.endgame.button.replay": "Replay",
    "bot.endgame.button.stats": "My stats",
    "bot.endgame.won": "{winners} wins!",
    "bot.endgame.shared": "{winners} share the win!",
    "bot.endgame.deciding": "Deciding moment: {moment}",
    "bot.endgame.again.started": "{game} starts again with the same seats: good luck!",
    "bot.endgame.again.waiting": (
        "{game} is open again with the same seats. Waiting for {players} to press "
        "**Play again** or **Join**: a seat not confirmed {when} goes."
    ),
    "bot.endgame.seat.awaiting": "{seat} (to confirm)",
    # Playing again: the table service's refusals.
    "tables.refusal.rematch_gone": (
        "That game can no longer be played again here: open a new table with {command_new}."
    ),
    "tables.refusal.rematch_players_only": (
        "Only those who played that game can play it again: once it is open, join it with "
        "{command_join} if a seat is free."
    ),
    # A played joker in a sentence.
    "bot.endgame.joker_as": "Joker as {card}",
    # Where the export's file is explained.
    "bot.endgame.export.where_link": "[Game records]({url}#game-records) in the rule book",
    "bot.endgame.export.where_book": "the “Game records” part of the rule book",
    # Ratings as players read them.
    "bot.endgame.rating.provisional": "{rating} (provisional)",
    "bot.endgame.rating.about": (
        "Ratings start at 1000 and move with every game, by how you place against the "
        "others at the table; they are provisional for your first {games} games of a game."
    ),
    # Options as the lobby and the table show them.
    "bot.endgame.option": "{name}: {value}",
    "bot.endgame.optname.dealmein.level": "Move timer",
    "bot.endgame.optname.dealmein.blocked_rounds": "Rounds without a play that end it",
    "bot.endgame.optname.hearts.point_limit": "Points that end the game",
    "bot.endgame.optname.hearts.turn_seconds": "Seconds per move",
    "bot.endgame.optname.rummy500.decks": "Packs of cards",
    "bot.endgame.optname.rummy500.target": "Points to win",
    "bot.endgame.optname.rummy500.turn_seconds": "Seconds per turn",
    "bot.endgame.optname.rummy21.deals": "Deals",
    "bot.endgame.optname.rummy21.first_drop": "First drop costs",
    "bot.endgame.optname.rummy21.mid_pack": "Later drop costs",
    "bot.endgame.optname.rummy21.wrong_declaration": "Wrong declaration costs",
    "bot.endgame.optname.rummy21.count_cap": "Highest count",
    "bot.endgame.optname.rummy21.honour": "Honour card earns",
    "bot.endgame.optname.rummy21.marriage": "Marriage earns",
    "bot.endgame.optname.rummy21.turn_seconds": "Seconds per move",
    "bot.endgame.optname.rummy21.ceremony": "The cut and the Joker",
    "bot.endgame.optvalue.auto": "automatic",
    "bot.endgame.optvalue.hand": "by hand",
    "bot.endgame.optvalue.no_limit": "no limit",
    # The move timer of /game new, by game (its autocomplete).
    "bot.endgame.timer.seconds": "{seconds} seconds per move",
    "bot.endgame.timer.none": "This game has no move timer to choose: leave the timer empty.",
    "bot.endgame.timer.bad": "{value} is no move timer of {game}: pick one from the list.",
    # The lobby's controls.
    "bot.lobby.button.leave": "Leave",
    "bot.lobby.button.rules": "How to play",
    "bot.lobby.add_bot.placeholder": "Add a computer player…",
    "bot.lobby.add_bot.option": "Computer player: {level}",
    "bot.lobby.add_bot.about.easy": "Plays simply: good to learn against",
    "bot.lobby.add_bot.about.normal": "Plays a solid game",
    "bot.lobby.add_bot.about.hard": "Looks ahead: a real opponent",
    # What Discord could not read as an option's value ("… is not {kind}").
    "bot.words.kind.string": "a text",
    "bot.words.kind.integer": "a whole number",
    "bot.words.kind.number": "a number",
    "bot.words.kind.boolean": "yes or no",
    "bot.words.kind.user": "a member of this server",
    "bot.words.kind.channel": "a channel here",
    "bot.words.kind.role": "a role here",
    "bot.words.kind.mentionable": "a member or a role here",
    "bot.words.kind.attachment": "a file",
    "bot.words.kind.other": "a value this option takes",
    # /game new's move timer (the old name, level, is still read).
    "bot.cmd.game.new.opt.timer.name": "timer",
    "bot.cmd.game.new.opt.timer.description": "Time per move (the list is the chosen game's)",
}
