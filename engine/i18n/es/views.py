"""Words of the views' scoreboard notes (engine/views.py, engine/<game>/view.py)."""

TEXTS: dict[str, str] = {
    "views.note.this_hand": "{count} en esta mano",
    "views.note.joker": "{count} comodín",
    "views.note.jokers": "{count} comodines",
}
