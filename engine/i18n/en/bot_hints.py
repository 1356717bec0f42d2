"""The command or button to use, added after a refusal's sentence (bot/discord/wording.py).

The key is ``bot.hint.`` and the engine's refusal code (or a prefix of it). Slash commands
stay as players type them (`/dmi place`); button names in ** are the panels' labels in the
same language.
"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    # Deal Me In
    "bot.hint.dealmein.place": "Use `/dmi place` (square, direction, cards), or your hand panel.",
    "bot.hint.dealmein.swap": "Use `/dmi swap` with the cards to swap, e.g. `2C 7D`.",
    "bot.hint.dealmein.reclaim": "Use `/dmi reclaim` with the card a board joker stands for.",
    "bot.hint.dealmein.moves": "Use `/dmi place`, `/dmi swap`, `/dmi reclaim` or `/dmi pass`.",
    "bot.hint.dealmein.no_swap": "Use `/dmi place`, or `/dmi pass`.",
    "bot.hint.dealmein.no_pass": "Use `/dmi place` or `/dmi swap`; `/dmi hint` shows a move.",
    # Hearts
    "bot.hint.hearts.pass_first": "Pick three cards in your hand panel (**My hand**), or use `/hearts pass`.",
    "bot.hint.hearts.play": "Press a card in your hand panel (**My hand**), or use `/hearts play`.",
    "bot.hint.hearts.moves": "Use `/hearts pass` or `/hearts play`.",
    # Rummy 500
    "bot.hint.rummy500.draw_first": "Press **Draw from stock** or pick a pile card in your hand panel (**My hand**), or use `/rummy draw`.",
    "bot.hint.rummy500.stock_empty": "Pick a pile card in your hand panel (**My hand**), or use `/rummy draw`; **Pass** (or `/rummy pass`) ends the hand.",
    "bot.hint.rummy500.drawn_already": "Use your hand panel (**My hand**), or `/rummy meld`, `/rummy layoff` and `/rummy discard`.",
    "bot.hint.rummy500.meld": "Use `/rummy meld` with the cards, e.g. `5H 6H 7H`.",
    "bot.hint.rummy500.layoff": "Use `/rummy layoff` with the card and the meld's number, e.g. `8H` on `2`.",
    "bot.hint.rummy500.discard": "Use `/rummy discard` with one card, or the discard menu of your panel.",
    "bot.hint.rummy500.moves": "Use `/rummy draw`, `/rummy meld`, `/rummy layoff`, `/rummy discard`.",
    # 21-card rummy
    "bot.hint.rummy21.cut": "Press **Cut** on the table message, or use `/rummy21 cut`.",
    "bot.hint.rummy21.joker": "Press **Draw the Joker** on the table message, or use `/rummy21 joker`.",
    "bot.hint.rummy21.draw_first": "Press **Draw stock** or **Draw open** in your hand panel (**My hand**), or use `/rummy21 draw`.",
    "bot.hint.rummy21.drawn_already": "Pick a card in the discard menu of your hand panel (**My hand**), or use `/rummy21 discard` (or `/rummy21 declare`).",
    "bot.hint.rummy21.discard": "Use `/rummy21 discard` with one card, or your panel's discard menu.",
    "bot.hint.rummy21.declare": "With no groups, `/rummy21 declare` (or **Declare** in your hand panel) declares your hand as the bot groups it.",
    "bot.hint.rummy21.drop": "Use `/rummy21 drop` or the **Drop** button.",
    "bot.hint.rummy21.honours": "Use `/rummy21 honours` with the cards, or **Set aside** in your panel.",
    "bot.hint.rummy21.moves": "Use `/rummy21 draw`, `/rummy21 discard`, `/rummy21 declare`, `/rummy21 drop` or `/rummy21 honours`, or your hand panel (**My hand**).",
}
