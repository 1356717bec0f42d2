"""Words of the cards and their notation (engine/cards.py): a card that cannot be read."""

TEXTS: dict[str, str] = {
    "cards.no_such_card": "no card with rank {rank} and suit {suit}",
    "cards.not_a_card": (
        "'{token}' is not a card: a card is a rank 2-10, J, Q, K or A and a suit S, H, D or C "
        "(for example AS, 10H, QD, or with the symbols A♠, 10♥), or JK"
    ),
    "cards.nominate_joker_only": "'{token}': only a joker can be nominated (write JK=7H)",
    "cards.nominate_real_card": "'{token}': a joker must be nominated as a real card, like JK=7H",
    "cards.nominate_joker": "'{token}': say what the joker stands for, like JK=7H",
}
