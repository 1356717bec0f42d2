"""Tap-to-play words: the hint buttons of every game, the daily challenge's panel, Deal Me
In's placement preview, 21-card rummy's ceremony option."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS = {
    "bot.tapping.rules.heading": "Playing by tapping",
    "bot.tapping.rules.dealmein": "In your turn's DM (or **My hand**): choose your cards, then a placement (a small picture shows it on the board, with its combination and score), then **Place**. **Swap**, **Pass** and **Reclaim** are buttons too, and **Hint** fills in the computer's move.",
    "bot.tapping.rules.hearts": "In your turn's DM (or **My hand**): choose the three cards to pass in the menu, then tap a card to play it (only the cards you may play are offered). **Hint** says what the computer would play.",
    "bot.tapping.rules.rummy500": "In your turn's DM (or **My hand**): **Draw from stock** or choose a card of the discard pile, then a meld, a lay-off or your discard in the menus. **Hint** says what the computer would play.",
    "bot.tapping.rules.rummy21": "In your turn's DM (or **My hand**): **Draw from stock** or the open card, then choose your discard in the menu; **Declare**, **Drop** and **Set aside** appear when you may. **Hint** says what the computer would play. At a new table the bot cuts and turns the Joker by itself (an option of the table, chosen when it is opened, keeps them by hand).",
    "bot.tapping.daily.intro": "Play it by tapping: choose your cards, then the first square, then the direction, and press **Place**. One try: no score is shown before it.",
    "bot.tapping.daily.too_many": "{cards}: a placement lays at most {most} cards. Choose fewer.",
    "bot.tapping.daily.nowhere": "{cards} cannot go down anywhere together. Choose other cards.",
    "bot.tapping.daily.choose_square": "{cards}: now choose the first square.",
    "bot.tapping.daily.choose_direction": "{cards} from **{square}**: now choose the direction.",
    "bot.tapping.daily.ready": "{cards} go down from **{square}** {direction}, in this order. Press **Place** to make your one move of the day.",
    "bot.tapping.daily.across": "Across",
    "bot.tapping.daily.down": "Down",
    "bot.tapping.daily.cards_menu": "Your cards to lay",
    "bot.tapping.daily.square_menu": "The first square",
    "bot.tapping.daily.other_day": "This challenge is from another day: ask for today's position again.",
    "bot.tapping.daily.incomplete": "Choose the cards, the first square and the direction first.",
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
