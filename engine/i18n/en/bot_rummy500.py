"""Rummy 500's hand panel."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.rummy500.pile.alone": "takes it alone",
    "bot.rummy500.pile.takes": "takes {count} cards",
    "bot.rummy500.pile.label": "{card} · position {position} · {takes}",
    "bot.rummy500.pile.unusable": " · you could not use it",
    "bot.rummy500.panel.heading": "**Your hand** at {game}: hand {hand}, your total {total} (the game ends at {target}).",
    "bot.rummy500.panel.to_move": "{player} is to move.",
    "bot.rummy500.panel.draw": "Your turn: draw from the stock, or take a card of the discard pile.",
    "bot.rummy500.panel.draw_no_stock": "Your turn, and the stock is empty: take a card of the discard pile that you can use at once, or pass to end the hand.",
    "bot.rummy500.panel.meld": "Your turn: meld and lay off what you like, then discard a card.",
    "bot.rummy500.panel.must_use": "You took {card} from the pile: meld it or lay it off before you discard.",
    "bot.rummy500.panel.melds": "Melds in your hand: {melds}",
    "bot.rummy500.panel.layoffs": "Lay-offs: {layoffs}",
    "bot.rummy500.layoff": "{card} on meld {meld}",
    "bot.rummy500.more": "{shown} · and {count} more",
    "bot.rummy500.button.stock": "Draw from stock",
    "bot.rummy500.button.pass": "Pass",
    "bot.rummy500.capped": " (the first {count}; /rummy {what} for the others)",
    "bot.rummy500.menu.draw": "Take from the discard pile…",
    "bot.rummy500.menu.meld": "Meld…",
    "bot.rummy500.menu.layoff": "Lay off…",
    "bot.rummy500.menu.discard": "Discard and end your turn…",
}
