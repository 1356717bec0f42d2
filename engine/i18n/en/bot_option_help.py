"""What each game option does, as /game new's autocomplete and option refusals say it
(``bot.option.<game>.<option>``; the English is the engine's ``OptionSpec.help``)."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.option.dealmein.level": "time per move: unlimited, social (120 s), competitive (60 s), expert (30 s)",
    "bot.option.dealmein.blocked_rounds": "full rounds without a placement (deck not empty) that end the game",
    "bot.option.hearts.point_limit": "the game ends after the hand in which a player's total exceeds this",
    "bot.option.hearts.turn_seconds": "seconds for a move or a pass (0: no limit)",
    "bot.option.rummy500.decks": "packs of 52 cards: auto is one up to four players and two for five or six",
    "bot.option.rummy500.target": "the game ends after the hand in which a total reaches this",
    "bot.option.rummy500.turn_seconds": "seconds for a turn (0: no limit)",
    "bot.option.rummy21.deals": "deals in a game",
    "bot.option.rummy21.first_drop": "points a player dropping before their first draw pays",
    "bot.option.rummy21.mid_pack": "points a player dropping later pays",
    "bot.option.rummy21.wrong_declaration": "points a wrong declaration pays each other player",
    "bot.option.rummy21.count_cap": "most a count can cost (0: no cap)",
    "bot.option.rummy21.honour": "points an honour card earns from each other player",
    "bot.option.rummy21.marriage": "points the three honour cards together earn",
    "bot.option.rummy21.turn_seconds": "seconds for a move",
}
