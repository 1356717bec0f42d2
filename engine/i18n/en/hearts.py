"""Words of Hearts Deluxe's rules (engine/hearts): its refusals."""

TEXTS: dict[str, str] = {
    "refusal.hearts.passed_already": "You have passed already: waiting for {waiting} to pass.",
    "refusal.hearts.play.keeper": "This is a keeper hand: there is no pass. Play a card.",
    "refusal.hearts.play.passed": "The cards have been passed already. Play a card.",
    "refusal.hearts.play.one_card": "Play exactly one card.",
    "refusal.hearts.pass_first.left": "Pass three cards left first.",
    "refusal.hearts.pass_first.right": "Pass three cards right first.",
    "refusal.hearts.pass_first.across": "Pass three cards across first.",
    "refusal.hearts.pass_first.count": "Pass exactly three cards: you named {count}.",
    "refusal.hearts.moves.unknown": (
        "'{verb}' is not a Hearts action: pass three cards, or play one."
    ),
    "refusal.hearts.named_twice": "You named {card} twice: pass three different cards.",
    "refusal.hearts.not_held": "You don't hold {card}.",
    "refusal.hearts.lead_club": "Lead a club to the first trick: you hold {cards}.",
    "refusal.hearts.follow": "You must follow {suit}: you hold {cards}.",
    "refusal.hearts.first_trick_points": (
        "No points on the first trick: {card} may not be played while you hold other cards "
        "(like {example})."
    ),
    "refusal.hearts.not_broken": (
        "Hearts are not broken: you may not lead {card} while you hold cards other than "
        "hearts and Q♠ (like {example})."
    ),
}
