"""Words of Deal Me In's rules (engine/dealmein): its refusals, the daily challenge's too."""

TEXTS: dict[str, str] = {
    # Reading a move.
    "refusal.dealmein.square": (
        "'{square}' is not a square: columns are A-K and rows 1-11 (for example F6)"
    ),
    "refusal.dealmein.place.incomplete": (
        "'{text}': a placement names its start square, a direction (across or down) and the cards."
    ),
    "refusal.dealmein.place.no_direction": (
        "'{direction}' is no direction: a placement names its start square, a direction "
        "(across or down) and the cards."
    ),
    "refusal.dealmein.swap.no_cards": "Say which cards to swap.",
    "refusal.dealmein.reclaim.no_cards": "Say which cards to reclaim.",
    "refusal.dealmein.pass_alone": "'pass' takes nothing after it.",
    "refusal.dealmein.moves.unknown": (
        "'{verb}' is no move: place cards, swap, reclaim a joker or pass."
    ),
    "refusal.dealmein.moves.empty": "Say what to do: place cards, swap, reclaim a joker or pass.",
    "refusal.dealmein.moves.order": "A move is reclaims first, then one placement, swap or pass.",
    # The cards a player holds.
    "refusal.dealmein.not_held": "You don't hold {card}.",
    "refusal.dealmein.held_once": "You hold one {card}, not {count}.",
    "refusal.dealmein.no_joker_held": "You hold no joker.",
    "refusal.dealmein.jokers_held.other": "You hold only {count} jokers.",
    "refusal.dealmein.jokers_held.one": "You hold only {count} joker.",
    # Reclaiming, swapping, passing.
    "refusal.dealmein.reclaim.joker": "Reclaim with the real card a board joker stands for.",
    "refusal.dealmein.no_joker_for": "No joker on the board stands for {card}.",
    "refusal.dealmein.swap_joker": "Jokers cannot be swapped.",
    "refusal.dealmein.swap_twice": "Name each card to swap once.",
    "refusal.dealmein.no_swap.deck_empty": (
        "The deck is empty: you cannot swap; place cards or pass."
    ),
    "refusal.dealmein.swap_too_many.other": (
        "The deck has {count} cards: you can swap at most {count}."
    ),
    "refusal.dealmein.swap_too_many.one": (
        "The deck has {count} card: you can swap at most {count}."
    ),
    "refusal.dealmein.no_pass.deck_left": (
        "You can pass only when the deck is empty: place cards or swap."
    ),
    "refusal.dealmein.no_pass.joker_placeable": (
        "You hold only jokers, which cannot be swapped, and one can be placed: place it."
    ),
    # Placements.
    "refusal.dealmein.card_count": "Place 1 to {most} cards, not {count}.",
    "refusal.dealmein.off_board.other": (
        "The cards run off the board: from {square} {direction} there are {count} empty squares."
    ),
    "refusal.dealmein.off_board.one": (
        "The cards run off the board: from {square} {direction} there is only {count} empty square."
    ),
    "refusal.dealmein.first.centre": "The first move must cover {square}.",
    "refusal.dealmein.first.two_cards": "The first move places at least two cards.",
    "refusal.dealmein.touch": "The cards must touch a card on the board.",
    "refusal.dealmein.line.too_long": (
        "{line} would hold {count} cards: a line holds at most {most}."
    ),
    "refusal.dealmein.line.twice": "{line} would hold {card} twice: {cards}.",
    "refusal.dealmein.line.no_combination": "{line} would hold {cards}, which is no combination.",
    "refusal.dealmein.line.complete": (
        "{line} is complete ({combination}): no card may be added to it."
    ),
    # The daily challenge.
    "refusal.dealmein.daily.no_direction": (
        "'{direction}' is no direction: write SQUARE across|down CARDS, for example G7 down 7H 7D."
    ),
    "refusal.dealmein.daily.no_cards": (
        "Say which cards to place: write SQUARE across|down CARDS, for example G7 down 7H 7D."
    ),
    "refusal.dealmein.daily.one_placement": (
        "The daily move is one placement: write SQUARE across|down CARDS, for example G7 down "
        "7H 7D."
    ),
    # Event sentences.
    "event.dealmein.timeout.swap": "{name} ran out of time: one card swapped (−{penalty}).",
    "event.dealmein.timeout.jokers": (
        "{name} ran out of time and holds only jokers: a pass, no penalty."
    ),
    "event.dealmein.timeout.pass": "{name} ran out of time: a pass, no penalty.",
    "event.dealmein.reclaimed": "{name} reclaims the joker on {square} with {card}.",
    "event.dealmein.placed.one": "{name} placed {cards} on {squares}: {score}.",
    "event.dealmein.placed.across": "{name} placed {cards} {squares} across: {score}.",
    "event.dealmein.placed.down": "{name} placed {cards} {squares} down: {score}.",
    "event.dealmein.drew.other": "{name} draws {count} cards.",
    "event.dealmein.drew.one": "{name} draws {count} card.",
    "event.dealmein.joker_won": "{name} wins the joker of {square}.",
    "event.dealmein.swapped.other": "{name} swapped {count} cards (−{penalty}).",
    "event.dealmein.swapped.one": "{name} swapped {count} card (−{penalty}).",
    "event.dealmein.passed": "{name} passes.",
    # The end of the game.
    "event.dealmein.game_over": "Game over: {reason}. Final scores: {final}.",
    "event.dealmein.game_over.detail": "Game over: {reason}. {detail}. Final scores: {final}.",
    "dealmein.end.out": "a player has no cards",
    "dealmein.end.no_play": "no further play is possible",
    "dealmein.end.blocked": "the board is blocked",
    "dealmein.settled.other": (
        "{payee} receives {points} from {payer} ({count} cards more, {each} each)"
    ),
    "dealmein.settled.one": (
        "{payee} receives {points} from {payer} ({count} card more, {each} each)"
    ),
    "dealmein.joker_penalty.other": "{name} pays {points} for {count} jokers held ({each} each)",
    "dealmein.joker_penalty.one": "{name} pays {points} for {count} joker held ({each} each)",
    # A placement and its score (inside the placed event and the daily answer).
    "dealmein.placement.one": "{cards} on {square}",
    "dealmein.placement.across": "{cards} {squares} across",
    "dealmein.placement.down": "{cards} {squares} down",
    "dealmein.line_score": "{combination} {points}{times}",
    "dealmein.line_score.bonus": "{combination} {points}{times} + 5-card bonus {bonus}",
    # The combinations, as sentences name them.
    "dealmein.combination.pair": "pair",
    "dealmein.combination.two_pair": "two pair",
    "dealmein.combination.three_of_a_kind": "three of a kind",
    "dealmein.combination.straight": "straight",
    "dealmein.combination.flush": "flush",
    "dealmein.combination.full_house": "full house",
    "dealmein.combination.four_of_a_kind": "four of a kind",
    "dealmein.combination.straight_flush": "straight flush",
    "dealmein.combination.royal_flush": "royal flush",
}
