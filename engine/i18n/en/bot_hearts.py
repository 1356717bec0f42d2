"""Hearts Deluxe's hand panel."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.hearts.pass.left": "to the left (to {player})",
    "bot.hearts.pass.right": "to the right (to {player})",
    "bot.hearts.pass.across": "across (to {player})",
    "bot.hearts.pass.keeper": "to the keeper (to {player})",
    "bot.hearts.panel.heading": "**Your hand** at Hearts Deluxe: hand {hand}, your total {total}, {taken} taken this hand (the game ends once a total is past {limit}).",
    "bot.hearts.panel.received": "You received {cards} from {player}.",
    "bot.hearts.panel.pass_now": "Your move: pass three cards {where}.",
    "bot.hearts.panel.passed": "You pass {cards}: waiting for {waiting} to pass.",
    "bot.hearts.panel.on_table": "On the table: {cards}.",
    "bot.hearts.panel.lead": "Your turn: lead one of {cards}.",
    "bot.hearts.panel.play": "Your turn: play one of {cards}.",
    "bot.hearts.panel.waiting": "Waiting for {player} to play.",
    "bot.hearts.panel.choose_pass": "Choose the three cards to pass…",
}
