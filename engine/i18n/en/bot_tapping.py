"""Tap-to-play words: the hint buttons of every game, the daily challenge's panel, Deal Me
In's placement preview, 21-card rummy's ceremony option."""

TEXTS = {
    "bot.tapping.button.hint": "Hint",
    "bot.tapping.hint": "💡 Hint: the computer player would {moves}.",
    "bot.tapping.rummy21.draw_open": "take the open card",
    "bot.tapping.rummy21.declare": "declare {groups}, discarding {card}",
    "bot.tapping.rummy21.honours": "set the honour cards {cards} aside",
    "bot.tapping.rummy21.drop": "drop",
    "bot.tapping.rummy21.cut": "cut the pack",
    "bot.tapping.rummy21.joker": "draw the Joker",
    "bot.option.rummy21.ceremony": "the cut and the Joker: by hand, or automatic",
}
