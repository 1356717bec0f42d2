"""/game new's options: the refusals of what cannot be read."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.options.form": "Write each option as name=value, like {example}: {token} is not.",
    "bot.options.twice": "Option {name} is given twice: keep one value.",
    "bot.options.level_for": "The `level` parameter is for {owners}, not {game}",
    "bot.options.option_for": "Option {name} is for {owners}, not {game}",
    "bot.options.no_level": "{game} has no `level` parameter",
    "bot.options.no_option": "{game} has no option {name}",
    "bot.options.leave_level": "leave `level` empty",
    "bot.options.remove": "remove {name}",
    "bot.options.none": "{game} has no options: leave `options` empty.",
    "bot.options.listed": "{game}'s options, typed in `options` as name=value (defaults shown): {options}.",
    "bot.options.switch": "Option {name} is true or false, not {text}.",
    "bot.options.number": "Option {name} is a whole number, not {text}.",
}
