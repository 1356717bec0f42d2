"""The bot's remaining words: why a table closed when its place is gone (kept with the
game's record), discord.py's refusals of a slash command, and Rummy 500's lay-off
autocomplete."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.words.closed.guild_left": "the bot left the server",
    "bot.words.closed.channel_deleted": "the channel was deleted",
    "bot.words.closed.thread_deleted": "the thread was deleted",
    "bot.words.error.cooldown": "You are on cooldown. Try again in {seconds}s",
    "bot.words.error.missing_permissions": "You are missing {permissions} permission(s) to run this command.",
    "bot.words.error.bot_missing_permissions": "Bot requires {permissions} permission(s) to run this command.",
    "bot.words.error.missing_role": "Role {role} is required to run this command.",
    "bot.words.error.missing_any_role": "You are missing at least one of the required roles: {roles}",
    "bot.words.error.check": "You may not use this command here.",
    "bot.words.error.value": "“{value}” is not {kind}: pick one of the choices offered, or type it again.",
    "bot.words.error.other": "That command did not work: check what you typed and try again.",
    "bot.words.or": " or ",
    "bot.words.fits_meld": " · fits meld {melds}",
    # /dmi hint, /hearts hint, /rummy hint: the computer player's move in words.
    "bot.suggest.move": "The computer player would {moves} with your cards.",
    "bot.suggest.then": ", then ",
    "bot.suggest.place": "place {cards} from {square} {direction}",
    "bot.suggest.swap": "swap {cards}",
    "bot.suggest.reclaim": "reclaim a joker with {cards}",
    "bot.suggest.pass": "pass",
    "bot.suggest.pass_cards": "pass {cards}",
    "bot.suggest.play": "play {cards}",
    "bot.suggest.draw_stock": "draw from the stock",
    "bot.suggest.take": "take {card} from the discard pile",
    "bot.suggest.meld": "meld {cards}",
    "bot.suggest.layoff": "lay off {card} on meld {meld}",
    "bot.suggest.discard": "discard {cards}",
}
