"""What a move typed in the table's channel adds to its reply (the player is at the table)."""

TEXTS: dict[str, str] = {
    "bot.moves.your_hand": "आपके पत्ते: {cards}",
}
