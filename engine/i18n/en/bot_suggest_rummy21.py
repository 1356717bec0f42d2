"""Words of 21-card rummy's moves as the computer player's hint says them
(bot/discord/games/rummy21/wording.py); the moves it shares with Rummy 500 (draw from the
stock, discard) are in ``bot_words``."""

TEXTS: dict[str, str] = {
    "bot.suggest.rummy21.cut": "cut the pack at {number}",
    "bot.suggest.rummy21.joker": "draw the Joker",
    "bot.suggest.rummy21.draw_open": "take the open pile's top card",
    "bot.suggest.rummy21.declare": "declare {groups} and discard {card}",
    "bot.suggest.rummy21.drop": "drop out of the deal",
    "bot.suggest.rummy21.honours": "set {cards} aside as honour cards",
}
