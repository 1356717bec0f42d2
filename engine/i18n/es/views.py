"""Words of the views: the scoreboard's notes and the final standings' rounds
(engine/views.py, engine/<game>/view.py)."""

TEXTS: dict[str, str] = {
    "views.note.this_hand": "{count} en esta mano",
    "views.note.joker": "{count} comodín",
    "views.note.jokers": "{count} comodines",
    "views.round.deal": "reparto {number}",
}
