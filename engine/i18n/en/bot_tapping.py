"""Tap-to-play words: the hint buttons of every game, the daily challenge's panel, Deal Me
In's placement preview, 21-card rummy's ceremony option."""

TEXTS = {
    "bot.option.rummy21.ceremony": "the cut and the Joker: by hand, or automatic",
}
