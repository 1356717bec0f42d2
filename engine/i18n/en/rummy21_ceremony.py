"""21-card rummy's automatic deal ceremony (the ``ceremony`` option): its events and its
refusal."""

TEXTS = {
    "event.rummy21.cut_for_deal.auto": (
        "The bot cuts for {name}: {above} cards lifted, {card} shown."
    ),
    "event.rummy21.cut.auto": "The bot cuts the pack for {name}, lifting {above} cards.",
    "refusal.rummy21.ceremony.automatic": (
        "At this table the bot makes the cuts and turns the Joker by itself: there is "
        "nothing to cut or draw. Draw from the stock or the open pile when it is your turn."
    ),
}
