"""Words of Rummy 500's rules (engine/rummy500/): its refusals and event sentences."""

TEXTS: dict[str, str] = {
    # The draw.
    "refusal.rummy500.draw_first.how": (
        "Draw the top card of the stock, or name the card of the discard pile to "
        "take (with every card above it)."
    ),
    "refusal.rummy500.draw_first.draw": (
        "Draw a card first: the top card of the stock, or take a card of the discard pile "
        "(with every card above it)."
    ),
    "refusal.rummy500.draw_first.pass": (
        "You may pass only when the stock is empty: draw from the stock or the discard pile."
    ),
    "refusal.rummy500.stock_empty.draw": (
        "The stock is empty: take a card of the discard pile that you can use at once, "
        "or pass to end the hand."
    ),
    "refusal.rummy500.stock_empty.play": (
        "The stock is empty: take a card of the discard pile (with every card above it), "
        "or pass to end the hand."
    ),
    "refusal.rummy500.drawn_already.play": (
        "You have drawn already: meld, lay off, or discard a card to end your turn."
    ),
    "refusal.rummy500.pile.no_position": (
        "'{token}' is no position in the discard pile: its cards are numbered "
        "1 (bottom) to {size} (top)."
    ),
    "refusal.rummy500.pile.position_holds": (
        "Position {position} of the discard pile holds {held}, not {card}."
    ),
    "refusal.rummy500.pile.not_in_pile": "{card} is not in the discard pile.",
    "refusal.rummy500.pile.unusable": (
        "You may take {card} from the discard pile only to use it at once, "
        "and it makes no meld with your cards and fits no meld on the table."
    ),
    # Melds, lay-offs, the discard.
    "refusal.rummy500.moves.unknown": (
        "'{verb}' is not a Rummy 500 action: draw (from the stock or the discard pile), "
        "meld, lay off, discard, or pass when the stock is empty."
    ),
    "refusal.rummy500.meld.none_named": "Name the cards to meld.",
    "refusal.rummy500.melding.invalid": "{reason}",
    "refusal.rummy500.layoff.how": (
        "Lay off one card on a meld given by its number (the melds on the table are numbered)."
    ),
    "refusal.rummy500.layoff.number": (
        "'{token}' is not a meld number: the melds on the table are numbered from 1."
    ),
    "refusal.rummy500.table.no_melds": "There is no meld on the table yet to lay off on.",
    "refusal.rummy500.table.no_such_meld": (
        "There is no meld {number}: the melds on the table are numbered 1 to {count}."
    ),
    "refusal.rummy500.table.does_not_fit": "{card} does not fit on meld {number} ({meld}).",
    "refusal.rummy500.discard.one": "Discard exactly one card.",
    "refusal.rummy500.hand.missing": "You do not hold {card}.",
    "refusal.rummy500.hand.missing_again": "You do not hold {card} that many times.",
    "refusal.rummy500.must_use.unmelded": (
        "That would leave {card}, which you took from the discard pile, "
        "with no meld or lay-off: it must be used this turn, so use it first."
    ),
    "refusal.rummy500.must_use.discard": (
        "Discarding now would leave {card}, which you took from the "
        "discard pile, unused: meld it or lay it off first."
    ),
    # Events.
    "event.rummy500.dealt": "Hand {hand} is dealt: {name} plays first.",
    "event.rummy500.drew_stock": "{name} draws from the stock.",
    "event.rummy500.drew_pile.alone": "{name} takes {card} from the discard pile.",
    "event.rummy500.drew_pile.with_one": (
        "{name} takes {card} and the {above} card above it from the discard pile."
    ),
    "event.rummy500.drew_pile.with_more": (
        "{name} takes {card} and the {above} cards above it from the discard pile."
    ),
    "event.rummy500.passed": (
        "The stock is empty and {name} does not take from the pile: the hand ends."
    ),
    "event.rummy500.melded": "{name} melds {meld} (meld {number}).",
    "event.rummy500.laid_off": "{name} lays off {card} on meld {number}.",
    "event.rummy500.discarded": "{name} discards {card}.",
    "event.rummy500.stock_out": (
        "The stock is empty and {name} cannot use a card of the pile: the hand ends."
    ),
    "event.rummy500.hand_scored": "Hand {hand}: {summary}.",
    "event.rummy500.hand_scored.went_out": "{name} goes out. Hand {hand}: {summary}.",
    "event.rummy500.game_over": "A total has reached {target}: {winners} wins with {points}.",
    "event.rummy500.timed_out": "{name} ran out of time: the turn is played for them.",
    # One seat's score in a hand's summary.
    "rummy500.seat_score": "{name} {net} ({table} on the table − {hand} in hand)",
}
