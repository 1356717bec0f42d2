"""Words of 21-card Indian rummy's rules (engine/rummy21/): its refusals."""

TEXTS: dict[str, str] = {
    # The ceremony.
    "refusal.rummy21.cut.choose_dealer": (
        "First the pack is cut to choose the dealer: lift {low} to {high} cards."
    ),
    "refusal.rummy21.cut.for_dealer": (
        "First the pack is cut for the dealer: lift {low} to {high} cards."
    ),
    "refusal.rummy21.cut.size": "Say how many cards to lift, from {low} to {high}.",
    "refusal.rummy21.cut.margin": (
        "A cut leaves at least {margin} cards above and below it: "
        "choose between {low} and {high} cards to lift."
    ),
    "refusal.rummy21.joker.first": "The Joker is drawn first, from the rest of the pack.",
    # The play.
    "refusal.rummy21.moves.unknown": (
        "'{verb}' is no move of 21-card rummy: draw (from the stock or the open pile), "
        "discard, declare, drop, or set honour cards aside."
    ),
    "refusal.rummy21.drawn_already.discard": "You have drawn already: discard a card (or declare).",
    "refusal.rummy21.drawn_already.drop": (
        "You can drop only at the start of your turn, before drawing: discard a card now."
    ),
    "refusal.rummy21.draw_first.draw": "Draw a card first, from the stock or the open pile.",
    "refusal.rummy21.draw_first.open_empty": "The open pile is empty: draw from the stock.",
    "refusal.rummy21.draw_first.source": "Draw from the stock or from the open pile.",
    "refusal.rummy21.draw_first.stock_empty": (
        "The stock is empty and the open pile holds only its top card: take that card "
        "from the open pile."
    ),
    "refusal.rummy21.hand.missing": "You do not hold a {card}.",
    "refusal.rummy21.hand.missing_copies": "You do not hold {count} copies of {card}.",
    "refusal.rummy21.discard.one": "Discard exactly one card.",
    "refusal.rummy21.declare.format": (
        "Write your groups, separated by |, then the card to discard, like "
        "3♥ 4♥ 5♥ | 7♠ 8♠ 9♠ | … discard K♦."
    ),
    "refusal.rummy21.declare.one_discard": "Name exactly one card to discard after the groups.",
    "refusal.rummy21.declaration.empty_group": (
        "A group between two | is empty: write the cards of each group."
    ),
    "refusal.rummy21.declaration.size": (
        "Your groups hold {count} cards: declare all {size} cards you keep, and discard the 22nd."
    ),
    "refusal.rummy21.drop.no_cards": "A drop names no cards.",
    # Honour cards set aside.
    "refusal.rummy21.honours.none_named": "Name the honour cards to set aside.",
    "refusal.rummy21.set_aside.not_seated": "Only seated players can set honour cards aside.",
    "refusal.rummy21.set_aside.before_joker": (
        "Honour cards can be set aside once the Joker is drawn."
    ),
    "refusal.rummy21.set_aside.out": (
        "You are out of this deal: you can no longer set honour cards aside."
    ),
    "refusal.rummy21.set_aside.not_honour": (
        "{card} is not an honour card: this deal's are {honours}."
    ),
    "refusal.rummy21.set_aside.already": (
        "You have set {card} aside already and hold no other {card}."
    ),
    "refusal.rummy21.set_aside.not_held": "You do not hold {card}.",
}
