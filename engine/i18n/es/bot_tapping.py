"""Tap-to-play words: the hint buttons of every game, the daily challenge's panel, Deal Me
In's placement preview, 21-card rummy's ceremony option."""

TEXTS = {
    "bot.option.rummy21.ceremony": "el corte y el Joker: a mano o automáticos",
}
