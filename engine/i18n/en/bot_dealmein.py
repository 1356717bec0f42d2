"""Deal Me In's hand panel."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.dealmein.panel.heading": "**Your hand** at Deal Me In: {cards} · your score {score} · {deck} cards in the deck.",
    "bot.dealmein.panel.waiting": "Waiting for {player} to move.",
    "bot.dealmein.panel.choose": "Your move: choose cards in the menu, then where they go (or swap them); **Hint** shows the computer's move.",
    "bot.dealmein.panel.too_many": "{cards}: place 1 to {most} cards at a time, or swap them.",
    "bot.dealmein.panel.nowhere": "{cards} can't be placed together anywhere: choose others.",
    "bot.dealmein.panel.page_of": " (page {page} of {pages})",
    "bot.dealmein.panel.places.one": "{cards}: {count} place to put them{where}, the best {spot} for {score}.",
    "bot.dealmein.panel.places.other": "{cards}: {count} places to put them{where}, the best {spot} for {score}.",
    "bot.dealmein.panel.picked": "**{spot}**: {cards}, {score}. Press **Place** to play it.",
    "bot.dealmein.menu.cards": "Choose the cards to place or swap…",
    "bot.dealmein.menu.spot": "Choose where the cards go…",
    "bot.dealmein.joker": "Joker",
    "bot.dealmein.joker_help": "plays as any card you name",
    "bot.dealmein.spot": "{spot} · {score} points",
    "bot.dealmein.button.place": "Place",
    "bot.dealmein.button.swap": "Swap",
    "bot.dealmein.button.pass": "Pass",
    "bot.dealmein.button.reclaim": "Reclaim with {card}",
    "bot.dealmein.button.hint": "Hint",
    "bot.dealmein.button.page": "Page",
    "bot.dealmein.hint.reclaim": "Hint: reclaim the joker with {cards} (**Reclaim**), then the computer would place {placement}.",
    "bot.dealmein.hint.place": "Hint: place {placement}: it is picked below, press **Place**.",
    "bot.dealmein.hint.swap": "Hint: no placement is worth it; swap {cards} (**Swap**).",
    "bot.dealmein.hint.pass": "Hint: nothing can be placed or swapped: **Pass**.",
}
