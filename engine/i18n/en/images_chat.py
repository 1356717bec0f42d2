"""Words of the pictures laid out for chat size (images/): the lines that replaced panels."""

TEXTS: dict[str, str] = {
    "images.rummy500.arithmetic": "Each seat: on the table − in hand = net, then the total.",
    "images.dealmein.daily": (
        "Today's challenge: one move on this board. Make the best score you can."
    ),
    "images.dealmein.daily_move": "Cards laid on {squares}, scoring {score}.",
    "images.hand.wild_rank": " · every {rank} is wild",
}
