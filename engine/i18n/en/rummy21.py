"""Words of 21-card Indian rummy's rules (engine/rummy21/): its refusals and event sentences."""

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
    # Events: the ceremony.
    "event.rummy21.cut_for_deal": "{name} cuts {above} cards and shows {card}.",
    "event.rummy21.cut_tie": "{names} tie for lowest and cut again.",
    "event.rummy21.dealer": "{name} cut the lowest card and deals first.",
    "event.rummy21.shuffled": (
        "Deal {deal}: {dealer} shuffles the three packs; {cutter}, on the dealer's right, cuts."
    ),
    "event.rummy21.cut": "{name} cuts the pack, lifting {above} cards.",
    "event.rummy21.dealt": (
        "{dealer} deals {size} cards each, turns up {card} and shuffles the rest; "
        "{drawer} draws the Joker."
    ),
    "event.rummy21.joker.number": (
        "{name} draws the Joker: {joker}. Every {rank} is wild; the honour cards are "
        "{below} {joker} {above}. The {joker} goes face up under the stock."
    ),
    "event.rummy21.joker.jack": (
        "{name} draws the Joker: {joker}. Every jack is wild; the honour cards are "
        "{below} {joker} {above}. The {joker} goes face up under the stock."
    ),
    "event.rummy21.joker.queen": (
        "{name} draws the Joker: {joker}. Every queen is wild; the honour cards are "
        "{below} {joker} {above}. The {joker} goes face up under the stock."
    ),
    "event.rummy21.joker.king": (
        "{name} draws the Joker: {joker}. Every king is wild; the honour cards are "
        "{below} {joker} {above}. The {joker} goes face up under the stock."
    ),
    "event.rummy21.joker.ace": (
        "{name} draws the Joker: {joker}. Every ace is wild; the honour cards are "
        "{below} {joker} {above}. The {joker} goes face up under the stock."
    ),
    "event.rummy21.wrong_deal": (
        "Wrong deal ({problem}): {dealer} shuffles the three packs again, {cutter} cuts "
        "again and the cards are dealt afresh."
    ),
    # Events: the play.
    "event.rummy21.drew.open": "{name} takes {card} from the open pile.",
    "event.rummy21.drew.stock": "{name} draws from the stock.",
    "event.rummy21.stock_renewed": (
        "The stock is empty: the open pile under {card} is shuffled into a new stock."
    ),
    "event.rummy21.discarded": "{name} discards {card}.",
    "event.rummy21.declared": "{name} declares {groups} and discards {card}.",
    "event.rummy21.wrong_declaration": (
        "{name} declares wrongly ({reason}) and pays {points} to every other player; "
        "play goes on without them."
    ),
    "event.rummy21.dropped.first_drop": (
        "{name} drops (first drop) and will pay {points} to the winner of the deal."
    ),
    "event.rummy21.dropped.mid_pack": (
        "{name} drops (mid pack) and will pay {points} to the winner of the deal."
    ),
    "event.rummy21.dropped.timeouts": (
        "{name} drops (mid pack (three timeouts)) and will pay {points} to the winner of the deal."
    ),
    "event.rummy21.honours": (
        "{name} sets aside {cards} (honour cards, paid at the end of the deal)."
    ),
    "event.rummy21.timeout.cut": "{name} ran out of time: the bot cuts for them.",
    "event.rummy21.timeout.joker": "{name} ran out of time: the bot draws the Joker.",
    "event.rummy21.timeout.play": (
        "{name} ran out of time: the bot draws from the stock and discards."
    ),
    "event.rummy21.timeout.drop": (
        "{name} ran out of time: the third time in a row is a mid pack, no draw."
    ),
    # Events: the settlement.
    "event.rummy21.payment.wrong_declaration": (
        "{payer} paid {points} to every other player: wrong declaration."
    ),
    "event.rummy21.payment.count": "{payer} pays {payee} {points}: the count of unmatched cards.",
    "event.rummy21.payment.first_drop": "{payer} pays {payee} {points}: first drop.",
    "event.rummy21.payment.mid_pack": "{payer} pays {payee} {points}: mid pack.",
    "event.rummy21.payment.timeouts": (
        "{payer} pays {payee} {points}: mid pack (three timeouts in a row)."
    ),
    "event.rummy21.payment.honour_card": (
        "{name}'s honour card {cards}: {points} from every other player."
    ),
    "event.rummy21.payment.honour_cards": (
        "{name}'s honour cards {cards}: {points} from every other player."
    ),
    "event.rummy21.payment.honour_cards.marriage": (
        "{name}'s honour cards {cards}, a marriage: {points} from every other player."
    ),
    "event.rummy21.payment.honour_cards.marriages": (
        "{name}'s honour cards {cards}, {count} marriages: {points} from every other player."
    ),
    "event.rummy21.deal_over.declared": "{name} wins deal {deal} by declaring: {summary}.",
    "event.rummy21.deal_over.last_left": (
        "{name} wins deal {deal} as the last one left: {summary}."
    ),
    "event.rummy21.game_over": "{winners} wins the game.",
    # Why a seat left a deal.
    "rummy21.out.first_drop": "first drop",
    "rummy21.out.mid_pack": "mid pack",
    "rummy21.out.timeouts": "mid pack (three timeouts)",
    "rummy21.out.wrong_declaration": "wrong declaration",
    # A wrong declaration, a wrong deal, a seat's net in a summary.
    "rummy21.declaration.pure_sequences.other": (
        "only {count} pure sequences ({needed} are needed: runs with no wild card standing in)."
    ),
    "rummy21.declaration.pure_sequences.one": (
        "only {count} pure sequence ({needed} are needed: runs with no wild card standing in)."
    ),
    "rummy21.deal.seat": "seat {seat}",
    "rummy21.deal.hand_size": "{who} holds {count} cards instead of {size}",
    "rummy21.deal.too_many": "too many {cards}",
    "rummy21.deal.missing": "missing {cards}",
    "rummy21.deal.not_three_packs": "the cards are not three full packs: {parts}",
    "rummy21.net": "{name} {net}",
}
