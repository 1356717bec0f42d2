"""Words of the views' scoreboard notes (engine/views.py, engine/<game>/view.py)."""

TEXTS: dict[str, str] = {
    "views.note.this_hand": "{count} this hand",
    "views.note.joker": "{count} joker",
    "views.note.jokers": "{count} jokers",
}
