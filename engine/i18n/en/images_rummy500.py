"""Words of the Rummy 500 pictures (images/rummy500.py): labels and alt text."""

TEXTS: dict[str, str] = {
    "images.rummy500.turn.draw": "{name} to draw",
    "images.rummy500.turn.play": "{name} to play",
    "images.rummy500.turn_you.draw": "{name} (you) to draw",
    "images.rummy500.turn_you.play": "{name} (you) to play",
    "images.rummy500.hand_of": "Hand {number} · game to {target}",
    "images.rummy500.must_use": "{card} from the pile must be used this turn",
    "images.rummy500.you": "{name} (you)",
    "images.rummy500.on_table": "{points} on table",
    "images.rummy500.stock": "STOCK",
    "images.rummy500.empty": "empty",
    "images.rummy500.discard_pile": "DISCARD PILE · bottom → top",
    "images.rummy500.melds": "MELDS · the chip under a card: who laid it",
    "images.rummy500.no_melds": "Nothing melded yet this hand.",
    "images.rummy500.kind.set": "set",
    "images.rummy500.kind.run": "run",
    "images.rummy500.went_out": "{name} went out",
    "images.rummy500.stock_out": "the stock ran out",
    "images.rummy500.scored": "HAND {number} SCORED · {how}",
    "images.rummy500.column.went_out": "Went out",
    "images.rummy500.column.best_hand": "Best hand",
    "images.rummy500.column.last_hand": "Last hand",
    "images.rummy500.alt.turn": "{turn}.",
    "images.rummy500.alt.must_use": "{card} taken from the pile must be used.",
    "images.rummy500.alt.seat": "{name} {score}, {cards}, {table} on the table this hand",
    "images.rummy500.alt.table": "Rummy 500 table, hand {number}, game to {target}.",
    "images.rummy500.alt.scored": "Hand {number} scored: {points}.",
    "images.rummy500.alt.stock": "Stock: {cards}.",
    "images.rummy500.alt.discard": "Discard pile, bottom to top: {cards}.",
    "images.rummy500.alt.meld": "Meld {number}, {kind} {cards} ({owners}).",
    "images.rummy500.reason.one": (
        "{names} reached {target} points after {hands} hands; the highest total wins."
    ),
    "images.rummy500.reason.many": (
        "{names} all reached {target} points after {hands} hands; the highest total wins."
    ),
    "images.rummy500.reason.none": (
        "Nobody all reached {target} points after {hands} hands; the highest total wins."
    ),
    "images.rummy500.note.last_hand": "Last hand: {points}.",
}
