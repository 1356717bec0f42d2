"""21-card rummy's moves as the computer player's hint says them, in Hindi."""

TEXTS: dict[str, str] = {
    "bot.suggest.rummy21.cut": "गड्डी को {number} पर काटना",
    "bot.suggest.rummy21.joker": "जोकर निकालना",
    "bot.suggest.rummy21.draw_open": "खुले ढेर का ऊपरी पत्ता उठाना",
    "bot.suggest.rummy21.declare": "{groups} घोषित करके {card} फेंकना",
    "bot.suggest.rummy21.drop": "इस बाज़ी से ड्रॉप करना",
    "bot.suggest.rummy21.honours": "{cards} को ऑनर पत्तों के रूप में अलग रखना",
}
