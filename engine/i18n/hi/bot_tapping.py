"""Tap-to-play words: the hint buttons of every game, the daily challenge's panel, Deal Me
In's placement preview, 21-card rummy's ceremony option."""

TEXTS = {
    "bot.tapping.button.hint": "संकेत",
    "bot.tapping.hint": "💡 संकेत: कंप्यूटर खिलाड़ी यह करता: {moves}।",
    "bot.tapping.rummy21.draw_open": "खुला पत्ता उठाना",
    "bot.tapping.rummy21.declare": "{groups} घोषित करना और {card} फेंकना",
    "bot.tapping.rummy21.honours": "ऑनर पत्ते {cards} अलग रखना",
    "bot.tapping.rummy21.drop": "ड्रॉप करना",
    "bot.tapping.rummy21.cut": "गड्डी काटना",
    "bot.tapping.rummy21.joker": "जोकर निकालना",
    "bot.option.rummy21.ceremony": "गड्डी काटना और जोकर: हाथ से, या अपने आप",
}
