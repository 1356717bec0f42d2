"""Words of the cards and their notation (engine/cards.py): a card that cannot be read."""

TEXTS: dict[str, str] = {
    "cards.no_such_card": "रैंक {rank} और सूट {suit} का कोई पत्ता नहीं है",
    "cards.not_a_card": (
        "'{token}' कोई पत्ता नहीं है: पत्ता एक रैंक 2-10, J, Q, K या A और एक सूट S, H, D या C "
        "होता है (जैसे AS, 10H, QD, या चिह्नों के साथ A♠, 10♥), या JK"
    ),
    "cards.nominate_joker_only": "'{token}': केवल जोकर को नामित किया जा सकता है (JK=7H लिखें)",
    "cards.nominate_real_card": "'{token}': जोकर को किसी असली पत्ते के रूप में नामित करें, जैसे JK=7H",
    "cards.nominate_joker": "'{token}': बताइए कि जोकर किस पत्ते की जगह है, जैसे JK=7H",
}
